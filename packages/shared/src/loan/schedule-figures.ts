import Decimal from 'decimal.js';

/*
 * The arithmetic every schedule figure shares (decision 0030): decimals at 40 significant digits,
 * half up to the fen once per figure, interest by days on a 365-day year.
 */

/** 40 significant digits inside a period: far beyond the 28 the firm's reference sheets keep. */
export const Exact = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });
export type Exact = InstanceType<typeof Exact>;

export const REPAYMENT_METHODS = ['interestFirst', 'equalInstalment', 'equalPrincipal', 'bullet'] as const;
export type RepaymentMethod = (typeof REPAYMENT_METHODS)[number];

/** One instalment, amounts as 2-decimal strings. */
export type ScheduleRow = {
  period: number;
  reFundTime: string;
  beginRateTime: string;
  endRateTime: string;
  principal: string;
  interest: string;
};

const DAY_MS = 86_400_000;
export const fen = (value: Exact) => value.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
const dayMs = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
/** Whole days from `from` to `to` (ISO dates). */
export const daysBetween = (from: string, to: string) => (dayMs(to) - dayMs(from)) / DAY_MS;

/** outstanding × annual rate ÷ 365 × the actual days from `from` to `to`, rounded to the fen. */
export function dayInterest(outstanding: Exact | string, annualRate: string, from: string, to: string): Exact {
  return fen(new Exact(outstanding).times(annualRate).div(365).times(daysBetween(from, to)));
}

/** The fixed instalment A = round(P × i × (1+i)^n ÷ ((1+i)^n − 1)); P ÷ n when the rate is nil. */
export function equalInstalmentAmount(principal: Exact | string, annualRate: string, termMonths: number): Exact {
  const i = new Exact(annualRate).div(12);
  if (i.isZero()) return fen(new Exact(principal).div(termMonths));
  const growth = i.plus(1).pow(termMonths);
  return fen(new Exact(principal).times(i).times(growth).div(growth.minus(1)));
}
