import { type EndpointReply, GRANT_API, REPAYMENT_API, REPAYMENT_METHODS, type RepaymentMethod } from '@lc/shared';
import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, asEach } from './helpers/as-user';
import { grantAtFinance as grantAtFinanceOf, grantReadyBill } from './helpers/grant-at-finance';
import { type TestApp, createTestApp } from './helpers/test-app';
import { approveBillsDirectly } from './helpers/approved-bills';

/*
 * Issue 28's money invariants on grants (decision 0060): the grants of a bill never exceed it,
 * whatever path makes a grant count again; the draws of a grant never exceed it; a loan's schedule,
 * its principal and ledger account 1301 follow what was drawn.
 */
const G = GRANT_API.endpoints;
const R = REPAYMENT_API.endpoints;
// riskStaff (31) requests grants (bill_grant_approve_manager).
const WHO = ['admin', 'riskStaff', 'risk', 'vp1', 'vp2', 'finance'] as const;
type Who = (typeof WHO)[number];
type Loan = EndpointReply<typeof R.repayManageDetail>;

/** Decision 0060's worked examples: 500,004.00 drawn 2027-03-10, 99,996.00 on 2027-03-25; 12 %, three months, day 10. */
const FIRST_ONLY: Record<RepaymentMethod, [string, string, string][]> = {
  interestFirst: [
    ['2027-04-10', '0.00', '5095.93'],
    ['2027-05-10', '0.00', '4931.55'],
    ['2027-06-10', '500004.00', '5095.93'],
  ],
  equalInstalment: [
    ['2027-04-10', '165012.38', '5000.04'],
    ['2027-05-10', '166662.50', '3349.92'],
    ['2027-06-10', '168329.12', '1683.29'],
  ],
  equalPrincipal: [
    ['2027-04-10', '166668.00', '5095.93'],
    ['2027-05-10', '166668.00', '3287.70'],
    ['2027-06-10', '166668.00', '1698.64'],
  ],
  bullet: [['2027-06-10', '500004.00', '15123.41']],
};
const BOTH: Record<RepaymentMethod, [string, string, string][]> = {
  interestFirst: [
    ['2027-04-10', '0.00', '5621.94'],
    ['2027-05-10', '0.00', '5917.81'],
    ['2027-06-10', '600000.00', '6115.07'],
  ],
  equalInstalment: [
    ['2027-04-10', '198013.27', '5516.15'],
    ['2027-05-10', '199993.40', '4019.87'],
    ['2027-06-10', '201993.33', '2019.93'],
  ],
  equalPrincipal: [
    ['2027-04-10', '200000.00', '5621.94'],
    ['2027-05-10', '200000.00', '3945.21'],
    ['2027-06-10', '200000.00', '2038.36'],
  ],
  bullet: [['2027-06-10', '600000.00', '17654.82']],
};

describe('money invariants: grants within the bill, draws within the grant, schedules that follow the draws', () => {
  let t: TestApp;
  let c: Record<Who, Caller>;
  let keySeq = 0;
  const key = () => `invariant-${++keySeq}`;
  const lang = (l?: string) => (l ? { headers: { 'accept-language': l } } : {});
  const sql = async <T>(text: string) => (await t.database.executeSql(text)).rows as T[];
  const grant = (id: number) => c.admin.call(G.detail, { params: { id } });
  const draw = (id: number, amount: string, extra: { payDate?: string } = {}, l?: string) =>
    c.finance.send(G.draw, { params: { id }, body: { amount, idempotencyKey: key(), ...extra } }, lang(l));
  const grantAtFinance = (amount: string) =>
    grantAtFinanceOf(
      t,
      { admin: c.admin.cookie, applicant: c.riskStaff.cookie, risk: c.risk.cookie, vp1: c.vp1.cookie, vp2: c.vp2.cookie },
      amount,
    );
  const loanOfGrant = async (grantId: number) => {
    const [row] = await sql<{ id: number }>(`select id from repayment_loans where grant_id = ${grantId}`);
    return c.admin.call(R.repayManageDetail, { params: { id: row!.id } });
  };
  /** Ledger 1301 (loan principal) for the bill: debits less credits. */
  const ledgerPrincipal = async (billId: number) =>
    (
      await sql<{ balance: string }>(
        `select coalesce(sum(debit - credit), 0)::numeric(18,2)::text balance from ledger_lines where bill_id = ${billId} and account_code = '1301'`,
      )
    )[0]!.balance;
  /** The invariant after every draw: loan principal − repaid = schedule's unpaid principal = ledger 1301 = drawn − repaid. */
  const expectBooksAgree = async (grantId: number, drawn: string) => {
    const g = await grant(grantId);
    const loan = await loanOfGrant(grantId);
    const repaid = loan.schedule.reduce((s, p) => s.plus(p.paidPrincipal), new Decimal(0));
    const unpaid = loan.schedule.reduce((s, p) => s.plus(p.principal).minus(p.paidPrincipal), new Decimal(0));
    expect(g.succeededAmount).toBe(drawn);
    expect(loan.principal).toBe(drawn);
    expect(loan.outstanding).toBe(new Decimal(drawn).minus(repaid).toFixed(2));
    expect(unpaid.toFixed(2)).toBe(loan.outstanding);
    expect(await ledgerPrincipal(g.billId)).toBe(loan.outstanding);
  };
  const figures = (loan: Loan) => loan.schedule.map((p) => [p.reFundTime, p.principal, p.interest]);

  beforeAll(async () => {
    t = await createTestApp();
    c = await asEach(t, ...WHO);
    // More final-approved loans than the demo has, so each case takes a bill of its own.
    await approveBillsDirectly(t);
  });
  afterAll(() => t.close());

  it('finding 1: a withdrawn grant resubmitted beside a new one is refused with what is left, and nothing changes', async () => {
    const { billId, billAmount: amount, cardId } = await grantReadyBill(t, c.admin.cookie);
    const request = { billId, amount, cardId, fundingParty: 'hnxiaodai' } as const;
    const withdraw = async (id: number) =>
      c.riskStaff.send(G.withdraw, { params: { id }, body: { flowVersion: (await grant(id)).flow!.version } });
    const first = (await c.riskStaff.call(G.request, { body: request })).id;
    expect((await withdraw(first)).status).toBe(200);
    const second = await c.riskStaff.send(G.request, { body: request });
    expect(second.status, second.body.msg).toBe(200);

    const before = await grant(first);
    expect([before.status, before.amount]).toEqual([6, amount]);
    const resubmit = (value: string, l?: string) =>
      c.riskStaff.send(
        G.resubmit,
        { params: { id: first }, body: { amount: value, cardId, fundingParty: 'hnxiaodai', version: before.version } },
        lang(l),
      );
    const refused = await resubmit(amount);
    expect([refused.status, refused.body.msg]).toEqual([400, '放款金额不能超过报单剩余可申请金额0.00元']);
    const en = await resubmit('1.00', 'en-US');
    expect([en.status, en.body.msg]).toEqual([400, 'The amount may not exceed what the bill has left to request: 0.00']);
    const after = await grant(first);
    expect([after.status, after.amount, after.version]).toEqual([6, amount, before.version]);
    const [open] = await sql<{ total: string }>(
      `select sum(amount)::text total from grants where bill_id = ${billId} and status not in (3, 23, 33, 6)`,
    );
    expect(open!.total).toBe(amount);

    // With the second withdrawn, the first fits again.
    expect((await withdraw(second.reply!.id)).status).toBe(200);
    const accepted = await resubmit(amount);
    expect(accepted.status, accepted.body.msg).toBe(200);
    expect((await grant(first)).status).toBe(1);
  });

  it('two draws at once whose sum exceeds the grant: exactly one is held, the other refused with what is left', async () => {
    const id = await grantAtFinance('100000.00');
    const replies = await Promise.all([draw(id, '60000.00'), draw(id, '50000.00')]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 422]);
    const won = replies.find((r) => r.status === 200)!.reply!.amount;
    const left = new Decimal('100000.00').minus(won).toFixed(2);
    expect(replies.find((r) => r.status === 422)!.body.msg).toBe(`放款金额超出批复金额，剩余可放款${left}元`);
    const g = await grant(id);
    expect([g.drawnAmount, g.succeededAmount]).toEqual([won, won]);
    await expectBooksAgree(id, won);
  });

  it('a pending draw holds its amount: a draw beyond what it leaves is refused, in English too', async () => {
    const id = await grantAtFinance('100000.00');
    const { businessDate } = await c.admin.call(R.businessDate);
    const later = new Date(Date.parse(`${businessDate}T00:00:00Z`) + 5 * 86_400_000).toISOString().slice(0, 10);
    const pending = await draw(id, '70000.00', { payDate: later });
    expect([pending.status, pending.reply?.status]).toEqual([200, 0]);
    const beyond = await draw(id, '30000.01', {}, 'en-US');
    expect([beyond.status, beyond.body.msg]).toEqual([422, 'The draw exceeds the approved amount: 30000.00 remains']);
    expect((await grant(id)).drawnAmount).toBe('70000.00');
  });

  it('finding 6: a loan drawn in two parts, for every method, is figured as decision 0060 works it, and its books agree', async () => {
    const ids = new Map<RepaymentMethod, number>();
    for (const method of REPAYMENT_METHODS) {
      const id = await grantAtFinance('600000.00');
      await sql(
        // Figured in months, as decision 0060's worked examples are (terms in days: bill-terms.routes.test).
        `update repayment_terms set annual_rate = 0.12, method = '${method}', term_months = 3, term_days = null, repayment_day = 10 where grant_id = ${id}`,
      );
      ids.set(method, id);
    }
    // The business date the worked examples start on (a fixed day ahead of the clock, which never moves it back).
    await sql(`update business_calendar set business_date = '2027-03-10', overdue_through = '2027-03-10'`);
    for (const [method, id] of ids) {
      const first = await draw(id, '500004.00');
      expect([first.status, first.reply?.grantStatus], first.body.msg).toEqual([200, 4]);
      const loan = await loanOfGrant(id);
      // Outstanding is what was drawn, and interest runs on it alone.
      expect([loan.principal, loan.outstanding, loan.drawDate]).toEqual(['500004.00', '500004.00', '2027-03-10']);
      expect(figures(loan), method).toEqual(FIRST_ONLY[method]);
      await expectBooksAgree(id, '500004.00');
    }
    await c.admin.call(R.advanceBusinessDate, { body: { businessDate: '2027-03-25' } });
    for (const [method, id] of ids) {
      const second = await draw(id, '99996.00');
      expect([second.status, second.reply?.grantStatus], second.body.msg).toEqual([200, 5]);
      const loan = await loanOfGrant(id);
      expect([loan.principal, loan.outstanding, loan.drawDate]).toEqual(['600000.00', '600000.00', '2027-03-10']);
      expect(figures(loan), method).toEqual(BOTH[method]);
      await expectBooksAgree(id, '600000.00');
    }
  });

  it('a draw sent in parts and retried puts each paid part on the schedule once', async () => {
    const id = await grantAtFinance('300000.00');
    expect((await c.finance.send(G.channelTransfers, { body: { limit: '100000.00', failNth: [2] } })).status).toBe(200);
    const sent = await draw(id, '300000.00');
    expect([sent.status, sent.reply?.status], sent.body.msg).toEqual([200, 4]);
    await expectBooksAgree(id, '200000.00');
    const retried = await c.finance.send(G.retryDraw, { params: { id, drawId: sent.reply!.id }, body: { idempotencyKey: key() } });
    expect([retried.status, retried.reply?.status], retried.body.msg).toEqual([200, 2]);
    await expectBooksAgree(id, '300000.00');
    expect((await c.finance.send(G.channelTransfers, { body: { limit: '5000000.00', failNth: [] } })).status).toBe(200);
  });
});

describe('the demo data: each loan’s ledger 1301, its book and its schedule agree', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  // Every 1301 line counts, the demo's approved principal adjustment's too: since decision 0061 an
  // approved adjustment moves the schedule and the loan in the transaction of its posting.
  it('ledger 1301 of each bill (draws and repayments) == the loans’ outstanding == their schedules’ unpaid principal', async () => {
    const { rows } = await t.database.executeSql(
      `select l.bill_id, l.ledger, b.outstanding, b.unpaid from
         (select x.bill_id, sum(x.debit - x.credit)::numeric(18,2)::text ledger from ledger_lines x
           where x.account_code = '1301' group by x.bill_id) l
         full join (select r.bill_id,
                      sum(r.principal - (select coalesce(sum(paid_principal), 0) from repayment_schedules s where s.loan_id = r.id))::numeric(18,2)::text outstanding,
                      (select sum(s.principal - s.paid_principal) from repayment_schedules s join repayment_loans x on x.id = s.loan_id where x.bill_id = r.bill_id)::numeric(18,2)::text unpaid
                    from repayment_loans r group by r.bill_id) b on b.bill_id = l.bill_id
        order by 1`,
    );
    const list = rows as { bill_id: number; ledger: string | null; outstanding: string | null; unpaid: string | null }[];
    expect(list.length).toBeGreaterThan(0);
    for (const r of list) expect([r.ledger, r.unpaid], `bill ${r.bill_id}`).toEqual([r.outstanding, r.outstanding]);
  });
});
