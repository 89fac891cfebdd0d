import { describe, expect, it } from 'vitest';
import { extendSchedule } from './extension';

const period = (n: number, begin: string, due: string, principal: string, interest: string, paid = false) => ({
  period: n,
  reFundTime: due,
  beginRateTime: begin,
  endRateTime: due,
  principal,
  interest,
  paidPrincipal: paid ? principal : '0',
  paidInterest: paid ? interest : '0',
  penalty: '0',
  paidPenalty: '0',
});

describe('extendSchedule (decision 0050)', () => {
  it('moves the unpaid instalments; the first carries the added days’ interest on the principal not yet repaid', () => {
    // 300,000.00 interest first at 9.6 %, the first instalment paid; 20 days added:
    // 300,000 × 0.096 ÷ 365 × 20 = 1,578.0821… → 1,578.08, on the second instalment's 2,445.04 (31 days).
    const periods = [
      period(1, '2028-01-15', '2028-02-15', '0', '2288.22', true),
      period(2, '2028-02-15', '2028-03-15', '0', '2288.22'),
      period(3, '2028-03-15', '2028-04-15', '300000.00', '2445.04'),
    ];
    expect(extendSchedule(periods, 20, '0.096')).toEqual({
      outstanding: '300000.00',
      addedInterest: '1578.08',
      moved: [
        { period: 2, beginRateTime: '2028-02-15', reFundTime: '2028-04-04', endRateTime: '2028-04-04', interest: '3866.30' },
        { period: 3, beginRateTime: '2028-04-04', reFundTime: '2028-05-05', endRateTime: '2028-05-05', interest: '2445.04' },
      ],
    });
  });

  it('moves nothing when everything is paid, and refuses a day count below one', () => {
    expect(extendSchedule([period(1, '2028-01-15', '2028-02-15', '100.00', '1.00', true)], 10, '0.1').moved).toEqual([]);
    expect(() => extendSchedule([], 0, '0.1')).toThrow();
  });
});
