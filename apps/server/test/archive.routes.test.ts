import { ARCHIVE_API, ARCHIVE_TRANSFER_API, IDENTITY_API } from '@lc/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { systemClock } from '../src/lib/time';
import { createArchiveService } from '../src/modules/archive/archive.service';
import { staffAccounts } from '../src/modules/identity/staff-accounts.service';
import { type Caller, asEach } from './helpers/as-user';
import { type TestApp, createTestApp } from './helpers/test-app';

// warrant (role 32): archive_manage, archive_details, archive_ledger; warrantManager (role 37): transfer requests and
// the archive store; archiveApprover (role 61): transfer approval (listed in transferArchiveRole below); financeHead
// (role 20): none of the archive codes.
const A = ARCHIVE_API.endpoints;
const X = ARCHIVE_TRANSFER_API.endpoints;

describe('archive documents, stock ledger and the new transfer flow (/archiveManage, /getArchivesManage)', () => {
  let t: TestApp;
  let c: Record<'admin' | 'warrant' | 'warrantManager' | 'archiveApprover' | 'financeHead', Caller>;
  let billId: number;
  const transfer = async (id: number) => (await c.warrantManager.send(X.detail, { params: { id } })).reply!;
  const bill = async () => (await c.warrant.send(A.billDetail, { params: { billId } })).reply!;

  /** Records documents on the bill and puts them into stock (1 → 2). */
  async function stocked(names: string[]) {
    const ids: number[] = [];
    for (const name of names) {
      const made = await c.warrant.send(A.create, { body: { billId, docType: 9, name } });
      expect(made.status, made.body.msg).toBe(200);
      const id = made.reply!.id;
      const moved = await c.warrant.send(A.stockIn, { params: { id }, body: { version: 0 } });
      expect(moved.reply!.status).toBe(2);
      ids.push(id);
    }
    return ids;
  }
  /** A transfer of `itemIds` by the warrant manager; approved when asked. */
  async function requested(itemIds: number[], approve = false) {
    const made = await c.warrantManager.send(X.create, { body: { billId, itemIds, reason: '诉讼需要', returnDate: '2026-12-31' } });
    expect(made.status, made.body.msg).toBe(200);
    const id = made.reply!.id;
    if (approve) {
      const ok = await c.archiveApprover.send(X.approve, { params: { id }, body: { flowVersion: (await transfer(id)).flow!.version } });
      expect(ok.status, ok.body.msg).toBe(200);
    }
    return id;
  }

  beforeAll(async () => {
    t = await createTestApp();
    c = await asEach(t, 'admin', 'warrant', 'warrantManager', 'archiveApprover', 'financeHead');
    const options = (await c.warrant.send(A.bills)).reply!;
    billId = options.bills[0]!.id;
    const approverId = (await c.archiveApprover.send(IDENTITY_API.endpoints.userInfo)).reply!.id;
    expect((await c.admin.send(A.addApprover, { body: { userId: approverId } })).status).toBe(200);
  });
  afterAll(() => t.close());

  it('refuses the wrong role (403) and bad input (400 in Chinese, nothing written)', async () => {
    expect((await c.financeHead.send(A.list, { query: {} })).status).toBe(403);
    expect((await c.financeHead.send(X.list, { query: {} })).status).toBe(403);
    const before = (await bill()).items.length;
    const bad = await c.warrant.send(A.create, { body: { billId, docType: 7, name: '' } });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toMatch(/[\u4e00-\u9fa5]/);
    expect((await bill()).items.length).toBe(before);
  });

  it('opens the demo lists with rows in several statuses', async () => {
    const stock = (await c.admin.send(A.list, { query: { pageSize: 100 } })).reply!.list;
    expect(new Set(stock.map((i) => i.status))).toEqual(new Set([0, 1, 2, 3, 4]));
    const transfers = (await c.admin.send(X.list, { query: { pageSize: 100 } })).reply!.list;
    expect([0, 1, 2, 4, 7].every((s) => transfers.some((r) => r.status === s))).toBe(true);
    const approvers = (await c.admin.send(A.approvers)).reply!.list;
    expect(approvers.length).toBeGreaterThan(0);
  });

  it('puts documents into stock with a ledger line per movement, and the gate sees them', async () => {
    const [id] = await stocked(['借款合同（测试）']);
    const { items, ledger } = await bill();
    expect(items.find((i) => i.id === id)!.status).toBe(2);
    const lines = ledger.filter((l) => l.itemId === id).reverse();
    expect(lines.map((l) => [l.fromStatus, l.toStatus])).toEqual([
      [null, 1],
      [1, 2],
    ]);
    expect(lines.every((l) => l.actorName.length > 0)).toBe(true);
    // A second stock-in at the same version is refused: the movement happened once.
    expect((await c.warrant.send(A.stockIn, { params: { id }, body: { version: 0 } })).status).toBe(409);
    const made = await c.warrant.send(A.create, { body: { billId, docType: 3, name: '身份证复印件（测试）' } });
    const pending = made.reply!.id;
    const listed = (await c.warrant.send(A.list, { query: { status: 1, pageSize: 100 } })).reply!.list;
    expect(listed.some((i) => i.id === pending)).toBe(true);
    expect((await c.warrant.send(A.remove, { params: { id: pending }, body: { version: 0, reason: '重复登记' } })).reply!.status).toBe(0);
  });

  it('takes documents out and back through the new flow, with ledger lines out and in', async () => {
    const [a, b] = await stocked(['不动产权证书（调档）', '他项权证（调档）']);
    const id = await requested([a!, b!], true);
    expect((await transfer(id)).status).toBe(1);
    const pulled = await c.warrantManager.send(X.pull, { params: { id }, body: { version: (await transfer(id)).version } });
    expect(pulled.reply!.status).toBe(2);
    expect((await transfer(id)).items.map((i) => i.status)).toEqual([3, 3]);
    // A document out on a transfer cannot be requested again.
    expect(
      (await c.warrantManager.send(X.create, { body: { billId, itemIds: [a], reason: '再调', returnDate: '2026-12-31' } })).status,
    ).toBe(400);
    const part = await c.warrantManager.send(X.giveBack, { params: { id }, body: { version: (await transfer(id)).version, itemIds: [a] } });
    expect(part.reply!.status).toBe(3);
    const again = await c.warrantManager.send(X.giveBack, {
      params: { id },
      body: { version: (await transfer(id)).version, itemIds: [a] },
    });
    expect(again.status).toBe(400);
    const rest = await c.warrantManager.send(X.giveBack, { params: { id }, body: { version: (await transfer(id)).version, itemIds: [b] } });
    expect(rest.reply!.status).toBe(4);
    const { items, ledger } = await bill();
    expect(items.filter((i) => i.id === a || i.id === b).map((i) => i.status)).toEqual([2, 2]);
    for (const item of [a, b]) {
      const moves = ledger.filter((l) => l.itemId === item && l.transferId === id).reverse();
      expect(moves.map((l) => [l.fromStatus, l.toStatus])).toEqual([
        [2, 3],
        [3, 2],
      ]);
    }
    const ledgerPage = (await c.warrant.send(A.ledger, { query: { pageSize: 100 } })).reply!.list;
    expect(ledgerPage.filter((l) => l.transferId === id)).toHaveLength(4);
  });

  it('refuses approval by someone not in transferArchiveRole; a listed approver decides', async () => {
    const [a] = await stocked(['公证书（审批）']);
    const id = await requested([a!]);
    const byAdmin = await c.admin.send(X.approve, { params: { id }, body: { flowVersion: (await transfer(id)).flow!.version } });
    expect(byAdmin.status).toBe(403);
    expect(byAdmin.body.msg).toContain('调档审批人');
    expect((await transfer(id)).status).toBe(0);
    const rejected = await c.archiveApprover.send(X.reject, {
      params: { id },
      body: {
        flowVersion: (await transfer(id)).flow!.version,
        comment: '理由不足',
      },
    });
    expect(rejected.reply!.status).toBe(7);
  });

  it('holds a lock for one user at a time under 50 concurrent takes; others see the holder and cannot act', async () => {
    const [a] = await stocked(['借款合同（锁）']);
    const id = await requested([a!]);
    const users = [c.admin, c.archiveApprover, c.warrantManager];
    const takes = await Promise.all(
      Array.from({ length: 50 }, (_, n) => users[n % 3]!.send(X.lock, { params: { id }, body: { kind: 'audit' } })),
    );
    const won = takes.filter((r) => r.status === 200).map((r) => r.reply!.holderName);
    expect(new Set(won).size).toBe(1);
    const holder = won[0]!;
    const refused = takes.filter((r) => r.status !== 200);
    expect(refused.every((r) => r.status === 409 && (r.body.msg as string).includes(holder))).toBe(true);
    expect(won.length + refused.length).toBe(50);

    // Make the approver the holder: release the lock as its holder (spec 000 §7 path), then take it.
    const detail = await transfer(id);
    for (const who of users) await who.send(X.auditLockRelease, { query: { flowInstanceId: detail.flowInstanceId } });
    expect((await transfer(id)).locks).toHaveLength(0);
    expect((await c.admin.send(X.lock, { params: { id }, body: { kind: 'audit' } })).status).toBe(200);
    const blocked = await c.archiveApprover.send(X.approve, { params: { id }, body: { flowVersion: detail.flow!.version } });
    expect(blocked.status).toBe(409);
    expect(blocked.body.msg).toContain('系统管理员');
    // Someone else's release leaves the lock in place; the holder's frees it.
    const notMine = await c.archiveApprover.send(X.auditLockRelease, { query: { flowInstanceId: detail.flowInstanceId } });
    expect(notMine.reply!.released).toBe(false);
    expect((await c.admin.send(X.auditLockRelease, { query: { flowInstanceId: detail.flowInstanceId } })).reply!.released).toBe(true);
    const ok = await c.archiveApprover.send(X.approve, { params: { id }, body: { flowVersion: detail.flow!.version } });
    expect(ok.reply!.status).toBe(1);
  });

  it('lets a lock lapse once it has expired (a crashed browser)', async () => {
    const [a] = await stocked(['借款合同（过期锁）']);
    const id = await requested([a!]);
    expect((await c.admin.send(X.lock, { params: { id }, body: { kind: 'modify' } })).status).toBe(200);
    expect((await c.warrantManager.send(X.lock, { params: { id }, body: { kind: 'modify' } })).status).toBe(409);
    await queryRows(
      t.database.db,
      sql`update archive_transfer_locks set expires_at = now() - interval '1 minute' where transfer_id = ${id}`,
    );
    const taken = await c.warrantManager.send(X.lock, { params: { id }, body: { kind: 'modify' } });
    expect(taken.status).toBe(200);
    expect(taken.reply!.mine).toBe(true);
  });

  it('answers the grant gate archiveInStock: only when the bill has documents and every live one is in stock', async () => {
    const gates = createArchiveService({
      db: t.database.db,
      clock: systemClock,
      bills: () => ({ loanFacts: async () => undefined, moveStage: async () => false }),
      accounts: staffAccounts,
    });
    expect(await gates.archiveInStock(987_654_321)).toEqual({ inStock: false, live: 0, notInStock: [] });
    const made = await c.warrant.send(A.create, { body: { billId, docType: 1, name: '借款合同（放款前）' } });
    const id = made.reply!.id;
    const waiting = await gates.archiveInStock(billId);
    expect(waiting.inStock).toBe(false);
    expect(waiting.notInStock).toContain('借款合同（放款前）');
    await c.warrant.send(A.stockIn, { params: { id }, body: { version: 0 } });
    const after = await gates.archiveInStock(billId);
    expect(after.notInStock).not.toContain('借款合同（放款前）');
    expect(after.inStock).toBe(after.notInStock.length === 0);
  });
});
