import { GALLERY_PERMISSION } from '@lc/shared';
import { App, Button, type TableColumnsType } from 'antd';
import { ExportButton } from '@/components/export-button/export-button';
import type { CardSpec } from '@/components/list-page/card-paging';
import type { FilterField } from '@/components/list-page/filter-values';
import { ListPage } from '@/components/list-page/list-page';
import { NeedsPermission } from '@/components/needs-permission/needs-permission';
import { orgFilterField } from '@/components/org-filter/org-filter-field';
import { groupLabel } from '@/components/org-filter/org-cascade';
import { StatusTag } from '@/components/status-tag/status-tag';
import { statusFilterOptions } from '@/components/status-tag/use-status-dictionary';
import { type Locale, useLocale } from '@/lib/i18n';
import { areaName } from '@/lib/area-name';
import { GALLERY_EXPORT, GALLERY_LIST } from '../api/gallery-api';
import { useTestListText } from '../list.text';
import type { ListRow, ListFilter } from '@/lib/api-client';

type SampleRecordRow = ListRow<typeof GALLERY_LIST>;

/** A decimal string with thousands separators; money never passes through a JS number. */
const yuan = (amount: string) => {
  const [int = '0', frac = '00'] = amount.split('.');
  return `${int.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${frac.padEnd(2, '0')}`;
};
const shanghai = (iso: string, locale: Locale) => new Date(iso).toLocaleString(locale, { timeZone: 'Asia/Shanghai', hour12: false });

/**
 * /systemTools/testList: the list block over the sample records — filters (keyword, status,
 * created dates, the region → department → salesperson cascade), a table on desktop and cards
 * on phones. Personal fields arrive masked and show as plain text here.
 */
/** Open to every signed-in user (its route has no code); the sample records need the gallery's. */
export default function TestListPage() {
  return (
    <NeedsPermission code={GALLERY_PERMISSION}>
      <TestList />
    </NeedsPermission>
  );
}

function TestList() {
  const t = useTestListText();
  const { locale } = useLocale();
  const { message } = App.useApp();
  const view = (r: SampleRecordRow) =>
    void message.info(t('viewing', { no: r.recordNo, name: r.borrowerName, amount: yuan(r.loanAmount) }));
  const viewButton = (r: SampleRecordRow) => (
    <Button size="small" type="link" onClick={() => view(r)} aria-label={`${t('view')} ${r.recordNo}`}>
      {t('view')}
    </Button>
  );

  const filters: FilterField<ListFilter<typeof GALLERY_LIST>>[] = [
    { kind: 'text', name: 'keyword', label: t('keyword') },
    {
      kind: 'select',
      name: 'status',
      label: t('status'),
      width: 120,
      options: statusFilterOptions('sampleRecord', locale),
    },
    { kind: 'dateRange', from: 'createdFrom', to: 'createdTo', label: t('created') },
    // The route has no code of its own (open to any signed-in user); the data is the gallery's.
    orgFilterField(GALLERY_PERMISSION),
  ];

  const columns: TableColumnsType<SampleRecordRow> = [
    { title: t('recordNo'), dataIndex: 'recordNo', width: 130, fixed: 'left' },
    { title: t('borrower'), dataIndex: 'borrowerName', width: 90 },
    { title: t('mobile'), dataIndex: 'mobile', width: 120 },
    { title: t('idCard'), dataIndex: 'idCard', width: 180 },
    { title: t('bankCard'), dataIndex: 'bankCard', width: 170 },
    { title: t('amount'), dataIndex: 'loanAmount', width: 140, align: 'right', render: yuan },
    { title: t('status'), dataIndex: 'status', width: 90, render: (s: number) => <StatusTag list="sampleRecord" code={s} /> },
    { title: t('area'), dataIndex: 'areaCode', width: 70, render: (c: string) => areaName(c, locale) },
    { title: t('department'), dataIndex: 'departmentName', width: 120 },
    { title: t('group'), dataIndex: 'groupId', width: 100, render: (g: number | null) => (g === null ? '—' : groupLabel(g, locale)) },
    { title: t('salesperson'), dataIndex: 'salespersonName', width: 160 },
    { title: t('createdAt'), dataIndex: 'createdAt', width: 170, render: (v: string) => shanghai(v, locale) },
    { title: t('actions'), key: 'actions', width: 80, fixed: 'right', render: (_, r) => viewButton(r) },
  ];

  const card = (r: SampleRecordRow): CardSpec => ({
    title: r.recordNo,
    extra: <StatusTag list="sampleRecord" code={r.status} />,
    fields: [
      { label: t('borrower'), value: r.borrowerName },
      { label: t('mobile'), value: r.mobile },
      { label: t('idCard'), value: r.idCard },
      { label: t('amount'), value: yuan(r.loanAmount) },
      { label: t('salesperson'), value: `${r.salespersonName ?? '—'} · ${areaName(r.areaCode, locale)}` },
      { label: t('createdAt'), value: shanghai(r.createdAt, locale) },
    ],
    actions: [viewButton(r)],
  });

  return (
    <ListPage
      label={t('title')}
      source={GALLERY_LIST}
      filters={filters}
      columns={columns}
      card={card}
      rowKey={(r) => r.id}
      scrollX={1640}
      toolbar={({ filters: inForce }) => <ExportButton endpoint={GALLERY_EXPORT} params={inForce} defaultName={t('title')} />}
    />
  );
}
