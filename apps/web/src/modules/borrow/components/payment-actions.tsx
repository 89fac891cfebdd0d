import { BORROW_API, PAYMENT_STATUS, type PaymentRow, paymentRejectBody } from '@lc/shared';
import { ApproveRejectActions } from '@/components/flow-decision/approve-reject-actions';
import { useLocale } from '@/lib/i18n';
import { confirmPayment, refreshPayments, rejectPayment } from '../api/borrow-api';
import { usePaymentText } from '../payment.text';

/** Finance's confirm and reject on a pending payment; a rejection says why. */
export function PaymentActions({ row }: { row: PaymentRow }) {
  const t = usePaymentText();
  const { locale } = useLocale();
  if (row.status !== PAYMENT_STATUS.pending) return null;
  return (
    <ApproveRejectActions
      name="payment-reject"
      madeBy={{ makerId: row.createdBy }}
      approve={() => confirmPayment(row.id, row.version)}
      approvedText={BORROW_API.endpoints.confirmPayment.done[locale]}
      reject={(comment) => rejectPayment(row.id, row.version, comment)}
      rejectedText={BORROW_API.endpoints.rejectPayment.done[locale]}
      comment={paymentRejectBody.shape.comment}
      refresh={refreshPayments}
      invalidate={[['borrow']]}
      texts={{
        approve: t('confirm'),
        approveTitle: t('confirmTitle'),
        reject: t('reject'),
        rejectTitle: t('rejectTitle'),
        comment: t('comment'),
        cancel: t('cancel'),
      }}
      rowLabels={{ approve: t('confirmFor', { billNo: row.billNo }), reject: t('rejectFor', { billNo: row.billNo }) }}
    />
  );
}
