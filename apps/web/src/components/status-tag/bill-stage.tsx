import { NONE_SHOWN, billStatusShown } from '@lc/shared';
import type { TableColumnType } from 'antd';
import { StatusTag } from './status-tag';
import { useBillStageText } from './bill-stage.text';

type Staged = { billStage: number | null };

/** Where a bill is now once final review passed it (decision 0074); a dash before. */
export function BillStageTag({ stage }: { stage: number | null }) {
  if (stage === null) return NONE_SHOWN;
  return <StatusTag list="billStage" code={stage} data-testid="bill-stage" />;
}

/** A bill's own status column: its stage once it has one (starting at 终审通过), else its approval status. */
export function BillStatusTag({ row }: { row: Staged & { status: number } }) {
  const shown = billStatusShown(row);
  return <StatusTag list={shown.list} code={shown.code} data-testid="bill-status" />;
}

/** The 当前阶段 column the lists of other modules put beside their own status, and the same as a phone card's field. */
export function useBillStageColumn<Row extends Staged>() {
  const t = useBillStageText();
  const column: TableColumnType<Row> = {
    title: t('billStage'),
    key: 'billStage',
    width: 120,
    render: (_, r) => <BillStageTag stage={r.billStage} />,
  };
  const field = (r: Row) => ({ label: t('billStage'), value: <BillStageTag stage={r.billStage} /> });
  return { column, field };
}
