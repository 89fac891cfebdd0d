import { AuditActions } from '../components/audit-actions';
import { VoucherPage } from '../components/voucher-page';

/** /paymentRecordManage/loadVoucherDetail?id=: a voucher, and its first audit. */
export default function LoadVoucherDetailPage() {
  return <VoucherPage title="detailTitle" actions={(voucher) => <AuditActions voucher={voucher} level={1} />} />;
}
