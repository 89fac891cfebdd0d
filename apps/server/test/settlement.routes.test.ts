import { BANK_CARD_API, GRANT_API, REPAYMENT_API, addDays, luhnCheckDigit } from '@lc/shared';
import Decimal from 'decimal.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Caller, asEach } from './helpers/as-user';
import { settlementSetup } from './helpers/settlement-setup';
import { secureForGrant } from './helpers/secure-for-grant';

const R = REPAYMENT_API.endpoints;
const G = GRANT_API.endpoints;

/*
 * Prepayment quote, early settlement, overpayment credit and settleStatus (decision 0048), over
 * HTTP against a real database, on hand-made loans (helpers/settlement-setup.ts); one loan goes the
 * whole way (grant, mortgage, draw). The fees the waterfall collects are settlement-fees.routes.test.ts.
 */

describe('prepayment quote, early settlement, overpayment credit and settleStatus', () => {
  const s = settlementSetup();
  const { sql, ledgerLines, handMadeLoan } = s;
  let u: Record<'admin' | 'riskStaff' | 'risk' | 'vp1' | 'vp2' | 'finance', Caller>;
  beforeAll(async () => {
    u = await asEach(s.t, 'admin', 'riskStaff', 'risk', 'vp1', 'vp2', 'finance');
  });
  /** Recorded by the admin, posted by finance (decision 0041: never one's own). */
  const record = (loanId: number, amount: string, idempotencyKey: string, settle?: boolean) =>
    u.admin.send(R.repayApply, { body: { loanId, amount, idempotencyKey, ...(settle ? { settle } : {}) } });
  const approve = (id: number) => u.finance.send(R.repayApplyApprove, { params: { id } });
  const quoteOf = (id: number) => u.admin.call(R.prepaymentQuote, { params: { id } });
  const loanOf = (id: number) => u.admin.call(R.repayManageDetail, { params: { id } });
  const settleStatus = (loanId: number) => u.admin.call(R.settleStatus, { body: { loanId } });

  it('quotes on the business date by hand: accrued interest, penalty, the 1 % fee; settles early once, closing every instalment', async () => {
    // 120,000.00 at 12 % in three instalments of 40,000.00: the first paid, the second ten days
    // overdue with 200.00 penalty, the third ten days into its period.
    const id = await handMadeLoan(1, { principal: '120000.00', rate: '0.12', method: 'equalPrincipal', drawn: -70 }, [
      { begin: -70, due: -40, principal: '40000.00', interest: '1183.56', paid: true }, // 120,000 × 0.12 ÷ 365 × 30
      { begin: -40, due: -10, principal: '40000.00', interest: '789.04', penalty: '200.00' }, // 80,000 × 0.12 ÷ 365 × 30
      { begin: -10, due: 20, principal: '40000.00', interest: '394.52' }, // 40,000 × 0.12 ÷ 365 × 30
    ]);
    const quote = await quoteOf(id);
    // Accrued: 40,000.00 × 0.12 ÷ 365 × 10 days = 131.5068… → 131.51; interest = 789.04 due + 131.51 = 920.55.
    // Fee: 1 % of the 40,000.00 not yet due = 400.00. Total: 80,000.00 + 920.55 + 200.00 + 400.00 = 81,520.55.
    expect(quote).toEqual({
      loanId: id,
      businessDate: s.today,
      principal: '80000.00',
      interest: '920.55',
      accruedInterest: '131.51',
      interestFrom: addDays(s.today, -10),
      interestDays: 10,
      penalty: '200.00',
      fees: '0.00',
      planFees: '0.00',
      prepaidPrincipal: '40000.00',
      prepaymentFeeRate: '0.01',
      prepaymentFee: '400.00',
      total: '81520.55',
      credit: '0.00',
      toPay: '81520.55',
    });

    // Short of the quote: 422, nothing recorded.
    const short = await record(id, '81520.54', 'settle-short-1', true);
    expect([short.status, short.body.msg]).toEqual([422, '提前结清金额不足：结清需 81520.55 元（已扣除挂账 0.00 元后需付 81520.55 元）']);
    expect(await sql(`select id from repayment_applications where loan_id = ${id}`)).toEqual([]);

    // 81,600.00 received: recorded, then posted by finance; the same key again answers the first.
    const recorded = await record(id, '81600.00', 'settle-early-1', true);
    expect(recorded.status, recorded.res.body).toBe(200);
    const app = recorded.reply!;
    expect([app.status, app.settle, app.ledgerEntryId]).toEqual([1, true, null]);
    expect((await record(id, '81600.00', 'settle-early-1', true)).body.data).toEqual(app);
    const posted = await approve(app.id);
    expect(posted.status, posted.res.body).toBe(200);
    const done = posted.reply!;
    expect(done.lines).toEqual([
      { period: 2, component: 'penalty', amount: '200.00' },
      { period: 2, component: 'interest', amount: '789.04' },
      { period: 2, component: 'principal', amount: '40000.00' },
      { period: 3, component: 'interest', amount: '131.51' },
      { period: 3, component: 'principal', amount: '40000.00' },
      { period: 3, component: 'prepaymentFee', amount: '400.00' },
    ]);
    // 81,600.00 − 81,520.55 = 79.45 held as refundable credit.
    expect([done.status, done.credit]).toEqual([2, '79.45']);
    // One balanced entry: the bank in; penalty, interest, principal, the fee (fee income 6021) and the credit out.
    expect(await ledgerLines(done.ledgerEntryId!)).toEqual([
      { account: '1002', debit: '81600.00', credit: '0.00' },
      { account: '1301', debit: '0.00', credit: '80000.00' },
      { account: '2202', debit: '0.00', credit: '79.45' },
      { account: '6011', debit: '0.00', credit: '920.55' },
      { account: '6021', debit: '0.00', credit: '400.00' },
      { account: '6031', debit: '0.00', credit: '200.00' },
    ]);
    // Approving again is 409 and posts nothing more.
    expect((await approve(app.id)).status).toBe(409);
    expect(await sql(`select id from ledger_entries where idempotency_key = 'repay:application:${app.id}'`)).toHaveLength(1);

    // Settled: nothing outstanding, every instalment closed, the third charged only the 131.51 accrued.
    const loan = await loanOf(id);
    expect([loan.status, loan.outstanding, loan.credit, loan.settledOn]).toEqual([3, '0.00', '79.45', s.today]);
    expect(loan.schedule.map((p) => [p.status, p.interest, p.paidInterest])).toEqual([
      [2, '1183.56', '1183.56'],
      [2, '789.04', '789.04'],
      [2, '131.51', '131.51'],
    ]);
    const status = await settleStatus(id);
    expect(status).toMatchObject({
      loanId: id,
      status: 3,
      settled: true,
      early: true,
      settledOn: s.today,
      outstanding: '0.00',
      refundableCredit: '79.45',
    });
    // A settled loan takes no more money, and quotes nothing.
    expect((await record(id, '1.00', 'settle-after-1')).status).toBe(409);
    expect(await quoteOf(id)).toMatchObject({
      total: '0.00',
      credit: '79.45',
      toPay: '0.00',
    });
  });

  it('refuses a regular repayment beyond what is owed now (decision 0065), and what is owed pays it with no credit left', async () => {
    // 30,000.00 interest first at 12 %: 295.89 a period (30,000 × 0.12 ÷ 365 × 30 = 295.8904…).
    const id = await handMadeLoan(2, { principal: '30000.00', rate: '0.12', method: 'interestFirst', drawn: -40 }, [
      { begin: -40, due: -10, principal: '0', interest: '295.89' },
      { begin: -10, due: 20, principal: '0', interest: '295.89' },
      { begin: 20, due: 50, principal: '30000.00', interest: '295.89' },
    ]);
    // Owed now: the overdue instalment and the current one, 591.78. Before, 1,000.00 was taken and
    // 408.22 held as credit; a collection now takes at most what is owed (early settlement aside).
    const over = await record(id, '1000.00', 'credit-first-1');
    expect(over.status, over.res.body).toBe(422);
    expect(await loanOf(id)).toMatchObject({ status: 2, credit: '0.00', outstanding: '30000.00' });
    const owed = await record(id, '591.78', 'credit-first-2');
    const one = (await approve(owed.reply!.id)).reply!;
    expect([one.lines, one.credit]).toEqual([
      [
        { period: 1, component: 'interest', amount: '295.89' },
        { period: 2, component: 'interest', amount: '295.89' },
      ],
      '0.00',
    ]);
    expect(await ledgerLines(one.ledgerEntryId!)).toEqual([
      { account: '1002', debit: '591.78', credit: '0.00' },
      { account: '6011', debit: '0.00', credit: '591.78' },
    ]);
    // The quote: 30,000.00 + 1 % fee = 30,300.00; the current period's accrued interest is covered by its 295.89 paid.
    const quote = await quoteOf(id);
    expect(quote).toMatchObject({ total: '30300.00', credit: '0.00', toPay: '30300.00' });
  });

  it('a loan drawn for real and settled early the same day: the bill’s ledger is back to zero, the release request and archive return start', async () => {
    const [bill] = await sql<{ id: number; borrower: number }>(
      `select b.id, (select id from borrowers where name = '王建国') borrower from bills b
        where b.status = 4 and not exists (select 1 from grants g where g.bill_id = b.id) order by b.id limit 1`,
    );
    const billId = Number(bill!.id);
    const cardNo = `62220203${String(billId).padStart(10, '0')}`;
    const card = await u.admin.call(BANK_CARD_API.endpoints.cardCreate, {
      body: {
        borrowerId: Number(bill!.borrower),
        billId,
        cardNo: cardNo + luhnCheckDigit(cardNo),
        accountName: '王建国',
        reservedMobile: '13912340001',
        status: 1,
      },
    });
    // What the grant request's gate asks for; its one document in stock goes back to the borrower once settled.
    await secureForGrant(s.t, billId);
    const made = await u.riskStaff.call(G.request, { body: { billId, amount: '100000.00', cardId: card.id, fundingParty: 'hnxiaodai' } });
    const grantId = made.id;
    for (const who of ['risk', 'vp1', 'vp2'] as const) {
      const { flow } = await u.admin.call(G.detail, { params: { id: grantId } });
      const approved = await u[who].send(G.approve, { params: { id: grantId }, body: { flowVersion: flow!.version, comment: '同意' } });
      expect(approved.status).toBe(200);
    }
    await u.finance.call(G.draw, { params: { id: grantId }, body: { amount: '100000.00', idempotencyKey: 'settle-draw-0001' } });
    const [loan] = await sql<{ id: number }>(`select id from repayment_loans where grant_id = ${grantId}`);
    const loanId = Number(loan!.id);
    // Not settled yet: no release request, nothing queued.
    expect(await settleStatus(loanId)).toMatchObject({
      settled: false,
      mortgageRelease: null,
      archiveToReturn: 0,
    });
    // The fees priced at the draw (decision 0043) are owed on 1123 and belong in the quote (decision 0050).
    const feesOwed = async () =>
      (
        await sql<{ balance: string }>(
          `select coalesce(sum(debit - credit), 0)::numeric(18,2)::text balance from ledger_lines where bill_id = ${billId} and account_code = '1123'`,
        )
      )[0]!.balance;
    const owed = await feesOwed();
    expect(Number(owed)).toBeGreaterThan(0);
    // Settled the day it was drawn: no day of interest has run, so 100,000.00 + 1 % + the fees.
    const quote = await quoteOf(loanId);
    const total = new Decimal('101000.00').plus(owed).toFixed(2);
    expect([quote.total, quote.interest, quote.prepaymentFee, quote.fees]).toEqual([total, '0.00', '1000.00', owed]);
    const recorded = await record(loanId, total, 'settle-real-0001', true);
    expect(recorded.status, recorded.res.body).toBe(200);
    expect((await approve(recorded.reply!.id)).status).toBe(200);

    // The bill's loan principal (1301) and fees receivable (1123) are back to zero on the ledger.
    const [principal] = await sql<{ balance: string }>(
      `select coalesce(sum(debit - credit), 0)::numeric(18,2)::text balance from ledger_lines where bill_id = ${billId} and account_code = '1301'`,
    );
    expect(principal!.balance).toBe('0.00');
    expect(await feesOwed()).toBe('0.00');
    // Asked again, settlement opens the release request (awaiting approval, 2) and queues the document for return.
    const status = await settleStatus(loanId);
    expect(status).toMatchObject({ settled: true, early: true, refundableCredit: '0.00', archiveToReturn: 1 });
    expect(status.mortgageRelease?.status).toBe(2);
    const releases = await sql<{ id: number; status: number }>(`select id, status from mortgage_releases where bill_id = ${billId}`);
    expect(releases.map((r) => [Number(r.id), Number(r.status)])).toEqual([[status.mortgageRelease!.id, 2]]);
    const [queued] = await sql<{ n: number }>(
      `select count(*)::int n from archive_ledger l join archive_items i on i.id = l.item_id where i.bill_id = ${billId} and l.reason like '借款已结清%'`,
    );
    expect(Number(queued!.n)).toBe(1);
    // Asking again starts nothing twice.
    expect(await settleStatus(loanId)).toMatchObject({
      mortgageRelease: status.mortgageRelease,
      archiveToReturn: 1,
    });
    expect(await sql(`select id from mortgage_releases where bill_id = ${billId}`)).toHaveLength(1);
  });
});
