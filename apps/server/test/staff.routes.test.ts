import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from './helpers/test-app';

const ADMIN = '13800000000';
type Row = {
  id: number;
  mobile: string;
  areaCode: string;
  version: number;
  roleIds: number[];
  groupIds: number[];
  status: number;
  realName: string;
};

describe('staff administration', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login(ADMIN);
  });
  afterAll(() => t.close());

  const list = async (cookie: string, query = '') =>
    (await t.call({ method: 'GET', url: `/api/v1/admin/staff?pageSize=100${query}`, cookie })).json().data as {
      list: Row[];
      total: number;
    };
  const auditOf = async (entityId: number) =>
    (await t.call({ method: 'GET', url: `/api/v1/admin/audit?entity=user&pageSize=50`, cookie: admin }))
      .json()
      .data.list.filter((r: { entityId: string }) => r.entityId === String(entityId));

  it('lists and searches staff by name or mobile', async () => {
    const all = await list(admin);
    expect(all.total).toBeGreaterThanOrEqual(36);
    const found = await list(admin, '&keyword=13800000021');
    expect(found.list.map((r) => r.mobile)).toEqual(['13800000021']);
    const sh = await list(admin, '&areaCode=SH_31');
    expect(sh.list.every((r) => r.areaCode === 'SH_31')).toBe(true);
    const byRole = await list(admin, '&roleId=21');
    expect(byRole.list.map((r) => r.mobile)).toEqual(['13800000021']);
  });

  it('creates a staff member who can then sign in, and audits it without the password', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/v1/admin/staff',
      cookie: admin,
      payload: {
        realName: '王五',
        mobile: '13700000001',
        email: 'wang@example.com',
        areaCode: 'WH_42',
        departmentCode: 'WH_BD',
        roleIds: [11],
        groupIds: [16],
        password: 'Start2026a',
      },
    });
    expect(res.statusCode).toBe(200);
    const id = res.json().data.id as number;
    await expect(t.login('13700000001', 'Start2026a')).resolves.toContain('lc_session=');
    const [entry] = await auditOf(id);
    expect(entry).toMatchObject({ action: 'create', actorName: '系统管理员' });
    expect(JSON.stringify(entry)).not.toContain('Start2026a');
  });

  it('refuses bad input with a clear message and changes nothing', async () => {
    const before = (await list(admin)).total;
    const badMobile = await t.call({
      method: 'POST',
      url: '/api/v1/admin/staff',
      cookie: admin,
      payload: { realName: 'x', mobile: '1234', areaCode: 'BJ_11', roleIds: [11], password: 'Start2026a' },
    });
    expect(badMobile.statusCode).toBe(400);
    expect(badMobile.json().msg).toBe('手机号格式错误');
    const taken = await t.call({
      method: 'POST',
      url: '/api/v1/admin/staff',
      cookie: admin,
      payload: { realName: 'x', mobile: '13800000011', areaCode: 'BJ_11', roleIds: [11], password: 'Start2026a' },
    });
    expect(taken.json().msg).toBe('该手机号已被使用');
    const noRole = await t.call({
      method: 'POST',
      url: '/api/v1/admin/staff',
      cookie: admin,
      payload: { realName: 'x', mobile: '13700000002', areaCode: 'BJ_11', roleIds: [], password: 'Start2026a' },
    });
    expect(noRole.json().msg).toBe('请至少选择一个角色');
    expect((await list(admin)).total).toBe(before);
  });

  it('edits roles, groups and area with a version; a stale edit gets 409', async () => {
    const row = (await list(admin, '&keyword=13800000111')).list[0]!;
    const body = {
      realName: row.realName,
      mobile: row.mobile,
      areaCode: 'SH_31',
      roleIds: [11, 1001],
      groupIds: [14],
      status: 1,
      version: row.version,
    };
    const first = await t.call({ method: 'PUT', url: `/api/v1/admin/staff/${row.id}`, cookie: admin, payload: body });
    expect(first.statusCode).toBe(200);
    const stale = await t.call({
      method: 'PUT',
      url: `/api/v1/admin/staff/${row.id}`,
      cookie: admin,
      payload: { ...body, areaCode: 'XA_61' },
    });
    expect(stale.statusCode).toBe(409);
    const after = (await list(admin, '&keyword=13800000111')).list[0]!;
    expect(after).toMatchObject({ areaCode: 'SH_31', roleIds: [11, 1001], groupIds: [14], version: row.version + 1 });
    const [entry] = await auditOf(row.id);
    expect(entry.before.areaCode).toBe('BJ_11');
    expect(entry.after.areaCode).toBe('SH_31');
  });

  it('disabling a user ends their sessions and stops sign-in', async () => {
    const cookie = await t.login('13800000042');
    const row = (await list(admin, '&keyword=13800000042')).list[0]!;
    const res = await t.call({
      method: 'PUT',
      url: `/api/v1/admin/staff/${row.id}`,
      cookie: admin,
      payload: {
        realName: row.realName,
        mobile: row.mobile,
        areaCode: row.areaCode,
        roleIds: row.roleIds,
        groupIds: row.groupIds,
        status: 0,
        version: row.version,
      },
    });
    expect(res.statusCode).toBe(200);
    expect((await t.call({ method: 'GET', url: '/api/auth/v1/userInfo/get', cookie })).statusCode).toBe(401);
    const login = await t.call({
      method: 'POST',
      url: '/api/auth/v1/userInfo/login',
      payload: { mobile: '13800000042', password: 'Demo@2026' },
    });
    expect(login.json().msg).toBe('账号已停用，请联系管理员');
    expect((await auditOf(row.id))[0].action).toBe('disable');
  });

  it('an admin resets a password: old sessions end and the new password works', async () => {
    const cookie = await t.login('13800000041');
    const row = (await list(admin, '&keyword=13800000041')).list[0]!;
    const res = await t.call({
      method: 'POST',
      url: `/api/v1/admin/staff/${row.id}/password`,
      cookie: admin,
      payload: { password: 'Reset2026b' },
    });
    expect(res.statusCode).toBe(200);
    expect((await t.call({ method: 'GET', url: '/api/auth/v1/userInfo/get', cookie })).statusCode).toBe(401);
    await expect(t.login('13800000041', 'Reset2026b')).resolves.toContain('lc_session=');
    expect((await auditOf(row.id))[0].action).toBe('reset_password');
  });

  it('applies the data scope inside the query, total included: an area-scoped role sees its own area only', async () => {
    // Give risk staff (role 31, area scope, Beijing) the staff list.
    const roles = (await t.call({ method: 'GET', url: '/api/v1/admin/roles', cookie: admin })).json().data.roles as {
      id: number;
      codes: string[];
    }[];
    const risk = roles.find((r) => r.id === 31)!;
    await t.call({
      method: 'PUT',
      url: '/api/v1/admin/roles/31/grants',
      cookie: admin,
      payload: { codes: [...risk.codes, 'system_setting_manage', 'sys_user_manage'] },
    });
    const riskCookie = await t.login('13800000031');
    const seen = await list(riskCookie);
    const everyone = await list(admin);
    expect(seen.list.every((r) => r.areaCode === 'BJ_11')).toBe(true);
    expect(seen.total).toBe(everyone.list.filter((r) => r.areaCode === 'BJ_11').length);
    expect(seen.total).toBeLessThan(everyone.total);
    const shanghai = everyone.list.find((r) => r.areaCode === 'SH_31')!;
    const outside = await t.call({
      method: 'POST',
      url: `/api/v1/admin/staff/${shanghai.id}/password`,
      cookie: riskCookie,
      payload: { password: 'Reset2026b' },
    });
    expect(outside.statusCode).toBe(403); // no reset_password component for role 31
  });
});

// Decision 0014: a user grants only what they hold; role 1 only by role 1; no wider org units.
describe('who may grant what through staff management', () => {
  const OPS = '13800002001';
  let t: TestApp;
  let admin: string;
  let ops: string;
  let opsId: number;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login(ADMIN);
    ops = await t.login(OPS);
    opsId = (await t.call({ method: 'GET', url: '/api/auth/v1/userInfo/get', cookie: ops })).json().data.id;
  });
  afterAll(() => t.close());

  const rowOf = async (mobile: string) =>
    (await t.call({ method: 'GET', url: `/api/v1/admin/staff?keyword=${mobile}`, cookie: admin })).json().data.list[0] as Row;
  const editBody = (row: Row, change: Partial<Row>) => ({
    realName: row.realName,
    mobile: row.mobile,
    areaCode: row.areaCode,
    roleIds: row.roleIds,
    groupIds: row.groupIds,
    status: row.status,
    version: row.version,
    ...change,
  });
  const create = (cookie: string, change: Record<string, unknown>) =>
    t.call({
      method: 'POST',
      url: '/api/v1/admin/staff',
      cookie,
      payload: { realName: '新员工', mobile: '13700000301', areaCode: 'BJ_11', roleIds: [2001], password: 'Start2026a', ...change },
    });

  it('the operations admin cannot make themselves system administrator: 403, and nothing changes', async () => {
    const before = await rowOf(OPS);
    const res = await t.call({
      method: 'PUT',
      url: `/api/v1/admin/staff/${opsId}`,
      cookie: ops,
      payload: editBody(before, { roleIds: [2001, 1] }),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().msg).toBe('只有系统管理员可以授予、收回或管理系统管理员角色');
    expect(await rowOf(OPS)).toEqual(before);
    const me = (await t.call({ method: 'GET', url: '/api/auth/v1/userInfo/get', cookie: ops })).json().data;
    expect(me.roles.map((r: { id: number }) => r.id)).toEqual([2001]);
  });

  it('nor widen their own area to ALL, nor take a role whose permissions they lack', async () => {
    const before = await rowOf(OPS);
    const wider = await t.call({
      method: 'PUT',
      url: `/api/v1/admin/staff/${opsId}`,
      cookie: ops,
      payload: editBody(before, { areaCode: 'ALL' }),
    });
    expect(wider.statusCode).toBe(403);
    expect(wider.json().msg).toContain('不能授予超出您自身范围的区域、部门或组');
    const sales = await t.call({
      method: 'PUT',
      url: `/api/v1/admin/staff/${opsId}`,
      cookie: ops,
      payload: editBody(before, { roleIds: [2001, 10] }),
    });
    expect(sales.statusCode).toBe(403);
    expect(sales.json().msg).toContain('不能授予或管理超出您自身权限的角色');
    expect(sales.json().msg).toContain('风控部门总监');
    expect(await rowOf(OPS)).toEqual(before);
  });

  it('cannot create a system administrator, an ALL-area account, or a role beyond their own', async () => {
    const before = (await t.call({ method: 'GET', url: '/api/v1/admin/staff?pageSize=1', cookie: admin })).json().data.total;
    const root = await create(ops, { roleIds: [1], areaCode: 'ALL' });
    expect(root.statusCode).toBe(403);
    expect(root.json().msg).toBe('只有系统管理员可以授予、收回或管理系统管理员角色');
    const all = await create(ops, { areaCode: 'ALL' });
    expect(all.statusCode).toBe(403);
    const otherCity = await create(ops, { areaCode: 'SH_31', groupIds: [14] });
    expect(otherCity.statusCode).toBe(403);
    const group = await create(ops, { groupIds: [14] });
    expect(group.statusCode).toBe(403);
    expect(group.json().msg).toContain('上海业务');
    const risk = await create(ops, { roleIds: [31] });
    expect(risk.statusCode).toBe(403);
    expect((await t.call({ method: 'GET', url: '/api/v1/admin/staff?pageSize=1', cookie: admin })).json().data.total).toBe(before);
  });

  it('may create and edit accounts within their own reach', async () => {
    const res = await create(ops, { groupIds: [3] });
    expect(res.statusCode).toBe(200);
    const row = await rowOf('13700000301');
    const edit = await t.call({
      method: 'PUT',
      url: `/api/v1/admin/staff/${row.id}`,
      cookie: ops,
      payload: editBody(row, { realName: '新员工二', groupIds: [3, 4] }),
    });
    expect(edit.statusCode).toBe(200);
  });

  it('cannot edit or reset the password of an account holding a role beyond their own', async () => {
    const root = await rowOf(ADMIN);
    const reset = await t.call({
      method: 'POST',
      url: `/api/v1/admin/staff/${root.id}/password`,
      cookie: ops,
      payload: { password: 'Taken2026x' },
    });
    expect(reset.statusCode).toBe(403);
    await expect(t.login(ADMIN)).resolves.toContain('lc_session=');
    const risk = await rowOf('13800000010');
    const edit = await t.call({
      method: 'PUT',
      url: `/api/v1/admin/staff/${risk.id}`,
      cookie: ops,
      payload: editBody(risk, { mobile: '13700000302' }),
    });
    expect(edit.statusCode).toBe(403);
    expect(await rowOf('13800000010')).toEqual(risk);
  });

  it('tells the form which roles, areas and groups the user may grant', async () => {
    const res = await t.call({ method: 'GET', url: '/api/v1/admin/staff/grant-options', cookie: ops });
    expect(res.statusCode).toBe(200);
    const { roleIds, areaCodes, groupIds } = res.json().data;
    expect(roleIds).toContain(2001);
    expect(roleIds).not.toContain(1);
    expect(roleIds).not.toContain(11);
    expect(areaCodes).toEqual(['BJ_11']);
    expect(groupIds).toContain(1);
    expect(groupIds).not.toContain(14);
    const all = (await t.call({ method: 'GET', url: '/api/v1/admin/staff/grant-options', cookie: admin })).json().data;
    expect(all.roleIds).toContain(1);
    expect(all.areaCodes).toContain('ALL');
  });
});
