import { BILL_API, BILL_INBOX, FINAL_REVIEW_API } from '@lc/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as } from './helpers/as-user';
import type { DemoUserName } from './helpers/demo-users';
import { type TestApp, createTestApp } from './helpers/test-app';

/*
 * The demo bills read true (issue 14): a bill's number names the Shanghai day it was made, and
 * every seeded approval was recorded by someone who holds that node's permission, after the step
 * before it.
 */

describe('demo bills', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("each bill's number names the day it was made, and it was submitted after it was made", async () => {
    const rows = (await (await as(t, 'admin')).call(BILL_API.endpoints.all, { query: { pageSize: 100 } })).list;
    expect(rows.length).toBeGreaterThanOrEqual(4);
    for (const r of rows) {
      const day = new Date(r.createdAt).toLocaleDateString('sv-SE', { timeZone: 'Asia/Shanghai' }).replaceAll('-', '');
      // The prefix is the bill's city (the demo has bills in all four).
      expect(r.billNo, r.billNo).toMatch(new RegExp(`^(BJ|SH|XA|WH)${day}-\\d{4}$`));
      if (r.submittedAt) expect(Date.parse(r.submittedAt)).toBeGreaterThan(Date.parse(r.createdAt));
    }
  });

  it('the submitted demo bills show a system LTV on the final-review list, with the declared figure beside it (decision 0024)', async () => {
    const finalReview = await as(t, 'finalReview');
    const rows = (await finalReview.call(FINAL_REVIEW_API.endpoints.customers, { query: { pageSize: 100 } })).list;
    expect(rows.length).toBeGreaterThanOrEqual(1);
    for (const r of rows) expect(r.ltv).toMatchObject({ ltv: expect.stringMatching(/^\d+\.\d{4}$/), valuedCount: 1, declared: ['50.00'] });
  });

  it("every seeded approval was made by a holder of its node's permission, in order", async () => {
    const { rows } = await t.database.executeSql(`
      select r.id, r.from_node as "fromNode", r.created_at as "at", r.instance_id as "instance",
        exists (
          select 1 from user_roles ur join role_permissions rp on rp.role_id = ur.role_id
          where ur.user_id = r.actor_id
            and rp.code = (select n->>'permission' from jsonb_array_elements(i.nodes) n where n->>'key' = r.from_node)
        ) as "holds"
      from flow_records r join flow_instances i on i.id = r.instance_id
      where r.action = 'approve' order by r.instance_id, r.created_at, r.id`);
    const approvals = rows as { fromNode: string; at: string; instance: number; holds: boolean }[];
    expect(approvals.length).toBeGreaterThanOrEqual(5);
    expect(approvals.filter((a) => !a.holds).map((a) => a.fromNode)).toEqual([]);
    const byInstance = new Map<number, typeof approvals>();
    for (const a of approvals) byInstance.set(a.instance, [...(byInstance.get(a.instance) ?? []), a]);
    for (const steps of byInstance.values())
      for (let k = 1; k < steps.length; k++) expect(Date.parse(steps[k]!.at)).toBeGreaterThan(Date.parse(steps[k - 1]!.at));
  });

  it("the salesperson's draft box opens with a draft, a returned and a withdrawn bill, each sent-back one saying who and why", async () => {
    const rows = (await (await as(t, 'sales')).call(BILL_API.endpoints.drafts, { query: { pageSize: 100 } })).list;
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set([0, 2, 3]));
    const returned = rows.find((r) => r.status === 2)!;
    expect(returned.returnNote).toMatchObject({ action: 'reject', comment: expect.stringContaining('房产证') });
    expect(returned.returnNote!.actorName).not.toBe('');
    expect(rows.find((r) => r.status === 3)!.returnNote).toMatchObject({ action: 'withdraw' });
    expect(rows.find((r) => r.status === 0)!.returnNote).toBeNull();
  });

  it('every approval inbox of the default chain opens with a bill for the demo user who holds its node', async () => {
    const holders: [DemoUserName, keyof typeof BILL_INBOX][] = [
      ['manager', 'manager'],
      ['deptManager', 'vp'],
      ['risk', 'supervisor'],
      ['riskStaff', 'document'],
      ['finalReview', 'final'],
    ];
    for (const [name, inbox] of holders) {
      const { list } = await (await as(t, name)).call(BILL_INBOX[inbox], { query: { pageSize: 100 } });
      expect(list.length, inbox).toBeGreaterThan(0);
    }
  });
});
