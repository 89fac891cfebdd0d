import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { REPAYMENT_METHODS, type RepaymentMethod, type ScheduleRow, addTranche, buildSchedule } from './schedule';

/*
 * Decision 0060's worked examples: a 600,000.00 grant at 12 % over three months, repayment day 10,
 * drawn 500,004.00 on 2027-03-10 and 99,996.00 on 2027-03-25 (15 days into the first period, 16 left).
 */
const base = (method: RepaymentMethod) => ({ annualRate: '0.12', method, drawDate: '2027-03-10', termMonths: 3, repaymentDay: 10 });
const SECOND = { amount: '99996.00', valueDate: '2027-03-25' };
const figures = (rows: ScheduleRow[]) => rows.map((r) => [r.reFundTime, r.principal, r.interest]);
const principalOf = (rows: ScheduleRow[]) => rows.reduce((s, r) => s.plus(r.principal), new Decimal(0)).toFixed(2);

describe('a loan drawn in two parts (decision 0060)', () => {
  it('interestFirst: 5095.93 + 99996 × 0.12 ÷ 365 × 16 = 526.01 in the split period, then interest on 600,000.00', () => {
    expect(figures(buildSchedule({ ...base('interestFirst'), principal: '500004.00' }))).toEqual([
      ['2027-04-10', '0.00', '5095.93'],
      ['2027-05-10', '0.00', '4931.55'],
      ['2027-06-10', '500004.00', '5095.93'],
    ]);
    expect(figures(buildSchedule({ ...base('interestFirst'), principal: '500004.00', tranches: [SECOND] }))).toEqual([
      ['2027-04-10', '0.00', '5621.94'],
      ['2027-05-10', '0.00', '5917.81'],
      ['2027-06-10', '600000.00', '6115.07'],
    ]);
  });

  it('equalInstalment: the split period adds 99996 × 1 % × 16 ÷ 31 = 516.11; principal follows the annuity on 600,000.00 (A = 204013.27)', () => {
    expect(figures(buildSchedule({ ...base('equalInstalment'), principal: '500004.00', tranches: [SECOND] }))).toEqual([
      ['2027-04-10', '198013.27', '5516.15'],
      ['2027-05-10', '199993.40', '4019.87'],
      ['2027-06-10', '201993.33', '2019.93'],
    ]);
  });

  it('equalPrincipal: 600,000.00 over the three instalments left, interest by days on what is outstanding', () => {
    expect(figures(buildSchedule({ ...base('equalPrincipal'), principal: '500004.00', tranches: [SECOND] }))).toEqual([
      ['2027-04-10', '200000.00', '5621.94'],
      ['2027-05-10', '200000.00', '3945.21'],
      ['2027-06-10', '200000.00', '2038.36'],
    ]);
  });

  it('bullet: 500004 over 92 days (15123.41) plus 99996 over 77 days (2531.41)', () => {
    expect(figures(buildSchedule({ ...base('bullet'), principal: '500004.00', tranches: [SECOND] }))).toEqual([
      ['2027-06-10', '600000.00', '17654.82'],
    ]);
  });

  it.each(REPAYMENT_METHODS)('%s: two draws on one day make the schedule one draw of the sum makes', (method) => {
    const sameDay = buildSchedule({ ...base(method), principal: '500004.00', tranches: [{ amount: '99996.00', valueDate: '2027-03-10' }] });
    expect(sameDay).toEqual(buildSchedule({ ...base(method), principal: '600000.00' }));
  });

  it.each(REPAYMENT_METHODS)('%s: instalments due before the value date stay as they were; principal sums to all drawn', (method) => {
    const first = buildSchedule({ ...base(method), termMonths: 6, principal: '500004.00' });
    const later = addTranche(first, { amount: '99996.00', valueDate: '2027-05-20' }, base(method));
    const before = method === 'bullet' ? 0 : 2;
    expect(later.slice(0, before)).toEqual(first.slice(0, before));
    expect(later.map((r) => [r.period, r.reFundTime, r.beginRateTime, r.endRateTime])).toEqual(
      first.map((r) => [r.period, r.reFundTime, r.beginRateTime, r.endRateTime]),
    );
    expect(principalOf(later)).toBe('600000.00');
  });

  it('a draw after the last due day adds principal to the last instalment, without interest; none before the loan', () => {
    const first = buildSchedule({ ...base('interestFirst'), principal: '500004.00' });
    const late = addTranche(first, { amount: '100.00', valueDate: '2027-07-01' }, base('interestFirst'));
    expect(late.at(-1)).toMatchObject({ principal: '500104.00', interest: '5095.93' });
    expect(() => addTranche(first, { amount: '100.00', valueDate: '2027-03-01' }, base('interestFirst'))).toThrow();
    expect(() =>
      buildSchedule({ ...base('bullet'), principal: '1.00', tranches: [{ amount: '1.00', valueDate: '2027-03-09' }] }),
    ).toThrow();
  });
});
