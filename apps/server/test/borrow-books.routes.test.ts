import { ACCOUNT } from '@lc/shared';
import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditLine, debitLine } from '../src/modules/ledger/ledger-posting.rules';
import { createLedgerService } from '../src/modules/ledger/ledger.service';
import { type TestApp, createTestApp } from './helpers/test-app';

const USERS = {
  admin: '13800000000',
  finance: '13800000021', // role 21: funding_log
  financeHead: '13800000020', // role 20: actual_pay_list
  contracts: '13800000081', // role 81: contract_capital_detail
  sales: '13800000011', // role 11: granted the two scoped codes below; owns the demo loans
  sales2: '13800000111', // role 11, group 2: none of them
} as const;
type Who = keyof typeof USERS;
type Page<T> = { list: T[]; total: number; totalExact: boolean };
type FundingRow = { entryNo: string; eventType: string; fundingParty: string; billNo: string | null; inflow: string; outflow: string };
type PaymentRow = { id: number; grantId: number; billNo: string; customerName: string; amount: string };
type CapitalRow = { entryId: number; billNo: string; lent: string; repaid: string; eventType: string };

describe('the loan book’s money reads (amountRecord, expendCost, capitalEntryBillDetailList)', () => {
  let t: TestApp;
  const c = {} as Record<Who, string>;
  const get = (who: Who, url: string) => t.call({ method: 'GET', url, cookie: c[who] });
  async function page<T>(who: Who, path: string, query = ''): Promise<Page<T>> {
    const res = await get(who, `/api/v1/borrow/${path}?pageSize=100&withTotal=1${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as Page<T>;
  }
  const firstRow = async <T>(text: string) => (await t.database.executeSql(text)).rows[0] as T;

  beforeAll(async () => {
    t = await createTestApp();
    c.admin = await t.login(USERS.admin);
    const roles = (await get('admin', '/api/v1/admin/roles')).json().data.roles as { id: number; codes: string[] }[];
    const codes = [...roles.find((r) => r.id === 11)!.codes, 'actual_pay_list', 'contract_capital_detail'];
    const granted = await t.call({ method: 'PUT', url: '/api/v1/admin/roles/11/grants', cookie: c.admin, payload: { codes } });
    expect(granted.statusCode).toBe(200);
    for (const [k, m] of Object.entries(USERS)) if (k !== 'admin') c[k as Who] = await t.login(m);
  });
  afterAll(() => t.close());

  it('the funding log lists every entry naming a funding party, with what it moved in and out of the bank', async () => {
    const all = await page<FundingRow>('finance', 'funding-log');
    const { n } = await firstRow<{ n: number }>(`select count(*)::int n from ledger_entries where funding_party is not null`);
    expect(all.total).toBe(Number(n));
    expect(all.list.length).toBe(Math.min(100, Number(n)));
    const trust = await page<FundingRow>('finance', 'funding-log', '&fundingParty=yunxintrust&eventType=funding');
    expect(trust.list.map((r) => [r.fundingParty, r.inflow, r.outflow])).toEqual([['yunxintrust', '30000000.00', '0.00']]);
    const draws = await page<FundingRow>('finance', 'funding-log', '&eventType=disbursement');
    expect(draws.list.length).toBeGreaterThan(0);
    for (const r of draws.list) {
      expect(r.billNo).toMatch(/\S/);
      expect(new Decimal(r.outflow).gt(0) && r.inflow === '0.00').toBe(true);
    }
    expect((await page<FundingRow>('finance', 'funding-log', '&from=2999-01-01')).total).toBe(0);
  });

  it('actual payments are the succeeded draws, in the caller’s scope', async () => {
    const all = await page<PaymentRow>('financeHead', 'actual-payments');
    const { n, s } = await firstRow<{ n: number; s: string }>(
      `select count(*)::int n, coalesce(sum(amount), 0)::text s from grant_draws where status = 2`,
    );
    expect(all.total).toBe(Number(n));
    expect(all.list.reduce((sum, r) => sum.plus(r.amount), new Decimal(0)).toFixed(2)).toBe(new Decimal(s).toFixed(2));
    expect(all.list.every((r) => r.customerName.includes('*'))).toBe(true);
    expect((await page<PaymentRow>('sales', 'actual-payments')).total).toBeGreaterThan(0);
    expect((await page<PaymentRow>('sales2', 'actual-payments')).total).toBe(0);
    const one = all.list[0]!;
    expect((await page<PaymentRow>('financeHead', 'actual-payments', `&keyword=${one.billNo}`)).list.map((r) => r.billNo)).toContain(
      one.billNo,
    );
  });

  it('the principal detail gives each loan’s lent and repaid principal, matching the ledger’s 1301 balance', async () => {
    const all = await page<CapitalRow>('contracts', 'capital-details');
    expect(all.list.length).toBeGreaterThan(0);
    for (const r of all.list) expect([r.lent, r.repaid].filter((v) => v !== '0.00')).toHaveLength(1);
    const net = all.list.reduce((sum, r) => sum.plus(r.lent).minus(r.repaid), new Decimal(0));
    const { balance } = await firstRow<{ balance: string }>(
      `select coalesce(sum(debit - credit), 0)::text balance from ledger_lines where account_code = '1301'`,
    );
    expect(net.toFixed(2)).toBe(new Decimal(balance).toFixed(2));
    expect((await page<CapitalRow>('sales2', 'capital-details')).total).toBe(0);
  });

  it('each read needs its page’s code, and bad filters get a clear 400', async () => {
    expect((await get('contracts', '/api/v1/borrow/funding-log')).statusCode).toBe(403);
    expect((await get('finance', '/api/v1/borrow/actual-payments')).statusCode).toBe(403);
    expect((await get('finance', '/api/v1/borrow/capital-details')).statusCode).toBe(403);
    const bad = await get('finance', '/api/v1/borrow/funding-log?fundingParty=nobody');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toBe('资金方不存在');
    const backwards = await get('financeHead', '/api/v1/borrow/actual-payments?from=2026-02-01&to=2026-01-01');
    expect(backwards.json().msg).toBe('开始日期不能晚于结束日期');
    expect((await get('financeHead', '/api/v1/borrow/actual-payments?from=0000-02-29')).statusCode).toBe(400);
  });
});

describe('the loan book’s balances (capitalCost, unpaidProjectBills)', () => {
  let t: TestApp;
  let admin: string;
  let contracts: string;
  const get = (cookie: string, url: string) => t.call({ method: 'GET', url, cookie });
  type CostRow = { fundingParty: string | null; borrowed: string; repaid: string; outstanding: string; cost: string };
  type UnpaidRow = { billId: number; billNo: string; charged: string; paid: string; outstanding: string };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login(USERS.admin);
    contracts = await t.login(USERS.contracts);
  });
  afterAll(() => t.close());

  it('capital cost: per funding party what it lent, what was paid back and the cost, then the sum', async () => {
    const res = await get(contracts, '/api/v1/borrow/capital-cost');
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json().data.list as CostRow[];
    expect(rows.at(-1)!.fundingParty).toBeNull();
    expect(rows.find((r) => r.fundingParty === 'yunxintrust')).toEqual({
      fundingParty: 'yunxintrust',
      borrowed: '30000000.00',
      repaid: '0.00',
      outstanding: '30000000.00',
      cost: '123287.67',
    });
    const parties = rows.slice(0, -1);
    const total = (k: keyof CostRow) => parties.reduce((s, r) => s.plus(r[k] ?? 0), new Decimal(0)).toFixed(2);
    expect(rows.at(-1)).toMatchObject({ borrowed: total('borrowed'), cost: total('cost'), outstanding: total('outstanding') });
    const later = (await get(contracts, '/api/v1/borrow/capital-cost?from=2999-01-01')).json().data.list as CostRow[];
    expect(later).toEqual([{ fundingParty: null, borrowed: '0.00', repaid: '0.00', outstanding: '0.00', cost: '0.00' }]);
  });

  it('unpaid fees: the loans whose charged fees are not all paid, and a loan leaves once it pays', async () => {
    const read = async () => {
      const res = await get(admin, '/api/v1/borrow/unpaid-fees?withTotal=1');
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as { list: UnpaidRow[]; total: number };
    };
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
    expect(after.total).toBe(before.total - 1);
    expect((await get(contracts, '/api/v1/borrow/unpaid-fees')).statusCode).toBe(403);
  });
});
