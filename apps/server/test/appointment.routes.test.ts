import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shanghaiDate } from '../src/lib/time';
import { type TestApp, createTestApp } from './helpers/test-app';

const SALES = '13800000011'; // role 11: own records, Beijing group 1 (the demo bills are theirs)
const SALES2 = '13800000111'; // role 11: own records, Beijing group 2
const DISPATCHER = '13800000035'; // role 35: appoint_dispatch, Beijing area
const FINANCE = '13800000020'; // role 20: neither appoint_order nor appoint_dispatch
const ADMIN = '13800000000';

type Row = { id: number; status: number; version: number; fieldPersonId: number | null; ownerName: string | null };
type Board = { people: { id: number; name: string; visits: { id: number }[] }[]; open: Row[] };
type AuditEntry = { action: string; entityId: string; before: unknown; after: unknown };

const dayAhead = (days: number) => shanghaiDate(new Date(Date.now() + days * 24 * 3600 * 1000));

describe('appointments and dispatch (/appoint, /dispatch)', () => {
  let t: TestApp;
  const c = {} as Record<'sales' | 'sales2' | 'dispatcher' | 'finance' | 'admin', string>;
  let billId: number;
  let zhang: number;
  let li: number;

  const get = (cookie: string, url: string) => t.call({ method: 'GET', url: `/api/v1${url}`, cookie });
  const post = (cookie: string, url: string, payload: object) => t.call({ method: 'POST', url: `/api/v1${url}`, cookie, payload });
  const book = (cookie: string, over: Record<string, unknown> = {}) =>
    post(cookie, '/appointment', {
      billId,
      kind: 1,
      address: '朝阳区望京西园三区311号楼',
      visitDate: dayAhead(10),
      startTime: '09:00',
      endTime: '10:00',
      ...over,
    });
  const booked = async (over: Record<string, unknown> = {}) => {
    const made = await book(c.sales, over);
    expect(made.statusCode, made.body).toBe(200);
    return made.json().data.id as number;
  };
  const detail = async (id: number) => (await get(c.sales, `/appointment/${id}`)).json().data as Row;
  const assign = (id: number, fieldPersonId: number, version = 0) =>
    post(c.dispatcher, `/dispatch/${id}/assign`, { fieldPersonId, version });
  const board = async (day: string) => (await get(c.dispatcher, `/dispatch/board?day=${day}`)).json().data as Board;

  beforeAll(async () => {
    t = await createTestApp();
    for (const [k, m] of Object.entries({ sales: SALES, sales2: SALES2, dispatcher: DISPATCHER, finance: FINANCE, admin: ADMIN })) {
      c[k as keyof typeof c] = await t.login(m);
    }
    const bills = (await get(c.sales, '/appointment/bills')).json().data.list as { id: number }[];
    billId = bills[0]!.id;
    const people = (await board(dayAhead(10))).people;
    zhang = people.find((p) => p.name.startsWith('外勤张伟'))!.id;
    li = people.find((p) => p.name.startsWith('外勤李娜'))!.id;
  });
  afterAll(() => t.close());

  it('books a visit for an own bill; bad input gets a 400 in Chinese and books nothing', async () => {
    const before = (await get(c.admin, '/appointment/list')).json().data.total as number;
    const backwards = await book(c.sales, { startTime: '11:00', endTime: '10:00' });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().msg).toBe('结束时间须晚于开始时间');
    const offGrid = await book(c.sales, { startTime: '09:10' });
    expect(offGrid.json().msg).toBe('请选择开始时间（08:00-20:00，整点或半点）');
    const past = await book(c.sales, { visitDate: dayAhead(-1) });
    expect(past.statusCode).toBe(400);
    expect(past.json().msg).toBe('预约日期不能早于今天');
    const english = await t.call({
      method: 'POST',
      url: '/api/v1/appointment',
      cookie: c.sales,
      headers: { 'accept-language': 'en-US' },
      payload: { billId, kind: 1, address: 'x', visitDate: dayAhead(-1), startTime: '09:00', endTime: '10:00' },
    });
    expect(english.json().msg).toBe('The visit date cannot be before today');
    expect((await book(c.sales2)).statusCode).toBe(404); // another salesperson's bill
    expect((await get(c.admin, '/appointment/list')).json().data.total).toBe(before);

    const made = await book(c.sales);
    expect(made.json()).toMatchObject({ code: 200, msg: '已预约' });
    expect(await detail(made.json().data.id as number)).toMatchObject({ status: 1, fieldPersonId: null, ownerName: expect.any(String) });
  });

  it('refuses the same bill booked twice in the same window (409, in Chinese), even sent four times at once; a cancelled one may be booked again', async () => {
    const slot = { visitDate: dayAhead(16), startTime: '14:00', endTime: '15:00' };
    const replies = await Promise.all([1, 2, 3, 4].map(() => book(c.sales, slot)));
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409]);
    expect(replies.find((r) => r.statusCode === 409)!.json().msg).toBe('该报单在同一时段已有预约，请勿重复预约');
    const list = (await get(c.sales, `/appointment/list?visitDate=${slot.visitDate}&pageSize=100`)).json().data.list as {
      billId: number;
    }[];
    expect(list.filter((r) => r.billId === billId)).toHaveLength(1);
    // Another window of the same day is a booking of its own.
    expect((await book(c.sales, { ...slot, startTime: '15:00', endTime: '16:00' })).statusCode).toBe(200);
    const first = replies.find((r) => r.statusCode === 200)!.json().data.id as number;
    expect((await post(c.sales, `/appointment/${first}/cancel`, { reason: '客户改期' })).statusCode).toBe(200);
    expect((await book(c.sales, slot)).statusCode).toBe(200);
  });

  it('lists in the data scope: a salesperson sees only their own; the dispatcher their area', async () => {
    const id = await booked({ visitDate: dayAhead(11) });
    const ids = async (cookie: string) =>
      ((await get(cookie, '/appointment/list?pageSize=100')).json().data.list as Row[]).map((r) => r.id);
    expect(await ids(c.sales)).toContain(id);
    expect(await ids(c.sales2)).toEqual([]);
    expect((await get(c.sales2, '/appointment/list')).json().data.total).toBe(0);
    expect((await get(c.sales2, `/appointment/${id}`)).statusCode).toBe(404);
    expect((await post(c.sales2, `/appointment/${id}/cancel`, {})).statusCode).toBe(404);
    expect(await ids(c.dispatcher)).toContain(id);
    expect((await board(dayAhead(11))).open.map((r) => r.id)).toContain(id);
  });

  it('cancels before dispatch only: after dispatch the cancel is refused (409) and nothing changes; both audited', async () => {
    const early = await booked({ visitDate: dayAhead(12) });
    expect((await post(c.sales, `/appointment/${early}/cancel`, { reason: '客户改期' })).json()).toMatchObject({
      code: 200,
      msg: '已取消预约',
    });
    expect((await detail(early)).status).toBe(5);
    expect((await post(c.sales, `/appointment/${early}/cancel`, {})).statusCode).toBe(409);

    const late = await booked({ visitDate: dayAhead(12), startTime: '13:00', endTime: '14:00' });
    expect((await assign(late, zhang)).json()).toMatchObject({ code: 200, msg: '已派单', data: { status: 2 } });
    const refused = await post(c.sales, `/appointment/${late}/cancel`, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json().msg).toBe('该预约已派单或已结束，不能取消');
    expect(await detail(late)).toMatchObject({ status: 2, fieldPersonId: zhang });

    const audit = await get(c.admin, '/admin/audit?entity=appointment&pageSize=100');
    const actions = (id: number) => (audit.json().data.list as AuditEntry[]).filter((e) => e.entityId === String(id)).map((e) => e.action);
    expect(actions(early)).toEqual(['cancel', 'create']);
    expect(actions(late)).toEqual(['dispatch', 'create']);
  });

  it('refuses an overlapping visit for the same person, with a clear message; touching windows and other people are free', async () => {
    const day = dayAhead(13);
    const first = await booked({ visitDate: day, startTime: '09:00', endTime: '10:30' });
    const overlap = await booked({ visitDate: day, startTime: '10:00', endTime: '11:00' });
    const touching = await booked({ visitDate: day, startTime: '10:30', endTime: '11:00' });
    expect((await assign(first, zhang)).statusCode).toBe(200);
    const refused = await assign(overlap, zhang);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().msg).toMatch(/^外勤张伟（演示）在\d{4}-\d{2}-\d{2} 09:00-10:30已有外勤安排，时间冲突$/);
    expect((await detail(overlap)).status).toBe(1);
    expect((await assign(touching, zhang)).statusCode).toBe(200);
    expect((await assign(overlap, li)).statusCode).toBe(200);
    const stale = await assign(overlap, li);
    expect(stale.statusCode).toBe(409);
    expect(
      (await post(c.dispatcher, `/dispatch/${first}/assign`, { fieldPersonId: (await detail(first)).fieldPersonId! + 100000, version: 0 }))
        .statusCode,
    ).toBe(400);
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
    const codes = replies.map((r) => r.statusCode);
    expect(codes.filter((s) => s === 200)).toHaveLength(1);
    expect(codes.filter((s) => s === 409)).toHaveLength(19);
    expect((await board(day)).people.find((p) => p.id === li)!.visits).toHaveLength(1);
  });

  it('bulk assign answers each item and books the ones that fit', async () => {
    const day = dayAhead(15);
    const a = await booked({ visitDate: day, startTime: '09:00', endTime: '10:00' });
    const b = await booked({ visitDate: day, startTime: '09:30', endTime: '10:30' });
    const cc = await booked({ visitDate: day, startTime: '09:30', endTime: '11:00' });
    const reply = await post(c.dispatcher, '/dispatch/assign-batch', {
      items: [
        { id: a, fieldPersonId: zhang },
        { id: b, fieldPersonId: zhang },
        { id: cc, fieldPersonId: li },
      ],
    });
    expect(reply.json().msg).toBe('派单完成：成功2条，失败1条');
    const results = reply.json().data.results as { id: number; ok: boolean; msg: string }[];
    expect(results.map((r) => [r.id, r.ok])).toEqual([
      [a, true],
      [b, false],
      [cc, true],
    ]);
    expect(results[1]!.msg).toContain('时间冲突');
    expect((await detail(b)).status).toBe(1);
  });

  it('counts open appointments on the dispatcher home badge; refuses staff without the codes (403)', async () => {
    const badges = (await get(c.dispatcher, '/home/badges')).json().data as Record<string, number>;
    const open = (await get(c.dispatcher, '/appointment/list?status=1')).json().data.total as number;
    // Dispatch sends direct clients' visits too (/zkManager lists them, /appoint does not).
    const direct = (await get(c.admin, '/zk/appointment/list?status=1')).json().data.total as number;
    expect(badges['/dispatch/dispatchList']).toBe(open + direct);
    expect(open).toBeGreaterThan(0);
    expect(direct).toBeGreaterThan(0);
    expect((await get(c.sales, '/home/badges')).json().data['/dispatch/dispatchList']).toBeUndefined();
    expect((await get(c.finance, '/appointment/list')).statusCode).toBe(403);
    expect((await get(c.finance, `/dispatch/board?day=${dayAhead(1)}`)).statusCode).toBe(403);
    expect((await get(c.sales, `/dispatch/board?day=${dayAhead(1)}`)).statusCode).toBe(403);
    expect((await post(c.sales, '/dispatch/assign-batch', { items: [{ id: 1, fieldPersonId: zhang }] })).statusCode).toBe(403);
  });
});
