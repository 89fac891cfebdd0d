import Decimal from 'decimal.js';
import { BANK_CARD_API, GRANT_API, LEDGER_API, REPAYMENT_API, type EndpointInput, buildSchedule, luhnCheckDigit } from '@lc/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, as, asEach } from './helpers/as-user';
import { secureForGrant } from './helpers/secure-for-grant';
import { type TestApp, createTestApp } from './helpers/test-app';
import { approveBillsDirectly } from './helpers/approved-bills';

const G = GRANT_API.endpoints;
const R = REPAYMENT_API.endpoints;

/** The business date the server reads (Asia/Shanghai). */
const shanghaiToday = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);

describe('schedules made at a grant’s first successful draw', () => {
  let t: TestApp;
  let keySeq = 0;
  const sql = async <T>(text: string) => (await t.database.executeSql(text)).rows as T[];

  /** A grant on a fresh final-approved bill, through the three approvals to finance (as grant.routes.test does). */
  async function grantAtFinance(amount: string) {
    const [bill] = await sql<{ id: number; borrower: number }>(
      `select b.id, (select id from borrowers where name = '王建国') borrower from bills b
        where b.status = 4 and not exists (select 1 from grants g where g.bill_id = b.id) order by b.id limit 1`,
    );
    const admin = await as(t, 'admin');
    const card = await admin.call(BANK_CARD_API.endpoints.cardCreate, {
      body: {
        borrowerId: Number(bill!.borrower),
        billId: Number(bill!.id),
        cardNo: `62220203${String(bill!.id).padStart(10, '0')}` + luhnCheckDigit(`62220203${String(bill!.id).padStart(10, '0')}`),
        accountName: '王建国',
        reservedMobile: '13912340001',
        status: 1,
      },
    });
    // A request needs the contract signed, the mortgage registered and the documents in stock (the grant gate).
    await secureForGrant(t, Number(bill!.id));
    const { id } = await (
      await as(t, 'riskStaff')
    ).call(G.request, { body: { billId: Number(bill!.id), amount, cardId: card.id, fundingParty: 'hnxiaodai' } });
    for (const who of ['risk', 'vp1', 'vp2'] as const) {
      const { flow } = await admin.call(G.detail, { params: { id } });
      await (await as(t, who)).call(G.approve, { params: { id }, body: { flowVersion: flow!.version, comment: '同意' } });
    }
    return { grantId: id, billId: Number(bill!.id) };
  }
  const draw = async (id: number, amount: string, idempotencyKey = `repay-test-${++keySeq}`) =>
    (await as(t, 'finance')).send(G.draw, { params: { id }, body: { amount, idempotencyKey } });
  const loanOf = async (grantId: number) => sql<{ id: number }>(`select id from repayment_loans where grant_id = ${grantId}`);
  const detail = async (loanId: number) => (await as(t, 'admin')).call(R.repayManageDetail, { params: { id: loanId } });

  beforeAll(async () => {
    t = await createTestApp();
    // More final-approved loans than the demo has, so each case takes a bill of its own.
    await approveBillsDirectly(t);
  });
  afterAll(() => t.close());

  it('makes the schedule buildSchedule gives on the amount drawn, in the draw’s transaction; a retried draw leaves it, a second adds its tranche', async () => {
    const { grantId, billId } = await grantAtFinance('600000.00');
    // A refused transfer makes no loan.
    await (await as(t, 'finance')).call(G.channelNext, { body: { outcome: 'fail' } });
    expect((await draw(grantId, '100000.00')).reply!.status).toBe(3);
    expect(await loanOf(grantId)).toEqual([]);

    const first = await draw(grantId, '200000.00', 'repay-first');
    expect([first.status, first.reply!.status]).toEqual([200, 2]);
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
      // Decision 0079: the loan matures the term's days after the draw, wherever the 28th falls.
      termDays: days,
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
    expect((await draw(grantId, '200000.00', 'repay-first')).reply!.id).toBe(first.reply!.id);
    expect(await detail(Number(loan!.id))).toEqual(made);
    const second = await draw(grantId, '400000.00');
    expect([second.status, second.reply!.grantStatus]).toEqual([200, 5]);
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
    expect(both.map((r) => r.status)).toEqual([200, 200]);
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
    expect((await draw(grantId, '360000.00')).status).toBe(200);
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

describe('the billing service’s repayment reads (000 §7) on the demo loans', () => {
  let t: TestApp;
  // sales (role 11): business_repay_list, own loans (the demo bills are theirs); sales2: role 11 in another group, none
  // of the demo loans; afterLoan (role 41): risk_repay_query, Beijing; finance (role 21): business_repay_list and
  // repayment_apply_approve (decision 0041); vp1 (role 22): no repayment code.
  let c: Record<'sales' | 'sales2' | 'afterLoan' | 'finance' | 'admin' | 'vp1', Caller>;
  type ManageQuery = EndpointInput<typeof R.repayManage>['body'];
  const loans = (who: Caller, body: ManageQuery = {}) => who.call(R.repayManage, { body });

  beforeAll(async () => {
    t = await createTestApp();
    c = await asEach(t, 'sales', 'sales2', 'afterLoan', 'finance', 'admin', 'vp1');
  });
  afterAll(() => t.close());

  it('repayManage lists the demo loans, one per method, in repayment, overdue and settled', async () => {
    const page = await loans(c.sales, { pageSize: 20, withTotal: 1 });
    expect(page.total).toBe(page.list.length);
    expect(new Set(page.list.map((l) => l.method))).toEqual(new Set(['interestFirst', 'equalInstalment', 'equalPrincipal', 'bullet']));
    expect(new Set(page.list.map((l) => l.status))).toEqual(new Set([1, 2, 3]));
    const settled = page.list.find((l) => l.status === 3)!;
    expect([settled.outstanding, settled.paidPeriods]).toEqual(['0.00', settled.periods]);
    // Filters: status and method.
    const overdue = await loans(c.sales, { status: '2' });
    expect(overdue.list.map((l) => l.status)).toEqual([2]);
    const bullet = await loans(c.sales, { method: 'bullet' });
    expect(bullet.list.map((l) => l.method)).toEqual(['bullet']);
    expect((await c.sales.send(R.repayManage, { body: { status: 9 } })).status).toBe(400);
  });

  it('repayManage/{id} gives the schedule whose principal sums to the loan; out of scope is 404, without the code 403', async () => {
    const [loan] = (await loans(c.sales, { method: 'equalInstalment' })).list;
    const detail = await c.sales.call(R.repayManageDetail, { params: { id: loan!.id } });
    expect(detail.schedule.map((p) => p.period)).toEqual(detail.schedule.map((_, k) => k + 1));
    const cents = detail.schedule.reduce((a, p) => a + Math.round(Number(p.principal) * 100), 0);
    expect(cents).toBe(Math.round(Number(detail.principal) * 100));
    expect(new Set(detail.schedule.map((p) => p.status))).toEqual(new Set([2, 4, 1]));
    expect((await c.sales2.send(R.repayManageDetail, { params: { id: loan!.id } })).status).toBe(404);
    expect((await loans(c.sales2)).list).toEqual([]);
    expect((await c.afterLoan.send(R.repayManage, { body: {} })).status).toBe(403);
    expect((await c.vp1.send(R.repayManageDetail, { params: { id: loan!.id } })).status).toBe(403);
  });

  it('repayList and its statistics: every instalment in the area, by status, loan and due day; the statistics sum what the list finds', async () => {
    const all = await c.afterLoan.call(R.repayList, { body: { pageSize: 100, withTotal: 1 } });
    expect(new Set(all.list.map((p) => p.status))).toEqual(new Set([1, 2, 3, 4]));
    const stats = await c.afterLoan.call(R.repayListStatistics, { body: {} });
    expect(stats.count).toBe(all.total);
    const overdue = await c.afterLoan.call(R.repayList, { body: { status: 4, withTotal: 1 } });
    expect(overdue.total).toBe(stats.overdueCount);
    expect(overdue.total).toBeGreaterThanOrEqual(2);
    const sorted = all.list.map((p) => p.reFundTime);
    expect(sorted).toEqual([...sorted].sort());
    const from = sorted[2]!;
    const later = await c.afterLoan.call(R.repayList, { body: { dueFrom: from, pageSize: 100 } });
    expect(later.list.every((p) => p.reFundTime >= from)).toBe(true);
    expect((await c.afterLoan.send(R.repayList, { body: { dueFrom: '2026-13-01' } })).status).toBe(400);
    expect((await c.sales.send(R.repayList, { body: {} })).status).toBe(403);
    expect((await c.finance.send(R.repayListStatistics, { body: {} })).status).toBe(403);
  });

  it('billPlan/salesman and billPlanSum/salesman: the caller’s own loans only', async () => {
    const own = await c.sales.call(R.billPlan, { body: { pageSize: 100, withTotal: 1 } });
    const sum = await c.sales.call(R.billPlanSum, { body: {} });
    expect(own.total).toBeGreaterThan(4);
    expect(sum.count).toBe(own.total);
    expect((await c.sales2.call(R.billPlan, { body: {} })).list).toEqual([]);
    expect((await c.sales2.call(R.billPlanSum, { body: {} })).count).toBe(0);
    expect((await c.afterLoan.send(R.billPlan, { body: {} })).status).toBe(403);
  });

  it('show_switch/bill/{id}: true for a bill in repayment inside the scope, false otherwise', async () => {
    const [loan] = (await loans(c.sales)).list;
    const showSwitch = (who: Caller, id: number) => who.call(R.showSwitch, { params: { id } });
    expect(await showSwitch(c.sales, loan!.billId)).toBe(true);
    expect(await showSwitch(c.afterLoan, loan!.billId)).toBe(true);
    expect(await showSwitch(c.sales2, loan!.billId)).toBe(false);
    const { rows } = await t.database.executeSql(`select id from bills where id not in (select bill_id from repayment_loans) limit 1`);
    expect(await showSwitch(c.sales, (rows as { id: number }[])[0]!.id)).toBe(false);
    expect((await c.vp1.send(R.showSwitch, { params: { id: loan!.billId } })).status).toBe(403);
  });

  it('repayApply records; finance posts it: allocated oldest first, posted once, instalments marked; the rest as credit settles the loan', async () => {
    const [loan] = (await loans(c.sales, { method: 'bullet' })).list;
    const before = await c.sales.call(R.repayManageDetail, { params: { id: loan!.id } });
    // The instalment's fee first (the waterfall's order: penalty, fees, interest, principal; decision 0073), then its interest.
    const { fee } = before.schedule[0]!;
    const interest = new Decimal(before.schedule[0]!.interest).plus(fee).toFixed(2);
    const apply = (body: EndpointInput<typeof R.repayApply>['body'], who = c.sales) => who.send(R.repayApply, { body });
    const review = (id: number, verdict: 'approve' | 'reject', who = c.finance, body: { reason?: string } = {}) =>
      verdict === 'approve'
        ? who.send(R.repayApplyApprove, { params: { id } })
        : // A rejection without a reason is sent on purpose: the server refuses it (400).
          who.send(R.repayApplyReject, { params: { id }, body: body as { reason: string } });
    const entries = async (like: string) =>
      (
        (await t.database.executeSql(`select count(*)::int n from ledger_entries where idempotency_key like '${like}'`)).rows as {
          n: number;
        }[]
      )[0]!.n;
    const first = await apply({ loanId: loan!.id, amount: interest, idempotencyKey: 'repay-apply-0001' });
    expect(first.status, first.body.msg).toBe(200);
    const recorded = first.reply!;
    // Recorded, nothing posted yet: the instalment is untouched until finance reviews it.
    expect([recorded.status, recorded.ledgerEntryId, recorded.lines]).toEqual([1, null, []]);
    expect(await entries(`repay:application:${recorded.id}`)).toBe(0);
    // The same key again: the first answer; the key with another amount is 422.
    expect((await apply({ loanId: loan!.id, amount: interest, idempotencyKey: 'repay-apply-0001' })).reply).toEqual(recorded);
    expect((await apply({ loanId: loan!.id, amount: '1.00', idempotencyKey: 'repay-apply-0001' })).status).toBe(422);

    // Only finance reviews (403 for the salesperson), never its own recording (403), out of scope is 404.
    expect((await review(recorded.id, 'approve', c.sales)).status).toBe(403);
    const own = await apply({ loanId: loan!.id, amount: '1.00', idempotencyKey: 'repay-apply-own1' }, c.finance);
    expect(own.status, own.body.msg).toBe(200);
    const ownReview = await review(own.reply!.id, 'approve');
    expect([ownReview.status, ownReview.body.msg]).toEqual([403, '不能审批自己发起的申请']);
    expect((await review(999_999, 'approve')).status).toBe(404);
    // A rejection needs a reason, and posts nothing.
    expect((await review(own.reply!.id, 'reject', c.admin)).status).toBe(400);
    const rejected = await review(own.reply!.id, 'reject', c.admin, { reason: '未见到账' });
    expect(rejected.reply).toMatchObject({ status: 3, ledgerEntryId: null, rejectReason: '未见到账' });
    expect(await entries(`repay:application:${own.reply!.id}`)).toBe(0);

    // Two reviewers at once: one posts, the other is told it is decided; one ledger entry.
    const decisions = await Promise.all([review(recorded.id, 'approve'), review(recorded.id, 'approve', c.admin)]);
    expect(decisions.map((r) => r.status).sort()).toEqual([200, 409]);
    const posted = decisions.find((r) => r.status === 200)!.reply!;
    expect([posted.status, posted.lines, posted.credit]).toEqual([
      2,
      [
        ...(new Decimal(fee).gt(0) ? [{ period: 1, component: 'planFee', amount: fee }] : []),
        { period: 1, component: 'interest', amount: before.schedule[0]!.interest },
      ],
      '0.00',
    ]);
    expect(await entries(`repay:application:${recorded.id}`)).toBe(1);
    expect((await review(recorded.id, 'reject', c.finance, { reason: '重复' })).status).toBe(409);
    const partly = await c.sales.call(R.repayManageDetail, { params: { id: loan!.id } });
    expect([partly.schedule[0]!.status, partly.schedule[0]!.paidInterest, partly.status]).toEqual([3, before.schedule[0]!.interest, 1]);

    // Out of scope 404, without the code 403, a bad amount 400.
    expect((await apply({ loanId: loan!.id, amount: '1.00', idempotencyKey: 'repay-apply-0002' }, c.sales2)).status).toBe(404);
    expect((await apply({ loanId: loan!.id, amount: '1.00', idempotencyKey: 'repay-apply-0002' }, c.afterLoan)).status).toBe(403);
    expect((await apply({ loanId: loan!.id, amount: '1.001', idempotencyKey: 'repay-apply-0002' })).status).toBe(400);

    // The principal and 100.00 more is more than is owed: refused with the maximum, nothing recorded (decision 0065).
    const principal = before.schedule[0]!.principal;
    const over = await apply({ loanId: loan!.id, amount: (Number(principal) + 100).toFixed(2), idempotencyKey: 'repay-apply-over' });
    expect(over.status).toBe(422);
    expect(over.body.msg).toContain(principal);
    // The principal: paid in full, the loan settled, nothing held as credit.
    const last = await apply({ loanId: loan!.id, amount: principal, idempotencyKey: 'repay-apply-0003' });
    expect(last.status, last.body.msg).toBe(200);
    const lastPosted = await review(last.reply!.id, 'approve');
    expect(lastPosted.status, lastPosted.body.msg).toBe(200);
    expect(lastPosted.reply!.credit).toBe('0.00');
    const settled = await c.sales.call(R.repayManageDetail, { params: { id: loan!.id } });
    expect([settled.status, settled.outstanding, settled.schedule.map((p) => p.status)]).toEqual([3, '0.00', [2]]);
    expect((await apply({ loanId: loan!.id, amount: '1.00', idempotencyKey: 'repay-apply-0004' })).status).toBe(409);
  });

  it('repayApplyBase/{id} gives what is owed on the business date; repayApply/list the repayments received, in scope', async () => {
    const [overdue] = (await loans(c.sales, { status: 2 })).list;
    const base = await c.sales.call(R.repayApplyBase, { params: { id: overdue!.id } });
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
    expect((await c.sales2.send(R.repayApplyBase, { params: { id: overdue!.id } })).status).toBe(404);

    const [bullet] = (await loans(c.sales, { method: 'bullet' })).list;
    const received = await c.sales.call(R.repayApplyList, { body: { loanId: bullet!.id, withTotal: 1 } });
    expect(received.total).toBe(3);
    // The one finance rejected, by status.
    const rejected = await c.admin.call(R.repayApplyList, { body: { loanId: bullet!.id, status: 3, withTotal: 1 } });
    expect([rejected.total, rejected.list[0]?.amount]).toEqual([1, '1.00']);
    expect(received.list.every((a) => a.loanId === bullet!.id && a.createdByName !== '')).toBe(true);
    expect((await c.sales2.call(R.repayApplyList, { body: {} })).list).toEqual([]);
    expect((await c.afterLoan.send(R.repayApplyList, { body: {} })).status).toBe(403);
  });

  it('the demo repayments posted balanced entries: the trial balance still balances', async () => {
    const trial = await c.finance.call(LEDGER_API.endpoints.trialBalance);
    expect(trial.debit).toBe(trial.credit);
    const { rows } = await t.database.executeSql(`select count(*)::int n from ledger_entries where idempotency_key like 'repay:demo-%'`);
    // Three repayments on the four plans' loans and the early-settled loan's two (its instalments due, then its
    // settlement, decision 0048); the lifecycle loan is repaid on screen (e2e/repayment-lifecycle.spec.ts), not seeded.
    expect((rows as { n: number }[])[0]!.n).toBe(5);
  });
});
