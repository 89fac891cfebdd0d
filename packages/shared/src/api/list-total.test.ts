import { describe, expect, it } from 'vitest';
import { LIST_TOTAL_CAP, cappedTotal } from './list-total';

describe('cappedTotal', () => {
  it.each([
    [0, { total: 0, totalExact: true }],
    [1, { total: 1, totalExact: true }],
    [9_999, { total: 9_999, totalExact: true }],
    [LIST_TOTAL_CAP, { total: 10_000, totalExact: true }],
    [LIST_TOTAL_CAP + 1, { total: 10_000, totalExact: false }],
  ])('%i counted rows → %o', (counted, expected) => {
    expect(cappedTotal(counted)).toEqual(expected);
  });

  it('takes another cap', () => {
    expect(cappedTotal(6, 5)).toEqual({ total: 5, totalExact: false });
  });
});
