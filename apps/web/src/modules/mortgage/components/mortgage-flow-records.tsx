import type { FlowRecordRow } from '@lc/shared';
import { FlowRecordsCard } from '@/components/flow-decision/flow-records-card';
import { useMortgageFlowText } from '../mortgage-flow.text';

/** Who decided what on a mortgage request or release, and when, oldest first. */
export function MortgageFlowRecords({ records }: { records: FlowRecordRow[] }) {
  const t = useMortgageFlowText();
  return <FlowRecordsCard title={t('records')} records={records} actionLabel={(action) => t(`act_${action}`)} />;
}
