import { TransferWorkPage } from '../components/transfer-work-page';

/** /getArchivesManage/transferDetail?id=: one transfer, read only; its applicant may cancel it while in approval. */
export default function TransferDetailPage() {
  return <TransferWorkPage mode="detail" />;
}
