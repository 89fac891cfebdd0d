import { type OrderTransferDetail as Detail, type OrderTransferLineRow, shanghaiMinute } from '@lc/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Spin, Table, type TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { FlowStepsCard } from '@/components/flow-decision/flow-steps-card';
import { flowOperationRecords } from '@/components/operation-record/flow-records';
import { OperationRecordStripe } from '@/components/operation-record/operation-record-stripe';
import { ReadonlyCard } from '@/components/readonly-card/readonly-card';
import { StatusTag } from '@/components/status-tag/status-tag';
import { useLocale } from '@/lib/i18n';
import { orderTransferDetailQuery } from '../api/order-transfer-api';
import { useOrderTransferText } from '../order-transfer.text';

/** One request: what was asked, its bills with from/to and outcome, where its approval stands and its trail. */
export function OrderTransferDetail({ id, actions }: { id: number; actions: (transfer: Detail) => ReactNode }) {
  const t = useOrderTransferText();
  const { locale } = useLocale();
  const q = useQuery(orderTransferDetailQuery(id));
  if (q.isError) return <Alert type="error" showIcon title={t('loadFailed')} />;
  if (!q.data) return <Spin style={{ display: 'block', margin: 24 }} />;
  const d = q.data;
  const nodeTitle = (key: string | null) => d.flow?.nodes.find((n) => n.key === key)?.title[locale] ?? '';
  const records = flowOperationRecords(d.records, (r) =>
    r.action === 'submit' ? t('rec_submit') : t(r.action === 'reject' ? 'rec_reject' : 'rec_approve', { node: nodeTitle(r.fromNode) }),
  );
  const columns: TableColumnsType<OrderTransferLineRow> = [
    { title: t('billNo'), dataIndex: 'billNo', width: 170 },
    { title: t('customer'), dataIndex: 'customerName', width: 100 },
    { title: t('from'), dataIndex: 'fromName', width: 150 },
    { title: t('to'), dataIndex: 'toName', width: 150 },
    { title: t('lineStatus'), dataIndex: 'status', width: 140, render: (v: number) => <StatusTag list="orderTransferLine" code={v} /> },
    { title: t('movedAt'), dataIndex: 'movedAt', width: 160, render: (v: string | null) => (v ? shanghaiMinute(v) : '—') },
  ];

  return (
    <>
      <ReadonlyCard
        title={`ZD${String(d.id).padStart(6, '0')}`}
        extra={actions(d)}
        items={[
          { label: t('mode'), value: t(`mode_${d.mode}`) },
          { label: t('from'), value: d.fromName ?? '—' },
          { label: t('to'), value: d.toName ?? '—' },
          { label: t('reason'), value: d.reason },
          { label: t('status'), value: <StatusTag list="orderTransfer" code={d.status} /> },
          { label: t('applicant'), value: d.applicantName },
          { label: t('createdAt'), value: shanghaiMinute(d.createdAt) },
          { label: t('decidedAt'), value: d.decidedAt ? shanghaiMinute(d.decidedAt) : '—' },
        ]}
      />
      <Card size="small" title={t('lines')}>
        <Table<OrderTransferLineRow>
          rowKey="billId"
          size="small"
          columns={columns}
          dataSource={d.lines}
          pagination={false}
          scroll={{ x: 'max-content' }}
        />
      </Card>
      {d.flow ? <FlowStepsCard flow={d.flow} title={t('flow')} /> : null}
      <Card size="small" title={t('records')}>
        <OperationRecordStripe records={records} title={t('records')} />
      </Card>
    </>
  );
}
