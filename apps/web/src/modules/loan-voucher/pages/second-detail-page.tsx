import { AuditActions } from '../components/audit-actions';
import { VoucherPage } from '../components/voucher-page';

/** /paymentRecordManage/secondDetail?id=: a voucher that passed the first audit, and its second audit. */
export default function SecondDetailPage() {
  return <VoucherPage title="secondTitle" actions={(voucher) => <AuditActions voucher={voucher} level={2} />} />;
}
