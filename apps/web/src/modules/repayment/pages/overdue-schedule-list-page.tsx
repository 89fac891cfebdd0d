import { groupAmount } from '@lc/shared';
import type { TableColumnsType } from 'antd';
import type { CardSpec } from '@/components/list-page/card-paging';
import type { FilterField } from '@/components/list-page/filter-values';
import { ListPage } from '@/components/list-page/list-page';
import { StatusTag } from '@/components/status-tag/status-tag';
import { OVERDUE_SCHEDULE_LIST } from '../api/repayment-api';
import { BusinessDateBar } from '../components/business-date-bar';
import { useOverdueText } from '../overdue.text';
import { useBillStageColumn } from '@/components/status-tag/bill-stage';
import type { ListRow, ListFilter } from '@/lib/api-client';

type OverdueScheduleRow = ListRow<typeof OVERDUE_SCHEDULE_LIST>;

/** /overdueRecordManage/overdueScheduleList: every instalment unpaid after its due day, oldest first, with its penalty. */
export default function OverdueScheduleListPage() {
  const t = useOverdueText();
  const money = (v: string) => groupAmount(v);
  const filters: FilterField<ListFilter<typeof OVERDUE_SCHEDULE_LIST>>[] = [
    { kind: 'text', name: 'keyword', label: t('keyword') },
    { kind: 'dateRange', from: 'dueFrom', to: 'dueTo', label: t('dueRange') },
  ];
  const stage = useBillStageColumn<OverdueScheduleRow>();
  const columns: TableColumnsType<OverdueScheduleRow> = [
    { title: t('billNo'), dataIndex: 'billNo', width: 170, fixed: 'left' },
    { title: t('customerName'), dataIndex: 'customerName', width: 100 },
    { title: t('period'), dataIndex: 'period', width: 70 },
    { title: t('reFundTime'), dataIndex: 'reFundTime', width: 120 },
    { title: t('principal'), dataIndex: 'principal', width: 140, align: 'right', render: money },
    { title: t('interest'), dataIndex: 'interest', width: 120, align: 'right', render: money },
    { title: t('penalty'), dataIndex: 'penalty', width: 120, align: 'right', render: money },
    { title: t('daysPastDue'), dataIndex: 'daysOverdue', width: 100, render: (v: number) => t('days', { n: v }) },
    { title: t('status'), dataIndex: 'status', width: 100, render: (v: number) => <StatusTag list="repaymentPeriod" code={v} /> },
    stage.column,
  ];
  const card = (r: OverdueScheduleRow): CardSpec => ({
    title: r.billNo,
    fields: [
      stage.field(r),
      { label: t('customerName'), value: r.customerName },
      { label: t('period'), value: r.period },
      { label: t('reFundTime'), value: r.reFundTime },
      { label: t('principal'), value: money(r.principal) },
      { label: t('penalty'), value: money(r.penalty) },
      { label: t('daysPastDue'), value: t('days', { n: r.daysOverdue }) },
    ],
  });

  return (
    <ListPage
      label={t('scheduleTitle')}
      source={OVERDUE_SCHEDULE_LIST}
      filters={filters}
      columns={columns}
      card={card}
      rowKey={(r) => r.id}
      toolbar={() => <BusinessDateBar />}
    />
  );
}
