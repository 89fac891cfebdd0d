import { REPAYMENT_API, REPAYMENT_PERMISSION, repayApplyInput } from '@lc/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Input } from 'antd';
import { useServerSave } from '@/components/config-form/use-server-save';
import { usePermissions } from '@/lib/auth';
import { useLocale } from '@/lib/i18n';
import { useIdempotencyKey } from '@/lib/idempotency';
import { zodRule } from '@/lib/zod-rule';
import { applyRepayment, refreshRepayments } from '../api/repayment-api';
import { useRepaymentText } from '../repayment.text';
import { EnterForm } from '@/components/config-form/enter-form';

/**
 * Money received on a loan (repayApply), recorded for finance to post (decision 0041). The key is
 * kept across retries of the same submission, so a lost reply never records it twice.
 */
export function RepayForm({ loanId }: { loanId: number }) {
  const t = useRepaymentText();
  const { locale } = useLocale();
  const client = useQueryClient();
  const held = usePermissions();
  const key = useIdempotencyKey();
  const [form] = Form.useForm<{ amount: string }>();
  const { run, saving, problem } = useServerSave(form);
  if (!held.has(REPAYMENT_PERMISSION.list)) return null;
  const submit = (values: { amount: string }) =>
    run(async () => {
      await applyRepayment(loanId, repayApplyInput.shape.amount.parse(values.amount), key.take());
      key.settle();
      form.resetFields();
      await refreshRepayments(client);
      // The reply is silent (refusals show on the form), so the success is said by the save.
    }, REPAYMENT_API.endpoints.repayApply.done[locale]);
  return (
    <Card size="small" title={t('repay')}>
      <EnterForm form={form} layout="inline" name="repay-apply" onFinish={submit} submitting={saving}>
        <Form.Item name="amount" label={t('repayAmount')} rules={[zodRule(repayApplyInput.shape.amount)]}>
          <Input inputMode="decimal" autoComplete="off" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={saving} disabled={saving}>
          {t('repaySubmit')}
        </Button>
      </EnterForm>
      {problem ? <Alert type="error" showIcon title={problem} style={{ marginTop: 12 }} /> : null}
    </Card>
  );
}
