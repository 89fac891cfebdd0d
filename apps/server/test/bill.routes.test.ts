import { BILL_API, BILL_HISTORY_EXPORT, type EndpointInput, SENSITIVE_API, VALUATION_API } from '@lc/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, asEach } from './helpers/as-user';
import { type TestApp, createTestApp } from './helpers/test-app';
import { billBody } from './bill-fixtures';

const B = BILL_API.endpoints;
type CreateBody = EndpointInput<typeof B.create>['body'];
type UpdateBody = EndpointInput<typeof B.update>['body'];
/** billBody's object sent as built: some carry bad values on purpose, which the server must refuse. */
const create = (who: Caller, body: object) => who.send(B.create, { body: body as CreateBody });
const made = async (who: Caller, body: object = billBody()) => await who.call(B.create, { body: body as CreateBody });
const drafts = (who: Caller) => who.call(B.drafts, { query: { pageSize: 100 } });
/** Created and submitted: the id and the flow version to act on. */
const submitted = async (who: Caller, overrides: Record<string, unknown> = {}) => {
  const { id, version } = await made(who, billBody(overrides));
  return who.call(B.submit, { params: { id }, body: { version } });
};

describe('bills: create, edit, lists and data scope', () => {
  let t: TestApp;
  let c: Record<'admin' | 'sales' | 'sales2' | 'salesSh' | 'manager', Caller>;
  beforeAll(async () => {
    t = await createTestApp();
    c = await asEach(t, 'admin', 'sales', 'sales2', 'salesSh', 'manager');
  });
  afterAll(() => t.close());

  it('creates a draft with a readable unique number; a retry with the same key returns the same bill', async () => {
    const body = billBody();
    const first = await create(c.sales, body);
    expect(first.status).toBe(200);
    const bill = first.reply!;
    expect(bill.billNo).toMatch(/^BJ\d{8}-\d{4}$/);
    const again = await create(c.sales, body);
    expect(again.reply).toEqual(bill);
    const second = await made(c.sales);
    expect(second.billNo).not.toBe(bill.billNo);
    expect(Number(second.billNo.slice(-4))).toBe(Number(bill.billNo.slice(-4)) + 1);

    const page = await drafts(c.sales);
    expect(page.list.map((r) => r.id)).toContain(bill.id);
    // Lists mask the borrower's mobile and ID number.
    const row = page.list.find((r) => r.id === bill.id)!;
    expect(row.billCustomerMobile).toBe(`${body.billCustomerMobile.slice(0, 3)}****${body.billCustomerMobile.slice(-4)}`);
    expect(row.idCard).not.toBe(body.idCard);
    // The owner's detail has every field in the clear, and the collateral with region names.
    const detail = await c.sales.call(B.detail, { params: { id: bill.id } });
    expect(detail.fields).toMatchObject({ borrowAmount: '1500000.00', fundings: 'hnxiaodai', idCard: body.idCard, status: 0 });
    expect(detail.mortgages[0]).toMatchObject({ addressProvince: '110000', addressDistrict: '110105', floorArea: '89.50' });
    expect(detail.mortgages[0]!.addressDistrictName).toContain('朝阳区');
  });

  it.each([
    [{ borrowDuration: 95 }, '30'],
    [{ borrowType: 1, borrowDuration: 95 }, '10'],
    [{ borrowAmount: '12.345' }, ''],
    [{ billCustomerMobile: '12345678901' }, '手机'],
    [{ idCard: '110101199003071234' }, '身份证'],
    [{ mortgages: [] }, '至少填写一处抵押物'],
    [{ mortgages: [{ addressDetails: '某处', addressProvince: '999999', addressDistrict: '999901' }] }, '地区编码不存在'],
    [{ mortgages: [{ addressDetails: '某处' }] }, '请选择房产所在地区'],
    [{ mortgages: [{ addressDetails: '某处', addressProvince: '110000', addressDistrict: '' }] }, '请选择房产所在地区'],
    [{ mortgages: [{ addressDetails: '某处', addressProvince: '310000', addressDistrict: '110105' }] }, '不属于所选省份'],
  ])('refuses bad input with a clear Chinese message and saves nothing (%#)', async (override, message) => {
    const before = (await drafts(c.sales)).total;
    const res = await create(c.sales, billBody(override));
    expect(res.status).toBe(400);
    expect(res.body.msg).toContain(message);
    expect((await drafts(c.sales)).total).toBe(before);
  });

  it('edits only at the version read: a stale edit gets 409', async () => {
    const body = billBody();
    const { id, version } = await made(c.sales, body);
    const { idempotencyKey: _k, ...fields } = body;
    const update = (who: Caller, over: object) => who.send(B.update, { params: { id }, body: { ...fields, ...over } as UpdateBody });
    const ok = await update(c.sales, { borrowAmount: '2000000.00', version });
    expect(ok.status).toBe(200);
    expect(ok.reply?.version).toBe(version + 1);
    const stale = await update(c.sales, { borrowAmount: '3000000.00', version });
    expect(stale.status).toBe(409);
    expect((await c.sales.call(B.detail, { params: { id } })).borrowAmount).toBe('2000000.00');
    // Somebody else's bill cannot be edited, nor read.
    expect((await update(c.sales2, { version: version + 1 })).status).toBe(404);
  });

  it('a salesperson never sees another salesperson’s bill, totals included', async () => {
    const mine = await submitted(c.sales);
    const theirs = await submitted(c.sales2);
    const shanghai = await submitted(c.salesSh);
    for (const [who, own, others] of [
      ['sales', mine.id, [theirs.id, shanghai.id]],
      ['sales2', theirs.id, [mine.id, shanghai.id]],
    ] as const) {
      const page = await c[who].call(B.mine, { query: { pageSize: 100 } });
      const ids = page.list.map((r) => r.id);
      expect(ids).toContain(own);
      for (const other of others) expect(ids).not.toContain(other);
      expect(page.total).toBe(page.list.length);
      for (const other of others) expect((await c[who].send(B.detail, { params: { id: other } })).status).toBe(404);
    }
    // A salesperson holds no all-bills page at all.
    expect((await c.sales.send(B.all, { query: { pageSize: 100 } })).status).toBe(403);
    // The group manager sees group 1 only; counts agree with the rows.
    const managed = await c.manager.call(B.all, { query: { pageSize: 100 } });
    expect(managed.list.map((r) => r.id)).toContain(mine.id);
    expect(managed.list.map((r) => r.id)).not.toContain(theirs.id);
    expect(managed.total).toBe(managed.list.length);
    const filtered = await c.admin.call(B.all, { query: { pageSize: 100, areaCode: 'SH_31' } });
    expect(filtered.list.map((r) => r.id)).toEqual(expect.arrayContaining([shanghai.id]));
    expect(filtered.list.map((r) => r.id)).not.toContain(mine.id);
  });

  it('abandons a draft into the abandoned list', async () => {
    const { id, version } = await made(c.manager);
    await c.manager.call(B.abandon, { params: { id }, body: { version } });
    const abandoned = await c.manager.call(B.abandoned, { query: { pageSize: 100 } });
    expect(abandoned.list.find((r) => r.id === id)?.status).toBe(9);
    expect((await c.manager.send(B.submit, { params: { id }, body: { version: version + 1 } })).status).toBe(409);
  });
});

describe('bills: demo data, history export and the audited viewer', () => {
  let t: TestApp;
  // billHistoryExport (53): the history export; riskStaff (31): the collateral valuation list.
  let c: Record<'sales' | 'manager' | 'billHistoryExport' | 'riskStaff' | 'salesSh', Caller>;
  beforeAll(async () => {
    t = await createTestApp();
    c = await asEach(t, 'sales', 'manager', 'billHistoryExport', 'riskStaff', 'salesSh');
  });
  afterAll(() => t.close());

  it('seeds demo bills for the pages: a draft, bills at the manager and VP, an extension bill, an approved one', async () => {
    expect((await drafts(c.sales)).list.length).toBeGreaterThanOrEqual(1);
    const mine = (await c.sales.call(B.mine, { query: { pageSize: 100 } })).list;
    expect(mine.map((r) => r.status).sort()).toEqual(expect.arrayContaining([1, 4]));
    expect(mine.some((r) => r.billType === 1)).toBe(true);
    const atManager = await c.manager.call(B.inboxManager, { query: { pageSize: 100 } });
    expect(atManager.list.length).toBeGreaterThanOrEqual(2);
    const seeded = atManager.list[0]!;
    // The seeded flow is a real one: the manager can act on it.
    await c.manager.call(B.approve, { params: { id: seeded.id }, body: { flowVersion: seeded.flowVersion!, comment: '同意' } });
    expect((await c.sales.call(B.records, { params: { id: seeded.id } })).length).toBe(2);
  });

  it('exports bill history for role 53 through the export blocks; a salesperson or a manager (bill_list alone) may not', async () => {
    const res = await c.billHistoryExport.call(BILL_HISTORY_EXPORT, { query: { fileName: '报单历史', areaCode: 'BJ_11' } });
    expect(res.taskNo).toBeTruthy();
    expect((await c.sales.send(BILL_HISTORY_EXPORT, { query: { fileName: 'x' } })).status).toBe(403);
    expect((await c.manager.send(BILL_HISTORY_EXPORT, { query: { fileName: 'x' } })).status).toBe(403);
  });

  it('reveals a bill’s ID number through the audited viewer only inside the bill_list scope', async () => {
    const body = billBody();
    const mine = await submitted(c.sales, { idCard: body.idCard });
    const view = (who: Caller) =>
      who.send(SENSITIVE_API.endpoints.reveal, { query: { entity: 'bill', id: String(mine.id), field: 'idCard' } });
    const shown = await view(c.manager);
    expect(shown.status, shown.body.msg).toBe(200);
    expect(JSON.stringify(shown.reply)).toContain(body.idCard);
    expect((await view(c.salesSh)).status).not.toBe(200);
  });

  it('gives the collateral valuation list each bill collateral’s loan-to-value', async () => {
    const bill = await made(c.sales, billBody({ borrowAmount: '1000000.00' }));
    const detail = await c.sales.call(B.detail, { params: { id: bill.id } });
    const mortgageInfoId = detail.mortgages[0]!.id;
    const manual = { assessType: 3, cityCode: '110100', cityName: '北京市', areaId: '110105', address: '朝阳区建国路1号' };
    const valued = await c.sales.send(VALUATION_API.endpoints.rengongEstimate, {
      body: { ...manual, buildingArea: '100', price: '20000', totalPrice: '200.00', mortgageInfoId },
    });
    expect(valued.body.code, valued.body.msg).toBe(0);
    const list = await c.riskStaff.call(VALUATION_API.endpoints.evsList, { query: { pageSize: 100 } });
    const row = list.list.find((r) => r.mortgageInfoId === mortgageInfoId);
    // 100万 ÷ 200万 = 0.5, under the 0.7 limit.
    expect(row).toMatchObject({ billAmount: '1000000.00', ltv: '0.5000', ltvFlagged: false });
  });
});
