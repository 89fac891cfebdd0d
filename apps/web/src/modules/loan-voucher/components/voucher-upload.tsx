import {
  IMAGE_STATUS,
  type ImageItem,
  LOAN_VOUCHER_API,
  LOAN_VOUCHER_PERMISSION,
  LOAN_VOUCHER_UPLOADABLE,
  type LoanVoucherDetail,
  statusOf,
} from '@lc/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Form } from 'antd';
import { useServerSave } from '@/components/config-form/use-server-save';
import { ImageUpload } from '@/components/image-upload/image-upload';
import { usePermission } from '@/lib/auth';
import { toast } from '@/lib/feedback';
import { useLocale } from '@/lib/i18n';
import { refreshLoanVouchers, uploadLoanVoucher } from '../api/loan-voucher-api';
import { useLoanVoucherText } from '../loan-voucher.text';

type Values = { vouchers?: ImageItem[] };
/** An uploaded image's id: the last part of the address the upload answered. */
const imageIdOf = (item: ImageItem) => item.originalUrl?.split('/').pop() ?? '';

/** uploadVoucher: the bank slips of a paid draw not uploaded yet (or rejected), sent to the first audit. */
export function VoucherUpload({ voucher }: { voucher: LoanVoucherDetail }) {
  const t = useLoanVoucherText();
  const { locale } = useLocale();
  const client = useQueryClient();
  const allowed = usePermission(LOAN_VOUCHER_PERMISSION.audit);
  const [form] = Form.useForm<Values>();
  const { run, saving, problem } = useServerSave(form);
  if (!allowed || !(LOAN_VOUCHER_UPLOADABLE as readonly number[]).includes(voucher.status)) return null;
  const submit = (values: Values) =>
    run(async () => {
      const imageIds = (values.vouchers ?? []).filter((i) => statusOf(i) === IMAGE_STATUS.uploaded).map(imageIdOf);
      await uploadLoanVoucher(voucher.drawId, voucher.version, imageIds);
      toast.success(LOAN_VOUCHER_API.endpoints.upload.done[locale]);
      form.resetFields();
      await refreshLoanVouchers(client);
    });
  return (
    <Card title={t('upload')} size="small">
      <Form<Values> form={form} layout="vertical" name="loan-vouchers" onFinish={submit}>
        <Form.Item name="vouchers" label={t('vouchers')} rules={[{ required: true, message: t('required', { label: t('vouchers') }) }]}>
          <ImageUpload label={t('vouchers')} maxCount={9} size={88} />
        </Form.Item>
        {problem ? <Alert type="error" showIcon title={problem} /> : null}
        <Button type="primary" htmlType="submit" loading={saving}>
          {t('send')}
        </Button>
      </Form>
    </Card>
  );
}
