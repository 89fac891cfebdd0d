import Decimal from 'decimal.js';
import { dayInterest } from './schedule';

/*
 * What a loan accrues between instalments (issue 16 items 3 and 4, decision 0030).
 * Penalty is figured one business day at a time and rounded per day (decision 0035), so a nightly
 * run that catches up three missed days posts exactly what three nightly runs would have posted.
 */

/**
 * One business day's penalty on one overdue instalment (decisions 0035, 0073): its unpaid
 * principal and interest × the daily penalty rate, half up to the fen. Figured and rounded per
 * instalment and per day; fees and penalty bear none.
 */
export function dayPenalty(overduePrincipalAndInterest: string, dailyRate: string): string {
  return new Decimal(overduePrincipalAndInterest).times(dailyRate).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);
}

/** The penalty rate when none is configured: 0.05 % a day (万分之五), the usual contractual figure. */
export const DEFAULT_PENALTY_DAILY_RATE = '0.0005';

/** The most days past due each class of 1–4 takes; beyond the last is 5 (loss). */
export const FIVE_LEVEL_MAX_DAYS = [0, 90, 180, 360] as const;

/**
 * The five-level class (STATUS_LISTS.fiveLevel) days past due suggest (decision 0035): 0 normal,
 * 1–90 special mention, 91–180 substandard, 181–360 doubtful, over 360 loss. A suggestion only:
 * the class itself changes through the five-level module's approval.
 */
export function suggestFiveLevel(daysPastDue: number): number {
  const k = FIVE_LEVEL_MAX_DAYS.findIndex((max) => daysPastDue <= max);
  return k === -1 ? FIVE_LEVEL_MAX_DAYS.length + 1 : k + 1;
}

/** The ISO day `n` days after `iso` (calendar days, no time zone involved). */
export function addDays(iso: string, n: number): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}

export type PrepaymentQuoteInput = {
  /** Principal still owed after the last paid instalment. */
  outstanding: string;
  annualRate: string;
  /** The day interest last ran to: the last due day paid, or the draw date. */
  interestFrom: string;
  /** The settlement day (the business date). */
  settleOn: string;
  /** The prepayment fee as a fraction of the principal repaid early, e.g. '0.01'. */
  feeRate: string;
  /** Interest, fees and penalty already due and unpaid, carried into the quote as they stand. */
  arrears?: string;
};

export type PrepaymentQuote = { principal: string; interest: string; fee: string; arrears: string; total: string };

/**
 * Settling early: what is outstanding, interest to the day by the spec's formula (000 §9), the
 * prepayment fee on the principal repaid early, and any arrears.
 */
export function prepaymentQuote(input: PrepaymentQuoteInput): PrepaymentQuote {
  if (input.settleOn < input.interestFrom) throw new Error('a loan cannot be settled before interest last ran');
  const interest = dayInterest(input.outstanding, input.annualRate, input.interestFrom, input.settleOn);
  const fee = new Decimal(input.outstanding).times(input.feeRate).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  const arrears = new Decimal(input.arrears ?? 0);
  const total = new Decimal(input.outstanding).plus(interest).plus(fee).plus(arrears);
  return {
    principal: new Decimal(input.outstanding).toFixed(2),
    interest: interest.toFixed(2),
    fee: fee.toFixed(2),
    arrears: arrears.toFixed(2),
    total: total.toFixed(2),
  };
}
