import Decimal from 'decimal.js';

/*
 * How a repayment is split over what a loan owes (issue 16 item 3, decision 0030): the oldest
 * instalment first, and inside each instalment the components in the waterfall's order, by default
 * penalty → fees → interest → principal. What is left after everything owed is the borrower's
 * credit (overpayment held, account 2202), never dropped.
 *
 * Fees are owed by the loan, not by one instalment (decision 0050): fees receivable on 1123, posted
 * at the first draw, by a passed payment record or an approved extension. `withFees` puts them on
 * the oldest instalment that still owes anything, so inside it the waterfall's order decides
 * between them and the penalty, interest and principal.
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

const owes = (d: InstalmentDue) => REPAYMENT_COMPONENTS.some((c) => new Decimal(d[c]).gt(0));

/** The loan's fees owed, added to the oldest instalment that owes anything (else the last): where the waterfall meets them. */
export function withFees<T extends InstalmentDue>(dues: T[], fees: string): T[] {
  if (!new Decimal(fees).gt(0) || dues.length === 0) return dues;
  const sorted = [...dues].sort((a, b) => a.period - b.period);
  const target = sorted.find(owes) ?? sorted[sorted.length - 1]!;
  return sorted.map((d) => (d === target ? { ...d, fee: new Decimal(d.fee).plus(fees).toFixed(2) } : d));
}
