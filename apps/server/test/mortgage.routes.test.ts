import { ACCESS_API, AUDIT_API, type EndpointInput, MORTGAGEE_API, MORTGAGE_FLOW_API } from '@lc/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, as } from './helpers/as-user';
import { type TestApp, createTestApp } from './helpers/test-app';

const PERMISSION = 'mortgagee_manager';
const M = MORTGAGEE_API.endpoints;
/*
 * admin: every permission, every area; sales (11, Beijing) and salesSh (11, Shanghai): own records
 * only; firmManager (71): its area's records, Beijing; financeHead (20): mortgagee_manager taken away below.
 */

describe('mortgage (/systemSetting/mortgagorManage)', () => {
  let t: TestApp;
  let admin: Caller;
  let salesBj: Caller;
  let salesSh: Caller;
  let areaBj: Caller;
  let bjId: number;
  let shId: number;

  /** Grants or takes away the module's permission on a role, as an admin does on the role-grant page. */
  async function grant(roleId: number, held: boolean) {
    const { roles } = await admin.call(ACCESS_API.endpoints.roles);
    const others = roles.find((r) => r.id === roleId)!.codes.filter((c) => c !== PERMISSION);
    const codes = held ? [...others, PERMISSION] : others;
    await admin.call(ACCESS_API.endpoints.setRoleGrants, { params: { roleId }, body: { codes } });
  }

  const list = (who: Caller, query: EndpointInput<typeof M.list>['query'] = {}) => who.send(M.list, { query });
  const ids = async (who: Caller) => (await who.call(M.list, { query: {} })).list.map((r) => r.id);
  const create = (who: Caller, body: EndpointInput<typeof M.create>['body']) => who.send(M.create, { body });
  const detail = (who: Caller, id: number) => who.send(M.detail, { params: { id } });
  const update = (who: Caller, id: number, body: EndpointInput<typeof M.update>['body']) => who.send(M.update, { params: { id }, body });

  beforeAll(async () => {
    t = await createTestApp();
    admin = await as(t, 'admin');
    await grant(11, true);
    await grant(71, true);
    await grant(20, false);
    // Signed in after the grants, so their sessions carry them.
    [salesBj, salesSh, areaBj] = [await as(t, 'sales'), await as(t, 'salesSh'), await as(t, 'firmManager')];
  });
  afterAll(() => t.close());

  it('creates records; bad input gets a 400 with a Chinese message and changes nothing', async () => {
    // The demo seed's mortgagees are the admin's: counted before, so the check does not assume an empty table.
    const seeded = (await list(admin)).reply!.total;
    const blank = await create(salesBj, { name: '  ' });
    expect(blank.status).toBe(400);
    expect(blank.body.msg).toBe('此项不能为空');
    expect((await list(admin)).reply!.total).toBe(seeded);

    const bj = await create(salesBj, { name: '北京记录' });
    expect(bj.body).toMatchObject({ code: 200, msg: '已新增' });
    bjId = bj.reply!.id;
    shId = (await create(salesSh, { name: '上海记录' })).reply!.id;
  });

  it('lists inside the data scope (own records, the area, everything) and counts the same way', async () => {
    expect(await ids(salesBj)).toEqual([bjId]);
    expect(await ids(salesSh)).toEqual([shId]);
    expect(await ids(areaBj)).toEqual([bjId]);
    expect((await ids(admin)).slice(0, 2)).toEqual([shId, bjId]);
    expect((await list(salesBj)).reply).toMatchObject({ total: 1, totalExact: true });
    expect((await list(admin, { keyword: '上海' })).reply).toMatchObject({ total: 1, list: [{ id: shId }] });
    expect((await list(admin, { withTotal: '0' })).reply).toMatchObject({ total: null, totalExact: null });
    expect((await list(admin, { pageNum: 1001, pageSize: 10 })).status).toBe(400);
  });

  it('answers 404 for a record outside the scope, to read or to edit', async () => {
    expect((await detail(salesBj, shId)).status).toBe(404);
    expect((await detail(areaBj, shId)).status).toBe(404);
    expect((await update(salesBj, shId, { name: '改名', version: 0 })).status).toBe(404);
    expect((await detail(salesSh, shId)).reply).toMatchObject({ id: shId, name: '上海记录', areaCode: 'SH_31', version: 0 });
  });

  it('edits at the version read: a stale version gets 409; each write is audited', async () => {
    const { version } = (await detail(salesBj, bjId)).reply!;
    expect((await update(salesBj, bjId, { name: '北京记录二', version })).body).toMatchObject({ code: 200, msg: '已保存' });
    const stale = await update(salesBj, bjId, { name: '北京记录三', version });
    expect(stale.status).toBe(409);
    expect(stale.body.msg).toBe('该记录已被他人修改，请刷新后重试');
    expect((await detail(salesBj, bjId)).reply).toMatchObject({ name: '北京记录二', version: version + 1 });

    const audit = await admin.call(AUDIT_API.endpoints.list, { query: { entity: 'mortgage', pageSize: 100 } });
    const trail = audit.list.filter((e) => e.entityId === String(bjId));
    expect(trail.map((e) => e.action)).toEqual(['update', 'create']);
    expect(trail[0]).toMatchObject({ before: { name: '北京记录' }, after: { name: '北京记录二' } });
  });

  it('disables a mortgagee: kept and audited, no longer offered to new mortgage requests', async () => {
    const made = (await create(admin, { name: '停用测试抵押权人' })).reply!.id;
    const offered = async () => (await admin.call(MORTGAGE_FLOW_API.endpoints.options)).mortgagees.map((m) => m.id);
    expect(await offered()).toContain(made);
    expect((await update(admin, made, { name: '停用测试抵押权人', enabled: false, version: 0 })).status).toBe(200);
    expect((await detail(admin, made)).reply).toMatchObject({ enabled: false, version: 1 });
    expect(await offered()).not.toContain(made);
  });

  it('refuses staff without mortgagee_manager (403)', async () => {
    const other = await as(t, 'financeHead');
    expect((await list(other)).status).toBe(403);
    expect((await create(other, { name: '记录' })).status).toBe(403);
    expect((await detail(other, bjId)).status).toBe(403);
    expect((await update(other, bjId, { name: '记录', version: 1 })).status).toBe(403);
  });
});
