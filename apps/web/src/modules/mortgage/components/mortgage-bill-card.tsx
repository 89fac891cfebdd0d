import { groupAmount } from '@lc/shared';
import type { ReactNode } from 'react';
import { ReadonlyCard } from '@/components/readonly-card/readonly-card';
import { useMortgageFlowText } from '../mortgage-flow.text';

type Props = { bill: { billNo: string; customerName: string; borrowAmount: string }; extra?: { label: string; value: ReactNode }[] };

/** The bill an add page works on: number, customer, amount, and what the page adds. */
export function MortgageBillCard({ bill, extra = [] }: Props) {
  const t = useMortgageFlowText();
  return (
    <ReadonlyCard
      title={bill.billNo}
      items={[
        { label: t('customer'), value: bill.customerName },
        { label: t('borrowAmount'), value: groupAmount(bill.borrowAmount) },
        ...extra,
      ]}
    />
  );
}
