import { AUDIT_API, BILL_API, CHARGE_API, type EndpointInput, IDENTITY_API } from '@lc/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, as } from './helpers/as-user';
import { demoMobile } from './helpers/demo-users';
import { type TestApp, createTestApp } from './helpers/test-app';
import { finalTerms } from './bill-fixtures';

const S = CHARGE_API.endpoints;
// interest (81): charge_rule_management, every area; sales (11): none; finalReview (34): final review.
type Item = { itemName: string; chargeDays: number; rates: Record<string, string> };
type StandardBody = EndpointInput<typeof S.standardUpdate>['body'];
const every = (rate: string) => ({ chief: rate, senior: rate, advanced: rate, common: rate, other: rate });

describe('charge standards and bill pricing (/borrowManage/borrowCost)', () => {
  let t: TestApp;
  let interest: Caller;
  let admin: Caller;
  const loanIds = new Map<string, number>();

  const standard = (code: string, versionNo?: number, who = interest) =>
    who.send(S.standardDetail, { params: { code }, query: { versionNo } });
  const detail = async (code: string, versionNo?: number) => (await standard(code, versionNo)).reply!;
  /** The body as the test writes it: some are bad on purpose (a rate as a number), which the server must refuse. */
  const put = (code: string, body: object, who = interest, headers?: Record<string, string>) =>
    who.send(S.standardUpdate, { params: { code }, body: body as StandardBody }, headers ? { headers } : {});
  const price = (id: number, who = interest) => who.send(S.billPrice, { params: { id } });

  beforeAll(async () => {
    t = await createTestApp();
    [interest, admin] = [await as(t, 'interest'), await as(t, 'admin')];
    const { rows } = await t.database.executeSql(`select id, bill_customer_name as name from bills`);
    for (const r of rows as { id: number; name: string }[]) loanIds.set(r.name, Number(r.id));
  });
  afterAll(() => t.close());

  it('lists the five standards of spec 000 §9, the demo ones at their second version', async () => {
    const { list } = await interest.call(S.standardList, { query: {} });
    expect(list.map((r) => [r.code, r.version, r.itemCount])).toEqual([
      ['CS_01', 2, 2],
      ['CS_02', 1, 1],
      ['CS_03', 1, 1],
      ['CS_04', 2, 1],
      ['CS_05', 1, 1],
    ]);
  });

  it('shows the current version, any older one read-only, and the history', async () => {
    const current = await detail('CS_01');
    expect(current).toMatchObject({ code: 'CS_01', currentVersion: 2, versionNo: 2 });
    expect(current.items[0]).toEqual({ itemName: '服务费', chargeDays: 5, rates: { ...every('0.4'), chief: '0.35', senior: '0.38' } });
    expect(current.versions.map((v) => v.versionNo)).toEqual([2, 1]);
    const first = await detail('CS_01', 1);
    expect(first).toMatchObject({ versionNo: 1, currentVersion: 2, items: [{ itemName: '服务费', chargeDays: 5, rates: every('0.4') }] });
    expect((await standard('CS_01', 9)).status).toBe(404);
    const unknown = await standard('CS_06');
    expect([unknown.status, unknown.body.msg]).toEqual([400, '收费标准不存在']);
  });

  it('refuses bad edits with the form messages, and changes nothing', async () => {
    const item: Item = { itemName: '服务费', chargeDays: 5, rates: every('0.45') };
    const refuse = async (payload: object, msg: string) => {
      const res = await put('CS_02', payload);
      expect([res.status, res.body.msg]).toEqual([400, msg]);
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
    expect([english.status, english.body.msg]).toEqual([400, 'A rate must be a number from 0 to 100 with at most 4 decimals']);
    const res = await put('CS_02', { items: [item], version: 0 }, interest, { 'accept-language': 'en-US' });
    expect([res.status, res.body.msg]).toEqual([409, 'Someone else changed the charge standard: refresh and try again']);
    expect((await detail('CS_02')).currentVersion).toBe(1);
  });

  it('an edit makes the next version; the old one stays as it was; a stale edit is 409; all audited', async () => {
    const items = [{ itemName: '服务费', chargeDays: 5, rates: { ...every('0.45'), chief: '0.4' } }];
    const saved = await put('CS_02', { remark: '首席下调', items, version: 1 });
    expect(saved.body).toMatchObject({ code: 200, msg: '已保存为新版本', data: { versionNo: 2 } });
    const stale = await put('CS_02', { items, version: 1 });
    expect([stale.status, stale.body.msg]).toEqual([409, '该收费标准已被他人修改，请刷新后重试']);
    expect((await detail('CS_02', 1)).items[0]!.rates).toEqual(every('0.45'));
    expect(await detail('CS_02')).toMatchObject({ versionNo: 2, remark: '首席下调', createdByName: '利息管理（演示）' });

    const entry = (await admin.call(AUDIT_API.endpoints.list, { query: { entity: 'charge_standard', pageSize: 100 } })).list[0];
    expect(entry).toMatchObject({ action: 'new_version', entityId: 'CS_02', before: { versionNo: 1 }, after: { versionNo: 2, items } });
  });

  it('of concurrent edits at one version exactly one wins', async () => {
    const items = (n: number) => [{ itemName: '服务费', chargeDays: 5, rates: every(`0.${n}`) }];
    const results = await Promise.all([1, 2, 3, 4, 5].map((n) => put('CS_03', { items: items(n), version: 1 })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409]);
    expect((await detail('CS_03')).versions).toHaveLength(2);
  });

  it('the database refuses to change a stored version', async () => {
    await expect(t.database.executeSql(`update charge_fee_items set rate_chief = 9`)).rejects.toThrow(/read-only/);
    await expect(t.database.executeSql(`delete from charge_standard_versions`)).rejects.toThrow(/read-only/);
  });

  it('a bill keeps the version it was priced with: the demo loan priced on CS_04 v1 still prices at v1', async () => {
    // 周明: mortgage, Beijing, 1,200,000.00 over 120 days; salesperson a common manager.
    const res = await price(loanIds.get('周明')!);
    expect(res.status, res.body.msg).toBe(200);
    const p = res.reply!;
    expect(p).toMatchObject({ standardCode: 'CS_04', versionNo: 1, managerLevel: 'common', principal: '1200000.00', days: 120 });
    expect(p.lines).toEqual([{ itemName: '服务费', chargeDays: 5, periods: 24, rate: '0.3', amount: '86400.00' }]);
    expect(p.total).toBe('86400.00');
  });

  it('a newly approved bill is priced with the current version, once, even when asked at once', async () => {
    const id = loanIds.get('陈国栋')!; // at final review in the demo
    const notYet = await price(id);
    expect([notYet.status, notYet.body.msg]).toEqual([409, '报单终审通过后才能计费']);
    const final = await as(t, 'finalReview');
    const { flowVersion } = await final.call(BILL_API.endpoints.detail, { params: { id } });
    await final.call(BILL_API.endpoints.approve, {
      params: { id },
      body: { flowVersion: flowVersion!, comment: '终审同意', terms: finalTerms('2600000.00', 120) },
    });

    const first = await Promise.all([price(id), price(id), price(id)]);
    expect(first.map((r) => r.status)).toEqual([200, 200, 200]);
    const priced = first.map((r) => r.reply!);
    expect(new Set(priced.map((p) => p.versionNo))).toEqual(new Set([2]));
    // 2,600,000.00 × 0.3% × 24 periods of 5 days in 120
    expect(priced[0]!.total).toBe('187200.00');

    const items = [{ itemName: '服务费', chargeDays: 5, rates: every('0.5') }];
    expect((await put('CS_04', { items, version: 2 })).status).toBe(200);
    expect((await price(id)).reply).toMatchObject({ versionNo: 2, total: '187200.00' });
    const { rows } = await t.database.executeSql(`select count(*)::int as n from bill_charge_pricings where bill_id = ${id}`);
    expect(rows).toEqual([{ n: 1 }]);
  });

  it('refuses staff without charge_rule_management (403), and an unknown bill (404)', async () => {
    const sales = await as(t, 'sales');
    expect((await sales.send(S.standardList, { query: {} })).status).toBe(403);
    expect((await standard('CS_01', undefined, sales)).status).toBe(403);
    expect((await put('CS_01', { items: [], version: 2 }, sales)).status).toBe(403);
    expect((await price(loanIds.get('周明')!, sales)).status).toBe(403);
    expect((await price(999999)).status).toBe(404);
  });

  it("sets a salesperson's customer-manager level: listed masked, audited, only salespeople, only valid levels", async () => {
    const SALES = demoMobile('sales');
    const find = async () => (await interest.call(S.managerLevelList, { query: { keyword: SALES, pageSize: 100 } })).list[0]!;
    const before = await find();
    expect(before.mobile).toBe(`${SALES.slice(0, 3)}****${SALES.slice(-4)}`);
    // `level` as the test gives it: 'boss' is no level, sent on purpose.
    const setLevel = (id: number, level: string, who = interest, headers?: Record<string, string>) =>
      who.send(S.managerLevelUpdate, { params: { id }, body: { level: level as never } }, headers ? { headers } : {});

    const saved = await setLevel(before.id, 'chief');
    expect(saved.body).toMatchObject({ code: 200, msg: '客户经理级别已保存', data: { level: 'chief' } });
    expect(await find()).toMatchObject({ id: before.id, level: 'chief', assigned: true });
    const audit = await t.database.executeSql(
      `select before, after from audit_log where entity = 'customer_manager_level' and entity_id = $1 order by id desc limit 1`,
      [String(before.id)],
    );
    expect(audit.rows).toEqual([{ before: { level: before.assigned ? before.level : null }, after: { level: 'chief' } }]);

    const bad = await setLevel(before.id, 'boss', interest, { 'accept-language': 'en-US' });
    expect([bad.status, bad.body.msg]).toEqual([400, 'No such customer-manager level']);
    expect((await find()).level).toBe('chief');
    const adminId = (await admin.call(IDENTITY_API.endpoints.userInfo)).id;
    expect((await setLevel(adminId, 'senior')).status).toBe(404); // not a salesperson
    expect((await setLevel(before.id, 'senior', await as(t, 'sales'))).status).toBe(403);
    expect((await find()).level).toBe('chief');
  });
});
