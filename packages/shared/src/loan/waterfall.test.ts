import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type InstalmentDue, REPAYMENT_COMPONENTS, allocateRepayment, withFees } from './waterfall';

const due = (period: number, penalty: string, fee: string, interest: string, principal: string): InstalmentDue => ({
  period,
  penalty,
  fee,
  interest,
  principal,
});

describe('allocateRepayment', () => {
  const overdue = [due(2, '0.00', '0.00', '300.00', '1000.00'), due(1, '12.50', '50.00', '300.00', '1000.00')];

  it('pays the oldest instalment first, penalty → fees → interest → principal, then the next', () => {
    // 1500.00: period 1 takes 12.50 + 50.00 + 300.00 + 1000.00 = 1362.50; 137.50 goes to period 2's interest.
    expect(allocateRepayment('1500.00', overdue)).toEqual({
      lines: [
        { period: 1, component: 'penalty', amount: '12.50' },
        { period: 1, component: 'fee', amount: '50.00' },
        { period: 1, component: 'interest', amount: '300.00' },
        { period: 1, component: 'principal', amount: '1000.00' },
        { period: 2, component: 'interest', amount: '137.50' },
      ],
      credit: '0.00',
    });
  });

  it('follows a configured order', () => {
    const { lines } = allocateRepayment('100', overdue, ['interest', 'principal', 'penalty', 'fee']);
    expect(lines).toEqual([{ period: 1, component: 'interest', amount: '100.00' }]);
  });

  it('holds what is left after everything owed as credit', () => {
    expect(allocateRepayment('3000', overdue).credit).toBe('337.50');
    expect(allocateRepayment('5', []).credit).toBe('5.00');
  });

  it('refuses a waterfall that leaves a component out, and amounts below the fen or below zero', () => {
    expect(() => allocateRepayment('1', overdue, ['penalty', 'fee', 'interest'])).toThrow();
    expect(() => allocateRepayment('1', overdue, ['penalty', 'fee', 'interest', 'interest'])).toThrow();
    expect(() => allocateRepayment('1.001', overdue)).toThrow();
    expect(() => allocateRepayment('-1', overdue)).toThrow();
  });

  it('never allocates more than is paid or owed: lines plus credit equal the payment, each line within its due', () => {
    const money = fc.integer({ min: 0, max: 10_000_000 }).map((f) => new Decimal(f).div(100).toFixed(2));
    const dues = fc
      .array(fc.tuple(money, money, money, money), { maxLength: 6 })
      .map((rows) => rows.map(([p, f, i, c], k) => due(k + 1, p, f, i, c)));
    fc.assert(
      fc.property(money, dues, fc.shuffledSubarray([...REPAYMENT_COMPONENTS], { minLength: 4 }), (amount, owed, order) => {
        const { lines, credit } = allocateRepayment(amount, owed, order);
        const paid = lines.reduce((sum, l) => sum.plus(l.amount), new Decimal(credit));
        expect(paid.toFixed(2)).toBe(amount);
        for (const line of lines) {
          expect(new Decimal(line.amount).gt(0)).toBe(true);
          expect(new Decimal(line.amount).lte(owed[line.period - 1]![line.component])).toBe(true);
        }
        const owedTotal = owed.reduce((sum, d) => REPAYMENT_COMPONENTS.reduce((s, c) => s.plus(d[c]), sum), new Decimal(0));
        expect(new Decimal(credit).gt(0)).toBe(new Decimal(amount).gt(owedTotal));
      }),
    );
  });

  it('puts the loan’s fees on the oldest instalment owing anything, where the order decides (decision 0050)', () => {
    const dues = [due(1, '0', '0', '0', '0'), due(2, '30.00', '0', '591.78', '0'), due(3, '0', '0', '591.78', '0')];
    const owed = withFees(dues, '1500.00');
    expect(owed.map((d) => d.fee)).toEqual(['0', '1500.00', '0']);
    // 1,000.00: the penalty 30.00, then 970.00 of the fees; with fees last, the interest before them.
    expect(allocateRepayment('1000.00', owed).lines).toEqual([
      { period: 2, component: 'penalty', amount: '30.00' },
      { period: 2, component: 'fee', amount: '970.00' },
    ]);
    expect(allocateRepayment('1000.00', owed, ['penalty', 'interest', 'principal', 'fee']).lines).toEqual([
      { period: 2, component: 'penalty', amount: '30.00' },
      { period: 2, component: 'interest', amount: '591.78' },
      { period: 2, component: 'fee', amount: '378.22' },
    ]);
    // Nothing owed on any instalment: the last one carries them; no fees, nothing changes.
    expect(withFees([due(1, '0', '0', '0', '0'), due(2, '0', '0', '0', '0')], '50.00').map((d) => d.fee)).toEqual(['0', '50.00']);
    expect(withFees(dues, '0.00')).toBe(dues);
  });
});
