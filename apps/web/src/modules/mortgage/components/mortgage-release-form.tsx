import { type MortgageReleaseBill, mortgageReleaseInput } from '@lc/shared';
import { Alert, Card, Form, Input } from 'antd';
import { Link } from 'react-router';
import { FormButtons } from '@/components/config-form/form-buttons';
import { zodRule } from '@/lib/zod-rule';
import { createMortgageRelease } from '../api/mortgage-flow-api';
import { MORTGAGE_HREF } from '../api/mortgage-pages-api';
import { useMortgageFlowText } from '../mortgage-flow.text';
import { useMortgageFlowSave } from './use-mortgage-flow-save';
import { EnterForm } from '@/components/config-form/enter-form';

type Values = { exceptionReason?: string };

/** mortgageRelAdd: a settled loan's release goes to approval as is; any other needs the exception's reason. */
export function MortgageReleaseForm({ bill }: { bill: MortgageReleaseBill }) {
  const t = useMortgageFlowText();
  const [form] = Form.useForm<Values>();
  const { save, saving, problem, navigate } = useMortgageFlowSave(form);
  if (bill.liveReleaseId !== null) {
    return <Alert type="info" showIcon title={t('liveRelease')} action={<Link to={MORTGAGE_HREF.releases}>{t('releases')}</Link>} />;
  }
  const submit = (values: Values) =>
    save(
      () => createMortgageRelease(mortgageReleaseInput.parse({ ...values, billId: bill.id })),
      'releaseRequested',
      MORTGAGE_HREF.releases,
    );
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
      <EnterForm<Values>
        form={form}
        layout="vertical"
        name="mortgage-release-add"
        onFinish={submit}
        style={{ maxWidth: 640 }}
        submitting={saving}
      >
        <Form.Item name="exceptionReason" label={t('exceptionReason')} rules={reasonRules}>
          <Input.TextArea rows={3} />
        </Form.Item>
        <FormButtons
          problem={problem}
          saving={saving}
          submit={t('submit')}
          cancel={t('cancel')}
          onCancel={() => navigate(MORTGAGE_HREF.releasableBills)}
        />
      </EnterForm>
    </Card>
  );
}
