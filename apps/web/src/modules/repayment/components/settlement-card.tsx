import { REPAYMENT_API, REPAYMENT_PERMISSION, type PrepaymentQuoteReply, groupAmount, repayApplyInput } from '@lc/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Input, Space } from 'antd';
import { useState } from 'react';
import { ReadonlyCard } from '@/components/readonly-card/readonly-card';
import { StatusTag } from '@/components/status-tag/status-tag';
import { useServerSave } from '@/components/config-form/use-server-save';
import { usePermissions } from '@/lib/auth';
import { useLocale } from '@/lib/i18n';
import { useIdempotencyKey } from '@/lib/idempotency';
import { zodRule } from '@/lib/zod-rule';
import { applyRepayment, prepaymentQuoteQuery, refreshRepayments, settleStatusQuery } from '../api/repayment-api';
import { useSettlementText } from '../settlement.text';
import { ratePercent } from './rate-percent';
import { EnterForm } from '@/components/config-form/enter-form';

/** The quote's figures, as of the business date. */
function QuoteFigures({ q }: { q: PrepaymentQuoteReply }) {
  const t = useSettlementText();
  return (
    <ReadonlyCard
      title={t('quoteAsOf', { date: q.businessDate })}
      items={[
        { label: t('principal'), value: groupAmount(q.principal) },
        { label: t('interest'), value: groupAmount(q.interest) },
        { label: t('accrued', { from: q.interestFrom ?? '—', days: q.interestDays }), value: groupAmount(q.accruedInterest) },
        { label: t('penalty'), value: groupAmount(q.penalty) },
        { label: t('planFees'), value: groupAmount(q.planFees) },
        { label: t('fees'), value: groupAmount(q.fees) },
        { label: t('fee', { rate: ratePercent(q.prepaymentFeeRate) }), value: groupAmount(q.prepaymentFee) },
        { label: t('total'), value: groupAmount(q.total) },
        { label: t('credit'), value: groupAmount(q.credit) },
        { label: t('toPay'), value: groupAmount(q.toPay) },
      ]}
    />
  );
}

/**
 * Early settlement of an open loan (decision 0048): the quote on the business date, then the money
 * received recorded as a settlement for finance to post. The key is kept across retries.
 */
export function SettlementCard({ loanId }: { loanId: number }) {
  const t = useSettlementText();
  const { locale } = useLocale();
  const client = useQueryClient();
  const held = usePermissions();
  const key = useIdempotencyKey();
  const [asked, setAsked] = useState(false);
  const quote = useQuery({ ...prepaymentQuoteQuery(loanId), enabled: asked });
  const [form] = Form.useForm<{ amount: string }>();
  const { run, saving, problem } = useServerSave(form);
  if (!held.has(REPAYMENT_PERMISSION.list)) return null;
  const submit = (values: { amount: string }) =>
    run(async () => {
      await applyRepayment(loanId, repayApplyInput.shape.amount.parse(values.amount), key.take(), true);
      key.settle();
      form.resetFields();
      await refreshRepayments(client);
    }, REPAYMENT_API.endpoints.repayApply.done[locale]);
  return (
    <Card size="small" title={t('title')}>
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        <Button onClick={() => (asked ? void quote.refetch() : setAsked(true))} loading={quote.isFetching}>
          {t('quote')}
        </Button>
        {quote.data ? (
          <>
            <QuoteFigures q={quote.data} />
            <EnterForm
              form={form}
              layout="inline"
              name="settle-apply"
              onFinish={submit}
              initialValues={{ amount: quote.data.toPay }}
              submitting={saving}
            >
              <Form.Item name="amount" label={t('amount')} rules={[zodRule(repayApplyInput.shape.amount)]}>
                <Input inputMode="decimal" autoComplete="off" />
              </Form.Item>
              <Button type="primary" htmlType="submit" loading={saving} disabled={saving}>
                {t('submit')}
              </Button>
            </EnterForm>
          </>
        ) : null}
        {problem ? <Alert type="error" showIcon title={problem} /> : null}
      </Space>
    </Card>
  );
}

/** A settled loan: when and how, the refundable credit, and what settlement started (settleStatus). */
export function SettledCard({ loanId }: { loanId: number }) {
  const t = useSettlementText();
  const status = useQuery(settleStatusQuery(loanId));
  if (!status.data) return null;
  const s = status.data;
  return (
    <ReadonlyCard
      title={t('settledTitle')}
      items={[
        { label: t('settledOn'), value: s.settledOn ?? '—' },
        { label: t('early'), value: s.early ? t('earlyYes') : t('earlyNo') },
        { label: t('refundable'), value: groupAmount(s.refundableCredit) },
        {
          label: t('release'),
          value: s.mortgageRelease ? <StatusTag list="mortgageRelease" code={s.mortgageRelease.status} /> : t('releaseNone'),
        },
        { label: t('archive'), value: t('archiveCount', { n: s.archiveToReturn }) },
      ]}
    />
  );
}
