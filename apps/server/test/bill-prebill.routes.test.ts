import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from './helpers/test-app';
import { U, borrower } from './bill-fixtures';

describe('pre-bills (询价) and conversion to a bill', () => {
  let t: TestApp;
  const c: Record<string, string> = {};
  beforeAll(async () => {
    t = await createTestApp();
    for (const [k, mobile] of Object.entries(U)) c[k] = await t.login(mobile);
  });
  afterAll(() => t.close());

  const body = () => {
    const who = borrower();
    return {
      idempotencyKey: randomUUID(),
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
  const B = '/api/bill/v1';

  it('records an enquiry once per key, lists it masked, and converts it into a draft without retyping, once', async () => {
    const input = body();
    const made = await t.call({ method: 'POST', url: `${B}/prebill`, cookie: c.sales!, payload: input });
    expect(made.statusCode, made.body).toBe(200);
    const again = await t.call({ method: 'POST', url: `${B}/prebill`, cookie: c.sales!, payload: input });
    expect(again.json().data.id).toBe(made.json().data.id);
    const mine = (await t.call({ method: 'GET', url: `${B}/prebill/mine`, cookie: c.sales! })).json().data;
    expect(mine.total).toBe(1);
    expect(mine.list[0].customerMobile).toContain('****');
    // Other salespeople do not see it; the browse list is scoped.
    expect((await t.call({ method: 'GET', url: `${B}/prebill/mine`, cookie: c.sales2! })).json().data.total).toBe(0);

    const { id, version } = made.json().data;
    const converted = await t.call({ method: 'POST', url: `${B}/prebill/${id}/convert`, cookie: c.sales!, payload: { version } });
    expect(converted.statusCode, converted.body).toBe(200);
    const bill = (await t.call({ method: 'GET', url: `${B}/bill/${converted.json().data.billId}`, cookie: c.sales! })).json().data;
    expect(bill).toMatchObject({ status: 0, borrowAmount: '2000000.00', borrowDuration: 180, billCustomerName: '钱多多' });
    expect(bill.fields.idCard).toBe(input.idCard);
    expect(bill.mortgages[0]).toMatchObject({
      addressDetails: input.addressDetails,
      floorArea: '120.00',
      evsTotalPriceWorldUnion: '9000000.00',
    });
    const twice = await t.call({ method: 'POST', url: `${B}/prebill/${id}/convert`, cookie: c.sales!, payload: { version: version + 1 } });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().msg).toBe('该询价已转为报单');
    expect((await t.call({ method: 'POST', url: `${B}/prebill/${id}/convert`, cookie: c.sales2!, payload: { version } })).statusCode).toBe(
      404,
    );
  });

  it('refuses a bad enquiry with the validation library’s message', async () => {
    const res = await t.call({ method: 'POST', url: `${B}/prebill`, cookie: c.sales!, payload: { ...body(), borrowDuration: 45 } });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toContain('30');
  });
});
