import { REPAYMENT_APPLICATION_STATUS, groupAmount, mayDecide, shanghaiMinute } from '@lc/shared';
import { Button, type TableColumnsType } from 'antd';
import { useState } from 'react';
import type { CardSpec } from '@/components/list-page/card-paging';
import { ListPage } from '@/components/list-page/list-page';
import { useCurrentUser } from '@/lib/auth';
import { REPAY_APPLY_LIST } from '../api/repayment-api';
import { LoanDrawer } from '../components/loan-drawer';
import { RepayRejectModal, ReviewActions } from '../components/repay-applications';
import { useRepaymentText } from '../repayment.text';
import type { ListRow } from '@/lib/api-client';

type RepayApplyRow = ListRow<typeof REPAY_APPLY_LIST>;

/**
 * /repaymentManage/repayApplyReview: finance's to-do of recorded repayments awaiting review (its
 * home badge counts them); each is posted or rejected here, and the bill number opens the loan.
 */
export default function RepayApplyReviewPage() {
  const t = useRepaymentText();
  const me = useCurrentUser().data;
  const [viewing, setViewing] = useState<number | null>(null);
  const [rejecting, setRejecting] = useState<RepayApplyRow | null>(null);
  const billNo = (r: RepayApplyRow) => (
    <Button type="link" style={{ padding: 0 }} onClick={() => setViewing(r.loanId)} aria-label={t('viewSchedule', { billNo: r.billNo })}>
      {r.billNo}
    </Button>
  );
  // The recorder never decides it (the maker-checker rule, decision 0062): their rows show no buttons.
  const actions = (r: RepayApplyRow) =>
    me && mayDecide({ makerId: r.createdBy, userId: me.id }) ? <ReviewActions row={r} onRejecting={setRejecting} /> : '—';
  const amount = (r: RepayApplyRow) => `${groupAmount(r.amount)}${r.settle ? ` ${t('settleTag')}` : r.refund ? ` ${t('refundTag')}` : ''}`;
  const columns: TableColumnsType<RepayApplyRow> = [
    { title: t('billNo'), key: 'billNo', width: 170, fixed: 'left', render: (_, r) => billNo(r) },
    { title: t('customerName'), dataIndex: 'customerName', width: 100 },
    { title: t('amount'), key: 'amount', width: 180, align: 'right', render: (_, r) => amount(r) },
    { title: t('recordedBy'), dataIndex: 'createdByName', width: 100 },
    { title: t('recordedAt'), dataIndex: 'createdAt', width: 150, render: (v: string) => shanghaiMinute(v) },
    { title: t('actions'), key: 'actions', width: 200, render: (_, r) => actions(r) },
  ];
  const card = (r: RepayApplyRow): CardSpec => ({
    title: billNo(r),
    fields: [
      { label: t('customerName'), value: r.customerName },
      { label: t('amount'), value: amount(r) },
      { label: t('recordedBy'), value: r.createdByName },
    ],
    actions: [<span key="review">{actions(r)}</span>],
  });
  return (
    <>
      <ListPage
        label={t('reviewTitle')}
        source={REPAY_APPLY_LIST}
        fixed={{ status: String(REPAYMENT_APPLICATION_STATUS.pending) }}
        filters={[]}
        columns={columns}
        card={card}
        rowKey={(r) => r.id}
      />
      <LoanDrawer loanId={viewing} onClose={() => setViewing(null)} via="manage" />
      {rejecting ? <RepayRejectModal row={rejecting} onClose={() => setRejecting(null)} /> : null}
    </>
  );
}
