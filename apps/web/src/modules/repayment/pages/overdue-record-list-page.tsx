import { groupAmount } from '@lc/shared';
import { Button, type TableColumnsType } from 'antd';
import { useState } from 'react';
import type { CardSpec } from '@/components/list-page/card-paging';
import type { FilterField } from '@/components/list-page/filter-values';
import { ListPage } from '@/components/list-page/list-page';
import { StatusTag } from '@/components/status-tag/status-tag';
import { statusFilterOptions } from '@/components/status-tag/use-status-dictionary';
import { useLocale } from '@/lib/i18n';
import { OVERDUE_LOAN_LIST } from '../api/repayment-api';
import { BusinessDateBar } from '../components/business-date-bar';
import { useOverdueText } from '../overdue.text';
import { useBillStageColumn } from '@/components/status-tag/bill-stage';
import type { ListRow, ListFilter } from '@/lib/api-client';
import { LoanDrawer } from '../components/lazy-loan-drawer';

type OverdueLoanRow = ListRow<typeof OVERDUE_LOAN_LIST>;

/** /overdueRecordManage/overdueRecordList: the loans the overdue run found overdue, latest first; a loan's schedule opens beside the list. */
export default function OverdueRecordListPage() {
  const t = useOverdueText();
  const { locale } = useLocale();
  const [viewing, setViewing] = useState<number | null>(null);
  const billNo = (r: OverdueLoanRow) => (
    <Button type="link" style={{ padding: 0 }} onClick={() => setViewing(r.id)} aria-label={t('viewInstalments', { billNo: r.billNo })}>
      {r.billNo}
    </Button>
  );
  const money = (v: string) => groupAmount(v);
  const filters: FilterField<ListFilter<typeof OVERDUE_LOAN_LIST>>[] = [
    { kind: 'text', name: 'keyword', label: t('keyword') },
    { kind: 'select', name: 'suggestedClass', label: t('suggestedClass'), width: 140, options: statusFilterOptions('fiveLevel', locale) },
  ];
  const stage = useBillStageColumn<OverdueLoanRow>();
  const columns: TableColumnsType<OverdueLoanRow> = [
    { title: t('billNo'), key: 'billNo', width: 170, fixed: 'left', render: (_, r) => billNo(r) },
    { title: t('customerName'), dataIndex: 'customerName', width: 100 },
    { title: t('outstanding'), dataIndex: 'outstanding', width: 140, align: 'right', render: money },
    { title: t('overduePeriods'), dataIndex: 'overduePeriods', width: 90 },
    { title: t('overduePrincipal'), dataIndex: 'overduePrincipal', width: 140, align: 'right', render: money },
    { title: t('overdueInterest'), dataIndex: 'overdueInterest', width: 120, align: 'right', render: money },
    { title: t('penalty'), dataIndex: 'penalty', width: 120, align: 'right', render: money },
    { title: t('oldestDueDate'), dataIndex: 'oldestDueDate', width: 130 },
    { title: t('daysPastDue'), dataIndex: 'daysPastDue', width: 100, render: (v: number) => t('days', { n: v }) },
    { title: t('suggestedClass'), dataIndex: 'suggestedClass', width: 120, render: (v: number) => <StatusTag list="fiveLevel" code={v} /> },
    { title: t('status'), dataIndex: 'status', width: 100, render: (v: number) => <StatusTag list="repaymentLoan" code={v} /> },
    stage.column,
  ];
  const card = (r: OverdueLoanRow): CardSpec => ({
    title: billNo(r),
    fields: [
      stage.field(r),
      { label: t('customerName'), value: r.customerName },
      { label: t('overduePrincipal'), value: money(r.overduePrincipal) },
      { label: t('penalty'), value: money(r.penalty) },
      { label: t('daysPastDue'), value: t('days', { n: r.daysPastDue }) },
      { label: t('suggestedClass'), value: <StatusTag list="fiveLevel" code={r.suggestedClass} /> },
    ],
  });

  return (
    <>
      <ListPage
        label={t('recordTitle')}
        source={OVERDUE_LOAN_LIST}
        filters={filters}
        columns={columns}
        card={card}
        rowKey={(r) => r.id}
        toolbar={() => <BusinessDateBar />}
      />
      <LoanDrawer loanId={viewing} onClose={() => setViewing(null)} via="query" />
    </>
  );
}
