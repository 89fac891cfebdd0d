import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from './helpers/test-app';

const PERMISSION = 'mortgagee_manager';
const ADMIN = '13800000000'; // role 1: every permission, every area
const SALES_BJ = '13800000011'; // role 11: own records only, Beijing
const SALES_SH = '13800000211'; // role 11: own records only, Shanghai
const AREA_BJ = '13800000071'; // role 71: its area's records, Beijing
const OTHER = '13800000020'; // role 20: mortgagee_manager taken away below
const URL = '/api/v1/mortgage';

type Row = { id: number; name: string };
type AuditEntry = { action: string; entityId: string; before: unknown; after: unknown };

describe('mortgage (/systemSetting/mortgagorManage)', () => {
  let t: TestApp;
  let admin: string;
  let salesBj: string;
  let salesSh: string;
  let areaBj: string;
  let bjId: number;
  let shId: number;

  /** Grants or takes away the module's permission on a role, as an admin does on the role-grant page. */
  async function grant(roleId: number, held: boolean) {
    const roles = (await t.call({ method: 'GET', url: '/api/v1/admin/roles', cookie: admin })).json().data.roles as {
      id: number;
      codes: string[];
    }[];
    const others = roles.find((r) => r.id === roleId)!.codes.filter((c) => c !== PERMISSION);
    const codes = held ? [...others, PERMISSION] : others;
    expect(
      (await t.call({ method: 'PUT', url: `/api/v1/admin/roles/${roleId}/grants`, cookie: admin, payload: { codes } })).statusCode,
    ).toBe(200);
  }

  const list = (cookie: string, query = '') => t.call({ method: 'GET', url: `${URL}/list${query}`, cookie });
  const ids = async (cookie: string) => ((await list(cookie)).json().data.list as Row[]).map((r) => r.id);
  const create = (cookie: string, payload: object) => t.call({ method: 'POST', url: URL, cookie, payload });
  const detail = (cookie: string, id: number) => t.call({ method: 'GET', url: `${URL}/${id}`, cookie });
  const update = (cookie: string, id: number, payload: object) => t.call({ method: 'PUT', url: `${URL}/${id}`, cookie, payload });

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login(ADMIN);
    await grant(11, true);
    await grant(71, true);
    await grant(20, false);
    [salesBj, salesSh, areaBj] = await Promise.all([t.login(SALES_BJ), t.login(SALES_SH), t.login(AREA_BJ)]);
  });
  afterAll(() => t.close());

  it('creates records; bad input gets a 400 with a Chinese message and changes nothing', async () => {
    // The demo seed's mortgagees are the admin's: counted before, so the check does not assume an empty table.
    const seeded = (await list(admin)).json().data.total as number;
    const blank = await create(salesBj, { name: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().msg).toBe('此项不能为空');
    expect((await list(admin)).json().data.total).toBe(seeded);

    const bj = await create(salesBj, { name: '北京记录' });
    expect(bj.json()).toMatchObject({ code: 200, msg: '已新增' });
    bjId = bj.json().data.id as number;
    shId = (await create(salesSh, { name: '上海记录' })).json().data.id as number;
  });

  it('lists inside the data scope (own records, the area, everything) and counts the same way', async () => {
    expect(await ids(salesBj)).toEqual([bjId]);
    expect(await ids(salesSh)).toEqual([shId]);
    expect(await ids(areaBj)).toEqual([bjId]);
    expect((await ids(admin)).slice(0, 2)).toEqual([shId, bjId]);
    expect((await list(salesBj)).json().data).toMatchObject({ total: 1, totalExact: true });
    expect((await list(admin, `?keyword=${encodeURIComponent('上海')}`)).json().data).toMatchObject({ total: 1, list: [{ id: shId }] });
    expect((await list(admin, '?withTotal=0')).json().data).toMatchObject({ total: null, totalExact: null });
    expect((await list(admin, '?pageNum=1001&pageSize=10')).statusCode).toBe(400);
  });

  it('answers 404 for a record outside the scope, to read or to edit', async () => {
    expect((await detail(salesBj, shId)).statusCode).toBe(404);
    expect((await detail(areaBj, shId)).statusCode).toBe(404);
    expect((await update(salesBj, shId, { name: '改名', version: 0 })).statusCode).toBe(404);
    expect((await detail(salesSh, shId)).json().data).toMatchObject({ id: shId, name: '上海记录', areaCode: 'SH_31', version: 0 });
  });

  it('edits at the version read: a stale version gets 409; each write is audited', async () => {
    const { version } = (await detail(salesBj, bjId)).json().data as { version: number };
    expect((await update(salesBj, bjId, { name: '北京记录二', version })).json()).toMatchObject({ code: 200, msg: '已保存' });
    const stale = await update(salesBj, bjId, { name: '北京记录三', version });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().msg).toBe('该记录已被他人修改，请刷新后重试');
    expect((await detail(salesBj, bjId)).json().data).toMatchObject({ name: '北京记录二', version: version + 1 });

    const audit = await t.call({ method: 'GET', url: '/api/v1/admin/audit?entity=mortgage&pageSize=100', cookie: admin });
    const trail = (audit.json().data.list as AuditEntry[]).filter((e) => e.entityId === String(bjId));
    expect(trail.map((e) => e.action)).toEqual(['update', 'create']);
    expect(trail[0]).toMatchObject({ before: { name: '北京记录' }, after: { name: '北京记录二' } });
  });

  it('disables a mortgagee: kept and audited, no longer offered to new mortgage requests', async () => {
    const made = (await create(admin, { name: '停用测试抵押权人' })).json().data.id as number;
    const offered = async () =>
      ((await t.call({ method: 'GET', url: '/api/v1/mortgageRequest/options', cookie: admin })).json().data.mortgagees as Row[]).map(
        (m) => m.id,
      );
    expect(await offered()).toContain(made);
    expect((await update(admin, made, { name: '停用测试抵押权人', enabled: false, version: 0 })).statusCode).toBe(200);
    expect((await detail(admin, made)).json().data).toMatchObject({ enabled: false, version: 1 });
    expect(await offered()).not.toContain(made);
  });

  it('refuses staff without mortgagee_manager (403)', async () => {
    const other = await t.login(OTHER);
    expect((await list(other)).statusCode).toBe(403);
    expect((await create(other, { name: '记录' })).statusCode).toBe(403);
    expect((await detail(other, bjId)).statusCode).toBe(403);
    expect((await update(other, bjId, { name: '记录', version: 1 })).statusCode).toBe(403);
  });
});
