import {
  LOAN_VOUCHER_API,
  LOAN_VOUCHER_PERMISSION,
  LOAN_VOUCHER_STATUS,
  type LoanVoucherDetail,
  loanVoucherRejectReason,
} from '@lc/shared';
import { ApproveRejectActions, decisionTexts } from '@/components/flow-decision/approve-reject-actions';
import { usePermission } from '@/lib/auth';
import { useLocale } from '@/lib/i18n';
import { approveLoanVoucher, refreshLoanVouchers, rejectLoanVoucher } from '../api/loan-voucher-api';
import { useLoanVoucherText } from '../loan-voucher.text';

/** The audit of one level (loadVoucherDetail: level 1; secondDetail: level 2): approve, or reject with a reason. */
export function AuditActions({ voucher, level }: { voucher: LoanVoucherDetail; level: 1 | 2 }) {
  const t = useLoanVoucherText();
  const { locale } = useLocale();
  const allowed = usePermission(level === 1 ? LOAN_VOUCHER_PERMISSION.audit : LOAN_VOUCHER_PERMISSION.second);
  if (!allowed || voucher.status !== LOAN_VOUCHER_STATUS.pending || voucher.level !== level) return null;
  const done = LOAN_VOUCHER_API.endpoints.firstAudit.done[locale];
  return (
    <ApproveRejectActions
      card={t('levelOf', { level })}
      // It closes at once: the audit then moves the voucher on and this card goes, with no popconfirm left open in it.
      closeAtOnce
      name="loan-voucher-reject"
      madeBy={{ makerId: voucher.uploadedBy, priorApproverIds: level === 2 ? [voucher.firstBy] : [] }}
      approve={() => approveLoanVoucher(level, voucher.drawId, voucher.version)}
      approvedText={done}
      reject={(comment) => rejectLoanVoucher(level, voucher.drawId, voucher.version, comment)}
      rejectedText={done}
      comment={loanVoucherRejectReason}
      refresh={refreshLoanVouchers}
      invalidate={[['loan-voucher']]}
      texts={decisionTexts(t, 'rejectReason')}
    />
  );
}
