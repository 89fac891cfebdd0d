import { REPAYMENT_API } from '@lc/shared';
import { afterAll, beforeAll } from 'vitest';
import { callerOf } from './as-user';
import { demoMobile } from './demo-users';
import { type TestApp, createTestApp } from './test-app';
import { approveBillsDirectly } from './approved-bills';
import { type HandMadeLoan, type HandMadePeriod, handMadeLoan as handMadeLoanOf } from './hand-made-loan';

/*
 * The setup the settlement tests share (settlement.routes.test.ts, settlement-fees.routes.test.ts):
 * staff signed in, bills approved, the business date, and hand-made loans (helpers/hand-made-loan.ts)
 * with dates relative to the business date, so the worked figures hold whatever day the tests run.
 */

/** The demo users' mobiles (DEMO_USERS) under the settlement tests' names: `applicant` is riskStaff (31), `approver` mortgageApprover (36). */
export const USERS = {
  admin: demoMobile('admin'),
  applicant: demoMobile('riskStaff'),
  risk: demoMobile('risk'),
  vp1: demoMobile('vp1'),
  vp2: demoMobile('vp2'),
  finance: demoMobile('finance'),
  warrant: demoMobile('warrant'),
  approver: demoMobile('mortgageApprover'),
};
export type Who = keyof typeof USERS;
const R = REPAYMENT_API.endpoints;

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
  const sql = async <T>(text: string) => (await t.database.executeSql(text)).rows as T[];
  const ledgerLines = (entryId: number) =>
    sql<{ account: string; debit: string; credit: string }>(
      `select account_code account, debit::text debit, credit::text credit from ledger_lines where entry_id = ${entryId} order by account_code, debit`,
    );
  /** Recorded by the admin, posted by finance (decision 0041: never one's own). */
  const record = async (loanId: number, amount: string, idempotencyKey: string, settle?: boolean) =>
    (await callerOf(t, c.admin).send(R.repayApply, { body: { loanId, amount, idempotencyKey, ...(settle ? { settle } : {}) } })).res;
  const approve = async (id: number) => (await callerOf(t, c.finance).send(R.repayApplyApprove, { params: { id } })).res;

  /** A loan on a fee-free bill of its own (the n-th), in a demo loan's scope, with the instalments given (days from the business date). */
  const handMadeLoan = async (n: number, loan: HandMadeLoan, periods: HandMadePeriod[]) =>
    (await handMadeLoanOf(t, today, n, loan, periods)).id;

  const businessDate = async () => (await callerOf(t, c.admin).call(R.businessDate)).businessDate;

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
    sql,
    ledgerLines,
    record,
    approve,
    handMadeLoan,
  };
}
