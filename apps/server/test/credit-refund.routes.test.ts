import { type EndpointInput, REPAYMENT_API } from '@lc/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, asEach } from './helpers/as-user';
import { handMadeLoan } from './helpers/hand-made-loan';
import { type TestApp, createTestApp } from './helpers/test-app';

/*
 * A refund of a loan's credit (decision 0053), over HTTP against a real database: recorded as a
 * repayment application with `refund`, at most the credit held; posted only by finance's review
 * (another person), conditional on the credit still covering it, one ledger entry (2202 → 1002).
 */

const R = REPAYMENT_API.endpoints;
/** Yuan strings to fen and back, by integer arithmetic. */
const fen = (v: string) => Math.round(Number(v) * 100);
const yuan = (f: number) => (f / 100).toFixed(2);

describe('refunding the credit held on a loan', () => {
  let t: TestApp;
  let c: Record<'admin' | 'finance', Caller>;
  let today = '';
  /** Recorded by the admin: some bodies are refused on purpose (a settlement and a refund at once). */
  const apply = (body: EndpointInput<typeof R.repayApply>['body']) => c.admin.send(R.repayApply, { body });
  const approve = (who: Caller, id: number) => who.send(R.repayApplyApprove, { params: { id } });
  const sql = async <T>(text: string) => (await t.database.executeSql(text)).rows as T[];
  const credit = async (id: number) =>
    (await sql<{ credit: string }>(`select credit::text credit from repayment_loans where id = ${id}`))[0]!.credit;
  const record = (loanId: number, amount: string, idempotencyKey: string) => apply({ loanId, amount, idempotencyKey, refund: true });

  beforeAll(async () => {
    t = await createTestApp();
    c = await asEach(t, 'admin', 'finance');
    today = (await c.admin.call(R.businessDate)).businessDate;
  });
  afterAll(() => t.close());

  it('pays out the credit a settlement left, once, only by finance, never more than is held', async () => {
    // 12,000.00 in two: the first overdue (200.00 penalty, 100.00 interest), the second current (50.00 interest).
    const { id } = await handMadeLoan(t, today, 11, { principal: '12000.00', rate: '0.10', method: 'equalPrincipal', drawn: -40 }, [
      { begin: -40, due: -10, principal: '6000.00', interest: '100.00', penalty: '200.00' },
      { begin: -10, due: 20, principal: '6000.00', interest: '50.00' },
    ]);
    // Settled early with the quote rounded up to the hundred (the most a settlement may bring, decision 0065):
    // what is over the quote is held as credit.
    const quote = await c.admin.call(R.prepaymentQuote, { params: { id } });
    const paidIn = yuan(Math.ceil(fen(quote.toPay) / 10_000) * 10_000);
    const held = fen(paidIn) - fen(quote.toPay);
    expect(held).toBeGreaterThan(1);
    const paid = await apply({ loanId: id, amount: paidIn, settle: true, idempotencyKey: 'refund-pay-0001' });
    expect(paid.status, paid.body.msg).toBe(200);
    const posted = await approve(c.finance, paid.reply!.id);
    expect(posted.reply).toMatchObject({ status: 2, credit: yuan(held) });
    expect(await credit(id)).toBe(yuan(held));
    // Two refunds of 60 % of it each: the first fits, the second no longer does.
    const part = Math.ceil(held * 0.6);

    // More than the credit: refused, nothing recorded; a settlement and a refund at once: 400.
    const over = await record(id, yuan(held + 1), 'refund-over-0001');
    expect(over.status).toBe(422);
    expect(over.body.msg).toContain(yuan(held));
    const both = await apply({ loanId: id, amount: '1.00', idempotencyKey: 'refund-both-01', refund: true, settle: true });
    expect(both.status).toBe(400);

    // Two refunds recorded while the credit is held: each waits for review and nothing moves yet.
    const first = (await record(id, yuan(part), 'refund-first-0001')).reply!;
    const second = (await record(id, yuan(part), 'refund-second-001')).reply!;
    expect([first.status, first.refund, first.ledgerEntryId]).toEqual([1, true, null]);
    expect((await record(id, yuan(part), 'refund-first-0001')).reply).toMatchObject({ id: first.id });
    expect(await credit(id)).toBe(yuan(held));
    // Never by the one who recorded it.
    expect((await approve(c.admin, first.id)).status).toBe(403);

    const refunded = await approve(c.finance, first.id);
    expect(refunded.status, refunded.body.msg).toBe(200);
    const done = refunded.reply!;
    const left = yuan(held - part);
    expect(done).toMatchObject({ status: 2, credit: left, refund: true });
    expect(await credit(id)).toBe(left);
    const lines = await sql<{ account: string; debit: string; credit: string }>(
      `select account_code account, debit::text debit, credit::text credit from ledger_lines where entry_id = ${done.ledgerEntryId} order by account_code`,
    );
    expect(lines).toEqual([
      { account: '1002', debit: '0.00', credit: yuan(part) },
      { account: '2202', debit: yuan(part), credit: '0.00' },
    ]);
    // Approving it again changes nothing; the second no longer fits the credit: 409, still awaiting review.
    expect((await approve(c.finance, first.id)).status).toBe(409);
    const late = await approve(c.finance, second.id);
    expect(late.status).toBe(409);
    expect(late.body.msg).toContain(left);
    expect((await sql<{ status: number }>(`select status from repayment_applications where id = ${second.id}`))[0]!.status).toBe(1);
    expect(await credit(id)).toBe(left);
    const audit = await sql(`select 1 from audit_log where entity = 'repayment_loan' and entity_id = '${id}' and action = 'refund'`);
    expect(audit).toHaveLength(1);
  });
});
