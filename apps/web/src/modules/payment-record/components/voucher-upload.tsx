import { PAYMENT_RECORD_API, type PaymentRecordDetail, VOUCHER_UPLOADABLE } from '@lc/shared';
import { ImageSendCard } from '@/components/image-upload/image-send-card';
import { useLocale } from '@/lib/i18n';
import { refreshPaymentRecords, sendVouchers } from '../api/payment-record-api';
import { usePaymentRecordText } from '../payment-record.text';

/** paymentRecordDetail: the voucher images of a record not uploaded yet (or rejected), sent for level-1 approval. */
export function VoucherUpload({ record }: { record: PaymentRecordDetail }) {
  const t = usePaymentRecordText();
  const { locale } = useLocale();
  if (!(VOUCHER_UPLOADABLE as readonly number[]).includes(record.status)) return null;
  return (
    <ImageSendCard
      name="payment-vouchers"
      texts={{ title: t('upload'), label: t('vouchers'), required: t('required', { label: t('vouchers') }), send: t('sendVouchers') }}
      send={(imageIds) => sendVouchers(record.id, record.version, imageIds)}
      sentText={PAYMENT_RECORD_API.endpoints.vouchers.done[locale]}
      refresh={refreshPaymentRecords}
    />
  );
}
