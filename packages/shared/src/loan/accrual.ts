import Decimal from 'decimal.js';
import { dayInterest } from './schedule';

/*
 * What a loan accrues between instalments (issue 16 items 3 and 4, decision 0030).
 * Penalty is figured one business day at a time and rounded per day, so a nightly run that
 * catches up three missed days posts exactly what three nightly runs would have posted.
 */

/** One day's penalty on what is overdue: overdue × annual penalty rate ÷ 365, half up to the fen. */
export function dailyPenalty(overdue: string, annualPenaltyRate: string): string {
  return new Decimal(overdue).times(annualPenaltyRate).div(365).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);
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
