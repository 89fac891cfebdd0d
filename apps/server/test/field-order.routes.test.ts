import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shanghaiDate } from '../src/lib/time';
import { TINY_PNG } from './bill-fixtures';
import { type TestApp, createTestApp } from './helpers/test-app';
import { multipart } from './helpers/multipart';

const USERS = {
  sales: '13800000011', // role 11: owns the demo bills
  dispatcher: '13800000035', // role 35: appoint_aprove in the Beijing area, reviews field orders
  zhang: '13800000351', // field staff (role 35)
  li: '13800000352', // field staff (role 35)
  finance: '13800000020', // role 20: no appoint_aprove
  admin: '13800000000',
} as const;
type Who = keyof typeof USERS;
type Order = { id: number; status: number; version: number; form: string; submittedAt: string | null; billId: number };
type Detail = Order & { findings: Record<string, unknown> | null; photoIds: string[]; mayFill: boolean; mayReview: boolean };
type AuditEntry = { action: string; entityId: string; after: { status?: number } };

const F = '/api/v1/field-order';
const dayAhead = (days: number) => shanghaiDate(new Date(Date.now() + days * 24 * 3600 * 1000));
const HOUSE = { useStatus: 1, condition: 2, areaMatches: 1, conclusion: '房屋自住，与产证一致' };

describe('field orders (/outerOrder): submit, approve or reject', () => {
  let t: TestApp;
  const c = {} as Record<Who, string>;
  let billId = 0;
  let li = 0;

  const get = (who: Who, url: string) => t.call({ method: 'GET', url, cookie: c[who] });
  const post = (who: Who, url: string, payload: object) => t.call({ method: 'POST', url, cookie: c[who], payload });
  const upload = async (who: Who) => {
    const res = await t.call({
      method: 'POST',
      url: '/api/upload/v2/image',
      cookie: c[who],
      ...multipart({ field: 'upload_file', filename: 'visit.png', content: TINY_PNG, type: 'image/png' }),
    });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().data as { id: string }).id;
  };
  const detail = async (who: Who, id: number) => {
    const res = await get(who, `${F}/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as Detail;
  };
  const ids = async (who: Who, view: 'mine' | 'review') =>
    ((await get(who, `${F}/list?view=${view}&pageSize=100`)).json().data.list as Order[]).map((o) => o.id);

  /**
   * A survey booked by the salesperson and dispatched to 李娜: today (findings are submitted from
   * the visit's day on), each in a half hour of its own so windows never clash.
   */
  let slot = 0;
  // From 17:00 (up to 20:00): the demo books 李娜 in the daytime, on days near the business date.
  const halfHour = (k: number) => `${String(17 + Math.floor(k / 2)).padStart(2, '0')}:${k % 2 ? '30' : '00'}`;
  async function dispatchedVisit(kind = 1, visitDate = dayAhead(0)) {
    const booked = await post('sales', '/api/v1/appointment', {
      billId,
      kind,
      address: '朝阳区望京西园三区311号楼',
      visitDate,
      startTime: halfHour(slot),
      endTime: halfHour(++slot),
    });
    expect(booked.statusCode, booked.body).toBe(200);
    const id = booked.json().data.id as number;
    const assigned = await post('dispatcher', `/api/v1/dispatch/${id}/assign`, { fieldPersonId: li, version: 0 });
    expect(assigned.statusCode, assigned.body).toBe(200);
    return id;
  }
  const submit = async (who: Who, id: number, over: object = {}) =>
    post(who, `${F}/${id}/submit`, {
      form: 'houseResearch',
      findings: HOUSE,
      photoIds: [await upload(who), await upload(who)],
      version: (await detail(who, id)).version,
      ...over,
    });

  beforeAll(async () => {
    t = await createTestApp();
    for (const [k, m] of Object.entries(USERS)) c[k as Who] = await t.login(m);
    billId = ((await get('sales', '/api/v1/appointment/bills')).json().data.list as { id: number }[])[0]!.id;
    const board = (await get('dispatcher', `/api/v1/dispatch/board?day=${dayAhead(20)}`)).json().data as {
      people: { id: number; name: string }[];
    };
    li = board.people.find((p) => p.name.startsWith('外勤李娜'))!.id;
  });
  afterAll(() => t.close());

  it('the field person sees their dispatched visit; only they may submit it; bad input is a 4xx and changes nothing', async () => {
    const id = await dispatchedVisit();
    expect(await ids('li', 'mine')).toContain(id);
    expect(await ids('zhang', 'mine')).not.toContain(id);
    expect(await ids('dispatcher', 'review')).not.toContain(id);
    const before = await detail('li', id);
    expect(before).toMatchObject({ form: 'houseResearch', status: 2, submittedAt: null, findings: null, mayFill: true, mayReview: false });

    // 张伟 sees it (same area) but was not dispatched to it.
    const other = await submit('zhang', id);
    expect(other.statusCode).toBe(403);
    expect(other.json().msg).toBe('只有被派单的外勤人员可以提交');

    const missing = await submit('li', id, { findings: { ...HOUSE, conclusion: '  ' } });
    expect(missing.statusCode).toBe(400);
    expect((await submit('li', id, { findings: { ...HOUSE, useStatus: 9 } })).statusCode).toBe(400);
    expect((await submit('li', id, { photoIds: [] })).statusCode).toBe(400);
    const wrongForm = await submit('li', id, {
      form: 'marriage',
      findings: { maritalStatus: 2, registryOffice: '朝阳区民政局', conclusion: '已婚' },
    });
    expect(wrongForm.statusCode).toBe(400);
    expect(wrongForm.json().msg).toBe('该外勤单应填写房屋调查表单');
    const foreignPhoto = await submit('li', id, { photoIds: [await upload('zhang')] });
    expect(foreignPhoto.statusCode).toBe(400);
    expect((await submit('li', id, { version: before.version + 5 })).statusCode).toBe(409);
    expect(await detail('li', id)).toMatchObject({ version: before.version, submittedAt: null, findings: null, photoIds: [] });
    expect((await get('finance', `${F}/list`)).statusCode).toBe(403);
  });

  it("refuses findings before the visit's day (400, in Chinese), and says so on the order; nothing changes", async () => {
    const ahead = dayAhead(2);
    const id = await dispatchedVisit(1, ahead);
    const before = await detail('li', id);
    expect(before).toMatchObject({ mayFill: false, beforeVisitDay: true });
    const early = await submit('li', id);
    expect(early.statusCode).toBe(400);
    expect(early.json().msg).toBe(`外勤日期为${ahead}，当天起才能提交核查结果`);
    expect(await detail('li', id)).toMatchObject({ version: before.version, submittedAt: null });
    expect(await detail('li', await dispatchedVisit())).toMatchObject({ mayFill: true, beforeVisitDay: false });
  });

  it('submitting sends it for approval; a manager approves (→ 3); a second approval is refused; audited', async () => {
    const id = await dispatchedVisit();
    const sent = await submit('li', id);
    expect(sent.json(), sent.body).toMatchObject({ code: 200, msg: '已提交审批', data: { status: 2 } });
    const submitted = await detail('li', id);
    expect(submitted).toMatchObject({ findings: HOUSE, mayFill: true, mayReview: false });
    expect(submitted.photoIds).toHaveLength(2);
    expect(await ids('dispatcher', 'review')).toContain(id);
    expect((await detail('dispatcher', id)).mayReview).toBe(true);
    // The reviewer reads the photos through the order (its scope), not as the uploader.
    expect((await get('dispatcher', `${F}/${id}/photo/${submitted.photoIds[0]}/key`)).statusCode).toBe(200);

    const own = await post('li', `${F}/${id}/approve`, { version: submitted.version });
    expect(own.statusCode).toBe(403);
    const approved = await post('dispatcher', `${F}/${id}/approve`, { version: submitted.version });
    expect(approved.json(), approved.body).toMatchObject({ code: 200, msg: '已审批通过', data: { status: 3 } });
    expect((await get('sales', `/api/v1/appointment/${id}`)).json().data).toMatchObject({ status: 3 });

    const again = await post('dispatcher', `${F}/${id}/approve`, { version: submitted.version + 1 });
    expect(again.statusCode).toBe(409);
    expect((await post('dispatcher', `${F}/${id}/reject`, { version: submitted.version + 1, comment: '晚了' })).statusCode).toBe(409);
    expect((await submit('li', id)).statusCode).toBe(409);

    const audit = await get('admin', '/api/v1/admin/audit?entity=field_order&pageSize=100');
    const trail = (audit.json().data.list as AuditEntry[]).filter((e) => e.entityId === String(id));
    expect(trail.map((e) => e.action)).toEqual(['approve', 'submit']);
    expect(trail[0]!.after).toMatchObject({ status: 3 });
  });

  it('a manager rejects with a reason (→ 4); the bill lists both visits for its operation stripe', async () => {
    const id = await dispatchedVisit();
    expect((await post('dispatcher', `${F}/${id}/approve`, { version: 1 })).statusCode).toBe(409);
    const { version } = await detail('li', id);
    expect((await submit('li', id)).statusCode).toBe(200);
    const blank = await post('dispatcher', `${F}/${id}/reject`, { version: version + 1, comment: ' ' });
    expect(blank.statusCode).toBe(400);
    const rejected = await post('dispatcher', `${F}/${id}/reject`, { version: version + 1, comment: '照片不清晰' });
    expect(rejected.json(), rejected.body).toMatchObject({ code: 200, data: { status: 4 } });
    expect((await get('sales', `/api/v1/appointment/${id}`)).json().data).toMatchObject({ status: 4 });

    const visits = (await get('sales', `${F}/bill/${billId}/visits`)).json().data as {
      id: number;
      status: number;
      reviewComment: string | null;
    }[];
    expect(visits.find((v) => v.id === id)).toMatchObject({ status: 4, reviewComment: '照片不清晰' });
    expect(visits.some((v) => v.status === 3)).toBe(true);
    expect((await get('finance', `${F}/bill/${billId}/visits`)).statusCode).toBe(404);
  });
});
