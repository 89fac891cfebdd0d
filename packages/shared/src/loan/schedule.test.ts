import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { REPAYMENT_METHODS, type ScheduleRow, buildSchedule, dueDates } from './schedule';

/** [reFundTime, principal, interest] per period; beginRateTime is checked separately. */
const figures = (rows: ScheduleRow[]) => rows.map((r) => [r.reFundTime, r.principal, r.interest]);

describe('buildSchedule: worked examples, figured by hand', () => {
  it('equalInstalment: the issue’s example, A = 43864.98 at i = 0.8 % a month, the first period a single day', () => {
    const rows = buildSchedule({
      principal: '500000.00',
      annualRate: '0.096',
      method: 'equalInstalment',
      drawDate: '2028-02-29',
      termMonths: 12,
      repaymentDay: 1,
    });
    expect(rows[0]).toEqual({
      period: 1,
      reFundTime: '2028-03-01',
      beginRateTime: '2028-02-29',
      endRateTime: '2028-03-01',
      principal: '39864.98',
      interest: '4000.00',
    });
    // 500000 × 0.008 × 1.008^12 ÷ (1.008^12 − 1) = 43864.98; each later period: round(outstanding × 0.008).
    expect(rows[1]).toMatchObject({ reFundTime: '2028-04-01', principal: '40183.90', interest: '3681.08' });
    expect(rows[11]).toMatchObject({ reFundTime: '2029-02-01', principal: '43516.85', interest: '348.13' });
  });

  it('equalInstalment over two months at 1 %: the last period clears what is left', () => {
    // A = 10000 × 0.01 × 1.0201 ÷ 0.0201 = 5075.1243… → 5075.12. Period 1: interest 100.00, principal 4975.12.
    // Outstanding 5024.88; period 2: interest round(50.2488) = 50.25, principal 5024.88.
    const rows = buildSchedule({
      principal: '10000',
      annualRate: '0.12',
      method: 'equalInstalment',
      drawDate: '2025-11-30',
      termMonths: 2,
      repaymentDay: 5,
    });
    expect(figures(rows)).toEqual([
      ['2025-12-05', '4975.12', '100.00'],
      ['2026-01-05', '5024.88', '50.25'],
    ]);
  });

  it('equalInstalment at a nil rate: P ÷ n each month, nothing else', () => {
    const rows = buildSchedule({
      principal: '1000',
      annualRate: '0',
      method: 'equalInstalment',
      drawDate: '2026-01-10',
      termMonths: 3,
      repaymentDay: 10,
    });
    expect(rows.map((r) => [r.principal, r.interest])).toEqual([
      ['333.33', '0.00'],
      ['333.33', '0.00'],
      ['333.34', '0.00'],
    ]);
  });

  it('interestFirst: interest by actual days ÷ 365, through a leap February; principal at the end', () => {
    // 100000 × 0.073 ÷ 365 = 20.00 a day. Jan 31 → Feb 15: 15 days; → Mar 15: 29 (2024 is leap); → Apr 15: 31.
    const rows = buildSchedule({
      principal: '100000.00',
      annualRate: '0.073',
      method: 'interestFirst',
      drawDate: '2024-01-31',
      termMonths: 3,
      repaymentDay: 15,
    });
    expect(figures(rows)).toEqual([
      ['2024-02-15', '0.00', '300.00'],
      ['2024-03-15', '0.00', '580.00'],
      ['2024-04-15', '100000.00', '620.00'],
    ]);
    expect(rows.map((r) => r.beginRateTime)).toEqual(['2024-01-31', '2024-02-15', '2024-03-15']);
  });

  it('interestFirst: a one-day broken period rounds half up to the fen', () => {
    // 1250 × 0.0365 ÷ 365 = 0.125 a day: 0.13 (half up, not to even); Feb 1 → Mar 1 2025: 28 days = 3.50.
    const rows = buildSchedule({
      principal: '1250',
      annualRate: '0.0365',
      method: 'interestFirst',
      drawDate: '2025-01-31',
      termMonths: 2,
      repaymentDay: 1,
    });
    expect(figures(rows)).toEqual([
      ['2025-02-01', '0.00', '0.13'],
      ['2025-03-01', '1250.00', '3.50'],
    ]);
  });

  it('equalPrincipal: round(P ÷ n), the remainder last, interest on what is outstanding, across a year end', () => {
    // 0.0365 ÷ 365 = 0.0001 a day. Dec 20 → Jan 28: 39 days on 10000 = 39.00;
    // → Feb 28: 31 days on 6666.67 = 20.666677 → 20.67; → Mar 28: 29 days (leap) on 3333.34 = 9.666686 → 9.67.
    const rows = buildSchedule({
      principal: '10000.00',
      annualRate: '0.0365',
      method: 'equalPrincipal',
      drawDate: '2023-12-20',
      termMonths: 3,
      repaymentDay: 28,
    });
    expect(figures(rows)).toEqual([
      ['2024-01-28', '3333.33', '39.00'],
      ['2024-02-28', '3333.33', '20.67'],
      ['2024-03-28', '3333.34', '9.67'],
    ]);
  });

  it('bullet: one period from the draw to the last due day; a year holding Feb 29 is 366 days ÷ 365', () => {
    // 200000 × 0.0001 × 366 = 7320.00 (2027-03-10 → 2028-03-10 holds 2028-02-29).
    const rows = buildSchedule({
      principal: '200000',
      annualRate: '0.0365',
      method: 'bullet',
      drawDate: '2027-03-10',
      termMonths: 12,
      repaymentDay: 10,
    });
    expect(rows).toEqual([
      {
        period: 1,
        reFundTime: '2028-03-10',
        beginRateTime: '2027-03-10',
        endRateTime: '2028-03-10',
        principal: '200000.00',
        interest: '7320.00',
      },
    ]);
  });

  it('due days: the repayment day of each following month, from any day of the draw month', () => {
    expect(dueDates({ drawDate: '2026-01-31', termMonths: 3, repaymentDay: 28 })).toEqual(['2026-02-28', '2026-03-28', '2026-04-28']);
    expect(dueDates({ drawDate: '2026-12-01', termMonths: 2, repaymentDay: 1 })).toEqual(['2027-01-01', '2027-02-01']);
  });

  it('refuses what no loan can have', () => {
    const good = {
      principal: '1000',
      annualRate: '0.1',
      method: 'bullet',
      drawDate: '2026-01-01',
      termMonths: 1,
      repaymentDay: 1,
    } as const;
    for (const bad of [
      { repaymentDay: 29 },
      { repaymentDay: 0 },
      { termMonths: 0 },
      { principal: '0' },
      { principal: '-5' },
      { principal: '1.234' },
      { annualRate: '-0.1' },
      { annualRate: '1.5' },
      { drawDate: '2026-02-30' },
    ]) {
      expect(() => buildSchedule({ ...good, ...bad }), JSON.stringify(bad)).toThrow();
    }
  });
});

describe('buildSchedule: properties over loans of 1,000 yuan and more', () => {
  const loans = fc.record({
    principal: fc.bigInt({ min: 100_000n, max: 100_000_000_000n }).map((fen) => new Decimal(fen.toString()).div(100).toFixed(2)),
    annualRate: fc.integer({ min: 0, max: 360_000 }).map((r) => new Decimal(r).div(1_000_000).toString()),
    method: fc.constantFrom(...REPAYMENT_METHODS),
    drawDate: fc
      .date({ min: new Date('2020-01-01'), max: new Date('2045-12-31'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10)),
    termMonths: fc.integer({ min: 1, max: 360 }),
    repaymentDay: fc.integer({ min: 1, max: 28 }),
  });

  it('principal sums to the loan, no amount is negative, dates strictly increase and periods join', () => {
    fc.assert(
      fc.property(loans, (loan) => {
        const rows = buildSchedule(loan);
        const total = rows.reduce((sum, r) => sum.plus(r.principal), new Decimal(0));
        expect(total.toFixed(2)).toBe(loan.principal);
        for (const [k, r] of rows.entries()) {
          expect(new Decimal(r.principal).gte(0) && new Decimal(r.interest).gte(0)).toBe(true);
          expect(r.period).toBe(k + 1);
          expect(r.beginRateTime < r.endRateTime).toBe(true);
          expect(r.reFundTime).toBe(r.endRateTime);
          expect(r.beginRateTime).toBe(k === 0 ? loan.drawDate : rows[k - 1]!.endRateTime);
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe('a term in days (decision 0070): the loan matures that many days after its value date', () => {
  const loan = { principal: '1000000.00', annualRate: '0.096', method: 'interestFirst' as const, drawDate: '2026-11-28', termMonths: 12 };

  it('360 days from 2026-11-28 end on 2027-11-23, not on 2027-11-28: five days’ interest less than a 365-day schedule', () => {
    const byDays = buildSchedule({ ...loan, termDays: 360, repaymentDay: 28 });
    const byMonths = buildSchedule({ ...loan, repaymentDay: 28 });
    expect(byDays.map((r) => r.reFundTime)).toEqual([...dueDates({ ...loan, repaymentDay: 28 }).slice(0, 11), '2027-11-23']);
    // The last period runs 2027-10-28 → 2027-11-23, 26 days: 1,000,000 × 0.096 ÷ 365 × 26 = 6,838.356… → 6,838.36.
    expect(byDays.at(-1)).toMatchObject({ beginRateTime: '2027-10-28', principal: '1000000.00', interest: '6838.36' });
    expect(byMonths.at(-1)).toMatchObject({ reFundTime: '2027-11-28', interest: '8153.42' });
    const interest = (rows: ScheduleRow[]) => rows.reduce((s, r) => s.plus(r.interest), new Decimal(0));
    // Only the last period differs: 8,153.42 − 6,838.36 = 1,315.06, five days of 1,000,000 × 0.096 ÷ 365
    // (1,315.068…) as each period's own rounding has it.
    expect(interest(byMonths).minus(interest(byDays)).toFixed(2)).toBe('1315.06');
  });

  it('a term shorter than the first month is one instalment on the maturity day; one ending on a repayment day ends there', () => {
    expect(buildSchedule({ ...loan, termDays: 15, repaymentDay: 28 }).map((r) => r.reFundTime)).toEqual(['2026-12-13']);
    expect(buildSchedule({ ...loan, termDays: 30, repaymentDay: 28 }).map((r) => r.reFundTime)).toEqual(['2026-12-28']);
  });

  it('every method ends on the maturity day and repays the whole principal', () => {
    for (const method of REPAYMENT_METHODS) {
      const rows = buildSchedule({ ...loan, method, termDays: 90, repaymentDay: 10 });
      expect(rows.at(-1)!.reFundTime, method).toBe('2027-02-26');
      expect(rows.reduce((s, r) => s.plus(r.principal), new Decimal(0)).toFixed(2), method).toBe('1000000.00');
    }
  });
});
