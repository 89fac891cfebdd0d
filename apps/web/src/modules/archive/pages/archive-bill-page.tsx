import { ArchiveBillPage } from '../components/archive-bill-page';

/**
 * /archiveManage/archiveManageDetail?billId=: the custodian's view of a bill's documents and ledger.
 * Also archiveReturnDetail: a settled bill's documents queued for return are let go from here.
 */
export default function ArchiveManageDetailPage() {
  return <ArchiveBillPage manage />;
}
