import { RecordPage } from '../components/record-page';
import { VoucherUpload } from '../components/voucher-upload';

/** /paymentRecordManage/paymentRecordDetail?id=: one record, where its vouchers are uploaded. */
export default function PaymentRecordDetailPage() {
  return <RecordPage title="detailTitle" backTo="all" actions={(record) => <VoucherUpload record={record} />} />;
}
