import Decimal from 'decimal.js';
import { buildSchedule, luhnCheckDigit } from '@lc/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { secureForGrant } from './helpers/secure-for-grant';
import { type TestApp, createTestApp } from './helpers/test-app';
import { approveBillsDirectly } from './helpers/approved-bills';

const USERS = {
  admin: '13800000000',
  applicant: '13800000031', // role 31: requests grants
  risk: '13800000010',
  vp1: '13800000022',
  vp2: '13800000023',
  finance: '13800000021',
  warrant: '13800000032', // role 32: mortgage requests and registration
  approver: '13800000036', // role 36: mortgage request approval
} as const;
type Who = keyof typeof USERS;
const G = '/api/v1/grant';
const B = '/api/bill/v1/bill';
type Period = {
  id: number;
  period: number;
  reFundTime: string;
  beginRateTime: string;
  endRateTime: string;
  principal: string;
  interest: string;
};
type LoanDetail = { id: number; grantId: number; principal: string; method: string; schedule: Period[]; status: number };

/** The business date the server reads (Asia/Shanghai). */
const shanghaiToday = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);

describe('schedules made at a grant’s first successful draw', () => {
  let t: TestApp;
  const c = {} as Record<Who, string>;
  let keySeq = 0;
  const post = (who: Who, url: string, payload: object = {}) => t.call({ method: 'POST', url, cookie: c[who], payload });
  const sql = async <T>(text: string) => (await t.database.executeSql(text)).rows as T[];

  /** A grant on a fresh final-approved bill, through the three approvals to finance (as grant.routes.test does). */
  async function grantAtFinance(amount: string) {
    const [bill] = await sql<{ id: number; borrower: number }>(
      `select b.id, (select id from borrowers where name = '王建国') borrower from bills b
        where b.status = 4 and not exists (select 1 from grants g where g.bill_id = b.id) order by b.id limit 1`,
    );
    const card = await post('admin', '/api/v1/bankCard', {
      borrowerId: Number(bill!.borrower),
      billId: Number(bill!.id),
      cardNo: `62220203${String(bill!.id).padStart(10, '0')}` + luhnCheckDigit(`62220203${String(bill!.id).padStart(10, '0')}`),
      accountName: '王建国',
      reservedMobile: '13912340001',
      status: 1,
    });
    expect(card.statusCode, card.body).toBe(200);
    // A request needs the contract signed, the mortgage registered and the documents in stock (the grant gate).
    await secureForGrant(t, Number(bill!.id));
    const made = await post('applicant', G, { billId: Number(bill!.id), amount, cardId: card.json().data.id, fundingParty: 'hnxiaodai' });
    expect(made.statusCode, made.body).toBe(200);
    const id = made.json().data.id as number;
    for (const who of ['risk', 'vp1', 'vp2'] as const) {
      const flow = (await t.call({ method: 'GET', url: `${G}/${id}`, cookie: c.admin })).json().data.flow as { version: number };
      expect((await post(who, `${G}/${id}/approve`, { flowVersion: flow.version, comment: '同意' })).statusCode).toBe(200);
    }
    return { grantId: id, billId: Number(bill!.id) };
  }
  const draw = (id: number, amount: string, idempotencyKey = `repay-test-${++keySeq}`) =>
    post('finance', `${G}/${id}/draws`, { amount, idempotencyKey });
  const loanOf = async (grantId: number) => sql<{ id: number }>(`select id from repayment_loans where grant_id = ${grantId}`);
  const detail = async (loanId: number) => {
    const res = await post('admin', `${B}/repayManage/${loanId}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as LoanDetail;
  };

  beforeAll(async () => {
    t = await createTestApp();
    for (const [k, m] of Object.entries(USERS)) c[k as Who] = await t.login(m);
    // More final-approved loans than the demo has, so each case takes a bill of its own.
    await approveBillsDirectly(t);
  });
  afterAll(() => t.close());

  it('makes the schedule buildSchedule gives on the amount drawn, in the draw’s transaction; a retried draw leaves it, a second adds its tranche', async () => {
    const { grantId, billId } = await grantAtFinance('600000.00');
    // A refused transfer makes no loan.
    expect((await post('finance', `${G}/channel/next`, { outcome: 'fail' })).statusCode).toBe(200);
    expect((await draw(grantId, '100000.00')).json().data.status).toBe(3);
    expect(await loanOf(grantId)).toEqual([]);

    const first = await draw(grantId, '200000.00', 'repay-first');
    expect([first.statusCode, first.json().data.status]).toEqual([200, 2]);
    const [loan] = await loanOf(grantId);
    const made = await detail(Number(loan!.id));
    const [{ days }] = (await sql<{ days: number }>(`select borrow_duration days from bills where id = ${billId}`)) as [{ days: number }];
    const drawDate = shanghaiToday();
    const terms = {
      annualRate: '0.096',
      method: 'interestFirst' as const,
      drawDate,
      termMonths: Math.max(1, Math.ceil(days / 30)),
      repaymentDay: Math.min(Number(drawDate.slice(8)), 28),
    };
    // Decision 0060: the loan is what was drawn, not what was approved.
    const expected = buildSchedule({ ...terms, principal: '200000.00' });
    expect(expected.length).toBeGreaterThan(1);
    expect(
      made.schedule.map(({ period, reFundTime, beginRateTime, endRateTime, principal, interest }) => ({
        period,
        reFundTime,
        beginRateTime,
        endRateTime,
        principal,
        interest,
      })),
    ).toEqual(expected);
    expect([made.grantId, made.principal, made.method, made.status]).toEqual([grantId, '200000.00', 'interestFirst', 1]);

    // The same key again answers the first draw and leaves the schedule; a second draw adds its tranche
    // (the same business date: the whole first period on the new principal, as one draw of the sum).
    expect((await draw(grantId, '200000.00', 'repay-first')).json().data.id).toBe(first.json().data.id);
    expect(await detail(Number(loan!.id))).toEqual(made);
    const second = await draw(grantId, '400000.00');
    expect([second.statusCode, second.json().data.grantStatus]).toEqual([200, 5]);
    expect(await loanOf(grantId)).toHaveLength(1);
    const both = await detail(Number(loan!.id));
    expect(both.schedule.map(({ period, principal, interest }) => ({ period, principal, interest }))).toEqual(
      buildSchedule({ ...terms, principal: '600000.00' }).map(({ period, principal, interest }) => ({ period, principal, interest })),
    );
    expect(both.principal).toBe('600000.00');
    const audits = await sql<{ action: string }>(
      `select action from audit_log where entity = 'repayment_loan' and entity_id = '${loan!.id}' order by id`,
    );
    expect(audits.map((a) => a.action)).toEqual(['schedule', 'tranche']);
  });

  it('two first draws at once make one schedule', async () => {
    const { grantId } = await grantAtFinance('300000.00');
    const both = await Promise.all([draw(grantId, '100000.00'), draw(grantId, '200000.00')]);
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(await loanOf(grantId)).toHaveLength(1);
    const [loan] = await loanOf(grantId);
    const rows = await sql<{ n: number }>(`select count(*)::int n from repayment_schedules where loan_id = ${loan!.id}`);
    expect(rows[0]!.n).toBe((await detail(Number(loan!.id))).schedule.length);
  });

  it('takes the terms agreed for the grant: rate, method, term and repayment day', async () => {
    const { grantId } = await grantAtFinance('360000.00');
    await t.database.executeSql(
      `update repayment_terms set annual_rate = 0.12, method = 'equalInstalment', term_months = 12, term_days = null, repayment_day = 5 where grant_id = ${grantId}`,
    );
    expect((await draw(grantId, '360000.00')).statusCode).toBe(200);
    const [loan] = await loanOf(grantId);
    const made = await detail(Number(loan!.id));
    const expected = buildSchedule({
      principal: '360000.00',
      annualRate: '0.12',
      method: 'equalInstalment',
      drawDate: shanghaiToday(),
      termMonths: 12,
      repaymentDay: 5,
    });
    expect(made.schedule.map((p) => [p.period, p.reFundTime, p.principal, p.interest])).toEqual(
      expected.map((p) => [p.period, p.reFundTime, p.principal, p.interest]),
    );
  });
});

type LoanRow = {
  id: number;
  billId: number;
  method: string;
  status: number;
  principal: string;
  outstanding: string;
  periods: number;
  paidPeriods: number;
};
type Stats = { count: number; principal: string; interest: string; paidPrincipal: string; overdueCount: number; overdueAmount: string };

describe('the billing service’s repayment reads (000 §7) on the demo loans', () => {
  let t: TestApp;
  const c = {} as Record<'sales' | 'sales2' | 'afterLoan' | 'finance' | 'admin' | 'executive', string>;
  const post = (cookie: string, url: string, payload: object = {}) => t.call({ method: 'POST', url, cookie, payload });
  const data = async <T>(cookie: string, url: string, payload: object = {}) => {
    const res = await post(cookie, url, payload);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as T;
  };

  beforeAll(async () => {
    t = await createTestApp();
    c.sales = await t.login('13800000011'); // role 11: business_repay_list, own loans (the demo bills are theirs)
    c.sales2 = await t.login('13800000111'); // role 11 in another group: none of the demo loans
    c.afterLoan = await t.login('13800000041'); // role 41: risk_repay_query, Beijing
    c.finance = await t.login('13800000021'); // role 21: business_repay_list and repayment_apply_approve (decision 0041)
    c.admin = await t.login('13800000000');
    c.executive = await t.login('13800000022'); // role 22: no repayment code
  });
  afterAll(() => t.close());

  it('repayManage lists the demo loans, one per method, in repayment, overdue and settled', async () => {
    const page = await data<{ list: LoanRow[]; total: number }>(c.sales, `${B}/repayManage`, { pageSize: 20, withTotal: 1 });
    expect(page.total).toBe(page.list.length);
    expect(new Set(page.list.map((l) => l.method))).toEqual(new Set(['interestFirst', 'equalInstalment', 'equalPrincipal', 'bullet']));
    expect(new Set(page.list.map((l) => l.status))).toEqual(new Set([1, 2, 3]));
    const settled = page.list.find((l) => l.status === 3)!;
    expect([settled.outstanding, settled.paidPeriods]).toEqual(['0.00', settled.periods]);
    // Filters: status and method.
    const overdue = await data<{ list: LoanRow[] }>(c.sales, `${B}/repayManage`, { status: '2' });
    expect(overdue.list.map((l) => l.status)).toEqual([2]);
    const bullet = await data<{ list: LoanRow[] }>(c.sales, `${B}/repayManage`, { method: 'bullet' });
    expect(bullet.list.map((l) => l.method)).toEqual(['bullet']);
    expect((await post(c.sales, `${B}/repayManage`, { status: 9 })).statusCode).toBe(400);
  });

  it('repayManage/{id} gives the schedule whose principal sums to the loan; out of scope is 404, without the code 403', async () => {
    const [loan] = (await data<{ list: LoanRow[] }>(c.sales, `${B}/repayManage`, { method: 'equalInstalment' })).list;
    const detail = await data<LoanRow & { schedule: { principal: string; status: number; period: number }[] }>(
      c.sales,
      `${B}/repayManage/${loan!.id}`,
    );
    expect(detail.schedule.map((p) => p.period)).toEqual(detail.schedule.map((_, k) => k + 1));
    const cents = detail.schedule.reduce((a, p) => a + Math.round(Number(p.principal) * 100), 0);
    expect(cents).toBe(Math.round(Number(detail.principal) * 100));
    expect(new Set(detail.schedule.map((p) => p.status))).toEqual(new Set([2, 4, 1]));
    expect((await post(c.sales2, `${B}/repayManage/${loan!.id}`)).statusCode).toBe(404);
    expect((await data<{ list: LoanRow[] }>(c.sales2, `${B}/repayManage`)).list).toEqual([]);
    expect((await post(c.afterLoan, `${B}/repayManage`)).statusCode).toBe(403);
    expect((await post(c.executive, `${B}/repayManage/${loan!.id}`)).statusCode).toBe(403);
  });

  it('repayList and its statistics: every instalment in the area, by status, loan and due day; the statistics sum what the list finds', async () => {
    const all = await data<{ list: { status: number; loanId: number; reFundTime: string }[]; total: number }>(
      c.afterLoan,
      `${B}/repayList`,
      {
        pageSize: 100,
        withTotal: 1,
      },
    );
    expect(new Set(all.list.map((p) => p.status))).toEqual(new Set([1, 2, 3, 4]));
    const stats = await data<Stats>(c.afterLoan, `${B}/repayList/statistics`);
    expect(stats.count).toBe(all.total);
    const overdue = await data<{ list: { status: number }[]; total: number }>(c.afterLoan, `${B}/repayList`, { status: 4, withTotal: 1 });
    expect(overdue.total).toBe(stats.overdueCount);
    expect(overdue.total).toBeGreaterThanOrEqual(2);
    const sorted = all.list.map((p) => p.reFundTime);
    expect(sorted).toEqual([...sorted].sort());
    const from = sorted[2]!;
    const later = await data<{ list: { reFundTime: string }[] }>(c.afterLoan, `${B}/repayList`, { dueFrom: from, pageSize: 100 });
    expect(later.list.every((p) => p.reFundTime >= from)).toBe(true);
    expect((await post(c.afterLoan, `${B}/repayList`, { dueFrom: '2026-13-01' })).statusCode).toBe(400);
    expect((await post(c.sales, `${B}/repayList`)).statusCode).toBe(403);
    expect((await post(c.finance, `${B}/repayList/statistics`)).statusCode).toBe(403);
  });

  it('billPlan/salesman and billPlanSum/salesman: the caller’s own loans only', async () => {
    const own = await data<{ list: unknown[]; total: number }>(c.sales, `${B}/billPlan/salesman`, { pageSize: 100, withTotal: 1 });
    const sum = await data<Stats>(c.sales, `${B}/billPlanSum/salesman`);
    expect(own.total).toBeGreaterThan(4);
    expect(sum.count).toBe(own.total);
    expect((await data<{ list: unknown[] }>(c.sales2, `${B}/billPlan/salesman`)).list).toEqual([]);
    expect((await data<Stats>(c.sales2, `${B}/billPlanSum/salesman`)).count).toBe(0);
    expect((await post(c.afterLoan, `${B}/billPlan/salesman`)).statusCode).toBe(403);
  });

  it('show_switch/bill/{id}: true for a bill in repayment inside the scope, false otherwise', async () => {
    const [loan] = (await data<{ list: LoanRow[] }>(c.sales, `${B}/repayManage`)).list;
    expect(await data<boolean>(c.sales, `/api/bill/v1/show_switch/bill/${loan!.billId}`)).toBe(true);
    expect(await data<boolean>(c.afterLoan, `/api/bill/v1/show_switch/bill/${loan!.billId}`)).toBe(true);
    expect(await data<boolean>(c.sales2, `/api/bill/v1/show_switch/bill/${loan!.billId}`)).toBe(false);
    const { rows } = await t.database.executeSql(`select id from bills where id not in (select bill_id from repayment_loans) limit 1`);
    expect(await data<boolean>(c.sales, `/api/bill/v1/show_switch/bill/${(rows as { id: number }[])[0]!.id}`)).toBe(false);
    expect((await post(c.executive, `/api/bill/v1/show_switch/bill/${loan!.billId}`)).statusCode).toBe(403);
  });

  it('repayApply records; finance posts it: allocated oldest first, posted once, instalments marked; the rest as credit settles the loan', async () => {
    const [loan] = (await data<{ list: LoanRow[] }>(c.sales, `${B}/repayManage`, { method: 'bullet' })).list;
    const before = await data<{ schedule: { interest: string; principal: string; fee: string }[] }>(
      c.sales,
      `${B}/repayManage/${loan!.id}`,
    );
    // The instalment's fee first (the waterfall's order: penalty, fees, interest, principal; decision 0073), then its interest.
    const { fee } = before.schedule[0]!;
    const interest = new Decimal(before.schedule[0]!.interest).plus(fee).toFixed(2);
    const apply = (payload: object, cookie = c.sales) => post(cookie, `${B}/repayApply`, payload);
    const review = (id: number, verdict: 'approve' | 'reject', cookie = c.finance, payload: object = {}) =>
      post(cookie, `${B}/repayApply/${id}/${verdict}`, payload);
    const entries = async (like: string) =>
      (
        (await t.database.executeSql(`select count(*)::int n from ledger_entries where idempotency_key like '${like}'`)).rows as {
          n: number;
        }[]
      )[0]!.n;
    const first = await apply({ loanId: loan!.id, amount: interest, idempotencyKey: 'repay-apply-0001' });
    expect(first.statusCode, first.body).toBe(200);
    const recorded = first.json().data as { id: number; status: number; ledgerEntryId: number | null; lines: unknown[] };
    // Recorded, nothing posted yet: the instalment is untouched until finance reviews it.
    expect([recorded.status, recorded.ledgerEntryId, recorded.lines]).toEqual([1, null, []]);
    expect(await entries(`repay:application:${recorded.id}`)).toBe(0);
    // The same key again: the first answer; the key with another amount is 422.
    expect((await apply({ loanId: loan!.id, amount: interest, idempotencyKey: 'repay-apply-0001' })).json().data).toEqual(recorded);
    expect((await apply({ loanId: loan!.id, amount: '1.00', idempotencyKey: 'repay-apply-0001' })).statusCode).toBe(422);

    // Only finance reviews (403 for the salesperson), never its own recording (403), out of scope is 404.
    expect((await review(recorded.id, 'approve', c.sales)).statusCode).toBe(403);
    const own = await apply({ loanId: loan!.id, amount: '1.00', idempotencyKey: 'repay-apply-own1' }, c.finance);
    expect(own.statusCode, own.body).toBe(200);
    const ownReview = await review(own.json().data.id, 'approve');
    expect([ownReview.statusCode, ownReview.json().msg]).toEqual([403, '不能审批自己发起的申请']);
    expect((await review(999_999, 'approve')).statusCode).toBe(404);
    // A rejection needs a reason, and posts nothing.
    expect((await review(own.json().data.id, 'reject', c.admin)).statusCode).toBe(400);
    const rejected = await review(own.json().data.id, 'reject', c.admin, { reason: '未见到账' });
    expect(rejected.json().data).toMatchObject({ status: 3, ledgerEntryId: null, rejectReason: '未见到账' });
    expect(await entries(`repay:application:${own.json().data.id}`)).toBe(0);

    // Two reviewers at once: one posts, the other is told it is decided; one ledger entry.
    const decisions = await Promise.all([review(recorded.id, 'approve'), review(recorded.id, 'approve', c.admin)]);
    expect(decisions.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const posted = decisions.find((r) => r.statusCode === 200)!.json().data as { status: number; credit: string; lines: unknown[] };
    expect([posted.status, posted.lines, posted.credit]).toEqual([
      2,
      [
        ...(new Decimal(fee).gt(0) ? [{ period: 1, component: 'planFee', amount: fee }] : []),
        { period: 1, component: 'interest', amount: before.schedule[0]!.interest },
      ],
      '0.00',
    ]);
    expect(await entries(`repay:application:${recorded.id}`)).toBe(1);
    expect((await review(recorded.id, 'reject', c.finance, { reason: '重复' })).statusCode).toBe(409);
    const partly = await data<{ schedule: { status: number; paidInterest: string }[]; status: number }>(
      c.sales,
      `${B}/repayManage/${loan!.id}`,
    );
    expect([partly.schedule[0]!.status, partly.schedule[0]!.paidInterest, partly.status]).toEqual([3, before.schedule[0]!.interest, 1]);

    // Out of scope 404, without the code 403, a bad amount 400.
    expect((await apply({ loanId: loan!.id, amount: '1.00', idempotencyKey: 'repay-apply-0002' }, c.sales2)).statusCode).toBe(404);
    expect((await apply({ loanId: loan!.id, amount: '1.00', idempotencyKey: 'repay-apply-0002' }, c.afterLoan)).statusCode).toBe(403);
    expect((await apply({ loanId: loan!.id, amount: '1.001', idempotencyKey: 'repay-apply-0002' })).statusCode).toBe(400);

    // The principal and 100.00 more is more than is owed: refused with the maximum, nothing recorded (decision 0065).
    const principal = before.schedule[0]!.principal;
    const over = await apply({ loanId: loan!.id, amount: (Number(principal) + 100).toFixed(2), idempotencyKey: 'repay-apply-over' });
    expect(over.statusCode).toBe(422);
    expect(over.json().msg).toContain(principal);
    // The principal: paid in full, the loan settled, nothing held as credit.
    const last = await apply({ loanId: loan!.id, amount: principal, idempotencyKey: 'repay-apply-0003' });
    expect(last.statusCode, last.body).toBe(200);
    const lastPosted = await review(last.json().data.id, 'approve');
    expect(lastPosted.statusCode, lastPosted.body).toBe(200);
    expect(lastPosted.json().data.credit).toBe('0.00');
    const settled = await data<{ status: number; outstanding: string; schedule: { status: number }[] }>(
      c.sales,
      `${B}/repayManage/${loan!.id}`,
    );
    expect([settled.status, settled.outstanding, settled.schedule.map((p) => p.status)]).toEqual([3, '0.00', [2]]);
    expect((await apply({ loanId: loan!.id, amount: '1.00', idempotencyKey: 'repay-apply-0004' })).statusCode).toBe(409);
  });

  it('repayApplyBase/{id} gives what is owed on the business date; repayApply/list the repayments received, in scope', async () => {
    const [overdue] = (await data<{ list: LoanRow[] }>(c.sales, `${B}/repayManage`, { status: 2 })).list;
    type Base = {
      loan: LoanRow;
      dueNow: string;
      fees: string;
      dues: { penalty: string; principal: string; interest: string; fee: string; status: number }[];
    };
    const base = await data<Base>(c.sales, `${B}/repayApplyBase/${overdue!.id}`);
    expect(base.loan.id).toBe(overdue!.id);
    expect(base.dues.map((d) => d.status)).toEqual([4, 4]);
    const fen = (v: string) => Math.round(Number(v) * 100);
    const cents = base.dues.reduce((a, d) => a + fen(d.penalty) + fen(d.principal) + fen(d.interest) + fen(d.fee), 0);
    // The demo's overdue loan has accrued penalty (decision 0035), owed first.
    expect(fen(base.dues[0]!.penalty)).toBeGreaterThan(0);
    // With the fees the bill still owes on 1123 (decision 0050), which the waterfall collects too.
    const [owed] = (
      await t.database.executeSql(
        `select coalesce(sum(debit - credit), 0)::numeric(18,2)::text fees from ledger_lines where bill_id = ${base.loan.billId} and account_code = '1123'`,
      )
    ).rows as { fees: string }[];
    expect(base.fees).toBe(owed!.fees);
    expect(Math.round(Number(base.dueNow) * 100)).toBe(cents + fen(base.fees));
    expect((await post(c.sales2, `${B}/repayApplyBase/${overdue!.id}`)).statusCode).toBe(404);

    const [bullet] = (await data<{ list: LoanRow[] }>(c.sales, `${B}/repayManage`, { method: 'bullet' })).list;
    type Applied = { list: { loanId: number; amount: string; createdByName: string }[]; total: number };
    const received = await data<Applied>(c.sales, `${B}/repayApply/list`, { loanId: bullet!.id, withTotal: 1 });
    expect(received.total).toBe(3);
    // The one finance rejected, by status.
    const rejected = await data<Applied>(c.admin, `${B}/repayApply/list`, { loanId: bullet!.id, status: 3, withTotal: 1 });
    expect([rejected.total, rejected.list[0]?.amount]).toEqual([1, '1.00']);
    expect(received.list.every((a) => a.loanId === bullet!.id && a.createdByName !== '')).toBe(true);
    expect((await data<Applied>(c.sales2, `${B}/repayApply/list`)).list).toEqual([]);
    expect((await post(c.afterLoan, `${B}/repayApply/list`)).statusCode).toBe(403);
  });

  it('the demo repayments posted balanced entries: the trial balance still balances', async () => {
    const trial = (await t.call({ method: 'GET', url: '/api/v1/ledger/trial-balance', cookie: c.finance })).json().data as {
      debit: string;
      credit: string;
    };
    expect(trial.debit).toBe(trial.credit);
    const { rows } = await t.database.executeSql(`select count(*)::int n from ledger_entries where idempotency_key like 'repay:demo-%'`);
    // Three repayments on the four plans' loans and the early-settled loan's two (its instalments due, then its
    // settlement, decision 0048); the lifecycle loan is repaid on screen (e2e/repayment-lifecycle.spec.ts), not seeded.
    expect((rows as { n: number }[])[0]!.n).toBe(5);
  });
});
