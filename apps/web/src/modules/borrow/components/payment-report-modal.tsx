import { BORROW_API, IMAGE_STATUS, type ImageItem, PAY_TYPES, paymentInput, statusOf } from '@lc/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Form, Input, Modal, Select } from 'antd';
import { useServerSave } from '@/components/config-form/use-server-save';
import { ImageUpload } from '@/components/image-upload/image-upload';
import { toast } from '@/lib/feedback';
import { useLocale } from '@/lib/i18n';
import { useIdempotencyKey } from '@/lib/idempotency';
import { zodRule } from '@/lib/zod-rule';
import { ownLoansQuery, refreshPayments, reportPayment } from '../api/borrow-api';
import { usePaymentText } from '../payment.text';

type Values = { grantId?: number; amount?: string; payType?: number; paidOn?: string; vouchers?: ImageItem[] };
/** An uploaded image's id: the last part of the address the upload answered. */
const imageIdOf = (item: ImageItem) => item.originalUrl?.split('/').pop() ?? '';

/** The salesperson reports a payment on one of their loans, with its voucher images; one key per report, kept across retries. */
export function PaymentReportModal({ onClose }: { onClose: () => void }) {
  const t = usePaymentText();
  const { locale } = useLocale();
  const [form] = Form.useForm<Values>();
  const client = useQueryClient();
  const loans = useQuery(ownLoansQuery);
  const idempotency = useIdempotencyKey();
  const { run, saving, problem } = useServerSave(form);
  const submit = (values: Values) =>
    run(async () => {
      const imageIds = (values.vouchers ?? []).filter((i) => statusOf(i) === IMAGE_STATUS.uploaded).map(imageIdOf);
      const body = paymentInput.parse({ ...values, imageIds, idempotencyKey: idempotency.take() });
      await reportPayment(body);
      toast.success(BORROW_API.endpoints.reportPayment.done[locale]);
      idempotency.settle();
      await refreshPayments(client);
      onClose();
    });
  return (
    <Modal
      open
      title={t('report')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('submit')}
      cancelText={t('cancel')}
      confirmLoading={saving}
      destroyOnHidden
    >
      <Form<Values> form={form} layout="vertical" name="payment-report" onFinish={submit} initialValues={{ payType: 2 }}>
        <Form.Item name="grantId" label={t('loan')} rules={[{ required: true, message: t('required', { label: t('loan') }) }]}>
          <Select
            loading={loans.isLoading}
            options={(loans.data?.list ?? []).map((l) => ({ value: l.id, label: `${l.billNo} ${l.customerName} ${l.drawnAmount}` }))}
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
        {problem ? <Alert type="error" showIcon title={problem} /> : null}
      </Form>
    </Modal>
  );
}
