import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shanghaiDate } from '../src/lib/time';
import { type TestApp, createTestApp } from './helpers/test-app';

const ZK = '13800000033'; // role 33: zk_appointment_list and zk_list, Beijing area
const SALES = '13800000011'; // role 11: own records; holds appoint_order, not the zk codes (until granted below)
const SALES2 = '13800000111'; // role 11: own records, another group
const DISPATCHER = '13800000035'; // role 35: dispatches every appointment of its area
const ADMIN = '13800000000';

type Row = { id: number; billId: number; status: number; version: number; customerName: string };

const dayAhead = (days: number) => shanghaiDate(new Date(Date.now() + days * 24 * 3600 * 1000));

describe('direct-client appointments (/zkManager)', () => {
  let t: TestApp;
  const c = {} as Record<'zk' | 'sales' | 'sales2' | 'dispatcher' | 'admin', string>;
  let billId: number;

  const get = (cookie: string, url: string) => t.call({ method: 'GET', url: `/api/v1${url}`, cookie });
  const post = (cookie: string, url: string, payload: object) => t.call({ method: 'POST', url: `/api/v1${url}`, cookie, payload });
  const visit = (over: Record<string, unknown> = {}) => ({
    billId,
    kind: 2,
    address: '海淀区公证处（中关村）',
    visitDate: dayAhead(12),
    startTime: '14:00',
    endTime: '15:00',
    ...over,
  });
  const ids = async (cookie: string, url: string) =>
    ((await get(cookie, `${url}?pageSize=100`)).json().data.list as Row[]).map((r) => r.id);

  beforeAll(async () => {
    t = await createTestApp();
    for (const [k, m] of Object.entries({ zk: ZK, sales: SALES, sales2: SALES2, dispatcher: DISPATCHER, admin: ADMIN })) {
      c[k as keyof typeof c] = await t.login(m);
    }
    const bills = (await get(c.zk, '/zk/appointment/bills')).json().data.list as { id: number }[];
    billId = bills[0]!.id;
  });
  afterAll(() => t.close());

  it('is refused without the zk codes: a salesperson holding appoint_order gets 403 on every zk endpoint', async () => {
    for (const url of ['/zk/appointment/list', '/zk/appointment/bills', '/zk/list', '/zk/appointment/1', '/zk/list/1']) {
      expect((await get(c.sales, url)).statusCode, url).toBe(403);
    }
    expect((await post(c.sales, '/zk/appointment', visit())).statusCode).toBe(403);
    expect((await post(c.sales, '/zk/appointment/1/cancel', {})).statusCode).toBe(403);
  });

  it("books a direct client's visit, lists it under zkAppoint and zkList (not /appoint), and opens its detail", async () => {
    const made = await post(c.zk, '/zk/appointment', visit());
    expect(made.json()).toMatchObject({ code: 200, msg: '已预约' });
    const id = made.json().data.id as number;

    expect(await ids(c.zk, '/zk/appointment/list')).toContain(id);
    expect(await ids(c.zk, '/zk/list')).toContain(id);
    expect((await get(c.zk, `/zk/appointment/${id}`)).json().data).toMatchObject({ id, billId, status: 1, kind: 2 });
    expect((await get(c.zk, `/zk/list/${id}`)).json().data).toMatchObject({ id, status: 1 });

    // The /appoint desk keeps its own kind: the bill's salesperson does not find it there, nor by id.
    expect(await ids(c.sales, '/appointment/list')).not.toContain(id);
    expect((await get(c.sales, `/appointment/${id}`)).statusCode).toBe(404);
    // …and a bill's visit is not a direct client's.
    const own = (await get(c.sales, '/appointment/list?pageSize=1')).json().data.list as Row[];
    expect((await get(c.zk, `/zk/list/${own[0]!.id}`)).statusCode).toBe(404);

    // The same flow: dispatch sees it open on its day and may assign it; then it can no longer be cancelled.
    const board = (await get(c.dispatcher, `/dispatch/board?day=${dayAhead(12)}`)).json().data as {
      people: { id: number; name: string }[];
      open: Row[];
    };
    expect(board.open.map((r) => r.id)).toContain(id);
    const li = board.people.find((p) => p.name.startsWith('外勤李娜'))!.id;
    expect((await post(c.dispatcher, `/dispatch/${id}/assign`, { fieldPersonId: li, version: 0 })).statusCode).toBe(200);
    const late = await post(c.zk, `/zk/appointment/${id}/cancel`, {});
    expect(late.statusCode).toBe(409);
    expect(late.json().msg).toBe('该预约已派单或已结束，不能取消');
  });

  it('cancels before dispatch, audited; bad input is a 400 in Chinese', async () => {
    const past = await post(c.zk, '/zk/appointment', visit({ visitDate: dayAhead(-1) }));
    expect(past.statusCode).toBe(400);
    expect(past.json().msg).toBe('预约日期不能早于今天');
    const id = (await post(c.zk, '/zk/appointment', visit({ visitDate: dayAhead(13) }))).json().data.id as number;
    const cancelled = await post(c.zk, `/zk/appointment/${id}/cancel`, { reason: '客户改期' });
    expect(cancelled.json()).toMatchObject({ code: 200, data: { status: 5 } });
    const audit = (await get(c.admin, '/admin/audit?entity=appointment')).json().data.list as { action: string; entityId: string }[];
    expect(
      audit
        .filter((a) => a.entityId === String(id))
        .map((a) => a.action)
        .sort(),
    ).toEqual(['cancel', 'create']);
  });

  it('keeps to the data scope of the zk codes: given to salespeople (own scope), each sees only their own clients', async () => {
    const roles = (await get(c.admin, '/admin/roles')).json().data.roles as { id: number; codes: string[] }[];
    const codes = [...roles.find((r) => r.id === 11)!.codes, 'zk_manager', 'zk_appointment_list', 'zk_list'];
    expect((await t.call({ method: 'PUT', url: '/api/v1/admin/roles/11/grants', cookie: c.admin, payload: { codes } })).statusCode).toBe(
      200,
    );

    // The bill is the demo salesperson's: the area-wide role 33 booked it, the salesperson sees it, the other group does not.
    const id = (await post(c.zk, '/zk/appointment', visit({ visitDate: dayAhead(14) }))).json().data.id as number;
    expect(await ids(c.sales, '/zk/appointment/list')).toContain(id);
    expect(await ids(c.sales, '/zk/list')).toContain(id);
    expect(await ids(c.sales2, '/zk/appointment/list')).not.toContain(id);
    expect(await ids(c.sales2, '/zk/list')).not.toContain(id);
    expect((await get(c.sales2, `/zk/list/${id}`)).statusCode).toBe(404);
    expect((await post(c.sales2, '/zk/appointment', visit())).statusCode).toBe(404); // not their bill
    expect((await post(c.sales2, `/zk/appointment/${id}/cancel`, {})).statusCode).toBe(404);
  });

  it('opens with demo rows in several statuses', async () => {
    const statuses = ((await get(c.zk, '/zk/list?pageSize=100')).json().data.list as Row[]).map((r) => r.status);
    expect(new Set(statuses)).toEqual(new Set([1, 2, 3, 4, 5, -2]));
  });
});
