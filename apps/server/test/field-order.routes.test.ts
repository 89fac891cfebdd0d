import { APPOINTMENT_API, AUDIT_API, FIELD_ORDER_API } from '@lc/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shanghaiDate } from '../src/lib/time';
import { uploadImage } from './bill-fixtures';
import { type Caller, asEach } from './helpers/as-user';
import { type TestApp, createTestApp } from './helpers/test-app';

/**
 * Who: sales (role 11: owns the demo bills); dispatcher (role 35: appoint_aprove in the Beijing area,
 * reviews field orders); zhang and li (field staff, role 35); financeHead (role 20: no
 * appoint_aprove); admin.
 */
type Who = 'sales' | 'dispatcher' | 'zhang' | 'li' | 'financeHead' | 'admin';
type AuditEntry = { action: string; entityId: string; after: { status?: number } };

const F = FIELD_ORDER_API.endpoints;
const A = APPOINTMENT_API.endpoints;
const dayAhead = (days: number) => shanghaiDate(new Date(Date.now() + days * 24 * 3600 * 1000));
const HOUSE = { useStatus: 1, condition: 2, areaMatches: 1, conclusion: '房屋自住，与产证一致' };

describe('field orders (/outerOrder): submit, approve or reject', () => {
  let t: TestApp;
  let c: Record<Who, Caller>;
  let billId = 0;
  let li = 0;

  const upload = (who: Who) => uploadImage(c[who], 'visit.png');
  const detail = (who: Who, id: number) => c[who].call(F.detail, { params: { id } });
  const ids = async (who: Who, view: 'mine' | 'review') =>
    (await c[who].call(F.list, { query: { view, pageSize: 100 } })).list.map((o) => o.id);

  /**
   * A survey booked by the salesperson and dispatched to 李娜: today (findings are submitted from
   * the visit's day on), each in a half hour of its own so windows never clash.
   */
  let slot = 0;
  // From 17:00 (up to 20:00): the demo books 李娜 in the daytime, on days near the business date.
  const halfHour = (k: number) => `${String(17 + Math.floor(k / 2)).padStart(2, '0')}:${k % 2 ? '30' : '00'}`;
  async function dispatchedVisit(kind = 1, visitDate = dayAhead(0)) {
    const { id } = await c.sales.call(A.create, {
      body: { billId, kind, address: '朝阳区望京西园三区311号楼', visitDate, startTime: halfHour(slot), endTime: halfHour(++slot) },
    });
    await c.dispatcher.call(A.assign, { params: { id }, body: { fieldPersonId: li, version: 0 } });
    return id;
  }
  // Overrides may break the contract on purpose (a blank conclusion, no photos): the server must refuse them.
  const submit = async (who: Who, id: number, over: object = {}) =>
    c[who].send(F.submit, {
      params: { id },
      body: {
        form: 'houseResearch',
        findings: HOUSE,
        photoIds: [await upload(who), await upload(who)],
        version: (await detail(who, id)).version,
        ...over,
      } as never,
    });

  beforeAll(async () => {
    t = await createTestApp();
    c = await asEach(t, 'sales', 'dispatcher', 'zhang', 'li', 'financeHead', 'admin');
    billId = (await c.sales.call(A.bills, { query: {} })).list[0]!.id;
    const board = await c.dispatcher.call(A.board, { query: { day: dayAhead(20) } });
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
    expect(other.status).toBe(403);
    expect(other.body.msg).toBe('只有被派单的外勤人员可以提交');

    const missing = await submit('li', id, { findings: { ...HOUSE, conclusion: '  ' } });
    expect(missing.status).toBe(400);
    expect((await submit('li', id, { findings: { ...HOUSE, useStatus: 9 } })).status).toBe(400);
    expect((await submit('li', id, { photoIds: [] })).status).toBe(400);
    const wrongForm = await submit('li', id, {
      form: 'marriage',
      findings: { maritalStatus: 2, registryOffice: '朝阳区民政局', conclusion: '已婚' },
    });
    expect(wrongForm.status).toBe(400);
    expect(wrongForm.body.msg).toBe('该外勤单应填写房屋调查表单');
    const foreignPhoto = await submit('li', id, { photoIds: [await upload('zhang')] });
    expect(foreignPhoto.status).toBe(400);
    expect((await submit('li', id, { version: before.version + 5 })).status).toBe(409);
    expect(await detail('li', id)).toMatchObject({ version: before.version, submittedAt: null, findings: null, photoIds: [] });
    expect((await c.financeHead.send(F.list, { query: {} })).status).toBe(403);
  });

  it("refuses findings before the visit's day (400, in Chinese), and says so on the order; nothing changes", async () => {
    const ahead = dayAhead(2);
    const id = await dispatchedVisit(1, ahead);
    const before = await detail('li', id);
    expect(before).toMatchObject({ mayFill: false, beforeVisitDay: true });
    const early = await submit('li', id);
    expect(early.status).toBe(400);
    expect(early.body.msg).toBe(`外勤日期为${ahead}，当天起才能提交核查结果`);
    expect(await detail('li', id)).toMatchObject({ version: before.version, submittedAt: null });
    expect(await detail('li', await dispatchedVisit())).toMatchObject({ mayFill: true, beforeVisitDay: false });
  });

  it('submitting sends it for approval; a manager approves (→ 3); a second approval is refused; audited', async () => {
    const id = await dispatchedVisit();
    const sent = await submit('li', id);
    expect(sent.body, sent.body.msg).toMatchObject({ code: 200, msg: '已提交审批', data: { status: 2 } });
    const submitted = await detail('li', id);
    expect(submitted).toMatchObject({ findings: HOUSE, mayFill: true, mayReview: false });
    expect(submitted.photoIds).toHaveLength(2);
    expect(await ids('dispatcher', 'review')).toContain(id);
    expect((await detail('dispatcher', id)).mayReview).toBe(true);
    // The reviewer reads the photos through the order (its scope), not as the uploader.
    expect((await c.dispatcher.send(F.photoKey, { params: { id, photoId: submitted.photoIds[0]! } })).status).toBe(200);

    const own = await c.li.send(F.approve, { params: { id }, body: { version: submitted.version } });
    expect(own.status).toBe(403);
    const approved = await c.dispatcher.send(F.approve, { params: { id }, body: { version: submitted.version } });
    expect(approved.body, approved.body.msg).toMatchObject({ code: 200, msg: '已审批通过', data: { status: 3 } });
    expect(await c.sales.call(A.detail, { params: { id } })).toMatchObject({ status: 3 });

    const again = await c.dispatcher.send(F.approve, { params: { id }, body: { version: submitted.version + 1 } });
    expect(again.status).toBe(409);
    expect((await c.dispatcher.send(F.reject, { params: { id }, body: { version: submitted.version + 1, comment: '晚了' } })).status).toBe(
      409,
    );
    expect((await submit('li', id)).status).toBe(409);

    const audit = await c.admin.call(AUDIT_API.endpoints.list, { query: { entity: 'field_order', pageSize: 100 } });
    const trail = (audit.list as AuditEntry[]).filter((e) => e.entityId === String(id));
    expect(trail.map((e) => e.action)).toEqual(['approve', 'submit']);
    expect(trail[0]!.after).toMatchObject({ status: 3 });
  });

  it('a manager rejects with a reason (→ 4); the bill lists both visits for its operation stripe', async () => {
    const id = await dispatchedVisit();
    expect((await c.dispatcher.send(F.approve, { params: { id }, body: { version: 1 } })).status).toBe(409);
    const { version } = await detail('li', id);
    expect((await submit('li', id)).status).toBe(200);
    const blank = await c.dispatcher.send(F.reject, { params: { id }, body: { version: version + 1, comment: ' ' } });
    expect(blank.status).toBe(400);
    const rejected = await c.dispatcher.send(F.reject, { params: { id }, body: { version: version + 1, comment: '照片不清晰' } });
    expect(rejected.body, rejected.body.msg).toMatchObject({ code: 200, data: { status: 4 } });
    expect(await c.sales.call(A.detail, { params: { id } })).toMatchObject({ status: 4 });

    const visits = await c.sales.call(F.billVisits, { params: { id: billId } });
    expect(visits.find((v) => v.id === id)).toMatchObject({ status: 4, reviewComment: '照片不清晰' });
    expect(visits.some((v) => v.status === 3)).toBe(true);
    expect((await c.financeHead.send(F.billVisits, { params: { id: billId } })).status).toBe(404);
  });
});
