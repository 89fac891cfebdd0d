import { Button } from 'antd';
import { useNavigate } from 'react-router';
import { ListPage } from '@/components/list-page/list-page';
import { TRANSFER_LIST } from '../api/archive-transfer-api';
import { useTransferText } from '../archive-transfer.text';
import { TRANSFER_PATHS, transferHref } from '../archive.paths';
import { useTransferColumns } from '../components/transfer-columns';

/** /getArchivesManage/transferListNew: transfer requests in scope; a new one is made on transferAdd. */
export default function TransferListPage() {
  const t = useTransferText();
  const navigate = useNavigate();
  const { filters, columns, card } = useTransferColumns((r) => transferHref('detail', r.id));
  return (
    <ListPage
      label={t('requests')}
      source={TRANSFER_LIST}
      filters={filters}
      columns={columns}
      card={card}
      rowKey={(r) => r.id}
      toolbar={() => (
        <Button type="primary" ghost onClick={() => void navigate(TRANSFER_PATHS.add)}>
          {t('newTransfer')}
        </Button>
      )}
    />
  );
}
