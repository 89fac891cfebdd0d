import { APPOINTMENT_API, AUDIT_API, type EndpointInput, HOME_API, ZK_APPOINTMENT_API } from '@lc/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shanghaiDate } from '../src/lib/time';
import { type Caller, asEach } from './helpers/as-user';
import { type TestApp, createTestApp } from './helpers/test-app';

const A = APPOINTMENT_API.endpoints;
type Booking = EndpointInput<typeof A.create>['body'];

const dayAhead = (days: number) => shanghaiDate(new Date(Date.now() + days * 24 * 3600 * 1000));

describe('appointments and dispatch (/appoint, /dispatch)', () => {
  let t: TestApp;
  // sales: role 11, own records, Beijing group 1 (the demo bills are theirs); sales2: Beijing group 2;
  // dispatcher: role 35, appoint_dispatch, Beijing area; financeHead: role 20, neither appoint_order nor appoint_dispatch.
  let c: Record<'sales' | 'sales2' | 'dispatcher' | 'financeHead' | 'admin', Caller>;
  let billId: number;
  let zhang: number;
  let li: number;

  const booking = (over: Partial<Booking> = {}): Booking => ({
    billId,
    kind: 1,
    address: '朝阳区望京西园三区311号楼',
    visitDate: dayAhead(10),
    startTime: '09:00',
    endTime: '10:00',
    ...over,
  });
  const book = (who: Caller, over: Partial<Booking> = {}) => who.send(A.create, { body: booking(over) });
  /** Booked by the salesperson; a refusal fails the test with the server's message. */
  const booked = async (over: Partial<Booking> = {}) => (await c.sales.call(A.create, { body: booking(over) })).id;
  const detail = (id: number) => c.sales.call(A.detail, { params: { id } });
  const assign = (id: number, fieldPersonId: number, version = 0) =>
    c.dispatcher.send(A.assign, { params: { id }, body: { fieldPersonId, version } });
  const board = (day: string) => c.dispatcher.call(A.board, { query: { day } });

  beforeAll(async () => {
    t = await createTestApp();
    c = await asEach(t, 'sales', 'sales2', 'dispatcher', 'financeHead', 'admin');
    const bills = (await c.sales.call(A.bills, { query: {} })).list;
    billId = bills[0]!.id;
    const people = (await board(dayAhead(10))).people;
    zhang = people.find((p) => p.name.startsWith('外勤张伟'))!.id;
    li = people.find((p) => p.name.startsWith('外勤李娜'))!.id;
  });
  afterAll(() => t.close());

  it('books a visit for an own bill; bad input gets a 400 in Chinese and books nothing', async () => {
    const before = (await c.admin.call(A.list, { query: {} })).total;
    const backwards = await book(c.sales, { startTime: '11:00', endTime: '10:00' });
    expect(backwards.status).toBe(400);
    expect(backwards.body.msg).toBe('结束时间须晚于开始时间');
    const offGrid = await book(c.sales, { startTime: '09:10' });
    expect(offGrid.body.msg).toBe('请选择开始时间（08:00-20:00，整点或半点）');
    const past = await book(c.sales, { visitDate: dayAhead(-1) });
    expect(past.status).toBe(400);
    expect(past.body.msg).toBe('预约日期不能早于今天');
    const english = await c.sales.send(
      A.create,
      { body: { billId, kind: 1, address: 'x', visitDate: dayAhead(-1), startTime: '09:00', endTime: '10:00' } },
      { headers: { 'accept-language': 'en-US' } },
    );
    expect(english.body.msg).toBe('The visit date cannot be before today');
    expect((await book(c.sales2)).status).toBe(404); // another salesperson's bill
    expect((await c.admin.call(A.list, { query: {} })).total).toBe(before);

    const made = await book(c.sales);
    expect(made.body).toMatchObject({ code: 200, msg: '已预约' });
    expect(await detail(made.reply!.id)).toMatchObject({ status: 1, fieldPersonId: null, ownerName: expect.any(String) });
  });

  it('refuses the same bill booked twice in the same window (409, in Chinese), even sent four times at once; a cancelled one may be booked again', async () => {
    const slot = { visitDate: dayAhead(16), startTime: '14:00', endTime: '15:00' };
    const replies = await Promise.all([1, 2, 3, 4].map(() => book(c.sales, slot)));
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409, 409, 409]);
    expect(replies.find((r) => r.status === 409)!.body.msg).toBe('该报单在同一时段已有预约，请勿重复预约');
    const list = (await c.sales.call(A.list, { query: { visitDate: slot.visitDate, pageSize: 100 } })).list;
    expect(list.filter((r) => r.billId === billId)).toHaveLength(1);
    // Another window of the same day is a booking of its own.
    expect((await book(c.sales, { ...slot, startTime: '15:00', endTime: '16:00' })).status).toBe(200);
    const first = replies.find((r) => r.status === 200)!.reply!.id;
    expect((await c.sales.send(A.cancel, { params: { id: first }, body: { reason: '客户改期' } })).status).toBe(200);
    expect((await book(c.sales, slot)).status).toBe(200);
  });

  it('lists in the data scope: a salesperson sees only their own; the dispatcher their area', async () => {
    const id = await booked({ visitDate: dayAhead(11) });
    const ids = async (who: Caller) => (await who.call(A.list, { query: { pageSize: 100 } })).list.map((r) => r.id);
    expect(await ids(c.sales)).toContain(id);
    expect(await ids(c.sales2)).toEqual([]);
    expect((await c.sales2.call(A.list, { query: {} })).total).toBe(0);
    expect((await c.sales2.send(A.detail, { params: { id } })).status).toBe(404);
    expect((await c.sales2.send(A.cancel, { params: { id }, body: {} })).status).toBe(404);
    expect(await ids(c.dispatcher)).toContain(id);
    expect((await board(dayAhead(11))).open.map((r) => r.id)).toContain(id);
  });

  it('cancels before dispatch only: after dispatch the cancel is refused (409) and nothing changes; both audited', async () => {
    const early = await booked({ visitDate: dayAhead(12) });
    expect((await c.sales.send(A.cancel, { params: { id: early }, body: { reason: '客户改期' } })).body).toMatchObject({
      code: 200,
      msg: '已取消预约',
    });
    expect((await detail(early)).status).toBe(5);
    expect((await c.sales.send(A.cancel, { params: { id: early }, body: {} })).status).toBe(409);

    const late = await booked({ visitDate: dayAhead(12), startTime: '13:00', endTime: '14:00' });
    expect((await assign(late, zhang)).body).toMatchObject({ code: 200, msg: '已派单', data: { status: 2 } });
    const refused = await c.sales.send(A.cancel, { params: { id: late }, body: {} });
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toBe('该预约已派单或已结束，不能取消');
    expect(await detail(late)).toMatchObject({ status: 2, fieldPersonId: zhang });

    const audit = (await c.admin.call(AUDIT_API.endpoints.list, { query: { entity: 'appointment', pageSize: 100 } })).list;
    const actions = (id: number) => audit.filter((e) => e.entityId === String(id)).map((e) => e.action);
    expect(actions(early)).toEqual(['cancel', 'create']);
    expect(actions(late)).toEqual(['dispatch', 'create']);
  });

  it('refuses an overlapping visit for the same person, with a clear message; touching windows and other people are free', async () => {
    const day = dayAhead(13);
    const first = await booked({ visitDate: day, startTime: '09:00', endTime: '10:30' });
    const overlap = await booked({ visitDate: day, startTime: '10:00', endTime: '11:00' });
    const touching = await booked({ visitDate: day, startTime: '10:30', endTime: '11:00' });
    expect((await assign(first, zhang)).status).toBe(200);
    const refused = await assign(overlap, zhang);
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toMatch(/^外勤张伟（演示）在\d{4}-\d{2}-\d{2} 09:00-10:30已有外勤安排，时间冲突$/);
    expect((await detail(overlap)).status).toBe(1);
    expect((await assign(touching, zhang)).status).toBe(200);
    expect((await assign(overlap, li)).status).toBe(200);
    const stale = await assign(overlap, li);
    expect(stale.status).toBe(409);
    expect((await assign(first, (await detail(first)).fieldPersonId! + 100000)).status).toBe(400);
    const row = (await board(day)).people.find((p) => p.id === zhang)!;
    expect(row.visits.map((v) => v.id)).toEqual([first, touching]);
  });

  it('of 20 concurrent assignments of overlapping windows to one person, exactly one succeeds', async () => {
    const day = dayAhead(14);
    const ids: number[] = [];
    // All start at 09:00 (so every two overlap), each ending half an hour later than the one before: no two are the same booking.
    const endOf = (i: number) => {
      const minutes = 9 * 60 + 30 * (i + 1);
      return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${minutes % 60 ? '30' : '00'}`;
    };
    for (let i = 0; i < 20; i += 1) ids.push(await booked({ visitDate: day, startTime: '09:00', endTime: endOf(i) }));
    const replies = await Promise.all(ids.map((id) => assign(id, li)));
    const codes = replies.map((r) => r.status);
    expect(codes.filter((s) => s === 200)).toHaveLength(1);
    expect(codes.filter((s) => s === 409)).toHaveLength(19);
    expect((await board(day)).people.find((p) => p.id === li)!.visits).toHaveLength(1);
  });

  it('bulk assign answers each item and books the ones that fit', async () => {
    const day = dayAhead(15);
    const a = await booked({ visitDate: day, startTime: '09:00', endTime: '10:00' });
    const b = await booked({ visitDate: day, startTime: '09:30', endTime: '10:30' });
    const cc = await booked({ visitDate: day, startTime: '09:30', endTime: '11:00' });
    const reply = await c.dispatcher.envelope(A.assignBatch, {
      body: {
        items: [
          { id: a, fieldPersonId: zhang },
          { id: b, fieldPersonId: zhang },
          { id: cc, fieldPersonId: li },
        ],
      },
    });
    expect(reply.msg).toBe('派单完成：成功2条，失败1条');
    const results = reply.data.results;
    expect(results.map((r) => [r.id, r.ok])).toEqual([
      [a, true],
      [b, false],
      [cc, true],
    ]);
    expect(results[1]!.msg).toContain('时间冲突');
    expect((await detail(b)).status).toBe(1);
  });

  it('counts open appointments on the dispatcher home badge; refuses staff without the codes (403)', async () => {
    const badges = await c.dispatcher.call(HOME_API.endpoints.badges);
    const open = (await c.dispatcher.call(A.list, { query: { status: 1 } })).total;
    // Dispatch sends direct clients' visits too (/zkManager lists them, /appoint does not).
    const direct = (await c.admin.call(ZK_APPOINTMENT_API.endpoints.list, { query: { status: 1 } })).total;
    expect(badges['/dispatch/dispatchList']).toBe(open! + direct!);
    expect(open).toBeGreaterThan(0);
    expect(direct).toBeGreaterThan(0);
    expect((await c.sales.call(HOME_API.endpoints.badges))['/dispatch/dispatchList']).toBeUndefined();
    expect((await c.financeHead.send(A.list, { query: {} })).status).toBe(403);
    expect((await c.financeHead.send(A.board, { query: { day: dayAhead(1) } })).status).toBe(403);
    expect((await c.sales.send(A.board, { query: { day: dayAhead(1) } })).status).toBe(403);
    expect((await c.sales.send(A.assignBatch, { body: { items: [{ id: 1, fieldPersonId: zhang }] } })).status).toBe(403);
  });
});
