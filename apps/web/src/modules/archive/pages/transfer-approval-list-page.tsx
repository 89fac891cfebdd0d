import { ListPage } from '@/components/list-page/list-page';
import { TRANSFER_APPROVAL_LIST } from '../api/archive-transfer-api';
import { useTransferText } from '../archive-transfer.text';
import { transferHref } from '../archive.paths';
import { DisposalApprovals } from '../components/disposal-approvals';
import { useTransferColumns } from '../components/transfer-columns';

/** /getArchivesManage/archiveApprovalListNew: transfers in scope; a listed approver reviews one (a request, an extension: 8, 9, or a settlement: 10) on transferApproval. */
export default function TransferApprovalListPage() {
  const t = useTransferText();
  const { filters, columns, card } = useTransferColumns(
    (r) => transferHref([0, 8, 9, 10].includes(r.status) ? 'approve' : 'detail', r.id),
    'approveOpen',
  );
  return (
    <>
      <DisposalApprovals />
      <ListPage
        label={t('approvals')}
        source={TRANSFER_APPROVAL_LIST}
        filters={filters}
        columns={columns}
        card={card}
        rowKey={(r) => r.id}
      />
    </>
  );
}
