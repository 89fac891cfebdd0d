import { AUDIT_API, BLACKLIST_API, BORROWER_API, type EndpointInput, SENSITIVE_API, idCardCheckChar, message } from '@lc/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, as } from './helpers/as-user';
import { demoMobile } from './helpers/demo-users';
import { type TestApp, createTestApp } from './helpers/test-app';

const B = BORROWER_API.endpoints;
type ListQuery = EndpointInput<typeof B.list>['query'];
type Input = EndpointInput<typeof B.create>['body'];

const idCard = (first17: string) => `${first17}${idCardCheckChar(first17)}`;
const GOOD_ID = idCard('11010219880808124');
/** A valid number whose check character is X (sequence numbers tried in turn). */
const ENDS_IN_X = Array.from({ length: 1000 }, (_, i) => idCard(`11010519491231${String(i).padStart(3, '0')}`)).find((v) =>
  v.endsWith('X'),
)!;
const GOOD: Input = { name: '赵丽', idCard: GOOD_ID, mobile: '13698760001', marriage: 1, address: '北京市西城区金融街1号' };

describe('borrowers (/borrowerManage)', () => {
  let t: TestApp;
  let admin: Caller;
  let sales: Caller; // role 11, own records only; the demo borrowers are theirs
  let sales2: Caller; // role 11, Beijing group 2
  let createdId: number;
  /** The demo's borrowers: the three of the registry and each demo loan's own (issue 29 item 7), by who may see them. */
  const demo = { own: 0, all: 0, beijingGroup1: 0 };

  beforeAll(async () => {
    t = await createTestApp();
    [admin, sales, sales2] = await Promise.all([as(t, 'admin'), as(t, 'sales'), as(t, 'sales2')]);
    const [counts] = (
      await t.database.executeSql(`
        select count(*) filter (where owner_id = (select id from users where mobile = '${demoMobile('sales')}'))::int own, count(*)::int "all",
               count(*) filter (where area_code = 'BJ_11' and department_code = 'BJ_BD1')::int "beijingGroup1"
          from borrowers`)
    ).rows as (typeof demo)[];
    Object.assign(demo, counts);
  });
  afterAll(() => t.close());

  const list = (who: Caller, query: ListQuery = {}) => who.send(B.list, { query });
  const total = async (who: Caller, query: ListQuery = {}) => (await who.call(B.list, { query })).total;
  const create = (who: Caller, body: Input) => who.send(B.create, { body });
  const audits = async (action: string) =>
    (await admin.call(AUDIT_API.endpoints.list, { query: { entity: 'borrower', action, pageSize: 100 } })).list;

  it('refuses a bad ID card with the spec message and changes nothing', async () => {
    const before = await total(sales);
    const wrongCheck = `${GOOD_ID.slice(0, 17)}${GOOD_ID.endsWith('1') ? '2' : '1'}`;
    const res = await create(sales, { ...GOOD, idCard: wrongCheck });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 400, msg: '身份证格式错误', data: { field: 'idCard' } });
    expect((await create(sales, { ...GOOD, idCard: ENDS_IN_X.toLowerCase() })).body.msg).toBe('请大写身份证中的x');
    expect((await create(sales, { ...GOOD, mobile: '12345678901' })).body.msg).toBe('手机号格式错误');
    expect((await create(sales, { ...GOOD, name: '赵丽1' })).body.msg).toBe('只能输入中文');
    expect(await total(sales)).toBe(before);
  });

  it('creates a borrower, lists it masked with data.list/data.total, and audits without plain values', async () => {
    const res = await create(sales, GOOD);
    expect(res.status).toBe(200);
    createdId = res.reply!.id;
    const page = await sales.call(B.list, { query: { pageNum: 1, pageSize: 10 } });
    expect(page.total).toBe(demo.own + 1); // the demo's and this one
    const row = page.list.find((r) => r.id === createdId);
    expect(row).toMatchObject({ name: '赵丽', mobile: '136****0001', idCard: `110102********${GOOD_ID.slice(-4)}`, gender: 'F' });
    expect(JSON.stringify(page)).not.toContain(GOOD.mobile);
    expect(JSON.stringify(page)).not.toContain(GOOD_ID);
    const [entry] = await audits('create');
    expect(entry).toMatchObject({ entityId: String(createdId), after: { name: '赵丽', mobile: '136****0001' } });
    expect(JSON.stringify(entry)).not.toContain(GOOD_ID);
  });

  it('refuses a second borrower with the same ID number (409)', async () => {
    const res = await create(sales, { ...GOOD, mobile: '13698760002' });
    expect(res.status).toBe(409);
    expect(res.body.msg).toBe('该身份证号的借款人已存在');
  });

  it('keeps each salesperson to their own borrowers, totals included', async () => {
    const other = await sales2.call(B.list, { query: {} });
    expect(other).toEqual({ list: [], total: 0, totalExact: true });
    expect((await sales2.send(B.detail, { params: { id: createdId } })).status).toBe(404);
    expect(await total(admin)).toBe(demo.all + 1);
  });

  it('finds by exact ID number or name prefix', async () => {
    expect(await total(sales, { keyword: GOOD_ID })).toBe(1);
    expect(await total(sales, { keyword: '赵' })).toBe(1);
    expect((await list(sales, { pageSize: 101 })).body.msg).toBe('每页条数须为1到100的整数');
    // The region → department → salesperson filter, inside the data scope.
    expect(await total(admin, { areaCode: 'SH_31' })).toBe(0);
    expect(await total(admin, { areaCode: 'BJ_11', businessDeptCode: 'BJ_BD1', salesId: 'all20180808' })).toBe(demo.beijingGroup1 + 1);
    expect(await total(admin, { businessDeptCode: 'SH_BD' })).toBe(0);
    expect((await list(admin, { salesId: 'abc' })).body.msg).toBe('业务员参数错误');
  });

  it('refuses users without borrower_user_manager (403)', async () => {
    const granter = await as(t, 'finance'); // role 21: no borrower code
    expect((await list(granter)).status).toBe(403);
    expect((await create(granter, GOOD)).status).toBe(403);
  });

  it('reveals the mobile through the audited viewer, only within scope', async () => {
    const reveal = (who: Caller) =>
      who.send(SENSITIVE_API.endpoints.reveal, { query: { entity: 'borrower', id: String(createdId), field: 'mobile' } });
    const masked = await sales.call(SENSITIVE_API.endpoints.maskedFields, { query: { entity: 'borrower', id: String(createdId) } });
    expect(masked.data).toEqual([
      { field: 'mobile', encryptField: '136****0001' },
      { field: 'idCard', encryptField: `110102********${GOOD_ID.slice(-4)}` },
    ]);
    expect((await reveal(sales)).reply).toMatchObject({ field: 'mobile', data: GOOD.mobile });
    expect((await reveal(sales2)).status).toBe(404);
    const views = (await admin.call(AUDIT_API.endpoints.list, { query: { entity: 'borrower', action: 'view_plain' } })).list;
    expect(views).toHaveLength(1);
  });

  it('edits with the version read, and a stale version gets a 409', async () => {
    const params = { id: createdId };
    const detail = await sales.call(B.detail, { params });
    const body = { ...GOOD, marriage: 2, version: detail.version };
    expect((await sales.send(B.update, { params, body })).status).toBe(200);
    const stale = await sales.send(B.update, { params, body });
    expect(stale.status).toBe(409);
    expect(await sales.call(B.detail, { params })).toMatchObject({ marriage: 2, version: detail.version + 1 });
    expect(await audits('update')).toHaveLength(1);
  });

  it('reports birth date, issuing region and the blacklist hit', async () => {
    const report = await sales.call(B.report, { params: { id: createdId } });
    expect(report).toMatchObject({ birthDate: '1988-08-08', blacklist: null });
    expect(report.issuingRegion).toContain('西城区');
    expect(report.age).toBeGreaterThanOrEqual(37);
    const blacklister = await as(t, 'blacklist');
    const added = await blacklister.send(BLACKLIST_API.endpoints.add, { body: { name: '赵丽', idCard: GOOD_ID, reason: '伪造收入证明' } });
    expect(added.status).toBe(200);
    const flagged = await sales.call(B.report, { params: { id: createdId } });
    expect(flagged.blacklist).toEqual({ reason: '伪造收入证明' });
  });

  it('tells a caller outside the holder’s scope only that the ID number is registered elsewhere, and whom to ask', async () => {
    const elsewhere = message('borrowerElsewhere');
    const before = await total(admin);
    const shanghai = await as(t, 'salesSh');
    for (const who of [sales2, shanghai]) {
      const res = await create(who, { ...GOOD, name: '钱多', mobile: '13698760003' });
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ code: 409, msg: elsewhere, data: null });
    }
    // An edit onto the number is refused the same way; the caller's own borrower is unchanged.
    const { id: own } = await sales2.call(B.create, {
      body: { ...GOOD, idCard: idCard('11010219900101123'), name: '孙悦', mobile: '13698760004' },
    });
    const edit = await sales2.send(B.update, { params: { id: own }, body: { ...GOOD, version: 0 } });
    expect(edit.body).toEqual({ code: 409, msg: elsewhere, data: null });
    expect(await sales2.call(B.detail, { params: { id: own } })).toMatchObject({
      name: '孙悦',
      version: 0,
    });
    // Who may see the holder still gets the plain answer.
    expect((await create(admin, { ...GOOD, mobile: '13698760005' })).body.msg).toBe('该身份证号的借款人已存在');
    expect(await total(admin)).toBe(before + 1);
  });
});
