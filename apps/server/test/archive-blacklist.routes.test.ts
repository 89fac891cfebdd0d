import { ARCHIVE_API, ARCHIVE_TRANSFER_API, IDENTITY_API } from '@lc/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { type Caller, asEach } from './helpers/as-user';
import { type TestApp, createTestApp } from './helpers/test-app';

// warrant (role 32): puts documents into stock; warrantManager (role 37): transfer requests, not
// archive_transfer_black; archiveApprover (role 61): archive_transfer_black.
const X = ARCHIVE_TRANSFER_API.endpoints;

describe('the transfer blacklist (/getArchivesManage/blacklist): who may not take files out', () => {
  let t: TestApp;
  let c: Record<'admin' | 'warrant' | 'warrantManager' | 'archiveApprover', Caller>;
  let managerId: number;
  const listed = async () => (await c.archiveApprover.send(X.blacklist)).reply!.list;

  /** A request by the warrant manager for one document just put into stock. */
  async function request() {
    const billId = (await c.warrant.send(ARCHIVE_API.endpoints.bills)).reply!.bills[0]!.id;
    const made = await c.warrant.send(ARCHIVE_API.endpoints.create, { body: { billId, docType: 9, name: '黑名单测试档案' } });
    const itemId = made.reply!.id;
    expect((await c.warrant.send(ARCHIVE_API.endpoints.stockIn, { params: { id: itemId }, body: { version: 0 } })).status).toBe(200);
    return c.warrantManager.send(X.create, { body: { billId, itemIds: [itemId], reason: '核对原件', returnDate: '2026-12-31' } });
  }

  beforeAll(async () => {
    t = await createTestApp();
    c = await asEach(t, 'admin', 'warrant', 'warrantManager', 'archiveApprover');
    managerId = (await c.warrantManager.send(IDENTITY_API.endpoints.userInfo)).reply!.id;
  });
  afterAll(() => t.close());

  it('opens with the demo entry, and only for archive_transfer_black', async () => {
    expect((await listed()).map((r) => r.reason)).toContain('曾逾期未归还档案原件');
    expect((await c.warrantManager.send(X.blacklist)).status).toBe(403);
    expect((await c.warrantManager.send(X.addToBlacklist, { body: { userId: managerId, reason: '自己' } })).status).toBe(403);
  });

  it('refuses a blacklisted applicant’s request (403, nothing written) and takes it again once removed', async () => {
    const bad = await c.archiveApprover.send(X.addToBlacklist, { body: { userId: managerId, reason: '' } });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toMatch(/[\u4e00-\u9fa5]/);

    const added = await c.archiveApprover.send(X.addToBlacklist, { body: { userId: managerId, reason: '调档逾期未还' } });
    expect(added.status, added.body.msg).toBe(200);
    const row = (await listed()).find((r) => r.userId === managerId)!;
    expect(row).toMatchObject({ reason: '调档逾期未还', addedByName: expect.stringContaining('演示') });
    const candidates = (await c.archiveApprover.send(X.blacklist)).reply!.candidates;
    expect(candidates.some((u) => u.id === managerId)).toBe(false);

    const before = (await c.admin.send(X.list, { query: { pageSize: 1, withTotal: '1' } })).reply!.total;
    const refused = await request();
    expect(refused.status).toBe(403);
    expect(refused.body.msg).toBe('您在调档黑名单中，不能申请调档');
    expect((await c.admin.send(X.list, { query: { pageSize: 1, withTotal: '1' } })).reply!.total).toBe(before);

    const removed = await c.archiveApprover.send(X.removeFromBlacklist, { params: { userId: managerId } });
    expect(removed.status, removed.body.msg).toBe(200);
    expect((await listed()).some((r) => r.userId === managerId)).toBe(false);
    const ok = await request();
    expect(ok.status, ok.body.msg).toBe(200);
  });

  it('audits the add and the removal, with the reason', async () => {
    const rows = await queryRows<{ action: string; reason: string | null }>(
      t.database.db,
      sql`select action, coalesce(after->>'reason', before->>'reason') as reason from audit_log
          where entity = 'archive_transfer_blacklist' and entity_id = ${String(managerId)} order by id`,
    );
    expect(rows).toEqual([
      { action: 'add', reason: '调档逾期未还' },
      { action: 'remove', reason: '调档逾期未还' },
    ]);
  });
});
