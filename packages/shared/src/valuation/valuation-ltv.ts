import Decimal from 'decimal.js';
import { z } from 'zod';
import { VALUATION_CHANNELS } from './valuation.constants';

/*
 * The system loan-to-value of a bill (decision 0024): the one definition the bill pages, the
 * approval inboxes, final review and the valuation list all show.
 *
 *   LTV = (bill amount + Σ first-mortgage balance) ÷ Σ chosen valuation, over the valued collateral
 *
 * the combined loan-to-value of a second charge: every debt the houses secure, against their worth.
 *
 * The chosen valuation of a collateral is its latest priced valuation (any channel) among those
 * the reader may see; a collateral without one adds neither value nor balance. A ratio with 4
 * decimals, half up; flagged above the configured limit. Decimal only: money is never a number.
 */

/** One collateral as LTV weighs it: its chosen valuation (万元, as valuations store it) and its first-mortgage balance (yuan). */
export type LtvCollateral = { valuationWan: string | null; firstMortgage: string | null };

export type SystemLtv = {
  /** "0.6500"; null when no collateral is valued, or the valuations total nothing (then flagged). */
  ltv: string | null;
  flagged: boolean;
  valuedCount: number;
  collateralCount: number;
};

const WAN = 10_000;

/** The bill's system LTV from its amount (yuan) and its collateral, against `limit` (a ratio, "0.70"). */
export function systemLtv(amount: string, collateral: readonly LtvCollateral[], limit: string): SystemLtv {
  const valued = collateral.filter((c) => c.valuationWan !== null);
  const base = { valuedCount: valued.length, collateralCount: collateral.length };
  if (!valued.length) return { ltv: null, flagged: false, ...base };
  const value = valued.reduce((sum, c) => sum.plus(new Decimal(c.valuationWan!).times(WAN)), new Decimal(0));
  const debt = valued.reduce((sum, c) => sum.plus(c.firstMortgage ?? 0), new Decimal(amount));
  // Valuations that total nothing secure nothing: no ratio, above any limit.
  if (value.lte(0)) return { ltv: null, flagged: true, ...base };
  const ltv = debt.div(value).toDecimalPlaces(4, Decimal.ROUND_HALF_UP);
  return { ltv: ltv.toFixed(4), flagged: ltv.gt(limit), ...base };
}

/** A bill's system LTV on the wire, with the figure the salesperson declared beside it. */
export const billLtv = z.object({
  ltv: z.string().nullable(),
  flagged: z.boolean(),
  valuedCount: z.number().int(),
  collateralCount: z.number().int(),
  /** The configured limit, a ratio ("0.70"). */
  limit: z.string(),
  /** 申报: the mortgage rate (percent, "60.00") the salesperson typed on each collateral that has one. */
  declared: z.array(z.string()),
});
export type BillLtv = z.infer<typeof billLtv>;

/** The latest valuation of one channel of a collateral, as the bill pages list them. */
export const channelValuation = z.object({
  channel: z.enum(VALUATION_CHANNELS),
  /** 万元. */
  totalPrice: z.string(),
  priceDate: z.string().nullable(),
  createdAt: z.string(),
});
export type ChannelValuation = z.infer<typeof channelValuation>;
/** A collateral's latest valuation per channel, newest first; chosen is the one LTV counts. */
export const collateralValuations = z.object({
  mortgageId: z.number().int(),
  latest: z.array(channelValuation),
});
export type CollateralValuations = z.infer<typeof collateralValuations>;
