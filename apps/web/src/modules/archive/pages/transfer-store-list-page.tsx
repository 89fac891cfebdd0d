import { ARCHIVE_TRANSFER_STATUS as S } from '@lc/shared';
import { ListPage } from '@/components/list-page/list-page';
import { TRANSFER_STORE_LIST } from '../api/archive-transfer-api';
import { useTransferText } from '../archive-transfer.text';
import { transferHref } from '../archive.paths';
import { useTransferColumns } from '../components/transfer-columns';
import type { ListRow } from '@/lib/api-client';

type ArchiveTransferRow = ListRow<typeof TRANSFER_STORE_LIST>;

const pageOf = (r: ArchiveTransferRow) =>
  r.status === S.toBePulled ? 'pull' : r.status === S.toBeReturned || r.status === S.partlyReturned ? 'giveBack' : 'detail';

/** /getArchivesManage/archiveManageListNew: approved transfers; the store hands documents out (getArchives) and takes them back (returnArchives). */
export default function TransferStoreListPage() {
  const t = useTransferText();
  const { filters, columns, card } = useTransferColumns((r) => transferHref(pageOf(r), r.id), 'handle');
  return <ListPage label={t('store')} source={TRANSFER_STORE_LIST} filters={filters} columns={columns} card={card} rowKey={(r) => r.id} />;
}
