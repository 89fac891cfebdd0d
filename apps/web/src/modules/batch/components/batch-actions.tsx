import {
  BATCH_API,
  BATCH_MESSAGES,
  type BatchAction,
  type BatchDetail,
  type PartyOutcome,
  amountRequired,
  batchActionsAt,
} from '@lc/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Form, Input, Popconfirm, Select, Space } from 'antd';
import { useState } from 'react';
import { useServerSave } from '@/components/config-form/use-server-save';
import { toast } from '@/lib/feedback';
import { useLocale } from '@/lib/i18n';
import { useIdempotencyKey } from '@/lib/idempotency';
import { zodRule } from '@/lib/zod-rule';
import { actOnBatch, refreshBatches, setPartyNext } from '../api/batch-api';
import { useBatchText } from '../batch.text';
import { actionLabel, outcomeLabel } from './batch-labels';
import { labelled } from '@/lib/punctuation';
import { EnterForm } from '@/components/config-form/enter-form';

const KEYED: readonly BatchAction[] = ['push', 'withdraw', 'repay'];
const OUTCOMES: PartyOutcome[] = ['accepted', 'partial', 'rejected', 'timeout'];

/**
 * The moves the transition table allows at the batch's status, and no others (the server checks
 * again). A keyed move keeps its key across retries until it succeeds, so a lost reply never
 * pushes or repays twice. The simulator's next answer is offered for demos, as on the draw form.
 */
export function BatchActions({ batch }: { batch: BatchDetail }) {
  const t = useBatchText();
  const { locale } = useLocale();
  const client = useQueryClient();
  const key = useIdempotencyKey();
  const [form] = Form.useForm<{ amount: string }>();
  const { run, saving, problem } = useServerSave(form);
  const [outcome, setOutcome] = useState<PartyOutcome>('accepted');
  const allowed = batchActionsAt(batch.status);
  if (allowed.length === 0) return null;

  const move = (action: BatchAction, amount?: string) =>
    run(
      async () => {
        if (outcome !== 'accepted') await setPartyNext(outcome);
        const body = {
          version: batch.version,
          ...(KEYED.includes(action) ? { idempotencyKey: key.take() } : {}),
          ...(amount ? { amount } : {}),
        };
        const reply = await actOnBatch(batch.id, action, body);
        key.settle();
        setOutcome('accepted');
        form.resetFields();
        // Say what happened: a timeout is not "done" (decision 0065).
        if (reply.outcome === 'timeout') toast.warning(BATCH_MESSAGES.timedOut[locale]);
        else if (reply.outcome === 'rejected') toast.warning(BATCH_MESSAGES.rejected[locale]);
        await refreshBatches(client);
        return reply.outcome;
      },
      (said) =>
        said === 'partial'
          ? BATCH_MESSAGES.partial[locale]
          : said === 'timeout' || said === 'rejected'
            ? null
            : BATCH_API.endpoints.act.done[locale],
    );
  const button = (action: BatchAction) => {
    if (action === 'repay') return null;
    const label = actionLabel(t, action);
    if (action === 'cancel')
      return (
        <Popconfirm key={action} title={t('cancelConfirm')} onConfirm={() => move(action)} okText={label} cancelText={t('close')}>
          <Button danger loading={saving}>
            {label}
          </Button>
        </Popconfirm>
      );
    return (
      <Button key={action} type={action === allowed[0] ? 'primary' : 'default'} loading={saving} onClick={() => move(action)}>
        {label}
      </Button>
    );
  };

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Space wrap>
        {allowed.map(button)}
        <Select<PartyOutcome>
          aria-label={t('simulator')}
          value={outcome}
          onChange={setOutcome}
          style={{ width: 150 }}
          options={OUTCOMES.map((o) => ({ value: o, label: labelled(t('simulator'), outcomeLabel(t, o)) }))}
        />
      </Space>
      {allowed.includes('repay') ? (
        <EnterForm
          form={form}
          layout="inline"
          name="batch-repay"
          onFinish={(v) => move('repay', amountRequired.parse(v.amount))}
          submitting={saving}
        >
          <Form.Item name="amount" label={t('repayAmount')} rules={[zodRule(amountRequired)]}>
            <Input inputMode="decimal" autoComplete="off" />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={saving}>
            {actionLabel(t, 'repay')}
          </Button>
        </EnterForm>
      ) : null}
      {problem ? <Alert type="error" showIcon title={problem} /> : null}
    </Space>
  );
}
