import { type MortgageRequestBill, type MortgageRequestInput, mortgageRequestInput } from '@lc/shared';
import { Alert, Card, Checkbox, Form, Input, Radio, Select } from 'antd';
import { Link } from 'react-router';
import { FormButtons } from '@/components/config-form/form-buttons';
import { useLocale } from '@/lib/i18n';
import { zodRule } from '@/lib/zod-rule';
import { createMortgageRequest } from '../api/mortgage-flow-api';
import { MORTGAGE_HREF } from '../api/mortgage-pages-api';
import { useMortgageFlowText } from '../mortgage-flow.text';
import { orderOptions } from './mortgage-request-form-modal';
import { useMortgageFlowSave } from './use-mortgage-flow-save';
import { EnterForm } from '@/components/config-form/enter-form';

const rule = (key: keyof typeof mortgageRequestInput.shape) => [zodRule(mortgageRequestInput.shape[key])];

/** mortgageReqAdd: the bill's properties to pledge, the mortgagee, the order and a remark; then to the supervisor. */
export function MortgageRequestForm({ bill }: { bill: MortgageRequestBill }) {
  const t = useMortgageFlowText();
  const { locale } = useLocale();
  const [form] = Form.useForm<MortgageRequestInput>();
  const { save, saving, problem, navigate } = useMortgageFlowSave(form);
  if (bill.liveRequestId !== null) {
    return <Alert type="info" showIcon title={t('liveRequest')} action={<Link to={MORTGAGE_HREF.requests}>{t('requests')}</Link>} />;
  }
  const submit = (values: MortgageRequestInput) =>
    save(() => createMortgageRequest(mortgageRequestInput.parse({ ...values, billId: bill.id })), 'requested', MORTGAGE_HREF.requests);
  return (
    <Card size="small" title={t('newRequest')}>
      <EnterForm<MortgageRequestInput>
        form={form}
        layout="vertical"
        name="mortgage-request-add"
        onFinish={submit}
        initialValues={{ order: 1, propertyIds: bill.properties.map((p) => p.id) }}
        style={{ maxWidth: 640 }}
        submitting={saving}
      >
        <Form.Item name="propertyIds" label={t('properties')} rules={rule('propertyIds')}>
          <Checkbox.Group options={bill.properties.map((p) => ({ value: p.id, label: p.address }))} />
        </Form.Item>
        <Form.Item name="mortgageeId" label={t('mortgagee')} rules={rule('mortgageeId')}>
          <Select options={bill.mortgagees.map((m) => ({ value: m.id, label: m.name }))} />
        </Form.Item>
        <Form.Item name="order" label={t('order')} rules={rule('order')}>
          <Radio.Group options={orderOptions(locale).map((o) => ({ value: o.value, label: o.name }))} />
        </Form.Item>
        <Form.Item name="remark" label={t('remark')} rules={rule('remark')}>
          <Input.TextArea rows={2} />
        </Form.Item>
        <FormButtons
          problem={problem}
          saving={saving}
          submit={t('submit')}
          cancel={t('cancel')}
          onCancel={() => navigate(MORTGAGE_HREF.requestableBills)}
        />
      </EnterForm>
    </Card>
  );
}
