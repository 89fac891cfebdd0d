import { ACCESS_API, BORROW_API, type EndpointInput, LEDGER_API } from '@lc/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, as, asEach } from './helpers/as-user';
import { type TestApp, createTestApp } from './helpers/test-app';

// inLoan (role 42): entry_bill_list; sales (role 11): granted entry_bill_list below, owns the demo loans;
// sales2 (role 11, group 2): none of them; finance (role 21): not entry_bill_list.
type Who = 'admin' | 'inLoan' | 'sales' | 'sales2' | 'finance';
const B = BORROW_API.endpoints;

describe('entry bills (/borrowManage/entryBillList, entryBillNo, entryBill)', () => {
  let t: TestApp;
  let c: Record<Who, Caller>;
  const list = (who: Who, query: EndpointInput<typeof B.entries>['query'] = {}) =>
    c[who].call(B.entries, { query: { pageSize: 100, ...query } });
  const detail = (who: Who, id: number) => c[who].call(B.entry, { params: { id } });

  beforeAll(async () => {
    t = await createTestApp();
    const admin = await as(t, 'admin');
    const { roles } = await admin.call(ACCESS_API.endpoints.roles);
    const codes = [...roles.find((r) => r.id === 11)!.codes, 'entry_bill_list'];
    await admin.call(ACCESS_API.endpoints.setRoleGrants, { params: { roleId: 11 }, body: { codes } });
    // The others sign in after the grant.
    c = await asEach(t, 'admin', 'inLoan', 'sales', 'sales2', 'finance');
  });
  afterAll(() => t.close());

  it('lists the ledger entries about loans: the demo draws, fees and the confirmed payment, each balanced', async () => {
    const all = await list('inLoan');
    expect(new Set(all.list.map((e) => e.eventType))).toEqual(new Set(['disbursement', 'fee', 'repayment', 'deposit', 'adjustment']));
    expect(all.list[0]!.entryNo).toMatch(/^RZ\d{8}$/);
    // The admin sees every city's draws, as the direct count does.
    const draws = await list('admin', { eventType: 'disbursement' });
    const { rows } = await t.database.executeSql(`select count(*)::int n from ledger_entries where event_type = 'disbursement'`);
    expect(draws.list.length).toBe(Number((rows as { n: number }[])[0]!.n));
    expect(draws.list.length).toBeGreaterThan(0);
    const one = await detail('admin', draws.list[0]!.id);
    expect(one.lines.map((l) => [l.accountCode, l.accountName])).toEqual([
      ['1301', '贷款本金'],
      ['1002', '银行存款'],
    ]);
    expect(one.lines[0]!.debit).toBe(one.amount);
    expect(one.lines[1]!.credit).toBe(one.amount);
    expect((await list('inLoan', { postedFrom: '2999-01-01' })).total).toBe(0);
  });

  it('posts a fee on a loan once per key, balanced, and it shows in the list', async () => {
    const grantId = (await c.admin.call(B.accounts, { query: {} })).list[0]!.id;
    const body = { grantId, amount: '1500.00', memo: '展期服务费', idempotencyKey: `fee-${Date.now()}` };
    const first = await c.inLoan.call(B.postEntry, { body });
    const again = await c.inLoan.call(B.postEntry, { body });
    expect(again.id).toBe(first.id);
    const posted = await detail('inLoan', first.id);
    expect(posted).toMatchObject({ eventType: 'fee', amount: '1500.00' });
    expect(posted.lines.map((l) => [l.accountCode, l.debit, l.credit])).toEqual([
      ['1123', '1500.00', '0.00'],
      ['6021', '0.00', '1500.00'],
    ]);
    const fees = (await list('inLoan', { eventType: 'fee' })).list;
    expect(fees[0]!.id).toBe(posted.id);
    expect(fees.every((e) => e.eventType === 'fee')).toBe(true);
    const trial = await c.finance.call(LEDGER_API.endpoints.trialBalance);
    expect(trial.debit).toBe(trial.credit);
    const bad = await c.inLoan.send(B.postEntry, { body: { ...body, amount: '0', idempotencyKey: `x-${Date.now()}` } });
    expect(bad.status).toBe(400);
  });

  it('a salesperson sees only their own loans’ entries; without the code it is 403', async () => {
    expect((await list('sales')).total).toBeGreaterThan(0);
    expect((await list('sales2')).total).toBe(0);
    const someone = (await list('inLoan')).list[0]!.id;
    expect((await c.sales2.send(B.entry, { params: { id: someone } })).status).toBe(404);
    expect((await c.finance.send(B.entries, { query: {} })).status).toBe(403);
    const post = await c.finance.send(B.postEntry, { body: { grantId: 1, amount: '1.00', memo: 'x', idempotencyKey: 'xxxxxxxxxx' } });
    expect(post.status).toBe(403);
  });
});
