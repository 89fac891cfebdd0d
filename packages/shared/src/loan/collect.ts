import Decimal from 'decimal.js';

/*
 * How much a collection may take (decision 0065): a withholding, a retry, a recharge or a repayment
 * never takes more than the loan owes for what it pays. One pure function per question, so the desk's
 * quote, the check when money is recorded and the re-quote under the loan's lock give the same figure.
 */

/** An instalment as stored: its figures and what is paid of them. */
export type OwedPeriod = {
  period: number;
  reFundTime: string;
  principal: string;
  interest: string;
  penalty: string;
  paidPrincipal: string;
  paidInterest: string;
  paidPenalty: string;
  /** The instalment's fee on the schedule and what is paid of it (decision 0073). */
  fee?: string;
  paidFee?: string;
};

const ZERO = new Decimal(0);
const unpaid = (p: OwedPeriod) =>
  Decimal.max(ZERO, new Decimal(p.principal).minus(p.paidPrincipal))
    .plus(Decimal.max(ZERO, new Decimal(p.interest).minus(p.paidInterest)))
    .plus(Decimal.max(ZERO, new Decimal(p.penalty).minus(p.paidPenalty)))
    .plus(Decimal.max(ZERO, new Decimal(p.fee ?? 0).minus(p.paidFee ?? 0)));
const sum = (periods: OwedPeriod[]) => periods.reduce((a, p) => a.plus(unpaid(p)), ZERO);

/**
 * What it takes to leave instalment `period` paid: the waterfall pays the oldest instalment first and
 * the bill's fees with the oldest one owing (decision 0050), so everything unpaid up to and including
 * it, plus the fees when any of those owe, less the loan's credit (used first). Nil when it is paid.
 */
export function instalmentQuote(periods: OwedPeriod[], period: number, fees: string, credit: string): string {
  const upTo = periods.filter((p) => p.period <= period);
  const target = periods.find((p) => p.period === period);
  if (!target || unpaid(target).lte(0)) return '0.00';
  const owed = sum(upTo).plus(Decimal.max(ZERO, new Decimal(fees)));
  return Decimal.max(ZERO, owed.minus(credit)).toFixed(2);
}

/**
 * The most a regular repayment or a recharge may bring on `today`: what the waterfall applies now
 * (every instalment due by then and the current one, decision 0048) and the bill's fees, less the
 * credit. Later principal is repaid only by early settlement.
 */
export function collectableNow(periods: OwedPeriod[], today: string, fees: string, credit: string): string {
  const current = [...periods].sort((a, b) => a.period - b.period).find((p) => p.reFundTime > today);
  const owedNow = periods.filter((p) => p.reFundTime <= today || p === current);
  const owed = sum(owedNow);
  if (owed.lte(0)) return '0.00';
  return Decimal.max(ZERO, owed.plus(Decimal.max(ZERO, new Decimal(fees))).minus(credit)).toFixed(2);
}

/** An early settlement's ceiling: the quote to pay rounded up to the hundred yuan (the desk's rounding; the rest held as credit). */
export const settlementCeiling = (toPay: string) => new Decimal(toPay).div(100).ceil().times(100).toFixed(2);
