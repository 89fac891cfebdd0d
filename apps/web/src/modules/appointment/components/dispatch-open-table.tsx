import { APPOINTMENT_MESSAGES, type AppointmentRow, type DispatchBatchReply, type DispatchBoard } from '@lc/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Select, Space, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { useLocale } from '@/lib/i18n';
import { assignAppointment, assignAppointments, refreshAppointments } from '../api/appointment-api';
import { useAppointmentText } from '../appointment.text';
import { kindName, windowText } from './appointment-labels';
import './dispatch-board.css';
import { labelled } from '@/lib/punctuation';

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The day's open appointments: pick a field person per row, dispatch one, or the ticked ones at once. */
export function DispatchOpenTable({ board }: { board: DispatchBoard }) {
  const t = useAppointmentText();
  const { locale } = useLocale();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [chosen, setChosen] = useState<Record<number, number>>({});
  const [ticked, setTicked] = useState<number[]>([]);
  const [busy, setBusy] = useState(false);
  const [results, setResults] = useState<DispatchBatchReply['results'] | null>(null);
  const people = board.people.map((p) => ({ value: p.id, label: p.name }));

  const finish = async () => {
    await refreshAppointments(client);
    setBusy(false);
  };
  const assignOne = async (r: AppointmentRow) => {
    const person = chosen[r.id];
    if (person === undefined) return void message.warning(t('pickFirst'));
    setBusy(true);
    try {
      await assignAppointment(r.id, person, r.version);
      void message.success(APPOINTMENT_MESSAGES.dispatched[locale]);
    } catch (error) {
      void message.error(errorText(error));
    }
    await finish();
  };
  const assignTicked = async () => {
    const items = ticked.flatMap((id) => (chosen[id] === undefined ? [] : [{ id, fieldPersonId: chosen[id] }]));
    if (!items.length) return void message.warning(t('pickFirst'));
    setBusy(true);
    try {
      setResults((await assignAppointments({ items })).results);
      setTicked([]);
    } catch (error) {
      void message.error(errorText(error));
    }
    await finish();
  };

  const billNo = (id: number) => board.open.find((r) => r.id === id)?.billNo ?? String(id);
  const columns: TableColumnsType<AppointmentRow> = [
    { title: t('billNo'), key: 'billNo', width: 180, render: (_, r) => <Link to={`/appoint/appointDetail?id=${r.id}`}>{r.billNo}</Link> },
    { title: t('customer'), dataIndex: 'customerName', width: 100 },
    { title: t('kind'), dataIndex: 'kind', width: 100, render: (v: number) => kindName(v, locale) },
    { title: t('window'), key: 'window', width: 180, render: (_, r) => windowText(r) },
    { title: t('address'), dataIndex: 'address', width: 220, ellipsis: true },
    {
      title: t('assignTo'),
      key: 'person',
      width: 190,
      render: (_, r) => (
        <Select
          aria-label={`${t('assignTo')} ${r.billNo} ${r.startTime}`}
          placeholder={t('choosePerson')}
          style={{ width: 170 }}
          options={people}
          value={chosen[r.id]}
          onChange={(v: number) => setChosen((c) => ({ ...c, [r.id]: v }))}
        />
      ),
    },
    {
      title: t('assign'),
      key: 'assign',
      width: 90,
      render: (_, r) => (
        <Button
          size="small"
          type="primary"
          disabled={busy}
          onClick={() => void assignOne(r)}
          aria-label={`${t('assign')} ${r.billNo} ${r.startTime}`}
        >
          {t('assign')}
        </Button>
      ),
    },
  ];

  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Button disabled={busy || !ticked.length} onClick={() => void assignTicked()}>
        {t('assignSelected')}
      </Button>
      {results ? (
        <Alert
          type={results.every((r) => r.ok) ? 'success' : 'warning'}
          showIcon
          closable
          onClose={() => setResults(null)}
          title={t('batchResult')}
          description={
            <ul style={{ margin: 0, paddingLeft: 18 }}>
              {results.map((r) => (
                <li key={r.id}>{labelled(billNo(r.id), r.msg)}</li>
              ))}
            </ul>
          }
        />
      ) : null}
      {/* Scrolled by its box rather than antd's scroll.x, whose hidden measure row holds focusable copies. */}
      <div className="dispatch-open" role="region" aria-label={t('openTitle')} tabIndex={0}>
        <Table<AppointmentRow>
          aria-label={t('openTitle')}
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={board.open}
          columns={columns}
          locale={{ emptyText: t('noOpen') }}
          rowSelection={{
            selectedRowKeys: ticked,
            onChange: (keys) => setTicked(keys.map(Number)),
            getCheckboxProps: (r) => ({ 'aria-label': `${r.billNo} ${r.startTime}` }),
          }}
        />
      </div>
    </Space>
  );
}
