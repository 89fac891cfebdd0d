import { type FlowRecordRow, type FlowTransitionAction, isFlowNote, shanghaiMinute, statusLabel } from '@lc/shared';
import { Card } from 'antd';
import { useLocale } from '@/lib/i18n';
import { usePunctuation } from '@/lib/punctuation';

/**
 * Who decided what on a flow, and when, oldest first; `actionLabel` names each decision in the module's
 * words, a note (a document deleted, a registration: decision 0071) is named by the status dictionary.
 */
export function FlowRecordsCard({
  title,
  records,
  actionLabel,
}: {
  title: string;
  records: FlowRecordRow[];
  actionLabel: (action: FlowTransitionAction) => string;
}) {
  const marks = usePunctuation();
  const { locale } = useLocale();
  const label = (action: FlowRecordRow['action']) => (isFlowNote(action) ? statusLabel('flowResult', action, locale) : actionLabel(action));
  if (!records.length) return null;
  return (
    <Card size="small" title={title}>
      <ul style={{ margin: 0, paddingInlineStart: 20 }}>
        {records.map((r) => (
          <li
            key={r.id}
          >{`${shanghaiMinute(r.createdAt)} ${r.actorName} ${label(r.action)}${r.comment ? `${marks.colon}${r.comment}` : ''}`}</li>
        ))}
      </ul>
    </Card>
  );
}
