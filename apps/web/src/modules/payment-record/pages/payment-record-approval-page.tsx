import { ApprovalActions } from '../components/approval-actions';
import { RecordPage } from '../components/record-page';

/** /paymentRecordManage/paymentRecordApproval?id=: one record, approved in two levels or rejected. */
export default function PaymentRecordApprovalPage() {
  return <RecordPage title="approvalTitle" backTo="approve" actions={(record) => <ApprovalActions record={record} />} />;
}
