import { ArchiveBillPage } from '../components/archive-bill-page';

/** /archiveManage/archiveManageDetail?billId=: the custodian's view of a bill's documents and ledger. */
export default function ArchiveManageDetailPage() {
  return <ArchiveBillPage manage />;
}
