import Decimal from 'decimal.js';
import { addDays } from './accrual';
import { dayInterest } from './schedule';

/*
 * An approved extension moves the repayment schedule (decision 0050): every instalment not fully
 * paid falls due `days` later. The first of them keeps its beginRateTime, so its period grows by
 * `days`, and it carries the interest of the added days on the principal not yet repaid
 * (000 §9: principal × rate ÷ 365 × days, half up to the fen). Later unpaid instalments shift whole:
 * their periods keep their length, so their interest stays as it was.
 */

/** An instalment as stored, with what is paid of it. */
export type ExtendablePeriod = {
  period: number;
  reFundTime: string;
  beginRateTime: string;
  endRateTime: string;
  principal: string;
  interest: string;
  paidPrincipal: string;
  paidInterest: string;
  penalty: string;
  paidPenalty: string;
};

export type ExtendedPeriod = { period: number; reFundTime: string; beginRateTime: string; endRateTime: string; interest: string };
export type Extension = {
  /** The instalments that move, with their new dates and interest. */
  moved: ExtendedPeriod[];
  /** The principal not yet repaid, on which the added days' interest runs. */
  outstanding: string;
  /** The added days' interest, carried by the first unpaid instalment. */
  addedInterest: string;
};

const unpaid = (total: string, paid: string) => new Decimal(total).minus(paid);
const open = (p: ExtendablePeriod) =>
  unpaid(p.principal, p.paidPrincipal).gt(0) || unpaid(p.interest, p.paidInterest).gt(0) || unpaid(p.penalty, p.paidPenalty).gt(0);

/** The schedule after an extension of `days` (1–365) at `annualRate`; nothing moves when everything is paid. */
export function extendSchedule(periods: ExtendablePeriod[], days: number, annualRate: string): Extension {
  if (!Number.isInteger(days) || days < 1) throw new Error('an extension adds at least one whole day');
  const moving = [...periods].sort((a, b) => a.period - b.period).filter(open);
  const first = moving[0];
  if (!first) return { moved: [], outstanding: '0.00', addedInterest: '0.00' };
  const outstanding = moving.reduce((a, p) => a.plus(unpaid(p.principal, p.paidPrincipal)), new Decimal(0));
  // The added days are the first unpaid instalment's old due day to its new one.
  const added = dayInterest(outstanding.toFixed(2), annualRate, first.endRateTime, addDays(first.endRateTime, days));
  const moved = moving.map((p) => ({
    period: p.period,
    reFundTime: addDays(p.reFundTime, days),
    beginRateTime: p === first ? p.beginRateTime : addDays(p.beginRateTime, days),
    endRateTime: addDays(p.endRateTime, days),
    interest: p === first ? new Decimal(p.interest).plus(added).toFixed(2) : new Decimal(p.interest).toFixed(2),
  }));
  return { moved, outstanding: outstanding.toFixed(2), addedInterest: added.toFixed(2) };
}
