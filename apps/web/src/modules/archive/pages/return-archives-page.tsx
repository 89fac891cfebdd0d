import { TransferWorkPage } from '../components/transfer-work-page';

/** /getArchivesManage/returnArchives?id=: the store takes documents back, some or all, holding the edit lock. */
export default function ReturnArchivesPage() {
  return <TransferWorkPage mode="giveBack" />;
}
