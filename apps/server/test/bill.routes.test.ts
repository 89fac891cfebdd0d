import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from './helpers/test-app';
import { U, type billApi, billBody, openBillApp } from './bill-fixtures';

type Row = {
  id: number;
  billNo: string;
  status: number;
  currentNode: string | null;
  billCustomerMobile: string;
  idCard: string;
  flowVersion: number | null;
};

describe('bills: create, edit, lists and data scope', () => {
  let t: TestApp;
  let api: ReturnType<typeof billApi>;
  const c: Record<string, string> = {};
  beforeAll(async () => {
    ({ t, api } = await openBillApp(c));
  });
  afterAll(() => t.close());

  it('creates a draft with a readable unique number; a retry with the same key returns the same bill', async () => {
    const body = billBody();
    const first = await api.create(c.sales!, body);
    expect(first.statusCode).toBe(200);
    const made = first.json().data as { id: number; billNo: string; version: number };
    expect(made.billNo).toMatch(/^BJ\d{8}-\d{4}$/);
    const again = await api.create(c.sales!, body);
    expect(again.json().data).toEqual(made);
    const second = (await api.create(c.sales!, billBody())).json().data as { billNo: string };
    expect(second.billNo).not.toBe(made.billNo);
    expect(Number(second.billNo.slice(-4))).toBe(Number(made.billNo.slice(-4)) + 1);

    const drafts = (await api.list(c.sales!, 'drafts')).json().data as { list: Row[]; total: number };
    expect(drafts.list.map((r) => r.id)).toContain(made.id);
    // Lists mask the borrower's mobile and ID number.
    const row = drafts.list.find((r) => r.id === made.id)!;
    expect(row.billCustomerMobile).toBe(`${body.billCustomerMobile.slice(0, 3)}****${body.billCustomerMobile.slice(-4)}`);
    expect(row.idCard).not.toBe(body.idCard);
    // The owner's detail has every field in the clear, and the collateral with region names.
    const detail = (await api.detail(c.sales!, made.id)).json().data;
    expect(detail.fields).toMatchObject({ borrowAmount: '1500000.00', fundings: 'hnxiaodai', idCard: body.idCard, status: 0 });
    expect(detail.mortgages[0]).toMatchObject({ addressProvince: '110000', addressDistrict: '110105', floorArea: '89.50' });
    expect(detail.mortgages[0].addressDistrictName).toContain('朝阳区');
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
    const before = (await api.list(c.sales!, 'drafts')).json().data.total as number;
    const res = await api.create(c.sales!, billBody(override));
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toContain(message);
    expect((await api.list(c.sales!, 'drafts')).json().data.total).toBe(before);
  });

  it('edits only at the version read: a stale edit gets 409', async () => {
    const body = billBody();
    const { id, version } = (await api.create(c.sales!, body)).json().data;
    const { idempotencyKey: _k, ...fields } = body;
    const ok = await api.update(c.sales!, id, { ...fields, borrowAmount: '2000000.00', version });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.version).toBe(version + 1);
    const stale = await api.update(c.sales!, id, { ...fields, borrowAmount: '3000000.00', version });
    expect(stale.statusCode).toBe(409);
    expect((await api.detail(c.sales!, id)).json().data.borrowAmount).toBe('2000000.00');
    // Somebody else's bill cannot be edited, nor read.
    expect((await api.update(c.sales2!, id, { ...fields, version: version + 1 })).statusCode).toBe(404);
  });

  it('a salesperson never sees another salesperson’s bill, totals included', async () => {
    const mine = await api.submitted(c.sales!);
    const theirs = await api.submitted(c.sales2!);
    const shanghai = await api.submitted(c.salesSh!);
    for (const [who, own, others] of [
      ['sales', mine.id, [theirs.id, shanghai.id]],
      ['sales2', theirs.id, [mine.id, shanghai.id]],
    ] as const) {
      const page = (await api.list(c[who]!, 'mine')).json().data as { list: Row[]; total: number };
      const ids = page.list.map((r) => r.id);
      expect(ids).toContain(own);
      for (const other of others) expect(ids).not.toContain(other);
      expect(page.total).toBe(page.list.length);
      for (const other of others) expect((await api.detail(c[who]!, other)).statusCode).toBe(404);
    }
    // A salesperson holds no all-bills page at all.
    expect((await api.list(c.sales!, 'all')).statusCode).toBe(403);
    // The group manager sees group 1 only; counts agree with the rows.
    const managed = (await api.list(c.manager!, 'all')).json().data as { list: Row[]; total: number };
    expect(managed.list.map((r) => r.id)).toContain(mine.id);
    expect(managed.list.map((r) => r.id)).not.toContain(theirs.id);
    expect(managed.total).toBe(managed.list.length);
    const filtered = (await api.list(c.admin!, 'all', '&areaCode=SH_31')).json().data as { list: Row[]; total: number };
    expect(filtered.list.map((r) => r.id)).toEqual(expect.arrayContaining([shanghai.id]));
    expect(filtered.list.map((r) => r.id)).not.toContain(mine.id);
  });

  it('abandons a draft into the abandoned list', async () => {
    const { id, version } = (await api.create(c.manager!, billBody())).json().data;
    const res = await t.call({ method: 'POST', url: `/api/bill/v1/bill/${id}/abandon`, cookie: c.manager!, payload: { version } });
    expect(res.statusCode).toBe(200);
    const abandoned = (await api.list(c.manager!, 'abandoned')).json().data as { list: Row[] };
    expect(abandoned.list.find((r) => r.id === id)?.status).toBe(9);
    expect((await api.submit(c.manager!, id, version + 1)).statusCode).toBe(409);
  });
});

describe('bills: demo data, history export and the audited viewer', () => {
  let t: TestApp;
  let api: ReturnType<typeof billApi>;
  const c: Record<string, string> = {};
  beforeAll(async () => {
    ({ t, api } = await openBillApp(c, { ...U, history: '13800000053' }));
  });
  afterAll(() => t.close());

  it('seeds demo bills for the pages: a draft, bills at the manager and VP, an extension bill, an approved one', async () => {
    const drafts = (await api.list(c.sales!, 'drafts')).json().data.list as Row[];
    expect(drafts.length).toBeGreaterThanOrEqual(1);
    const mine = (await api.list(c.sales!, 'mine')).json().data.list as (Row & { billType: number })[];
    expect(mine.map((r) => r.status).sort()).toEqual(expect.arrayContaining([1, 4]));
    expect(mine.some((r) => r.billType === 1)).toBe(true);
    const atManager = (await api.list(c.manager!, 'approvals/manager')).json().data as { list: Row[] };
    expect(atManager.list.length).toBeGreaterThanOrEqual(2);
    const seeded = atManager.list[0]!;
    // The seeded flow is a real one: the manager can act on it.
    expect((await api.approve(c.manager!, seeded.id, seeded.flowVersion!)).statusCode).toBe(200);
    expect(((await api.records(c.sales!, seeded.id)).json().data as unknown[]).length).toBe(2);
  });

  it('exports bill history for role 53 through the export blocks; a salesperson or a manager (bill_list alone) may not', async () => {
    const res = await t.call({ method: 'GET', url: '/api/v1/bill/export?fileName=报单历史&areaCode=BJ_11', cookie: c.history! });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.taskNo).toBeTruthy();
    expect((await t.call({ method: 'GET', url: '/api/v1/bill/export?fileName=x', cookie: c.sales! })).statusCode).toBe(403);
    expect((await t.call({ method: 'GET', url: '/api/v1/bill/export?fileName=x', cookie: c.manager! })).statusCode).toBe(403);
  });

  it('reveals a bill’s ID number through the audited viewer only inside the bill_list scope', async () => {
    const body = billBody();
    const mine = await api.submitted(c.sales!, { idCard: body.idCard });
    const view = (cookie: string) =>
      t.call({ method: 'GET', url: `/api/view/encrypt_record?entity=bill&id=${mine.id}&field=idCard`, cookie });
    const shown = await view(c.manager!);
    expect(shown.statusCode, shown.body).toBe(200);
    expect(JSON.stringify(shown.json().data)).toContain(body.idCard);
    const other = await t.login('13800000211');
    expect((await view(other)).statusCode).not.toBe(200);
  });

  it('gives the collateral valuation list each bill collateral’s loan-to-value', async () => {
    const made = (await api.create(c.sales!, billBody({ borrowAmount: '1000000.00' }))).json().data as { id: number };
    const detail = (await api.detail(c.sales!, made.id)).json().data as { mortgages: { id: number }[] };
    const mortgageInfoId = detail.mortgages[0]!.id;
    const manual = { assessType: 3, cityCode: '110100', cityName: '北京市', areaId: '110105', address: '朝阳区建国路1号' };
    const valued = await t.call({
      method: 'POST',
      url: '/api/fanggugu/v2/rengong_estimate',
      cookie: c.sales!,
      payload: { ...manual, buildingArea: '100', price: '20000', totalPrice: '200.00', mortgageInfoId },
    });
    expect(valued.json().code, valued.body).toBe(0);
    const list = await t.call({ method: 'GET', url: '/api/mortgage/valuation/v2/list?pageSize=100', cookie: c.riskStaff! });
    const row = (list.json().data.list as { mortgageInfoId: number; billAmount: string; ltv: string; ltvFlagged: boolean }[]).find(
      (r) => r.mortgageInfoId === mortgageInfoId,
    );
    // 100万 ÷ 200万 = 0.5, under the 0.7 limit.
    expect(row).toMatchObject({ billAmount: '1000000.00', ltv: '0.5000', ltvFlagged: false });
  });
});
