import { BlobWriter, Uint8ArrayReader, ZipReader } from '@zip.js/zip.js';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { U as BILL_USERS, billApi, billBody, openBillApp } from './bill-fixtures';
import type { TestApp } from './helpers/test-app';

/*
 * Issue 18 item 7, order transfer (/transferOder): the department's business manager asks to move
 * every open bill of a salesperson to another; on approval each bill's scope follows the new owner
 * at once, in lists, counts, exports and the rows other modules copy from the bill.
 */
const USERS = {
  admin: BILL_USERS.admin, // every code, scope all: approves the department manager's requests
  old: BILL_USERS.sales2, // 13800000111: role 11, Beijing group 2 (own scope)
  next: BILL_USERS.sales, // 13800000011: role 11, Beijing group 1
  shanghai: BILL_USERS.salesSh, // role 11, Shanghai: outside the department
  manager: BILL_USERS.manager, // 1001: change_order_add, group 1 scope
  dept: BILL_USERS.vp, // 1002: change_order_add and change_order_approve, department BJ_BD1
  history: '13800000053', // bill history export, Beijing area
  dispatch: '13800000035', // neither code
} as const;
type Who = keyof typeof USERS;
type Row = { id: number; billNo: string; status: number; flowVersion?: number };
type Transfer = { id: number; status: number; billCount: number; movedCount: number; skippedCount: number };
type Detail = Transfer & {
  flow: { version: number } | null;
  lines: { billId: number; billNo: string; fromName: string | null; toName: string | null; status: number }[];
  records: { action: string; actorName: string }[];
};
const T = '/api/v1/transfer-order';

describe('order transfer (/transferOder)', () => {
  let t: TestApp;
  let api: ReturnType<typeof billApi>;
  const c = {} as Record<Who, string>;
  const get = (who: Who, url: string) => t.call({ method: 'GET', url, cookie: c[who] });
  const post = (who: Who, url: string, payload: object) => t.call({ method: 'POST', url, cookie: c[who], payload });
  const userId = async (who: Who) => ((await get(who, '/api/auth/v1/userInfo/get')).json().data as { id: number }).id;
  /** A bill list with its total (the cached count), as the pages ask for it. */
  const bills = async (who: Who, which: string, query = '') => {
    const res = await api.list(c[who], which, `&withTotal=1${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { list: Row[]; total: number };
  };
  const detail = async (who: Who, id: number) => {
    const res = await get(who, `${T}/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as Detail;
  };
  /** The bill-history export (role 53) of one salesperson's bills: the bill numbers in the file. */
  async function exported(salesId: number): Promise<string[]> {
    const res = await get('history', `/api/v1/bill/export?fileName=转单核对&salesId=${salesId}`);
    expect(res.statusCode, res.body).toBe(200);
    const { taskNo, downloadPassword: password } = res.json().data as { taskNo: string; downloadPassword: string };
    for (let i = 0; ; i++) {
      const tasks = (await get('history', '/api/v1/export/tasks')).json().data.list as { taskNo: string; status: number }[];
      const status = tasks.find((x) => x.taskNo === taskNo)?.status;
      if (status === 2) break;
      if (i > 300) throw new Error(`export ${taskNo} stuck at ${status}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    const file = await t.call({ method: 'POST', url: `/api/v1/export/tasks/${taskNo}/download`, payload: { password }, cookie: c.history });
    expect(file.statusCode).toBe(200);
    const [entry] = await new ZipReader(new Uint8ArrayReader(new Uint8Array(file.rawPayload))).getEntries();
    if (!entry || entry.directory) throw new Error('the zip holds no file');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(await (await entry.getData(new BlobWriter(), { password })).arrayBuffer()) as never);
    return workbook.worksheets[0]!.getColumn(1).values.slice(2).map(String);
  }

  let oldId = 0;
  let nextId = 0;
  let submitted: number[] = [];
  let draftId = 0;

  beforeAll(async () => {
    ({ t, api } = await openBillApp(c, USERS));
    oldId = await userId('old');
    nextId = await userId('next');
    // The old salesperson's book: two bills in approval and a draft.
    submitted = [(await api.submitted(c.old)).id, (await api.submitted(c.old)).id];
    draftId = (await api.create(c.old, billBody())).json().data.id as number;
    const booked = await post('old', '/api/v1/appointment', {
      billId: submitted[0],
      kind: 1,
      address: '朝阳区望京西园1区',
      visitDate: '2099-01-05',
      startTime: '09:00',
      endTime: '10:00',
    });
    expect(booked.statusCode, booked.body).toBe(200);
  });
  afterAll(() => t.close());

  it('refuses without the code (403), and bad input with a clear 400 that creates nothing', async () => {
    const body = { mode: 'salesperson', fromSalespersonId: oldId, toSalespersonId: nextId, reason: '业务员离职' };
    const requests = async () => (await get('dept', `${T}/mine?withTotal=1`)).json().data.total as number;
    const before = await requests();
    expect((await post('old', T, body)).statusCode).toBe(403);
    expect((await post('dispatch', T, body)).statusCode).toBe(403);
    expect((await get('dispatch', `${T}/approvals`)).statusCode).toBe(403);
    const noReason = await post('dept', T, { ...body, reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    const noTarget = await post('dept', T, { mode: 'salesperson', fromSalespersonId: oldId, reason: 'x' });
    expect(noTarget.statusCode).toBe(400);
    expect(noTarget.json().msg).toContain('请选择接收业务员');
    const noBill = await post('dept', T, { mode: 'bill', toSalespersonId: nextId, reason: 'x' });
    expect(noBill.json().msg).toContain('请选择要转出的报单');
    // The target must be an active salesperson inside the applicant's scope: Shanghai is not.
    const shanghai = await post('dept', T, { ...body, toSalespersonId: await userId('shanghai') });
    expect(shanghai.statusCode).toBe(400);
    expect(shanghai.json().msg).toBe('接收业务员须为您数据范围内的在职业务员');
    const same = await post('dept', T, { ...body, toSalespersonId: oldId });
    expect(same.json().msg).toBe('接收业务员不能是原业务员');
    // A group manager (group 1) reaches none of a group-2 salesperson's bills.
    const outOfScope = await post('manager', T, { mode: 'bill', billId: submitted[0], toSalespersonId: nextId, reason: 'x' });
    expect(outOfScope.statusCode).toBe(404);
    expect(await requests()).toBe(before);
  });

  it(
    'moves the bills on approval: lists, counts, exports and copied rows follow at once; a bill changed meanwhile is skipped',
    { timeout: 120_000 },
    async () => {
      // Lists and counts read (and kept) before the transfer.
      const oldMine = await bills('old', 'mine');
      const nextMine = await bills('next', 'mine');
      expect(oldMine.list.map((r) => r.id)).toEqual(expect.arrayContaining(submitted));
      const managerInbox = await bills('manager', 'approvals/manager');
      expect(managerInbox.list.map((r) => r.id)).not.toContain(submitted[0]);
      expect(await exported(nextId)).not.toContain(oldMine.list.find((r) => r.id === submitted[0])!.billNo);

      const applied = await post('dept', T, {
        mode: 'salesperson',
        fromSalespersonId: oldId,
        toSalespersonId: nextId,
        reason: '业务员离职，客户转交',
      });
      expect(applied.statusCode, applied.body).toBe(200);
      expect(applied.json().msg).toBe('转单申请已提交，待审批');
      const id = applied.json().data.id as number;
      const pending = await detail('dept', id);
      expect(pending).toMatchObject({ status: 1, billCount: 3 });
      expect(pending.lines.every((l) => l.status === 0 && l.toName !== null)).toBe(true);
      // A bill waits in one request at a time.
      const again = await post('dept', T, { mode: 'bill', billId: submitted[1], toSalespersonId: nextId, reason: 'x' });
      expect(again.statusCode).toBe(409);
      // Nothing moved yet; the applicant may not approve their own request.
      expect((await bills('old', 'mine')).total).toBe(oldMine.total);
      expect((await post('dept', `${T}/${id}/approve`, { flowVersion: pending.flow!.version })).statusCode).toBe(403);
      const badge = (await get('admin', '/api/v1/home/badges')).json().data['/transferOder/transferOderApprovalList'];
      expect(badge).toBeGreaterThanOrEqual(1);

      // Meanwhile the salesperson abandons the draft: it is skipped and reported.
      const draft = (await api.detail(c.old, draftId)).json().data as { version: number };
      expect(
        (await t.call({ method: 'POST', url: `/api/bill/v1/bill/${draftId}/abandon`, cookie: c.old, payload: { version: draft.version } }))
          .statusCode,
      ).toBe(200);

      // Two approvals at once: exactly one wins.
      const [a, b] = await Promise.all([
        post('admin', `${T}/${id}/approve`, { flowVersion: pending.flow!.version, comment: '同意' }),
        post('admin', `${T}/${id}/approve`, { flowVersion: pending.flow!.version, comment: '同意' }),
      ]);
      expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
      const won = a.statusCode === 200 ? a : b;
      expect(won.json().data).toMatchObject({ status: 2, moved: 2, skipped: 1 });

      // At once: the old salesperson's list and count drop by two, the new one's grow by two.
      const oldAfter = await bills('old', 'mine');
      const nextAfter = await bills('next', 'mine');
      expect(oldAfter.total).toBe(oldMine.total - 2);
      expect(oldAfter.list.map((r) => r.id)).not.toContain(submitted[0]);
      expect(nextAfter.total).toBe(nextMine.total + 2);
      expect(nextAfter.list.map((r) => r.id)).toEqual(expect.arrayContaining(submitted));
      expect((await api.detail(c.old, submitted[0]!)).statusCode).toBe(404);
      // The flow followed: the group-1 manager's inbox now holds them (the bill took its new owner's group).
      expect((await bills('manager', 'approvals/manager')).list.map((r) => r.id)).toEqual(expect.arrayContaining(submitted));
      // An export made after shows the bill under the new owner, not the old.
      const billNo = nextAfter.list.find((r) => r.id === submitted[0])!.billNo;
      expect(await exported(nextId)).toContain(billNo);
      expect(await exported(oldId)).not.toContain(billNo);
      // The appointment copied the bill's scope: it moved in the same transaction.
      const appts = async (who: Who) =>
        ((await get(who, '/api/v1/appointment/list?pageSize=100')).json().data.list as { billId: number }[]).map((r) => r.billId);
      expect(await appts('next')).toContain(submitted[0]);
      expect(await appts('old')).not.toContain(submitted[0]);

      // History keeps the old owner; the audit shows each move.
      const done = await detail('dept', id);
      expect(done).toMatchObject({ status: 2, movedCount: 2, skippedCount: 1 });
      const byBill = new Map(done.lines.map((l) => [l.billId, l]));
      expect(byBill.get(submitted[0]!)).toMatchObject({ status: 1, fromName: '业务员二组（演示）', toName: '业务员（演示）' });
      expect(byBill.get(draftId)!.status).toBe(2);
      expect(done.records.map((r) => r.action)).toEqual(['submit', 'approve']);
      const audit = (await get('admin', '/api/v1/admin/audit?entity=bill_owner&action=transfer&pageSize=50')).json().data.list as {
        entityId: string;
        before: { salespersonId: number };
        after: { salespersonId: number };
      }[];
      const moves = audit.filter((e) => submitted.map(String).includes(e.entityId));
      expect(moves).toHaveLength(2);
      expect(moves.every((e) => e.before.salespersonId === oldId && e.after.salespersonId === nextId)).toBe(true);
      // Decided once: a reject afterwards loses.
      expect((await post('admin', `${T}/${id}/reject`, { flowVersion: done.flow!.version, comment: '不同意' })).statusCode).toBe(409);
    },
  );

  it('a rejected request moves nothing, and its bills may be asked for again', async () => {
    const mine = await bills('next', 'mine');
    const bill = mine.list[0]!;
    const applied = await post('dept', T, { mode: 'bill', billId: bill.id, toSalespersonId: oldId, reason: '客户要求' });
    expect(applied.statusCode, applied.body).toBe(200);
    const id = applied.json().data.id as number;
    const noComment = await post('admin', `${T}/${id}/reject`, { flowVersion: (await detail('admin', id)).flow!.version });
    expect(noComment.statusCode).toBe(400);
    const rejected = await post('admin', `${T}/${id}/reject`, {
      flowVersion: (await detail('admin', id)).flow!.version,
      comment: '客户未确认',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().data).toMatchObject({ status: 3, moved: 0 });
    expect((await bills('next', 'mine')).total).toBe(mine.total);
    expect((await detail('dept', id)).lines[0]!.status).toBe(3);
    const listed = (await get('dept', `${T}/approvals?transferOrderStatus=3`)).json().data.list as Transfer[];
    expect(listed.map((r) => r.id)).toContain(id);
    expect((await post('dept', T, { mode: 'bill', billId: bill.id, toSalespersonId: oldId, reason: '再次申请' })).statusCode).toBe(200);
  });
});
