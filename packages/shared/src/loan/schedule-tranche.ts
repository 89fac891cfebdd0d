import { Exact, type RepaymentMethod, type ScheduleRow, dayInterest, daysBetween, equalInstalmentAmount, fen } from './schedule-figures';

/*
 * A later draw of a loan drawn in parts (decision 0060): a tranche of `amount` from its value date.
 * The instalments due before the value date stay as they are (paid or not, nothing is re-figured
 * behind the borrower), and so do all due dates. The instalment whose period holds the value date
 * (its beginRateTime ≤ value date < its endRateTime) is where the tranche starts:
 * - its interest keeps what it had (the old principal over the whole period) and adds the tranche's
 *   own interest from the value date to the period's end, rounded half up on its own:
 *   by days, amount × rate ÷ 365 × days; equalInstalment by months, amount × rate ÷ 12 × days after
 *   ÷ days of the period. This is old principal × days before + new principal × days after.
 *   A value date on the period's first day (the first draw's own day included) counts the whole
 *   period on the new principal, so two draws on one day make the schedule one draw of the sum makes;
 * - from it to the last instalment, principal is re-figured on the new outstanding principal (what
 *   was still to fall due plus the tranche) over the instalments left, by the loan's method
 *   (equalInstalment: the annuity on it, each principal A − the annuity's own interest, so the
 *   instalments after the split period stay equal); later periods' interest follows that principal.
 * A value date on or after the last due day (the term is over) adds the principal to the last
 * instalment without interest.
 */

export type Tranche = { amount: string; valueDate: string };
export type TrancheTerms = { method: RepaymentMethod; annualRate: string };

type Row = Pick<ScheduleRow, 'period' | 'reFundTime' | 'beginRateTime' | 'endRateTime' | 'principal' | 'interest'>;
type Figured = { principal: Exact; interest: Exact };

/** The instalment the value date falls in, and the days of its period from the value date on. */
function holding(rows: Row[], valueDate: string) {
  const k = rows.findIndex((r) => r.beginRateTime <= valueDate && valueDate < r.endRateTime);
  if (k >= 0) return { k, daysAfter: daysBetween(valueDate, rows[k]!.endRateTime) };
  if (valueDate < rows[0]!.beginRateTime) throw new Error('a tranche cannot start before the loan');
  return { k: rows.length - 1, daysAfter: 0 };
}

/** The method's interest on `outstanding` for a whole period. */
function periodInterest(terms: TrancheTerms, outstanding: Exact, r: Row): Exact {
  if (terms.method === 'equalInstalment') return fen(outstanding.times(terms.annualRate).div(12));
  return dayInterest(outstanding, terms.annualRate, r.beginRateTime, r.endRateTime);
}

/** The tranche's interest from its value date to the end of the period holding it. */
function trancheInterest(terms: TrancheTerms, amount: Exact, r: Row, daysAfter: number): Exact {
  if (terms.method !== 'equalInstalment') return fen(amount.times(terms.annualRate).div(365).times(daysAfter));
  const days = daysBetween(r.beginRateTime, r.endRateTime);
  return days > 0 ? fen(amount.times(terms.annualRate).div(12).times(daysAfter).div(days)) : new Exact(0);
}

/** Principal of each instalment from the first re-figured one, on `outstanding` over `left` instalments. */
function principalPlan(terms: TrancheTerms, outstanding: Exact, left: number) {
  if (terms.method === 'equalPrincipal') return { share: fen(outstanding.div(left)), instalment: null };
  if (terms.method === 'equalInstalment') return { share: null, instalment: equalInstalmentAmount(outstanding, terms.annualRate, left) };
  return { share: null, instalment: null };
}

/** The schedule with the tranche added (every row, the ones before the value date's as they were). */
export function addTranche<T extends Row>(rows: T[], tranche: Tranche, terms: TrancheTerms): ScheduleRow[] {
  const sorted = [...rows].sort((a, b) => a.period - b.period);
  const { k, daysAfter } = holding(sorted, tranche.valueDate);
  const amount = new Exact(tranche.amount);
  const before = sorted.slice(k).reduce((sum, r) => sum.plus(r.principal), new Exact(0));
  let outstanding = before.plus(amount);
  const plan = principalPlan(terms, outstanding, sorted.length - k);
  const figured = sorted.map((r, j): Figured => {
    if (j < k) return { principal: new Exact(r.principal), interest: new Exact(r.interest) };
    // The interest a loan of this principal would owe for the whole period: the plan's.
    const planned = periodInterest(terms, outstanding, r);
    const split = j === k && tranche.valueDate !== r.beginRateTime;
    const interest = split ? new Exact(r.interest).plus(trancheInterest(terms, amount, r, daysAfter)) : planned;
    let principal: Exact;
    if (j === sorted.length - 1) principal = outstanding;
    else if (plan.share) principal = Exact.min(plan.share, outstanding);
    // The annuity's principal: the instalments after stay equal; the split period pays less interest.
    else if (plan.instalment) principal = Exact.min(plan.instalment.minus(planned), outstanding);
    else principal = new Exact(0);
    outstanding = outstanding.minus(principal);
    return { principal, interest };
  });
  return sorted.map((r, j) => ({
    period: r.period,
    reFundTime: r.reFundTime,
    beginRateTime: r.beginRateTime,
    endRateTime: r.endRateTime,
    principal: figured[j]!.principal.toFixed(2),
    interest: figured[j]!.interest.toFixed(2),
  }));
}
