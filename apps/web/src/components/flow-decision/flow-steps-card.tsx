import type { FlowStateRow } from '@lc/shared';
import { Card, Steps } from 'antd';
import { useLocale } from '@/lib/i18n';

/** Where a request's approval stands: its nodes as steps, all done once approved, red where it was returned. */
export function FlowStepsCard({ flow, title }: { flow: FlowStateRow; title: string }) {
  const { locale } = useLocale();
  return (
    <Card size="small" title={title}>
      <Steps
        size="small"
        current={flow.status === 'approved' ? flow.nodes.length : flow.nodeIndex}
        status={flow.status === 'returned' ? 'error' : flow.status === 'approved' ? 'finish' : 'process'}
        aria-label={title}
        items={flow.nodes.map((n) => ({ key: n.key, title: n.title[locale] }))}
      />
    </Card>
  );
}
