import { BANK_CARD_API, BORROW_API, type EndpointInput, GRANT_API, luhnCheckDigit } from '@lc/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, asEach } from './helpers/as-user';
import { demoMobile } from './helpers/demo-users';
import { secureForGrant } from './helpers/secure-for-grant';
import { type TestApp, createTestApp } from './helpers/test-app';
import { approveBillsDirectly } from './helpers/approved-bills';

const W = BORROW_API.endpoints;
const G = GRANT_API.endpoints;
/*
 * admin: every permission, every area; inLoan (42): borrow_bill and borrow_bill_summary; sales (11): the
 * salesperson variants, owns the demo loans; sales2 (11, group 2): given a loan of their own below;
 * riskStaff (31): requests grants; finance (21): borrow_bill, no salesperson variant.
 */
const WHO = ['admin', 'inLoan', 'sales', 'sales2', 'riskStaff', 'risk', 'vp1', 'vp2', 'finance'] as const;
type Who = (typeof WHO)[number];
type Totals = { count: number; approvedAmount: string; drawnAmount: string; undrawnAmount: string };
type LoanQuery = EndpointInput<typeof W.accounts>['query'];

describe('the loan book (/borrowManage: borrowBill, its salesperson variant and summaries)', () => {
  let t: TestApp;
  let c: Record<Who, Caller>;
  let otherBill = 0;
  let otherGrant = 0;

  const loans = (query: LoanQuery = {}) => c.admin.call(W.accounts, { query: { pageSize: 100, ...query } });
  const totals = (query: EndpointInput<typeof W.accountTotals>['query'] = {}) => c.admin.call(W.accountTotals, { query });
  const ownLoans = (who: Who) => c[who].call(W.salesmanAccounts, { query: { pageSize: 100 } });

  /** The figures straight from the grants table: grants with money out (a succeeded draw), optionally narrowed. */
  const fromGrants = async (where = 'true'): Promise<Totals> => {
    const {
      rows: [r],
    } = await t.database.executeSql(
      `select count(*)::int count, coalesce(sum(amount), 0)::numeric(18,2)::text approved, coalesce(sum(succeeded_amount), 0)::numeric(18,2)::text drawn,
              coalesce(sum(amount - succeeded_amount), 0)::numeric(18,2)::text undrawn
         from grants g where succeeded_amount > 0 and ${where}`,
    );
    const x = r as { count: number; approved: string; drawn: string; undrawn: string };
    return { count: Number(x.count), approvedAmount: x.approved, drawnAmount: x.drawn, undrawnAmount: x.undrawn };
  };
  const ownedBy = (mobile: string) =>
    `g.bill_id in (select b.id from bills b join users u on u.id = b.salesperson_id where u.mobile = '${mobile}')`;

  beforeAll(async () => {
    t = await createTestApp();
    c = await asEach(t, ...WHO);
    // A loan of another salesperson, granted and drawn over HTTP as finance does it.
    // Every demo loan is the demo salesperson's: a free final-approved one goes to a colleague (group 2).
    const { rows: found } = await t.database.executeSql(
      `select b.id from bills b where b.status in (1, 4) and not exists (select 1 from grants g where g.bill_id = b.id) order by b.id limit 1`,
    );
    const pick = { id: Number((found as { id: number }[])[0]!.id), mobile: demoMobile('sales2') };
    await t.database.executeSql(
      `update bills set salesperson_id = (select id from users where mobile = '${pick.mobile}') where id = ${pick.id}`,
    );
    await approveBillsDirectly(t, `id = ${pick.id}`);
    otherBill = Number(pick.id);
    const { rows: holder } = await t.database.executeSql(`select id from borrowers where name = '王建国'`);
    const payload = `62220202${String(otherBill + 500000).padStart(10, '0')}`;
    const card = await c.admin.call(BANK_CARD_API.endpoints.cardCreate, {
      body: {
        borrowerId: Number((holder as { id: number }[])[0]!.id),
        billId: otherBill,
        cardNo: payload + luhnCheckDigit(payload),
        accountName: '王建国',
        reservedMobile: '13912340001',
        status: 1,
      },
    });
    await secureForGrant(t, otherBill);
    const made = await c.riskStaff.call(G.request, {
      body: { billId: otherBill, amount: '300000.00', cardId: card.id, fundingParty: 'yunxintrust' },
    });
    otherGrant = made.id;
    for (const who of ['risk', 'vp1', 'vp2'] as const) {
      const { flow } = await c.admin.call(G.detail, { params: { id: otherGrant } });
      await c[who].call(G.approve, { params: { id: otherGrant }, body: { flowVersion: flow!.version, comment: '同意' } });
    }
    await c.finance.call(G.draw, {
      params: { id: otherGrant },
      body: { amount: '100000.00', idempotencyKey: `borrow-test-${Date.now()}` },
    });
  });
  afterAll(() => t.close());

  it('lists every grant with money out, masked borrower, money as decimal strings, and their totals', async () => {
    const all = await loans();
    const expected = await fromGrants();
    expect(all.total).toBe(expected.count);
    expect(new Set(all.list.map((r) => r.status))).toEqual(new Set([4, 5]));
    for (const r of all.list) expect(r.customerName).toMatch(/^.\*+$/);
    const other = all.list.find((r) => r.id === otherGrant)!;
    expect(other).toMatchObject({ billId: otherBill, status: 4, approvedAmount: '300000.00', drawnAmount: '100000.00' });
    expect(await totals()).toEqual(expected);
    // A grant not yet drawn is not a loan: none of the awaiting ones shows.
    const { rows: undrawn } = await t.database.executeSql(`select count(*)::int n from grants where succeeded_amount = 0`);
    expect((undrawn as { n: number }[])[0]!.n).toBeGreaterThan(0);
  });

  it('filters the list and its totals alike: status, funding party, keyword and drawn dates', async () => {
    const finished = await loans({ status: 5 });
    expect(finished.list.length).toBe((await fromGrants('g.status = 5')).count);
    expect(new Set(finished.list.map((r) => r.status))).toEqual(new Set([5]));
    expect(await totals({ status: 5 })).toEqual(await fromGrants('g.status = 5'));
    expect((await loans({ fundingParty: 'yunxintrust' })).list.map((r) => r.id)).toEqual([otherGrant]);
    expect((await totals({ fundingParty: 'yunxintrust' })).undrawnAmount).toBe('200000.00');
    expect((await loans({ drawnFrom: '2999-01-01' })).total).toBe(0);
    expect((await totals({ drawnFrom: '2999-01-01' })).approvedAmount).toBe('0.00');
    const bad = await c.admin.send(W.accounts, { query: { drawnFrom: '2026-02-01', drawnTo: '2026-01-01' } });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toContain('开始日期不能晚于结束日期');
  });

  it('the salesperson variants show only the caller’s own loans', async () => {
    const own = await ownLoans('sales');
    const mine = await fromGrants(ownedBy(demoMobile('sales')));
    expect(mine.count).toBeGreaterThan(0);
    expect(own.list.length).toBe(mine.count);
    expect(own.list.some((r) => r.id === otherGrant)).toBe(false);
    expect((await ownLoans('sales2')).list.map((r) => r.id)).toEqual([otherGrant]);
    expect(await c.sales.call(W.salesmanAccountTotals, { query: {} })).toEqual(mine);
    const summary = (await c.sales2.call(W.salesmanSummary, { query: {} })).list;
    expect(summary).toEqual([
      { fundingParty: 'yunxintrust', count: 1, approvedAmount: '300000.00', drawnAmount: '100000.00', undrawnAmount: '200000.00' },
      { fundingParty: null, count: 1, approvedAmount: '300000.00', drawnAmount: '100000.00', undrawnAmount: '200000.00' },
    ]);
  });

  it('a loan row carries every field the contract names, its amounts to the fen as worked out by hand', async () => {
    const [row, ...more] = (await ownLoans('sales2')).list;
    expect(more).toEqual([]);
    expect(Object.keys(row!).sort()).toEqual(
      [
        'id',
        'billId',
        'billNo',
        'billStage',
        'customerName',
        'borrowType',
        'fundingParty',
        'approvedAmount',
        'drawnAmount',
        'undrawnAmount',
        'status',
        'termDays',
        'requestedAt',
        'drawnAt',
        'dueDate',
        'outstanding',
      ].sort(),
    );
    const { rows } = await t.database.executeSql(
      `select b.bill_no, b.borrow_type, b.borrow_duration from bills b where b.id = ${otherBill}`,
    );
    const bill = (rows as { bill_no: string; borrow_type: number; borrow_duration: number }[])[0]!;
    // 300,000.00 approved, one draw of 100,000.00: 200,000.00 not yet drawn, and the plan's principal is the drawn 100,000.00.
    expect(row).toMatchObject({
      id: otherGrant,
      billId: otherBill,
      billNo: bill.bill_no,
      borrowType: bill.borrow_type,
      termDays: bill.borrow_duration,
      fundingParty: 'yunxintrust',
      status: 4,
      approvedAmount: '300000.00',
      drawnAmount: '100000.00',
      undrawnAmount: '200000.00',
      outstanding: '100000.00',
    });
    expect(row!.customerName).toMatch(/^.\*+$/);
    expect(new Date(row!.requestedAt).toISOString()).toBe(row!.requestedAt);
    expect(new Date(row!.drawnAt!).toISOString()).toBe(row!.drawnAt);
    expect(row!.dueDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('the summary groups by funding party and ends with the total over the filtered set', async () => {
    const { list } = await c.inLoan.call(W.summary, { query: {} });
    const total = list.at(-1)!;
    expect(total.fundingParty).toBeNull();
    const byParty = list.slice(0, -1);
    expect(byParty.reduce((n, r) => n + r.count, 0)).toBe(total.count);
    // The admin sees every city, as the direct count does.
    const filtered = (await c.admin.call(W.summary, { query: { status: 5 } })).list;
    expect(filtered.at(-1)).toMatchObject({ ...(await fromGrants('g.status = 5')), undrawnAmount: '0.00' });
  });

  it('refuses callers without the page’s code (403), and the salesperson variant to finance', async () => {
    for (const e of [W.accounts, W.accountTotals, W.summary]) expect((await c.sales.send(e, { query: {} })).status, e.path).toBe(403);
    for (const e of [W.salesmanAccounts, W.salesmanSummary]) expect((await c.finance.send(e, { query: {} })).status, e.path).toBe(403);
    expect((await c.finance.send(W.accounts, { query: {} })).status).toBe(200);
  });
});
