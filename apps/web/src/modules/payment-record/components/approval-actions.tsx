import { PAYMENT_RECORD_API, PAYMENT_RECORD_STATUS, type PaymentRecordDetail, paymentRecordRejectBody } from '@lc/shared';
import { ApproveRejectActions, decisionTexts } from '@/components/flow-decision/approve-reject-actions';
import { useLocale } from '@/lib/i18n';
import { approvePaymentRecord, refreshPaymentRecords, rejectPaymentRecord } from '../api/payment-record-api';
import { usePaymentRecordText } from '../payment-record.text';

/** paymentRecordApproval: approve (level 1, then level 2 by another person) or reject with a reason. */
export function ApprovalActions({ record }: { record: PaymentRecordDetail }) {
  const t = usePaymentRecordText();
  const { locale } = useLocale();
  if (record.status !== PAYMENT_RECORD_STATUS.pending) return null;
  return (
    <ApproveRejectActions
      card={t('levelOf', { level: record.level ?? 1 })}
      name="payment-record-reject"
      madeBy={{ makerId: record.createdBy, priorApproverIds: record.level === 2 ? [record.firstBy] : [] }}
      approve={() => approvePaymentRecord(record.id, record.version)}
      approvedText={PAYMENT_RECORD_API.endpoints.approve.done[locale]}
      reject={(comment) => rejectPaymentRecord(record.id, record.version, comment)}
      rejectedText={PAYMENT_RECORD_API.endpoints.reject.done[locale]}
      comment={paymentRecordRejectBody.shape.comment}
      refresh={refreshPaymentRecords}
      invalidate={[['payment-record']]}
      texts={decisionTexts(t, 'rejectReason')}
    />
  );
}
