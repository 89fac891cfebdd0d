import { groupAmount } from '@lc/shared';
import { useQuery } from '@tanstack/react-query';
import { SAMPLE_AMOUNT, ToolbarText } from '@/components/list-page/toolbar-text';
import { type LoanVariant, loanTotalsQuery } from '../api/borrow-api';
import { useBorrowText } from '../borrow.text';

/** The totals of the whole filtered set, above the table (the page shows one page of it). */
export function LoanTotals({ variant, filters }: { variant: LoanVariant; filters: Record<string, string> }) {
  const t = useBorrowText();
  const { data } = useQuery(loanTotalsQuery(variant, filters));
  const line = (count: number, amounts: [string, string, string]) =>
    t('totalsLine', { count, approved: amounts[0], drawn: amounts[1], undrawn: amounts[2] });
  return (
    <ToolbarText
      testId="loan-totals"
      sample={line(1000, [SAMPLE_AMOUNT, SAMPLE_AMOUNT, SAMPLE_AMOUNT])}
      text={
        data
          ? line(data.count, [groupAmount(data.approvedAmount), groupAmount(data.drawnAmount), groupAmount(data.undrawnAmount)])
          : undefined
      }
    />
  );
}
