import { BORROW_API, entryInput, groupAmount } from '@lc/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Input, Select, Space, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { useServerSave } from '@/components/config-form/use-server-save';
import { PageHeader } from '@/components/page-header/page-header';
import { useLocale } from '@/lib/i18n';
import { useIdempotencyKey } from '@/lib/idempotency';
import { EnterForm } from '@/components/config-form/enter-form';
import { zodRule } from '@/lib/zod-rule';
import { ENTRY_LIST_PATH, entryDetailHref, postEntry, refreshEntries, scopedLoansQuery } from '../api/borrow-api';
import { useEntryText } from '../entry.text';

type Values = { grantId?: number; amount?: string; memo?: string };

/** /borrowManage/entryBill: finance posts a fee charged on a loan; one key per entry, kept across retries. */
export default function EntryPostPage() {
  const t = useEntryText();
  const { locale } = useLocale();
  const [form] = Form.useForm<Values>();
  const navigate = useNavigate();
  const client = useQueryClient();
  const loans = useQuery(scopedLoansQuery);
  const idempotency = useIdempotencyKey();
  const { run, saving, problem } = useServerSave(form);
  const submit = (values: Values) =>
    run(async () => {
      const { id } = await postEntry(entryInput.parse({ ...values, idempotencyKey: idempotency.take() }));
      idempotency.settle();
      await refreshEntries(client);
      navigate(entryDetailHref(id), { replace: true });
    }, BORROW_API.endpoints.postEntry.done[locale]);
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <PageHeader title={t('postTitle')} backTo={ENTRY_LIST_PATH} backText={t('back')} />
      <Card size="small">
        <EnterForm<Values> form={form} layout="vertical" name="entry-post" onFinish={submit} submitting={saving} style={{ maxWidth: 560 }}>
          <Typography.Paragraph type="secondary">{t('postHint')}</Typography.Paragraph>
          <Form.Item name="grantId" label={t('loan')} rules={[{ required: true, message: t('required', { label: t('loan') }) }]}>
            <Select
              loading={loans.isLoading}
              options={(loans.data?.list ?? []).map((l) => ({
                value: l.id,
                label: `${l.billNo} ${l.customerName} ${groupAmount(l.drawnAmount)}`,
              }))}
            />
          </Form.Item>
          <Form.Item name="amount" label={t('feeAmount')} rules={[zodRule(entryInput.shape.amount)]}>
            <Input inputMode="decimal" autoComplete="off" />
          </Form.Item>
          <Form.Item name="memo" label={t('memo')} rules={[zodRule(entryInput.shape.memo)]}>
            <Input maxLength={100} />
          </Form.Item>
          {problem ? <Alert type="error" showIcon title={problem} style={{ marginBottom: 12 }} /> : null}
          <Button type="primary" htmlType="submit" loading={saving}>
            {t('submit')}
          </Button>
        </EnterForm>
      </Card>
    </Space>
  );
}
