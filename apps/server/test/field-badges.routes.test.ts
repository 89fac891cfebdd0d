import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from './helpers/test-app';

const USERS = {
  admin: '13800000000', // every code, all scope
  dispatcher: '13800000035', // role 35: dispatch and field-order review, Beijing area
  zhang: '13800000351', // field staff (role 35): his own submitted notarisation awaits review (demo)
  backOffice: '13800000051', // role 51: payment approval; gave level 1 of the demo's level-2 records
  core: '13800000092', // role 92: system-change approval
  manager: '13800001001', // role 1001: asks for system changes, approves none
  finance: '13800000020', // none of these codes
} as const;
type Who = keyof typeof USERS;
type Order = { id: number; status: number; version: number; fieldPersonName: string | null };
type Payment = { id: number; status: number; level: number | null };

const FIELD = '/outerOrder/outerOrderList';
const PAYMENT = '/paymentRecordManage/paymentRecordListApprove';
const SYSTEM_CHANGE = '/systemchangeManage/systemChangeApply';
const DISPATCH = '/dispatch/dispatchList';

/** Issue 18 item 9: the home badges count only what the user may act on now. */
describe('home badges of field work: dispatch, field approval, payment approval, system change', () => {
  let t: TestApp;
  const c = {} as Record<Who, string>;
  const get = (who: Who, url: string) => t.call({ method: 'GET', url: `/api/v1${url}`, cookie: c[who] });
  const post = (who: Who, url: string, payload: object) => t.call({ method: 'POST', url: `/api/v1${url}`, cookie: c[who], payload });
  const badges = async (who: Who) => (await get(who, '/home/badges')).json().data as Record<string, number>;
  const list = async <T>(who: Who, url: string) => (await get(who, url)).json().data.list as T[];

  beforeAll(async () => {
    t = await createTestApp();
    for (const [k, m] of Object.entries(USERS)) c[k as Who] = await t.login(m);
  });
  afterAll(() => t.close());

  it("field approval: submitted orders in scope awaiting review, never the reviewer's own visits", async () => {
    const waiting = await list<Order>('dispatcher', '/field-order/list?view=review&status=2&pageSize=100');
    const zhangs = waiting.filter((o) => o.fieldPersonName?.startsWith('外勤张伟'));
    expect(zhangs.length).toBeGreaterThan(0);
    expect((await badges('dispatcher'))[FIELD]).toBe(waiting.length);
    expect((await badges('zhang'))[FIELD]).toBe(waiting.length - zhangs.length);
    expect(await badges('finance')).not.toHaveProperty(FIELD);

    // Once reviewed, it leaves the count.
    const order = zhangs[0]!;
    const approved = await post('dispatcher', `/field-order/${order.id}/approve`, { version: order.version });
    expect(approved.statusCode, approved.body).toBe(200);
    expect((await badges('dispatcher'))[FIELD]).toBe(waiting.length - 1);
  });

  it("dispatch: open appointments in the dispatcher's scope, direct clients' included", async () => {
    const open = (await get('dispatcher', '/appointment/list?status=1&withTotal=1')).json().data.total as number;
    const direct = (await get('admin', '/zk/list?status=1&withTotal=1')).json().data.total as number;
    expect(direct).toBeGreaterThan(0);
    expect((await badges('dispatcher'))[DISPATCH]).toBe(open + direct);
  });

  it('payment approval: pending records, but level 2 not for whoever gave level 1', async () => {
    const pending = await list<Payment>('admin', '/payment-record/approvals?status=3&pageSize=100');
    const second = pending.filter((p) => p.level === 2);
    expect(second.length).toBeGreaterThan(0); // the demo's, level 1 given by back office
    expect((await badges('admin'))[PAYMENT]).toBe(pending.length);
    const backOffice = await list<Payment>('backOffice', '/payment-record/approvals?status=3&pageSize=100');
    expect((await badges('backOffice'))[PAYMENT]).toBe(backOffice.filter((p) => p.level !== 2).length);
    expect(await badges('finance')).not.toHaveProperty(PAYMENT);
  });

  it("system change: requests awaiting a decision in scope, not the approver's own", async () => {
    expect(await badges('manager')).not.toHaveProperty(SYSTEM_CHANGE);
    const [adminBefore, coreBefore] = [(await badges('admin'))[SYSTEM_CHANGE]!, (await badges('core'))[SYSTEM_CHANGE]!];
    const inbox = (await get('core', '/systemChange/list?view=inbox&withTotal=1')).json().data.total as number;
    expect(coreBefore).toBe(inbox);

    const bills = (await get('admin', '/systemChange/options')).json().data.bills as { id: number; borrowType: number }[];
    const bill = bills[0]!;
    const made = await post('admin', '/systemChange', {
      billId: bill.id,
      changes: { borrowType: bill.borrowType === 2 ? 3 : 2 },
      reason: '角标测试',
    });
    expect(made.statusCode, made.body).toBe(200);
    expect((await badges('admin'))[SYSTEM_CHANGE]).toBe(adminBefore); // the admin's own request is not theirs to decide
    expect((await badges('core'))[SYSTEM_CHANGE]).toBe(coreBefore + 1);
  });
});
