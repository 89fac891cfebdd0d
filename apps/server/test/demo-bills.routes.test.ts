import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from './helpers/test-app';

/*
 * The demo bills read true (issue 14): a bill's number names the Shanghai day it was made, and
 * every seeded approval was recorded by someone who holds that node's permission, after the step
 * before it.
 */
const ADMIN = '13800000000';
type Row = { id: number; billNo: string; createdAt: string; submittedAt: string | null };

describe('demo bills', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("each bill's number names the day it was made, and it was submitted after it was made", async () => {
    const cookie = await t.login(ADMIN);
    const mine = await t.call({ method: 'GET', url: '/api/bill/v1/bill/all?pageSize=100', cookie });
    const rows = (mine.json().data as { list: Row[] }).list;
    expect(rows.length).toBeGreaterThanOrEqual(4);
    for (const r of rows) {
      const day = new Date(r.createdAt).toLocaleDateString('sv-SE', { timeZone: 'Asia/Shanghai' }).replaceAll('-', '');
      expect(r.billNo, r.billNo).toMatch(new RegExp(`^BJ${day}-\\d{4}$`));
      if (r.submittedAt) expect(Date.parse(r.submittedAt)).toBeGreaterThan(Date.parse(r.createdAt));
    }
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
});
