import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { BILL_API, PREBILL_API } from '@lc/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys } from '../src/db/idempotency.table';
import { bills } from '../src/modules/bill/bill.table';
import { preBills } from '../src/modules/prebill/prebill.table';
import { billBody, borrower } from './bill-fixtures';
import { type Caller, as } from './helpers/as-user';
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
  let sales: Caller;
  let sales2: Caller;
  beforeAll(async () => {
    t = await createTestApp();
    sales = await as(t, 'sales');
    sales2 = await as(t, 'sales2');
  });
  afterAll(() => t.close());

  const bill = (who: Caller, body: ReturnType<typeof billBody>) => who.send(BILL_API.endpoints.create, { body });
  const preBill = (who: Caller, body: ReturnType<typeof preBillBody>) => who.send(PREBILL_API.endpoints.create, { body });
  const countWhere = async (table: typeof bills | typeof preBills, key: string) =>
    (await t.database.db.select({ n: count() }).from(table).where(eq(table.idempotencyKey, key)))[0]!.n;

  it('bills: a repeat returns the first bill; a changed amount with the same key is refused and writes nothing', async () => {
    const body = billBody();
    const first = await bill(sales, body);
    expect(first.status).toBe(200);
    // The same request, its fields in another order: the same request.
    const reordered = Object.fromEntries(Object.entries(body).reverse());
    const again = await bill(sales, reordered as ReturnType<typeof billBody>);
    expect(again.reply).toEqual(first.reply);

    const changed = await bill(sales, { ...body, borrowAmount: '9900000.00' });
    expect(changed.status).toBe(422);
    expect(changed.body).toEqual({ code: 422, msg: MISMATCH, data: null });
    expect(await countWhere(bills, body.idempotencyKey)).toBe(1);
    const made = await sales.call(BILL_API.endpoints.detail, { params: { id: first.reply!.id } });
    expect(made.borrowAmount).toBe('1500000.00');
  });

  it('pre-bills: the same rule', async () => {
    const body = preBillBody(randomUUID());
    const first = await preBill(sales, body);
    expect(first.status).toBe(200);
    expect((await preBill(sales, body)).reply).toEqual(first.reply);
    const changed = await preBill(sales, { ...body, borrowAmount: '1.00' });
    expect(changed.status).toBe(422);
    expect(changed.body.msg).toBe(MISMATCH);
    expect(await countWhere(preBills, body.idempotencyKey)).toBe(1);
  });

  it('keys are per user and per write: another salesperson, or a pre-bill, may use the same key', async () => {
    const key = randomUUID();
    expect((await bill(sales, billBody({ idempotencyKey: key }))).status).toBe(200);
    expect((await bill(sales2, billBody({ idempotencyKey: key }))).status).toBe(200);
    expect((await preBill(sales, preBillBody(key))).status).toBe(200);
    const [row] = await t.database.db.select({ n: count() }).from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    expect(row!.n).toBe(3);
  });

  it('racing repeats of one request make one bill: each gets the first answer, or a 409 while it runs (decision 0076)', async () => {
    const body = billBody();
    const replies = await Promise.all([1, 2, 3].map(() => bill(sales, body)));
    const answered = replies.filter((r) => r.status === 200);
    expect(answered.length).toBeGreaterThan(0);
    // The raw bodies: each answer is the first, byte for byte.
    expect(new Set(answered.map((r) => r.res.body)).size).toBe(1);
    for (const r of replies.filter((x) => x.status !== 200)) expect(r.body).toEqual({ code: 409, msg: IN_FLIGHT, data: null });
    expect(await countWhere(bills, body.idempotencyKey)).toBe(1);
  });
});
