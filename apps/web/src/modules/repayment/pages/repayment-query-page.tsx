import { groupAmount } from '@lc/shared';
import { useQuery } from '@tanstack/react-query';
import { Button, type TableColumnsType } from 'antd';
import { useState } from 'react';
import type { CardSpec } from '@/components/list-page/card-paging';
import type { Filters } from '@/components/list-page/list-params';
import type { FilterField } from '@/components/list-page/filter-values';
import { ListPage } from '@/components/list-page/list-page';
import { StatusTag } from '@/components/status-tag/status-tag';
import { statusFilterOptions } from '@/components/status-tag/use-status-dictionary';
import { useLocale } from '@/lib/i18n';
import { REPAY_LIST, repayStatisticsQuery } from '../api/repayment-api';
import { paidOf } from '../components/schedule-table';
import { useRepaymentText } from '../repayment.text';
import { useBillStageColumn } from '@/components/status-tag/bill-stage';
import type { ListRow, ListFilter } from '@/lib/api-client';
import { SAMPLE_AMOUNT, ToolbarText } from '@/components/list-page/toolbar-text';
import { LoanDrawer } from '../components/lazy-loan-drawer';

type RepayPeriodRow = ListRow<typeof REPAY_LIST>;

/** The sums of what the filters find (repayList/statistics), above the list. */
function Statistics({ filters }: { filters: Filters }) {
  const t = useRepaymentText();
  const stats = useQuery(repayStatisticsQuery(filters));
  const s = stats.data;
  const line = (count: number, overdueCount: number, amounts: [string, string, string]) =>
    t('statistics', { count, principal: amounts[0], interest: amounts[1], overdueCount, overdueAmount: amounts[2] });
  return (
    <ToolbarText
      secondary
      sample={line(1000, 1000, [SAMPLE_AMOUNT, SAMPLE_AMOUNT, SAMPLE_AMOUNT])}
      text={
        s ? line(s.count, s.overdueCount, [groupAmount(s.principal), groupAmount(s.interest), groupAmount(s.overdueAmount)]) : undefined
      }
    />
  );
}

/** /repaymentManage/repaymentQueryList: every instalment in the caller's scope, by due day; a loan's schedule opens beside the list. */
export default function RepaymentQueryPage() {
  const t = useRepaymentText();
  const { locale } = useLocale();
  const [viewing, setViewing] = useState<number | null>(null);
  const billNo = (r: RepayPeriodRow) => (
    <Button type="link" style={{ padding: 0 }} onClick={() => setViewing(r.loanId)} aria-label={t('viewSchedule', { billNo: r.billNo })}>
      {r.billNo}
    </Button>
  );

  const filters: FilterField<ListFilter<typeof REPAY_LIST>>[] = [
    { kind: 'text', name: 'keyword', label: t('keyword') },
    { kind: 'select', name: 'status', label: t('status'), width: 120, options: statusFilterOptions('repaymentPeriod', locale) },
    { kind: 'dateRange', from: 'dueFrom', to: 'dueTo', label: t('dueRange') },
  ];
  const stage = useBillStageColumn<RepayPeriodRow>();
  const columns: TableColumnsType<RepayPeriodRow> = [
    { title: t('billNo'), key: 'billNo', width: 170, fixed: 'left', render: (_, r) => billNo(r) },
    { title: t('customerName'), dataIndex: 'customerName', width: 100 },
    { title: t('period'), dataIndex: 'period', width: 70 },
    { title: t('reFundTime'), dataIndex: 'reFundTime', width: 120 },
    { title: t('principal'), dataIndex: 'principal', width: 140, align: 'right', render: (v: string) => groupAmount(v) },
    { title: t('interest'), dataIndex: 'interest', width: 120, align: 'right', render: (v: string) => groupAmount(v) },
    { title: t('scheduleFee'), dataIndex: 'fee', width: 110, align: 'right', render: (v: string) => groupAmount(v) },
    { title: t('paid'), key: 'paid', width: 140, align: 'right', render: (_, r) => groupAmount(paidOf(r)) },
    { title: t('status'), dataIndex: 'status', width: 100, render: (v: number) => <StatusTag list="repaymentPeriod" code={v} /> },
    stage.column,
  ];
  const card = (r: RepayPeriodRow): CardSpec => ({
    title: billNo(r),
    fields: [
      stage.field(r),
      { label: t('customerName'), value: r.customerName },
      { label: t('period'), value: r.period },
      { label: t('reFundTime'), value: r.reFundTime },
      { label: t('principal'), value: groupAmount(r.principal) },
      { label: t('interest'), value: groupAmount(r.interest) },
      { label: t('scheduleFee'), value: groupAmount(r.fee) },
      { label: t('status'), value: <StatusTag list="repaymentPeriod" code={r.status} /> },
    ],
  });

  return (
    <>
      <ListPage
        label={t('queryTitle')}
        source={REPAY_LIST}
        filters={filters}
        columns={columns}
        card={card}
        rowKey={(r) => r.id}
        toolbar={({ filters: current }) => <Statistics filters={current} />}
      />
      <LoanDrawer loanId={viewing} onClose={() => setViewing(null)} via="query" />
    </>
  );
}
