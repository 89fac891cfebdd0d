import { describe, expect, it } from 'vitest';
import { feeRuleLabel } from './channel-options';

const RULE = { ruleName: '返佣', borrowTypes: [1], feeMode: 1, feeRate: '0.65', feeAmount: null, minLoanAmount: null, maxLoanAmount: null };

describe('fee rule labels', () => {
  it('name the rate or the fixed amount, and the loan range, in both languages', () => {
    expect(feeRuleLabel({ ...RULE, minLoanAmount: '500000.00', maxLoanAmount: '8000000.50' })).toEqual({
      'zh-CN': '返佣：过桥，费率0.65%，借款500,000至8,000,000.5元',
      'en-US': '返佣: Bridge; 0.65% of the loan; loans 500,000–8,000,000.5 yuan',
    });
    const fixed = { ...RULE, borrowTypes: [2, 3], feeMode: 2, feeRate: null, feeAmount: '12000.00' };
    expect(feeRuleLabel({ ...fixed, minLoanAmount: '1000000.00' })['zh-CN']).toBe('返佣：一抵、二抵，每笔12,000元，借款1,000,000元起');
    expect(feeRuleLabel({ ...fixed, maxLoanAmount: '3000000.00' })['en-US']).toBe(
      '返佣: First mortgage, Second mortgage; 12,000 yuan per bill; loans up to 3,000,000 yuan',
    );
  });
});
