import Decimal from 'decimal.js';

/*
 * How a repayment is split over what a loan owes (issue 16 item 3, decision 0030): the oldest
 * instalment first, and inside each instalment the components in the waterfall's order, by default
 * penalty → fees → interest → principal. What is left after everything owed is the borrower's
 * credit (overpayment held, account 2202), never dropped.
 */

export const REPAYMENT_COMPONENTS = ['penalty', 'fee', 'interest', 'principal'] as const;
export type RepaymentComponent = (typeof REPAYMENT_COMPONENTS)[number];
export const DEFAULT_WATERFALL: readonly RepaymentComponent[] = REPAYMENT_COMPONENTS;

/** What one instalment still owes, per component, as 2-decimal strings. */
export type InstalmentDue = { period: number } & Record<RepaymentComponent, string>;
export type AllocationLine = { period: number; component: RepaymentComponent; amount: string };
export type Allocation = { lines: AllocationLine[]; credit: string };

/** Throws unless `order` names every component exactly once: a waterfall that skips one would leave debt unpaid. */
function checkWaterfall(order: readonly RepaymentComponent[]) {
  const complete = order.length === REPAYMENT_COMPONENTS.length && REPAYMENT_COMPONENTS.every((c) => order.includes(c));
  if (!complete) throw new Error(`a waterfall orders all of ${REPAYMENT_COMPONENTS.join(', ')}`);
}

/** Splits `amount` over `dues` (any order; oldest period is paid first). */
export function allocateRepayment(
  amount: string,
  dues: InstalmentDue[],
  order: readonly RepaymentComponent[] = DEFAULT_WATERFALL,
): Allocation {
  checkWaterfall(order);
  let left = new Decimal(amount);
  if (left.isNegative() || left.decimalPlaces() > 2) throw new Error('a repayment is a non-negative amount in fen');
  const lines: AllocationLine[] = [];
  for (const due of [...dues].sort((a, b) => a.period - b.period)) {
    for (const component of order) {
      const paid = Decimal.min(left, due[component]);
      if (paid.lte(0)) continue;
      lines.push({ period: due.period, component, amount: paid.toFixed(2) });
      left = left.minus(paid);
    }
  }
  return { lines, credit: left.toFixed(2) };
}
