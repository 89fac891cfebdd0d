import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { type TestApp, createTestApp } from './helpers/test-app';

const ADMIN = '13800000000';
const CUSTODIAN = '13800000032'; // role 32: puts documents into stock
const MANAGER = '13800000037'; // role 37: transfer requests, not archive_transfer_black
const APPROVER = '13800000061'; // role 61: archive_transfer_black

type Listed = { userId: number; name: string; reason: string; addedByName: string };

describe('the transfer blacklist (/getArchivesManage/blacklist): who may not take files out', () => {
  let t: TestApp;
  const c = {} as Record<'admin' | 'custodian' | 'manager' | 'approver', string>;
  let managerId: number;
  const get = (cookie: string, url: string) => t.call({ method: 'GET', url: `/api${url}`, cookie });
  const post = (cookie: string, url: string, payload: object) => t.call({ method: 'POST', url: `/api/v1${url}`, cookie, payload });
  const listed = async () => (await get(c.approver, '/v1/archiveTransferBlacklist')).json().data.list as Listed[];

  /** A request by the warrant manager for one document just put into stock. */
  async function request() {
    const billId = ((await get(c.custodian, '/v1/archive/bills')).json().data.bills as { id: number }[])[0]!.id;
    const made = await post(c.custodian, '/archive', { billId, docType: 9, name: '黑名单测试档案' });
    const itemId = made.json().data.id as number;
    expect((await post(c.custodian, `/archive/${itemId}/stock-in`, { version: 0 })).statusCode).toBe(200);
    return post(c.manager, '/archiveTransfer', { billId, itemIds: [itemId], reason: '核对原件', returnDate: '2026-12-31' });
  }

  beforeAll(async () => {
    t = await createTestApp();
    for (const [k, m] of [
      ['admin', ADMIN],
      ['custodian', CUSTODIAN],
      ['manager', MANAGER],
      ['approver', APPROVER],
    ] as const) {
      c[k] = await t.login(m);
    }
    managerId = (await get(c.manager, '/auth/v1/userInfo/get')).json().data.id as number;
  });
  afterAll(() => t.close());

  it('opens with the demo entry, and only for archive_transfer_black', async () => {
    expect((await listed()).map((r) => r.reason)).toContain('曾逾期未归还档案原件');
    expect((await get(c.manager, '/v1/archiveTransferBlacklist')).statusCode).toBe(403);
    expect((await post(c.manager, '/archiveTransferBlacklist', { userId: managerId, reason: '自己' })).statusCode).toBe(403);
  });

  it('refuses a blacklisted applicant’s request (403, nothing written) and takes it again once removed', async () => {
    const bad = await post(c.approver, '/archiveTransferBlacklist', { userId: managerId, reason: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toMatch(/[\u4e00-\u9fa5]/);

    const added = await post(c.approver, '/archiveTransferBlacklist', { userId: managerId, reason: '调档逾期未还' });
    expect(added.statusCode, added.body).toBe(200);
    const row = (await listed()).find((r) => r.userId === managerId)!;
    expect(row).toMatchObject({ reason: '调档逾期未还', addedByName: expect.stringContaining('演示') });
    const candidates = (await get(c.approver, '/v1/archiveTransferBlacklist')).json().data.candidates as { id: number }[];
    expect(candidates.some((u) => u.id === managerId)).toBe(false);

    const before = (await get(c.admin, '/v1/archiveTransfer/list?pageSize=1&withTotal=1')).json().data.total as number;
    const refused = await request();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().msg).toBe('您在调档黑名单中，不能申请调档');
    expect((await get(c.admin, '/v1/archiveTransfer/list?pageSize=1&withTotal=1')).json().data.total).toBe(before);

    const removed = await t.call({ method: 'DELETE', url: `/api/v1/archiveTransferBlacklist/${managerId}`, cookie: c.approver });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await listed()).some((r) => r.userId === managerId)).toBe(false);
    const ok = await request();
    expect(ok.statusCode, ok.body).toBe(200);
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
