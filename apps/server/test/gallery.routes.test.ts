import { ACCESS_API, ALL_SALESPEOPLE, type EndpointInput, EXPORT_API, GALLERY_API, GALLERY_EXPORT, IDENTITY_API } from '@lc/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { seedSampleRecords } from '../src/modules/gallery/sample-records.seed';
import { orgRepository } from '../src/modules/identity/org.repository';
import { anonymous, as } from './helpers/as-user';
import { type TestApp, createTestApp } from './helpers/test-app';

const G = GALLERY_API.endpoints;
const I = IDENTITY_API.endpoints;
type Query = EndpointInput<typeof G.list>['query'];
/**
 * Who: admin; sales (role 11, Beijing, BJ_BD1, group 1), sales2 (group 2), salesSh, salesXa, salesWh
 * (role 11 in the other three cities); riskStaff (role 31, data scope 'area', Beijing); manager (role
 * 1001, data scope 'group', group 1); finance (role 21: not granted the gallery).
 */
type Who = 'admin' | 'sales' | 'sales2' | 'salesSh' | 'salesXa' | 'salesWh' | 'riskStaff' | 'manager' | 'finance';

/** GB 11643 check character. */
const idCheck = (body: string) =>
  '10X98765432'[[...body].reduce((sum, d, i) => sum + Number(d) * [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2][i]!, 0) % 11];
const luhnValid = (card: string) =>
  [...card].reverse().reduce((sum, c, i) => {
    const d = Number(c) * (i % 2 ? 2 : 1);
    return sum + (d > 9 ? d - 9 : d);
  }, 0) %
    10 ===
  0;

describe('gallery sample records and the org filter', () => {
  let t: TestApp;
  const ids = {} as Record<Who, number>;

  const records = async (who: Who, query: Query = {}) => (await as(t, who)).call(G.list, { query: { pageSize: 100, ...query } });

  beforeAll(async () => {
    t = await createTestApp();
    const admin = await as(t, 'admin');
    // The gallery's code is ours, granted to the admin only; grant it to the roles under test (before they sign in).
    const { roles } = await admin.call(ACCESS_API.endpoints.roles);
    for (const roleId of [11, 31, 1001]) {
      const codes = [...roles.find((r) => r.id === roleId)!.codes, 'sys_tools_gallery'];
      await admin.call(ACCESS_API.endpoints.setRoleGrants, { params: { roleId }, body: { codes } });
    }
    for (const who of ['admin', 'sales', 'sales2', 'salesSh', 'salesXa', 'salesWh', 'riskStaff'] as const) {
      ids[who] = (await (await as(t, who)).call(I.userInfo)).id;
    }
  });
  afterAll(() => t.close());

  it('seeds 2,000 demo records with valid ID cards, bank cards and mobiles, spread over the salespeople', async () => {
    const rows = await queryRows<{ id_card: string; bank_card: string; mobile: string; salesperson_id: number; area_code: string }>(
      t.database.db,
      sql`select id_card, bank_card, mobile, salesperson_id, area_code from sample_records`,
    );
    expect(rows).toHaveLength(2000);
    for (const row of rows) {
      expect(row.id_card).toMatch(/^\d{17}[\dX]$/);
      expect(row.id_card[17]).toBe(idCheck(row.id_card.slice(0, 17)));
      expect(row.bank_card).toMatch(/^62\d{17}$/);
      expect(luhnValid(row.bank_card)).toBe(true);
      expect(row.mobile).toMatch(/^1[3-9]\d{9}$/);
    }
    const bySalesperson = new Set(rows.map((r) => r.salesperson_id));
    expect(bySalesperson).toEqual(new Set([ids.sales, ids.sales2, ids.salesSh, ids.salesXa, ids.salesWh]));
    expect(new Set(rows.map((r) => r.area_code))).toEqual(new Set(['BJ_11', 'SH_31', 'XA_61', 'WH_42']));
  });

  it('gives the admin every record, newest first, masked, with an exact total', async () => {
    const page = await records('admin');
    expect(page.total).toBe(2000);
    expect(page.totalExact).toBe(true);
    expect(page.list).toHaveLength(100);
    const times = page.list.map((r) => Date.parse(r.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const row = page.list[0]!;
    expect(row.mobile).toMatch(/^1\d{2}\*{4}\d{4}$/);
    expect(row.idCard).toMatch(/^\d{6}\*{8}\d{3}[\dX]$/);
    expect(row.bankCard).toMatch(/^\*{4} \*{4} \*{4} \d{4}$/);
    expect(row.borrowerName).toMatch(/^\p{Script=Han}\*+$/u);
    expect(row.loanAmount).toMatch(/^\d+\.\d{2}$/);
    expect(row.salespersonName).toContain('业务员');
    expect(row.departmentName).toMatch(/业务/);
  });

  it('pages without overlap, and skips the count when asked (withTotal=0)', async () => {
    const first = await records('admin', { pageSize: 10 });
    const second = await records('admin', { pageNum: 2, pageSize: 10, withTotal: '0' });
    expect(second.total).toBeNull();
    expect(second.totalExact).toBeNull();
    expect(second.list).toHaveLength(10);
    const all = await records('admin', { pageSize: 20 });
    expect([...first.list, ...second.list].map((r) => r.id)).toEqual(all.list.map((r) => r.id));
  });

  it('shows a salesperson only their own records, and counts only those', async () => {
    const own = await records('sales');
    expect(own.total).toBeGreaterThan(0);
    expect(own.list.every((r) => r.salespersonId === ids.sales)).toBe(true);
    const asAdmin = await records('admin', { salesId: ids.sales });
    expect(own.total).toBe(asAdmin.total);
    // Filters cannot widen the scope.
    expect((await records('sales', { salesId: ids.salesSh })).total).toBe(0);
    expect((await records('sales', { areaCode: 'SH_31' })).total).toBe(0);
  });

  it('shows an area-scoped user the whole area, a group manager the group', async () => {
    const area = await records('riskStaff');
    const bj = await records('admin', { areaCode: 'BJ_11' });
    expect(area.total).toBe(bj.total);
    expect(area.list.every((r) => r.areaCode === 'BJ_11')).toBe(true);
    const group = await records('manager');
    const group1 = await records('admin', { groupId: 1 });
    expect(group.total).toBe(group1.total);
    expect(group.list.every((r) => r.groupId === 1)).toBe(true);
    // Scopes add up: two Beijing salespeople make up the area, one salesperson each the other three cities.
    const [a, b, c, d, e] = await Promise.all((['sales', 'sales2', 'salesSh', 'salesXa', 'salesWh'] as const).map((who) => records(who)));
    expect(a!.total! + b!.total!).toBe(bj.total);
    expect(a!.total! + b!.total! + c!.total! + d!.total! + e!.total!).toBe(2000);
  });

  it('treats the all-salespeople sentinel as no filter', async () => {
    const all = await records('admin', { salesId: ALL_SALESPEOPLE });
    expect(all.total).toBe(2000);
    const own = await records('sales', { salesId: ALL_SALESPEOPLE });
    expect(own.list.every((r) => r.salespersonId === ids.sales)).toBe(true);
  });

  it('filters by keyword prefix, status, department and created dates', async () => {
    const some = (await records('admin', { pageSize: 1 })).list[0]!;
    const byNo = await records('admin', { keyword: some.recordNo.toLowerCase() });
    expect(byNo.list.map((r) => r.id)).toEqual([some.id]);
    const status = await records('admin', { status: 3 });
    expect(status.total).toBeGreaterThan(0);
    expect(status.list.every((r) => r.status === 3)).toBe(true);
    const dept = await records('admin', { businessDeptCode: 'SH_BD' });
    expect(dept.list.every((r) => r.departmentCode === 'SH_BD')).toBe(true);
    // Shanghai days: a record made at 2026-11-19 20:35 UTC belongs to the 20th there.
    const day = new Date(Date.parse(some.createdAt) + 8 * 3_600_000).toISOString().slice(0, 10);
    const onDay = await records('admin', { createdFrom: day, createdTo: day });
    expect(onDay.list.map((r) => r.id)).toContain(some.id);
    for (const r of onDay.list) expect(new Date(Date.parse(r.createdAt) + 8 * 3_600_000).toISOString().slice(0, 10)).toBe(day);
  });

  it('refuses a bad query with a clear message, and changes nothing', async () => {
    // Queries the contract refuses on purpose, cast: the server must answer 400 with the message.
    const cases: [Record<string, string | number>, string][] = [
      [{ pageSize: 1000 }, '每页条数须为1到100的整数'],
      [{ status: 'abc' }, '状态不存在'],
      [{ salesId: 'someone' }, '业务员参数错误'],
      [{ areaCode: 'XX_99' }, '区域不存在'],
      [{ createdFrom: '2026-05-02', createdTo: '2026-05-01' }, '开始日期不能晚于结束日期'],
      [{ pageNum: 1001 }, '最多查看前10000条，请缩小查询范围'],
    ];
    const admin = await as(t, 'admin');
    for (const [query, msg] of cases) {
      const res = await admin.send(G.list, { query: query as never });
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.body).toMatchObject({ code: 400, msg });
    }
    expect((await records('admin')).total).toBe(2000);
  });

  it('refuses callers without the gallery permission, and strangers', async () => {
    const denied = await (await as(t, 'finance')).send(G.list, { query: {} });
    expect(denied.status).toBe(403);
    expect((await anonymous(t).send(G.list, { query: {} })).status).toBe(401);
  });

  it('an export keeps to the exporter’s data scope, counts included', async () => {
    const exportAs = async (who: Who) => {
      const caller = await as(t, who);
      const { taskNo, downloadPassword } = await caller.call(GALLERY_EXPORT, { query: { fileName: 'scope', status: 2 } });
      for (let i = 0; i < 200; i++) {
        const tasks = (await caller.call(EXPORT_API.endpoints.tasks, { query: {} })).list;
        const task = tasks.find((x) => x.taskNo === taskNo);
        if (task?.status === 2) return { task, downloadPassword };
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error(`export ${taskNo} never finished`);
    };
    const own = await records('sales', { status: 2 });
    const everyone = await records('admin', { status: 2 });
    expect(own.total).toBeLessThan(everyone.total!);
    expect((await exportAs('sales')).task.rowsWritten).toBe(own.total);
    expect((await exportAs('admin')).task.rowsWritten).toBe(everyone.total);
  });

  it('caps the count at 10,000 and says the total is not exact', async () => {
    await seedSampleRecords(t.database.db, 10_050, await orgRepository.citySalespeople(t.database.db));
    const all = await records('admin', { pageSize: 10 });
    expect(all).toMatchObject({ total: 10_000, totalExact: false });
    // Narrow enough and the count is exact again; the scoped count is capped the same way.
    const sh = await records('admin', { areaCode: 'SH_31' });
    expect(sh.totalExact).toBe(true);
    const [exact] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from sample_records where area_code = 'SH_31'`,
    );
    expect(sh.total).toBe(exact!.n);
    const area = await records('riskStaff');
    const [bj] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from sample_records where area_code = 'BJ_11'`,
    );
    expect(area).toMatchObject(bj!.n > 10_000 ? { total: 10_000, totalExact: false } : { total: bj!.n, totalExact: true });
    // The last page under the cap is served (the one after it is refused: see the bad queries).
    const last = await records('admin', { pageNum: 1000, pageSize: 10, withTotal: '0' });
    expect(last.list).toHaveLength(10);
  });

  describe('org filter', () => {
    const tree = async (who: Who, permission = 'sys_tools_gallery') => (await as(t, who)).call(I.areaGroups, { params: { permission } });
    const sales = async (who: Who, query: EndpointInput<typeof I.salesList>['query']) =>
      (await (await as(t, who)).call(I.salesList, { query })).map((p) => p.id).sort((a, b) => a - b);
    const sorted = (...n: number[]) => [...n].sort((a, b) => a - b);

    it('gives the admin the four cities, each with departments and groups', async () => {
      const areas = await tree('admin');
      expect(areas.map((a) => a.areaCode)).toEqual(['BJ_11', 'SH_31', 'XA_61', 'WH_42']);
      const bj = areas[0]!;
      expect(bj.businessDeptVoList.map((d) => d.businessDeptCode)).toEqual(['BJ_BD1', 'BJ_BD2', 'BJ_INST']);
      expect(bj.businessDeptVoList[0]!.groups.map((g) => g.groupId)).toEqual([1, 2, 3, 4, 5, 11]);
      expect(bj.groups).toHaveLength(13);
      expect(areas[1]).toMatchObject({ areaName: '上海', businessDeptVoList: [{ businessDeptCode: 'SH_BD', groups: [{ groupId: 14 }] }] });
    });

    it('limits the tree to the scope the permission gives', async () => {
      expect(await tree('sales')).toEqual([
        {
          areaCode: 'BJ_11',
          areaName: '北京',
          groups: [{ groupId: 1, groupName: '业务一组' }],
          businessDeptVoList: [
            { businessDeptCode: 'BJ_BD1', businessDeptName: '北京业务一部', groups: [{ groupId: 1, groupName: '业务一组' }] },
          ],
        },
      ]);
      const area = await tree('riskStaff');
      expect(area.map((a) => a.areaCode)).toEqual(['BJ_11']);
      expect(area[0]!.groups).toHaveLength(13);
      const group = await tree('manager');
      expect(group.flatMap((a) => a.groups.map((g) => g.groupId))).toEqual([1]);
    });

    it('gives nothing for an unknown permission or one the caller lacks', async () => {
      expect(await tree('admin', 'no_such_code')).toEqual([]);
      expect(await tree('sales', 'sys_user_manage')).toEqual([]);
      expect(await tree('finance')).toEqual([]);
      expect(await sales('sales', { permission: 'sys_user_manage' })).toEqual([]);
      const bad = await (await as(t, 'admin')).send(I.areaGroups, { params: { permission: 'a b' } });
      expect(bad.status).toBe(400);
      expect(bad.body.msg).toBe('权限编码格式错误');
      expect((await anonymous(t).send(I.areaGroups, { params: { permission: 'sys_tools_gallery' } })).status).toBe(401);
    });

    it('lists the salespeople inside the scope, narrowed by area, department and group', async () => {
      const everyone = sorted(ids.sales!, ids.sales2!, ids.salesSh!, ids.salesXa!, ids.salesWh!);
      expect(await sales('admin', { permission: 'sys_tools_gallery' })).toEqual(everyone);
      expect(await sales('admin', { permission: 'sys_tools_gallery', areaCode: 'SH_31' })).toEqual([ids.salesSh]);
      expect(await sales('admin', { permission: 'sys_tools_gallery', businessDeptCode: 'BJ_BD1' })).toEqual(
        sorted(ids.sales!, ids.sales2!),
      );
      expect(await sales('admin', { permission: 'sys_tools_gallery', groupId: 2 })).toEqual([ids.sales2]);
      expect(await sales('admin', { permission: 'sys_tools_gallery', areaCode: 'XA_61' })).toEqual([ids.salesXa]);
      expect(await sales('sales', { permission: 'sys_tools_gallery' })).toEqual([ids.sales]);
      expect(await sales('riskStaff', { permission: 'sys_tools_gallery' })).toEqual(sorted(ids.sales!, ids.sales2!));
      expect(await sales('manager', { permission: 'sys_tools_gallery' })).toEqual([ids.sales]);
      // No permission at all, which the contract requires: sent on purpose.
      const missing = await (await as(t, 'admin')).send(I.salesList, { query: {} as never });
      expect(missing.status).toBe(400);
    });
  });
});
