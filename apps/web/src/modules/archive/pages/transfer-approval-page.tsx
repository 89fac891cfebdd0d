import { TransferWorkPage } from '../components/transfer-work-page';

/** /getArchivesManage/transferApproval?id=: a listed approver decides, holding the audit lock. */
export default function TransferApprovalPage() {
  return <TransferWorkPage mode="approve" />;
}
