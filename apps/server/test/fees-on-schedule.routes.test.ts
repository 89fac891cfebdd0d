import { BILL_API, type EndpointReply, type FeeAccrual, GRANT_API, REPAYMENT_API, type RepaymentMethod } from '@lc/shared';
import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachRequiredDocuments, billBody, finalTerms } from './bill-fixtures';
import { type Caller, asEach } from './helpers/as-user';
import { grantReadyBill } from './helpers/grant-at-finance';
import { type TestApp, createTestApp } from './helpers/test-app';

/*
 * Decision 0073 over HTTP: final review decides the fee lines and how they fall due; the schedule
 * carries them; a borrower who pays each 下期应还 on its due day is never overdue and ends at exactly
 * nil; an early settlement charges the fees accrued to its day; fees are income when paid (6021) and
 * never touch fees receivable (1123). Every figure is worked out here by hand from the terms.
 */
const G = GRANT_API.endpoints;
const B = BILL_API.endpoints;
const R = REPAYMENT_API.endpoints;
const PRINCIPAL = '1000000.00';
/** 0.01 % a day: 100.00 a day on 1,000,000.00; 36,000.00 over 360 days. */
const feesOf = (accrual: FeeAccrual) => [{ itemName: '服务费', chargeDays: 1, rate: '0.01', accrual }];
const WHOLE = new Decimal('36000.00');

type Period = EndpointReply<typeof R.repayManageDetail>['schedule'][number];
const days = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000;

describe('fees on the schedule (decision 0073)', () => {
  let t: TestApp;
  const BILL_CHAIN = ['manager', 'deptManager', 'risk', 'riskStaff'] as const;
  let c: Record<'admin' | 'sales' | (typeof BILL_CHAIN)[number] | 'finalReview' | 'vp1' | 'vp2' | 'finance', Caller>;
  beforeAll(async () => {
    t = await createTestApp();
    c = await asEach(t, 'admin', 'sales', ...BILL_CHAIN, 'finalReview', 'vp1', 'vp2', 'finance');
  });
  afterAll(() => t.close());

  const sql = async <T>(text: string) => (await t.database.executeSql(text)).rows as T[];
  const loanDetail = (id: number) => c.admin.call(R.repayManageDetail, { params: { id } });
  const advance = (businessDate: string) => c.admin.send(R.advanceBusinessDate, { body: { businessDate } });

  /** A new 1,000,000.00 loan for 360 days on the 20th, final review deciding `method` and the fee's accrual; drawn whole. */
  async function drawnLoan(method: RepaymentMethod, accrual: FeeAccrual) {
    const made = await c.sales.call(B.create, { body: billBody() });
    const bill = await c.sales.call(B.submit, { params: { id: made.id }, body: { version: made.version } });
    await attachRequiredDocuments(t, c.sales.cookie, bill.id);
    let v = bill.flowVersion;
    for (const who of BILL_CHAIN) {
      v = (await c[who].call(B.approve, { params: { id: bill.id }, body: { flowVersion: v, comment: '同意' } })).flowVersion;
    }
    const terms = finalTerms(PRINCIPAL, 360, { annualRate: '0.12', method, repaymentDay: 20, fees: feesOf(accrual) });
    const final = await c.finalReview.send(B.approve, { params: { id: bill.id }, body: { flowVersion: v, comment: '终审同意', terms } });
    expect(final.status).toBe(200);
    const { billId, cardId } = await grantReadyBill(t, c.admin.cookie, bill.id);
    const { id: grantId } = await c.riskStaff.call(G.request, { body: { billId, cardId, fundingParty: 'hnxiaodai', amount: PRINCIPAL } });
    for (const who of ['risk', 'vp1', 'vp2'] as const) {
      const { flow } = await c[who].call(G.detail, { params: { id: grantId } });
      const approved = await c[who].send(G.approve, { params: { id: grantId }, body: { flowVersion: flow!.version, comment: '同意' } });
      expect(approved.status).toBe(200);
    }
    await c.finance.call(G.draw, { params: { id: grantId }, body: { amount: PRINCIPAL, idempotencyKey: `fees-draw-${grantId}` } });
    const [loan] = await sql<{ id: number }>(`select id from repayment_loans where grant_id = ${grantId}`);
    return loanDetail(Number(loan!.id));
  }

  /** The fee each instalment should carry, worked out from the terms. */
  function expectedFees(schedule: Period[], accrual: FeeAccrual) {
    const n = schedule.length;
    if (accrual === 'upfront') return schedule.map((_, k) => (k === 0 ? WHOLE : new Decimal(0)).toFixed(2));
    if (accrual === 'perPeriod') {
      const share = WHOLE.div(n).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
      return schedule.map((_, k) => (k === n - 1 ? WHOLE.minus(share.times(n - 1)) : share).toFixed(2));
    }
    return schedule.map((p) => new Decimal(100).times(days(p.beginRateTime, p.reFundTime)).toFixed(2));
  }

  async function pay(loanId: number, amount: string, key: string) {
    const recorded = await c.admin.call(R.repayApply, { body: { loanId, amount, idempotencyKey: key } });
    await c.finance.call(R.repayApplyApprove, { params: { id: recorded.id } });
  }

  it('pays each 下期应还 on its due day: never overdue, every fee paid, settled at exactly nil; fees income when paid, none on 1123', async () => {
    const cases: [RepaymentMethod, FeeAccrual][] = [
      ['interestFirst', 'perDays'],
      ['equalInstalment', 'perPeriod'],
      ['equalPrincipal', 'upfront'],
    ];
    const loans = [];
    for (const [method, accrual] of cases) {
      const loan = await drawnLoan(method, accrual);
      expect(
        loan.schedule.map((p) => p.fee),
        `${method} ${accrual}`,
      ).toEqual(expectedFees(loan.schedule, accrual));
      loans.push(loan);
    }
    // The next amount due includes the first instalment's fee.
    const [first] = loans;
    expect(first!.nextDueDate).toBe(first!.schedule[0]!.reFundTime);

    const dueDays = [...new Set(loans.flatMap((l) => l.schedule.map((p) => p.reFundTime)))].sort();
    for (const day of dueDays) {
      const moved = await advance(day);
      expect(moved.status, moved.res.body).toBe(200);
      for (const loan of loans) {
        const now = await loanDetail(loan.id);
        if (now.nextDueDate !== day) continue;
        const due = now.schedule.find((p) => p.reFundTime === day)!;
        await pay(loan.id, now.nextDueAmount!, `fees-${loan.id}-${day}`);
        const after = await loanDetail(loan.id);
        const paid = after.schedule.find((p) => p.period === due.period)!;
        expect([paid.status, paid.paidFee], `${loan.id} instalment ${due.period}`).toEqual([2, paid.fee]);
        expect([after.daysPastDue, after.penalty, after.credit]).toEqual([0, '0.00', '0.00']);
      }
    }
    for (const loan of loans) {
      const end = await loanDetail(loan.id);
      expect([end.status, end.nextDueAmount, end.credit]).toEqual([3, null, '0.00']);
      const [books] = await sql<{ receivable: string; income: string; principal: string }>(`
        select coalesce(sum(debit - credit) filter (where account_code = '1123'), 0)::numeric(18,2)::text receivable,
               coalesce(sum(credit - debit) filter (where account_code = '6021'), 0)::numeric(18,2)::text income,
               coalesce(sum(debit - credit) filter (where account_code = '1301'), 0)::numeric(18,2)::text principal
          from ledger_lines where bill_id = ${loan.billId}`);
      const lines1123 = await sql<{ n: number }>(
        `select count(*)::int n from ledger_lines where bill_id = ${loan.billId} and account_code = '1123'`,
      );
      expect([books!.receivable, Number(lines1123[0]!.n), books!.income, books!.principal]).toEqual(['0.00', 0, '36000.00', '0.00']);
    }
  }, 300_000);

  it('an early settlement charges the fees accrued to its day, not the whole term', async () => {
    const loan = await drawnLoan('bullet', 'perDays');
    const drawDate = loan.schedule[0]!.beginRateTime;
    const [{ today }] = (await sql<{ today: string }>(`select business_date::text today from business_calendar`)) as [{ today: string }];
    const day = new Date(Date.parse(`${today}T00:00:00Z`) + 45 * 86_400_000).toISOString().slice(0, 10);
    expect((await advance(day)).status).toBe(200);
    const q = await c.admin.call(R.prepaymentQuote, { params: { id: loan.id } });
    const used = days(drawDate, day);
    const interest = new Decimal(PRINCIPAL).times('0.12').div(365).times(used).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
    const planFees = new Decimal(100).times(used);
    const prepaymentFee = new Decimal(PRINCIPAL).times('0.01');
    expect([q.planFees, q.fees, q.interest, q.prepaymentFee]).toEqual([
      planFees.toFixed(2),
      '0.00',
      interest.toFixed(2),
      prepaymentFee.toFixed(2),
    ]);
    expect(q.total).toBe(new Decimal(PRINCIPAL).plus(interest).plus(planFees).plus(prepaymentFee).toFixed(2));

    const recorded = await c.admin.send(R.repayApply, {
      body: { loanId: loan.id, amount: q.toPay, idempotencyKey: `settle-${loan.id}`, settle: true },
    });
    expect(recorded.status, recorded.res.body).toBe(200);
    expect((await c.finance.send(R.repayApplyApprove, { params: { id: recorded.reply!.id } })).status).toBe(200);
    const end = await loanDetail(loan.id);
    expect([end.status, end.schedule[0]!.fee, end.schedule[0]!.paidFee, end.credit]).toEqual([
      3,
      planFees.toFixed(2),
      planFees.toFixed(2),
      '0.00',
    ]);
    const [books] = await sql<{ income: string }>(`
      select coalesce(sum(credit - debit), 0)::numeric(18,2)::text income from ledger_lines where bill_id = ${end.billId} and account_code = '6021'`);
    // Fee income: the fees accrued and the prepayment fee, nothing for the days not used.
    expect(books!.income).toBe(planFees.plus(prepaymentFee).toFixed(2));
  }, 120_000);

  it('the overdue run charges each loan its own contractual penalty rate, on overdue principal and interest, not on the fee', async () => {
    const loan = await drawnLoan('interestFirst', 'perDays');
    // As if its terms were decided when the setting was 0.1 % a day (the app runs at 0.05 %).
    await sql(
      `update repayment_terms set penalty_daily_rate = 0.001 where grant_id = (select grant_id from repayment_loans where id = ${loan.id})`,
    );
    const first = loan.schedule[0]!;
    const day = new Date(Date.parse(`${first.reFundTime}T00:00:00Z`) + 3 * 86_400_000).toISOString().slice(0, 10);
    expect((await advance(day)).status).toBe(200);
    const after = await loanDetail(loan.id);
    const overdue = after.schedule[0]!;
    // Interest first: instalment 1 owes interest only (and its fee, which bears no penalty).
    const perDay = new Decimal(overdue.interest).times('0.001').toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
    expect([overdue.status, overdue.penalty, after.daysPastDue]).toEqual([4, perDay.times(3).toFixed(2), 3]);
  }, 120_000);
});
