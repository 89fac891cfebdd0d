import { describe, expect, it } from 'vitest';
import { dailyPenalty, prepaymentQuote } from './accrual';

describe('dailyPenalty', () => {
  it('is overdue × annual rate ÷ 365 for one day, half up to the fen', () => {
    // 36500 × 0.18 ÷ 365 = 18.00; 10000 × 0.1825 ÷ 365 = 5.00; 1000.10 × 0.0365 ÷ 365 = 0.10001 → 0.10; 25 × 0.073 ÷ 365 = 0.005 → 0.01.
    expect(dailyPenalty('36500.00', '0.18')).toBe('18.00');
    expect(dailyPenalty('10000', '0.1825')).toBe('5.00');
    expect(dailyPenalty('1000.10', '0.0365')).toBe('0.10');
    expect(dailyPenalty('25', '0.073')).toBe('0.01');
    expect(dailyPenalty('0', '0.18')).toBe('0.00');
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
