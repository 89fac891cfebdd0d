import { Button } from 'antd';
import { useNavigate } from 'react-router';
import { ListPage } from '@/components/list-page/list-page';
import type { FilterField } from '@/components/list-page/filter-values';
import { TRANSFER_OLD_LIST } from '../api/archive-transfer-old-api';
import { useTransferText } from '../archive-transfer.text';
import { OLD_FLOW, useTransferColumns } from '../components/transfer-columns';
import { TRANSFER_OLD_PATHS, useTransferOldText } from '../transfer-old.text';
import type { ListRow } from '@/lib/api-client';

type ArchiveTransferOldRow = ListRow<typeof TRANSFER_OLD_LIST>;

/** /archiveTransferManage: the old-flow transfers in scope (search, status filter, paging); a new one is made on transferAdd. */
export default function TransferOldListPage() {
  const t = useTransferText();
  const o = useTransferOldText();
  const navigate = useNavigate();
  const { filters, columns, card } = useTransferColumns<ArchiveTransferOldRow>(
    (r) => `${TRANSFER_OLD_PATHS.detail}?id=${r.id}`,
    'open',
    OLD_FLOW,
  );
  const keyword: FilterField<'keyword'> = { kind: 'text', name: 'keyword', label: o('keyword'), maxLength: 40 };
  return (
    <ListPage
      label={o('list')}
      source={TRANSFER_OLD_LIST}
      filters={[keyword, ...filters]}
      columns={columns}
      card={card}
      rowKey={(r) => r.id}
      toolbar={() => (
        <Button type="primary" ghost onClick={() => void navigate(TRANSFER_OLD_PATHS.add)}>
          {t('newTransfer')}
        </Button>
      )}
    />
  );
}
