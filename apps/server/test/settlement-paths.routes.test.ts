import { luhnCheckDigit } from '@lc/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { secureForGrant } from './helpers/secure-for-grant';
import { type TestApp, createTestApp } from './helpers/test-app';
import { approveBillsDirectly } from './helpers/approved-bills';

/*
 * Every path that settles a loan starts the same follow-ups (decision 0048, 0053): here the
 * withholding path. A loan drawn for real (mortgage registered, a document in stock), its fees paid
 * by a repayment, its last instalment withheld through the channel: the release request and the
 * archive return start with the withholding's reply, without anyone asking settleStatus, and once.
 */

const USERS = {
  admin: '13800000000',
  applicant: '13800000031',
  risk: '13800000010',
  vp1: '13800000022',
  vp2: '13800000023',
  finance: '13800000021',
} as const;
type Who = keyof typeof USERS;
const B = '/api/bill/v1/bill';
const G = '/api/v1/grant';
const W = '/api/bill/v1/bill/withhold';

describe('settlement through a withholding starts the mortgage release and the archive return', () => {
  let t: TestApp;
  const c = {} as Record<Who, string>;
  const post = (who: Who, url: string, payload: object = {}) => t.call({ method: 'POST', url, cookie: c[who], payload });
  const sql = async <T>(text: string) => (await t.database.executeSql(text)).rows as T[];

  beforeAll(async () => {
    t = await createTestApp();
    for (const [k, m] of Object.entries(USERS)) c[k as Who] = await t.login(m);
    await approveBillsDirectly(t);
  });
  afterAll(() => t.close());

  /** A bill with a card, its mortgage registered and a document in stock, drawn in full: the loan's id. */
  async function drawnLoan(billId: number, borrower: number) {
    const cardNo = `62220203${String(billId).padStart(10, '0')}`;
    const card = await post('admin', '/api/v1/bankCard', {
      borrowerId: borrower,
      billId,
      cardNo: cardNo + luhnCheckDigit(cardNo),
      accountName: '王建国',
      reservedMobile: '13912340001',
      status: 1,
    });
    expect(card.statusCode, card.body).toBe(200);
    await secureForGrant(t, billId);
    const made = await post('applicant', G, { billId, amount: '100000.00', cardId: card.json().data.id, fundingParty: 'hnxiaodai' });
    expect(made.statusCode, made.body).toBe(200);
    const grantId = made.json().data.id as number;
    for (const who of ['risk', 'vp1', 'vp2'] as const) {
      const flow = (await t.call({ method: 'GET', url: `${G}/${grantId}`, cookie: c.admin })).json().data.flow as { version: number };
      expect((await post(who, `${G}/${grantId}/approve`, { flowVersion: flow.version, comment: '同意' })).statusCode).toBe(200);
    }
    const drawn = await post('finance', `${G}/${grantId}/draws`, { amount: '100000.00', idempotencyKey: `paths-draw-${billId}` });
    expect(drawn.statusCode, drawn.body).toBe(200);
    const [loan] = await sql<{ id: number }>(`select id from repayment_loans where grant_id = ${grantId}`);
    return Number(loan!.id);
  }

  it('a withholding that pays the last of a loan settles it and starts the release and the archive return, once', async () => {
    const [bill] = await sql<{ id: number; borrower: number }>(
      `select b.id, (select id from borrowers where name = '王建国') borrower from bills b
        where b.status = 4 and not exists (select 1 from grants g where g.bill_id = b.id) order by b.id limit 1`,
    );
    const billId = Number(bill!.id);
    const loanId = await drawnLoan(billId, Number(bill!.borrower));
    // The schedule cut to one instalment of all the principal, due on the business date (its interest
    // nil: drawn today), so one withholding can pay all of it.
    const { businessDate } = (await t.call({ method: 'GET', url: `${B}/businessDate`, cookie: c.admin })).json().data as {
      businessDate: string;
    };
    await sql(`delete from repayment_schedules where loan_id = ${loanId} and period > 1`);
    await sql(`update repayment_schedules set principal = 100000.00, interest = 0, re_fund_time = '${businessDate}',
                 end_rate_time = '${businessDate}', begin_rate_time = '${businessDate}' where loan_id = ${loanId}`);
    // The fees priced at the draw are paid first, by a repayment finance posts: the loan still owes its principal.
    const [owed] = await sql<{ fees: string }>(
      `select sum(debit - credit)::numeric(18,2)::text fees from ledger_lines where bill_id = ${billId} and account_code = '1123'`,
    );
    const fees = owed!.fees;
    const recorded = await post('admin', `${B}/repayApply`, { loanId, amount: fees, idempotencyKey: 'paths-fees-0001' });
    expect(recorded.statusCode, recorded.body).toBe(200);
    const approved = await post('finance', `${B}/repayApply/${recorded.json().data.id}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data.lines).toEqual([{ period: 1, component: 'fee', amount: fees }]);
    expect(await sql(`select id from mortgage_releases where bill_id = ${billId}`)).toHaveLength(0);

    // The withholding of the instalment (100,000.00) settles the loan; its reply comes after the follow-ups.
    const withheld = await post('finance', W, { loanId, period: 1, idempotencyKey: 'paths-withhold-0001' });
    expect(withheld.statusCode, withheld.body).toBe(200);
    expect(withheld.json().data).toMatchObject({ status: 2, amount: '100000.00' });
    const [loan] = await sql<{ status: number }>(`select status from repayment_loans where id = ${loanId}`);
    expect(Number(loan!.status)).toBe(3);
    const releases = await sql<{ id: number; status: number }>(`select id, status from mortgage_releases where bill_id = ${billId}`);
    expect(releases.map((r) => Number(r.status))).toEqual([2]);
    const queued = async () =>
      Number(
        (
          await sql<{ n: number }>(
            `select count(*)::int n from archive_ledger l join archive_items i on i.id = l.item_id
              where i.bill_id = ${billId} and l.reason like '借款已结清%'`,
          )
        )[0]!.n,
      );
    expect(await queued()).toBe(1);

    // The same key again answers the first request and starts nothing twice; settleStatus finds it all started.
    const again = await post('finance', W, { loanId, period: 1, idempotencyKey: 'paths-withhold-0001' });
    expect(again.json().data).toMatchObject({ id: withheld.json().data.id, status: 2 });
    const status = await post('admin', `${B}/settleStatus`, { loanId });
    expect(status.statusCode, status.body).toBe(200);
    expect(status.json().data).toMatchObject({
      settled: true,
      archiveToReturn: 1,
      mortgageRelease: { id: Number(releases[0]!.id), status: 2 },
    });
    expect(await sql(`select id from mortgage_releases where bill_id = ${billId}`)).toHaveLength(1);
    expect(await queued()).toBe(1);
  });
});
