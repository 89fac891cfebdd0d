import { FIRM_SOURCE_TEXT, FIRM_STATUS, shanghaiMinute } from '@lc/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Space, type TableColumnsType } from 'antd';
import { useState } from 'react';
import type { CardSpec } from '@/components/list-page/card-paging';
import type { FilterField } from '@/components/list-page/filter-values';
import { ListPage } from '@/components/list-page/list-page';
import { StatusTag } from '@/components/status-tag/status-tag';
import { statusFilterOptions } from '@/components/status-tag/use-status-dictionary';
import { useLocale } from '@/lib/i18n';
import { FIRM_LIST, firmDetailQuery } from '../api/firm-api';
import { useFirmText } from '../firm.text';
import type { FirmFormModalProps } from './firm-form-modal';
import { FirmStatusAction } from './firm-status-action';
import './firm.css';
import type { ListRow, ListFilter } from '@/lib/api-client';
import { lazyDialog } from '@/lib/lazy-dialog';

const FirmFormModal = lazyDialog(() => import('./firm-form-modal').then((m) => m.FirmFormModal));

type FirmRow = ListRow<typeof FIRM_LIST>;

const yuan = (amount: string | null) => {
  if (amount === null) return '—';
  const [int = '0', frac = '00'] = amount.split('.');
  return `${int.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${frac.padEnd(2, '0')}`;
};
const isDisabled = (r: FirmRow) => r.status === FIRM_STATUS.disabled;

export type FirmListProps = { title: string; source: 1 | 2 | undefined };

/**
 * The company library as a list: firmRecords (every firm) and businessFirmRecords (business
 * firms). A disabled firm's row is greyed, its name struck through, and tagged 已停用.
 */
export function FirmList({ title, source }: FirmListProps) {
  const t = useFirmText();
  const { locale } = useLocale();
  const client = useQueryClient();
  const [form, setForm] = useState<Omit<FirmFormModalProps, 'onClose' | 'source'> | null>(null);

  const edit = async (r: FirmRow) => {
    const d = await client.fetchQuery(firmDetailQuery(r.id));
    const { shareholders, version, id, ...rest } = d;
    // Empty fields as '' (what the form holds for "nothing"): the rules take text, not null.
    const values = Object.fromEntries(Object.entries(rest).map(([k, v]) => [k, v ?? '']));
    setForm({ open: true, editing: { id, version, shareholders, values } });
  };
  const name = (r: FirmRow) => (
    <span className="lc-firm-name">
      {r.firmName}
      {isDisabled(r) ? <StatusTag list="firm" code={r.status} style={{ marginInlineStart: 8 }} aria-label={t('disabledRow')} /> : null}
    </span>
  );
  const actions = (r: FirmRow) => (
    <Space size={4}>
      <Button size="small" type="link" onClick={() => void edit(r)} aria-label={`${t('edit')} ${r.firmName}`}>
        {t('edit')}
      </Button>
      <FirmStatusAction firm={r} />
    </Space>
  );

  const filters: FilterField<ListFilter<typeof FIRM_LIST>>[] = [
    { kind: 'text', name: 'keyword', label: t('keyword') },
    {
      kind: 'select',
      name: 'status',
      label: t('status'),
      width: 110,
      options: statusFilterOptions('firm', locale),
    },
    ...(source === undefined
      ? [
          {
            kind: 'select' as const,
            name: 'source' as const,
            label: t('source'),
            width: 130,
            options: Object.entries(FIRM_SOURCE_TEXT).map(([value, text]) => ({ value, label: text[locale] })),
          },
        ]
      : []),
  ];
  // Every cell of a disabled firm's row carries the style (the list block's table takes columns, not row classes).
  const styled = (columns: TableColumnsType<FirmRow>): TableColumnsType<FirmRow> =>
    columns.map((c) => ({ ...c, onCell: (r: FirmRow) => ({ className: isDisabled(r) ? 'lc-firm-disabled' : '' }) }));
  const columns = styled([
    { title: t('firmName'), key: 'firmName', width: 260, fixed: 'left', render: (_, r) => name(r) },
    { title: t('creditCode'), dataIndex: 'creditCode', width: 190, render: (v: string | null) => v ?? '—' },
    { title: t('registrationCode'), dataIndex: 'registrationCode', width: 160, render: (v: string | null) => v ?? '—' },
    { title: t('legalPerson'), dataIndex: 'legalPerson', width: 110 },
    { title: t('capitalYuan'), dataIndex: 'registeredCapital', width: 150, align: 'right', render: yuan },
    { title: t('shareholderCount'), dataIndex: 'shareholderCount', width: 80 },
    { title: t('source'), dataIndex: 'source', width: 100, render: (s: 1 | 2) => FIRM_SOURCE_TEXT[s]?.[locale] ?? s },
    { title: t('createdAt'), dataIndex: 'createdAt', width: 170, render: (v: string) => shanghaiMinute(v) },
    { title: t('actions'), key: 'actions', width: 130, fixed: 'right', render: (_, r) => actions(r) },
  ]);
  const card = (r: FirmRow): CardSpec => ({
    title: name(r),
    fields: [
      { label: t('creditCode'), value: r.creditCode ?? r.registrationCode ?? '—' },
      { label: t('legalPerson'), value: r.legalPerson },
      { label: t('shareholderCount'), value: r.shareholderCount },
    ],
    actions: [actions(r)],
  });

  return (
    <>
      <ListPage
        label={title}
        source={FIRM_LIST}
        filters={filters}
        columns={columns}
        card={card}
        rowKey={(r) => r.id}
        scrollX={1350}
        {...(source !== undefined ? { defaults: { source: String(source) } } : {})}
        toolbar={() => (
          <Button type="primary" ghost onClick={() => setForm({ open: true })}>
            {t('add')}
          </Button>
        )}
      />
      {form ? <FirmFormModal {...form} source={source ?? 1} onClose={() => setForm(null)} /> : null}
    </>
  );
}
