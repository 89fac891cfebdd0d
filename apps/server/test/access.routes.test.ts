import { ADMIN_ROLE_ID, CODE } from '@lc/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC, SIGNED_IN, access } from '../src/plugins/access';
import { DEMO_USERS } from '../src/seed/demo-users';
import { type TestApp, createTestApp } from './helpers/test-app';

const SALES = '13800000011';
const GRANTER = '13800000021';

describe('permissions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('every API route declares its permission and data scope (deny by default)', () => {
    const api = t.app.registeredRoutes.filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs'));
    expect(api.length).toBeGreaterThan(10);
    const undeclared = api.filter((r) => !r.access?.permission || !r.access.dataScope).map((r) => `${r.method} ${r.url}`);
    expect(undeclared).toEqual([]);
  });

  it('refuses a route registered without a declaration, even to the admin', async () => {
    const { buildApp } = await import('../src/app');
    const app = await buildApp({ config: t.config, database: t.database });
    app.get('/api/v1/undeclared', async () => ({ code: 200, msg: 'leak', data: 'secret' }));
    await app.ready();
    const admin = await t.login('13800000000');
    const res = await app.inject({ method: 'GET', url: '/api/v1/undeclared', headers: { cookie: admin } });
    expect(res.statusCode).toBe(403);
    expect(res.body).not.toContain('secret');
    // Only the route's own test app is closed; the database belongs to the suite.
    await app.close();
  });

  it('every route × every demo role: no 2xx where nothing was granted', async () => {
    const guarded = t.app.registeredRoutes.filter(
      (r) => r.url.startsWith('/api/') && r.access && r.access.permission !== PUBLIC && r.access.permission !== SIGNED_IN,
    );
    const failures: string[] = [];
    for (const demo of DEMO_USERS) {
      const cookie = await t.login(demo.mobile);
      const me = (await t.call({ method: 'GET', url: '/api/auth/v1/userInfo/get', cookie })).json();
      const held = new Set<string>(me.data.permissions);
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
    const signedIn = t.app.registeredRoutes.filter((r) => r.url.startsWith('/api/') && r.access && r.access.permission !== PUBLIC);
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
    app.get('/api/auth/v1/guarded', { config: access('sys_role_grant', 'none') }, async () => ({ code: 200, msg: 'ok', data: null }));
    await app.ready();
    const sales = await t.login(SALES);
    const auth = await app.inject({ method: 'GET', url: '/api/auth/v1/guarded', headers: { cookie: sales } });
    expect(auth.statusCode).toBe(403);
    expect(auth.json()).toMatchObject({ code: 100403, msg: '当前用户没有此权限，请联系管理员' });
    const def = await app.inject({ method: 'GET', url: '/api/v1/admin/roles', headers: { cookie: sales } });
    expect(def.json().code).toBe(403);
    await app.close();
  });

  it('the salesperson and the finance granter see different menus, each only what they may open', async () => {
    const menusOf = async (mobile: string) => {
      const cookie = await t.login(mobile);
      const res = await t.call({ method: 'GET', url: '/api/auth/v1/userInfo/appMenus/console', cookie });
      expect(res.statusCode).toBe(200);
      return res.json().data as {
        menuCode: string;
        path: string;
        menuType: number;
        parentId: number;
        funcMenuId: number;
        firstMenuId: number;
      }[];
    };
    const sales = await menusOf(SALES);
    const granter = await menusOf(GRANTER);
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
    const admin = await t.login('13800000000');
    const res = await t.call({
      method: 'POST',
      url: '/api/auth/v1/userAuth/userGetMenuAuth',
      cookie: admin,
      payload: { appId: 'console', menuCode: 'sys_user_manage' },
    });
    expect(res.json().data.pageComponentMap).toMatchObject({ 'sys_user_manage:create': { authStatus: 1 } });
    const ops = await t.login('13800002001');
    const opsRes = await t.call({
      method: 'POST',
      url: '/api/auth/v1/userAuth/userGetMenuAuth',
      cookie: ops,
      payload: { menuCode: 'sys_user_manage' },
    });
    expect(opsRes.json().data.pageComponentMap['sys_user_manage:create'].authStatus).toBe(1);
    const sales = await t.login(SALES);
    const salesRes = await t.call({
      method: 'POST',
      url: '/api/auth/v1/userAuth/userGetMenuAuth',
      cookie: sales,
      payload: { menuCode: 'sys_user_manage' },
    });
    expect(salesRes.json().data.pageComponentMap['sys_user_manage:create'].authStatus).toBe(0);
  });

  it('an admin changes a role grant; it applies at once and is audited', async () => {
    const admin = await t.login('13800000000');
    const roles = (await t.call({ method: 'GET', url: '/api/v1/admin/roles', cookie: admin })).json().data;
    const salesRole = roles.roles.find((r: { id: number }) => r.id === 11);
    expect(roles.roles.find((r: { id: number }) => r.id === ADMIN_ROLE_ID).codes.length).toBe(roles.codes.length);

    const codes = [...salesRole.codes, 'system_setting_manage', 'sys_audit_log'];
    const put = await t.call({ method: 'PUT', url: '/api/v1/admin/roles/11/grants', cookie: admin, payload: { codes } });
    expect(put.statusCode).toBe(200);
    const sales = await t.login(SALES);
    expect((await t.call({ method: 'GET', url: '/api/v1/admin/audit', cookie: sales })).statusCode).toBe(200);

    const audit = (await t.call({ method: 'GET', url: '/api/v1/admin/audit?entity=role_grant', cookie: admin })).json().data;
    expect(audit.list[0]).toMatchObject({ entity: 'role_grant', entityId: '11', action: 'set_grants' });
    expect(audit.list[0].after.codes).toContain('sys_audit_log');
    expect(audit.list[0].before.codes).not.toContain('sys_audit_log');

    const unknown = await t.call({
      method: 'PUT',
      url: '/api/v1/admin/roles/11/grants',
      cookie: admin,
      payload: { codes: ['no_such_code'] },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().msg).toContain('未知的权限编码');
  });
});

// Decision 0014: the role-grant page grants only codes the user holds, and role 1 only by role 1.
describe('who may grant what on the role-grant page', () => {
  const OPS = '13800002001';
  let t: TestApp;
  let admin: string;
  let ops: string;
  type RoleRow = { id: number; codes: string[] };
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login('13800000000');
    // The operations admin is given the role-grant page (it holds sys_user_manage and sys_audit_log already).
    const opsRole = (await rolesAs(admin)).find((r) => r.id === 2001)!;
    const put = await t.call({
      method: 'PUT',
      url: '/api/v1/admin/roles/2001/grants',
      cookie: admin,
      payload: { codes: [...opsRole.codes, 'sys_role_grant', 'sys_role_grant:save'] },
    });
    expect(put.statusCode).toBe(200);
    ops = await t.login(OPS);
  });
  afterAll(() => t.close());

  const rolesAs = async (cookie: string) =>
    (await t.call({ method: 'GET', url: '/api/v1/admin/roles', cookie })).json().data.roles as RoleRow[];
  const codesOf = async (roleId: number) => (await rolesAs(admin)).find((r) => r.id === roleId)!.codes;
  const grant = (roleId: number, codes: string[]) =>
    t.call({ method: 'PUT', url: `/api/v1/admin/roles/${roleId}/grants`, cookie: ops, payload: { codes } });

  it('cannot add to its own role a code it does not hold: 403, and nothing changes', async () => {
    const before = await codesOf(2001);
    const res = await grant(2001, [...before, 'bill_list', 'bill_grant_issue']);
    expect(res.statusCode).toBe(403);
    expect(res.json().msg).toBe('不能授予或收回超出您自身权限或数据范围的权限：bill_grant_issue、bill_list');
    expect(await codesOf(2001)).toEqual(before);
  });

  it('cannot change the system administrator role', async () => {
    const before = await codesOf(1);
    const res = await grant(
      1,
      before.filter((c) => c !== 'sys_role_grant'),
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().msg).toBe('只有系统管理员可以授予、收回或管理系统管理员角色');
    expect(await codesOf(1)).toEqual(before);
  });

  it('cannot take away from another role a code it does not hold', async () => {
    const before = await codesOf(11);
    const res = await grant(
      11,
      before.filter((c) => c !== 'bill_create_list'),
    );
    expect(res.statusCode).toBe(403);
    expect(await codesOf(11)).toEqual(before);
  });

  it('may grant a code it holds to a role whose scope is not wider than its own', async () => {
    const before = await codesOf(3001);
    const res = await grant(3001, [...before, 'sys_audit_log']);
    expect(res.statusCode).toBe(200);
    expect(await codesOf(3001)).toContain('sys_audit_log');
  });
});
