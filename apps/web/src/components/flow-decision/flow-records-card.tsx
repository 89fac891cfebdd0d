import { type FlowRecordRow, shanghaiMinute } from '@lc/shared';
import { Card } from 'antd';
import { usePunctuation } from '@/lib/punctuation';

/** Who decided what on a flow, and when, oldest first; `actionLabel` names each action in the module's words. */
export function FlowRecordsCard({
  title,
  records,
  actionLabel,
}: {
  title: string;
  records: FlowRecordRow[];
  actionLabel: (action: FlowRecordRow['action']) => string;
}) {
  const marks = usePunctuation();
  if (!records.length) return null;
  return (
    <Card size="small" title={title}>
      <ul style={{ margin: 0, paddingInlineStart: 20 }}>
        {records.map((r) => (
          <li
            key={r.id}
          >{`${shanghaiMinute(r.createdAt)} ${r.actorName} ${actionLabel(r.action)}${r.comment ? `${marks.colon}${r.comment}` : ''}`}</li>
        ))}
      </ul>
    </Card>
  );
}
