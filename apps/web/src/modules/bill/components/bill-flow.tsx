import { APPOINTMENT_KINDS, type BillDetail, type BillVisitRow, type FlowRecordRow, isFlowNote, statusLabel } from '@lc/shared';
import { useQuery } from '@tanstack/react-query';
import { Card, Steps } from 'antd';
import { useNarrowScreen } from '@/lib/use-media-query';
import { FLOW_RECORD_CODE } from '@/components/operation-record/flow-records';
import { type OperationRecord, OperationRecordStripe } from '@/components/operation-record/operation-record-stripe';
import { type Locale, useLocale } from '@/lib/i18n';
import { billRecordsQuery, billVisitsQuery } from '../api/bill-api';
import { nodeTitle, shanghaiTime } from '../bill-format';
import { useBillText } from '../bill.text';
import { punctuation } from '@/lib/punctuation';

type Flow = NonNullable<BillDetail['flow']>;

/** The approval nodes as steps: done, current (or returned / withdrawn there), waiting. */
export function BillFlowSteps({ flow }: { flow: Flow }) {
  const t = useBillText();
  const { locale } = useLocale();
  const phone = useNarrowScreen();
  const done = flow.status === 'approved';
  const status = done ? 'finish' : flow.status === 'pending' ? 'process' : flow.status === 'returned' ? 'error' : 'wait';
  return (
    <Card size="small" title={<h2 className="lc-bill-section-title">{t('flowTitle')}</h2>}>
      <Steps
        size="small"
        orientation={phone ? 'vertical' : 'horizontal'}
        current={done ? flow.nodes.length : flow.nodeIndex}
        status={status}
        aria-label={t('flowTitle')}
        items={flow.nodes.map((n) => ({ key: n.key, title: n.title[locale] }))}
      />
    </Card>
  );
}

function toRecord(r: FlowRecordRow, t: ReturnType<typeof useBillText>, locale: Locale, flow: Flow | null): OperationRecord {
  const title = (key: string | null) => nodeTitle(key, locale, flow);
  const from = title(r.fromNode);
  const abstract = isFlowNote(r.action)
    ? statusLabel('flowResult', r.action, locale)
    : r.action === 'submit' || r.action === 'resubmit'
      ? t(`rec_${r.action}`, { to: title(r.toNode) })
      : r.action === 'approve'
        ? r.toNode
          ? t('rec_approve', { from, to: title(r.toNode) })
          : t('rec_approveLast', { from })
        : r.action === 'reject'
          ? r.toNode
            ? t('rec_reject', { from, to: title(r.toNode) })
            : t('rec_rejectApplicant', { from })
          : t('rec_withdraw');
  return {
    id: r.id,
    code: FLOW_RECORD_CODE[r.action],
    recordAbstract: abstract,
    recordDetails: r.comment,
    operator: r.actorName,
    at: shanghaiTime(r.createdAt),
  };
}

/** Visit codes by appointment status: submitted (neutral), approved (success), rejected (error). */
const VISIT_CODE: Record<number, number> = { 2: 6, 3: 2, 4: 3 };
const VISIT_TEXT = { 2: 'rec_visit2', 3: 'rec_visit3', 4: 'rec_visit4' } as const;

/** A field visit on the stripe (issue 18 item 4): what was checked where, and who decided. */
function visitRecord(v: BillVisitRow, t: ReturnType<typeof useBillText>, locale: Locale): OperationRecord & { sortAt: string } {
  const kind = APPOINTMENT_KINDS[v.kind as keyof typeof APPOINTMENT_KINDS]?.[locale] ?? String(v.kind);
  const decided = v.status !== 2;
  return {
    id: `visit-${v.id}`,
    code: VISIT_CODE[v.status] ?? 6,
    recordAbstract: t(VISIT_TEXT[(decided ? v.status : 2) as keyof typeof VISIT_TEXT] ?? 'rec_visit2', { kind, address: v.address }),
    recordDetails: [t('rec_visitBy', { name: v.fieldPersonName ?? '—' }), v.reviewComment].filter(Boolean).join(punctuation().semicolon),
    operator: decided ? v.reviewerName : v.fieldPersonName,
    at: shanghaiTime(v.at),
    sortAt: v.at,
  };
}

/** The operation-record stripe, newest first: the flow's records and the bill's field visits. */
export function BillRecords({ bill }: { bill: BillDetail }) {
  const t = useBillText();
  const { locale } = useLocale();
  const records = useQuery(billRecordsQuery(bill.id));
  const visits = useQuery(billVisitsQuery(bill.id));
  const rows = [
    ...(records.data ?? []).map((r) => ({ ...toRecord(r, t, locale, bill.flow), sortAt: r.createdAt })),
    ...(visits.data ?? []).map((v) => visitRecord(v, t, locale)),
  ]
    .sort((a, b) => a.sortAt.localeCompare(b.sortAt))
    .map(({ sortAt: _, ...r }) => r)
    .reverse();
  return (
    <Card
      size="small"
      title={<h2 className="lc-bill-section-title">{t('recordsTitle')}</h2>}
      loading={records.isLoading}
      data-testid="bill-records"
    >
      <OperationRecordStripe records={rows} title={t('recordsTitle')} />
    </Card>
  );
}
