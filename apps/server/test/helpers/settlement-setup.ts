import { addDays } from '@lc/shared';
import { afterAll, beforeAll, expect } from 'vitest';
import { type TestApp, createTestApp } from './test-app';
import { approveBillsDirectly } from './approved-bills';

/*
 * The setup the settlement tests share (settlement.routes.test.ts, settlement-fees.routes.test.ts):
 * staff signed in, bills approved, the business date, and hand-made loans (their grants are not
 * real: FK checks off for the insert, as overdue-run.routes.test does) with dates relative to the
 * business date, so the worked figures hold whatever day the tests run.
 */

export const USERS = {
  admin: '13800000000',
  applicant: '13800000031',
  risk: '13800000010',
  vp1: '13800000022',
  vp2: '13800000023',
  finance: '13800000021',
  warrant: '13800000032',
  approver: '13800000036',
} as const;
export type Who = keyof typeof USERS;
export const B = '/api/bill/v1/bill';
export const G = '/api/v1/grant';
/** Hand-made loans have grant ids from here up. */
export const OURS = 2_000_000;

export type Line = { period: number; component: string; amount: string };
export type Applied = { id: number; status: number; credit: string; lines: Line[]; ledgerEntryId: number | null; settle: boolean };
export type Loan = {
  status: number;
  outstanding: string;
  credit: string;
  settledOn: string | null;
  schedule: { period: number; interest: string; paidInterest: string; status: number }[];
};

/** Registers the app's start and close on the calling describe; the app and the business date are read once it started. */
export function settlementSetup() {
  let t: TestApp;
  const c = {} as Record<Who, string>;
  let today = '';
  const post = (who: Who, url: string, payload: object = {}) => t.call({ method: 'POST', url, cookie: c[who], payload });
  const data = async <T>(who: Who, url: string, payload: object = {}) => {
    const res = await post(who, url, payload);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as T;
  };
  const sql = async <T>(text: string) => (await t.database.executeSql(text)).rows as T[];
  const ledgerLines = (entryId: number) =>
    sql<{ account: string; debit: string; credit: string }>(
      `select account_code account, debit::text debit, credit::text credit from ledger_lines where entry_id = ${entryId} order by account_code, debit`,
    );
  /** Recorded by the admin, posted by finance (decision 0041: never one's own). */
  const record = (loanId: number, amount: string, idempotencyKey: string, settle?: boolean) =>
    post('admin', `${B}/repayApply`, { loanId, amount, idempotencyKey, ...(settle ? { settle } : {}) });
  const approve = (id: number) => post('finance', `${B}/repayApply/${id}/approve`);

  /**
   * A bill that owes no fees (no 1123 line) and has no grant: a hand-made loan's own, so the fees
   * the waterfall collects (decision 0050) are the ones a test posts. Highest ids first, away from
   * the fresh bill the real draw below takes.
   */
  const feeFreeBill = async (k: number) =>
    Number(
      (
        await sql<{ id: number }>(
          `select b.id from bills b where not exists (select 1 from ledger_lines l where l.bill_id = b.id and l.account_code = '1123')
             and not exists (select 1 from grants g where g.bill_id = b.id) order by b.id desc limit 1 offset ${k}`,
        )
      )[0]!.id,
    );

  /** A loan on its own fee-free bill (the k-th), in a demo loan's scope, with the instalments given (dates as days from the business date). */
  async function handMadeLoan(
    n: number,
    loan: { principal: string; rate: string; method: string; drawn: number },
    periods: { begin: number; due: number; principal: string; interest: string; paid?: boolean; penalty?: string }[],
  ) {
    await t.database.executeSql(`
      begin;
      set local session_replication_role = replica;
      insert into repayment_loans (grant_id, bill_id, funding_party, principal, annual_rate, method, term_months, repayment_day,
                                   draw_date, owner_id, area_code, department_code, group_id)
      select ${OURS + n}, ${await feeFreeBill(n)}, d.funding_party, ${loan.principal}, ${loan.rate}, '${loan.method}', ${periods.length}, 1,
             '${addDays(today, loan.drawn)}', d.owner_id, d.area_code, d.department_code, d.group_id
        from (select * from repayment_loans order by id limit 1) d;
      commit;`);
    const [made] = await sql<{ id: number }>(`select id from repayment_loans where grant_id = ${OURS + n}`);
    const id = Number(made!.id);
    for (const [k, p] of periods.entries()) {
      await sql(`insert into repayment_schedules (loan_id, period, re_fund_time, begin_rate_time, end_rate_time, principal, interest,
                   paid_principal, paid_interest, penalty, status)
                 values (${id}, ${k + 1}, '${addDays(today, p.due)}', '${addDays(today, p.begin)}', '${addDays(today, p.due)}',
                   ${p.principal}, ${p.interest}, ${p.paid ? p.principal : 0}, ${p.paid ? p.interest : 0}, ${p.penalty ?? 0},
                   ${p.paid ? 2 : p.due < 0 ? 4 : 1})`);
    }
    return id;
  }

  const businessDate = async () =>
    ((await t.call({ method: 'GET', url: `${B}/businessDate`, cookie: c.admin })).json().data as { businessDate: string }).businessDate;

  beforeAll(async () => {
    t = await createTestApp();
    for (const [k, m] of Object.entries(USERS)) c[k as Who] = await t.login(m);
    await approveBillsDirectly(t);
    today = await businessDate();
  });
  afterAll(() => t.close());

  return {
    get t() {
      return t;
    },
    get today() {
      return today;
    },
    /** Reads the business date again (a test before may have moved it on): the hand-made dates count from it. */
    async refreshToday() {
      today = await businessDate();
    },
    c,
    post,
    data,
    sql,
    ledgerLines,
    record,
    approve,
    handMadeLoan,
  };
}
