import { APPOINTMENT_KINDS, shanghaiMinute } from '@lc/shared';
import { Tag, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import type { CardSpec } from '@/components/list-page/card-paging';
import type { FilterField } from '@/components/list-page/filter-values';
import { ListPage } from '@/components/list-page/list-page';
import { StatusTag } from '@/components/status-tag/status-tag';
import { statusFilterOptions } from '@/components/status-tag/use-status-dictionary';
import { useLocale } from '@/lib/i18n';
import { FIELD_ORDER_LIST } from '../api/field-order-api';
import { useFieldOrderText } from '../field-order.text';
import { orderPage } from '../components/order-page';
import type { ListRow, ListFilter } from '@/lib/api-client';

type FieldOrderRow = ListRow<typeof FIELD_ORDER_LIST>;

/** /outerOrder/outerOrderList: field staff's dispatched visits (phone first), and the submitted orders a manager reviews. */
export default function FieldOrderListPage() {
  const t = useFieldOrderText();
  const { locale } = useLocale();
  const kind = (v: number) => APPOINTMENT_KINDS[v as keyof typeof APPOINTMENT_KINDS]?.[locale] ?? String(v);
  const billNo = (r: FieldOrderRow) => <Link to={orderPage(r)}>{r.billNo}</Link>;
  const status = (r: FieldOrderRow) => <StatusTag list="appointment" code={r.status} />;
  const sent = (r: FieldOrderRow) => (r.submittedAt ? <Tag color="blue">{t('submitted')}</Tag> : <Tag>{t('notSubmitted')}</Tag>);
  const window = (r: FieldOrderRow) => `${r.visitDate} ${r.startTime}-${r.endTime}`;

  const filters: FilterField<ListFilter<typeof FIELD_ORDER_LIST>>[] = [
    {
      kind: 'select',
      name: 'view',
      label: t('view'),
      width: 150,
      options: [
        { value: 'mine', label: t('mine') },
        { value: 'review', label: t('review') },
      ],
    },
    { kind: 'text', name: 'keyword', label: t('keyword') },
    { kind: 'select', name: 'status', label: t('status'), width: 190, options: statusFilterOptions('appointment', locale) },
  ];
  const columns: TableColumnsType<FieldOrderRow> = [
    { title: t('billNo'), key: 'billNo', width: 190, fixed: 'left', render: (_, r) => billNo(r) },
    { title: t('customer'), dataIndex: 'customerName', width: 110 },
    { title: t('kind'), dataIndex: 'kind', width: 110, render: kind },
    { title: t('window'), key: 'window', width: 190, render: (_, r) => window(r) },
    { title: t('address'), dataIndex: 'address', width: 240, ellipsis: true },
    { title: t('status'), key: 'status', width: 170, render: (_, r) => status(r) },
    {
      title: t('submittedAt'),
      key: 'submittedAt',
      width: 170,
      render: (_, r) => (r.submittedAt ? shanghaiMinute(r.submittedAt) : sent(r)),
    },
    { title: t('fieldPerson'), dataIndex: 'fieldPersonName', width: 150 },
  ];
  const card = (r: FieldOrderRow): CardSpec => ({
    title: billNo(r),
    extra: status(r),
    fields: [
      { label: t('customer'), value: r.customerName },
      { label: t('kind'), value: kind(r.kind) },
      { label: t('window'), value: window(r) },
      { label: t('address'), value: r.address },
      { label: t('submittedAt'), value: r.submittedAt ? shanghaiMinute(r.submittedAt) : sent(r) },
      { label: t('fieldPerson'), value: r.fieldPersonName ?? '—' },
    ],
  });

  return (
    <ListPage
      label={t('title')}
      source={FIELD_ORDER_LIST}
      filters={filters}
      defaults={{ view: 'mine' }}
      columns={columns}
      card={card}
      rowKey={(r) => r.id}
    />
  );
}
