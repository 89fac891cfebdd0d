import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from './helpers/test-app';
import { uploadVoucher } from './helpers/upload-voucher';

const USERS = {
  finance: '13800000021', // role 21: payment_confirm
  sales: '13800000011', // role 11: payment_confirm_salesman; owns the demo loans
  sales2: '13800000111', // role 11, group 2: none of them
  risk: '13800000031', // neither code
} as const;
type Who = keyof typeof USERS;
const B = '/api/v1/borrow';
type Payment = {
  id: number;
  grantId: number;
  status: number;
  amount: string;
  ledgerEntryId: number | null;
  version: number;
  vouchers: { imageUrl: string }[];
};

describe('payment confirmation (/borrowManage/paymentConfirm and its salesperson variant)', () => {
  let t: TestApp;
  const c = {} as Record<Who, string>;
  let grantId = 0;
  let keySeq = 0;
  const key = () => `pay-key-${Date.now()}-${++keySeq}`;

  const get = (who: Who, url: string) => t.call({ method: 'GET', url, cookie: c[who] });
  const post = (who: Who, url: string, payload: object) => t.call({ method: 'POST', url, cookie: c[who], payload });
  const list = async (who: Who, path: 'payments' | 'salesman/payments', query = '') => {
    const res = await get(who, `${B}/${path}?pageSize=100${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { list: Payment[]; total: number };
  };
  const upload = (who: Who) => uploadVoucher(t, c[who]);
  const report = async (who: Who, over: object = {}) =>
    post(who, `${B}/salesman/payments`, {
      grantId,
      amount: '20000.00',
      payType: 2,
      paidOn: '2026-02-01',
      imageIds: [await upload(who)],
      idempotencyKey: key(),
      ...over,
    });
  const find = async (id: number) => (await list('finance', 'payments')).list.find((p) => p.id === id)!;
  const ledgerOf = async (entryId: number) => {
    const { rows } = await t.database.executeSql(
      `select account_code a, debit::text d, credit::text c from ledger_lines where entry_id = ${entryId} order by account_code`,
    );
    return rows as { a: string; d: string; c: string }[];
  };

  beforeAll(async () => {
    t = await createTestApp();
    for (const [k, m] of Object.entries(USERS)) c[k as Who] = await t.login(m);
    grantId = (await get('sales', `${B}/salesman/loans`)).json().data.list[0].id as number;
  });
  afterAll(() => t.close());

  it('opens on the demo confirmations: pending, passed (posted) and rejected', async () => {
    const all = await list('finance', 'payments');
    expect(new Set(all.list.map((p) => p.status))).toEqual(new Set([2, 3, 4]));
    expect(all.list.find((p) => p.status === 2)!.ledgerEntryId).not.toBeNull();
    expect((await list('sales', 'salesman/payments')).total).toBe(3);
    expect((await list('sales2', 'salesman/payments')).total).toBe(0);
    expect((await list('finance', 'payments', '&status=3')).list.every((p) => p.status === 3)).toBe(true);
  });

  it('a salesperson reports a payment with a voucher; finance confirms it and the receipt posts balanced, once', async () => {
    const made = await report('sales');
    expect(made.statusCode, made.body).toBe(200);
    const id = made.json().data.id as number;
    const row = await find(id);
    expect(row).toMatchObject({ status: 3, amount: '20000.00', grantId, ledgerEntryId: null });
    expect(row.vouchers).toHaveLength(1);
    // The voucher: to the salesperson and to finance, not to a colleague.
    expect((await get('sales', row.vouchers[0]!.imageUrl)).statusCode).toBe(200);
    expect((await get('finance', `${row.vouchers[0]!.imageUrl}/key`)).statusCode).toBe(200);
    expect((await get('sales2', row.vouchers[0]!.imageUrl)).statusCode).toBe(404);

    const ok = await post('finance', `${B}/payments/${id}/confirm`, { version: row.version });
    expect(ok.statusCode, ok.body).toBe(200);
    const after = await find(id);
    expect(after.status).toBe(2);
    expect(await ledgerOf(after.ledgerEntryId!)).toEqual([
      { a: '1002', d: '20000.00', c: '0.00' },
      { a: '2501', d: '0.00', c: '20000.00' },
    ]);
    // Acting again on what was read before is refused: nothing posts twice.
    expect((await post('finance', `${B}/payments/${id}/confirm`, { version: row.version })).statusCode).toBe(409);
    const trial = (await get('finance', '/api/v1/ledger/trial-balance')).json().data as { debit: string; credit: string };
    expect(trial.debit).toBe(trial.credit);
    const { rows } = await t.database.executeSql(
      `select count(*)::int n from audit_log where entity = 'payment_confirmation' and entity_id = '${id}'`,
    );
    expect((rows as { n: number }[])[0]!.n).toBe(2);
  });

  it('of two finance clerks acting at once exactly one wins', async () => {
    const id = (await report('sales')).json().data.id as number;
    const { version } = await find(id);
    const replies = await Promise.all([
      post('finance', `${B}/payments/${id}/confirm`, { version }),
      post('finance', `${B}/payments/${id}/reject`, { version, comment: '金额不符' }),
    ]);
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });

  it('a rejection needs a reason and posts nothing', async () => {
    const id = (await report('sales')).json().data.id as number;
    const { version } = await find(id);
    expect((await post('finance', `${B}/payments/${id}/reject`, { version, comment: '' })).statusCode).toBe(400);
    expect((await post('finance', `${B}/payments/${id}/reject`, { version, comment: '凭证不清晰' })).statusCode).toBe(200);
    expect(await find(id)).toMatchObject({ status: 4, ledgerEntryId: null });
  });

  it('the same key answers the first report; the same key for another payment is a 422 (decision 0076)', async () => {
    const idempotencyKey = key();
    // A retry sends the same body: the same voucher images too.
    const imageIds = [await upload('sales')];
    const first = await report('sales', { idempotencyKey, imageIds });
    const again = await report('sales', { idempotencyKey, imageIds });
    expect(again.body).toBe(first.body);
    expect((await report('sales', { idempotencyKey, imageIds, amount: '1.00' })).statusCode).toBe(422);
  });

  it('refuses another salesperson’s loan (404), images not the caller’s (400) and callers without the code (403)', async () => {
    expect((await report('sales2')).statusCode).toBe(404);
    const foreign = await upload('sales2');
    expect((await report('sales', { imageIds: [foreign] })).statusCode).toBe(400);
    expect((await report('sales', { imageIds: [] })).statusCode).toBe(400);
    expect((await get('sales', `${B}/payments`)).statusCode).toBe(403);
    expect((await post('sales', `${B}/payments/1/confirm`, { version: 0 })).statusCode).toBe(403);
    expect((await report('finance')).statusCode).toBe(403);
    expect((await get('risk', `${B}/salesman/payments`)).statusCode).toBe(403);
  });
});
