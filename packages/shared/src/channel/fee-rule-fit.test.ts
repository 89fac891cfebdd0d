import { describe, expect, it } from 'vitest';
import { feeRuleMisfit } from './fee-rule-fit';

const RULE = {
  borrowTypes: [2, 3],
  minLoanAmount: '500000.00',
  maxLoanAmount: '3000000.00',
  effectiveFrom: '2026-01-01',
  effectiveTo: '2026-12-31',
};
const fits = { borrowType: 2, borrowAmount: '1200000.00', date: '2026-11-23' };

describe('feeRuleMisfit', () => {
  it('accepts a bill inside every term, the range ends included', () => {
    expect(feeRuleMisfit(RULE, fits)).toBeNull();
    expect(feeRuleMisfit(RULE, { ...fits, borrowType: 3, borrowAmount: '500000', date: '2026-01-01' })).toBeNull();
    expect(feeRuleMisfit(RULE, { ...fits, borrowAmount: '3000000.00', date: '2026-12-31' })).toBeNull();
  });

  it.each([
    [{ borrowType: 1 }, 'borrowType'],
    [{ borrowAmount: '499999.99' }, 'amount'],
    [{ borrowAmount: '3000000.01' }, 'amount'],
    // Compared as decimals, not text: 10,000,000 is more than 3,000,000.
    [{ borrowAmount: '10000000' }, 'amount'],
    [{ date: '2025-12-31' }, 'date'],
    [{ date: '2027-01-01' }, 'date'],
  ])('refuses %o: %s', (change, misfit) => {
    expect(feeRuleMisfit(RULE, { ...fits, ...change })).toBe(misfit);
  });

  it('lets open ends pass any amount or date', () => {
    const open = { borrowTypes: [2], minLoanAmount: null, maxLoanAmount: null, effectiveFrom: null, effectiveTo: null };
    expect(feeRuleMisfit(open, { borrowType: 2, borrowAmount: '0.01', date: '1999-01-01' })).toBeNull();
    expect(feeRuleMisfit(open, { borrowType: 2, borrowAmount: '999999999.99', date: '2099-12-31' })).toBeNull();
  });
});
