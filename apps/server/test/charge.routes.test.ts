import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from './helpers/test-app';
import { billApi, finalTerms } from './bill-fixtures';

const ADMIN = '13800000000';
const INTEREST = '13800000081'; // role 81: charge_rule_management, every area
const SALES = '13800000011'; // role 11: no charge_rule_management
const FINAL = '13800000034'; // role 34: final review
const S = '/api/v1/chargeStandard';

type Item = { itemName: string; chargeDays: number; rates: Record<string, string> };
type Pricing = {
  standardCode: string;
  versionNo: number;
  managerLevel: string;
  lines: { amount: string; periods: number; rate: string }[];
  total: string;
};
const every = (rate: string) => ({ chief: rate, senior: rate, advanced: rate, common: rate, other: rate });

describe('charge standards and bill pricing (/borrowManage/borrowCost)', () => {
  let t: TestApp;
  let interest: string;
  let admin: string;
  const loanIds = new Map<string, number>();

  const get = (url: string, cookie = interest, headers: Record<string, string> = {}) => t.call({ method: 'GET', url, cookie, headers });
  const put = (code: string, payload: object, cookie = interest, headers: Record<string, string> = {}) =>
    t.call({ method: 'PUT', url: `${S}/${code}`, cookie, payload, headers });
  const price = (billId: number, cookie = interest) => t.call({ method: 'POST', url: `/api/v1/charge/bill/${billId}/price`, cookie });

  beforeAll(async () => {
    t = await createTestApp();
    [interest, admin] = [await t.login(INTEREST), await t.login(ADMIN)];
    const { rows } = await t.database.executeSql(`select id, bill_customer_name as name from bills`);
    for (const r of rows as { id: number; name: string }[]) loanIds.set(r.name, Number(r.id));
  });
  afterAll(() => t.close());

  it('lists the five standards of spec 000 §9, the demo ones at their second version', async () => {
    const res = await get(`${S}/list`);
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json().data.list as { code: string; version: number; itemCount: number }[];
    expect(list.map((r) => [r.code, r.version, r.itemCount])).toEqual([
      ['CS_01', 2, 2],
      ['CS_02', 1, 1],
      ['CS_03', 1, 1],
      ['CS_04', 2, 1],
      ['CS_05', 1, 1],
    ]);
  });

  it('shows the current version, any older one read-only, and the history', async () => {
    const current = (await get(`${S}/CS_01`)).json().data;
    expect(current).toMatchObject({ code: 'CS_01', currentVersion: 2, versionNo: 2 });
    expect(current.items[0]).toEqual({ itemName: '服务费', chargeDays: 5, rates: { ...every('0.4'), chief: '0.35', senior: '0.38' } });
    expect(current.versions.map((v: { versionNo: number }) => v.versionNo)).toEqual([2, 1]);
    const first = (await get(`${S}/CS_01?versionNo=1`)).json().data;
    expect(first).toMatchObject({ versionNo: 1, currentVersion: 2, items: [{ itemName: '服务费', chargeDays: 5, rates: every('0.4') }] });
    expect((await get(`${S}/CS_01?versionNo=9`)).statusCode).toBe(404);
    const unknown = await get(`${S}/CS_06`);
    expect([unknown.statusCode, unknown.json().msg]).toEqual([400, '收费标准不存在']);
  });

  it('refuses bad edits with the form messages, and changes nothing', async () => {
    const item: Item = { itemName: '服务费', chargeDays: 5, rates: every('0.45') };
    const refuse = async (payload: object, msg: string) => {
      const res = await put('CS_02', payload);
      expect([res.statusCode, res.json().msg]).toEqual([400, msg]);
    };
    await refuse({ items: [], version: 1 }, '请至少添加一项费用');
    await refuse({ items: [item, item], version: 1 }, '费用名称不能重复');
    await refuse({ items: [{ ...item, rates: { ...every('0.45'), chief: '101' } }], version: 1 }, '费率须为0到100之间的数，最多4位小数');
    await refuse({ items: [{ ...item, rates: { ...every('0.45'), chief: 0.45 } }], version: 1 }, '费率须为0到100之间的数，最多4位小数');
    await refuse({ items: [{ ...item, chargeDays: 0 }], version: 1 }, '计费天数须为1到3650的整数');
    await refuse(
      { items: [{ ...item, rates: { ...every('0.45'), chief: '1.23456' } }], version: 1 },
      '费率须为0到100之间的数，最多4位小数',
    );
    // Refusals keyed in the catalogue answer in the caller's language, the form's rules too.
    const badRate = { items: [{ ...item, rates: { ...every('0.45'), chief: '101' } }], version: 1 };
    const english = await put('CS_02', badRate, undefined, { 'accept-language': 'en-US' });
    expect([english.statusCode, english.json().msg]).toEqual([400, 'A rate must be a number from 0 to 100 with at most 4 decimals']);
    const res = await put('CS_02', { items: [item], version: 0 }, interest, { 'accept-language': 'en-US' });
    expect([res.statusCode, res.json().msg]).toEqual([409, 'Someone else changed the charge standard: refresh and try again']);
    expect((await get(`${S}/CS_02`)).json().data.currentVersion).toBe(1);
  });

  it('an edit makes the next version; the old one stays as it was; a stale edit is 409; all audited', async () => {
    const items = [{ itemName: '服务费', chargeDays: 5, rates: { ...every('0.45'), chief: '0.4' } }];
    const saved = await put('CS_02', { remark: '首席下调', items, version: 1 });
    expect(saved.json()).toMatchObject({ code: 200, msg: '已保存为新版本', data: { versionNo: 2 } });
    const stale = await put('CS_02', { items, version: 1 });
    expect([stale.statusCode, stale.json().msg]).toEqual([409, '该收费标准已被他人修改，请刷新后重试']);
    expect((await get(`${S}/CS_02?versionNo=1`)).json().data.items[0].rates).toEqual(every('0.45'));
    expect((await get(`${S}/CS_02`)).json().data).toMatchObject({ versionNo: 2, remark: '首席下调', createdByName: '利息管理（演示）' });

    const audit = await get('/api/v1/admin/audit?entity=charge_standard&pageSize=100', admin);
    const entry = (audit.json().data.list as { action: string; entityId: string; before: unknown; after: unknown }[])[0];
    expect(entry).toMatchObject({ action: 'new_version', entityId: 'CS_02', before: { versionNo: 1 }, after: { versionNo: 2, items } });
  });

  it('of concurrent edits at one version exactly one wins', async () => {
    const items = (n: number) => [{ itemName: '服务费', chargeDays: 5, rates: every(`0.${n}`) }];
    const results = await Promise.all([1, 2, 3, 4, 5].map((n) => put('CS_03', { items: items(n), version: 1 })));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    expect((await get(`${S}/CS_03`)).json().data.versions).toHaveLength(2);
  });

  it('the database refuses to change a stored version', async () => {
    await expect(t.database.executeSql(`update charge_fee_items set rate_chief = 9`)).rejects.toThrow(/read-only/);
    await expect(t.database.executeSql(`delete from charge_standard_versions`)).rejects.toThrow(/read-only/);
  });

  it('a bill keeps the version it was priced with: the demo loan priced on CS_04 v1 still prices at v1', async () => {
    // 周明: mortgage, Beijing, 1,200,000.00 over 120 days; salesperson a common manager.
    const res = await price(loanIds.get('周明')!);
    expect(res.statusCode, res.body).toBe(200);
    const p = res.json().data as Pricing;
    expect(p).toMatchObject({ standardCode: 'CS_04', versionNo: 1, managerLevel: 'common', principal: '1200000.00', days: 120 });
    expect(p.lines).toEqual([{ itemName: '服务费', chargeDays: 5, periods: 24, rate: '0.3', amount: '86400.00' }]);
    expect(p.total).toBe('86400.00');
  });

  it('a newly approved bill is priced with the current version, once, even when asked at once', async () => {
    const bills = billApi(t);
    const id = loanIds.get('陈国栋')!; // at final review in the demo
    const notYet = await price(id);
    expect([notYet.statusCode, notYet.json().msg]).toEqual([409, '报单终审通过后才能计费']);
    const final = await t.login(FINAL);
    const { flowVersion } = (await get(`/api/bill/v1/bill/${id}`, final)).json().data as { flowVersion: number };
    expect((await bills.approve(final, id, flowVersion, '终审同意', finalTerms('2600000.00', 120))).statusCode).toBe(200);

    const first = await Promise.all([price(id), price(id), price(id)]);
    expect(first.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const priced = first.map((r) => r.json().data as Pricing);
    expect(new Set(priced.map((p) => p.versionNo))).toEqual(new Set([2]));
    // 2,600,000.00 × 0.3% × 24 periods of 5 days in 120
    expect(priced[0]!.total).toBe('187200.00');

    const items = [{ itemName: '服务费', chargeDays: 5, rates: every('0.5') }];
    expect((await put('CS_04', { items, version: 2 })).statusCode).toBe(200);
    expect((await price(id)).json().data as Pricing).toMatchObject({ versionNo: 2, total: '187200.00' });
    const { rows } = await t.database.executeSql(`select count(*)::int as n from bill_charge_pricings where bill_id = ${id}`);
    expect(rows).toEqual([{ n: 1 }]);
  });

  it('refuses staff without charge_rule_management (403), and an unknown bill (404)', async () => {
    const sales = await t.login(SALES);
    expect((await get(`${S}/list`, sales)).statusCode).toBe(403);
    expect((await get(`${S}/CS_01`, sales)).statusCode).toBe(403);
    expect((await put('CS_01', { items: [], version: 2 }, sales)).statusCode).toBe(403);
    expect((await price(loanIds.get('周明')!, sales)).statusCode).toBe(403);
    expect((await price(999999)).statusCode).toBe(404);
  });

  it("sets a salesperson's customer-manager level: listed masked, audited, only salespeople, only valid levels", async () => {
    const L = '/api/v1/charge/managerLevel';
    type Row = { id: number; realName: string; mobile: string; level: string; assigned: boolean };
    const find = async () => {
      const res = await get(`${L}/list?keyword=${SALES}&pageSize=100`);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().data.list as Row[])[0]!;
    };
    const before = await find();
    expect(before.mobile).toBe('138****0011');
    const setLevel = (id: number, level: unknown, cookie = interest, headers: Record<string, string> = {}) =>
      t.call({ method: 'PUT', url: `${L}/${id}`, cookie, payload: { level }, headers });

    const saved = await setLevel(before.id, 'chief');
    expect(saved.json()).toMatchObject({ code: 200, msg: '客户经理级别已保存', data: { level: 'chief' } });
    expect(await find()).toMatchObject({ id: before.id, level: 'chief', assigned: true });
    const audit = await t.database.executeSql(
      `select before, after from audit_log where entity = 'customer_manager_level' and entity_id = $1 order by id desc limit 1`,
      [String(before.id)],
    );
    expect(audit.rows).toEqual([{ before: { level: before.assigned ? before.level : null }, after: { level: 'chief' } }]);

    const bad = await setLevel(before.id, 'boss', interest, { 'accept-language': 'en-US' });
    expect([bad.statusCode, bad.json().msg]).toEqual([400, 'No such customer-manager level']);
    expect((await find()).level).toBe('chief');
    const adminId = ((await get('/api/auth/v1/userInfo/get', admin)).json().data as { id: number }).id;
    expect((await setLevel(adminId, 'senior')).statusCode).toBe(404); // not a salesperson
    expect((await setLevel(before.id, 'senior', await t.login(SALES))).statusCode).toBe(403);
    expect((await find()).level).toBe('chief');
  });
});
