import { describe, expect, it } from 'vitest';
import { ratioTotal } from '../firm/firm.schema';
import { FEE_DATE_ORDER, FEE_RANGE_ORDER, feeRuleInput } from './channel.schema';

const RULE = { ruleName: '返佣', borrowTypes: [2], feeMode: 1, feeRate: '0.5' };
const firstMessage = (input: object) => feeRuleInput.safeParse(input).error?.issues[0]?.message;

describe('fee rules', () => {
  it('compares loan amounts as decimals, not text or floats', () => {
    expect(firstMessage({ ...RULE, minLoanAmount: '900000', maxLoanAmount: '1000000' })).toBeUndefined();
    expect(firstMessage({ ...RULE, minLoanAmount: '1000000.01', maxLoanAmount: '1000000' })).toBe(FEE_RANGE_ORDER);
    expect(firstMessage({ ...RULE, minLoanAmount: '99.9', maxLoanAmount: '99.90' })).toBeUndefined();
  });

  it('needs the field of the chosen fee basis, and dates in order', () => {
    expect(firstMessage({ ...RULE, feeRate: '' })).toBe('请填写费率');
    expect(firstMessage({ ...RULE, feeMode: 2, feeRate: undefined })).toBe('请填写金额');
    expect(firstMessage({ ...RULE, effectiveFrom: '2026-02-01', effectiveTo: '2026/1/31' })).toBe(FEE_DATE_ORDER);
  });
});

describe('shareholder ratios', () => {
  it('add up the disclosed ratios only; the mask counts as unknown', () => {
    expect(ratioTotal(['55.5', '**.**', '44.5']).toString()).toBe('100');
    expect(ratioTotal(['0.1', '0.2']).toString()).toBe('0.3');
  });
});
