import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { type FeeLineTerms, feeEarnedBy, scheduleFees, wholeFees } from './fees';
import { dueDates } from './schedule';

// Decision 0073's worked examples: 1,000,000.00 drawn 2026-11-28 for 360 days, repayment day 28.
const DRAW = { amount: '1000000.00', valueDate: '2026-11-28' };
const DUES = dueDates({ drawDate: '2026-11-28', termMonths: 12, termDays: 360, repaymentDay: 28 });
const daily = (accrual: FeeLineTerms['accrual']): FeeLineTerms[] => [{ itemName: '服务费', chargeDays: 1, rate: '0.01', accrual }];
const total = (fees: { fee: string }[]) => fees.reduce((a, f) => a.plus(f.fee), new Decimal(0)).toFixed(2);

describe('fees on the schedule (decision 0073)', () => {
  it('the dates: eleven instalments on the 28th, the twelfth on the maturity day', () => {
    expect(DUES).toHaveLength(12);
    expect(DUES[0]).toBe('2026-12-28');
    expect(DUES[11]).toBe('2027-11-23');
  });

  it('0.01 % a day by the days used: 100.00 a day of each period, 36,000.00 in all', () => {
    const fees = scheduleFees(daily('perDays'), [DRAW], DUES);
    expect(fees[0]).toEqual({ fee: '3000.00', feeByDays: '3000.00' }); // 30 days
    expect(fees[1]!.fee).toBe('3100.00'); // 31 days to 2027-01-28
    expect(fees[3]!.fee).toBe('2800.00'); // February: 28 days
    expect(fees[11]!.fee).toBe('2600.00'); // 2027-10-28 to the maturity: 26 days
    expect(total(fees)).toBe('36000.00');
    expect(wholeFees(daily('perDays'), DRAW, DUES[11]!)[0]!.amount).toBe('36000.00');
  });

  it('per period: the whole spread evenly; upfront: all with the first instalment', () => {
    const even = scheduleFees(daily('perPeriod'), [DRAW], DUES);
    expect(even.every((f) => f.fee === '3000.00' && f.feeByDays === '0.00')).toBe(true);
    const upfront = scheduleFees(daily('upfront'), [DRAW], DUES);
    expect(upfront[0]!.fee).toBe('36000.00');
    expect(upfront.slice(1).every((f) => f.fee === '0.00')).toBe(true);
  });

  it('per period with fen left over: the last instalment takes it', () => {
    const odd = scheduleFees(
      [{ itemName: '管理费', chargeDays: 360, rate: '1', accrual: 'perPeriod' }],
      [{ ...DRAW, amount: '100000.00' }],
      DUES,
    );
    expect(odd.slice(0, 11).every((f) => f.fee === '83.33')).toBe(true);
    expect(odd[11]!.fee).toBe('83.37');
    expect(total(odd)).toBe('1000.00');
  });

  it('the standard\'s "0.3 % per 5 days begun": 216,000.00 over 360 days, 18,000.00 for the first 30 days', () => {
    const line: FeeLineTerms[] = [{ itemName: '服务费', chargeDays: 5, rate: '0.3', accrual: 'perDays' }];
    const fees = scheduleFees(line, [DRAW], DUES);
    expect(fees[0]!.fee).toBe('18000.00');
    expect(fees[1]!.fee).toBe('21000.00'); // 61 days: 13 blocks begun, 39,000.00 to date
    expect(total(fees)).toBe('216000.00');
  });

  it('a later draw adds its own fees from its value date', () => {
    const tranche = { amount: '500000.00', valueDate: '2027-01-10' };
    const added = scheduleFees(daily('perDays'), [tranche], DUES);
    expect(added[0]!.fee).toBe('0.00');
    expect(added[1]!.fee).toBe('900.00'); // 18 days × 50.00
    expect(total(added)).toBe('15850.00'); // 317 days to the maturity
  });

  it('settling early: the current instalment has earned its per-days fee to the day, its fixed fee once begun', () => {
    const fees = scheduleFees(daily('perDays'), [DRAW], DUES);
    // 2027-01-10 is 13 days into instalment 2 (from 2026-12-28).
    expect(feeEarnedBy(daily('perDays'), [DRAW], DUES, 2, '2027-01-10', fees[1]!)).toBe('1300.00');
    expect(feeEarnedBy(daily('perDays'), [DRAW], DUES, 1, '2026-12-01', fees[0]!)).toBe('300.00');
    const even = scheduleFees(daily('perPeriod'), [DRAW], DUES);
    expect(feeEarnedBy(daily('perPeriod'), [DRAW], DUES, 2, '2027-01-10', even[1]!)).toBe('3000.00');
    // On the day the last instalment fell due, the next period has not begun: nothing of it is charged.
    expect(feeEarnedBy(daily('perPeriod'), [DRAW], DUES, 2, '2026-12-28', even[1]!)).toBe('0.00');
    const upfront = scheduleFees(daily('upfront'), [DRAW], DUES);
    expect(feeEarnedBy(daily('upfront'), [DRAW], DUES, 1, '2026-11-28', upfront[0]!)).toBe('36000.00');
  });
});
