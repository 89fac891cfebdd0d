import { groupAmount, shanghaiMinute } from '@lc/shared';
import { Button, type TableColumnsType } from 'antd';
import { useState } from 'react';
import type { CardSpec } from '@/components/list-page/card-paging';
import { ListPage } from '@/components/list-page/list-page';
import { StatusTag } from '@/components/status-tag/status-tag';
import { useLocale } from '@/lib/i18n';
import { LOAN_ACCOUNT_LISTS, type LoanVariant } from '../api/borrow-api';
import { useBorrowText } from '../borrow.text';
import { fundPartyName, loanFilters } from './loan-filters';
import { LoanTotals } from './loan-totals';
import { useBillStageColumn } from '@/components/status-tag/bill-stage';
import type { ListRow } from '@/lib/api-client';
import { lazyDialog } from '@/lib/lazy-dialog';

const LoanAccountDrawer = lazyDialog(
  () => import('./loan-account-drawer').then((m) => m.LoanAccountDrawer),
  (p) => p.row !== null,
);

type LoanAccountRow = ListRow<(typeof LOAN_ACCOUNT_LISTS)[keyof typeof LOAN_ACCOUNT_LISTS]>;

const money = (v: string) => groupAmount(v);

/** borrowBill and borrowBillSalesman: the grants whose money reached the borrower, newest first, with the filtered set's totals. */
export function LoanAccountList({ variant }: { variant: LoanVariant }) {
  const t = useBorrowText();
  const { locale } = useLocale();
  const [viewing, setViewing] = useState<LoanAccountRow | null>(null);
  const status = (r: LoanAccountRow) => <StatusTag list="grant" code={r.status} />;
  const billNo = (r: LoanAccountRow) => (
    <Button type="link" style={{ padding: 0 }} onClick={() => setViewing(r)} aria-label={t('openFor', { billNo: r.billNo })}>
      {r.billNo}
    </Button>
  );
  const stage = useBillStageColumn<LoanAccountRow>();
  const columns: TableColumnsType<LoanAccountRow> = [
    { title: t('billNo'), key: 'billNo', width: 170, fixed: 'left', render: (_, r) => billNo(r) },
    { title: t('customer'), dataIndex: 'customerName', width: 100 },
    { title: t('fundingParty'), key: 'fp', width: 120, render: (_, r) => fundPartyName(r.fundingParty, locale) },
    { title: t('approved'), dataIndex: 'approvedAmount', width: 140, align: 'right', render: money },
    { title: t('drawn'), dataIndex: 'drawnAmount', width: 140, align: 'right', render: money },
    { title: t('undrawn'), dataIndex: 'undrawnAmount', width: 140, align: 'right', render: money },
    // What the borrower still owes of what was drawn: the plan's, after repayments and approved adjustments.
    {
      title: t('outstanding'),
      dataIndex: 'outstanding',
      width: 140,
      align: 'right',
      render: (v: string | null) => (v === null ? '—' : money(v)),
    },
    { title: t('status'), key: 'status', width: 110, render: (_, r) => status(r) },
    stage.column,
    { title: t('term'), dataIndex: 'termDays', width: 100, align: 'right' },
    { title: t('drawnAt'), dataIndex: 'drawnAt', width: 160, render: (v: string | null) => shanghaiMinute(v) },
    { title: t('dueDate'), dataIndex: 'dueDate', width: 120 },
  ];
  const card = (r: LoanAccountRow): CardSpec => ({
    title: billNo(r),
    fields: [
      stage.field(r),
      { label: t('customer'), value: r.customerName },
      { label: t('drawn'), value: money(r.drawnAmount) },
      { label: t('outstanding'), value: r.outstanding === null ? '—' : money(r.outstanding) },
      { label: t('status'), value: status(r) },
      { label: t('dueDate'), value: r.dueDate ?? '—' },
    ],
  });
  return (
    <>
      <ListPage
        label={t(variant === 'scoped' ? 'accounts' : 'accountsSalesman')}
        source={LOAN_ACCOUNT_LISTS[variant]}
        filters={loanFilters(t, locale)}
        columns={columns}
        card={card}
        rowKey={(r) => r.id}
        toolbar={({ filters }) => <LoanTotals variant={variant} filters={filters} />}
      />
      <LoanAccountDrawer row={viewing} onClose={() => setViewing(null)} />
    </>
  );
}
