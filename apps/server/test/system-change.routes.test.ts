import { type EndpointReply, SYSTEM_CHANGE_API } from '@lc/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { type Caller, asEach } from './helpers/as-user';
import { type TestApp, createTestApp } from './helpers/test-app';

// manager (role 1001): system_change_manage, group scope (BJ group 1); coreOps (role 92): system_change_manage +
// system_change_approve + system_change_list, all; salesSh (role 11, Shanghai): no system-change code; financeHead
// (role 20): none of the codes.
const SC = SYSTEM_CHANGE_API.endpoints;

describe('system changes (/systemchangeManage/systemChangeApply, /systemSetting/changeVersion)', () => {
  let t: TestApp;
  let c: Record<'admin' | 'manager' | 'coreOps' | 'salesSh' | 'financeHead', Caller>;
  let options: EndpointReply<typeof SC.options>['bills'];

  const one = async <T>(query: ReturnType<typeof sql>) => (await queryRows<T>(t.database.db, query))[0]!;
  const billRow = (id: number) =>
    one<{ borrow_type: number; borrow_duration: number; fundings: string | null; version: number }>(
      sql`select borrow_type, borrow_duration, fundings, version from bills where id = ${id}`,
    );
  const count = async (table: string) =>
    Number((await one<{ n: string }>(sql`select count(*)::text as n from ${sql.identifier(table)}`)).n);
  const detail = async (id: number) => (await c.manager.send(SC.detail, { params: { id } })).reply!;
  const request = async (billId: number, changes: object, who = c.manager) => {
    const res = await who.send(SC.create, { body: { billId, changes, reason: '报单时选错借款类型' } });
    expect(res.status, res.body.msg).toBe(200);
    return res.reply!.id;
  };
  const approve = async (id: number, who = c.coreOps) =>
    who.send(SC.approve, { params: { id }, body: { flowVersion: (await detail(id)).flow!.version } });

  beforeAll(async () => {
    t = await createTestApp();
    c = await asEach(t, 'admin', 'manager', 'coreOps', 'salesSh', 'financeHead');
    options = (await c.manager.send(SC.options)).reply!.bills;
  });
  afterAll(() => t.close());

  it('offers only bills in scope that are in approval or past final review', async () => {
    expect(options.length).toBeGreaterThan(3);
    const statuses = await queryRows<{ status: number; area_code: string; group_id: number }>(
      t.database.db,
      sql`select status, area_code, group_id from bills where id in ${sql.raw(`(${options.map((o) => o.id).join(',')})`)}`,
    );
    expect(statuses.every((s) => (s.status === 1 || s.status === 4) && s.group_id === 1)).toBe(true);
    // The Shanghai loan the certificate seed added is outside the manager's group.
    expect(options.some((o) => o.billNo.startsWith('SH'))).toBe(false);
    expect((await c.financeHead.send(SC.list, { query: {} })).status).toBe(403);
    expect((await c.salesSh.send(SC.options)).status).toBe(403);
  });

  it('approval by another user applies the change and writes one version record per field, before and after', async () => {
    const bill = options.find((o) => o.borrowType === 2 && o.borrowDuration % 30 === 0 && o.fundings === 'hnxiaodai')!;
    const before = await billRow(bill.id);
    const id = await request(bill.id, { borrowType: 3, fundings: 'zhonghaitrust' });
    expect((await detail(id)).changes).toEqual([
      { field: 'borrowType', before: '2', after: '3' },
      { field: 'fundings', before: 'hnxiaodai', after: 'zhonghaitrust' },
    ]);
    // Nothing changes before the approval.
    expect(await billRow(bill.id)).toEqual(before);
    const inbox = (await c.coreOps.send(SC.list, { query: { view: 'inbox' } })).reply!;
    expect(inbox.list.map((r) => r.id)).toContain(id);

    const approved = await approve(id);
    expect(approved.body).toMatchObject({ code: 200, msg: '已审批通过，变更已生效', data: { status: 2 } });
    expect(await billRow(bill.id)).toEqual({ ...before, borrow_type: 3, fundings: 'zhonghaitrust', version: before.version + 1 });
    const versions = (await c.coreOps.send(SC.versions, { query: { keyword: bill.billNo } })).reply!;
    const mine = versions.list.filter((v) => v.requestId === id);
    expect(mine.map((v) => [v.field, v.before, v.after, v.billVersion, v.approverName])).toEqual([
      ['fundings', 'hnxiaodai', 'zhonghaitrust', before.version + 1, '核心运营（演示）'],
      ['borrowType', '2', '3', before.version + 1, '核心运营（演示）'],
    ]);
    expect((await c.coreOps.send(SC.versions, { query: { keyword: bill.billNo, field: 'borrowType' } })).reply!.total).toBe(1);
    const audit = await one<{ n: string }>(
      sql`select count(*)::text as n from audit_log where entity = 'bill' and entity_id = ${String(bill.id)} and action = 'system_change'`,
    );
    expect(Number(audit.n)).toBe(1);
    // Decided: a second approval is refused.
    expect((await c.coreOps.send(SC.approve, { params: { id }, body: { flowVersion: 0 } })).status).toBe(409);
  });

  it('refuses the approval with 409 when the bill changed since the request, and changes nothing', async () => {
    const bill = options.find((o) => o.borrowType === 1 && o.borrowDuration % 10 === 0)!;
    const stale = await request(bill.id, { borrowType: 4 });
    const other = await request(bill.id, { fundings: 'guomin' });
    expect((await approve(other)).status).toBe(200);
    const before = await billRow(bill.id);
    const versions = await count('system_change_versions');
    const refused = await approve(stale);
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toBe('报单在申请后已被修改，本次变更不能生效，请驳回后重新申请');
    const english = await c.coreOps.send(
      SC.approve,
      { params: { id: stale }, body: { flowVersion: (await detail(stale)).flow!.version } },
      { headers: { 'accept-language': 'en-US' } },
    );
    expect(english.body.msg).toBe('The bill changed after this request was made: the change cannot apply. Reject it and request again');
    expect(await billRow(bill.id)).toEqual(before);
    expect(await count('system_change_versions')).toBe(versions);
    const still = await detail(stale);
    expect(still.status).toBe(1);
    // The approver rejects it instead.
    const rejected = await c.coreOps.send(SC.reject, {
      params: { id: stale },
      body: {
        flowVersion: still.flow!.version,
        comment: '报单已变更，请重新申请',
      },
    });
    expect(rejected.reply!.status).toBe(3);
  });

  it('never lets the applicant approve their own request, even holding the approval code', async () => {
    const bill = options.find((o) => o.borrowType === 1 && o.borrowDuration % 10 === 0)!;
    const own = await request(bill.id, { borrowDuration: 60 }, c.coreOps);
    const before = await billRow(bill.id);
    const refused = await approve(own, c.coreOps);
    expect(refused.status).toBe(403);
    expect(await billRow(bill.id)).toEqual(before);
    expect((await c.coreOps.send(SC.list, { query: { view: 'inbox' } })).reply!.list.some((r) => r.id === own)).toBe(false);
    // The manager holds no approval code: 403 too.
    expect((await approve(own, c.manager)).status).toBe(403);
    expect((await approve(own, c.admin)).status).toBe(200);
    expect((await billRow(bill.id)).borrow_duration).toBe(60);
  });

  it('refuses a field outside the whitelist, an invalid value, no change and a term that no longer suits (400, nothing written)', async () => {
    const bill = options.find((o) => o.borrowType === 1)!;
    const requests = await count('system_change_requests');
    const bad = async (changes: object, msg: string, lang?: string) => {
      const res = await c.manager.send(
        SC.create,
        { body: { billId: bill.id, changes, reason: '测试' } },
        lang ? { headers: { 'accept-language': lang } } : undefined,
      );
      expect(res.status).toBe(400);
      expect(res.body.msg).toBe(msg);
    };
    await bad({ borrowAmount: '1.00' }, '只能变更借款类型、借款期限和资金方');
    await bad({ borrowAmount: '1.00' }, 'Only the loan type, the term and the funding party can be changed', 'en-US');
    await bad({ borrowType: 99 }, '请选择借款类型');
    await bad({ fundings: 'nobody' }, '资金方不存在');
    await bad({}, '请至少变更一项内容');
    await bad({ borrowType: bill.borrowType }, '新值与报单当前值相同，无需变更');
    // A bridge loan of 30 days made a first mortgage: 30 is a multiple of 30, so try 40 days as a mortgage.
    await bad({ borrowType: 2, borrowDuration: 40 }, '借款期限须符合借款类型：一抵、二抵为30天的整数倍，其他为10天的整数倍');
    const noReason = await c.manager.send(SC.create, { body: { billId: bill.id, changes: { borrowType: 5 }, reason: ' ' } });
    expect(noReason.status).toBe(400);
    expect(await count('system_change_requests')).toBe(requests);
  });

  it('keeps requests and versions inside the data scope', async () => {
    const sh = (
      await queryRows<{ id: number }>(t.database.db, sql`select id from bills where area_code = 'SH_31' and status = 4 limit 1`)
    )[0]!;
    const outside = await c.manager.send(SC.create, { body: { billId: sh.id, changes: { borrowType: 3 }, reason: '越权' } });
    expect(outside.status).toBe(404);
    const mine = await request(sh.id, { borrowType: 3 }, c.coreOps);
    expect((await c.manager.send(SC.detail, { params: { id: mine } })).status).toBe(404);
    expect((await c.manager.send(SC.list, { query: { view: 'all' } })).reply!.list.some((r) => r.id === mine)).toBe(false);
    expect((await c.coreOps.send(SC.list, { query: { view: 'all' } })).reply!.list.some((r) => r.id === mine)).toBe(true);
  });
});
