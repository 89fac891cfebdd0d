import { ArchiveBillPage } from '../components/archive-bill-page';

/** archiveManageDetailForBusiness, archivesDetail and archiveApproveDetail (?billId=): a bill's documents and ledger, read only. */
export default function ArchiveBillReadonlyPage() {
  return <ArchiveBillPage manage={false} />;
}
