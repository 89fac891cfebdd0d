import { Alert, Space } from 'antd';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header/page-header';
import { OrderTransferActions } from '../components/order-transfer-actions';
import { OrderTransferDetail } from '../components/order-transfer-detail';
import { ORDER_TRANSFER_PATHS } from '../order-transfer.paths';
import { useOrderTransferText } from '../order-transfer.text';

/** /transferOder/applyDetail?id=&from=: one request; opened from the approval list it carries the decision buttons. */
export default function ApplyDetailPage() {
  const t = useOrderTransferText();
  const [search] = useSearchParams();
  const id = Number(search.get('id'));
  const from = search.get('from') === 'approve' ? 'approve' : 'mine';
  const valid = Number.isInteger(id) && id > 0;
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <PageHeader title={t('detailTitle')} backTo={ORDER_TRANSFER_PATHS[from]} backText={t('back')} />
      {valid ? (
        <OrderTransferDetail id={id} actions={(d) => (from === 'approve' ? <OrderTransferActions transfer={d} /> : null)} />
      ) : (
        <Alert type="error" showIcon title={t('missingId')} />
      )}
    </Space>
  );
}
