import { MORTGAGE_FLOW_MESSAGES, type MortgageReleaseBill, mortgageReleaseInput } from '@lc/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Input, Space } from 'antd';
import { Link, useNavigate } from 'react-router';
import { useServerSave } from '@/components/config-form/use-server-save';
import { toast } from '@/lib/feedback';
import { useLocale } from '@/lib/i18n';
import { zodRule } from '@/lib/zod-rule';
import { createMortgageRelease, refreshMortgageFlow } from '../api/mortgage-flow-api';
import { MORTGAGE_HREF } from '../api/mortgage-pages-api';
import { useMortgageFlowText } from '../mortgage-flow.text';

type Values = { exceptionReason?: string };

/** mortgageRelAdd: a settled loan's release goes to approval as is; any other needs the exception's reason. */
export function MortgageReleaseForm({ bill }: { bill: MortgageReleaseBill }) {
  const t = useMortgageFlowText();
  const { locale } = useLocale();
  const [form] = Form.useForm<Values>();
  const navigate = useNavigate();
  const client = useQueryClient();
  const { run, saving, problem } = useServerSave(form);
  if (bill.liveReleaseId !== null) {
    return <Alert type="info" showIcon title={t('liveRelease')} action={<Link to={MORTGAGE_HREF.releases}>{t('releases')}</Link>} />;
  }
  const submit = (values: Values) =>
    run(async () => {
      await createMortgageRelease(mortgageReleaseInput.parse({ ...values, billId: bill.id }));
      toast.success(MORTGAGE_FLOW_MESSAGES.releaseRequested[locale]);
      await refreshMortgageFlow(client);
      navigate(MORTGAGE_HREF.releases);
    });
  // Before settlement the reason is required here, as the server requires it.
  const reasonRules = [
    zodRule(mortgageReleaseInput.shape.exceptionReason),
    ...(bill.settled ? [] : [{ required: true, whitespace: true, message: t('exceptionRequired') }]),
  ];
  return (
    <Card size="small" title={t('newRelease')}>
      <Alert
        type={bill.settled ? 'success' : 'warning'}
        showIcon
        title={bill.settled ? t('settledHint') : t('exceptionHint')}
        style={{ marginBottom: 12 }}
      />
      <Form<Values> form={form} layout="vertical" name="mortgage-release-add" onFinish={submit} style={{ maxWidth: 640 }}>
        <Form.Item name="exceptionReason" label={t('exceptionReason')} rules={reasonRules}>
          <Input.TextArea rows={3} />
        </Form.Item>
        {problem ? <Alert type="error" showIcon title={problem} style={{ marginBottom: 12 }} /> : null}
        <Space>
          <Button type="primary" htmlType="submit" loading={saving}>
            {t('submit')}
          </Button>
          <Button onClick={() => navigate(MORTGAGE_HREF.releasableBills)}>{t('cancel')}</Button>
        </Space>
      </Form>
    </Card>
  );
}
