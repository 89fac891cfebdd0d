import { groupAmount } from '@lc/shared';
import { useQuery } from '@tanstack/react-query';
import { Typography } from 'antd';
import { type LoanVariant, loanTotalsQuery } from '../api/borrow-api';
import { useBorrowText } from '../borrow.text';

/** The totals of the whole filtered set, above the table (the page shows one page of it). */
export function LoanTotals({ variant, filters }: { variant: LoanVariant; filters: Record<string, string> }) {
  const t = useBorrowText();
  const { data } = useQuery(loanTotalsQuery(variant, filters));
  if (!data) return null;
  return (
    <Typography.Text role="status" data-testid="loan-totals">
      {t('totalsLine', {
        count: data.count,
        approved: groupAmount(data.approvedAmount),
        drawn: groupAmount(data.drawnAmount),
        undrawn: groupAmount(data.undrawnAmount),
      })}
    </Typography.Text>
  );
}
