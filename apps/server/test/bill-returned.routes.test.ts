import { BILL_API, type EndpointInput, HOME_API } from '@lc/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from './helpers/test-app';
import { type billApi, billBody, openBillApp } from './bill-fixtures';
import { callerOf } from './helpers/as-user';
import { demoMobiles } from './helpers/demo-users';

/*
 * Issue 14 item 5: returned work finds its owner. A bill returned or withdrawn to the salesperson
 * is in their draft box (and its home badge) until they resubmit it; a bill rejected back to an
 * earlier node is in that node's inbox (and its badge).
 */
const B = BILL_API.endpoints;
// DEMO_USERS' names: deptManager (1002) approves the VP node.
const USERS = demoMobiles('admin', 'sales', 'sales2', 'manager', 'deptManager');
const DRAFT_BADGE = '/billManage/draft';
const MANAGER_BADGE = '/billManage/billApproveYe';

describe('returned work finds its owner', () => {
  let t: TestApp;
  let api: ReturnType<typeof billApi>;
  const c: Record<string, string> = {};
  beforeAll(async () => {
    ({ t, api } = await openBillApp(c, USERS));
  });
  afterAll(() => t.close());

  /** The signed-in session of `who` (a key of USERS), calling through the contract. */
  const by = (who: string) => callerOf(t, c[who]!);
  const drafts = (who: string, query: EndpointInput<typeof B.drafts>['query'] = {}) =>
    by(who).call(B.drafts, { query: { pageSize: 100, ...query } });
  const mine = (who: string) => by(who).call(B.mine, { query: { pageSize: 100 } });
  const INBOX = { manager: B.inboxManager, vp: B.inboxVp };
  const inbox = (who: string, page: keyof typeof INBOX) => by(who).call(INBOX[page], { query: { pageSize: 100 } });
  const badges = async (who: string): Promise<Record<string, number>> => by(who).call(HOME_API.endpoints.badges);
  const ids = (page: { list: { id: number }[] }) => page.list.map((r) => r.id);
  const versionOf = async (id: number) => (await by('sales').call(B.detail, { params: { id } })).version;

  it('lists returned and withdrawn bills in the applicant’s draft box, latest change first, with the reason; the badge counts them', async () => {
    const before = await drafts('sales');
    expect((await badges('sales'))[DRAFT_BADGE]).toBe(before.total);
    const otherBefore = (await drafts('sales2')).total;

    const draft = await by('sales').call(B.create, { body: billBody() as EndpointInput<typeof B.create>['body'] });
    const withdrawn = await api.submitted(c.sales!);
    expect((await api.withdraw(c.sales!, withdrawn.id, withdrawn.flowVersion)).statusCode).toBe(200);
    const returned = await api.submitted(c.sales!);
    const rejected = await api.reject(c.manager!, returned.id, returned.flowVersion, 'applicant', '请补充收入证明');
    expect(rejected.json().data).toMatchObject({ status: 2, currentNode: null });

    const after = await drafts('sales');
    expect(after.total).toBe(before.total + 3);
    expect((await badges('sales'))[DRAFT_BADGE]).toBe(after.total);
    // Latest change first: the return, then the withdrawal, then the draft made before both.
    expect(ids(after).slice(0, 3)).toEqual([returned.id, withdrawn.id, draft.id]);
    const row = (id: number) => after.list.find((r) => r.id === id)!;
    expect(row(returned.id)).toMatchObject({
      status: 2,
      returnNote: { action: 'reject', fromNode: 'manager', comment: '请补充收入证明', actorName: expect.stringContaining('业务经理') },
    });
    expect(row(withdrawn.id)).toMatchObject({ status: 3, returnNote: { action: 'withdraw', fromNode: 'manager', comment: null } });
    expect(row(draft.id)).toMatchObject({ status: 0, returnNote: null });

    // The status filter narrows the draft box; "my bills" holds none of them (each bill is in one list).
    expect(ids(await drafts('sales', { status: 2 }))).toEqual(expect.arrayContaining([returned.id]));
    expect((await drafts('sales', { status: 2 })).list.every((r) => r.status === 2)).toBe(true);
    const myBills = ids(await mine('sales'));
    for (const id of [draft.id, withdrawn.id, returned.id]) expect(myBills).not.toContain(id);

    // Another salesperson's draft box and badge do not see them.
    const other = await drafts('sales2');
    expect(other.total).toBe(otherBefore);
    for (const id of [draft.id, withdrawn.id, returned.id]) expect(ids(other)).not.toContain(id);
    expect((await badges('sales2'))[DRAFT_BADGE]).toBe(otherBefore);

    // An edit is a change: the draft moves to the top.
    const { idempotencyKey: _k, ...fields } = billBody();
    expect((await api.update(c.sales!, draft.id, { ...fields, version: draft.version })).statusCode).toBe(200);
    expect(ids(await drafts('sales'))[0]).toBe(draft.id);
  });

  it('a resubmit takes a returned bill out of the draft box and its badge, into "my bills" and the manager’s inbox', async () => {
    const bill = await api.submitted(c.sales!);
    await api.reject(c.manager!, bill.id, bill.flowVersion, 'applicant', '借款期限请改为180天');
    const before = await drafts('sales');
    expect(ids(before)).toContain(bill.id);
    const badgeBefore = (await badges('sales'))[DRAFT_BADGE]!;
    expect(badgeBefore).toBe(before.total);

    const again = await api.submit(c.sales!, bill.id, await versionOf(bill.id));
    expect(again.statusCode, again.body).toBe(200);
    const after = await drafts('sales');
    expect(ids(after)).not.toContain(bill.id);
    expect(after.total).toBe(before.total - 1);
    expect((await badges('sales'))[DRAFT_BADGE]).toBe(badgeBefore - 1);
    expect(ids(await mine('sales'))).toContain(bill.id);
    expect(ids(await inbox('manager', 'manager'))).toContain(bill.id);
  });

  it('a bill rejected from a later node back to an earlier one is in that node’s inbox and badge, not the applicant’s draft box', async () => {
    const bill = await api.submitted(c.sales!);
    let v = (await api.approve(c.manager!, bill.id, bill.flowVersion)).json().data.flowVersion as number;
    expect(ids(await inbox('manager', 'manager'))).not.toContain(bill.id);
    const managerBefore = (await inbox('manager', 'manager')).total;
    expect((await badges('manager'))[MANAGER_BADGE]).toBe(managerBefore);
    expect(ids(await inbox('deptManager', 'vp'))).toContain(bill.id);

    const back = await api.reject(c.deptManager!, bill.id, v, 'manager', '请经理复核抵押率');
    expect(back.json().data).toMatchObject({ status: 1, currentNode: 'manager' });
    v = back.json().data.flowVersion;
    const managerAfter = await inbox('manager', 'manager');
    expect(ids(managerAfter)).toContain(bill.id);
    expect(managerAfter.total).toBe(managerBefore + 1);
    expect((await badges('manager'))[MANAGER_BADGE]).toBe(managerAfter.total);
    expect(ids(await inbox('deptManager', 'vp'))).not.toContain(bill.id);
    // Still with the approvers: the applicant has nothing to do yet.
    expect(ids(await drafts('sales'))).not.toContain(bill.id);
    expect(ids(await mine('sales'))).toContain(bill.id);

    // The manager acts on it again from the inbox: it leaves the inbox and the badge.
    expect((await api.approve(c.manager!, bill.id, v)).statusCode).toBe(200);
    expect(ids(await inbox('manager', 'manager'))).not.toContain(bill.id);
    expect((await badges('manager'))[MANAGER_BADGE]).toBe(managerBefore);
  });
});
