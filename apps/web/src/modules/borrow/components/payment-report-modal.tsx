import { BORROW_API, type ImageItem, PAY_TYPES, groupAmount, paymentInput } from '@lc/shared';
import { useQuery } from '@tanstack/react-query';
import { Form, Input, Select } from 'antd';
import { FormModal } from '@/components/config-form/form-modal';
import { ImageUpload } from '@/components/image-upload/image-upload';
import { uploadedImageIds } from '@/components/image-upload/uploaded-image-ids';
import { useLocale } from '@/lib/i18n';
import { useIdempotencyKey } from '@/lib/idempotency';
import { zodRule } from '@/lib/zod-rule';
import { ownLoansQuery, refreshPayments, reportPayment } from '../api/borrow-api';
import { usePaymentText } from '../payment.text';

type Values = { grantId?: number; amount?: string; payType?: number; paidOn?: string; vouchers?: ImageItem[] };

/** The salesperson reports a payment on one of their loans, with its voucher images; one key per report, kept across retries. */
export function PaymentReportModal({ onClose }: { onClose: () => void }) {
  const t = usePaymentText();
  const { locale } = useLocale();
  const [form] = Form.useForm<Values>();
  const loans = useQuery(ownLoansQuery);
  const idempotency = useIdempotencyKey();
  const save = async (values: Values) => {
    await reportPayment(paymentInput.parse({ ...values, imageIds: uploadedImageIds(values.vouchers), idempotencyKey: idempotency.take() }));
    idempotency.settle();
  };
  return (
    <FormModal<Values>
      form={form}
      name="payment-report"
      title={t('report')}
      texts={{ ok: t('submit'), cancel: t('cancel') }}
      initialValues={{ payType: 2 }}
      save={save}
      savedText={BORROW_API.endpoints.reportPayment.done[locale]}
      refresh={refreshPayments}
      onClose={onClose}
    >
      <Form.Item name="grantId" label={t('loan')} rules={[{ required: true, message: t('required', { label: t('loan') }) }]}>
        <Select
          loading={loans.isLoading}
          options={(loans.data?.list ?? []).map((l) => ({
            value: l.id,
            label: `${l.billNo} ${l.customerName} ${groupAmount(l.drawnAmount)}`,
          }))}
        />
      </Form.Item>
      <Form.Item name="amount" label={t('amount')} rules={[zodRule(paymentInput.shape.amount)]}>
        <Input inputMode="decimal" autoComplete="off" />
      </Form.Item>
      <Form.Item name="payType" label={t('payType')} rules={[{ required: true, message: t('required', { label: t('payType') }) }]}>
        <Select options={Object.entries(PAY_TYPES).map(([value, name]) => ({ value: Number(value), label: name[locale] }))} />
      </Form.Item>
      <Form.Item name="paidOn" label={t('paidOn')} rules={[zodRule(paymentInput.shape.paidOn)]}>
        <Input type="date" />
      </Form.Item>
      <Form.Item name="vouchers" label={t('vouchers')} rules={[{ required: true, message: t('required', { label: t('vouchers') }) }]}>
        <ImageUpload label={t('vouchers')} maxCount={9} size={88} />
      </Form.Item>
    </FormModal>
  );
}
