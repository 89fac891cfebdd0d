import { type CardChangeDetail as Detail, MESSAGES, type MessageKey, shanghaiMinute } from '@lc/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Spin } from 'antd';
import { FlowStepsCard } from '@/components/flow-decision/flow-steps-card';
import { flowOperationRecords } from '@/components/operation-record/flow-records';
import { OperationRecordStripe } from '@/components/operation-record/operation-record-stripe';
import { ReadonlyCard } from '@/components/readonly-card/readonly-card';
import { StatusTag } from '@/components/status-tag/status-tag';
import { useLocale } from '@/lib/i18n';
import { cardChangeQuery } from '../api/card-change-api';
import { useCardChangeText } from '../card-change.text';
import { CardChangeActions } from './card-change-actions';

/** One request: the cards (masked), where its approval stands, what was done, and the caller's actions. */
export function CardChangeDetail({ id }: { id: number }) {
  const t = useCardChangeText();
  const { locale } = useLocale();
  const q = useQuery(cardChangeQuery(id));
  if (q.isError) return <Alert type="error" showIcon title={t('loadFailed')} />;
  if (!q.data) return <Spin style={{ display: 'block', margin: 24 }} />;
  const d: Detail = q.data;
  const nodeTitle = (key: string | null) => d.flow?.nodes.find((n) => n.key === key)?.title[locale] ?? '';
  const records = flowOperationRecords(d.records, (r) =>
    r.action === 'submit' ? t('rec_submit') : t(r.action === 'reject' ? 'rec_reject' : 'rec_approve', { node: nodeTitle(r.fromNode) }),
  );
  const failure = d.failureReason && d.failureReason in MESSAGES ? MESSAGES[d.failureReason as MessageKey][locale] : d.failureReason;

  return (
    <>
      <ReadonlyCard
        title={`BC${String(d.id).padStart(6, '0')}`}
        extra={<CardChangeActions change={d} />}
        items={[
          { label: t('borrower'), value: d.borrowerName },
          { label: t('oldCard'), value: `${d.oldBankName} ${d.oldCardNoMasked}` },
          { label: t('newCard'), value: `${d.newBankName} ${d.newCardNoMasked}` },
          { label: t('accountName'), value: d.accountName },
          { label: t('reason'), value: d.reason },
          { label: t('status'), value: <StatusTag list="cardChange" code={d.status} /> },
          { label: t('applicant'), value: d.applicantName },
          { label: t('createdAt'), value: shanghaiMinute(d.createdAt) },
          ...(failure ? [{ label: t('failure'), value: failure }] : []),
        ]}
      />
      {d.flow ? <FlowStepsCard flow={d.flow} title={t('flow')} /> : null}
      <Card size="small" title={t('records')}>
        <OperationRecordStripe records={records} title={t('records')} />
      </Card>
    </>
  );
}
