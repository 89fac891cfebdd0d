import { ACCOUNT, REPAYMENT_API } from '@lc/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { createLedgerService } from '../src/modules/ledger/ledger.service';
import { creditLine, debitLine } from '../src/modules/ledger/ledger-posting.rules';
import { type Caller, as } from './helpers/as-user';
import { settlementSetup } from './helpers/settlement-setup';

const R = REPAYMENT_API.endpoints;

/*
 * The fees a bill owes (1123) in the waterfall at settlement (decision 0050), over HTTP against a
 * real database, on hand-made loans (helpers/settlement-setup.ts).
 */

describe('settlement: the fees owed, collected by the waterfall', () => {
  const s = settlementSetup();
  const { sql, ledgerLines, handMadeLoan } = s;
  let admin: Caller;
  let finance: Caller;
  beforeAll(async () => {
    [admin, finance] = [await as(s.t, 'admin'), await as(s.t, 'finance')];
  });
  /** Recorded by the admin, posted by finance (decision 0041: never one's own). */
  const record = (loanId: number, amount: string, idempotencyKey: string, settle?: boolean) =>
    admin.send(R.repayApply, { body: { loanId, amount, idempotencyKey, ...(settle ? { settle } : {}) } });
  const approve = (id: number) => finance.call(R.repayApplyApprove, { params: { id } });
  const loanOf = (id: number) => admin.call(R.repayManageDetail, { params: { id } });
  const billOf = async (loanId: number) =>
    Number((await sql<{ billId: number }>(`select bill_id "billId" from repayment_loans where id = ${loanId}`))[0]!.billId);
  /** Fees the bill owes (1123, debited), as an approved extension or a passed payment record posts them; `key` names the posting. */
  const postFees = (billId: number, key: string, amount: string, creditAccount: string) =>
    s.t.database.db.transaction((tx) =>
      createLedgerService({ db: s.t.database.db }).post(
        tx,
        { actorId: null, actorName: 'test', requestId: null, ip: null },
        {
          eventType: 'fee',
          idempotencyKey: `${key}-${billId}`,
          subject: { billId },
          lines: [debitLine(ACCOUNT.feesReceivable, amount), creditLine(creditAccount, amount)],
        },
      ),
    );

  it('collects the fees owed by the waterfall: penalty, then fees, then interest; the quote includes them; paying it leaves 1123 at zero', async () => {
    // A test before (in either settlement file) may have moved the business date on: the hand-made dates count from where it is now.
    await s.refreshToday();
    // 60,000.00 interest first at 12 %: 591.78 a period (60,000 × 0.12 ÷ 365 × 30 = 591.7808…); the
    // first instalment ten days overdue with 30.00 penalty, the second ten days into its period.
    const id = await handMadeLoan(3, { principal: '60000.00', rate: '0.12', method: 'interestFirst', drawn: -40 }, [
      { begin: -40, due: -10, principal: '0', interest: '591.78', penalty: '30.00' },
      { begin: -10, due: 20, principal: '0', interest: '591.78' },
      { begin: 20, due: 50, principal: '60000.00', interest: '591.78' },
    ]);
    const billId = await billOf(id);
    // 1,500.00 of fees owed on the bill, as an approved extension posts them (decision 0043).
    await postFees(billId, 'test-fees-owed', '1500.00', ACCOUNT.feeIncome);
    const feesOwed = async () =>
      (
        await sql<{ balance: string }>(
          `select coalesce(sum(debit - credit), 0)::numeric(18,2)::text balance from ledger_lines where bill_id = ${billId} and account_code = '1123'`,
        )
      )[0]!.balance;
    expect(await admin.call(R.repayApplyBase, { params: { id } })).toMatchObject({
      fees: '1500.00',
      dueNow: '2121.78', // 30.00 penalty + 1,500.00 fees + 591.78 interest due
    });

    // 1,000.00 is less than the fees and interest: the overdue instalment's 30.00 penalty first, then
    // 970.00 of the 1,500.00 fees; no interest. The fees are credited to fees receivable 1123, not income again.
    const first = await record(id, '1000.00', 'fees-first-1');
    const one = await approve(first.reply!.id);
    expect([one.lines, one.credit]).toEqual([
      [
        { period: 1, component: 'penalty', amount: '30.00' },
        { period: 1, component: 'fee', amount: '970.00' },
      ],
      '0.00',
    ]);
    expect(await ledgerLines(one.ledgerEntryId!)).toEqual([
      { account: '1002', debit: '1000.00', credit: '0.00' },
      { account: '1123', debit: '0.00', credit: '970.00' },
      { account: '6031', debit: '0.00', credit: '30.00' },
    ]);
    expect(await feesOwed()).toBe('530.00');

    // 1,000.00 more: the 530.00 fees left, then 470.00 of the first instalment's 591.78 interest.
    const second = await record(id, '1000.00', 'fees-second-1');
    const two = await approve(second.reply!.id);
    expect(two.lines).toEqual([
      { period: 1, component: 'fee', amount: '530.00' },
      { period: 1, component: 'interest', amount: '470.00' },
    ]);
    expect(await ledgerLines(two.ledgerEntryId!)).toEqual([
      { account: '1002', debit: '1000.00', credit: '0.00' },
      { account: '1123', debit: '0.00', credit: '530.00' },
      { account: '6011', debit: '0.00', credit: '470.00' },
    ]);
    expect(await feesOwed()).toBe('0.00');

    // Another 200.00 of fees (a payment record passed, decision 0046), then the quote: the first
    // instalment's 121.78 interest left, the fees 200.00 with it, the current period's accrued
    // 60,000 × 0.12 ÷ 365 × 10 = 197.2602… → 197.26, the 60,000.00 principal and its 1 % fee 600.00:
    // 121.78 + 200.00 + 197.26 + 60,000.00 + 600.00 = 61,119.04.
    await postFees(billId, 'test-fees-more', '200.00', ACCOUNT.bank);
    const quote = await admin.call(R.prepaymentQuote, { params: { id } });
    expect(quote).toMatchObject({
      principal: '60000.00',
      interest: '319.04',
      accruedInterest: '197.26',
      penalty: '0.00',
      fees: '200.00',
      prepaymentFee: '600.00',
      total: '61119.04',
      toPay: '61119.04',
    });
    const settle = await record(id, '61119.04', 'fees-settle-1', true);
    expect(settle.status, settle.res.body).toBe(200);
    const done = await approve(settle.reply!.id);
    expect(done.lines).toEqual([
      { period: 1, component: 'fee', amount: '200.00' },
      { period: 1, component: 'interest', amount: '121.78' },
      { period: 2, component: 'interest', amount: '197.26' },
      { period: 2, component: 'prepaymentFee', amount: '600.00' },
      { period: 3, component: 'principal', amount: '60000.00' },
    ]);
    expect(await ledgerLines(done.ledgerEntryId!)).toEqual([
      { account: '1002', debit: '61119.04', credit: '0.00' },
      { account: '1123', debit: '0.00', credit: '200.00' },
      { account: '1301', debit: '0.00', credit: '60000.00' },
      { account: '6011', debit: '0.00', credit: '319.04' },
      { account: '6021', debit: '0.00', credit: '600.00' },
    ]);
    expect(await feesOwed()).toBe('0.00');
    expect(await loanOf(id)).toMatchObject({ status: 3, outstanding: '0.00', credit: '0.00' });
  });

  it('takes the fees before interest and principal on a bullet loan; the loan settles once the rest is paid', async () => {
    // A test before (in either settlement file) may have moved the business date on: the hand-made dates count from where it is now.
    await s.refreshToday();
    // 10,000.00 bullet at 12 % over 30 days, due ten days ago: 98.63 interest (10,000 × 0.12 ÷ 365 × 30 = 98.6301…), and 50.00 of fees.
    const id = await handMadeLoan(4, { principal: '10000.00', rate: '0.12', method: 'bullet', drawn: -40 }, [
      { begin: -40, due: -10, principal: '10000.00', interest: '98.63' },
    ]);
    const billId = await billOf(id);
    await postFees(billId, 'test-fees-bullet', '50.00', ACCOUNT.feeIncome);
    // The fees are taken before interest and principal: 10,098.63 leaves 50.00 of principal unpaid.
    const short = await record(id, '10098.63', 'fees-bullet-1');
    const one = await approve(short.reply!.id);
    expect(one.lines).toEqual([
      { period: 1, component: 'fee', amount: '50.00' },
      { period: 1, component: 'interest', amount: '98.63' },
      { period: 1, component: 'principal', amount: '9950.00' },
    ]);
    expect(await loanOf(id)).toMatchObject({ status: 2, outstanding: '50.00' });
    // 50.00 more settles it.
    const rest = await record(id, '50.00', 'fees-bullet-2');
    expect((await approve(rest.reply!.id)).lines).toEqual([{ period: 1, component: 'principal', amount: '50.00' }]);
    expect(await loanOf(id)).toMatchObject({ status: 3, outstanding: '0.00' });
  });
});
