import { BORROW_API, type EndpointInput, LEDGER_API } from '@lc/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from './helpers/test-app';
import { type Caller, asEach } from './helpers/as-user';
import { uploadVoucher } from './helpers/upload-voucher';

// finance (role 21): payment_confirm; sales (role 11): payment_confirm_salesman, owns the demo loans; sales2 (role 11,
// group 2): none of them; riskStaff (role 31): neither code.
type Who = 'finance' | 'sales' | 'sales2' | 'riskStaff';
const B = BORROW_API.endpoints;

describe('payment confirmation (/borrowManage/paymentConfirm and its salesperson variant)', () => {
  let t: TestApp;
  let c: Record<Who, Caller>;
  let grantId = 0;
  let keySeq = 0;
  const key = () => `pay-key-${Date.now()}-${++keySeq}`;

  const list = (who: Who, path: 'payments' | 'salesmanPayments', query: EndpointInput<typeof B.payments>['query'] = {}) =>
    c[who].call(B[path], { query: { pageSize: 100, ...query } });
  const upload = (who: Who) => uploadVoucher(t, c[who].cookie);
  // Overrides may break the contract on purpose (no images): the server must refuse them.
  const report = async (who: Who, over: object = {}) =>
    c[who].send(B.reportPayment, {
      body: {
        grantId,
        amount: '20000.00',
        payType: 2,
        paidOn: '2026-02-01',
        imageIds: [await upload(who)],
        idempotencyKey: key(),
        ...over,
      } as EndpointInput<typeof B.reportPayment>['body'],
    });
  const decide = (
    action: 'confirmPayment' | 'rejectPayment',
    id: number,
    body: { version: number; comment?: string },
    who: Who = 'finance',
  ) => c[who].send(B[action], { params: { id }, body: body as never });
  /** The voucher image at the URL the list gives (no path written here), fetched raw as the page does. */
  const image = (who: Who, url: string) => t.call({ method: 'GET', url, cookie: c[who].cookie });
  const find = async (id: number) => (await list('finance', 'payments')).list.find((p) => p.id === id)!;
  const ledgerOf = async (entryId: number) => {
    const { rows } = await t.database.executeSql(
      `select account_code a, debit::text d, credit::text c from ledger_lines where entry_id = ${entryId} order by account_code`,
    );
    return rows as { a: string; d: string; c: string }[];
  };

  beforeAll(async () => {
    t = await createTestApp();
    c = await asEach(t, 'finance', 'sales', 'sales2', 'riskStaff');
    grantId = (await c.sales.call(B.salesmanAccounts, { query: {} })).list[0]!.id;
  });
  afterAll(() => t.close());

  it('opens on the demo confirmations: pending, passed (posted) and rejected', async () => {
    const all = await list('finance', 'payments');
    expect(new Set(all.list.map((p) => p.status))).toEqual(new Set([2, 3, 4]));
    expect(all.list.find((p) => p.status === 2)!.ledgerEntryId).not.toBeNull();
    expect((await list('sales', 'salesmanPayments')).total).toBe(3);
    expect((await list('sales2', 'salesmanPayments')).total).toBe(0);
    expect((await list('finance', 'payments', { status: 3 })).list.every((p) => p.status === 3)).toBe(true);
  });

  it('a salesperson reports a payment with a voucher; finance confirms it and the receipt posts balanced, once', async () => {
    const made = await report('sales');
    expect(made.status, made.body.msg).toBe(200);
    const id = made.reply!.id;
    const row = await find(id);
    expect(row).toMatchObject({ status: 3, amount: '20000.00', grantId, ledgerEntryId: null });
    expect(row.vouchers).toHaveLength(1);
    // The voucher: to the salesperson and to finance, not to a colleague.
    expect((await image('sales', row.vouchers[0]!.imageUrl)).statusCode).toBe(200);
    expect((await image('finance', `${row.vouchers[0]!.imageUrl}/key`)).statusCode).toBe(200);
    expect((await image('sales2', row.vouchers[0]!.imageUrl)).statusCode).toBe(404);

    const ok = await decide('confirmPayment', id, { version: row.version });
    expect(ok.status, ok.body.msg).toBe(200);
    const after = await find(id);
    expect(after.status).toBe(2);
    expect(await ledgerOf(after.ledgerEntryId!)).toEqual([
      { a: '1002', d: '20000.00', c: '0.00' },
      { a: '2501', d: '0.00', c: '20000.00' },
    ]);
    // Acting again on what was read before is refused: nothing posts twice.
    expect((await decide('confirmPayment', id, { version: row.version })).status).toBe(409);
    const trial = await c.finance.call(LEDGER_API.endpoints.trialBalance);
    expect(trial.debit).toBe(trial.credit);
    const { rows } = await t.database.executeSql(
      `select count(*)::int n from audit_log where entity = 'payment_confirmation' and entity_id = '${id}'`,
    );
    expect((rows as { n: number }[])[0]!.n).toBe(2);
  });

  it('of two finance clerks acting at once exactly one wins', async () => {
    const id = (await report('sales')).reply!.id;
    const { version } = await find(id);
    const replies = await Promise.all([
      decide('confirmPayment', id, { version }),
      decide('rejectPayment', id, { version, comment: '金额不符' }),
    ]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
  });

  it('a rejection needs a reason and posts nothing', async () => {
    const id = (await report('sales')).reply!.id;
    const { version } = await find(id);
    expect((await decide('rejectPayment', id, { version, comment: '' })).status).toBe(400);
    expect((await decide('rejectPayment', id, { version, comment: '凭证不清晰' })).status).toBe(200);
    expect(await find(id)).toMatchObject({ status: 4, ledgerEntryId: null });
  });

  it('the same key answers the first report; the same key for another payment is a 422 (decision 0076)', async () => {
    const idempotencyKey = key();
    // A retry sends the same body: the same voucher images too.
    const imageIds = [await upload('sales')];
    const first = await report('sales', { idempotencyKey, imageIds });
    const again = await report('sales', { idempotencyKey, imageIds });
    // The raw bodies: the first answer again, byte for byte.
    expect(again.res.body).toBe(first.res.body);
    expect((await report('sales', { idempotencyKey, imageIds, amount: '1.00' })).status).toBe(422);
  });

  it('refuses another salesperson’s loan (404), images not the caller’s (400) and callers without the code (403)', async () => {
    expect((await report('sales2')).status).toBe(404);
    const foreign = await upload('sales2');
    expect((await report('sales', { imageIds: [foreign] })).status).toBe(400);
    expect((await report('sales', { imageIds: [] })).status).toBe(400);
    expect((await c.sales.send(B.payments, { query: {} })).status).toBe(403);
    expect((await decide('confirmPayment', 1, { version: 0 }, 'sales')).status).toBe(403);
    expect((await report('finance')).status).toBe(403);
    expect((await c.riskStaff.send(B.salesmanPayments, { query: {} })).status).toBe(403);
  });
});
