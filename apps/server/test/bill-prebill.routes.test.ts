import { randomUUID } from 'node:crypto';
import { BILL_API, type EndpointInput, IDENTITY_API, PREBILL_API } from '@lc/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, asEach } from './helpers/as-user';
import { type TestApp, createTestApp } from './helpers/test-app';
import { borrower } from './bill-fixtures';

const P = PREBILL_API.endpoints;

describe('pre-bills (询价) and conversion to a bill', () => {
  let t: TestApp;
  /** The salespeople, and the browse-permission users (seed: role 1003 area scope in Beijing, 1004 every area). */
  let c: Record<'sales' | 'sales2' | 'salesSh' | 'collateralBrowse' | 'collateralBrowseAll', Caller>;
  beforeAll(async () => {
    t = await createTestApp();
    c = await asEach(t, 'sales', 'sales2', 'salesSh', 'collateralBrowse', 'collateralBrowseAll');
  });
  afterAll(() => t.close());

  const body = () => {
    const who = borrower();
    return {
      idempotencyKey: randomUUID(),
      customerName: '钱多多',
      customerMobile: who.mobile,
      idCard: who.idCard,
      borrowType: 2 as const,
      borrowAmount: '2000000.00',
      borrowDuration: 180,
      addressProvince: '110000',
      addressDistrict: '110105',
      addressDetails: '朝阳区工体北路8号院1号楼',
      floorArea: '120.00',
      evsTotalPrice: '9000000.00',
    };
  };

  it('records an enquiry once per key, lists it masked, and converts it into a draft without retyping, once', async () => {
    const input = body();
    const made = await c.sales.send(P.create, { body: input });
    expect(made.status, made.res.body).toBe(200);
    const again = await c.sales.call(P.create, { body: input });
    expect(again.id).toBe(made.reply!.id);
    const mine = await c.sales.call(P.mine, { query: {} });
    expect(mine.total).toBe(1);
    expect(mine.list[0]!.customerMobile).toContain('****');
    // Other salespeople do not see it; the browse list is scoped.
    expect((await c.sales2.call(P.mine, { query: {} })).total).toBe(0);

    const { id, version } = made.reply!;
    const converted = await c.sales.send(P.convert, { params: { id }, body: { version } });
    expect(converted.status, converted.res.body).toBe(200);
    const bill = await c.sales.call(BILL_API.endpoints.detail, { params: { id: converted.reply!.billId } });
    expect(bill).toMatchObject({ status: 0, borrowAmount: '2000000.00', borrowDuration: 180, billCustomerName: '钱多多' });
    expect(bill.fields.idCard).toBe(input.idCard);
    expect(bill.mortgages[0]).toMatchObject({
      addressDetails: input.addressDetails,
      floorArea: '120.00',
      evsTotalPriceWorldUnion: '9000000.00',
    });
    const twice = await c.sales.send(P.convert, { params: { id }, body: { version: version + 1 } });
    expect(twice.status).toBe(409);
    expect(twice.body.msg).toBe('该询价已转为报单');
    expect((await c.sales2.send(P.convert, { params: { id }, body: { version } })).status).toBe(404);
  });

  const userId = async (who: Caller) => (await who.call(IDENTITY_API.endpoints.userInfo)).id;
  const create = async (who: Caller, extra: Partial<EndpointInput<typeof P.create>['body']> = {}) => {
    const input = { ...body(), ...extra };
    const res = await who.send(P.create, { body: input });
    expect(res.status, res.res.body).toBe(200);
    return { input, id: res.reply!.id };
  };
  const detail = (id: number, who: Caller) => who.send(P.detail, { params: { id } });
  const browseDetail = (id: number, who: Caller) => who.send(P.browseDetail, { params: { id } });

  it('shows the salesperson their own enquiry in the clear, and nobody else’s (404)', async () => {
    const { input, id } = await create(c.sales, { notes: '客户急用' });
    const own = await detail(id, c.sales);
    expect(own.status, own.res.body).toBe(200);
    expect(own.reply).toMatchObject({
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
    const other = await detail(id, c.sales2);
    expect(other.status).toBe(404);
    expect(other.body.msg).toBe('询价记录不存在');
    // The own page needs advance_bill_list, which a browse-only role does not hold.
    expect((await detail(id, c.collateralBrowse)).status).toBe(403);
  });

  it('shows an enquiry in the browse scope masked, and one outside it as 404', async () => {
    const bj = await create(c.sales);
    const sh = await create(c.salesSh);
    const seen = await browseDetail(bj.id, c.collateralBrowse);
    expect(seen.status, seen.res.body).toBe(200);
    const data = seen.reply!;
    expect(data.customerMobile).toBe(`${bj.input.customerMobile.slice(0, 3)}****${bj.input.customerMobile.slice(-4)}`);
    expect(data.idCard).toBe(`${bj.input.idCard.slice(0, 6)}********${bj.input.idCard.slice(-4)}`);
    expect(data).toMatchObject({ id: bj.id, customerName: bj.input.customerName, addressDetails: bj.input.addressDetails });
    // Beijing's area scope does not reach Shanghai; a salesperson's own scope not a colleague's.
    const outside = await browseDetail(sh.id, c.collateralBrowse);
    expect(outside.status).toBe(404);
    expect(outside.body.msg).toBe('询价记录不存在');
    expect((await browseDetail(bj.id, c.sales2)).status).toBe(404);
    expect((await c.collateralBrowseAll.call(P.browseDetail, { params: { id: sh.id } })).customerMobile).toContain('****');
    expect((await c.sales.call(P.browseDetail, { params: { id: bj.id } })).idCard).not.toBe(bj.input.idCard);
  });

  it('filters the browse list by area and salesperson, with totals inside the scope', async () => {
    // A name of this test's own, so its totals do not depend on the other cases (keyword is a name prefix).
    const keyword = '筛选测试';
    const named = { customerName: `${keyword}甲` };
    await create(c.sales, named);
    await create(c.sales, named);
    await create(c.sales2, named);
    await create(c.salesSh, named);
    const [salesId, sales2Id] = [await userId(c.sales), await userId(c.sales2)];
    const browse = (who: Caller, query: EndpointInput<typeof P.browse>['query'] = {}) =>
      who.call(P.browse, { query: { keyword, ...query } });
    const all = c.collateralBrowseAll;
    expect((await browse(all)).total).toBe(4);
    const sh = await browse(all, { areaCode: 'SH_31' });
    expect(sh.total).toBe(1);
    expect(sh.list.map((r) => r.areaCode)).toEqual(['SH_31']);
    const bj = await browse(all, { areaCode: 'BJ_11' });
    expect(bj.total).toBe(3);
    expect(bj.list.every((r) => r.customerMobile.includes('****'))).toBe(true);
    const one = await browse(all, { salesId });
    expect(one.total).toBe(2);
    expect(one.list.map((r) => r.salespersonId)).toEqual([salesId, salesId]);
    expect((await browse(all, { salesId: 'all20180808' })).total).toBe(4);
    expect((await browse(all, { areaCode: 'SH_31', salesId })).total).toBe(0);
    // The area-scoped user sees Beijing only, whatever the filter asks for; paging keeps the total.
    const area = c.collateralBrowse;
    expect((await browse(area)).total).toBe(3);
    expect((await browse(area, { areaCode: 'SH_31' })).total).toBe(0);
    expect((await browse(area, { salesId: sales2Id })).total).toBe(1);
    const page = await browse(area, { pageSize: 2, pageNum: 2 });
    expect(page).toMatchObject({ total: 3 });
    expect(page.list).toHaveLength(1);
    // A salesperson's browse list is their own scope: filtering by a colleague finds nothing.
    expect((await browse(c.sales, { salesId: sales2Id })).total).toBe(0);
    expect((await browse(c.sales)).total).toBe(2);
    expect((await all.send(P.browse, { query: { areaCode: 'NOPE' } })).status).toBe(400);
  });

  it('refuses a bad enquiry with the validation library’s message', async () => {
    const res = await c.sales.send(P.create, { body: { ...body(), borrowDuration: 45 } });
    expect(res.status).toBe(400);
    expect(res.body.msg).toContain('30');
  });
});
