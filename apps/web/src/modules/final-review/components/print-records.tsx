import { type FlowRecordRow, type FlowStateRow, statusLabel } from '@lc/shared';
import { Card, Table, type TableColumnsType } from 'antd';
import { useLocale } from '@/lib/i18n';
import { nodeTitle, shanghaiTime } from '../final-format';
import { useFinalReviewText } from '../final-review.text';

/** Every step of the bill's approval, oldest first: when, at which node, what, who and why. */
export function PrintRecords({ records, flow }: { records: FlowRecordRow[]; flow: FlowStateRow | null }) {
  const t = useFinalReviewText();
  const { locale } = useLocale();
  const columns: TableColumnsType<FlowRecordRow> = [
    { title: t('time'), key: 'createdAt', width: 140, render: (_, r) => shanghaiTime(r.createdAt) },
    { title: t('node'), key: 'node', width: 120, render: (_, r) => nodeTitle(r.fromNode ?? r.toNode, locale, flow) },
    { title: t('result'), key: 'action', width: 90, render: (_, r) => statusLabel('flowResult', r.action, locale) },
    { title: t('actor'), dataIndex: 'actorName', width: 150 },
    { title: t('comment'), key: 'comment', render: (_, r) => r.comment || '—' },
  ];
  return (
    <section data-testid="print-records">
      <Card size="small" title={<h2 className="lc-final-print__h2">{t('sectionRecords')}</h2>}>
        <Table<FlowRecordRow>
          size="small"
          rowKey={(r) => r.id}
          columns={columns}
          dataSource={records}
          pagination={false}
          locale={{ emptyText: t('noRecords') }}
          scroll={{ x: 640 }}
        />
      </Card>
    </section>
  );
}
