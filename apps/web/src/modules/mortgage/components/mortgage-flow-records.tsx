import { type FlowRecordRow, shanghaiMinute } from '@lc/shared';
import { Card } from 'antd';
import { useMortgageFlowText } from '../mortgage-flow.text';

/** Who decided what, and when, oldest first. */
export function MortgageFlowRecords({ records }: { records: FlowRecordRow[] }) {
  const t = useMortgageFlowText();
  if (!records.length) return null;
  return (
    <Card size="small" title={t('records')}>
      <ul style={{ margin: 0, paddingInlineStart: 20 }}>
        {records.map((r) => (
          <li key={r.id}>{`${shanghaiMinute(r.createdAt)} ${r.actorName} ${t(`act_${r.action}`)}${r.comment ? `：${r.comment}` : ''}`}</li>
        ))}
      </ul>
    </Card>
  );
}
