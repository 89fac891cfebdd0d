import { ACCESS_API, ADMIN_ROLE_ID, AUDIT_API, CODE, DOMAIN_PREFIX, IDENTITY_API, endpointUrl } from '@lc/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC, SIGNED_IN, access } from '../src/plugins/access';
import { DEMO_USERS } from '../src/seed/demo-users';
import { type Caller, as, callerOf } from './helpers/as-user';
import { type DemoUserName } from './helpers/demo-users';
import { type TestApp, createTestApp } from './helpers/test-app';

const A = ACCESS_API.endpoints;
/** Every route of ours: the domains' prefixes all start with the default's. */
const API = `${DOMAIN_PREFIX.default}/`;
const isApi = (url: string) => url.startsWith(API);

describe('permissions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('every API route declares its permission and data scope (deny by default)', () => {
    const api = t.app.registeredRoutes.filter((r) => isApi(r.url) && !r.url.startsWith(`${DOMAIN_PREFIX.default}/docs`));
    expect(api.length).toBeGreaterThan(10);
    const undeclared = api.filter((r) => !r.access?.permission || !r.access.dataScope).map((r) => `${r.method} ${r.url}`);
    expect(undeclared).toEqual([]);
  });

  it('refuses a route registered without a declaration, even to the admin', async () => {
    const { buildApp } = await import('../src/app');
    const app = await buildApp({ config: t.config, database: t.database });
    const undeclared = `${DOMAIN_PREFIX.default}/v1/undeclared`;
    app.get(undeclared, async () => ({ code: 200, msg: 'leak', data: 'secret' }));
    await app.ready();
    const admin = (await as(t, 'admin')).cookie;
    const res = await app.inject({ method: 'GET', url: undeclared, headers: { cookie: admin } });
    expect(res.statusCode).toBe(403);
    expect(res.body).not.toContain('secret');
    // Only the route's own test app is closed; the database belongs to the suite.
    await app.close();
  });

  it('every route × every demo role: no 2xx where nothing was granted', async () => {
    const guarded = t.app.registeredRoutes.filter(
      (r) => isApi(r.url) && r.access && r.access.permission !== PUBLIC && r.access.permission !== SIGNED_IN,
    );
    const failures: string[] = [];
    for (const demo of DEMO_USERS) {
      const cookie = await t.login(demo.mobile);
      const held = new Set<string>((await callerOf(t, cookie).call(IDENTITY_API.endpoints.userInfo)).permissions);
      for (const route of guarded) {
        const url = route.url.replace(/:(\w+)/g, '1');
        const res = await t.call({ method: route.method, url, cookie, ...(route.method === 'GET' ? {} : { payload: {} }) });
        const granted = held.has(route.access!.permission);
        if (!granted && (res.statusCode < 400 || res.statusCode >= 500))
          failures.push(`${demo.mobile} ${route.method} ${route.url} → ${res.statusCode}`);
        if (!granted && res.statusCode !== 403)
          failures.push(`${demo.mobile} ${route.method} ${route.url} expected 403, got ${res.statusCode}`);
        if (granted && res.statusCode === 403) failures.push(`${demo.mobile} ${route.method} ${route.url} granted but 403`);
      }
    }
    expect(failures).toEqual([]);
    // Every route runs once per demo role (granted ones run their handlers): minutes on a busy machine.
  }, 180_000);

  it('a request without a session gets 401 on every signed-in route', async () => {
    const signedIn = t.app.registeredRoutes.filter((r) => isApi(r.url) && r.access && r.access.permission !== PUBLIC);
    for (const route of signedIn) {
      const res = await t.call({
        method: route.method,
        url: route.url.replace(/:(\w+)/g, '1'),
        ...(route.method === 'GET' ? {} : { payload: {} }),
      });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(res.json().code).toBe(CODE.NOT_SIGNED_IN);
    }
  });

  it('a missing permission answers 403 on the default domain and 100403 on the auth domain', async () => {
    const { buildApp } = await import('../src/app');
    const app = await buildApp({ config: t.config, database: t.database });
    const guarded = `${DOMAIN_PREFIX.auth}/v1/guarded`;
    app.get(guarded, { config: access('sys_role_grant', 'none') }, async () => ({ code: 200, msg: 'ok', data: null }));
    await app.ready();
    const sales = (await as(t, 'sales')).cookie;
    const auth = await app.inject({ method: 'GET', url: guarded, headers: { cookie: sales } });
    expect(auth.statusCode).toBe(403);
    expect(auth.json()).toMatchObject({ code: 100403, msg: '当前用户没有此权限，请联系管理员' });
    const def = await app.inject({ method: 'GET', url: endpointUrl(A.roles), headers: { cookie: sales } });
    expect(def.json().code).toBe(403);
    await app.close();
  });

  it('the salesperson and the finance granter see different menus, each only what they may open', async () => {
    const menusOf = async (name: DemoUserName) => (await as(t, name)).call(A.menus, { params: { appId: 'console' } });
    const sales = await menusOf('sales');
    const granter = await menusOf('finance');
    const salesPaths = new Set(sales.map((m) => m.path));
    const granterPaths = new Set(granter.map((m) => m.path));
    expect(salesPaths.has('/billManage/billList')).toBe(true);
    expect(salesPaths.has('/billGrantManage/ungrantedList')).toBe(false);
    expect(granterPaths.has('/billGrantManage/ungrantedList')).toBe(true);
    expect(granterPaths.has('/billManage/billList')).toBe(false);
    expect(salesPaths.has('/systemSetting/staffManage')).toBe(false);
    // Every entry's parent is in the list too, so the web app can nest them.
    const ids = new Set(sales.map((m) => m.funcMenuId));
    expect(sales.filter((m) => m.parentId !== 0 && !ids.has(m.parentId))).toEqual([]);
  });

  it('returns page-component permissions for a menu code', async () => {
    const admin = await as(t, 'admin');
    const res = await admin.call(A.pageComponents, { body: { appId: 'console', menuCode: 'sys_user_manage' } });
    expect(res.pageComponentMap).toMatchObject({ 'sys_user_manage:create': { authStatus: 1 } });
    const opsRes = await (await as(t, 'opsAdmin')).call(A.pageComponents, { body: { menuCode: 'sys_user_manage' } });
    expect(opsRes.pageComponentMap['sys_user_manage:create']!.authStatus).toBe(1);
    const salesRes = await (await as(t, 'sales')).call(A.pageComponents, { body: { menuCode: 'sys_user_manage' } });
    expect(salesRes.pageComponentMap['sys_user_manage:create']!.authStatus).toBe(0);
  });

  it('an admin changes a role grant; it applies at once and is audited', async () => {
    const admin = await as(t, 'admin');
    const roles = await admin.call(A.roles);
    const salesRole = roles.roles.find((r) => r.id === 11)!;
    expect(roles.roles.find((r) => r.id === ADMIN_ROLE_ID)!.codes.length).toBe(roles.codes.length);

    const codes = [...salesRole.codes, 'system_setting_manage', 'sys_audit_log'];
    const put = await admin.send(A.setRoleGrants, { params: { roleId: 11 }, body: { codes } });
    expect(put.status).toBe(200);
    const sales = await as(t, 'sales');
    expect((await sales.send(AUDIT_API.endpoints.list, { query: {} })).status).toBe(200);

    const audit = await admin.call(AUDIT_API.endpoints.list, { query: { entity: 'role_grant' } });
    expect(audit.list[0]).toMatchObject({ entity: 'role_grant', entityId: '11', action: 'set_grants' });
    expect(audit.list[0]!.after).toMatchObject({ codes: expect.arrayContaining(['sys_audit_log']) });
    expect((audit.list[0]!.before as { codes: string[] }).codes).not.toContain('sys_audit_log');

    const unknown = await admin.send(A.setRoleGrants, { params: { roleId: 11 }, body: { codes: ['no_such_code'] } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.msg).toContain('未知的权限编码');
  });
});

// Decision 0014: the role-grant page grants only codes the user holds, and role 1 only by role 1.
describe('who may grant what on the role-grant page', () => {
  let t: TestApp;
  let admin: Caller;
  let ops: Caller;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await as(t, 'admin');
    // The operations admin is given the role-grant page (it holds sys_user_manage and sys_audit_log already).
    const opsRole = (await rolesAs(admin)).find((r) => r.id === 2001)!;
    const put = await admin.send(A.setRoleGrants, {
      params: { roleId: 2001 },
      body: { codes: [...opsRole.codes, 'sys_role_grant', 'sys_role_grant:save'] },
    });
    expect(put.status).toBe(200);
    ops = await as(t, 'opsAdmin');
  });
  afterAll(() => t.close());

  const rolesAs = async (who: Caller) => (await who.call(A.roles)).roles;
  const codesOf = async (roleId: number) => (await rolesAs(admin)).find((r) => r.id === roleId)!.codes;
  const grant = (roleId: number, codes: string[]) => ops.send(A.setRoleGrants, { params: { roleId }, body: { codes } });

  it('cannot add to its own role a code it does not hold: 403, and nothing changes', async () => {
    const before = await codesOf(2001);
    const res = await grant(2001, [...before, 'bill_list', 'bill_grant_issue']);
    expect(res.status).toBe(403);
    expect(res.body.msg).toBe('不能授予或收回超出您自身权限或数据范围的权限：bill_grant_issue、bill_list');
    expect(await codesOf(2001)).toEqual(before);
  });

  it('cannot change the system administrator role', async () => {
    const before = await codesOf(1);
    const res = await grant(
      1,
      before.filter((c) => c !== 'sys_role_grant'),
    );
    expect(res.status).toBe(403);
    expect(res.body.msg).toBe('只有系统管理员可以授予、收回或管理系统管理员角色');
    expect(await codesOf(1)).toEqual(before);
  });

  it('cannot take away from another role a code it does not hold', async () => {
    const before = await codesOf(11);
    const res = await grant(
      11,
      before.filter((c) => c !== 'bill_create_list'),
    );
    expect(res.status).toBe(403);
    expect(await codesOf(11)).toEqual(before);
  });

  it('may grant a code it holds to a role whose scope is not wider than its own', async () => {
    const before = await codesOf(3001);
    const res = await grant(3001, [...before, 'sys_audit_log']);
    expect(res.status).toBe(200);
    expect(await codesOf(3001)).toContain('sys_audit_log');
  });
});
