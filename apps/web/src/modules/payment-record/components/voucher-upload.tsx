import { IMAGE_STATUS, type ImageItem, PAYMENT_RECORD_API, type PaymentRecordDetail, VOUCHER_UPLOADABLE, statusOf } from '@lc/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Form } from 'antd';
import { useServerSave } from '@/components/config-form/use-server-save';
import { ImageUpload } from '@/components/image-upload/image-upload';
import { toast } from '@/lib/feedback';
import { useLocale } from '@/lib/i18n';
import { refreshPaymentRecords, sendVouchers } from '../api/payment-record-api';
import { usePaymentRecordText } from '../payment-record.text';

type Values = { vouchers?: ImageItem[] };
/** An uploaded image's id: the last part of the address the upload answered. */
const imageIdOf = (item: ImageItem) => item.originalUrl?.split('/').pop() ?? '';

/** paymentRecordDetail: the voucher images of a record not uploaded yet (or rejected), sent for level-1 approval. */
export function VoucherUpload({ record }: { record: PaymentRecordDetail }) {
  const t = usePaymentRecordText();
  const { locale } = useLocale();
  const client = useQueryClient();
  const [form] = Form.useForm<Values>();
  const { run, saving, problem } = useServerSave(form);
  if (!(VOUCHER_UPLOADABLE as readonly number[]).includes(record.status)) return null;
  const submit = (values: Values) =>
    run(async () => {
      const imageIds = (values.vouchers ?? []).filter((i) => statusOf(i) === IMAGE_STATUS.uploaded).map(imageIdOf);
      await sendVouchers(record.id, record.version, imageIds);
      toast.success(PAYMENT_RECORD_API.endpoints.vouchers.done[locale]);
      form.resetFields();
      await refreshPaymentRecords(client);
    });
  return (
    <Card title={t('upload')} size="small">
      <Form<Values> form={form} layout="vertical" name="payment-vouchers" onFinish={submit}>
        <Form.Item name="vouchers" label={t('vouchers')} rules={[{ required: true, message: t('required', { label: t('vouchers') }) }]}>
          <ImageUpload label={t('vouchers')} maxCount={9} size={88} />
        </Form.Item>
        {problem ? <Alert type="error" showIcon title={problem} /> : null}
        <Button type="primary" htmlType="submit" loading={saving}>
          {t('sendVouchers')}
        </Button>
      </Form>
    </Card>
  );
}
