import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys } from '../src/db/idempotency.table';
import { bills } from '../src/modules/bill/bill.table';
import { preBills } from '../src/modules/prebill/prebill.table';
import { U, billBody, borrower } from './bill-fixtures';
import { type TestApp, createTestApp } from './helpers/test-app';

const MISMATCH = '该幂等键已用于另一请求内容';
const IN_FLIGHT = '该幂等键的首次请求仍在处理中，请稍后重试';

const preBillBody = (idempotencyKey: string) => {
  const who = borrower();
  return {
    idempotencyKey,
    customerName: '钱多多',
    customerMobile: who.mobile,
    idCard: who.idCard,
    borrowType: 2,
    borrowAmount: '2000000.00',
    borrowDuration: 180,
    addressProvince: '110000',
    addressDistrict: '110105',
    addressDetails: '朝阳区工体北路8号院1号楼',
    floorArea: '120.00',
    evsTotalPrice: '9000000.00',
  };
};

describe('idempotency keys: the same request gets the first answer, another request a 422', () => {
  let t: TestApp;
  let sales: string;
  let sales2: string;
  beforeAll(async () => {
    t = await createTestApp();
    sales = await t.login(U.sales);
    sales2 = await t.login(U.sales2);
  });
  afterAll(() => t.close());

  const post = (url: string, cookie: string, payload: object) => t.call({ method: 'POST', url, cookie, payload });
  const countWhere = async (table: typeof bills | typeof preBills, key: string) =>
    (await t.database.db.select({ n: count() }).from(table).where(eq(table.idempotencyKey, key)))[0]!.n;

  it('bills: a repeat returns the first bill; a changed amount with the same key is refused and writes nothing', async () => {
    const body = billBody();
    const first = await post('/api/bill/v1/bill', sales, body);
    expect(first.statusCode).toBe(200);
    // The same request, its fields in another order: the same request.
    const reordered = Object.fromEntries(Object.entries(body).reverse());
    const again = await post('/api/bill/v1/bill', sales, reordered);
    expect(again.json().data).toEqual(first.json().data);

    const changed = await post('/api/bill/v1/bill', sales, { ...body, borrowAmount: '9900000.00' });
    expect(changed.statusCode).toBe(422);
    expect(changed.json()).toEqual({ code: 422, msg: MISMATCH, data: null });
    expect(await countWhere(bills, body.idempotencyKey)).toBe(1);
    const bill = (await t.call({ method: 'GET', url: `/api/bill/v1/bill/${first.json().data.id}`, cookie: sales })).json().data;
    expect(bill.borrowAmount).toBe('1500000.00');
  });

  it('pre-bills: the same rule', async () => {
    const body = preBillBody(randomUUID());
    const first = await post('/api/bill/v1/prebill', sales, body);
    expect(first.statusCode).toBe(200);
    expect((await post('/api/bill/v1/prebill', sales, body)).json().data).toEqual(first.json().data);
    const changed = await post('/api/bill/v1/prebill', sales, { ...body, borrowAmount: '1.00' });
    expect(changed.statusCode).toBe(422);
    expect(changed.json().msg).toBe(MISMATCH);
    expect(await countWhere(preBills, body.idempotencyKey)).toBe(1);
  });

  it('keys are per user and per write: another salesperson, or a pre-bill, may use the same key', async () => {
    const key = randomUUID();
    expect((await post('/api/bill/v1/bill', sales, billBody({ idempotencyKey: key }))).statusCode).toBe(200);
    expect((await post('/api/bill/v1/bill', sales2, billBody({ idempotencyKey: key }))).statusCode).toBe(200);
    expect((await post('/api/bill/v1/prebill', sales, preBillBody(key))).statusCode).toBe(200);
    const [row] = await t.database.db.select({ n: count() }).from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    expect(row!.n).toBe(3);
  });

  it('racing repeats of one request make one bill: each gets the first answer, or a 409 while it runs (decision 0076)', async () => {
    const body = billBody();
    const replies = await Promise.all([1, 2, 3].map(() => post('/api/bill/v1/bill', sales, body)));
    const answered = replies.filter((r) => r.statusCode === 200);
    expect(answered.length).toBeGreaterThan(0);
    expect(new Set(answered.map((r) => r.body)).size).toBe(1);
    for (const r of replies.filter((x) => x.statusCode !== 200)) expect(r.json()).toEqual({ code: 409, msg: IN_FLIGHT, data: null });
    expect(await countWhere(bills, body.idempotencyKey)).toBe(1);
  });
});
