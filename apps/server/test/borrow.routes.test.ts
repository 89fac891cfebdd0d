import { luhnCheckDigit } from '@lc/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { secureForGrant } from './helpers/secure-for-grant';
import { type TestApp, createTestApp } from './helpers/test-app';
import { approveBillsDirectly } from './helpers/approved-bills';

const USERS = {
  admin: '13800000000', // role 1: every permission, every area
  inLoan: '13800000042', // role 42: borrow_bill and borrow_bill_summary
  sales: '13800000011', // role 11: the salesperson variants; owns the demo loans
  applicant: '13800000031', // role 31: requests grants
  risk: '13800000010',
  vp1: '13800000022',
  vp2: '13800000023',
  finance: '13800000021', // role 21: borrow_bill, no salesperson variant
  warrant: '13800000032', // role 32: mortgage requests and registration
  approver: '13800000036', // role 36: mortgage request approval
} as const;
type Who = keyof typeof USERS;
const B = '/api/v1/borrow';
type Row = { id: number; billId: number; customerName: string; status: number; approvedAmount: string; drawnAmount: string };
type Totals = { count: number; approvedAmount: string; drawnAmount: string; undrawnAmount: string };

describe('the loan book (/borrowManage: borrowBill, its salesperson variant and summaries)', () => {
  let t: TestApp;
  const c = {} as Record<Who | 'other', string>;
  let otherBill = 0;
  let otherGrant = 0;

  const get = (who: Who | 'other', url: string) => t.call({ method: 'GET', url, cookie: c[who] });
  const post = (who: Who, url: string, payload: object) => t.call({ method: 'POST', url, cookie: c[who], payload });
  const rows = async (who: Who | 'other', path: string, query = '') => {
    const res = await get(who, `${B}/${path}?pageSize=100${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { list: Row[]; total: number };
  };
  const totals = async (who: Who | 'other', path: string, query = '') => {
    const res = await get(who, `${B}/${path}?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as Totals;
  };

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
    for (const [k, m] of Object.entries(USERS)) c[k as Who] = await t.login(m);
    // A loan of another salesperson, granted and drawn over HTTP as finance does it.
    // Every demo loan is the demo salesperson's: a free final-approved one goes to a colleague (group 2).
    const { rows: found } = await t.database.executeSql(
      `select b.id from bills b where b.status in (1, 4) and not exists (select 1 from grants g where g.bill_id = b.id) order by b.id limit 1`,
    );
    const pick = { id: Number((found as { id: number }[])[0]!.id), mobile: '13800000111' };
    await t.database.executeSql(
      `update bills set salesperson_id = (select id from users where mobile = '${pick.mobile}') where id = ${pick.id}`,
    );
    await approveBillsDirectly(t, `id = ${pick.id}`);
    otherBill = Number(pick.id);
    c.other = await t.login(pick.mobile);
    const { rows: holder } = await t.database.executeSql(`select id from borrowers where name = '王建国'`);
    const payload = `62220202${String(otherBill + 500000).padStart(10, '0')}`;
    const card = await post('admin', '/api/v1/bankCard', {
      borrowerId: Number((holder as { id: number }[])[0]!.id),
      billId: otherBill,
      cardNo: payload + luhnCheckDigit(payload),
      accountName: '王建国',
      reservedMobile: '13912340001',
      status: 1,
    });
    expect(card.statusCode, card.body).toBe(200);
    await secureForGrant(t, otherBill);
    const made = await post('applicant', '/api/v1/grant', {
      billId: otherBill,
      amount: '300000.00',
      cardId: card.json().data.id,
      fundingParty: 'yunxintrust',
    });
    expect(made.statusCode, made.body).toBe(200);
    otherGrant = made.json().data.id as number;
    for (const who of ['risk', 'vp1', 'vp2'] as const) {
      const flow = (await get('admin', `/api/v1/grant/${otherGrant}`)).json().data.flow as { version: number };
      expect((await post(who, `/api/v1/grant/${otherGrant}/approve`, { flowVersion: flow.version, comment: '同意' })).statusCode).toBe(200);
    }
    const drawn = await post('finance', `/api/v1/grant/${otherGrant}/draws`, {
      amount: '100000.00',
      idempotencyKey: `borrow-test-${Date.now()}`,
    });
    expect(drawn.statusCode, drawn.body).toBe(200);
  });
  afterAll(() => t.close());

  it('lists every grant with money out, masked borrower, money as decimal strings, and their totals', async () => {
    const all = await rows('admin', 'loans');
    const expected = await fromGrants();
    expect(all.total).toBe(expected.count);
    expect(new Set(all.list.map((r) => r.status))).toEqual(new Set([4, 5]));
    for (const r of all.list) expect(r.customerName).toMatch(/^.\*+$/);
    const other = all.list.find((r) => r.id === otherGrant)!;
    expect(other).toMatchObject({ billId: otherBill, status: 4, approvedAmount: '300000.00', drawnAmount: '100000.00' });
    expect(await totals('admin', 'loans/totals')).toEqual(expected);
    // A grant not yet drawn is not a loan: none of the awaiting ones shows.
    const { rows: undrawn } = await t.database.executeSql(`select count(*)::int n from grants where succeeded_amount = 0`);
    expect((undrawn as { n: number }[])[0]!.n).toBeGreaterThan(0);
  });

  it('filters the list and its totals alike: status, funding party, keyword and drawn dates', async () => {
    const finished = await rows('admin', 'loans', '&status=5');
    expect(finished.list.length).toBe((await fromGrants('g.status = 5')).count);
    expect(new Set(finished.list.map((r) => r.status))).toEqual(new Set([5]));
    expect(await totals('admin', 'loans/totals', 'status=5')).toEqual(await fromGrants('g.status = 5'));
    expect((await rows('admin', 'loans', '&fundingParty=yunxintrust')).list.map((r) => r.id)).toEqual([otherGrant]);
    expect((await totals('admin', 'loans/totals', 'fundingParty=yunxintrust')).undrawnAmount).toBe('200000.00');
    expect((await rows('admin', 'loans', '&drawnFrom=2999-01-01')).total).toBe(0);
    expect((await totals('admin', 'loans/totals', 'drawnFrom=2999-01-01')).approvedAmount).toBe('0.00');
    const bad = await get('admin', `${B}/loans?drawnFrom=2026-02-01&drawnTo=2026-01-01`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toContain('开始日期不能晚于结束日期');
  });

  it('the salesperson variants show only the caller’s own loans', async () => {
    const own = await rows('sales', 'salesman/loans');
    const mine = await fromGrants(ownedBy(USERS.sales));
    expect(mine.count).toBeGreaterThan(0);
    expect(own.list.length).toBe(mine.count);
    expect(own.list.some((r) => r.id === otherGrant)).toBe(false);
    expect((await rows('other', 'salesman/loans')).list.map((r) => r.id)).toEqual([otherGrant]);
    expect(await totals('sales', 'salesman/loans/totals')).toEqual(mine);
    const summary = (await get('other', `${B}/salesman/summary`)).json().data.list as (Totals & { fundingParty: string | null })[];
    expect(summary).toEqual([
      { fundingParty: 'yunxintrust', count: 1, approvedAmount: '300000.00', drawnAmount: '100000.00', undrawnAmount: '200000.00' },
      { fundingParty: null, count: 1, approvedAmount: '300000.00', drawnAmount: '100000.00', undrawnAmount: '200000.00' },
    ]);
  });

  it('the summary groups by funding party and ends with the total over the filtered set', async () => {
    const list = (await get('inLoan', `${B}/summary`)).json().data.list as (Totals & { fundingParty: string | null })[];
    const total = list.at(-1)!;
    expect(total.fundingParty).toBeNull();
    const byParty = list.slice(0, -1);
    expect(byParty.reduce((n, r) => n + r.count, 0)).toBe(total.count);
    // The admin sees every city, as the direct count does.
    const filtered = (await get('admin', `${B}/summary?status=5`)).json().data.list as Totals[];
    expect(filtered.at(-1)).toMatchObject({ ...(await fromGrants('g.status = 5')), undrawnAmount: '0.00' });
  });

  it('refuses callers without the page’s code (403), and the salesperson variant to finance', async () => {
    for (const path of ['loans', 'loans/totals', 'summary']) expect((await get('sales', `${B}/${path}`)).statusCode, path).toBe(403);
    for (const path of ['salesman/loans', 'salesman/summary']) expect((await get('finance', `${B}/${path}`)).statusCode, path).toBe(403);
    expect((await get('finance', `${B}/loans`)).statusCode).toBe(200);
  });
});
