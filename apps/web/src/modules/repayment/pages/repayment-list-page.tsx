import { REPAYMENT_METHODS, groupAmount } from '@lc/shared';
import { Button, type TableColumnsType } from 'antd';
import { useState } from 'react';
import type { CardSpec } from '@/components/list-page/card-paging';
import type { FilterField } from '@/components/list-page/filter-values';
import { ListPage } from '@/components/list-page/list-page';
import { StatusTag } from '@/components/status-tag/status-tag';
import { statusFilterOptions } from '@/components/status-tag/use-status-dictionary';
import { useLocale } from '@/lib/i18n';
import { REPAY_MANAGE_LIST } from '../api/repayment-api';
import { ratePercent } from '../components/rate-percent';
import { WaterfallSetting } from '../components/waterfall-setting';
import { termText } from '../components/term-text';
import { useRepaymentText } from '../repayment.text';
import { useBillStageColumn } from '@/components/status-tag/bill-stage';
import type { ListRow, ListFilter } from '@/lib/api-client';
import { LoanDrawer } from '../components/lazy-loan-drawer';

type RepayLoanRow = ListRow<typeof REPAY_MANAGE_LIST>;

/** /repaymentManage/repaymentManageList: the loans in repayment in the caller's scope; a loan's schedule opens beside the list. */
export default function RepaymentListPage() {
  const t = useRepaymentText();
  const { locale } = useLocale();
  const [viewing, setViewing] = useState<number | null>(null);
  const billNo = (r: RepayLoanRow) => (
    <Button type="link" style={{ padding: 0 }} onClick={() => setViewing(r.id)} aria-label={t('viewSchedule', { billNo: r.billNo })}>
      {r.billNo}
    </Button>
  );
  const nextDue = (r: RepayLoanRow) => (r.nextDueDate ? `${r.nextDueDate} ${groupAmount(r.nextDueAmount)}` : '—');

  const filters: FilterField<ListFilter<typeof REPAY_MANAGE_LIST>>[] = [
    { kind: 'text', name: 'keyword', label: t('keyword') },
    { kind: 'select', name: 'status', label: t('status'), width: 120, options: statusFilterOptions('repaymentLoan', locale) },
    { kind: 'select', name: 'method', label: t('method'), width: 150, options: REPAYMENT_METHODS.map((m) => ({ value: m, label: t(m) })) },
  ];
  const stage = useBillStageColumn<RepayLoanRow>();
  const columns: TableColumnsType<RepayLoanRow> = [
    { title: t('billNo'), key: 'billNo', width: 170, fixed: 'left', render: (_, r) => billNo(r) },
    { title: t('customerName'), dataIndex: 'customerName', width: 100 },
    { title: t('method'), dataIndex: 'method', width: 130, render: (v: RepayLoanRow['method']) => t(v) },
    { title: t('principal'), dataIndex: 'principal', width: 140, align: 'right', render: (v: string) => groupAmount(v) },
    { title: t('annualRate'), dataIndex: 'annualRate', width: 90, render: (v: string) => ratePercent(v) },
    { title: t('term'), key: 'term', width: 90, render: (_: unknown, r: RepayLoanRow) => termText(r, t) },
    { title: t('drawDate'), dataIndex: 'drawDate', width: 110 },
    { title: t('periods'), key: 'periods', width: 90, render: (_, r) => `${r.paidPeriods} / ${r.periods}` },
    { title: t('outstanding'), dataIndex: 'outstanding', width: 140, align: 'right', render: (v: string) => groupAmount(v) },
    { title: t('nextDue'), key: 'nextDue', width: 200, render: (_, r) => nextDue(r) },
    { title: t('status'), dataIndex: 'status', width: 100, render: (v: number) => <StatusTag list="repaymentLoan" code={v} /> },
    stage.column,
  ];
  const card = (r: RepayLoanRow): CardSpec => ({
    title: billNo(r),
    fields: [
      stage.field(r),
      { label: t('customerName'), value: r.customerName },
      { label: t('method'), value: t(r.method) },
      { label: t('outstanding'), value: groupAmount(r.outstanding) },
      { label: t('nextDue'), value: nextDue(r) },
      { label: t('status'), value: <StatusTag list="repaymentLoan" code={r.status} /> },
    ],
  });

  return (
    <>
      <ListPage
        label={t('manageTitle')}
        source={REPAY_MANAGE_LIST}
        filters={filters}
        columns={columns}
        card={card}
        rowKey={(r) => r.id}
        toolbar={() => <WaterfallSetting />}
      />
      <LoanDrawer loanId={viewing} onClose={() => setViewing(null)} via="manage" />
    </>
  );
}
