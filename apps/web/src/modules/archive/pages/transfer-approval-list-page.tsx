import type { ArchiveTransferRow } from '@lc/shared';
import { ListPage } from '@/components/list-page/list-page';
import { TRANSFER_APPROVAL_LIST } from '../api/archive-transfer-api';
import { useTransferText } from '../archive-transfer.text';
import { transferHref } from '../archive.paths';
import { useTransferColumns } from '../components/transfer-columns';

/** /getArchivesManage/archiveApprovalListNew: transfers in scope; a listed approver reviews one on transferApproval. */
export default function TransferApprovalListPage() {
  const t = useTransferText();
  const { filters, columns, card } = useTransferColumns((r) => transferHref(r.status === 0 ? 'approve' : 'detail', r.id), 'approveOpen');
  return (
    <ListPage<ArchiveTransferRow>
      label={t('approvals')}
      {...TRANSFER_APPROVAL_LIST}
      filters={filters}
      columns={columns}
      card={card}
      rowKey={(r) => r.id}
    />
  );
}
