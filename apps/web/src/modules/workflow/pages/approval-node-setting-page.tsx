import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  APPROVAL_PROCESSES,
  type ApprovalChainBody,
  type ApprovalChainRow,
  ROUTE_TABLE,
  type RouteEntry,
  shanghaiMinute,
} from '@lc/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Form, Input, Select, Space, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError } from '@/lib/http';
import { EnterForm } from '@/components/config-form/enter-form';
import { useLocale } from '@/lib/i18n';
import { chainsQuery, saveChain, workflowKeys } from '../api/workflow-api';
import { useWorkflowText } from '../workflow.text';

type Locale = 'zh-CN' | 'en-US';
type NodeForm = ApprovalChainBody['nodes'][number];

/** Every page permission of the route table, as "title (code)" options. */
function permissionOptions(locale: Locale) {
  const options: { value: string; label: string }[] = [];
  const walk = (entries: readonly RouteEntry[]) => {
    for (const e of entries) {
      if (e.permission && !options.some((o) => o.value === e.permission))
        options.push({ value: e.permission, label: `${e.title[locale]} (${e.permission})` });
      walk(e.children ?? []);
    }
  };
  walk(ROUTE_TABLE);
  return options;
}

/** 系统设置 › 审批节点设置: each process's ordered steps, who approves, and amount thresholds. */
export default function ApprovalNodeSettingPage() {
  const t = useWorkflowText();
  const { locale } = useLocale();
  const [search, setSearch] = useSearchParams();
  const chains = useQuery(chainsQuery);
  const process = search.get('process') ?? 'bill';
  const chain = chains.data?.find((c) => c.process === process);

  return (
    <Card>
      {/* A select, not tabs: the processes (one per approval flow, nineteen and growing) overflowed a
          tab bar into a "more" menu, which is no tab and broke the tab list's accessibility. */}
      <Form.Item label={t('process')} htmlFor="approval-process" style={{ marginBottom: 12 }}>
        <Select
          id="approval-process"
          value={process}
          onChange={(key: string) => setSearch({ process: key }, { replace: true })}
          options={Object.entries(APPROVAL_PROCESSES).map(([key, title]) => ({ value: key, label: title[locale] }))}
          showSearch={{ optionFilterProp: 'label' }}
          style={{ width: 320, maxWidth: '100%' }}
        />
      </Form.Item>
      <Typography.Paragraph type="secondary">{t('appliesToNew')}</Typography.Paragraph>
      {chain && <ChainEditor key={`${chain.process}:${chain.version}`} chain={chain} />}
    </Card>
  );
}

function ChainEditor({ chain }: { chain: ApprovalChainRow }) {
  const t = useWorkflowText();
  const { locale } = useLocale();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<{ nodes: NodeForm[] }>();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const options = useMemo(() => permissionOptions(locale), [locale]);
  useEffect(() => form.setFieldsValue({ nodes: chain.nodes }), [chain, form]);

  const submit = async ({ nodes }: { nodes: NodeForm[] }) => {
    setBusy(true);
    setRefusal(null);
    try {
      const cleaned = nodes.map(({ minAmount, ...node }) => (minAmount?.trim() ? { ...node, minAmount: minAmount.trim() } : node));
      await saveChain(chain.process, { nodes: cleaned, version: chain.version });
      message.success(t('saved'));
      await queryClient.invalidateQueries({ queryKey: workflowKeys.chains });
    } catch (error) {
      if (error instanceof ApiError) setRefusal(error.message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <EnterForm
      form={form}
      layout="vertical"
      initialValues={{ nodes: chain.nodes }}
      onFinish={(v) => void submit(v)}
      submitting={busy}
      disabled={busy}
    >
      {chain.version === 0 ? (
        <Alert type="info" showIcon title={t('defaults')} style={{ marginBottom: 12 }} />
      ) : (
        <Typography.Paragraph type="secondary">
          {t('lastEdit', {
            who: chain.updatedBy ?? '—',
            when: shanghaiMinute(chain.updatedAt),
          })}
        </Typography.Paragraph>
      )}
      {refusal && <Alert type="error" showIcon title={refusal} style={{ marginBottom: 12 }} />}
      <Form.List name="nodes">
        {(fields, { add, remove, move }) => (
          <Space orientation="vertical" style={{ width: '100%' }}>
            {fields.map((field, index) => (
              <Card
                key={field.key}
                size="small"
                title={`${t('order')} ${index + 1}`}
                data-testid={`node-${index}`}
                extra={
                  <Space>
                    <Button
                      size="small"
                      icon={<ArrowUpOutlined aria-hidden />}
                      aria-label={`${t('up')} ${index + 1}`}
                      disabled={index === 0}
                      onClick={() => move(index, index - 1)}
                    />
                    <Button
                      size="small"
                      icon={<ArrowDownOutlined aria-hidden />}
                      aria-label={`${t('down')} ${index + 1}`}
                      disabled={index === fields.length - 1}
                      onClick={() => move(index, index + 1)}
                    />
                    <Button
                      size="small"
                      danger
                      icon={<DeleteOutlined aria-hidden />}
                      aria-label={`${t('remove')} ${index + 1}`}
                      onClick={() => remove(index)}
                    />
                  </Space>
                }
              >
                <Space wrap align="start">
                  <Form.Item
                    label={t('key')}
                    name={[field.name, 'key']}
                    rules={[{ required: true, message: `${t('required')}${t('key')}` }]}
                  >
                    <Input style={{ width: 140 }} maxLength={32} />
                  </Form.Item>
                  <Form.Item
                    label={t('titleZh')}
                    name={[field.name, 'title', 'zh-CN']}
                    rules={[{ required: true, whitespace: true, message: `${t('required')}${t('titleZh')}` }]}
                  >
                    <Input style={{ width: 160 }} maxLength={20} />
                  </Form.Item>
                  <Form.Item
                    label={t('titleEn')}
                    name={[field.name, 'title', 'en-US']}
                    rules={[{ required: true, whitespace: true, message: `${t('required')}${t('titleEn')}` }]}
                  >
                    <Input style={{ width: 180 }} maxLength={40} />
                  </Form.Item>
                  <Form.Item
                    label={t('permission')}
                    name={[field.name, 'permission']}
                    rules={[{ required: true, message: `${t('required')}${t('permission')}` }]}
                  >
                    <Select showSearch optionFilterProp="label" options={options} style={{ width: 280 }} />
                  </Form.Item>
                  <Form.Item
                    label={t('minAmount')}
                    name={[field.name, 'minAmount']}
                    extra={t('minAmountHint')}
                    rules={[{ pattern: /^(0|[1-9]\d{0,10})(\.\d{1,2})?$/, message: '金额门槛须为最多11位整数、2位小数的金额' }]}
                  >
                    <Input style={{ width: 160 }} inputMode="decimal" />
                  </Form.Item>
                </Space>
              </Card>
            ))}
            <Button
              icon={<PlusOutlined aria-hidden />}
              onClick={() => add({ key: '', title: { 'zh-CN': '', 'en-US': '' }, permission: '' })}
            >
              {t('add')}
            </Button>
          </Space>
        )}
      </Form.List>
      <Space style={{ marginTop: 16 }}>
        <Button type="primary" htmlType="submit" loading={busy}>
          {t('save')}
        </Button>
        <Button onClick={() => form.setFieldsValue({ nodes: chain.nodes })}>{t('reload')}</Button>
      </Space>
    </EnterForm>
  );
}
