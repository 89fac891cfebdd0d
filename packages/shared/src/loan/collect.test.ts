import { describe, expect, it } from 'vitest';
import { collectableNow, instalmentQuote, settlementCeiling } from './collect';

const p = (period: number, reFundTime: string, paid = '0.00') => ({
  period,
  reFundTime,
  principal: '100.00',
  interest: '10.00',
  penalty: '0.00',
  paidPrincipal: paid,
  paidInterest: paid === '0.00' ? '0.00' : '10.00',
  paidPenalty: '0.00',
});

describe('collection ceilings', () => {
  it('an instalment quote takes earlier arrears and the fees, less the credit; nil once paid', () => {
    const plan = [p(1, '2026-01-10', '100.00'), p(2, '2026-02-10'), p(3, '2026-03-10')];
    expect(instalmentQuote(plan, 2, '30.00', '0.00')).toBe('140.00');
    expect(instalmentQuote(plan, 3, '0.00', '5.00')).toBe('215.00');
    expect(instalmentQuote(plan, 1, '30.00', '0.00')).toBe('0.00');
  });
  it('a repayment may bring what is due and the current instalment, fees included, less the credit', () => {
    const plan = [p(1, '2026-01-10'), p(2, '2026-02-10'), p(3, '2026-03-10')];
    expect(collectableNow(plan, '2026-01-20', '30.00', '10.00')).toBe('240.00');
    expect(collectableNow([p(1, '2026-01-10', '100.00')], '2026-01-20', '30.00', '0.00')).toBe('0.00');
  });
  it('an early settlement is rounded up to the hundred yuan, never down', () => {
    expect([settlementCeiling('1234.56'), settlementCeiling('1200.00')]).toEqual(['1300.00', '1200.00']);
  });
});
