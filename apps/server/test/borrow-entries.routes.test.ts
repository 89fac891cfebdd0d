import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from './helpers/test-app';

const USERS = {
  admin: '13800000000',
  inLoan: '13800000042', // role 42: entry_bill_list
  sales: '13800000011', // role 11: granted entry_bill_list below; owns the demo loans
  sales2: '13800000111', // role 11, group 2: none of them
  finance: '13800000021', // role 21: not entry_bill_list
} as const;
type Who = keyof typeof USERS;
const B = '/api/v1/borrow/entries';
type Entry = { id: number; entryNo: string; eventType: string; billId: number; amount: string };
type Detail = Entry & { lines: { accountCode: string; accountName: string; debit: string; credit: string }[] };

describe('entry bills (/borrowManage/entryBillList, entryBillNo, entryBill)', () => {
  let t: TestApp;
  const c = {} as Record<Who, string>;
  const get = (who: Who, url: string) => t.call({ method: 'GET', url, cookie: c[who] });
  const list = async (who: Who, query = '') => {
    const res = await get(who, `${B}?pageSize=100${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { list: Entry[]; total: number };
  };
  const detail = async (who: Who, id: number) => {
    const res = await get(who, `${B}/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as Detail;
  };

  beforeAll(async () => {
    t = await createTestApp();
    c.admin = await t.login(USERS.admin);
    const roles = (await get('admin', '/api/v1/admin/roles')).json().data.roles as { id: number; codes: string[] }[];
    const codes = [...roles.find((r) => r.id === 11)!.codes, 'entry_bill_list'];
    expect((await t.call({ method: 'PUT', url: '/api/v1/admin/roles/11/grants', cookie: c.admin, payload: { codes } })).statusCode).toBe(
      200,
    );
    for (const [k, m] of Object.entries(USERS)) if (k !== 'admin') c[k as Who] = await t.login(m);
  });
  afterAll(() => t.close());

  it('lists the ledger entries about loans: the demo draws, fees and the confirmed payment, each balanced', async () => {
    const all = await list('inLoan');
    expect(new Set(all.list.map((e) => e.eventType))).toEqual(new Set(['disbursement', 'fee', 'repayment', 'deposit', 'adjustment']));
    expect(all.list[0]!.entryNo).toMatch(/^RZ\d{8}$/);
    // The admin sees every city's draws, as the direct count does.
    const draws = await list('admin', '&eventType=disbursement');
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
    expect((await list('inLoan', '&postedFrom=2999-01-01')).total).toBe(0);
  });

  it('posts a fee on a loan once per key, balanced, and it shows in the list', async () => {
    const grantId = (await get('admin', '/api/v1/borrow/loans')).json().data.list[0].id as number;
    const body = { grantId, amount: '1500.00', memo: '展期服务费', idempotencyKey: `fee-${Date.now()}` };
    const first = await t.call({ method: 'POST', url: B, cookie: c.inLoan, payload: body });
    expect(first.statusCode, first.body).toBe(200);
    const again = await t.call({ method: 'POST', url: B, cookie: c.inLoan, payload: body });
    expect(again.json().data.id).toBe(first.json().data.id);
    const posted = await detail('inLoan', first.json().data.id);
    expect(posted).toMatchObject({ eventType: 'fee', amount: '1500.00' });
    expect(posted.lines.map((l) => [l.accountCode, l.debit, l.credit])).toEqual([
      ['1123', '1500.00', '0.00'],
      ['6021', '0.00', '1500.00'],
    ]);
    const fees = (await list('inLoan', '&eventType=fee')).list;
    expect(fees[0]!.id).toBe(posted.id);
    expect(fees.every((e) => e.eventType === 'fee')).toBe(true);
    const trial = (await get('finance', '/api/v1/ledger/trial-balance')).json().data as { debit: string; credit: string };
    expect(trial.debit).toBe(trial.credit);
    const bad = await t.call({
      method: 'POST',
      url: B,
      cookie: c.inLoan,
      payload: { ...body, amount: '0', idempotencyKey: `x-${Date.now()}` },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('a salesperson sees only their own loans’ entries; without the code it is 403', async () => {
    expect((await list('sales')).total).toBeGreaterThan(0);
    expect((await list('sales2')).total).toBe(0);
    const someone = (await list('inLoan')).list[0]!.id;
    expect((await get('sales2', `${B}/${someone}`)).statusCode).toBe(404);
    expect((await get('finance', B)).statusCode).toBe(403);
    const post = await t.call({
      method: 'POST',
      url: B,
      cookie: c.finance,
      payload: { grantId: 1, amount: '1.00', memo: 'x', idempotencyKey: 'xxxxxxxxxx' },
    });
    expect(post.statusCode).toBe(403);
  });
});
