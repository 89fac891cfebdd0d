import { type CardChangeDetail as Detail, type FlowRecordRow, MESSAGES, type MessageKey, shanghaiMinute } from '@lc/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Spin, Steps } from 'antd';
import { type OperationRecord, OperationRecordStripe } from '@/components/operation-record/operation-record-stripe';
import { ReadonlyCard } from '@/components/readonly-card/readonly-card';
import { StatusTag } from '@/components/status-tag/status-tag';
import { useLocale } from '@/lib/i18n';
import { cardChangeQuery } from '../api/card-change-api';
import { useCardChangeText } from '../card-change.text';
import { CardChangeActions } from './card-change-actions';

const CODE: Record<FlowRecordRow['action'], number> = { submit: 6, resubmit: 6, approve: 2, reject: 3, withdraw: 4 };

/** One request: the cards (masked), where its approval stands, what was done, and the caller's actions. */
export function CardChangeDetail({ id }: { id: number }) {
  const t = useCardChangeText();
  const { locale } = useLocale();
  const q = useQuery(cardChangeQuery(id));
  if (q.isError) return <Alert type="error" showIcon title={t('loadFailed')} />;
  if (!q.data) return <Spin style={{ display: 'block', margin: 24 }} />;
  const d: Detail = q.data;
  const nodeTitle = (key: string | null) => d.flow?.nodes.find((n) => n.key === key)?.title[locale] ?? '';
  const records: OperationRecord[] = d.records
    .map((r) => ({
      id: r.id,
      code: CODE[r.action],
      recordAbstract:
        r.action === 'submit' ? t('rec_submit') : t(r.action === 'reject' ? 'rec_reject' : 'rec_approve', { node: nodeTitle(r.fromNode) }),
      recordDetails: r.comment,
      operator: r.actorName,
      at: shanghaiMinute(r.createdAt),
    }))
    .reverse();
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
      {d.flow ? (
        <Card size="small" title={t('flow')}>
          <Steps
            size="small"
            current={d.flow.status === 'approved' ? d.flow.nodes.length : d.flow.nodeIndex}
            status={d.flow.status === 'returned' ? 'error' : d.flow.status === 'approved' ? 'finish' : 'process'}
            aria-label={t('flow')}
            items={d.flow.nodes.map((n) => ({ key: n.key, title: n.title[locale] }))}
          />
        </Card>
      ) : null}
      <Card size="small" title={t('records')}>
        <OperationRecordStripe records={records} title={t('records')} />
      </Card>
    </>
  );
}
