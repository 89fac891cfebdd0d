import { ARCHIVE_TRANSFER_MESSAGES, archiveTransferInput } from '@lc/shared';
import { useQuery } from '@tanstack/react-query';
import { createTransfer, refreshTransfers, transferOptionsQuery } from '../api/archive-transfer-api';
import { TRANSFER_PATHS, transferHref } from '../archive.paths';
import { TransferRequestForm } from '../components/transfer-request-form';

/** /getArchivesManage/transferAdd: a request for in-stock documents of one bill, with the reason and the return date. */
export default function TransferAddPage() {
  const options = useQuery(transferOptionsQuery);
  return (
    <TransferRequestForm
      name="archive-transfer"
      backTo={TRANSFER_PATHS.requests}
      options={options}
      send={(values) => createTransfer(archiveTransferInput.parse(values))}
      done={ARCHIVE_TRANSFER_MESSAGES.requested}
      refresh={refreshTransfers}
      detailHref={(id) => transferHref('detail', id)}
    />
  );
}
