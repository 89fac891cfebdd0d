import Decimal from 'decimal.js';
import type { ManagerLevel } from './charge.standards';

/** One fee item of a standard version: the days one charge covers and a percentage per manager level. */
export type FeeItemTerms = { itemName: string; chargeDays: number; rates: Record<ManagerLevel, string> };
export type FeeLine = { itemName: string; chargeDays: number; periods: number; rate: string; amount: string };

/**
 * A loan's fee lines (decision 0029): each item charges `rate`% of the principal for every
 * `chargeDays` days of the term begun, at least once ("5 days, 0.4%": 0.4% per 5 days started).
 * Decimal throughout; each line is rounded half up to the fen, the total is the sum of the lines.
 */
export function priceFeeItems(items: readonly FeeItemTerms[], loan: { principal: string; days: number; level: ManagerLevel }) {
  const principal = new Decimal(loan.principal);
  const lines: FeeLine[] = items.map((item) => {
    const periods = Math.max(1, Math.ceil(loan.days / item.chargeDays));
    const rate = item.rates[loan.level];
    const amount = principal.times(rate).div(100).times(periods).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
    return { itemName: item.itemName, chargeDays: item.chargeDays, periods, rate, amount: amount.toFixed(2) };
  });
  const total = lines.reduce((sum, l) => sum.plus(l.amount), new Decimal(0)).toFixed(2);
  return { lines, total };
}
