import { BANK_CARD_API, GRANT_API, REPAYMENT_API, WITHHOLD_API, luhnCheckDigit } from '@lc/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, asEach } from './helpers/as-user';
import { secureForGrant } from './helpers/secure-for-grant';
import { type TestApp, createTestApp } from './helpers/test-app';
import { approveBillsDirectly } from './helpers/approved-bills';

/*
 * Every path that settles a loan starts the same follow-ups (decision 0048, 0053): here the
 * withholding path. A loan drawn for real (mortgage registered, a document in stock), its fees paid
 * by a repayment, its last instalment withheld through the channel: the release request and the
 * archive return start with the withholding's reply, without anyone asking settleStatus, and once.
 */

const G = GRANT_API.endpoints;
const R = REPAYMENT_API.endpoints;
const W = WITHHOLD_API.endpoints;

describe('settlement through a withholding starts the mortgage release and the archive return', () => {
  let t: TestApp;
  // riskStaff (role 31) requests the grant.
  let c: Record<'admin' | 'riskStaff' | 'risk' | 'vp1' | 'vp2' | 'finance', Caller>;
  const sql = async <T>(text: string) => (await t.database.executeSql(text)).rows as T[];

  beforeAll(async () => {
    t = await createTestApp();
    c = await asEach(t, 'admin', 'riskStaff', 'risk', 'vp1', 'vp2', 'finance');
    await approveBillsDirectly(t);
  });
  afterAll(() => t.close());

  /** A bill with a card, its mortgage registered and a document in stock, drawn in full: the loan's id. */
  async function drawnLoan(billId: number, borrower: number) {
    const cardNo = `62220203${String(billId).padStart(10, '0')}`;
    const card = await c.admin.call(BANK_CARD_API.endpoints.cardCreate, {
      body: {
        borrowerId: borrower,
        billId,
        cardNo: cardNo + luhnCheckDigit(cardNo),
        accountName: '王建国',
        reservedMobile: '13912340001',
        status: 1,
      },
    });
    await secureForGrant(t, billId);
    const { id: grantId } = await c.riskStaff.call(G.request, {
      body: { billId, amount: '100000.00', cardId: card.id, fundingParty: 'hnxiaodai' },
    });
    for (const who of ['risk', 'vp1', 'vp2'] as const) {
      const { flow } = await c.admin.call(G.detail, { params: { id: grantId } });
      await c[who].call(G.approve, { params: { id: grantId }, body: { flowVersion: flow!.version, comment: '同意' } });
    }
    await c.finance.call(G.draw, { params: { id: grantId }, body: { amount: '100000.00', idempotencyKey: `paths-draw-${billId}` } });
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
    const { businessDate } = await c.admin.call(R.businessDate);
    await sql(`delete from repayment_schedules where loan_id = ${loanId} and period > 1`);
    await sql(`update repayment_schedules set principal = 100000.00, interest = 0, re_fund_time = '${businessDate}',
                 end_rate_time = '${businessDate}', begin_rate_time = '${businessDate}' where loan_id = ${loanId}`);
    // The fees priced at the draw are paid first, by a repayment finance posts: the loan still owes its principal.
    const [owed] = await sql<{ fees: string }>(
      `select sum(debit - credit)::numeric(18,2)::text fees from ledger_lines where bill_id = ${billId} and account_code = '1123'`,
    );
    const fees = owed!.fees;
    const recorded = await c.admin.call(R.repayApply, { body: { loanId, amount: fees, idempotencyKey: 'paths-fees-0001' } });
    const approved = await c.finance.call(R.repayApplyApprove, { params: { id: recorded.id } });
    expect(approved.lines).toEqual([{ period: 1, component: 'fee', amount: fees }]);
    expect(await sql(`select id from mortgage_releases where bill_id = ${billId}`)).toHaveLength(0);

    // The withholding of the instalment (100,000.00) settles the loan; its reply comes after the follow-ups.
    const withheld = await c.finance.call(W.start, { body: { loanId, period: 1, idempotencyKey: 'paths-withhold-0001' } });
    expect(withheld).toMatchObject({ status: 2, amount: '100000.00' });
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
    const again = await c.finance.call(W.start, { body: { loanId, period: 1, idempotencyKey: 'paths-withhold-0001' } });
    expect(again).toMatchObject({ id: withheld.id, status: 2 });
    const status = await c.admin.call(R.settleStatus, { body: { loanId } });
    expect(status).toMatchObject({
      settled: true,
      archiveToReturn: 1,
      mortgageRelease: { id: Number(releases[0]!.id), status: 2 },
    });
    expect(await sql(`select id from mortgage_releases where bill_id = ${billId}`)).toHaveLength(1);
    expect(await queued()).toBe(1);
  });
});
