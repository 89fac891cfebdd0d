import { LOAN_VOUCHER_API, LOAN_VOUCHER_PERMISSION, LOAN_VOUCHER_UPLOADABLE, type LoanVoucherDetail } from '@lc/shared';
import { ImageSendCard } from '@/components/image-upload/image-send-card';
import { usePermission } from '@/lib/auth';
import { useLocale } from '@/lib/i18n';
import { refreshLoanVouchers, uploadLoanVoucher } from '../api/loan-voucher-api';
import { useLoanVoucherText } from '../loan-voucher.text';

/** uploadVoucher: the bank slips of a paid draw not uploaded yet (or rejected), sent to the first audit. */
export function VoucherUpload({ voucher }: { voucher: LoanVoucherDetail }) {
  const t = useLoanVoucherText();
  const { locale } = useLocale();
  const allowed = usePermission(LOAN_VOUCHER_PERMISSION.audit);
  if (!allowed || !(LOAN_VOUCHER_UPLOADABLE as readonly number[]).includes(voucher.status)) return null;
  return (
    <ImageSendCard
      name="loan-vouchers"
      texts={{ title: t('upload'), label: t('vouchers'), required: t('required', { label: t('vouchers') }), send: t('send') }}
      send={(imageIds) => uploadLoanVoucher(voucher.drawId, voucher.version, imageIds)}
      sentText={LOAN_VOUCHER_API.endpoints.upload.done[locale]}
      refresh={refreshLoanVouchers}
    />
  );
}
