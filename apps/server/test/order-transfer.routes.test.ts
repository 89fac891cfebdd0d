import { BlobWriter, Uint8ArrayReader, ZipReader } from '@zip.js/zip.js';
import ExcelJS from 'exceljs';
import {
  APPOINTMENT_API,
  AUDIT_API,
  BILL_API,
  BILL_HISTORY_EXPORT,
  EXPORT_API,
  type EndpointInput,
  HOME_API,
  IDENTITY_API,
  ORDER_TRANSFER_API,
} from '@lc/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billApi, billBody } from './bill-fixtures';
import { type Caller, asEach } from './helpers/as-user';
import { type TestApp, createTestApp } from './helpers/test-app';

/*
 * Issue 18 item 7, order transfer (/transferOder): the department's business manager asks to move
 * every open bill of a salesperson to another; on approval each bill's scope follows the new owner
 * at once, in lists, counts, exports and the rows other modules copy from the bill.
 *
 * Who: admin (every code, scope all) approves the department manager's requests; sales2 (role 11,
 * Beijing group 2) is the salesperson whose bills move, to sales (role 11, Beijing group 1); salesSh
 * (Shanghai) is outside the department; manager (1001: change_order_add, group 1 scope);
 * deptManager (1002: change_order_add and change_order_approve, department BJ_BD1);
 * billHistoryExport (53: bill history export, Beijing area); dispatcher (35: neither code).
 */
const T = ORDER_TRANSFER_API.endpoints;
type Who = 'admin' | 'sales2' | 'sales' | 'salesSh' | 'manager' | 'deptManager' | 'billHistoryExport' | 'dispatcher';
type Apply = EndpointInput<typeof T.apply>['body'];

describe('order transfer (/transferOder)', () => {
  let t: TestApp;
  let api: ReturnType<typeof billApi>;
  let c: Record<Who, Caller>;
  const userId = async (who: Who) => (await c[who].call(IDENTITY_API.endpoints.userInfo)).id;
  /** A bill list with its total (the cached count; the bill lists always count, so no withTotal). */
  const bills = (who: Who, which: 'mine' | 'inboxManager') => c[who].call(BILL_API.endpoints[which], { query: { pageSize: 100 } });
  const detail = (who: Who, id: number) => c[who].call(T.detail, { params: { id } });
  // Bodies the contract refuses on purpose (a reason of blanks, a missing target) are cast: the server must answer 400.
  const apply = (who: Who, body: Apply) => c[who].send(T.apply, { body });
  /** The bill-history export (role 53) of one salesperson's bills: the bill numbers in the file. */
  async function exported(salesId: number): Promise<string[]> {
    const history = c.billHistoryExport;
    const { taskNo, downloadPassword: password } = await history.call(BILL_HISTORY_EXPORT, { query: { fileName: '转单核对', salesId } });
    for (let i = 0; ; i++) {
      const tasks = (await history.call(EXPORT_API.endpoints.tasks, { query: {} })).list;
      const status = tasks.find((x) => x.taskNo === taskNo)?.status;
      if (status === 2) break;
      if (i > 300) throw new Error(`export ${taskNo} stuck at ${status}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    const file = await history.send(EXPORT_API.endpoints.download, { params: { taskNo }, body: { password } });
    expect(file.status).toBe(200);
    const [entry] = await new ZipReader(new Uint8ArrayReader(new Uint8Array(file.res.rawPayload))).getEntries();
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
    t = await createTestApp();
    api = billApi(t);
    c = await asEach(t, 'admin', 'sales2', 'sales', 'salesSh', 'manager', 'deptManager', 'billHistoryExport', 'dispatcher');
    oldId = await userId('sales2');
    nextId = await userId('sales');
    // The old salesperson's book: two bills in approval and a draft.
    submitted = [(await api.submitted(c.sales2.cookie)).id, (await api.submitted(c.sales2.cookie)).id];
    draftId = (await c.sales2.call(BILL_API.endpoints.create, { body: billBody() })).id;
    await c.sales2.call(APPOINTMENT_API.endpoints.create, {
      body: {
        billId: submitted[0]!,
        kind: 1,
        address: '朝阳区望京西园1区',
        visitDate: '2099-01-05',
        startTime: '09:00',
        endTime: '10:00',
      },
    });
  });
  afterAll(() => t.close());

  it('refuses without the code (403), and bad input with a clear 400 that creates nothing', async () => {
    const body = { mode: 'salesperson', fromSalespersonId: oldId, toSalespersonId: nextId, reason: '业务员离职' } as const;
    const requests = async () => (await c.deptManager.call(T.mine, { query: { withTotal: '1' } })).total;
    const before = await requests();
    expect((await apply('sales2', body)).status).toBe(403);
    expect((await apply('dispatcher', body)).status).toBe(403);
    expect((await c.dispatcher.send(T.approvals, { query: {} })).status).toBe(403);
    const noReason = await apply('deptManager', { ...body, reason: ' ' });
    expect(noReason.status).toBe(400);
    const noTarget = await apply('deptManager', { mode: 'salesperson', fromSalespersonId: oldId, reason: 'x' } as never);
    expect(noTarget.status).toBe(400);
    expect(noTarget.body.msg).toContain('请选择接收业务员');
    const noBill = await apply('deptManager', { mode: 'bill', toSalespersonId: nextId, reason: 'x' } as never);
    expect(noBill.body.msg).toContain('请选择要转出的报单');
    // The target must be an active salesperson inside the applicant's scope: Shanghai is not.
    const shanghai = await apply('deptManager', { ...body, toSalespersonId: await userId('salesSh') });
    expect(shanghai.status).toBe(400);
    expect(shanghai.body.msg).toBe('接收业务员须为您数据范围内的在职业务员');
    const same = await apply('deptManager', { ...body, toSalespersonId: oldId });
    expect(same.body.msg).toBe('接收业务员不能是原业务员');
    // A group manager (group 1) reaches none of a group-2 salesperson's bills.
    const outOfScope = await apply('manager', { mode: 'bill', billId: submitted[0]!, toSalespersonId: nextId, reason: 'x' });
    expect(outOfScope.status).toBe(404);
    expect(await requests()).toBe(before);
  });

  it(
    'moves the bills on approval: lists, counts, exports and copied rows follow at once; a bill changed meanwhile is skipped',
    { timeout: 120_000 },
    async () => {
      // Lists and counts read (and kept) before the transfer.
      const oldMine = await bills('sales2', 'mine');
      const nextMine = await bills('sales', 'mine');
      expect(oldMine.list.map((r) => r.id)).toEqual(expect.arrayContaining(submitted));
      const managerInbox = await bills('manager', 'inboxManager');
      expect(managerInbox.list.map((r) => r.id)).not.toContain(submitted[0]);
      expect(await exported(nextId)).not.toContain(oldMine.list.find((r) => r.id === submitted[0])!.billNo);

      const applied = await apply('deptManager', {
        mode: 'salesperson',
        fromSalespersonId: oldId,
        toSalespersonId: nextId,
        reason: '业务员离职，客户转交',
      });
      expect(applied.status, applied.body.msg).toBe(200);
      expect(applied.body.msg).toBe('转单申请已提交，待审批');
      const id = applied.reply!.id;
      const pending = await detail('deptManager', id);
      expect(pending).toMatchObject({ status: 1, billCount: 3 });
      expect(pending.lines.every((l) => l.status === 0 && l.toName !== null)).toBe(true);
      // A bill waits in one request at a time.
      const again = await apply('deptManager', { mode: 'bill', billId: submitted[1]!, toSalespersonId: nextId, reason: 'x' });
      expect(again.status).toBe(409);
      // Nothing moved yet; the applicant may not approve their own request.
      expect((await bills('sales2', 'mine')).total).toBe(oldMine.total);
      expect((await c.deptManager.send(T.approve, { params: { id }, body: { flowVersion: pending.flow!.version } })).status).toBe(403);
      const badge = (await c.admin.call(HOME_API.endpoints.badges))['/transferOder/transferOderApprovalList'];
      expect(badge).toBeGreaterThanOrEqual(1);

      // Meanwhile the salesperson abandons the draft: it is skipped and reported.
      const draft = await c.sales2.call(BILL_API.endpoints.detail, { params: { id: draftId } });
      await c.sales2.call(BILL_API.endpoints.abandon, { params: { id: draftId }, body: { version: draft.version } });

      // Two approvals at once: exactly one wins.
      const approve = () => c.admin.send(T.approve, { params: { id }, body: { flowVersion: pending.flow!.version, comment: '同意' } });
      const [a, b] = await Promise.all([approve(), approve()]);
      expect([a.status, b.status].sort()).toEqual([200, 409]);
      const won = a.status === 200 ? a : b;
      expect(won.reply).toMatchObject({ status: 2, moved: 2, skipped: 1 });

      // At once: the old salesperson's list and count drop by two, the new one's grow by two.
      const oldAfter = await bills('sales2', 'mine');
      const nextAfter = await bills('sales', 'mine');
      expect(oldAfter.total).toBe(oldMine.total - 2);
      expect(oldAfter.list.map((r) => r.id)).not.toContain(submitted[0]);
      expect(nextAfter.total).toBe(nextMine.total + 2);
      expect(nextAfter.list.map((r) => r.id)).toEqual(expect.arrayContaining(submitted));
      expect((await c.sales2.send(BILL_API.endpoints.detail, { params: { id: submitted[0]! } })).status).toBe(404);
      // The flow followed: the group-1 manager's inbox now holds them (the bill took its new owner's group).
      expect((await bills('manager', 'inboxManager')).list.map((r) => r.id)).toEqual(expect.arrayContaining(submitted));
      // An export made after shows the bill under the new owner, not the old.
      const billNo = nextAfter.list.find((r) => r.id === submitted[0])!.billNo;
      expect(await exported(nextId)).toContain(billNo);
      expect(await exported(oldId)).not.toContain(billNo);
      // The appointment copied the bill's scope: it moved in the same transaction.
      const appts = async (who: Who) =>
        (await c[who].call(APPOINTMENT_API.endpoints.list, { query: { pageSize: 100 } })).list.map((r) => r.billId);
      expect(await appts('sales')).toContain(submitted[0]);
      expect(await appts('sales2')).not.toContain(submitted[0]);

      // History keeps the old owner; the audit shows each move.
      const done = await detail('deptManager', id);
      expect(done).toMatchObject({ status: 2, movedCount: 2, skippedCount: 1 });
      const byBill = new Map(done.lines.map((l) => [l.billId, l]));
      expect(byBill.get(submitted[0]!)).toMatchObject({ status: 1, fromName: '业务员二组（演示）', toName: '业务员（演示）' });
      expect(byBill.get(draftId)!.status).toBe(2);
      expect(done.records.map((r) => r.action)).toEqual(['submit', 'approve']);
      const audit = (await c.admin.call(AUDIT_API.endpoints.list, { query: { entity: 'bill_owner', action: 'transfer', pageSize: 50 } }))
        .list as { entityId: string; before: { salespersonId: number }; after: { salespersonId: number } }[];
      const moves = audit.filter((e) => submitted.map(String).includes(e.entityId));
      expect(moves).toHaveLength(2);
      expect(moves.every((e) => e.before.salespersonId === oldId && e.after.salespersonId === nextId)).toBe(true);
      // Decided once: a reject afterwards loses.
      expect((await c.admin.send(T.reject, { params: { id }, body: { flowVersion: done.flow!.version, comment: '不同意' } })).status).toBe(
        409,
      );
    },
  );

  it('a rejected request moves nothing, and its bills may be asked for again', async () => {
    const mine = await bills('sales', 'mine');
    const bill = mine.list[0]!;
    const applied = await apply('deptManager', { mode: 'bill', billId: bill.id, toSalespersonId: oldId, reason: '客户要求' });
    expect(applied.status, applied.body.msg).toBe(200);
    const id = applied.reply!.id;
    // A rejection without a comment, sent on purpose: the server refuses it.
    const noComment = await c.admin.send(T.reject, {
      params: { id },
      body: { flowVersion: (await detail('admin', id)).flow!.version } as never,
    });
    expect(noComment.status).toBe(400);
    const rejected = await c.admin.send(T.reject, {
      params: { id },
      body: { flowVersion: (await detail('admin', id)).flow!.version, comment: '客户未确认' },
    });
    expect(rejected.status, rejected.body.msg).toBe(200);
    expect(rejected.reply).toMatchObject({ status: 3, moved: 0 });
    expect((await bills('sales', 'mine')).total).toBe(mine.total);
    expect((await detail('deptManager', id)).lines[0]!.status).toBe(3);
    const listed = (await c.deptManager.call(T.approvals, { query: { transferOrderStatus: 3 } })).list;
    expect(listed.map((r) => r.id)).toContain(id);
    expect((await apply('deptManager', { mode: 'bill', billId: bill.id, toSalespersonId: oldId, reason: '再次申请' })).status).toBe(200);
  });
});
