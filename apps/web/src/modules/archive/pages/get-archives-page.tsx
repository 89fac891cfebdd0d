import { TransferWorkPage } from '../components/transfer-work-page';

/** /getArchivesManage/getArchives?id=: the store hands the documents out, holding the edit lock. */
export default function GetArchivesPage() {
  return <TransferWorkPage mode="pull" />;
}
