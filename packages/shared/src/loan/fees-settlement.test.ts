import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { FEE_ACCRUALS, type FeeAccrual, type FeeLineTerms, scheduleFees } from './fees';
import { REPAYMENT_METHODS, buildSchedule } from './schedule';
import { addDays } from './accrual';
import { settlementQuote } from './settlement';
import { allocateRepayment } from './waterfall';

/*
 * Decision 0073 for every repayment method and every accrual: 1,000,000.00 drawn 2026-11-28 at 12 %
 * for 360 days on the 20th, a service fee of 0.01 % a day (100.00 a day, 36,000.00 in all). The
 * expected figures are worked out here another way than the code under test does.
 */
const DRAW = '2026-11-28';
const lines = (accrual: FeeAccrual): FeeLineTerms[] => [{ itemName: '服务费', chargeDays: 1, rate: '0.01', accrual }];
const daysFrom = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000;

function loan(method: (typeof REPAYMENT_METHODS)[number], accrual: FeeAccrual) {
  const rows = buildSchedule({
    principal: '1000000.00',
    annualRate: '0.12',
    method,
    drawDate: DRAW,
    termMonths: 12,
    termDays: 360,
    repaymentDay: 20,
  });
  const fees = scheduleFees(
    lines(accrual),
    [{ amount: '1000000.00', valueDate: DRAW }],
    rows.map((r) => r.reFundTime),
  );
  return rows.map((r, k) => ({
    ...r,
    ...fees[k]!,
    paidPrincipal: '0.00',
    paidInterest: '0.00',
    paidFee: '0.00',
    penalty: '0.00',
    paidPenalty: '0.00',
  }));
}

/** The fees owed on `day` of an untouched loan, by the accrual's own words. */
function feesOwedOn(accrual: FeeAccrual, periods: ReturnType<typeof loan>, day: string) {
  if (accrual === 'upfront') return '36000.00';
  if (accrual === 'perDays') return new Decimal(100).times(daysFrom(DRAW, day)).toFixed(2);
  // Per period: every period begun (the first from the value date, a later one from the day after the last due day).
  const begun = periods.filter((p, k) => k === 0 || day > p.beginRateTime);
  return begun.reduce((a, p) => a.plus(p.fee), new Decimal(0)).toFixed(2);
}

describe('fees on the schedule, every method and accrual (decision 0073)', () => {
  for (const method of REPAYMENT_METHODS) {
    for (const accrual of FEE_ACCRUALS) {
      it(`${method}, ${accrual}: the whole fee is 36,000.00; a settlement on any day charges the fees accrued to it`, () => {
        const periods = loan(method, accrual);
        expect(periods.reduce((a, p) => a.plus(p.fee), new Decimal(0)).toFixed(2)).toBe('36000.00');
        expect(periods[periods.length - 1]!.reFundTime).toBe('2027-11-23');
        for (let day = addDays(DRAW, 1); day < '2027-11-23'; day = addDays(day, 6)) {
          const feeRule = { lines: lines(accrual), tranches: [{ amount: '1000000.00', valueDate: DRAW }] };
          const q = settlementQuote({ periods, annualRate: '0.12', today: day, feeRate: '0.01', feeRule });
          expect(q.planFees, day).toBe(feesOwedOn(accrual, periods, day));
        }
      });

      it(`${method}, ${accrual}: paying each instalment in full on its due day leaves it paid and the loan at nil`, () => {
        let periods = loan(method, accrual);
        for (const due of periods.map((p) => p.period)) {
          const p = periods.find((x) => x.period === due)!;
          const owed = new Decimal(p.principal).plus(p.interest).plus(p.fee).toFixed(2);
          const dues = periods
            .filter((x) => x.period <= due)
            .map((x) => ({
              period: x.period,
              penalty: '0.00',
              fee: new Decimal(x.fee).minus(x.paidFee).toFixed(2),
              interest: new Decimal(x.interest).minus(x.paidInterest).toFixed(2),
              principal: new Decimal(x.principal).minus(x.paidPrincipal).toFixed(2),
            }));
          const { lines: paid, credit } = allocateRepayment(owed, dues);
          expect(credit).toBe('0.00');
          const sum = (c: string) =>
            paid
              .filter((l) => l.period === due && l.component === c)
              .reduce((a, l) => a.plus(l.amount), new Decimal(0))
              .toFixed(2);
          expect([sum('principal'), sum('interest'), sum('fee')]).toEqual([p.principal, p.interest, p.fee]);
          periods = periods.map((x) =>
            x.period === due ? { ...x, paidPrincipal: x.principal, paidInterest: x.interest, paidFee: x.fee } : x,
          );
        }
        const q = settlementQuote({ periods, annualRate: '0.12', today: '2027-11-23', feeRate: '0.01' });
        expect([q.total, q.planFees, q.principal]).toEqual(['0.00', '0.00', '0.00']);
      });
    }
  }
});
