/**
 * Totals of big lists are counted up to a cap: an exact count over hundreds of thousands of
 * matching rows costs far more than the page itself. Above the cap the list says "10,000+", and
 * paging stops there too (narrow the filter to see further).
 */
export const LIST_TOTAL_CAP = 10_000;

export type CappedTotal = { total: number; totalExact: boolean };

/** `counted` comes from a count over at most cap + 1 rows. */
export function cappedTotal(counted: number, cap = LIST_TOTAL_CAP): CappedTotal {
  return counted > cap ? { total: cap, totalExact: false } : { total: counted, totalExact: true };
}
