import { CONTRACT_KINDS, CONTRACT_KIND_TEXT, CONTRACT_MESSAGES, type ContractKind, contractInput } from '@lc/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Select, Space } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { useServerSave } from '@/components/config-form/use-server-save';
import { PageHeader } from '@/components/page-header/page-header';
import { useLocale } from '@/lib/i18n';
import { contractOptionsQuery, createContract, refreshContracts } from '../api/contract-api';
import { contractHref } from '../contract.paths';
import { useContractText } from '../contract.text';
import { EnterForm } from '@/components/config-form/enter-form';

type Values = { billId?: number; templateId?: number; kind?: ContractKind };

/** agreementAdd's form (and guominAgreementAdd's): a contract from a final-approved bill and a template. */
export function ContractAddForm({ defaultKind }: { defaultKind?: ContractKind }) {
  const t = useContractText();
  const { locale } = useLocale();
  const navigate = useNavigate();
  const client = useQueryClient();
  const asked = useSearchParams()[0].get('kind');
  const kind = defaultKind ?? (CONTRACT_KINDS.find((k) => k === asked) || 'advance');
  const [form] = Form.useForm<Values>();
  const options = useQuery(contractOptionsQuery);
  const { run, saving, problem } = useServerSave(form);
  const required = (label: string) => [{ required: true, message: t('required', { label }) }];
  const submit = (values: Values) =>
    run(async () => {
      const made = await createContract(contractInput.parse(values));
      await refreshContracts(client);
      navigate(contractHref('preview', made.id));
    }, CONTRACT_MESSAGES.added[locale]);
  const bills = options.data?.bills ?? [];
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <PageHeader title={t('newContract')} backTo="/agreementManager/agreementList" backText={t('back')} />
      <Card size="small" style={{ maxWidth: 640 }}>
        <EnterForm<Values> form={form} layout="vertical" name="contract-add" onFinish={submit} initialValues={{ kind }} submitting={saving}>
          <Form.Item name="billId" label={t('bill')} rules={required(t('bill'))}>
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              loading={options.isLoading}
              placeholder={options.isSuccess && !bills.length ? t('noBills') : undefined}
              options={bills.map((b) => ({ value: b.id, label: `${b.billNo} ${b.customerName}` }))}
            />
          </Form.Item>
          <Form.Item name="templateId" label={t('template')} rules={required(t('template'))}>
            <Select options={(options.data?.templates ?? []).map((x) => ({ value: x.id, label: `${x.name} v${x.version}` }))} />
          </Form.Item>
          <Form.Item name="kind" label={t('kind')} rules={required(t('kind'))}>
            <Select options={CONTRACT_KINDS.map((k) => ({ value: k, label: CONTRACT_KIND_TEXT[k][locale] }))} />
          </Form.Item>
          {problem ? <Alert type="error" showIcon title={problem} style={{ marginBottom: 12 }} /> : null}
          <Button type="primary" htmlType="submit" loading={saving}>
            {t('makeContract')}
          </Button>
        </EnterForm>
      </Card>
    </Space>
  );
}
