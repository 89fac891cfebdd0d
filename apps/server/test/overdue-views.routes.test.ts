import { DEFAULT_PENALTY_DAILY_RATE, FIVE_LEVEL_API, REPAYMENT_API, addDays, suggestFiveLevel } from '@lc/shared';
import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, as } from './helpers/as-user';
import { type TestApp, createTestApp } from './helpers/test-app';

/*
 * Issue 33 item 5 (decision 0066): every screen shows a loan the same. For every demo loan, the
 * overdue lists, the repayment lists and the five-level page agree on days past due, overdue
 * status and the suggested class, on the seeded business date and after the date moves on; and
 * each overdue instalment is charged penalty for every day it is overdue.
 */

const R = REPAYMENT_API.endpoints;
const F = FIVE_LEVEL_API.endpoints;
const days = (from: string, to: string) => (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;

describe('one loan, the same on every screen', () => {
  let t: TestApp;
  let admin: Caller;

  /** Every row of a list, page by page (100 a page). */
  const all = async <T>(page: (paging: { pageNum: number; pageSize: number }) => Promise<{ list: T[] }>) => {
    const rows: T[] = [];
    for (let pageNum = 1; ; pageNum++) {
      const { list } = await page({ pageNum, pageSize: 100 });
      rows.push(...list);
      if (list.length < 100) return rows;
    }
  };

  /** What each screen says, per loan, checked against the instalments the repayment list calls overdue. */
  async function expectScreensAgree() {
    const { businessDate: today } = await admin.call(R.businessDate);
    const loans = await all((paging) => admin.call(R.repayManage, { body: paging }));
    const overdueInstalments = await all((paging) => admin.call(R.repayList, { body: { status: 4, ...paging } }));
    const overdueLoans = new Map((await all((paging) => admin.call(R.overdueLoans, { body: paging }))).map((r) => [r.id, r]));
    const overdueRows = await all((paging) => admin.call(R.overdueSchedules, { body: paging }));
    const fiveLevel = new Map((await all((paging) => admin.call(F.loanList, { query: paging }))).map((r) => [r.billId, r]));
    expect(loans.length).toBeGreaterThan(3);
    expect(overdueInstalments.length).toBeGreaterThan(0);
    expect(overdueRows.map((r) => r.id).sort()).toEqual(overdueInstalments.map((r) => r.id).sort());

    const byBill = new Map<number, { principal: Decimal; days: number }>();
    for (const loan of loans) {
      const late = overdueInstalments.filter((p) => p.loanId === loan.id).map((p) => p.reFundTime);
      const dpd = loan.status === 3 || late.length === 0 ? 0 : days(late.sort()[0]!, today);
      const who = `${loan.billNo} ${loan.customerName}`;
      expect({ who, days: loan.daysPastDue, cls: loan.suggestedClass, status: loan.status }).toEqual({
        who,
        days: dpd,
        cls: suggestFiveLevel(dpd),
        status: loan.status === 3 ? 3 : dpd > 0 ? 2 : 1,
      });
      const listed = overdueLoans.get(loan.id);
      expect({ who, days: listed?.daysPastDue ?? 0, cls: listed?.suggestedClass ?? 1 }).toEqual({
        who,
        days: dpd,
        cls: suggestFiveLevel(dpd),
      });
      const bill = byBill.get(loan.billId) ?? { principal: new Decimal(0), days: 0 };
      byBill.set(loan.billId, { principal: bill.principal.plus(loan.principal), days: Math.max(bill.days, dpd) });
    }
    for (const [billId, bill] of byBill) {
      const row = fiveLevel.get(billId)!;
      expect({ bill: row.billNo, days: row.daysPastDue, cls: row.suggestedClass, principal: row.loanPrincipal }).toEqual({
        bill: row.billNo,
        days: bill.days,
        cls: suggestFiveLevel(bill.days),
        principal: bill.principal.toFixed(2),
      });
    }

    // Penalty days equal days overdue: an instalment nothing was paid on owes a day's penalty for every day late.
    // The day's penalty is on the unpaid principal and interest (decision 0073).
    const untouched = (i: (typeof overdueInstalments)[number]) =>
      [i.paidPrincipal, i.paidInterest, i.paidPenalty].every((paid) => new Decimal(paid).isZero());
    for (const p of overdueInstalments.filter(untouched)) {
      const shown = overdueRows.find((r) => r.id === p.id)!;
      const perDay = new Decimal(p.principal).plus(p.interest).times(DEFAULT_PENALTY_DAILY_RATE).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
      expect({ id: p.id, daysOverdue: shown.daysOverdue, penalty: shown.penalty }).toEqual({
        id: p.id,
        daysOverdue: days(p.reFundTime, today),
        penalty: perDay.times(days(p.reFundTime, today)).toFixed(2),
      });
    }
    return { today, loans };
  }

  beforeAll(async () => {
    t = await createTestApp({ env: { BUSINESS_DATE_ADVANCE: '1' } });
    admin = await as(t, 'admin');
  });
  afterAll(() => t.close());

  it('on the seeded business date, for every demo loan', async () => {
    const { loans } = await expectScreensAgree();
    // The demo has loans current, overdue and settled.
    expect(new Set(loans.map((l) => l.status))).toEqual(new Set([1, 2, 3]));
  });

  it('after the business date moves on 40 days (the run charges every day)', async () => {
    const { businessDate } = await admin.call(R.businessDate);
    await admin.call(R.advanceBusinessDate, { body: { businessDate: addDays(businessDate, 40) } });
    await expectScreensAgree();
  });
});
