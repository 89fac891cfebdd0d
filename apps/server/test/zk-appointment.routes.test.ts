import { ACCESS_API, APPOINTMENT_API, AUDIT_API, type EndpointInput, ZK_APPOINTMENT_API } from '@lc/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shanghaiDate } from '../src/lib/time';
import { type Caller, asEach } from './helpers/as-user';
import { type TestApp, createTestApp } from './helpers/test-app';

const Z = ZK_APPOINTMENT_API.endpoints;
const A = APPOINTMENT_API.endpoints;
type Booking = EndpointInput<typeof Z.create>['body'];

const dayAhead = (days: number) => shanghaiDate(new Date(Date.now() + days * 24 * 3600 * 1000));

describe('direct-client appointments (/zkManager)', () => {
  let t: TestApp;
  // interviewAssistant: role 33, zk_appointment_list and zk_list, Beijing area; sales: role 11, own records, holds
  // appoint_order, not the zk codes (until granted below); sales2: role 11, another group; dispatcher: role 35,
  // dispatches every appointment of its area.
  let c: Record<'interviewAssistant' | 'sales' | 'sales2' | 'dispatcher' | 'admin', Caller>;
  let zk: Caller;
  let billId: number;

  const visit = (over: Partial<Booking> = {}): Booking => ({
    billId,
    kind: 2,
    address: '海淀区公证处（中关村）',
    visitDate: dayAhead(12),
    startTime: '14:00',
    endTime: '15:00',
    ...over,
  });
  const ids = async (who: Caller, e: typeof Z.list | typeof Z.clientList | typeof A.list) =>
    (await who.call(e, { query: { pageSize: 100 } })).list.map((r) => r.id);

  beforeAll(async () => {
    t = await createTestApp();
    c = await asEach(t, 'interviewAssistant', 'sales', 'sales2', 'dispatcher', 'admin');
    zk = c.interviewAssistant;
    const bills = (await zk.call(Z.bills, { query: {} })).list;
    billId = bills[0]!.id;
  });
  afterAll(() => t.close());

  it('is refused without the zk codes: a salesperson holding appoint_order gets 403 on every zk endpoint', async () => {
    const reads = {
      list: () => c.sales.send(Z.list, { query: {} }),
      bills: () => c.sales.send(Z.bills, { query: {} }),
      clientList: () => c.sales.send(Z.clientList, { query: {} }),
      detail: () => c.sales.send(Z.detail, { params: { id: 1 } }),
      clientDetail: () => c.sales.send(Z.clientDetail, { params: { id: 1 } }),
    };
    for (const [name, read] of Object.entries(reads)) expect((await read()).status, name).toBe(403);
    expect((await c.sales.send(Z.create, { body: visit() })).status).toBe(403);
    expect((await c.sales.send(Z.cancel, { params: { id: 1 }, body: {} })).status).toBe(403);
  });

  it("books a direct client's visit, lists it under zkAppoint and zkList (not /appoint), and opens its detail", async () => {
    const made = await zk.send(Z.create, { body: visit() });
    expect(made.body).toMatchObject({ code: 200, msg: '已预约' });
    const id = made.reply!.id;

    expect(await ids(zk, Z.list)).toContain(id);
    expect(await ids(zk, Z.clientList)).toContain(id);
    expect(await zk.call(Z.detail, { params: { id } })).toMatchObject({ id, billId, status: 1, kind: 2 });
    expect(await zk.call(Z.clientDetail, { params: { id } })).toMatchObject({ id, status: 1 });

    // The /appoint desk keeps its own kind: the bill's salesperson does not find it there, nor by id.
    expect(await ids(c.sales, A.list)).not.toContain(id);
    expect((await c.sales.send(A.detail, { params: { id } })).status).toBe(404);
    // …and a bill's visit is not a direct client's.
    const own = (await c.sales.call(A.list, { query: { pageSize: 1 } })).list;
    expect((await zk.send(Z.clientDetail, { params: { id: own[0]!.id } })).status).toBe(404);

    // The same flow: dispatch sees it open on its day and may assign it; then it can no longer be cancelled.
    const board = await c.dispatcher.call(A.board, { query: { day: dayAhead(12) } });
    expect(board.open.map((r) => r.id)).toContain(id);
    const li = board.people.find((p) => p.name.startsWith('外勤李娜'))!.id;
    expect((await c.dispatcher.send(A.assign, { params: { id }, body: { fieldPersonId: li, version: 0 } })).status).toBe(200);
    const late = await zk.send(Z.cancel, { params: { id }, body: {} });
    expect(late.status).toBe(409);
    expect(late.body.msg).toBe('该预约已派单或已结束，不能取消');
  });

  it('cancels before dispatch, audited; bad input is a 400 in Chinese', async () => {
    const past = await zk.send(Z.create, { body: visit({ visitDate: dayAhead(-1) }) });
    expect(past.status).toBe(400);
    expect(past.body.msg).toBe('预约日期不能早于今天');
    const { id } = await zk.call(Z.create, { body: visit({ visitDate: dayAhead(13) }) });
    const cancelled = await zk.send(Z.cancel, { params: { id }, body: { reason: '客户改期' } });
    expect(cancelled.body).toMatchObject({ code: 200, data: { status: 5 } });
    const audit = (await c.admin.call(AUDIT_API.endpoints.list, { query: { entity: 'appointment' } })).list;
    expect(
      audit
        .filter((a) => a.entityId === String(id))
        .map((a) => a.action)
        .sort(),
    ).toEqual(['cancel', 'create']);
  });

  it('keeps to the data scope of the zk codes: given to salespeople (own scope), each sees only their own clients', async () => {
    const { roles } = await c.admin.call(ACCESS_API.endpoints.roles);
    const codes = [...roles.find((r) => r.id === 11)!.codes, 'zk_manager', 'zk_appointment_list', 'zk_list'];
    expect((await c.admin.send(ACCESS_API.endpoints.setRoleGrants, { params: { roleId: 11 }, body: { codes } })).status).toBe(200);

    // The bill is the demo salesperson's: the area-wide role 33 booked it, the salesperson sees it, the other group does not.
    const { id } = await zk.call(Z.create, { body: visit({ visitDate: dayAhead(14) }) });
    expect(await ids(c.sales, Z.list)).toContain(id);
    expect(await ids(c.sales, Z.clientList)).toContain(id);
    expect(await ids(c.sales2, Z.list)).not.toContain(id);
    expect(await ids(c.sales2, Z.clientList)).not.toContain(id);
    expect((await c.sales2.send(Z.clientDetail, { params: { id } })).status).toBe(404);
    expect((await c.sales2.send(Z.create, { body: visit() })).status).toBe(404); // not their bill
    expect((await c.sales2.send(Z.cancel, { params: { id }, body: {} })).status).toBe(404);
  });

  it('opens with demo rows in several statuses', async () => {
    const statuses = (await zk.call(Z.clientList, { query: { pageSize: 100 } })).list.map((r) => r.status);
    expect(new Set(statuses)).toEqual(new Set([1, 2, 3, 4, 5, -2]));
  });
});
