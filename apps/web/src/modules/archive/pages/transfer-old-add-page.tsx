import { ARCHIVE_TRANSFER_OLD_MESSAGES, archiveTransferOldInput } from '@lc/shared';
import { useQuery } from '@tanstack/react-query';
import { createTransferOld, refreshTransfersOld, transferOldOptionsQuery } from '../api/archive-transfer-old-api';
import { TransferRequestForm } from '../components/transfer-request-form';
import { TRANSFER_OLD_PATHS, useTransferOldText } from '../transfer-old.text';

/** /archiveTransferManage/transferAdd: a request for in-stock documents of one bill (reason, expected return date, remark); it goes to risk approval. */
export default function TransferOldAddPage() {
  const o = useTransferOldText();
  const options = useQuery(transferOldOptionsQuery);
  return (
    <TransferRequestForm
      name="archive-transfer-old"
      backTo={TRANSFER_OLD_PATHS.list}
      options={options}
      extraFields={[{ key: 'remark', label: o('remark'), type: 'input', verify: [archiveTransferOldInput.shape.remark] }]}
      send={(values) => createTransferOld(archiveTransferOldInput.parse(values))}
      done={ARCHIVE_TRANSFER_OLD_MESSAGES.requested}
      refresh={refreshTransfersOld}
      detailHref={(id) => `${TRANSFER_OLD_PATHS.detail}?id=${id}`}
    />
  );
}
