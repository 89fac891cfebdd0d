import { VoucherPage } from '../components/voucher-page';
import { VoucherUpload } from '../components/voucher-upload';

/** /paymentRecordManage/uploadVoucher?id=: a paid draw, where its bank slips are uploaded. */
export default function UploadVoucherPage() {
  return <VoucherPage title="uploadTitle" actions={(voucher) => <VoucherUpload voucher={voucher} />} />;
}
