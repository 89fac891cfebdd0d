import Decimal from 'decimal.js';
import { type FeeLineTerms, type FeeTranche, feeEarnedBy } from './fees';
import { dayInterest } from './schedule';

/*
 * Settling a loan early (issue 16 item 3, decision 0048): what it takes on a business day, and how
 * that money is split over the instalments. One pure function, so the quote the salesperson shows,
 * the check when the application is recorded and the posting at finance's approval are the same figures.
 */

/** An instalment as stored: the schedule's figures, what is paid of them and the penalty accrued. */
export type SettlementPeriod = {
  period: number;
  reFundTime: string;
  beginRateTime: string;
  principal: string;
  interest: string;
  paidPrincipal: string;
  paidInterest: string;
  penalty: string;
  paidPenalty: string;
  /** Interest waived of the instalment (decision 0061): left out of the current period's accrual too. */
  interestWaived?: string;
  /** The instalment's fee on the schedule (decision 0073), its per-days part, and what is paid of it. */
  fee?: string;
  feeByDays?: string;
  paidFee?: string;
};

/** `fee` is the bill's fees receivable (1123); `planFee` an instalment's fee on the schedule (decision 0073). */
export type SettlementComponent = 'penalty' | 'fee' | 'planFee' | 'interest' | 'principal' | 'prepaymentFee';
export type SettlementLine = { period: number; component: SettlementComponent; amount: string };

export type SettlementInput = {
  periods: SettlementPeriod[];
  annualRate: string;
  /** The business date the loan is settled on. */
  today: string;
  /** The prepayment fee as a fraction of the principal repaid before its due day, e.g. '0.01'. */
  feeRate: string;
  /** Overpayment already held on the loan (its credit), used first. */
  credit?: string;
  /** Fees owed on the loan (fees receivable, 1123): paid with the oldest instalment that owes anything (decision 0050). */
  fees?: string;
  /** The loan's fee lines and draws (decision 0073): the current instalment owes its fee as accrued by `today`. */
  feeRule?: { lines: readonly FeeLineTerms[]; tranches: readonly FeeTranche[] };
};

export type SettlementQuote = {
  /** All principal not yet repaid. */
  principal: string;
  /** Interest of instalments already due and unpaid, plus the current period's interest accrued to `today`. */
  interest: string;
  /** The current period's part of it: principal not yet due × rate ÷ 365 × days from its beginRateTime. */
  accruedInterest: string;
  interestFrom: string | null;
  interestDays: number;
  penalty: string;
  /** Fees receivable still owed (1123): the fees at the draw, payment records, extension fees. */
  fees: string;
  /** The schedule's fees owed: the due instalments' unpaid fees and the current one's accrued by today (decision 0073). */
  planFees: string;
  /** Principal repaid before its due day, and the fee on it. */
  prepaidPrincipal: string;
  prepaymentFee: string;
  total: string;
  credit: string;
  /** What is still to be paid in after the credit: never below zero. */
  toPay: string;
  /** The split, oldest instalment first: penalty, fees, interest, principal; the prepayment fee on the current period. */
  lines: SettlementLine[];
  /** Each instalment's interest once settled: what was charged of it (interest not yet accrued is not charged). */
  closedInterest: { period: number; interest: string }[];
  /** Each instalment's fee once settled: what was charged of it (fees not yet accrued are not charged). */
  closedFee: { period: number; fee: string }[];
};

const ZERO = new Decimal(0);
const money = (d: Decimal) => d.toFixed(2);
const unpaid = (total: string, paid: string) => Decimal.max(ZERO, new Decimal(total).minus(paid));

/**
 * The settlement quote on `today`: instalments due on or before it owe what they owe (penalty,
 * interest, principal); the first instalment not yet due owes the interest accrued from its
 * beginRateTime to today on the principal not yet due (000 §9: principal × rate ÷ 365 × days,
 * half up to the fen); later instalments owe principal only. The prepayment fee is the fee rate on
 * the principal not yet due, half up to the fen.
 */
export function settlementQuote(input: SettlementInput): SettlementQuote {
  const periods = [...input.periods].sort((a, b) => a.period - b.period);
  const notDue = periods.filter((p) => p.reFundTime > input.today);
  const current = notDue[0];
  const prepaid = notDue.reduce((a, p) => a.plus(unpaid(p.principal, p.paidPrincipal)), ZERO);
  const interestFrom = current && current.beginRateTime < input.today ? current.beginRateTime : null;
  const accrued = interestFrom ? dayInterest(money(prepaid), input.annualRate, interestFrom, input.today) : ZERO;
  const fee = prepaid.times(input.feeRate).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  const fees = new Decimal(input.fees ?? 0);
  // The fees go with the oldest instalment that still owes anything, else the last (as `withFees` in the waterfall).
  const owing = (p: SettlementPeriod) =>
    [
      unpaid(p.penalty, p.paidPenalty),
      unpaid(p.principal, p.paidPrincipal),
      unpaid(p.interest, p.paidInterest),
      unpaid(p.fee ?? '0', p.paidFee ?? '0'),
    ].some((d) => d.gt(0));
  const dueDates = periods.map((p) => p.reFundTime);
  // What an instalment is charged of its fee once settled: all when due, the accrued part when current, none later.
  const feeCharged = (p: SettlementPeriod, due: boolean) => {
    const fee = new Decimal(p.fee ?? 0);
    if (due || fee.isZero()) return due ? fee : ZERO;
    if (p !== current) return new Decimal(p.paidFee ?? 0);
    const rule = input.feeRule;
    // Without the rule, the fee counts as due whole once its period has begun (nothing accrues by days).
    const scheduled = { fee: fee.toFixed(2), feeByDays: rule ? (p.feeByDays ?? '0.00') : '0.00' };
    const earned = new Decimal(feeEarnedBy(rule?.lines ?? [], rule?.tranches ?? [], dueDates, p.period, input.today, scheduled));
    return Decimal.max(earned, p.paidFee ?? 0);
  };
  const feePeriod = (periods.find(owing) ?? periods[periods.length - 1])?.period;
  const lines: SettlementLine[] = [];
  const closedInterest: { period: number; interest: string }[] = [];
  const closedFee: { period: number; fee: string }[] = [];
  const add = (period: number, component: SettlementComponent, amount: Decimal) => {
    if (amount.gt(0)) lines.push({ period, component, amount: money(amount) });
  };
  // The current period owes what accrued to today, less what was waived of it and what is paid.
  const accruedOwed = (p: SettlementPeriod) => Decimal.max(ZERO, accrued.minus(p.interestWaived ?? 0).minus(p.paidInterest));
  for (const p of periods) {
    const due = p.reFundTime <= input.today;
    const interest = due ? unpaid(p.interest, p.paidInterest) : p === current ? accruedOwed(p) : ZERO;
    const planFee = feeCharged(p, due);
    add(p.period, 'penalty', unpaid(p.penalty, p.paidPenalty));
    if (p.period === feePeriod) add(p.period, 'fee', fees);
    add(p.period, 'planFee', unpaid(planFee.toFixed(2), p.paidFee ?? '0'));
    add(p.period, 'interest', interest);
    add(p.period, 'principal', unpaid(p.principal, p.paidPrincipal));
    if (p === current) add(p.period, 'prepaymentFee', fee);
    closedInterest.push({ period: p.period, interest: money(due ? new Decimal(p.interest) : interest.plus(p.paidInterest)) });
    closedFee.push({ period: p.period, fee: money(planFee) });
  }
  const of = (c: SettlementComponent) => lines.filter((l) => l.component === c).reduce((a, l) => a.plus(l.amount), ZERO);
  const total = lines.reduce((a, l) => a.plus(l.amount), ZERO);
  const credit = new Decimal(input.credit ?? 0);
  return {
    principal: money(of('principal')),
    interest: money(of('interest')),
    accruedInterest: money(current ? accruedOwed(current) : ZERO),
    interestFrom,
    interestDays: interestFrom ? Math.round((Date.parse(input.today) - Date.parse(interestFrom)) / 86_400_000) : 0,
    penalty: money(of('penalty')),
    fees: money(of('fee')),
    planFees: money(of('planFee')),
    prepaidPrincipal: money(prepaid),
    prepaymentFee: money(of('prepaymentFee')),
    total: money(total),
    credit: money(credit),
    toPay: money(Decimal.max(ZERO, total.minus(credit))),
    lines,
    closedInterest,
    closedFee,
  };
}

/** The prepayment fee when none is configured: 1 % of the principal repaid before its due day. */
export const DEFAULT_PREPAYMENT_FEE_RATE = '0.01';
