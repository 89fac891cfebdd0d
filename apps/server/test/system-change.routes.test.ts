import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { type TestApp, createTestApp } from './helpers/test-app';

const ADMIN = '13800000000';
const MANAGER = '13800001001'; // role 1001: system_change_manage, group scope (BJ group 1)
const CORE = '13800000092'; // role 92: system_change_manage + system_change_approve + system_change_list, all
const SALES_SH = '13800000211'; // role 11, Shanghai: no system-change code
const FINANCE = '13800000020'; // none of the codes

type Options = {
  bills: { id: number; billNo: string; customerName: string; borrowType: number; borrowDuration: number; fundings: string | null }[];
};
type Detail = { status: number; flow: { version: number } | null; changes: { field: string; before: string | null; after: string }[] };

describe('system changes (/systemchangeManage/systemChangeApply, /systemSetting/changeVersion)', () => {
  let t: TestApp;
  const c = {} as Record<'admin' | 'manager' | 'core' | 'salesSh' | 'finance', string>;
  let options: Options['bills'];

  const get = (cookie: string, url: string) => t.call({ method: 'GET', url: `/api/v1${url}`, cookie });
  const post = (cookie: string, url: string, payload: object, lang?: string) =>
    t.call({ method: 'POST', url: `/api/v1${url}`, cookie, payload, ...(lang ? { headers: { 'accept-language': lang } } : {}) });
  const one = async <T>(query: ReturnType<typeof sql>) => (await queryRows<T>(t.database.db, query))[0]!;
  const billRow = (id: number) =>
    one<{ borrow_type: number; borrow_duration: number; fundings: string | null; version: number }>(
      sql`select borrow_type, borrow_duration, fundings, version from bills where id = ${id}`,
    );
  const count = async (table: string) =>
    Number((await one<{ n: string }>(sql`select count(*)::text as n from ${sql.identifier(table)}`)).n);
  const detail = async (id: number) => (await get(c.manager, `/systemChange/${id}`)).json().data as Detail;
  const request = async (billId: number, changes: object, who = c.manager) => {
    const res = await post(who, '/systemChange', { billId, changes, reason: '报单时选错借款类型' });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.id as number;
  };
  const approve = async (id: number, who = c.core) =>
    post(who, `/systemChange/${id}/approve`, { flowVersion: (await detail(id)).flow!.version });

  beforeAll(async () => {
    t = await createTestApp();
    for (const [k, m] of [
      ['admin', ADMIN],
      ['manager', MANAGER],
      ['core', CORE],
      ['salesSh', SALES_SH],
      ['finance', FINANCE],
    ] as const) {
      c[k] = await t.login(m);
    }
    options = ((await get(c.manager, '/systemChange/options')).json().data as Options).bills;
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
    expect((await get(c.finance, '/systemChange/list')).statusCode).toBe(403);
    expect((await get(c.salesSh, '/systemChange/options')).statusCode).toBe(403);
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
    const inbox = (await get(c.core, '/systemChange/list?view=inbox')).json().data;
    expect(inbox.list.map((r: { id: number }) => r.id)).toContain(id);

    const approved = await approve(id);
    expect(approved.json()).toMatchObject({ code: 200, msg: '已审批通过，变更已生效', data: { status: 2 } });
    expect(await billRow(bill.id)).toEqual({ ...before, borrow_type: 3, fundings: 'zhonghaitrust', version: before.version + 1 });
    const versions = (await get(c.core, `/systemChange/versions?keyword=${bill.billNo}`)).json().data;
    const mine = versions.list.filter((v: { requestId: number }) => v.requestId === id);
    expect(
      mine.map((v: { field: string; before: string; after: string; billVersion: number; approverName: string }) => [
        v.field,
        v.before,
        v.after,
        v.billVersion,
        v.approverName,
      ]),
    ).toEqual([
      ['fundings', 'hnxiaodai', 'zhonghaitrust', before.version + 1, '核心运营（演示）'],
      ['borrowType', '2', '3', before.version + 1, '核心运营（演示）'],
    ]);
    expect((await get(c.core, `/systemChange/versions?keyword=${bill.billNo}&field=borrowType`)).json().data.total).toBe(1);
    const audit = await one<{ n: string }>(
      sql`select count(*)::text as n from audit_log where entity = 'bill' and entity_id = ${String(bill.id)} and action = 'system_change'`,
    );
    expect(Number(audit.n)).toBe(1);
    // Decided: a second approval is refused.
    expect((await post(c.core, `/systemChange/${id}/approve`, { flowVersion: 0 })).statusCode).toBe(409);
  });

  it('refuses the approval with 409 when the bill changed since the request, and changes nothing', async () => {
    const bill = options.find((o) => o.borrowType === 1 && o.borrowDuration % 10 === 0)!;
    const stale = await request(bill.id, { borrowType: 4 });
    const other = await request(bill.id, { fundings: 'guomin' });
    expect((await approve(other)).statusCode).toBe(200);
    const before = await billRow(bill.id);
    const versions = await count('system_change_versions');
    const refused = await approve(stale);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().msg).toBe('报单在申请后已被修改，本次变更不能生效，请驳回后重新申请');
    const english = await post(c.core, `/systemChange/${stale}/approve`, { flowVersion: (await detail(stale)).flow!.version }, 'en-US');
    expect(english.json().msg).toBe('The bill changed after this request was made: the change cannot apply. Reject it and request again');
    expect(await billRow(bill.id)).toEqual(before);
    expect(await count('system_change_versions')).toBe(versions);
    const still = await detail(stale);
    expect(still.status).toBe(1);
    // The approver rejects it instead.
    const rejected = await post(c.core, `/systemChange/${stale}/reject`, {
      flowVersion: still.flow!.version,
      comment: '报单已变更，请重新申请',
    });
    expect(rejected.json().data.status).toBe(3);
  });

  it('never lets the applicant approve their own request, even holding the approval code', async () => {
    const bill = options.find((o) => o.borrowType === 1 && o.borrowDuration % 10 === 0)!;
    const own = await request(bill.id, { borrowDuration: 60 }, c.core);
    const before = await billRow(bill.id);
    const refused = await approve(own, c.core);
    expect(refused.statusCode).toBe(403);
    expect(await billRow(bill.id)).toEqual(before);
    expect((await get(c.core, '/systemChange/list?view=inbox')).json().data.list.some((r: { id: number }) => r.id === own)).toBe(false);
    // The manager holds no approval code: 403 too.
    expect((await approve(own, c.manager)).statusCode).toBe(403);
    expect((await approve(own, c.admin)).statusCode).toBe(200);
    expect((await billRow(bill.id)).borrow_duration).toBe(60);
  });

  it('refuses a field outside the whitelist, an invalid value, no change and a term that no longer suits (400, nothing written)', async () => {
    const bill = options.find((o) => o.borrowType === 1)!;
    const requests = await count('system_change_requests');
    const bad = async (changes: object, msg: string, lang?: string) => {
      const res = await post(c.manager, '/systemChange', { billId: bill.id, changes, reason: '测试' }, lang);
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toBe(msg);
    };
    await bad({ borrowAmount: '1.00' }, '只能变更借款类型、借款期限和资金方');
    await bad({ borrowAmount: '1.00' }, 'Only the loan type, the term and the funding party can be changed', 'en-US');
    await bad({ borrowType: 99 }, '请选择借款类型');
    await bad({ fundings: 'nobody' }, '资金方不存在');
    await bad({}, '请至少变更一项内容');
    await bad({ borrowType: bill.borrowType }, '新值与报单当前值相同，无需变更');
    // A bridge loan of 30 days made a first mortgage: 30 is a multiple of 30, so try 40 days as a mortgage.
    await bad({ borrowType: 2, borrowDuration: 40 }, '借款期限须符合借款类型：一抵、二抵为30天的整数倍，其他为10天的整数倍');
    const noReason = await post(c.manager, '/systemChange', { billId: bill.id, changes: { borrowType: 5 }, reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect(await count('system_change_requests')).toBe(requests);
  });

  it('keeps requests and versions inside the data scope', async () => {
    const sh = (
      await queryRows<{ id: number }>(t.database.db, sql`select id from bills where area_code = 'SH_31' and status = 4 limit 1`)
    )[0]!;
    const outside = await post(c.manager, '/systemChange', { billId: sh.id, changes: { borrowType: 3 }, reason: '越权' });
    expect(outside.statusCode).toBe(404);
    const mine = await request(sh.id, { borrowType: 3 }, c.core);
    expect((await get(c.manager, `/systemChange/${mine}`)).statusCode).toBe(404);
    expect((await get(c.manager, '/systemChange/list?view=all')).json().data.list.some((r: { id: number }) => r.id === mine)).toBe(false);
    expect((await get(c.core, '/systemChange/list?view=all')).json().data.list.some((r: { id: number }) => r.id === mine)).toBe(true);
  });
});
