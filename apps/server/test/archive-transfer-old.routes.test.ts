import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from './helpers/test-app';

const MANAGER = '13800000037'; // role 37: the page (archive_transfer_manager) and the archive store
const RISK = '13800000010'; // role 10: the risk node (archive_transfer_old_risk_approve)
const ARCHIVIST = '13800000061'; // role 61: the archive node (archive_transfer_old_archive_approve)
const FINANCE = '13800000020'; // role 20: none of the codes

type Detail = {
  status: number;
  version: number;
  pendingNode: string | null;
  flow: { version: number };
  items: { id: number; status: number }[];
};

describe('archive transfer, old flow (/archiveTransferManage): risk, archive approval, pull, return', () => {
  let t: TestApp;
  const c = {} as Record<'manager' | 'risk' | 'archivist' | 'finance', string>;
  const get = (cookie: string, url: string) => t.call({ method: 'GET', url: `/api/v1${url}`, cookie });
  const post = (cookie: string, url: string, payload: object) => t.call({ method: 'POST', url: `/api/v1${url}`, cookie, payload });
  const detail = async (id: number) => (await get(c.manager, `/archiveTransferOld/${id}`)).json().data as Detail;

  beforeAll(async () => {
    t = await createTestApp();
    for (const [k, m] of [
      ['manager', MANAGER],
      ['risk', RISK],
      ['archivist', ARCHIVIST],
      ['finance', FINANCE],
    ] as const) {
      c[k] = await t.login(m);
    }
  });
  afterAll(() => t.close());

  it('opens the demo list with a row in every old status, filters by status, and refuses other roles', async () => {
    const rows = (await get(c.manager, '/archiveTransferOld/list?pageSize=100')).json().data.list as { status: number }[];
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set([-2, 3, 4, 5, 6, 7, 8, 9]));
    const eight = (await get(c.manager, '/archiveTransferOld/list?status=8')).json().data.list as { status: number }[];
    expect(eight.length).toBeGreaterThan(0);
    expect(eight.every((r) => r.status === 8)).toBe(true);
    expect((await get(c.manager, '/archiveTransferOld/list?status=1')).statusCode).toBe(400);
    expect((await get(c.finance, '/archiveTransferOld/list')).statusCode).toBe(403);
  });

  it('walks 4 → 6 → 7 → 8 → 9, refusing each step out of order, with the documents out and back', async () => {
    const options = (await get(c.manager, '/archiveTransferOld/options')).json().data as {
      bills: { id: number; items: { id: number }[] }[];
    };
    const bill = options.bills.find((b) => b.items.length > 0)!;
    const itemId = bill.items[0]!.id;
    const made = await post(c.manager, '/archiveTransferOld', {
      billId: bill.id,
      itemIds: [itemId],
      reason: '诉讼需要',
      returnDate: '2026-12-31',
      remark: '原件',
    });
    expect(made.statusCode, made.body).toBe(200);
    const id = made.json().data.id as number;
    let d = await detail(id);
    expect([d.status, d.pendingNode]).toEqual([4, 'risk']);

    // Out of order: the store cannot pull before both approvals; the archivist cannot decide the risk node.
    expect((await post(c.manager, `/archiveTransferOld/${id}/pull`, { version: d.version })).statusCode).toBe(409);
    expect((await post(c.archivist, `/archiveTransferOld/${id}/approve`, { flowVersion: d.flow.version })).statusCode).toBe(403);
    expect((await detail(id)).status).toBe(4);

    const risk = await post(c.risk, `/archiveTransferOld/${id}/approve`, { flowVersion: d.flow.version });
    expect(risk.statusCode, risk.body).toBe(200);
    expect(risk.json().data.status).toBe(6);
    d = await detail(id);
    expect(d.pendingNode).toBe('archive');
    // The same decision again at a stale flow version is refused; the risk director cannot decide the archive node.
    expect((await post(c.risk, `/archiveTransferOld/${id}/approve`, { flowVersion: d.flow.version - 1 })).statusCode).toBe(409);
    expect((await post(c.risk, `/archiveTransferOld/${id}/approve`, { flowVersion: d.flow.version })).statusCode).toBe(403);
    // Cancelling is only before the risk decision.
    expect((await post(c.manager, `/archiveTransferOld/${id}/cancel`, { version: d.version })).statusCode).toBe(409);

    const archive = await post(c.archivist, `/archiveTransferOld/${id}/approve`, { flowVersion: d.flow.version });
    expect(archive.json().data.status).toBe(7);
    d = await detail(id);
    expect((await post(c.manager, `/archiveTransferOld/${id}/return`, { version: d.version })).statusCode).toBe(409);
    const pulled = await post(c.manager, `/archiveTransferOld/${id}/pull`, { version: d.version });
    expect(pulled.json().data.status).toBe(8);
    // A stale version does not pull twice.
    expect((await post(c.manager, `/archiveTransferOld/${id}/pull`, { version: d.version })).statusCode).toBe(409);
    d = await detail(id);
    expect(d.items.map((i) => i.status)).toEqual([3]);
    const back = await post(c.manager, `/archiveTransferOld/${id}/return`, { version: d.version });
    expect(back.json().data.status).toBe(9);
    d = await detail(id);
    expect(d.items.map((i) => i.status)).toEqual([2]);
    const ledger = (await get(c.manager, `/archive/bill/${bill.id}`)).json().data as {
      ledger: { itemId: number; fromStatus: number; toStatus: number; reason: string | null }[];
    };
    const moves = ledger.ledger.filter((l) => l.itemId === itemId && l.reason?.startsWith(`旧调档#${id}`)).reverse();
    expect(moves.map((l) => [l.fromStatus, l.toStatus])).toEqual([
      [2, 3],
      [3, 2],
    ]);
  });

  it('rejects at each node (3 at risk, 5 at archive) and lets the applicant cancel an undecided request (-2)', async () => {
    const options = (await get(c.manager, '/archiveTransferOld/options')).json().data as {
      bills: { id: number; items: { id: number }[] }[];
    };
    const bill = options.bills.find((b) => b.items.length > 0)!;
    const ask = async () => {
      const body = { billId: bill.id, itemIds: [bill.items[0]!.id], reason: '核对', returnDate: '2026-12-31' };
      return (await post(c.manager, '/archiveTransferOld', body)).json().data.id as number;
    };
    const a = await ask();
    const noComment = await post(c.risk, `/archiveTransferOld/${a}/reject`, { flowVersion: (await detail(a)).flow.version });
    expect(noComment.statusCode).toBe(400);
    const r1 = await post(c.risk, `/archiveTransferOld/${a}/reject`, { flowVersion: (await detail(a)).flow.version, comment: '不同意' });
    expect(r1.json().data.status).toBe(3);
    const b = await ask();
    await post(c.risk, `/archiveTransferOld/${b}/approve`, { flowVersion: (await detail(b)).flow.version });
    const r2 = await post(c.archivist, `/archiveTransferOld/${b}/reject`, {
      flowVersion: (await detail(b)).flow.version,
      comment: '资料不全',
    });
    expect(r2.json().data.status).toBe(5);
    const x = await ask();
    const cancelled = await post(c.manager, `/archiveTransferOld/${x}/cancel`, { version: (await detail(x)).version });
    expect(cancelled.json().data.status).toBe(-2);
    expect((await post(c.risk, `/archiveTransferOld/${x}/approve`, { flowVersion: (await detail(x)).flow.version })).statusCode).not.toBe(
      200,
    );
    expect((await detail(x)).status).toBe(-2);
  });
});
