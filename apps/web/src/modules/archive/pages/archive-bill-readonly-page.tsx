import { ArchiveBillPage } from '../components/archive-bill-page';

/** archiveManageDetailForBusiness and archivesDetail (?billId=): a bill's documents and ledger, read only. */
export default function ArchiveBillReadonlyPage() {
  return <ArchiveBillPage manage={false} />;
}
