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

  /** Browse-permission users (seed: role 1003 area scope in Beijing, 1004 every area). */
  const BROWSE = { area: '13800001003', all: '13800001004' } as const;
  const browseCookie: Partial<Record<keyof typeof BROWSE, string>> = {};
  const as = async (who: keyof typeof BROWSE) => (browseCookie[who] ??= await t.login(BROWSE[who]));
  const userId = async (cookie: string) =>
    (await t.call({ method: 'GET', url: '/api/auth/v1/userInfo/get', cookie })).json().data.id as number;
  const create = async (cookie: string, extra: Record<string, unknown> = {}) => {
    const input = { ...body(), ...extra };
    const res = await t.call({ method: 'POST', url: `${B}/prebill`, cookie, payload: input });
    expect(res.statusCode, res.body).toBe(200);
    return { input, id: res.json().data.id as number };
  };
  const get = (url: string, cookie: string) => t.call({ method: 'GET', url: `${B}${url}`, cookie });

  it('shows the salesperson their own enquiry in the clear, and nobody else’s (404)', async () => {
    const { input, id } = await create(c.sales!, { notes: '客户急用' });
    const own = await get(`/prebill/${id}`, c.sales!);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().data).toMatchObject({
      id,
      customerName: input.customerName,
      customerMobile: input.customerMobile,
      idCard: input.idCard,
      borrowAmount: '2000000.00',
      addressProvince: '110000',
      addressDistrict: '110105',
      floorArea: '120.00',
      evsTotalPrice: '9000000.00',
      notes: '客户急用',
      status: 0,
      billId: null,
    });
    const other = await get(`/prebill/${id}`, c.sales2!);
    expect(other.statusCode).toBe(404);
    expect(other.json().msg).toBe('询价记录不存在');
    // The own page needs advance_bill_list, which a browse-only role does not hold.
    expect((await get(`/prebill/${id}`, await as('area'))).statusCode).toBe(403);
  });

  it('shows an enquiry in the browse scope masked, and one outside it as 404', async () => {
    const bj = await create(c.sales!);
    const sh = await create(c.salesSh!);
    const seen = await get(`/prebill/browse/${bj.id}`, await as('area'));
    expect(seen.statusCode, seen.body).toBe(200);
    const data = seen.json().data;
    expect(data.customerMobile).toBe(`${bj.input.customerMobile.slice(0, 3)}****${bj.input.customerMobile.slice(-4)}`);
    expect(data.idCard).toBe(`${bj.input.idCard.slice(0, 6)}********${bj.input.idCard.slice(-4)}`);
    expect(data).toMatchObject({ id: bj.id, customerName: bj.input.customerName, addressDetails: bj.input.addressDetails });
    // Beijing's area scope does not reach Shanghai; a salesperson's own scope not a colleague's.
    const outside = await get(`/prebill/browse/${sh.id}`, await as('area'));
    expect(outside.statusCode).toBe(404);
    expect(outside.json().msg).toBe('询价记录不存在');
    expect((await get(`/prebill/browse/${bj.id}`, c.sales2!)).statusCode).toBe(404);
    expect((await get(`/prebill/browse/${sh.id}`, await as('all'))).json().data.customerMobile).toContain('****');
    expect((await get(`/prebill/browse/${bj.id}`, c.sales!)).json().data.idCard).not.toBe(bj.input.idCard);
  });

  it('filters the browse list by area and salesperson, with totals inside the scope', async () => {
    // A name of this test's own, so its totals do not depend on the other cases (keyword is a name prefix).
    const keyword = '筛选测试';
    const named = { customerName: `${keyword}甲` };
    await create(c.sales!, named);
    await create(c.sales!, named);
    await create(c.sales2!, named);
    await create(c.salesSh!, named);
    const [salesId, sales2Id] = [await userId(c.sales!), await userId(c.sales2!)];
    const browse = async (cookie: string, query: string) => {
      const res = await get(`/prebill/browse?keyword=${encodeURIComponent(keyword)}${query}`, cookie);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as { total: number; list: { salespersonId: number; areaCode: string; customerMobile: string }[] };
    };
    const all = await as('all');
    expect((await browse(all, '')).total).toBe(4);
    const sh = await browse(all, '&areaCode=SH_31');
    expect(sh.total).toBe(1);
    expect(sh.list.map((r) => r.areaCode)).toEqual(['SH_31']);
    const bj = await browse(all, '&areaCode=BJ_11');
    expect(bj.total).toBe(3);
    expect(bj.list.every((r) => r.customerMobile.includes('****'))).toBe(true);
    const one = await browse(all, `&salesId=${salesId}`);
    expect(one.total).toBe(2);
    expect(one.list.map((r) => r.salespersonId)).toEqual([salesId, salesId]);
    expect((await browse(all, '&salesId=all20180808')).total).toBe(4);
    expect((await browse(all, `&areaCode=SH_31&salesId=${salesId}`)).total).toBe(0);
    // The area-scoped user sees Beijing only, whatever the filter asks for; paging keeps the total.
    const area = await as('area');
    expect((await browse(area, '')).total).toBe(3);
    expect((await browse(area, '&areaCode=SH_31')).total).toBe(0);
    expect((await browse(area, `&salesId=${sales2Id}`)).total).toBe(1);
    const page = await browse(area, '&pageSize=2&pageNum=2');
    expect(page).toMatchObject({ total: 3 });
    expect(page.list).toHaveLength(1);
    // A salesperson's browse list is their own scope: filtering by a colleague finds nothing.
    expect((await browse(c.sales!, `&salesId=${sales2Id}`)).total).toBe(0);
    expect((await browse(c.sales!, '')).total).toBe(2);
    expect((await get('/prebill/browse?areaCode=NOPE', all)).statusCode).toBe(400);
  });

  it('refuses a bad enquiry with the validation library’s message', async () => {
    const res = await t.call({ method: 'POST', url: `${B}/prebill`, cookie: c.sales!, payload: { ...body(), borrowDuration: 45 } });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toContain('30');
  });
});
