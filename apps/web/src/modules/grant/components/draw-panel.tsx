import {
  CHANNEL_OUTCOMES,
  DRAW_CANCELLABLE,
  DRAW_STATUS,
  GRANT_PERMISSION,
  type GrantDetail,
  MESSAGES,
  type MessageKey,
  drawInput,
  GRANT_API,
  grantRemaining,
  groupAmount,
  shanghaiMinute,
} from '@lc/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Input, Popconfirm, Select, Space, Table } from 'antd';
import { useState } from 'react';
import { useConfirm } from '@/components/confirm-modal/use-confirm';
import { StatusTag } from '@/components/status-tag/status-tag';
import { useServerSave } from '@/components/config-form/use-server-save';
import { usePermissions } from '@/lib/auth';
import { useLocale } from '@/lib/i18n';
import { useIdempotencyKey } from '@/lib/idempotency';
import { zodRule } from '@/lib/zod-rule';
import { cancelDraw, drawGrant, grantDrawsQuery, refreshGrants, retryDraw, setChannelNext, settleDraw } from '../api/grant-api';
import { useGrantText } from '../grant.text';
import { useGrantPage } from './use-grant-page';
import { withNote } from '@/lib/punctuation';
import { EnterForm } from '@/components/config-form/enter-form';

type Outcome = (typeof CHANNEL_OUTCOMES)[number];

/**
 * The grant's draws, and (finance, at its node) a new draw. The submit button stays locked while a
 * draw is in flight; its key is kept across retries of the same draw so a lost reply never pays twice.
 */
export function DrawPanel({ grant }: { grant: GrantDetail }) {
  const t = useGrantText();
  const { locale } = useLocale();
  const client = useQueryClient();
  const held = usePermissions();
  const key = useIdempotencyKey();
  const [form] = Form.useForm<{ amount: string; payDate?: string }>();
  const { run, saving, problem } = useServerSave(form);
  const [outcome, setOutcome] = useState<Outcome>('confirm');
  const remaining = grantRemaining(grant);
  const page = useGrantPage(grant.draws, grant.drawTotal, (n) => grantDrawsQuery(grant.id, n));
  const atFinance = grant.flow?.status === 'pending' && grant.flow.nodes[grant.flow.nodeIndex]?.key === 'finance';
  const financeTurn = atFinance && held.has(GRANT_PERMISSION.finance) && remaining !== '0.00';
  // The mortgage gate (decision 0032): the server refuses a draw while it is closed, so the form waits too.
  const canDraw = financeTurn && grant.drawGate.open;
  const settle = useMutation({
    mutationFn: (drawId: number) => settleDraw(grant.id, drawId),
    onSettled: () => refreshGrants(client),
  });
  // Cancelling (decision 0052): the server asks the channel first, and refuses while it may still pay.
  const cancel = useMutation({
    mutationFn: (drawId: number) => cancelDraw(grant.id, drawId),
    onSettled: () => refreshGrants(client),
  });
  // A partly succeeded draw (4) sends its failed part again, under a key of its own (kept across a lost reply).
  const retryKey = useIdempotencyKey();
  const retry = useMutation({
    mutationFn: (drawId: number) => retryDraw(grant.id, drawId, retryKey.take()),
    onSuccess: () => retryKey.settle(),
    onSettled: () => refreshGrants(client),
  });
  const isFinance = held.has(GRANT_PERMISSION.finance);
  // Money leaves the firm: the draw is confirmed first, with its amount and day in words (decision 0071).
  const confirm = useConfirm();
  const ask = async (values: { amount: string; payDate?: string }) => {
    const amount = drawInput.shape.amount.safeParse(values.amount);
    const asked = await confirm.ask({
      title: t('drawConfirmTitle'),
      okText: t('drawConfirmOk'),
      consequence: t(values.payDate ? 'drawConfirmLater' : 'drawConfirmNow', {
        amount: groupAmount(amount.success ? amount.data : values.amount),
        customer: grant.customerName,
        date: values.payDate ?? '',
      }),
    });
    if (asked) await submit(values);
  };
  const submit = (values: { amount: string; payDate?: string }) =>
    run(async () => {
      if (outcome !== 'confirm') await setChannelNext(outcome);
      // A later payment date books the draw pending (0): held now, sent on its day (decision 0052).
      const payDate = values.payDate ? drawInput.shape.payDate.parse(values.payDate) : undefined;
      await drawGrant(grant.id, drawInput.shape.amount.parse(values.amount), key.take(), payDate);
      key.settle();
      form.resetFields();
      setOutcome('confirm');
      await refreshGrants(client);
    }, GRANT_API.endpoints.draw.done[locale]);
  const failure = (k: string | null) => (k && k in MESSAGES ? MESSAGES[k as MessageKey][locale] : (k ?? ''));

  return (
    <Card size="small" title={t('draws')}>
      <Table
        size="small"
        rowKey="id"
        loading={page.loading}
        pagination={page.pagination}
        scroll={{ x: 640 }}
        dataSource={page.list}
        expandable={{
          rowExpandable: (d) => d.transfers.length > 0,
          expandedRowRender: (d) => (
            <Table
              size="small"
              rowKey="id"
              pagination={false}
              title={() => t('transfers')}
              dataSource={d.transfers}
              columns={[
                { title: t('transferSeq'), dataIndex: 'seq', width: 70 },
                { title: t('drawAmount'), dataIndex: 'amount', align: 'right', width: 130, render: (v: string) => groupAmount(v) },
                { title: t('drawStatus'), key: 's', width: 110, render: (_, x) => <StatusTag list="drawCash" code={x.status} /> },
                { title: t('transferRef'), dataIndex: 'reference', width: 170 },
                { title: t('reason'), key: 'f', width: 160, render: (_, x) => failure(x.failureReason) },
              ]}
            />
          ),
        }}
        columns={[
          { title: t('drawAmount'), dataIndex: 'amount', align: 'right', width: 130, render: (v: string) => groupAmount(v) },
          { title: t('drawStatus'), key: 's', width: 110, render: (_, d) => <StatusTag list="drawCash" code={d.status} /> },
          { title: t('reason'), key: 'f', width: 160, render: (_, d) => failure(d.failureReason) },
          { title: t('payDate'), dataIndex: 'payDate', width: 110 },
          { title: t('actor'), dataIndex: 'createdByName', width: 140 },
          { title: t('at'), dataIndex: 'createdAt', width: 150, render: (v: string) => shanghaiMinute(v) },
          {
            title: t('drawActions'),
            key: 'actions',
            width: 190,
            render: (_, d) =>
              isFinance ? (
                <Space size={4}>
                  {d.status === 1 ? (
                    <Button size="small" loading={settle.isPending} onClick={() => settle.mutate(d.id)}>
                      {t('settle')}
                    </Button>
                  ) : null}
                  {d.status === DRAW_STATUS.partlySucceeded ? (
                    <Button size="small" loading={retry.isPending} onClick={() => retry.mutate(d.id)}>
                      {t('retryDraw')}
                    </Button>
                  ) : null}
                  {DRAW_CANCELLABLE.includes(d.status) ? (
                    <Popconfirm
                      title={t('cancelDrawTitle', { amount: groupAmount(d.amount) })}
                      onConfirm={() => cancel.mutateAsync(d.id).catch(() => undefined)}
                      okText={t('cancelDraw')}
                      cancelText={t('cancel')}
                    >
                      <Button size="small" danger loading={cancel.isPending && cancel.variables === d.id}>
                        {t('cancelDraw')}
                      </Button>
                    </Popconfirm>
                  ) : null}
                </Space>
              ) : null,
          },
        ]}
      />
      {financeTurn && !grant.drawGate.open ? (
        <Alert type="warning" showIcon title={MESSAGES.grantMortgageNotRegistered[locale]} style={{ marginTop: 16 }} />
      ) : null}
      {canDraw ? (
        <EnterForm
          form={form}
          layout="vertical"
          name="grant-draw"
          onFinish={ask}
          style={{ maxWidth: 420, marginTop: 16 }}
          submitting={saving || confirm.holder !== null}
        >
          <Form.Item
            name="amount"
            label={withNote(t('drawAmount'), `${t('remaining')} ${groupAmount(remaining)}`)}
            rules={[zodRule(drawInput.shape.amount)]}
          >
            <Input inputMode="decimal" autoComplete="off" />
          </Form.Item>
          <Form.Item name="payDate" label={t('payDate')} extra={t('payDateHint')} rules={[zodRule(drawInput.shape.payDate)]}>
            <Input type="date" />
          </Form.Item>
          <Form.Item label={t('simulator')}>
            <Select<Outcome>
              aria-label={t('simulator')}
              value={outcome}
              onChange={setOutcome}
              options={[
                { value: 'confirm', label: t('simConfirm') },
                { value: 'fail', label: t('simFail') },
                { value: 'timeout', label: t('simTimeout') },
              ]}
            />
          </Form.Item>
          {problem ? <Alert type="error" showIcon title={problem} style={{ marginBottom: 12 }} /> : null}
          <Space>
            <Button type="primary" htmlType="submit" loading={saving} disabled={saving}>
              {t('drawSubmit')}
            </Button>
          </Space>
        </EnterForm>
      ) : null}
      {confirm.holder}
    </Card>
  );
}
