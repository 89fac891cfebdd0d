import Decimal from 'decimal.js';

/*
 * An approved principal or interest adjustment moves the repayment plan (decision 0061). One pure
 * function, so the check at request, the re-check at approval and the move itself use one rule:
 * - principal down comes off the LAST instalments' unpaid principal (the last first); the interest
 *   already figured stays as it is (a waiver is the way to take interest off);
 * - principal up is added to the last instalment (where interest-first and bullet loans repay it);
 * - interest down (a waiver) comes off the OLDEST instalments' unpaid interest, and each instalment
 *   remembers what was waived of it, so the settlement quote's accrual leaves it out too;
 * - interest up puts back interest waived before, oldest instalment first.
 * Each is bounded by the balance it adjusts; beyond it the adjustment is refused.
 */

/** An instalment as stored, with what is paid and waived of it. */
export type AdjustablePeriod = {
  period: number;
  principal: string;
  interest: string;
  paidPrincipal: string;
  paidInterest: string;
  penalty: string;
  paidPenalty: string;
  interestWaived: string;
  status: number;
};
export type AdjustedPeriod = { period: number; principal: string; interest: string; interestWaived: string; status: number };
export type AdjustmentKind = { target: 1 | 2; direction: 1 | 2 };
/** What a loan's adjustments may move: principal not repaid, interest not paid, interest waived so far. */
export type AdjustmentRoom = { outstanding: string; unpaidInterest: string; waivedInterest: string };

const ZERO = new Decimal(0);
const sum = (periods: AdjustablePeriod[], of: (p: AdjustablePeriod) => Decimal.Value) => periods.reduce((a, p) => a.plus(of(p)), ZERO);

export function adjustmentRoom(periods: AdjustablePeriod[]): AdjustmentRoom {
  return {
    outstanding: sum(periods, (p) => new Decimal(p.principal).minus(p.paidPrincipal)).toFixed(2),
    unpaidInterest: sum(periods, (p) => new Decimal(p.interest).minus(p.paidInterest)).toFixed(2),
    waivedInterest: sum(periods, (p) => p.interestWaived).toFixed(2),
  };
}

/**
 * The most an adjustment of this kind may move: principal down at most what is outstanding, up at
 * most what was drawn and is no longer outstanding; interest down at most what is unpaid, up at most
 * what was waived.
 */
export function adjustmentLimit(room: AdjustmentRoom, kind: AdjustmentKind, drawn: string): string {
  if (kind.target === 1)
    return kind.direction === 2 ? room.outstanding : Decimal.max(ZERO, new Decimal(drawn).minus(room.outstanding)).toFixed(2);
  return kind.direction === 2 ? room.unpaidInterest : room.waivedInterest;
}

/** The stored status once the figures moved: nothing owed is paid (2); owing again after being paid is partly paid (3). */
function statusOf(p: AdjustablePeriod, principal: Decimal, interest: Decimal): number {
  const owed = principal.minus(p.paidPrincipal).plus(interest).minus(p.paidInterest).plus(p.penalty).minus(p.paidPenalty);
  if (owed.lte(0)) return 2;
  return p.status === 2 ? 3 : p.status;
}

/** The instalments an adjustment within its limit changes, with their new figures. */
export function adjustSchedule(periods: AdjustablePeriod[], kind: AdjustmentKind, amount: string): AdjustedPeriod[] {
  const ordered = [...periods].sort((a, b) => a.period - b.period);
  const changed: AdjustedPeriod[] = [];
  let left = new Decimal(amount);
  const move = (p: AdjustablePeriod, principal: Decimal, interest: Decimal, waived: Decimal) =>
    changed.push({
      period: p.period,
      principal: principal.toFixed(2),
      interest: interest.toFixed(2),
      interestWaived: waived.toFixed(2),
      status: statusOf(p, principal, interest),
    });
  if (kind.target === 1 && kind.direction === 1) {
    const last = ordered[ordered.length - 1];
    if (last) move(last, left.plus(last.principal), new Decimal(last.interest), new Decimal(last.interestWaived));
    return changed;
  }
  const walk = kind.target === 1 ? [...ordered].reverse() : ordered;
  for (const p of walk) {
    if (left.lte(0)) break;
    const room =
      kind.target === 1
        ? new Decimal(p.principal).minus(p.paidPrincipal)
        : kind.direction === 2
          ? new Decimal(p.interest).minus(p.paidInterest)
          : new Decimal(p.interestWaived);
    const take = Decimal.min(room, left);
    if (take.lte(0)) continue;
    left = left.minus(take);
    if (kind.target === 1) move(p, new Decimal(p.principal).minus(take), new Decimal(p.interest), new Decimal(p.interestWaived));
    else {
      const sign = kind.direction === 2 ? -1 : 1;
      move(
        p,
        new Decimal(p.principal),
        new Decimal(p.interest).plus(take.times(sign)),
        new Decimal(p.interestWaived).minus(take.times(sign)),
      );
    }
  }
  return changed;
}
