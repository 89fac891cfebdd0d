import { ACCESS_API, AUDIT_API, type AreaCode, type EndpointInput, IDENTITY_API, STAFF_API, type StaffRow } from '@lc/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, anonymous, as, callerOf } from './helpers/as-user';
import { DEMO_PASSWORD } from '../src/seed/org.seed-data';
import { demoMobile } from './helpers/demo-users';
import { type TestApp, createTestApp } from './helpers/test-app';

const S = STAFF_API.endpoints;
const userInfo = IDENTITY_API.endpoints.userInfo;
/** A row's area as an edit sends it back: the list's row types it as a plain string. */
const areaOf = (row: StaffRow) => row.areaCode as AreaCode;
type Edit = EndpointInput<typeof S.update>['body'];

describe('staff administration', () => {
  let t: TestApp;
  let admin: Caller;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await as(t, 'admin');
  });
  afterAll(() => t.close());

  const list = (who: Caller, query: Record<string, string | number> = {}) => who.call(S.list, { query: { pageSize: 100, ...query } });
  const auditOf = async (entityId: number) =>
    (await admin.call(AUDIT_API.endpoints.list, { query: { entity: 'user', pageSize: 50 } })).list.filter(
      (r) => r.entityId === String(entityId),
    );
  /** A demo user signed in on a session of their own, which the test then ends. */
  const ownSession = async (name: 'inLoan' | 'afterLoan') => callerOf(t, await t.login(demoMobile(name)));

  it('lists and searches staff by name or mobile', async () => {
    const all = await list(admin);
    expect(all.total).toBeGreaterThanOrEqual(36);
    const found = await list(admin, { keyword: demoMobile('finance') });
    expect(found.list.map((r) => r.mobile)).toEqual([demoMobile('finance')]);
    const sh = await list(admin, { areaCode: 'SH_31' });
    expect(sh.list.every((r) => r.areaCode === 'SH_31')).toBe(true);
    const byRole = await list(admin, { roleId: 21 });
    expect(byRole.list.map((r) => r.mobile)).toEqual([demoMobile('finance')]);
  });

  it('creates a staff member who can then sign in, and audits it without the password', async () => {
    const { id } = await admin.call(S.create, {
      body: {
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
    await expect(t.login('13700000001', 'Start2026a')).resolves.toContain('lc_session=');
    const [entry] = await auditOf(id);
    expect(entry).toMatchObject({ action: 'create', actorName: '系统管理员' });
    expect(JSON.stringify(entry)).not.toContain('Start2026a');
  });

  it('refuses bad input with a clear message and changes nothing', async () => {
    const before = (await list(admin)).total;
    const badMobile = await admin.send(S.create, {
      body: { realName: 'x', mobile: '1234', areaCode: 'BJ_11', roleIds: [11], password: 'Start2026a' },
    });
    expect(badMobile.status).toBe(400);
    expect(badMobile.body.msg).toBe('手机号格式错误');
    const taken = await admin.send(S.create, {
      body: { realName: 'x', mobile: demoMobile('sales'), areaCode: 'BJ_11', roleIds: [11], password: 'Start2026a' },
    });
    expect(taken.body.msg).toBe('该手机号已被使用');
    const noRole = await admin.send(S.create, {
      body: { realName: 'x', mobile: '13700000002', areaCode: 'BJ_11', roleIds: [], password: 'Start2026a' },
    });
    expect(noRole.body.msg).toBe('请至少选择一个角色');
    expect((await list(admin)).total).toBe(before);
  });

  it('edits roles, groups and area with a version; a stale edit gets 409', async () => {
    const row = (await list(admin, { keyword: demoMobile('sales2') })).list[0]!;
    const body: Edit = {
      realName: row.realName,
      mobile: row.mobile,
      areaCode: 'SH_31',
      roleIds: [11, 1001],
      groupIds: [14],
      status: 1,
      version: row.version,
    };
    expect((await admin.send(S.update, { params: { id: row.id }, body })).status).toBe(200);
    const stale = await admin.send(S.update, { params: { id: row.id }, body: { ...body, areaCode: 'XA_61' } });
    expect(stale.status).toBe(409);
    const after = (await list(admin, { keyword: demoMobile('sales2') })).list[0]!;
    expect(after).toMatchObject({ areaCode: 'SH_31', roleIds: [11, 1001], groupIds: [14], version: row.version + 1 });
    const [entry] = await auditOf(row.id);
    expect(entry!.before).toMatchObject({ areaCode: 'BJ_11' });
    expect(entry!.after).toMatchObject({ areaCode: 'SH_31' });
  });

  it('disabling a user ends their sessions and stops sign-in', async () => {
    const inLoan = await ownSession('inLoan');
    const row = (await list(admin, { keyword: demoMobile('inLoan') })).list[0]!;
    const res = await admin.send(S.update, {
      params: { id: row.id },
      body: {
        realName: row.realName,
        mobile: row.mobile,
        areaCode: areaOf(row),
        roleIds: row.roleIds,
        groupIds: row.groupIds,
        status: 0,
        version: row.version,
      },
    });
    expect(res.status).toBe(200);
    expect((await inLoan.send(userInfo)).status).toBe(401);
    const login = await anonymous(t).send(IDENTITY_API.endpoints.login, {
      body: { mobile: demoMobile('inLoan'), password: DEMO_PASSWORD },
    });
    expect(login.body.msg).toBe('账号已停用，请联系管理员');
    expect((await auditOf(row.id))[0]!.action).toBe('disable');
  });

  it('an admin resets a password: old sessions end and the new password works', async () => {
    const afterLoan = await ownSession('afterLoan');
    const row = (await list(admin, { keyword: demoMobile('afterLoan') })).list[0]!;
    const res = await admin.send(S.resetPassword, { params: { id: row.id }, body: { password: 'Reset2026b' } });
    expect(res.status).toBe(200);
    expect((await afterLoan.send(userInfo)).status).toBe(401);
    await expect(t.login(demoMobile('afterLoan'), 'Reset2026b')).resolves.toContain('lc_session=');
    expect((await auditOf(row.id))[0]!.action).toBe('reset_password');
  });

  it('applies the data scope inside the query, total included: an area-scoped role sees its own area only', async () => {
    // Give risk staff (role 31, area scope, Beijing) the staff list.
    const { roles } = await admin.call(ACCESS_API.endpoints.roles);
    const risk = roles.find((r) => r.id === 31)!;
    await admin.send(ACCESS_API.endpoints.setRoleGrants, {
      params: { roleId: 31 },
      body: { codes: [...risk.codes, 'system_setting_manage', 'sys_user_manage'] },
    });
    const riskStaff = await as(t, 'riskStaff');
    const seen = await list(riskStaff);
    const everyone = await list(admin);
    expect(seen.list.every((r) => r.areaCode === 'BJ_11')).toBe(true);
    expect(seen.total).toBe(everyone.list.filter((r) => r.areaCode === 'BJ_11').length);
    expect(seen.total).toBeLessThan(everyone.total);
    const shanghai = everyone.list.find((r) => r.areaCode === 'SH_31')!;
    const outside = await riskStaff.send(S.resetPassword, { params: { id: shanghai.id }, body: { password: 'Reset2026b' } });
    expect(outside.status).toBe(403); // no reset_password component for role 31
  });
});

// Decision 0014: a user grants only what they hold; role 1 only by role 1; no wider org units.
describe('who may grant what through staff management', () => {
  const OPS = demoMobile('opsAdmin');
  let t: TestApp;
  let admin: Caller;
  let ops: Caller;
  let opsId: number;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await as(t, 'admin');
    ops = await as(t, 'opsAdmin');
    opsId = (await ops.call(userInfo)).id;
  });
  afterAll(() => t.close());

  const rowOf = async (mobile: string) => (await admin.call(S.list, { query: { keyword: mobile } })).list[0]!;
  const editBody = (row: StaffRow, change: Partial<Edit>): Edit => ({
    realName: row.realName,
    mobile: row.mobile,
    areaCode: areaOf(row),
    roleIds: row.roleIds,
    groupIds: row.groupIds,
    status: row.status,
    version: row.version,
    ...change,
  });
  const create = (who: Caller, change: Partial<EndpointInput<typeof S.create>['body']>) =>
    who.send(S.create, {
      body: { realName: '新员工', mobile: '13700000301', areaCode: 'BJ_11', roleIds: [2001], password: 'Start2026a', ...change },
    });
  const total = async () => (await admin.call(S.list, { query: { pageSize: 1 } })).total;

  it('the operations admin cannot make themselves system administrator: 403, and nothing changes', async () => {
    const before = await rowOf(OPS);
    const res = await ops.send(S.update, { params: { id: opsId }, body: editBody(before, { roleIds: [2001, 1] }) });
    expect(res.status).toBe(403);
    expect(res.body.msg).toBe('只有系统管理员可以授予、收回或管理系统管理员角色');
    expect(await rowOf(OPS)).toEqual(before);
    const me = await ops.call(userInfo);
    expect(me.roles.map((r) => r.id)).toEqual([2001]);
  });

  it('nor widen their own area to ALL, nor take a role whose permissions they lack', async () => {
    const before = await rowOf(OPS);
    const wider = await ops.send(S.update, { params: { id: opsId }, body: editBody(before, { areaCode: 'ALL' }) });
    expect(wider.status).toBe(403);
    expect(wider.body.msg).toContain('不能授予超出您自身范围的区域、部门或组');
    const sales = await ops.send(S.update, { params: { id: opsId }, body: editBody(before, { roleIds: [2001, 10] }) });
    expect(sales.status).toBe(403);
    expect(sales.body.msg).toContain('不能授予或管理超出您自身权限的角色');
    expect(sales.body.msg).toContain('风控部门总监');
    expect(await rowOf(OPS)).toEqual(before);
  });

  it('cannot create a system administrator, an ALL-area account, or a role beyond their own', async () => {
    const before = await total();
    const root = await create(ops, { roleIds: [1], areaCode: 'ALL' });
    expect(root.status).toBe(403);
    expect(root.body.msg).toBe('只有系统管理员可以授予、收回或管理系统管理员角色');
    const all = await create(ops, { areaCode: 'ALL' });
    expect(all.status).toBe(403);
    const otherCity = await create(ops, { areaCode: 'SH_31', groupIds: [14] });
    expect(otherCity.status).toBe(403);
    const group = await create(ops, { groupIds: [14] });
    expect(group.status).toBe(403);
    expect(group.body.msg).toContain('上海业务');
    const risk = await create(ops, { roleIds: [31] });
    expect(risk.status).toBe(403);
    expect(await total()).toBe(before);
  });

  it('may create and edit accounts within their own reach', async () => {
    const res = await create(ops, { groupIds: [3] });
    expect(res.status).toBe(200);
    const row = await rowOf('13700000301');
    const edit = await ops.send(S.update, { params: { id: row.id }, body: editBody(row, { realName: '新员工二', groupIds: [3, 4] }) });
    expect(edit.status).toBe(200);
  });

  it('cannot edit or reset the password of an account holding a role beyond their own', async () => {
    const root = await rowOf(demoMobile('admin'));
    const reset = await ops.send(S.resetPassword, { params: { id: root.id }, body: { password: 'Taken2026x' } });
    expect(reset.status).toBe(403);
    await expect(t.login(demoMobile('admin'))).resolves.toContain('lc_session=');
    const risk = await rowOf(demoMobile('risk'));
    const edit = await ops.send(S.update, { params: { id: risk.id }, body: editBody(risk, { mobile: '13700000302' }) });
    expect(edit.status).toBe(403);
    expect(await rowOf(demoMobile('risk'))).toEqual(risk);
  });

  it('tells the form which roles, areas and groups the user may grant', async () => {
    const { roleIds, areaCodes, groupIds } = await ops.call(S.grantOptions);
    expect(roleIds).toContain(2001);
    expect(roleIds).not.toContain(1);
    expect(roleIds).not.toContain(11);
    expect(areaCodes).toEqual(['BJ_11']);
    expect(groupIds).toContain(1);
    expect(groupIds).not.toContain(14);
    const all = await admin.call(S.grantOptions);
    expect(all.roleIds).toContain(1);
    expect(all.areaCodes).toContain('ALL');
  });
});
