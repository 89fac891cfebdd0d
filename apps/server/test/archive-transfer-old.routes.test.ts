import { ARCHIVE_API, ARCHIVE_TRANSFER_OLD_API } from '@lc/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, asEach } from './helpers/as-user';
import { type TestApp, createTestApp } from './helpers/test-app';

const O = ARCHIVE_TRANSFER_OLD_API.endpoints;

describe('archive transfer, old flow (/archiveTransferManage): risk, archive approval, pull, return', () => {
  let t: TestApp;
  // warrantManager: role 37, the page (archive_transfer_manager) and the archive store; risk: role 10, the risk node
  // (archive_transfer_old_risk_approve); archiveApprover: role 61, the archive node (archive_transfer_old_archive_approve);
  // financeHead: role 20, none of the codes.
  let c: Record<'warrantManager' | 'risk' | 'archiveApprover' | 'financeHead', Caller>;
  const detail = (id: number) => c.warrantManager.call(O.detail, { params: { id } });

  beforeAll(async () => {
    t = await createTestApp();
    c = await asEach(t, 'warrantManager', 'risk', 'archiveApprover', 'financeHead');
  });
  afterAll(() => t.close());

  it('opens the demo list with a row in every old status, filters by status, and refuses other roles', async () => {
    const rows = (await c.warrantManager.call(O.list, { query: { pageSize: 100 } })).list;
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set([-2, 3, 4, 5, 6, 7, 8, 9]));
    const eight = (await c.warrantManager.call(O.list, { query: { status: 8 } })).list;
    expect(eight.length).toBeGreaterThan(0);
    expect(eight.every((r) => r.status === 8)).toBe(true);
    expect((await c.warrantManager.send(O.list, { query: { status: 1 } })).status).toBe(400);
    expect((await c.financeHead.send(O.list, { query: {} })).status).toBe(403);
  });

  it('walks 4 → 6 → 7 → 8 → 9, refusing each step out of order, with the documents out and back', async () => {
    const options = await c.warrantManager.call(O.options);
    const bill = options.bills.find((b) => b.items.length > 0)!;
    const itemId = bill.items[0]!.id;
    const { id } = await c.warrantManager.call(O.create, {
      body: { billId: bill.id, itemIds: [itemId], reason: '诉讼需要', returnDate: '2026-12-31', remark: '原件' },
    });
    const params = { id };
    let d = await detail(id);
    expect([d.status, d.pendingNode]).toEqual([4, 'risk']);

    // Out of order: the store cannot pull before both approvals; the archivist cannot decide the risk node.
    expect((await c.warrantManager.send(O.pull, { params, body: { version: d.version } })).status).toBe(409);
    expect((await c.archiveApprover.send(O.approve, { params, body: { flowVersion: d.flow!.version } })).status).toBe(403);
    expect((await detail(id)).status).toBe(4);

    const risk = await c.risk.call(O.approve, { params, body: { flowVersion: d.flow!.version } });
    expect(risk.status).toBe(6);
    d = await detail(id);
    expect(d.pendingNode).toBe('archive');
    // The same decision again at a stale flow version is refused; the risk director cannot decide the archive node.
    expect((await c.risk.send(O.approve, { params, body: { flowVersion: d.flow!.version - 1 } })).status).toBe(409);
    expect((await c.risk.send(O.approve, { params, body: { flowVersion: d.flow!.version } })).status).toBe(403);
    // Cancelling is only before the risk decision.
    expect((await c.warrantManager.send(O.cancel, { params, body: { version: d.version } })).status).toBe(409);

    const archive = await c.archiveApprover.send(O.approve, { params, body: { flowVersion: d.flow!.version } });
    expect(archive.reply!.status).toBe(7);
    d = await detail(id);
    expect((await c.warrantManager.send(O.giveBack, { params, body: { version: d.version } })).status).toBe(409);
    const pulled = await c.warrantManager.send(O.pull, { params, body: { version: d.version } });
    expect(pulled.reply!.status).toBe(8);
    // A stale version does not pull twice.
    expect((await c.warrantManager.send(O.pull, { params, body: { version: d.version } })).status).toBe(409);
    d = await detail(id);
    expect(d.items.map((i) => i.status)).toEqual([3]);
    const back = await c.warrantManager.send(O.giveBack, { params, body: { version: d.version } });
    expect(back.reply!.status).toBe(9);
    d = await detail(id);
    expect(d.items.map((i) => i.status)).toEqual([2]);
    const ledger = await c.warrantManager.call(ARCHIVE_API.endpoints.billDetail, { params: { billId: bill.id } });
    const moves = ledger.ledger.filter((l) => l.itemId === itemId && l.reason?.startsWith(`旧调档#${id}`)).reverse();
    expect(moves.map((l) => [l.fromStatus, l.toStatus])).toEqual([
      [2, 3],
      [3, 2],
    ]);
  });

  it('rejects at each node (3 at risk, 5 at archive) and lets the applicant cancel an undecided request (-2)', async () => {
    const options = await c.warrantManager.call(O.options);
    const bill = options.bills.find((b) => b.items.length > 0)!;
    const ask = async () => {
      const body = { billId: bill.id, itemIds: [bill.items[0]!.id], reason: '核对', returnDate: '2026-12-31' };
      return (await c.warrantManager.call(O.create, { body })).id;
    };
    const flowVersion = async (id: number) => (await detail(id)).flow!.version;
    const a = await ask();
    // A rejection without its comment, which the contract requires: sent on purpose to see the 400.
    const noComment = await c.risk.send(O.reject, { params: { id: a }, body: { flowVersion: await flowVersion(a) } as never });
    expect(noComment.status).toBe(400);
    const r1 = await c.risk.send(O.reject, { params: { id: a }, body: { flowVersion: await flowVersion(a), comment: '不同意' } });
    expect(r1.reply!.status).toBe(3);
    const b = await ask();
    await c.risk.send(O.approve, { params: { id: b }, body: { flowVersion: await flowVersion(b) } });
    const r2 = await c.archiveApprover.send(O.reject, {
      params: { id: b },
      body: { flowVersion: await flowVersion(b), comment: '资料不全' },
    });
    expect(r2.reply!.status).toBe(5);
    const x = await ask();
    const cancelled = await c.warrantManager.send(O.cancel, { params: { id: x }, body: { version: (await detail(x)).version } });
    expect(cancelled.reply!.status).toBe(-2);
    expect((await c.risk.send(O.approve, { params: { id: x }, body: { flowVersion: await flowVersion(x) } })).status).not.toBe(200);
    expect((await detail(x)).status).toBe(-2);
  });
});
