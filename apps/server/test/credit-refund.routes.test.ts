import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handMadeLoan } from './helpers/hand-made-loan';
import { type TestApp, createTestApp } from './helpers/test-app';

/*
 * A refund of a loan's credit (decision 0053), over HTTP against a real database: recorded as a
 * repayment application with `refund`, at most the credit held; posted only by finance's review
 * (another person), conditional on the credit still covering it, one ledger entry (2202 → 1002).
 */

const USERS = { admin: '13800000000', finance: '13800000021' } as const;
type Who = keyof typeof USERS;
const B = '/api/bill/v1/bill';
/** Yuan strings to fen and back, by integer arithmetic. */
const fen = (v: string) => Math.round(Number(v) * 100);
const yuan = (f: number) => (f / 100).toFixed(2);
type Applied = { id: number; status: number; credit: string; ledgerEntryId: number | null; refund: boolean };

describe('refunding the credit held on a loan', () => {
  let t: TestApp;
  const c = {} as Record<Who, string>;
  let today = '';
  const post = (who: Who, url: string, payload: object = {}) => t.call({ method: 'POST', url, cookie: c[who], payload });
  const sql = async <T>(text: string) => (await t.database.executeSql(text)).rows as T[];
  const credit = async (id: number) =>
    (await sql<{ credit: string }>(`select credit::text credit from repayment_loans where id = ${id}`))[0]!.credit;
  const record = (loanId: number, amount: string, idempotencyKey: string) =>
    post('admin', `${B}/repayApply`, { loanId, amount, idempotencyKey, refund: true });

  beforeAll(async () => {
    t = await createTestApp();
    for (const [k, m] of Object.entries(USERS)) c[k as Who] = await t.login(m);
    today = ((await t.call({ method: 'GET', url: `${B}/businessDate`, cookie: c.admin })).json().data as { businessDate: string })
      .businessDate;
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
    const quote = (await post('admin', `${B}/prepaymentQuote/${id}`)).json().data as { toPay: string };
    const paidIn = yuan(Math.ceil(fen(quote.toPay) / 10_000) * 10_000);
    const held = fen(paidIn) - fen(quote.toPay);
    expect(held).toBeGreaterThan(1);
    const paid = await post('admin', `${B}/repayApply`, { loanId: id, amount: paidIn, settle: true, idempotencyKey: 'refund-pay-0001' });
    expect(paid.statusCode, paid.body).toBe(200);
    const posted = await post('finance', `${B}/repayApply/${(paid.json().data as Applied).id}/approve`);
    expect(posted.json().data).toMatchObject({ status: 2, credit: yuan(held) });
    expect(await credit(id)).toBe(yuan(held));
    // Two refunds of 60 % of it each: the first fits, the second no longer does.
    const part = Math.ceil(held * 0.6);

    // More than the credit: refused, nothing recorded; a settlement and a refund at once: 400.
    const over = await record(id, yuan(held + 1), 'refund-over-0001');
    expect(over.statusCode).toBe(422);
    expect(over.json().msg).toContain(yuan(held));
    const both = await post('admin', `${B}/repayApply`, {
      loanId: id,
      amount: '1.00',
      idempotencyKey: 'refund-both-01',
      refund: true,
      settle: true,
    });
    expect(both.statusCode).toBe(400);

    // Two refunds recorded while the credit is held: each waits for review and nothing moves yet.
    const first = (await record(id, yuan(part), 'refund-first-0001')).json().data as Applied;
    const second = (await record(id, yuan(part), 'refund-second-001')).json().data as Applied;
    expect([first.status, first.refund, first.ledgerEntryId]).toEqual([1, true, null]);
    expect((await record(id, yuan(part), 'refund-first-0001')).json().data).toMatchObject({ id: first.id });
    expect(await credit(id)).toBe(yuan(held));
    // Never by the one who recorded it.
    expect((await post('admin', `${B}/repayApply/${first.id}/approve`)).statusCode).toBe(403);

    const refunded = await post('finance', `${B}/repayApply/${first.id}/approve`);
    expect(refunded.statusCode, refunded.body).toBe(200);
    const done = refunded.json().data as Applied;
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
    expect((await post('finance', `${B}/repayApply/${first.id}/approve`)).statusCode).toBe(409);
    const late = await post('finance', `${B}/repayApply/${second.id}/approve`);
    expect(late.statusCode).toBe(409);
    expect(late.json().msg).toContain(left);
    expect((await sql<{ status: number }>(`select status from repayment_applications where id = ${second.id}`))[0]!.status).toBe(1);
    expect(await credit(id)).toBe(left);
    const audit = await sql(`select 1 from audit_log where entity = 'repayment_loan' and entity_id = '${id}' and action = 'refund'`);
    expect(audit).toHaveLength(1);
  });
});
