import { BORROW_TYPE_TEXT, FEE_MODE_TEXT, type FeeRuleInput, type FeeRuleRow, groupAmount } from '@lc/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Card, Form, Space, Spin, Table, Tag } from 'antd';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { ConfigForm } from '@/components/config-form/config-form';
import type { FieldValues } from '@/components/config-form/form-field';
import { PageHeader } from '@/components/page-header/page-header';
import { type Locale, useLocale } from '@/lib/i18n';
import { CHANNEL_LIST, addFeeRule, channelDetailQuery, channelKeys } from '../api/channel-api';
import { useChannelText } from '../channel.text';
import { feeRuleFields } from '../components/fee-rule-fields';
import { useServerSave } from '@/components/config-form/use-server-save';

const CHANNELS = '/billManage/channelManage';
const label = (labels: Record<number, Record<Locale, string>>, v: number, locale: Locale) => labels[v]?.[locale] ?? String(v);
const range = (from: string | null, to: string | null) => (from || to ? `${from ?? '…'} ~ ${to ?? '…'}` : '—');

/** /billManage/freeRuleAdd?channelId=: a channel's fee rules, and the form that adds one. */
export default function FeeRuleAddPage() {
  const t = useChannelText();
  const { locale } = useLocale();
  const client = useQueryClient();
  const [form] = Form.useForm();
  const { run, saving: busy, problem } = useServerSave(form);
  const id = Number(useSearchParams()[0].get('channelId'));
  const valid = Number.isInteger(id) && id > 0;
  const channel = useQuery({ ...channelDetailQuery(id), enabled: valid });
  const fields = useMemo(() => feeRuleFields(t, locale), [t, locale]);
  if (!valid) return <Alert type="error" showIcon title={t('missingId')} />;
  if (!channel.data) return <Spin style={{ display: 'block', margin: 24 }} />;

  const submit = (values: FieldValues) =>
    run(async () => {
      await addFeeRule(id, values as FeeRuleInput);
      form.resetFields();
      await Promise.all([
        client.invalidateQueries({ queryKey: channelKeys.all }),
        client.invalidateQueries({ queryKey: ['list', CHANNEL_LIST.listUrl] }),
      ]);
    }, t('ruleAdded'));

  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <PageHeader title={t('feeTitle')} backTo={CHANNELS} />
      <Card size="small" title={t('existingRules')} extra={t('feeFor', { name: channel.data.channelCompanyName })}>
        <Table<FeeRuleRow>
          aria-label={t('existingRules')}
          rowKey="id"
          size="small"
          pagination={false}
          scroll={{ x: 900 }}
          dataSource={channel.data.feeRules}
          locale={{ emptyText: t('noRules') }}
          columns={[
            { title: t('ruleName'), dataIndex: 'ruleName', width: 160 },
            {
              title: t('borrowTypes'),
              dataIndex: 'borrowTypes',
              width: 220,
              render: (types: number[]) => types.map((v) => <Tag key={v}>{label(BORROW_TYPE_TEXT, v, locale)}</Tag>),
            },
            { title: t('feeMode'), dataIndex: 'feeMode', width: 150, render: (m: number) => label(FEE_MODE_TEXT, m, locale) },
            {
              title: t('fee'),
              key: 'fee',
              width: 120,
              render: (_, r) => (r.feeMode === 1 ? `${r.feeRate}%` : `${groupAmount(r.feeAmount)} ${t('yuan')}`),
            },
            { title: t('loanRange'), key: 'range', width: 200, render: (_, r) => range(r.minLoanAmount, r.maxLoanAmount) },
            { title: t('period'), key: 'period', width: 200, render: (_, r) => range(r.effectiveFrom, r.effectiveTo) },
          ]}
        />
      </Card>
      <Card size="small" title={t('feeTitle')}>
        {problem ? <Alert type="error" showIcon title={problem} role="alert" style={{ marginBottom: 12 }} /> : null}
        <ConfigForm
          name="feeRule"
          form={form}
          fields={fields}
          mode="add"
          initialValues={{ feeMode: 1 }}
          onSubmit={submit}
          submitting={busy}
          submitText={t('addRule')}
        />
      </Card>
    </Space>
  );
}
