import { REPAYMENT_METHODS, type RepaymentMethod } from '@lc/shared';
import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantAtFinance, grantReadyBill } from './helpers/grant-at-finance';
import { type TestApp, createTestApp } from './helpers/test-app';
import { approveBillsDirectly } from './helpers/approved-bills';

/*
 * Issue 28's money invariants on grants (decision 0060): the grants of a bill never exceed it,
 * whatever path makes a grant count again; the draws of a grant never exceed it; a loan's schedule,
 * its principal and ledger account 1301 follow what was drawn.
 */
const USERS = {
  admin: '13800000000',
  applicant: '13800000031', // role 31: requests grants (bill_grant_approve_manager)
  risk: '13800000010',
  vp1: '13800000022',
  vp2: '13800000023',
  finance: '13800000021',
} as const;
type Who = keyof typeof USERS;
const G = '/api/v1/grant';
const B = '/api/bill/v1/bill';
type GrantDetail = {
  id: number;
  billId: number;
  status: number;
  amount: string;
  drawnAmount: string;
  succeededAmount: string;
  version: number;
};
type Period = { period: number; reFundTime: string; principal: string; interest: string; paidPrincipal: string };
type Loan = { id: number; principal: string; outstanding: string; drawDate: string; schedule: Period[] };

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
  const c = {} as Record<Who, string>;
  let keySeq = 0;
  const key = () => `invariant-${++keySeq}`;
  const get = (who: Who, url: string, lang?: string) =>
    t.call({ method: 'GET', url, cookie: c[who], ...(lang ? { headers: { 'accept-language': lang } } : {}) });
  const post = (who: Who, url: string, payload: object = {}, lang?: string) =>
    t.call({ method: 'POST', url, cookie: c[who], payload, ...(lang ? { headers: { 'accept-language': lang } } : {}) });
  const sql = async <T>(text: string) => (await t.database.executeSql(text)).rows as T[];
  const grant = async (id: number) => (await get('admin', `${G}/${id}`)).json().data as GrantDetail & { flow: { version: number } };
  const draw = (id: number, amount: string, extra: object = {}) =>
    post('finance', `${G}/${id}/draws`, { amount, idempotencyKey: key(), ...extra });
  const loanOfGrant = async (grantId: number) => {
    const [row] = await sql<{ id: number }>(`select id from repayment_loans where grant_id = ${grantId}`);
    const res = await post('admin', `${B}/repayManage/${row!.id}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as Loan;
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
    for (const [k, m] of Object.entries(USERS)) c[k as Who] = await t.login(m);
    // More final-approved loans than the demo has, so each case takes a bill of its own.
    await approveBillsDirectly(t);
  });
  afterAll(() => t.close());

  it('finding 1: a withdrawn grant resubmitted beside a new one is refused with what is left, and nothing changes', async () => {
    const { billId, billAmount: amount, cardId } = await grantReadyBill(t, c.admin);
    const request = { billId, amount, cardId, fundingParty: 'hnxiaodai' };
    const first = (await post('applicant', G, request)).json().data.id as number;
    expect((await post('applicant', `${G}/${first}/withdraw`, { flowVersion: (await grant(first)).flow.version })).statusCode).toBe(200);
    const second = await post('applicant', G, request);
    expect(second.statusCode, second.body).toBe(200);

    const before = await grant(first);
    expect([before.status, before.amount]).toEqual([6, amount]);
    const resubmit = (value: string, lang?: string) =>
      t.call({
        method: 'PUT',
        url: `${G}/${first}`,
        cookie: c.applicant,
        payload: { amount: value, cardId, fundingParty: 'hnxiaodai', version: before.version },
        ...(lang ? { headers: { 'accept-language': lang } } : {}),
      });
    const refused = await resubmit(amount);
    expect([refused.statusCode, refused.json().msg]).toEqual([400, '放款金额不能超过报单剩余可申请金额0.00元']);
    const en = await resubmit('1.00', 'en-US');
    expect([en.statusCode, en.json().msg]).toEqual([400, 'The amount may not exceed what the bill has left to request: 0.00']);
    const after = await grant(first);
    expect([after.status, after.amount, after.version]).toEqual([6, amount, before.version]);
    const [open] = await sql<{ total: string }>(
      `select sum(amount)::text total from grants where bill_id = ${billId} and status not in (3, 23, 33, 6)`,
    );
    expect(open!.total).toBe(amount);

    // With the second withdrawn, the first fits again.
    const secondId = second.json().data.id as number;
    expect((await post('applicant', `${G}/${secondId}/withdraw`, { flowVersion: (await grant(secondId)).flow.version })).statusCode).toBe(
      200,
    );
    const accepted = await resubmit(amount);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect((await grant(first)).status).toBe(1);
  });

  it('two draws at once whose sum exceeds the grant: exactly one is held, the other refused with what is left', async () => {
    const id = await grantAtFinance(t, c, '100000.00');
    const replies = await Promise.all([draw(id, '60000.00'), draw(id, '50000.00')]);
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 422]);
    const won = replies.find((r) => r.statusCode === 200)!.json().data.amount as string;
    const left = new Decimal('100000.00').minus(won).toFixed(2);
    expect(replies.find((r) => r.statusCode === 422)!.json().msg).toBe(`放款金额超出批复金额，剩余可放款${left}元`);
    const g = await grant(id);
    expect([g.drawnAmount, g.succeededAmount]).toEqual([won, won]);
    await expectBooksAgree(id, won);
  });

  it('a pending draw holds its amount: a draw beyond what it leaves is refused, in English too', async () => {
    const id = await grantAtFinance(t, c, '100000.00');
    const { businessDate } = (await get('admin', `${B}/businessDate`)).json().data as { businessDate: string };
    const later = new Date(Date.parse(`${businessDate}T00:00:00Z`) + 5 * 86_400_000).toISOString().slice(0, 10);
    const pending = await draw(id, '70000.00', { payDate: later });
    expect([pending.statusCode, pending.json().data.status]).toEqual([200, 0]);
    const beyond = await post('finance', `${G}/${id}/draws`, { amount: '30000.01', idempotencyKey: key() }, 'en-US');
    expect([beyond.statusCode, beyond.json().msg]).toEqual([422, 'The draw exceeds the approved amount: 30000.00 remains']);
    expect((await grant(id)).drawnAmount).toBe('70000.00');
  });

  it('finding 6: a loan drawn in two parts, for every method, is figured as decision 0060 works it, and its books agree', async () => {
    const ids = new Map<RepaymentMethod, number>();
    for (const method of REPAYMENT_METHODS) {
      const id = await grantAtFinance(t, c, '600000.00');
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
      expect([first.statusCode, first.json().data.grantStatus], first.body).toEqual([200, 4]);
      const loan = await loanOfGrant(id);
      // Outstanding is what was drawn, and interest runs on it alone.
      expect([loan.principal, loan.outstanding, loan.drawDate]).toEqual(['500004.00', '500004.00', '2027-03-10']);
      expect(figures(loan), method).toEqual(FIRST_ONLY[method]);
      await expectBooksAgree(id, '500004.00');
    }
    const moved = await post('admin', `${B}/businessDate/advance`, { businessDate: '2027-03-25' });
    expect(moved.statusCode, moved.body).toBe(200);
    for (const [method, id] of ids) {
      const second = await draw(id, '99996.00');
      expect([second.statusCode, second.json().data.grantStatus], second.body).toEqual([200, 5]);
      const loan = await loanOfGrant(id);
      expect([loan.principal, loan.outstanding, loan.drawDate]).toEqual(['600000.00', '600000.00', '2027-03-10']);
      expect(figures(loan), method).toEqual(BOTH[method]);
      await expectBooksAgree(id, '600000.00');
    }
  });

  it('a draw sent in parts and retried puts each paid part on the schedule once', async () => {
    const id = await grantAtFinance(t, c, '300000.00');
    expect((await post('finance', `${G}/channel/transfers`, { limit: '100000.00', failNth: [2] })).statusCode).toBe(200);
    const sent = await draw(id, '300000.00');
    expect([sent.statusCode, sent.json().data.status], sent.body).toEqual([200, 4]);
    await expectBooksAgree(id, '200000.00');
    const retried = await post('finance', `${G}/${id}/draws/${sent.json().data.id}/retry`, { idempotencyKey: key() });
    expect([retried.statusCode, retried.json().data.status], retried.body).toEqual([200, 2]);
    await expectBooksAgree(id, '300000.00');
    expect((await post('finance', `${G}/channel/transfers`, { limit: '5000000.00', failNth: [] })).statusCode).toBe(200);
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
