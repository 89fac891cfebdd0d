import { ORDER_TRANSFER_API, ORDER_TRANSFER_STATUS, type OrderTransferDetail, orderTransferRejectBody } from '@lc/shared';
import { ApproveRejectActions, decisionTexts } from '@/components/flow-decision/approve-reject-actions';
import { useLocale } from '@/lib/i18n';
import { approveOrderTransfer, refreshOrderTransfers, rejectOrderTransfer } from '../api/order-transfer-api';
import { useOrderTransferText } from '../order-transfer.text';

/** applyDetail opened from the approval list: approve (the bills move at once) or reject with a reason. */
export function OrderTransferActions({ transfer }: { transfer: OrderTransferDetail }) {
  const t = useOrderTransferText();
  const { locale } = useLocale();
  if (transfer.status !== ORDER_TRANSFER_STATUS.pending || !transfer.flow) return null;
  const flowVersion = transfer.flow.version;
  return (
    <ApproveRejectActions
      name="order-transfer-reject"
      madeBy={{ makerId: transfer.flow.applicantId, priorApproverIds: transfer.flow.approverIds }}
      approve={() => approveOrderTransfer(transfer.id, flowVersion)}
      approvedText={ORDER_TRANSFER_API.endpoints.approve.done[locale]}
      reject={(comment) => rejectOrderTransfer(transfer.id, flowVersion, comment)}
      rejectedText={ORDER_TRANSFER_API.endpoints.reject.done[locale]}
      comment={orderTransferRejectBody.shape.comment}
      refresh={refreshOrderTransfers}
      invalidate={[['order-transfer']]}
      texts={decisionTexts(t, 'rejectReason')}
    />
  );
}
