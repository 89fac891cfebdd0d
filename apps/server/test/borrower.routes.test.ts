import { idCardCheckChar, message } from '@lc/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from './helpers/test-app';

const ADMIN = '13800000000';
const SALES = '13800000011'; // role 11, own records only; the demo borrowers are theirs
const SALES_GROUP_2 = '13800000111';
const SALES_SHANGHAI = '13800000211';
const GRANTER = '13800000021'; // role 21: no borrower code
const BLACKLIST_ADMIN = '13800003001';

const idCard = (first17: string) => `${first17}${idCardCheckChar(first17)}`;
const GOOD_ID = idCard('11010219880808124');
/** A valid number whose check character is X (sequence numbers tried in turn). */
const ENDS_IN_X = Array.from({ length: 1000 }, (_, i) => idCard(`11010519491231${String(i).padStart(3, '0')}`)).find((v) =>
  v.endsWith('X'),
)!;
const GOOD = { name: '赵丽', idCard: GOOD_ID, mobile: '13698760001', marriage: 1, address: '北京市西城区金融街1号' };

describe('borrowers (/borrowerManage)', () => {
  let t: TestApp;
  let admin: string;
  let sales: string;
  let sales2: string;
  let createdId: number;
  /** The demo's borrowers: the three of the registry and each demo loan's own (issue 29 item 7), by who may see them. */
  const demo = { own: 0, all: 0, beijingGroup1: 0 };

  beforeAll(async () => {
    t = await createTestApp();
    [admin, sales, sales2] = await Promise.all([t.login(ADMIN), t.login(SALES), t.login(SALES_GROUP_2)]);
    const [counts] = (
      await t.database.executeSql(`
        select count(*) filter (where owner_id = (select id from users where mobile = '${SALES}'))::int own, count(*)::int "all",
               count(*) filter (where area_code = 'BJ_11' and department_code = 'BJ_BD1')::int "beijingGroup1"
          from borrowers`)
    ).rows as (typeof demo)[];
    Object.assign(demo, counts);
  });
  afterAll(() => t.close());

  const list = (cookie: string, query = '') => t.call({ method: 'GET', url: `/api/v1/borrower/list${query}`, cookie });
  const create = (cookie: string, payload: object) => t.call({ method: 'POST', url: '/api/v1/borrower', cookie, payload });
  const audits = async (action: string) =>
    (await t.call({ method: 'GET', url: `/api/v1/admin/audit?entity=borrower&action=${action}&pageSize=100`, cookie: admin })).json().data
      .list as { entityId: string; before: unknown; after: unknown }[];

  it('refuses a bad ID card with the spec message and changes nothing', async () => {
    const before = (await list(sales)).json().data.total as number;
    const wrongCheck = `${GOOD_ID.slice(0, 17)}${GOOD_ID.endsWith('1') ? '2' : '1'}`;
    const res = await create(sales, { ...GOOD, idCard: wrongCheck });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400, msg: '身份证格式错误', data: { field: 'idCard' } });
    expect((await create(sales, { ...GOOD, idCard: ENDS_IN_X.toLowerCase() })).json().msg).toBe('请大写身份证中的x');
    expect((await create(sales, { ...GOOD, mobile: '12345678901' })).json().msg).toBe('手机号格式错误');
    expect((await create(sales, { ...GOOD, name: '赵丽1' })).json().msg).toBe('只能输入中文');
    expect((await list(sales)).json().data.total).toBe(before);
  });

  it('creates a borrower, lists it masked with data.list/data.total, and audits without plain values', async () => {
    const res = await create(sales, GOOD);
    expect(res.statusCode).toBe(200);
    createdId = res.json().data.id as number;
    const page = (await list(sales, '?pageNum=1&pageSize=10')).json().data;
    expect(page.total).toBe(demo.own + 1); // the demo's and this one
    const row = page.list.find((r: { id: number }) => r.id === createdId);
    expect(row).toMatchObject({ name: '赵丽', mobile: '136****0001', idCard: `110102********${GOOD_ID.slice(-4)}`, gender: 'F' });
    expect(JSON.stringify(page)).not.toContain(GOOD.mobile);
    expect(JSON.stringify(page)).not.toContain(GOOD_ID);
    const [entry] = await audits('create');
    expect(entry).toMatchObject({ entityId: String(createdId), after: { name: '赵丽', mobile: '136****0001' } });
    expect(JSON.stringify(entry)).not.toContain(GOOD_ID);
  });

  it('refuses a second borrower with the same ID number (409)', async () => {
    const res = await create(sales, { ...GOOD, mobile: '13698760002' });
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toBe('该身份证号的借款人已存在');
  });

  it('keeps each salesperson to their own borrowers, totals included', async () => {
    const other = (await list(sales2)).json().data;
    expect(other).toEqual({ list: [], total: 0, totalExact: true });
    expect((await t.call({ method: 'GET', url: `/api/v1/borrower/${createdId}`, cookie: sales2 })).statusCode).toBe(404);
    expect((await list(admin)).json().data.total).toBe(demo.all + 1);
  });

  it('finds by exact ID number or name prefix', async () => {
    expect((await list(sales, `?keyword=${GOOD_ID}`)).json().data.total).toBe(1);
    expect((await list(sales, `?keyword=${encodeURIComponent('赵')}`)).json().data.total).toBe(1);
    expect((await list(sales, '?pageSize=101')).json().msg).toBe('每页条数须为1到100的整数');
    // The region → department → salesperson filter, inside the data scope.
    expect((await list(admin, '?areaCode=SH_31')).json().data.total).toBe(0);
    expect((await list(admin, '?areaCode=BJ_11&businessDeptCode=BJ_BD1&salesId=all20180808')).json().data.total).toBe(
      demo.beijingGroup1 + 1,
    );
    expect((await list(admin, '?businessDeptCode=SH_BD')).json().data.total).toBe(0);
    expect((await list(admin, '?salesId=abc')).json().msg).toBe('业务员参数错误');
  });

  it('refuses users without borrower_user_manager (403)', async () => {
    const granter = await t.login(GRANTER);
    expect((await list(granter)).statusCode).toBe(403);
    expect((await create(granter, GOOD)).statusCode).toBe(403);
  });

  it('reveals the mobile through the audited viewer, only within scope', async () => {
    const reveal = (cookie: string) =>
      t.call({ method: 'GET', url: `/api/view/encrypt_record?entity=borrower&id=${createdId}&field=mobile`, cookie });
    const masked = await t.call({ method: 'GET', url: `/api/view/encrypt_fields?entity=borrower&id=${createdId}`, cookie: sales });
    expect(masked.json().data.data).toEqual([
      { field: 'mobile', encryptField: '136****0001' },
      { field: 'idCard', encryptField: `110102********${GOOD_ID.slice(-4)}` },
    ]);
    expect((await reveal(sales)).json().data).toMatchObject({ field: 'mobile', data: GOOD.mobile });
    expect((await reveal(sales2)).statusCode).toBe(404);
    const views = (await t.call({ method: 'GET', url: '/api/v1/admin/audit?entity=borrower&action=view_plain', cookie: admin })).json().data
      .list;
    expect(views).toHaveLength(1);
  });

  it('edits with the version read, and a stale version gets a 409', async () => {
    const detail = (await t.call({ method: 'GET', url: `/api/v1/borrower/${createdId}`, cookie: sales })).json().data;
    const body = { ...GOOD, marriage: 2, version: detail.version };
    const url = `/api/v1/borrower/${createdId}`;
    expect((await t.call({ method: 'PUT', url, cookie: sales, payload: body })).statusCode).toBe(200);
    const stale = await t.call({ method: 'PUT', url, cookie: sales, payload: body });
    expect(stale.statusCode).toBe(409);
    expect((await t.call({ method: 'GET', url, cookie: sales })).json().data).toMatchObject({ marriage: 2, version: detail.version + 1 });
    expect(await audits('update')).toHaveLength(1);
  });

  it('reports birth date, issuing region and the blacklist hit', async () => {
    const report = (await t.call({ method: 'GET', url: `/api/v1/borrower/${createdId}/report`, cookie: sales })).json().data;
    expect(report).toMatchObject({ birthDate: '1988-08-08', blacklist: null });
    expect(report.issuingRegion).toContain('西城区');
    expect(report.age).toBeGreaterThanOrEqual(37);
    const blacklister = await t.login(BLACKLIST_ADMIN);
    const added = await t.call({
      method: 'POST',
      url: '/api/v1/blacklist',
      cookie: blacklister,
      payload: { name: '赵丽', idCard: GOOD_ID, reason: '伪造收入证明' },
    });
    expect(added.statusCode).toBe(200);
    const flagged = (await t.call({ method: 'GET', url: `/api/v1/borrower/${createdId}/report`, cookie: sales })).json().data;
    expect(flagged.blacklist).toEqual({ reason: '伪造收入证明' });
  });

  it('tells a caller outside the holder’s scope only that the ID number is registered elsewhere, and whom to ask', async () => {
    const elsewhere = message('borrowerElsewhere');
    const before = (await list(admin)).json().data.total as number;
    const shanghai = await t.login(SALES_SHANGHAI);
    for (const cookie of [sales2, shanghai]) {
      const res = await create(cookie, { ...GOOD, name: '钱多', mobile: '13698760003' });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ code: 409, msg: elsewhere, data: null });
    }
    // An edit onto the number is refused the same way; the caller's own borrower is unchanged.
    const own = (await create(sales2, { ...GOOD, idCard: idCard('11010219900101123'), name: '孙悦', mobile: '13698760004' })).json().data
      .id as number;
    const edit = await t.call({ method: 'PUT', url: `/api/v1/borrower/${own}`, cookie: sales2, payload: { ...GOOD, version: 0 } });
    expect(edit.json()).toEqual({ code: 409, msg: elsewhere, data: null });
    expect((await t.call({ method: 'GET', url: `/api/v1/borrower/${own}`, cookie: sales2 })).json().data).toMatchObject({
      name: '孙悦',
      version: 0,
    });
    // Who may see the holder still gets the plain answer.
    expect((await create(admin, { ...GOOD, mobile: '13698760005' })).json().msg).toBe('该身份证号的借款人已存在');
    expect((await list(admin)).json().data.total).toBe(before + 1);
  });
});
