import { ACCESS_API, ACCOUNT, BORROW_API, type EndpointInput } from '@lc/shared';
import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditLine, debitLine } from '../src/modules/ledger/ledger-posting.rules';
import { createLedgerService } from '../src/modules/ledger/ledger.service';
import { type Caller, as, asEach } from './helpers/as-user';
import { type TestApp, createTestApp } from './helpers/test-app';

const W = BORROW_API.endpoints;
/*
 * finance (21): funding_log; financeHead (20): actual_pay_list; interest (81): contract_capital_detail;
 * sales (11): granted the two scoped codes below, owns the demo loans; sales2 (11, group 2): none of them.
 */
type Who = 'finance' | 'financeHead' | 'interest' | 'sales' | 'sales2';
/** Every row of a page, counted. */
const ALL = { pageSize: 100, withTotal: '1' } as const;

describe('the loan book’s money reads (amountRecord, expendCost, capitalEntryBillDetailList)', () => {
  let t: TestApp;
  let c: Record<Who, Caller>;
  const fundingLog = (query: EndpointInput<typeof W.fundingLog>['query'] = {}) =>
    c.finance.call(W.fundingLog, { query: { ...ALL, ...query } });
  const actualPayments = (who: Who, query: EndpointInput<typeof W.actualPayments>['query'] = {}) =>
    c[who].call(W.actualPayments, { query: { ...ALL, ...query } });
  const capitalDetails = (who: Who) => c[who].call(W.capitalDetails, { query: ALL });
  const firstRow = async <T>(text: string) => (await t.database.executeSql(text)).rows[0] as T;

  beforeAll(async () => {
    t = await createTestApp();
    const admin = await as(t, 'admin');
    const { roles } = await admin.call(ACCESS_API.endpoints.roles);
    const codes = [...roles.find((r) => r.id === 11)!.codes, 'actual_pay_list', 'contract_capital_detail'];
    await admin.call(ACCESS_API.endpoints.setRoleGrants, { params: { roleId: 11 }, body: { codes } });
    c = await asEach(t, 'finance', 'financeHead', 'interest', 'sales', 'sales2');
  });
  afterAll(() => t.close());

  it('the funding log lists every entry naming a funding party, with what it moved in and out of the bank', async () => {
    const all = await fundingLog();
    const { n } = await firstRow<{ n: number }>(`select count(*)::int n from ledger_entries where funding_party is not null`);
    expect(all.total).toBe(Number(n));
    expect(all.list.length).toBe(Math.min(100, Number(n)));
    const trust = await fundingLog({ fundingParty: 'yunxintrust', eventType: 'funding' });
    expect(trust.list.map((r) => [r.fundingParty, r.inflow, r.outflow])).toEqual([['yunxintrust', '30000000.00', '0.00']]);
    const draws = await fundingLog({ eventType: 'disbursement' });
    expect(draws.list.length).toBeGreaterThan(0);
    for (const r of draws.list) {
      expect(r.billNo).toMatch(/\S/);
      expect(new Decimal(r.outflow).gt(0) && r.inflow === '0.00').toBe(true);
    }
    expect((await fundingLog({ from: '2999-01-01' })).total).toBe(0);
  });

  it('actual payments are the succeeded draws, in the caller’s scope', async () => {
    const all = await actualPayments('financeHead');
    const { n, s } = await firstRow<{ n: number; s: string }>(
      `select count(*)::int n, coalesce(sum(amount), 0)::text s from grant_draws where status = 2`,
    );
    expect(all.total).toBe(Number(n));
    expect(all.list.reduce((sum, r) => sum.plus(r.amount), new Decimal(0)).toFixed(2)).toBe(new Decimal(s).toFixed(2));
    expect(all.list.every((r) => r.customerName.includes('*'))).toBe(true);
    expect((await actualPayments('sales')).total).toBeGreaterThan(0);
    expect((await actualPayments('sales2')).total).toBe(0);
    const one = all.list[0]!;
    expect((await actualPayments('financeHead', { keyword: one.billNo })).list.map((r) => r.billNo)).toContain(one.billNo);
  });

  it('the principal detail gives each loan’s lent and repaid principal, matching the ledger’s 1301 balance', async () => {
    const all = await capitalDetails('interest');
    expect(all.list.length).toBeGreaterThan(0);
    for (const r of all.list) expect([r.lent, r.repaid].filter((v) => v !== '0.00')).toHaveLength(1);
    const net = all.list.reduce((sum, r) => sum.plus(r.lent).minus(r.repaid), new Decimal(0));
    const { balance } = await firstRow<{ balance: string }>(
      `select coalesce(sum(debit - credit), 0)::text balance from ledger_lines where account_code = '1301'`,
    );
    expect(net.toFixed(2)).toBe(new Decimal(balance).toFixed(2));
    expect((await capitalDetails('sales2')).total).toBe(0);
  });

  it('each read needs its page’s code, and bad filters get a clear 400', async () => {
    expect((await c.interest.send(W.fundingLog, { query: {} })).status).toBe(403);
    expect((await c.finance.send(W.actualPayments, { query: {} })).status).toBe(403);
    expect((await c.finance.send(W.capitalDetails, { query: {} })).status).toBe(403);
    // A funding party that does not exist: the type admits only the known ones, the server says why.
    const bad = await c.finance.send(W.fundingLog, { query: { fundingParty: 'nobody' as never } });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe('资金方不存在');
    const backwards = await c.financeHead.send(W.actualPayments, { query: { from: '2026-02-01', to: '2026-01-01' } });
    expect(backwards.body.msg).toBe('开始日期不能晚于结束日期');
    expect((await c.financeHead.send(W.actualPayments, { query: { from: '0000-02-29' } })).status).toBe(400);
  });
});

describe('the loan book’s balances (capitalCost, unpaidProjectBills)', () => {
  let t: TestApp;
  let admin: Caller;
  let interest: Caller; // role 81: contract_capital_detail

  beforeAll(async () => {
    t = await createTestApp();
    [admin, interest] = [await as(t, 'admin'), await as(t, 'interest')];
  });
  afterAll(() => t.close());

  it('capital cost: per funding party what it lent, what was paid back and the cost, then the sum', async () => {
    const rows = (await interest.call(W.capitalCost, { query: {} })).list;
    expect(rows.at(-1)!.fundingParty).toBeNull();
    expect(rows.find((r) => r.fundingParty === 'yunxintrust')).toEqual({
      fundingParty: 'yunxintrust',
      borrowed: '30000000.00',
      repaid: '0.00',
      outstanding: '30000000.00',
      cost: '123287.67',
    });
    const parties = rows.slice(0, -1);
    const total = (k: keyof (typeof rows)[number]) => parties.reduce((s, r) => s.plus(r[k] ?? 0), new Decimal(0)).toFixed(2);
    expect(rows.at(-1)).toMatchObject({ borrowed: total('borrowed'), cost: total('cost'), outstanding: total('outstanding') });
    const later = (await interest.call(W.capitalCost, { query: { from: '2999-01-01' } })).list;
    expect(later).toEqual([{ fundingParty: null, borrowed: '0.00', repaid: '0.00', outstanding: '0.00', cost: '0.00' }]);
  });

  it('unpaid fees: the loans whose charged fees are not all paid, and a loan leaves once it pays', async () => {
    const read = () => admin.call(W.unpaidFees, { query: { withTotal: '1' } });
    const before = await read();
    expect(before.total).toBe(before.list.length);
    // The demo's fees (one loan partly paid), the fees priced at each first draw (decision 0043) and
    // the passed payment records (decision 0046): each row owes what was charged less what was paid.
    expect(before.list.length).toBeGreaterThanOrEqual(2);
    for (const r of before.list) {
      expect(new Decimal(r.charged).minus(r.paid).toFixed(2)).toBe(r.outstanding);
      expect(new Decimal(r.outstanding).gt(0)).toBe(true);
    }
    expect(before.list.some((r) => r.paid !== '0.00')).toBe(true);
    const owing = before.list.find((r) => r.paid === '0.00')!;
    // No endpoint pays a fee yet (repayment allocation does not reach fees): the ledger posts it.
    const ledger = createLedgerService({ db: t.database.db });
    await t.database.db.transaction((tx) =>
      ledger.post(
        tx,
        { actorId: null, actorName: 'test', requestId: null, ip: null },
        {
          eventType: 'repayment',
          idempotencyKey: `test-fee-paid-${owing.billId}`,
          subject: { billId: owing.billId },
          lines: [debitLine(ACCOUNT.bank, owing.outstanding), creditLine(ACCOUNT.feesReceivable, owing.outstanding)],
        },
      ),
    );
    const after = await read();
    expect(after.list.map((r) => r.billId)).not.toContain(owing.billId);
    expect(after.total).toBe(before.total! - 1);
    expect((await interest.send(W.unpaidFees, { query: {} })).status).toBe(403);
  });
});
