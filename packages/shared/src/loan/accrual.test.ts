import { describe, expect, it } from 'vitest';
import { dayPenalty, prepaymentQuote, suggestFiveLevel } from './accrual';

describe('dayPenalty', () => {
  it('is the overdue principal × the daily rate for one day, half up to the fen', () => {
    // 100000 × 0.0005 = 50.00; 33333.33 × 0.0005 = 16.666665 → 16.67; 10.00 × 0.0005 = 0.005 → 0.01; 9.99 × 0.0005 = 0.004995 → 0.00.
    expect(dayPenalty('100000.00', '0.0005')).toBe('50.00');
    expect(dayPenalty('33333.33', '0.0005')).toBe('16.67');
    expect(dayPenalty('10.00', '0.0005')).toBe('0.01');
    expect(dayPenalty('9.99', '0.0005')).toBe('0.00');
    expect(dayPenalty('0', '0.0005')).toBe('0.00');
  });
});

describe('suggestFiveLevel', () => {
  it('moves a class at 1, 91, 181 and 361 days past due', () => {
    expect([0, 1, 90, 91, 180, 181, 360, 361].map(suggestFiveLevel)).toEqual([1, 2, 2, 3, 3, 4, 4, 5]);
  });
});

describe('prepaymentQuote', () => {
  it('adds interest to the day, the fee on the principal repaid early, and the arrears', () => {
    // 100000 × 0.073 ÷ 365 = 20.00 a day; Mar 15 → Apr 2 2024: 18 days = 360.00; fee 1 % = 1000.00.
    expect(
      prepaymentQuote({
        outstanding: '100000.00',
        annualRate: '0.073',
        interestFrom: '2024-03-15',
        settleOn: '2024-04-02',
        feeRate: '0.01',
        arrears: '12.34',
      }),
    ).toEqual({ principal: '100000.00', interest: '360.00', fee: '1000.00', arrears: '12.34', total: '101372.34' });
  });

  it('on the day interest last ran, owes no interest; before it, refuses', () => {
    const base = { outstanding: '5000', annualRate: '0.1', interestFrom: '2026-05-01', feeRate: '0' };
    expect(prepaymentQuote({ ...base, settleOn: '2026-05-01' })).toMatchObject({ interest: '0.00', fee: '0.00', total: '5000.00' });
    expect(() => prepaymentQuote({ ...base, settleOn: '2026-04-30' })).toThrow();
  });
});
