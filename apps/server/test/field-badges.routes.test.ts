import { APPOINTMENT_API, FIELD_ORDER_API, HOME_API, PAYMENT_RECORD_API, SYSTEM_CHANGE_API, ZK_APPOINTMENT_API } from '@lc/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, asEach } from './helpers/as-user';
import { type TestApp, createTestApp } from './helpers/test-app';

/**
 * Who: admin (every code, all scope); dispatcher (role 35: dispatch and field-order review, Beijing
 * area); zhang (field staff, role 35: his own submitted notarisation awaits review, demo); backOffice
 * (role 51: payment approval; gave level 1 of the demo's level-2 records); coreOps (role 92:
 * system-change approval); manager (role 1001: asks for system changes, approves none); financeHead
 * (role 20: none of these codes).
 */
type Who = 'admin' | 'dispatcher' | 'zhang' | 'backOffice' | 'coreOps' | 'manager' | 'financeHead';

const FIELD = '/outerOrder/outerOrderList';
const PAYMENT = '/paymentRecordManage/paymentRecordListApprove';
const SYSTEM_CHANGE = '/systemchangeManage/systemChangeApply';
const DISPATCH = '/dispatch/dispatchList';
const SC = SYSTEM_CHANGE_API.endpoints;

/** Issue 18 item 9: the home badges count only what the user may act on now. */
describe('home badges of field work: dispatch, field approval, payment approval, system change', () => {
  let t: TestApp;
  let c: Record<Who, Caller>;
  const badges = (who: Who) => c[who].call(HOME_API.endpoints.badges);
  const payments = async (who: Who) =>
    (await c[who].call(PAYMENT_RECORD_API.endpoints.approvals, { query: { status: 3, pageSize: 100 } })).list;

  beforeAll(async () => {
    t = await createTestApp();
    c = await asEach(t, 'admin', 'dispatcher', 'zhang', 'backOffice', 'coreOps', 'manager', 'financeHead');
  });
  afterAll(() => t.close());

  it("field approval: submitted orders in scope awaiting review, never the reviewer's own visits", async () => {
    const waiting = (await c.dispatcher.call(FIELD_ORDER_API.endpoints.list, { query: { view: 'review', status: 2, pageSize: 100 } })).list;
    const zhangs = waiting.filter((o) => o.fieldPersonName?.startsWith('外勤张伟'));
    expect(zhangs.length).toBeGreaterThan(0);
    expect((await badges('dispatcher'))[FIELD]).toBe(waiting.length);
    expect((await badges('zhang'))[FIELD]).toBe(waiting.length - zhangs.length);
    expect(await badges('financeHead')).not.toHaveProperty(FIELD);

    // Once reviewed, it leaves the count.
    const order = zhangs[0]!;
    await c.dispatcher.call(FIELD_ORDER_API.endpoints.approve, { params: { id: order.id }, body: { version: order.version } });
    expect((await badges('dispatcher'))[FIELD]).toBe(waiting.length - 1);
  });

  it("dispatch: open appointments in the dispatcher's scope, direct clients' included", async () => {
    const open = (await c.dispatcher.call(APPOINTMENT_API.endpoints.list, { query: { status: 1, withTotal: '1' } })).total!;
    const direct = (await c.admin.call(ZK_APPOINTMENT_API.endpoints.clientList, { query: { status: 1, withTotal: '1' } })).total!;
    expect(direct).toBeGreaterThan(0);
    expect((await badges('dispatcher'))[DISPATCH]).toBe(open + direct);
  });

  it('payment approval: pending records, but level 2 not for whoever gave level 1', async () => {
    const pending = await payments('admin');
    const second = pending.filter((p) => p.level === 2);
    expect(second.length).toBeGreaterThan(0); // the demo's, level 1 given by back office
    expect((await badges('admin'))[PAYMENT]).toBe(pending.length);
    const backOffice = await payments('backOffice');
    expect((await badges('backOffice'))[PAYMENT]).toBe(backOffice.filter((p) => p.level !== 2).length);
    expect(await badges('financeHead')).not.toHaveProperty(PAYMENT);
  });

  it("system change: requests awaiting a decision in scope, not the approver's own", async () => {
    expect(await badges('manager')).not.toHaveProperty(SYSTEM_CHANGE);
    const [adminBefore, coreBefore] = [(await badges('admin'))[SYSTEM_CHANGE]!, (await badges('coreOps'))[SYSTEM_CHANGE]!];
    const inbox = (await c.coreOps.call(SC.list, { query: { view: 'inbox', withTotal: '1' } })).total;
    expect(coreBefore).toBe(inbox);

    const { bills } = await c.admin.call(SC.options);
    const bill = bills[0]!;
    await c.admin.call(SC.create, {
      body: { billId: bill.id, changes: { borrowType: bill.borrowType === 2 ? 3 : 2 }, reason: '角标测试' },
    });
    expect((await badges('admin'))[SYSTEM_CHANGE]).toBe(adminBefore); // the admin's own request is not theirs to decide
    expect((await badges('coreOps'))[SYSTEM_CHANGE]).toBe(coreBefore + 1);
  });
});
