import { type FlowRecordRow, type GrantDetail as Detail, groupAmount, isFlowNote, shanghaiMinute, statusLabel } from '@lc/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Spin, Table } from 'antd';
import { FlowStepsCard } from '@/components/flow-decision/flow-steps-card';
import { flowOperationRecords } from '@/components/operation-record/flow-records';
import { OperationRecordStripe } from '@/components/operation-record/operation-record-stripe';
import { ReadonlyCard } from '@/components/readonly-card/readonly-card';
import { StatusTag } from '@/components/status-tag/status-tag';
import { useLocale } from '@/lib/i18n';
import { grantDetailQuery } from '../api/grant-api';
import { useGrantText } from '../grant.text';
import { DrawPanel } from './draw-panel';
import { GrantActions } from './grant-actions';
import { PostingsPanel } from './postings-panel';
import { fundPartyName, grantNo } from './grant-list';

/** grantApproveAdd: the request, where its approval stands, the trail, its rejections and its draws, and the caller's actions. */
export function GrantDetail({ id }: { id: number }) {
  const t = useGrantText();
  const { locale } = useLocale();
  const q = useQuery(grantDetailQuery(id));
  if (q.isError) return <Alert type="error" showIcon title={t('loadFailed')} />;
  if (!q.data) return <Spin style={{ display: 'block', margin: 24 }} />;
  const d: Detail = q.data;
  const nodeTitle = (key: string | null) => d.flow?.nodes.find((n) => n.key === key)?.title[locale] ?? key ?? '';
  const abstract = (r: FlowRecordRow) =>
    isFlowNote(r.action)
      ? statusLabel('flowResult', r.action, locale)
      : r.action === 'submit' || r.action === 'resubmit' || r.action === 'withdraw'
        ? t(`rec_${r.action}`)
        : t(r.action === 'reject' ? 'rec_reject' : 'rec_approve', { node: nodeTitle(r.fromNode) });
  const records = flowOperationRecords(d.records, abstract);

  return (
    <>
      <ReadonlyCard
        title={grantNo(d.id)}
        extra={<GrantActions grant={d} />}
        items={[
          { label: t('billNo'), value: d.billNo },
          { label: t('customer'), value: d.customerName },
          { label: t('billAmount'), value: groupAmount(d.billAmount) },
          { label: t('amount'), value: groupAmount(d.amount) },
          { label: t('succeeded'), value: groupAmount(d.succeededAmount) },
          { label: t('drawn'), value: groupAmount(d.drawnAmount) },
          { label: t('fundingParty'), value: fundPartyName(d.fundingParty, locale) },
          { label: t('card'), value: d.cardLabel },
          { label: t('status'), value: <StatusTag list="grant" code={d.status} /> },
          { label: t('applicant'), value: d.applicantName },
          { label: t('createdAt'), value: shanghaiMinute(d.createdAt) },
        ]}
      />
      {d.flow ? <FlowStepsCard flow={d.flow} title={t('flow')} /> : null}
      <DrawPanel grant={d} />
      <PostingsPanel grant={d} />
      {d.rejections.length ? (
        <Card size="small" title={t('rejectionsTitle')}>
          <Table
            size="small"
            rowKey="id"
            pagination={false}
            dataSource={d.rejections}
            columns={[
              { title: t('rejectionNode'), key: 'n', render: (_, r) => nodeTitle(r.nodeKey) },
              { title: t('status'), key: 's', render: (_, r) => <StatusTag list="grant" code={r.status} /> },
              { title: t('reason'), dataIndex: 'reason' },
              { title: t('actor'), dataIndex: 'actorName' },
              { title: t('at'), dataIndex: 'createdAt', render: (v: string) => shanghaiMinute(v) },
            ]}
          />
        </Card>
      ) : null}
      <Card size="small" title={t('records')}>
        <OperationRecordStripe records={records} title={t('records')} />
      </Card>
    </>
  );
}
