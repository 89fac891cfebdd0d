import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { systemClock } from '../src/lib/time';
import { createArchiveService } from '../src/modules/archive/archive.service';
import { staffAccounts } from '../src/modules/identity/staff-accounts.service';
import { type TestApp, createTestApp } from './helpers/test-app';

const ADMIN = '13800000000';
const CUSTODIAN = '13800000032'; // role 32: archive_manage, archive_details, archive_ledger
const MANAGER = '13800000037'; // role 37: transfer requests and the archive store
const APPROVER = '13800000061'; // role 61: transfer approval (listed in transferArchiveRole below)
const FINANCE = '13800000020'; // role 20: none of the archive codes

type Item = { id: number; status: number; version: number; name: string };
type Ledger = { itemId: number; fromStatus: number | null; toStatus: number; transferId: number | null; actorName: string };
type Transfer = {
  status: number;
  version: number;
  flowInstanceId: number;
  flow: { version: number };
  items: (Item & { returnedAt: string | null })[];
  locks: { kind: string; holderName: string; mine: boolean }[];
};

describe('archive documents, stock ledger and the new transfer flow (/archiveManage, /getArchivesManage)', () => {
  let t: TestApp;
  const c = {} as Record<'admin' | 'custodian' | 'manager' | 'approver' | 'finance', string>;
  let billId: number;
  const get = (cookie: string, url: string) => t.call({ method: 'GET', url: `/api${url}`, cookie });
  const post = (cookie: string, url: string, payload: object) => t.call({ method: 'POST', url: `/api/v1${url}`, cookie, payload });
  const transfer = async (id: number) => (await get(c.manager, `/v1/archiveTransfer/${id}`)).json().data as Transfer;
  const bill = async () => (await get(c.custodian, `/v1/archive/bill/${billId}`)).json().data as { items: Item[]; ledger: Ledger[] };

  /** Records documents on the bill and puts them into stock (1 → 2). */
  async function stocked(names: string[]) {
    const ids: number[] = [];
    for (const name of names) {
      const made = await post(c.custodian, '/archive', { billId, docType: 9, name });
      expect(made.statusCode, made.body).toBe(200);
      const id = made.json().data.id as number;
      const moved = await post(c.custodian, `/archive/${id}/stock-in`, { version: 0 });
      expect(moved.json().data.status).toBe(2);
      ids.push(id);
    }
    return ids;
  }
  /** A transfer of `itemIds` by the warrant manager; approved when asked. */
  async function requested(itemIds: number[], approve = false) {
    const made = await post(c.manager, '/archiveTransfer', { billId, itemIds, reason: '诉讼需要', returnDate: '2026-12-31' });
    expect(made.statusCode, made.body).toBe(200);
    const id = made.json().data.id as number;
    if (approve) {
      const ok = await post(c.approver, `/archiveTransfer/${id}/approve`, { flowVersion: (await transfer(id)).flow.version });
      expect(ok.statusCode, ok.body).toBe(200);
    }
    return id;
  }

  beforeAll(async () => {
    t = await createTestApp();
    for (const [k, m] of [
      ['admin', ADMIN],
      ['custodian', CUSTODIAN],
      ['manager', MANAGER],
      ['approver', APPROVER],
      ['finance', FINANCE],
    ] as const) {
      c[k] = await t.login(m);
    }
    const options = (await get(c.custodian, '/v1/archive/bills')).json().data as { bills: { id: number }[] };
    billId = options.bills[0]!.id;
    const approverId = (await get(c.approver, '/auth/v1/userInfo/get')).json().data.id as number;
    expect((await post(c.admin, '/transferArchiveRole', { userId: approverId })).statusCode).toBe(200);
  });
  afterAll(() => t.close());

  it('refuses the wrong role (403) and bad input (400 in Chinese, nothing written)', async () => {
    expect((await get(c.finance, '/v1/archive/list')).statusCode).toBe(403);
    expect((await get(c.finance, '/v1/archiveTransfer/list')).statusCode).toBe(403);
    const before = (await bill()).items.length;
    const bad = await post(c.custodian, '/archive', { billId, docType: 7, name: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toMatch(/[\u4e00-\u9fa5]/);
    expect((await bill()).items.length).toBe(before);
  });

  it('opens the demo lists with rows in several statuses', async () => {
    const stock = (await get(c.admin, '/v1/archive/list?pageSize=100')).json().data.list as Item[];
    expect(new Set(stock.map((i) => i.status))).toEqual(new Set([0, 1, 2, 3, 4]));
    const transfers = (await get(c.admin, '/v1/archiveTransfer/list?pageSize=100')).json().data.list as { status: number }[];
    expect([0, 1, 2, 4, 7].every((s) => transfers.some((r) => r.status === s))).toBe(true);
    const approvers = (await get(c.admin, '/v1/transferArchiveRole')).json().data.list as { name: string }[];
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
    expect((await post(c.custodian, `/archive/${id}/stock-in`, { version: 0 })).statusCode).toBe(409);
    const made = await post(c.custodian, '/archive', { billId, docType: 3, name: '身份证复印件（测试）' });
    const pending = made.json().data.id as number;
    const listed = (await get(c.custodian, `/v1/archive/list?status=1&pageSize=100`)).json().data.list as Item[];
    expect(listed.some((i) => i.id === pending)).toBe(true);
    expect((await post(c.custodian, `/archive/${pending}/delete`, { version: 0, reason: '重复登记' })).json().data.status).toBe(0);
  });

  it('takes documents out and back through the new flow, with ledger lines out and in', async () => {
    const [a, b] = await stocked(['不动产权证书（调档）', '他项权证（调档）']);
    const id = await requested([a!, b!], true);
    expect((await transfer(id)).status).toBe(1);
    const pulled = await post(c.manager, `/archiveTransfer/${id}/pull`, { version: (await transfer(id)).version });
    expect(pulled.json().data.status).toBe(2);
    expect((await transfer(id)).items.map((i) => i.status)).toEqual([3, 3]);
    // A document out on a transfer cannot be requested again.
    expect((await post(c.manager, '/archiveTransfer', { billId, itemIds: [a], reason: '再调', returnDate: '2026-12-31' })).statusCode).toBe(
      400,
    );
    const part = await post(c.manager, `/archiveTransfer/${id}/return`, { version: (await transfer(id)).version, itemIds: [a] });
    expect(part.json().data.status).toBe(3);
    const again = await post(c.manager, `/archiveTransfer/${id}/return`, { version: (await transfer(id)).version, itemIds: [a] });
    expect(again.statusCode).toBe(400);
    const rest = await post(c.manager, `/archiveTransfer/${id}/return`, { version: (await transfer(id)).version, itemIds: [b] });
    expect(rest.json().data.status).toBe(4);
    const { items, ledger } = await bill();
    expect(items.filter((i) => i.id === a || i.id === b).map((i) => i.status)).toEqual([2, 2]);
    for (const item of [a, b]) {
      const moves = ledger.filter((l) => l.itemId === item && l.transferId === id).reverse();
      expect(moves.map((l) => [l.fromStatus, l.toStatus])).toEqual([
        [2, 3],
        [3, 2],
      ]);
    }
    const ledgerPage = (await get(c.custodian, '/v1/archive/ledger?pageSize=100')).json().data.list as Ledger[];
    expect(ledgerPage.filter((l) => l.transferId === id)).toHaveLength(4);
  });

  it('refuses approval by someone not in transferArchiveRole; a listed approver decides', async () => {
    const [a] = await stocked(['公证书（审批）']);
    const id = await requested([a!]);
    const byAdmin = await post(c.admin, `/archiveTransfer/${id}/approve`, { flowVersion: (await transfer(id)).flow.version });
    expect(byAdmin.statusCode).toBe(403);
    expect(byAdmin.json().msg).toContain('调档审批人');
    expect((await transfer(id)).status).toBe(0);
    const rejected = await post(c.approver, `/archiveTransfer/${id}/reject`, {
      flowVersion: (await transfer(id)).flow.version,
      comment: '理由不足',
    });
    expect(rejected.json().data.status).toBe(7);
  });

  it('holds a lock for one user at a time under 50 concurrent takes; others see the holder and cannot act', async () => {
    const [a] = await stocked(['借款合同（锁）']);
    const id = await requested([a!]);
    const users = [c.admin, c.approver, c.manager];
    const takes = await Promise.all(
      Array.from({ length: 50 }, (_, n) =>
        t.call({ method: 'POST', url: `/api/v1/archiveTransfer/${id}/lock`, cookie: users[n % 3]!, payload: { kind: 'audit' } }),
      ),
    );
    const won = takes.filter((r) => r.statusCode === 200).map((r) => r.json().data.holderName as string);
    expect(new Set(won).size).toBe(1);
    const holder = won[0]!;
    const refused = takes.filter((r) => r.statusCode !== 200);
    expect(refused.every((r) => r.statusCode === 409 && (r.json().msg as string).includes(holder))).toBe(true);
    expect(won.length + refused.length).toBe(50);

    // Make the approver the holder: release the lock as its holder (spec 000 §7 path), then take it.
    const detail = await transfer(id);
    for (const cookie of users) await get(cookie, `/archive_transfer/v3/audit/lock/del?flowInstanceId=${detail.flowInstanceId}`);
    expect((await transfer(id)).locks).toHaveLength(0);
    expect((await post(c.admin, `/archiveTransfer/${id}/lock`, { kind: 'audit' })).statusCode).toBe(200);
    const blocked = await post(c.approver, `/archiveTransfer/${id}/approve`, { flowVersion: detail.flow.version });
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().msg).toContain('系统管理员');
    // Someone else's release leaves the lock in place; the holder's frees it.
    const notMine = await get(c.approver, `/archive_transfer/v3/audit/lock/del?flowInstanceId=${detail.flowInstanceId}`);
    expect(notMine.json().data.released).toBe(false);
    expect((await get(c.admin, `/archive_transfer/v3/audit/lock/del?flowInstanceId=${detail.flowInstanceId}`)).json().data.released).toBe(
      true,
    );
    const ok = await post(c.approver, `/archiveTransfer/${id}/approve`, { flowVersion: detail.flow.version });
    expect(ok.json().data.status).toBe(1);
  });

  it('lets a lock lapse once it has expired (a crashed browser)', async () => {
    const [a] = await stocked(['借款合同（过期锁）']);
    const id = await requested([a!]);
    expect((await post(c.admin, `/archiveTransfer/${id}/lock`, { kind: 'modify' })).statusCode).toBe(200);
    expect((await post(c.manager, `/archiveTransfer/${id}/lock`, { kind: 'modify' })).statusCode).toBe(409);
    await queryRows(
      t.database.db,
      sql`update archive_transfer_locks set expires_at = now() - interval '1 minute' where transfer_id = ${id}`,
    );
    const taken = await post(c.manager, `/archiveTransfer/${id}/lock`, { kind: 'modify' });
    expect(taken.statusCode).toBe(200);
    expect(taken.json().data.mine).toBe(true);
  });

  it('answers the grant gate archiveInStock: only when the bill has documents and every live one is in stock', async () => {
    const gates = createArchiveService({
      db: t.database.db,
      clock: systemClock,
      bills: () => ({ loanFacts: async () => undefined, moveStage: async () => false }),
      accounts: staffAccounts,
    });
    expect(await gates.archiveInStock(987_654_321)).toEqual({ inStock: false, live: 0, notInStock: [] });
    const made = await post(c.custodian, '/archive', { billId, docType: 1, name: '借款合同（放款前）' });
    const id = made.json().data.id as number;
    const waiting = await gates.archiveInStock(billId);
    expect(waiting.inStock).toBe(false);
    expect(waiting.notInStock).toContain('借款合同（放款前）');
    await post(c.custodian, `/archive/${id}/stock-in`, { version: 0 });
    const after = await gates.archiveInStock(billId);
    expect(after.notInStock).not.toContain('借款合同（放款前）');
    expect(after.inStock).toBe(after.notInStock.length === 0);
  });
});
