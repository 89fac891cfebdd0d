import { type BatchLoan, type BatchMove, groupAmount, shanghaiMinute } from '@lc/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Space, Spin, Table } from 'antd';
import { ReadonlyCard } from '@/components/readonly-card/readonly-card';
import { StatusTag } from '@/components/status-tag/status-tag';
import { useLocale } from '@/lib/i18n';
import { batchDetailQuery } from '../api/batch-api';
import { useBatchText } from '../batch.text';
import { BatchActions } from './batch-actions';
import { actionLabel, fundPartyName, outcomeLabel } from './batch-labels';

const status = (code: number | null) => (code === null ? '—' : <StatusTag list="batchBill" code={code} />);

/** A batch: its figures, the moves allowed now, its loans with their total, and its history. */
export function BatchDetailView({ id }: { id: number }) {
  const t = useBatchText();
  const { locale } = useLocale();
  const detail = useQuery(batchDetailQuery(id));
  if (detail.isError) return <Alert type="error" showIcon title={t('loadFailed')} />;
  if (!detail.data) return <Spin style={{ display: 'block', margin: 24 }} />;
  const d = detail.data;

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <ReadonlyCard
        title={d.batchNo}
        items={[
          { label: t('fundingParty'), value: fundPartyName(d.fundingParty, locale) },
          { label: t('status'), value: status(d.status) },
          { label: t('loanCount'), value: d.loanCount },
          { label: t('principalTotal'), value: groupAmount(d.principalTotal) },
          { label: t('withdrawn'), value: groupAmount(d.withdrawnAmount) },
          { label: t('repaid'), value: groupAmount(d.repaidAmount) },
          { label: t('createdBy'), value: d.createdByName },
          { label: t('createdAt'), value: shanghaiMinute(d.createdAt) },
        ]}
      />
      <BatchActions batch={d} />
      <Card size="small" title={t('loans')}>
        <Table<BatchLoan>
          size="small"
          rowKey="loanId"
          dataSource={d.loans}
          pagination={false}
          scroll={{ x: 420 }}
          columns={[
            { title: t('billNo'), dataIndex: 'billNo', width: 170 },
            { title: t('customer'), dataIndex: 'customerName', width: 100 },
            { title: t('principal'), dataIndex: 'principal', width: 140, align: 'right', render: (v: string) => groupAmount(v) },
          ]}
          summary={() => (
            <Table.Summary.Row>
              <Table.Summary.Cell index={0} colSpan={2}>
                {t('principalTotal')}
              </Table.Summary.Cell>
              <Table.Summary.Cell index={1} align="right">
                {groupAmount(d.principalTotal)}
              </Table.Summary.Cell>
            </Table.Summary.Row>
          )}
        />
      </Card>
      <Card size="small" title={t('moves')}>
        {/* Wider than the drawer: the history scrolls sideways in a region the keyboard can reach (axe: scrollable-region-focusable). */}
        <div role="region" aria-label={t('moves')} tabIndex={0} style={{ overflowX: 'auto' }}>
          <Table<BatchMove>
            size="small"
            rowKey="id"
            dataSource={d.moves}
            pagination={false}
            style={{ minWidth: 760 }}
            columns={[
              { title: t('action'), key: 'a', width: 120, render: (_, m) => actionLabel(t, m.action) },
              { title: t('fromStatus'), key: 'f', width: 110, render: (_, m) => status(m.fromStatus) },
              { title: t('toStatus'), key: 'to', width: 110, render: (_, m) => status(m.toStatus) },
              { title: t('outcome'), key: 'o', width: 110, render: (_, m) => outcomeLabel(t, m.outcome) },
              { title: t('amount'), dataIndex: 'amount', width: 130, align: 'right', render: (v: string | null) => groupAmount(v) },
              { title: t('actor'), dataIndex: 'actorName', width: 130 },
              { title: t('at'), dataIndex: 'at', width: 150, render: (v: string) => shanghaiMinute(v) },
            ]}
          />
        </div>
      </Card>
    </Space>
  );
}
