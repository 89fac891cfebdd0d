import { type WithholdReconcileReply, groupAmount, shanghaiMinute } from '@lc/shared';
import { Alert, Button, DatePicker, Form, Modal, Space, Table } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { SAID_ON_PAGE, useServerSave } from '@/components/config-form/use-server-save';
import { reconcileWithholds } from '../api/withhold-api';
import { useWithholdText } from '../withhold.text';

type Mismatch = WithholdReconcileReply['mismatches'][number];

/** Finance's reconciliation of one day: the channel's statement against what was posted, and the mismatches. */
export function ReconcileModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useWithholdText();
  const [form] = Form.useForm();
  const { run, saving, problem } = useServerSave(form);
  const [day, setDay] = useState<Dayjs>(dayjs());
  const [result, setResult] = useState<WithholdReconcileReply | null>(null);
  // The result shows in the modal itself, matched or not.
  const start = () => run(async () => setResult(await reconcileWithholds(day.format('YYYY-MM-DD'))), SAID_ON_PAGE);
  return (
    <Modal open={open} title={t('reconcileTitle')} onCancel={onClose} footer={null} width={760} destroyOnHidden>
      <Form form={form} layout="inline" name="withhold-reconcile">
        <Form.Item label={t('reconcileDay')} htmlFor="withhold-reconcile-day">
          <DatePicker id="withhold-reconcile-day" value={day} onChange={(d) => d && setDay(d)} allowClear={false} />
        </Form.Item>
        <Button type="primary" onClick={start} loading={saving}>
          {t('reconcileRun')}
        </Button>
      </Form>
      {problem ? <Alert type="error" showIcon title={problem} style={{ marginTop: 12 }} /> : null}
      {result ? (
        <Space orientation="vertical" style={{ width: '100%', marginTop: 16 }}>
          <Alert
            type={result.mismatches.length ? 'warning' : 'success'}
            showIcon
            title={t('reconcileResult', { channel: result.channelCount, posted: result.postedCount, count: result.mismatches.length })}
            description={shanghaiMinute(result.createdAt)}
          />
          <Table<Mismatch>
            aria-label={t('reconcileTitle')}
            size="small"
            rowKey={(m) => `${m.kind}:${m.channelRef}`}
            pagination={false}
            dataSource={result.mismatches}
            columns={[
              { title: t('kind'), dataIndex: 'kind', render: (v: Mismatch['kind']) => t(v) },
              { title: t('channelRef'), dataIndex: 'channelRef' },
              {
                title: t('channelAmount'),
                dataIndex: 'channelAmount',
                align: 'right',
                render: (v: string | null) => (v ? groupAmount(v) : '—'),
              },
              {
                title: t('postedAmount'),
                dataIndex: 'postedAmount',
                align: 'right',
                render: (v: string | null) => (v ? groupAmount(v) : '—'),
              },
              {
                title: t('overAmount'),
                dataIndex: 'overAmount',
                align: 'right',
                render: (v: string | undefined) => (v ? groupAmount(v) : '—'),
              },
            ]}
          />
        </Space>
      ) : null}
    </Modal>
  );
}
