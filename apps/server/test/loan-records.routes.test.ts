import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@lc/shared';
import { type TestApp, createTestApp } from './helpers/test-app';

const USERS = {
  head: '13800000020', // role 20: loan_change_approve, contract_adjust_detail, loan_type_change_record, deposit_list
  finance: '13800000021', // role 21: deposit_list, borrow_bill
  contracts: '13800000081', // role 81: contract_adjust_detail, loan_type_change_record
  inLoan: '13800000042', // role 42: borrow_bill (extensions)
  sales: '13800000011', // none of these codes
  admin: '13800000000', // reads the business date
} as const;
type Who = keyof typeof USERS;
const B = '/api/v1/borrow';
type Page<T> = { list: T[]; total: number };
type Change = { id: number; grantId: number; status: number; version: number; ledgerEntryId: number | null };

describe('the loan book’s records of change (deposits, adjustments, loan-type log, extensions)', () => {
  let t: TestApp;
  const c = {} as Record<Who, string>;
  let grantId = 0;
  let billId = 0;
  const get = (who: Who, url: string) => t.call({ method: 'GET', url, cookie: c[who] });
  const post = (who: Who, url: string, payload: object) => t.call({ method: 'POST', url, cookie: c[who], payload });
  async function page<T>(who: Who, path: string, query = ''): Promise<Page<T>> {
    const res = await get(who, `${B}/${path}?pageSize=100&withTotal=1${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as Page<T>;
  }
  const sql = async <T>(text: string) => (await t.database.executeSql(text)).rows as T[];
  const linesOf = (entryId: number) =>
    sql<{ account_code: string; debit: string; credit: string }>(
      `select account_code, debit::text, credit::text from ledger_lines where entry_id = ${entryId} order by account_code`,
    );
  const balanced = async () => {
    const trial = (await get('finance', '/api/v1/ledger/trial-balance')).json().data as { debit: string; credit: string };
    expect(trial.debit).toBe(trial.credit);
  };

  beforeAll(async () => {
    t = await createTestApp();
    for (const [k, m] of Object.entries(USERS)) c[k as Who] = await t.login(m);
    const loans = (await get('finance', `${B}/loans?pageSize=1`)).json().data.list as { id: number; billId: number }[];
    grantId = loans[0]!.id;
    billId = loans[0]!.billId;
  }, 240_000);
  afterAll(() => t.close());

  it('opens each list with the demo rows in several statuses, and refuses those without the code', async () => {
    const deposits = await page<{ kind: number }>('finance', 'deposits');
    expect(new Set(deposits.list.map((r) => r.kind))).toEqual(new Set([1, 2]));
    const adjustments = await page<{ status: number }>('contracts', 'adjustments');
    expect(new Set(adjustments.list.map((r) => r.status))).toEqual(new Set([1, 2, 3]));
    const extensions = await page<{ status: number; billType: number }>('inLoan', 'extensions');
    expect(new Set(extensions.list.map((r) => r.status))).toEqual(new Set([1, 2, 3]));
    expect(extensions.list.every((r) => r.billType === 1)).toBe(true);
    expect((await page('contracts', 'type-changes')).total).toBeGreaterThanOrEqual(2);
    for (const path of ['deposits', 'adjustments', 'type-changes', 'extensions'])
      expect((await get('sales', `${B}/${path}`)).statusCode).toBe(403);
    expect((await get('finance', `${B}/adjustments?status=9`)).statusCode).toBe(403);
    expect((await get('contracts', `${B}/adjustments?status=9`)).statusCode).toBe(400);
  });

  it('the demo’s approved extension moved its loan’s unpaid instalments, as an approval does (decision 0050)', async () => {
    const extensions = await page<Change & { extraDays: number }>('inLoan', 'extensions', '&status=2');
    expect(extensions.list.length).toBeGreaterThan(0);
    for (const ext of extensions.list) {
      const [audit] = await sql<{ before: { schedule: { period: number; reFundTime: string }[] }; loan_id: string }>(
        `select before, entity_id loan_id from audit_log where entity = 'repayment_loan' and action = 'extend'
           and (after->>'extensionId')::int = ${ext.id}`,
      );
      expect(audit, `extension ${ext.id} moved no schedule`).toBeDefined();
      const moved = audit!.before.schedule;
      expect(moved.length).toBeGreaterThan(0);
      const now = await sql<{ period: number; due: string }>(
        `select period, re_fund_time::text due from repayment_schedules where loan_id = ${Number(audit!.loan_id)} order by period`,
      );
      for (const m of moved) expect(now.find((p) => p.period === m.period)?.due).toBe(addDays(m.reFundTime, ext.extraDays));
    }
  });

  it('a deposit posts bank against deposits received once per key; a refund beyond the balance is refused and changes nothing', async () => {
    const body = { grantId, kind: 1, amount: '12345.67', memo: '履约保证金', idempotencyKey: `dep-${Date.now()}` };
    const first = await post('finance', `${B}/deposits`, body);
    expect(first.statusCode, first.body).toBe(200);
    const again = await post('finance', `${B}/deposits`, body);
    expect(again.json().data.id).toBe(first.json().data.id);
    expect((await post('finance', `${B}/deposits`, { ...body, amount: '1.00' })).statusCode).toBe(422);
    const [row] = await sql<{ n: number; entry: number }>(
      `select count(*)::int n, max(ledger_entry_id) entry from loan_deposits where idempotency_key = '${body.idempotencyKey}'`,
    );
    expect(row!.n).toBe(1);
    expect(await linesOf(Number(row!.entry))).toEqual([
      { account_code: '1002', debit: '12345.67', credit: '0.00' },
      { account_code: '2241', debit: '0.00', credit: '12345.67' },
    ]);
    const [held] = await sql<{ b: string }>(
      `select (sum(case when kind = 1 then amount else -amount end))::text b from loan_deposits where grant_id = ${grantId}`,
    );
    const before = await sql<{ n: number }>(`select count(*)::int n from ledger_entries`);
    const over = await post('finance', `${B}/deposits`, {
      ...body,
      kind: 2,
      amount: '99999999.00',
      idempotencyKey: `dep-over-${Date.now()}`,
    });
    expect([over.statusCode, over.json().msg]).toEqual([422, `退还金额超过保证金余额（余额${held!.b}元）`]);
    expect(await sql(`select count(*)::int n from ledger_entries`)).toEqual(before);
    const refund = await post('finance', `${B}/deposits`, { ...body, kind: 2, amount: '345.67', idempotencyKey: `dep-back-${Date.now()}` });
    expect(refund.statusCode, refund.body).toBe(200);
    await balanced();
  });

  it('an adjustment posts only on another person’s approval; a second decision is 409; the books stay balanced', async () => {
    const body = { grantId, target: 2, direction: 2, amount: '100.50', reason: '减免利息', idempotencyKey: `adj-${Date.now()}` };
    const made = await post('contracts', `${B}/adjustments`, body);
    expect(made.statusCode, made.body).toBe(200);
    const id = made.json().data.id as number;
    const find = async () => (await page<Change>('head', 'adjustments', `&grantId=${grantId}`)).list.find((r) => r.id === id)!;
    expect(await find()).toMatchObject({ status: 1, ledgerEntryId: null, version: 0 });
    // The requester cannot decide (no code), nor can an approver decide their own request.
    expect((await post('contracts', `${B}/adjustments/${id}/approve`, { version: 0 })).statusCode).toBe(403);
    const own = await post('head', `${B}/adjustments`, { ...body, idempotencyKey: `adj-own-${Date.now()}` });
    const ownRes = await post('head', `${B}/adjustments/${own.json().data.id}/approve`, { version: 0 });
    expect([ownRes.statusCode, ownRes.json().msg]).toEqual([403, '不能审批自己发起的申请']);
    const approved = await post('head', `${B}/adjustments/${id}/approve`, { version: 0, comment: '同意' });
    expect(approved.statusCode, approved.body).toBe(200);
    const done = await find();
    // Interest is on a cash basis (decision 0061): a waiver moves the plan and posts nothing to 1122.
    expect(done).toMatchObject({ status: 2, version: 1, ledgerEntryId: null });
    for (const action of ['approve', 'reject']) {
      const second = await post('head', `${B}/adjustments/${id}/${action}`, { version: 0, comment: '再次' });
      expect([second.statusCode, second.json().msg]).toEqual([409, '该申请已被处理，请刷新后重试']);
    }
    // A rejection needs a reason and posts nothing.
    const other = (await post('contracts', `${B}/adjustments`, { ...body, target: 1, idempotencyKey: `adj-2-${Date.now()}` })).json().data
      .id;
    expect((await post('head', `${B}/adjustments/${other}/reject`, { version: 0 })).statusCode).toBe(400);
    expect((await post('head', `${B}/adjustments/${other}/reject`, { version: 0, comment: '依据不足' })).statusCode).toBe(200);
    expect(await sql(`select count(*)::int n from ledger_entries where idempotency_key = 'adjust:${other}'`)).toEqual([{ n: 0 }]);
    await balanced();
  });

  it('a loan-type change is a request: the bill’s type moves only when another person approves it (decision 0061)', async () => {
    const [bill] = await sql<{ borrow_type: number }>(`select borrow_type from bills where id = ${billId}`);
    const from = Number(bill!.borrow_type);
    const to = from === 1 ? 4 : 1;
    const same = await post('contracts', `${B}/type-changes`, { grantId, toType: from, reason: '无变化' });
    expect([same.statusCode, same.json().msg]).toEqual([400, '新借款类型与原类型相同']);
    const waiting = (await page<Change>('head', 'type-changes', `&grantId=${grantId}`)).list.filter((r) => r.status === 1);
    for (const r of waiting) await post('head', `${B}/type-changes/${r.id}/reject`, { version: r.version, comment: '测试前清理' });
    const made = await post('contracts', `${B}/type-changes`, { grantId, toType: to, reason: '按实际用途调整' });
    expect(made.statusCode, made.body).toBe(200);
    const id = made.json().data.id as number;
    // Requested: the bill keeps its type; one request per loan waits at a time; the requester cannot decide.
    expect(await sql(`select borrow_type from bills where id = ${billId}`)).toEqual([{ borrow_type: from }]);
    const second = await post('contracts', `${B}/type-changes`, { grantId, toType: to, reason: '再次' });
    expect([second.statusCode, second.json().msg]).toEqual([409, '该借款已有待审批的借款类型变更']);
    expect((await post('contracts', `${B}/type-changes/${id}/approve`, { version: 0 })).statusCode).toBe(403);
    const approved = await post('head', `${B}/type-changes/${id}/approve`, { version: 0, comment: '同意' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect((await post('head', `${B}/type-changes/${id}/approve`, { version: 0 })).statusCode).toBe(409);
    expect(await sql(`select borrow_type from bills where id = ${billId}`)).toEqual([{ borrow_type: to }]);
    const log = await page<{ id: number; fromType: number; toType: number; reason: string; createdByName: string }>(
      'contracts',
      'type-changes',
      `&grantId=${grantId}&toType=${to}`,
    );
    expect(log.list[0]).toMatchObject({ id, fromType: from, toType: to, reason: '按实际用途调整', status: 2, version: 1 });
    expect(log.list[0]!.createdByName).toMatch(/合同|演示/);
    expect((await post('contracts', `${B}/type-changes`, { grantId, toType: 99, reason: 'x' })).statusCode).toBe(400);
  });

  it('an extension moves the due day on approval by another person, posts its fee once, and one waits at a time', async () => {
    // The loan's open demo extension (if any) is decided first, so this loan may take a new one.
    const open = (await page<Change>('head', 'extensions', `&grantId=${grantId}&status=1`)).list;
    for (const r of open) await post('head', `${B}/extensions/${r.id}/reject`, { version: r.version, comment: '测试前清理' });
    const body = { grantId, extraDays: 30, fee: '600.00', reason: '资金周转', idempotencyKey: `ext-${Date.now()}` };
    const made = await post('inLoan', `${B}/extensions`, body);
    expect(made.statusCode, made.body).toBe(200);
    const id = made.json().data.id as number;
    const again = await post('inLoan', `${B}/extensions`, { ...body, idempotencyKey: `ext-2-${Date.now()}` });
    expect([again.statusCode, again.json().msg]).toEqual([409, '该借款已有待审批的展期申请']);
    type Ext = Change & { oldDueDate: string; newDueDate: string };
    const row = (await page<Ext>('head', 'extensions', `&grantId=${grantId}`)).list.find((r) => r.id === id)!;
    const due = new Date(`${row.oldDueDate}T00:00:00Z`);
    due.setUTCDate(due.getUTCDate() + 30);
    expect(row.newDueDate).toBe(due.toISOString().slice(0, 10));
    expect((await post('inLoan', `${B}/extensions/${id}/approve`, { version: 0 })).statusCode).toBe(403);
    expect((await post('head', `${B}/extensions/${id}/approve`, { version: 0 })).statusCode).toBe(200);
    expect((await post('head', `${B}/extensions/${id}/approve`, { version: 0 })).statusCode).toBe(409);
    const done = (await page<Ext>('head', 'extensions', `&grantId=${grantId}`)).list.find((r) => r.id === id)!;
    expect(done.status).toBe(2);
    expect(await linesOf(done.ledgerEntryId!)).toEqual([
      { account_code: '1123', debit: '600.00', credit: '0.00' },
      { account_code: '6021', debit: '0.00', credit: '600.00' },
    ]);
    // The next extension counts from the approved one's due day.
    const next = await post('inLoan', `${B}/extensions`, { ...body, extraDays: 10, fee: '0', idempotencyKey: `ext-3-${Date.now()}` });
    const nextRow = (await page<Ext>('head', 'extensions', `&grantId=${grantId}`)).list.find((r) => r.id === next.json().data.id)!;
    expect(nextRow.oldDueDate).toBe(done.newDueDate);
    await balanced();
  });

  it('an approved extension moves the unpaid instalments by its days; the first carries the added days’ interest (worked by hand)', async () => {
    const today = (
      (await t.call({ method: 'GET', url: '/api/bill/v1/bill/businessDate', cookie: c.admin })).json().data as { businessDate: string }
    ).businessDate;
    const day = (n: number) => addDays(today, n);
    // Another loan account of the demo with money out; its schedule (if it has one) is replaced by a hand-made one.
    const loans = (await get('finance', `${B}/loans?pageSize=100`)).json().data.list as { id: number; billId: number }[];
    const loan = loans.find((l) => l.id !== grantId)!;
    const open = (await page<Change>('head', 'extensions', `&grantId=${loan.id}&status=1`)).list;
    for (const r of open) await post('head', `${B}/extensions/${r.id}/reject`, { version: r.version, comment: '测试前清理' });
    // 120,000.00 equal principal at 12 % in three instalments of 40,000.00: the first paid, the second
    // ten days overdue, the third ten days into its period; 30-day periods (1,183.56, 789.04, 394.52 interest).
    await sql(`delete from repayment_schedules where loan_id in (select id from repayment_loans where grant_id = ${loan.id})`);
    await sql(`update repayment_loans set principal = 120000, annual_rate = 0.12, method = 'equalPrincipal', term_months = 3,
                 draw_date = '${day(-70)}', status = 2, credit = 0 where grant_id = ${loan.id}`);
    const [made] = [
      ...(await sql<{ id: number }>(`select id from repayment_loans where grant_id = ${loan.id}`)),
      ...(await sql<{ id: number }>(`
        insert into repayment_loans (grant_id, bill_id, funding_party, principal, annual_rate, method, term_months, repayment_day,
                                     draw_date, status, owner_id, area_code, department_code, group_id)
        select ${loan.id}, ${loan.billId}, d.funding_party, 120000, 0.12, 'equalPrincipal', 3, 1, '${day(-70)}', 2,
               d.owner_id, d.area_code, d.department_code, d.group_id from (select * from repayment_loans order by id limit 1) d
         where not exists (select 1 from repayment_loans where grant_id = ${loan.id})
        returning id`)),
    ];
    const loanId = Number(made!.id);
    const rows = [
      [1, -70, -40, '40000.00', '1183.56', true],
      [2, -40, -10, '40000.00', '789.04', false],
      [3, -10, 20, '40000.00', '394.52', false],
    ] as const;
    for (const [period, begin, due, principal, interest, paid] of rows)
      await sql(`insert into repayment_schedules (loan_id, period, re_fund_time, begin_rate_time, end_rate_time, principal, interest,
                   paid_principal, paid_interest, status)
                 values (${loanId}, ${period}, '${day(due)}', '${day(begin)}', '${day(due)}', ${principal}, ${interest},
                   ${paid ? principal : 0}, ${paid ? interest : 0}, ${paid ? 2 : 4})`);

    const made2 = await post('inLoan', `${B}/extensions`, {
      grantId: loan.id,
      extraDays: 45,
      fee: '0',
      reason: '资金周转',
      idempotencyKey: `ext-move-${Date.now()}`,
    });
    expect(made2.statusCode, made2.body).toBe(200);
    // Requested, not yet approved: nothing moves.
    const schedule = () =>
      sql<{ period: number; begin: string; due: string; interest: string; status: number }>(
        `select period, begin_rate_time::text "begin", re_fund_time::text due, interest::text, status from repayment_schedules
          where loan_id = ${loanId} order by period`,
      );
    expect((await schedule()).map((p) => p.due)).toEqual([day(-40), day(-10), day(20)]);
    expect((await post('head', `${B}/extensions/${made2.json().data.id}/approve`, { version: 0 })).statusCode).toBe(200);

    // Approved, 45 days: the paid first instalment stays; the second falls due on day 35, keeps its
    // beginRateTime and adds 80,000.00 (unpaid principal) × 0.12 ÷ 365 × 45 = 1,183.5616… → 1,183.56
    // to its 789.04 = 1,972.60; the third shifts whole (day 35 → 65), its 394.52 for the same 30 days.
    expect(await schedule()).toEqual([
      { period: 1, begin: day(-70), due: day(-40), interest: '1183.56', status: 2 },
      { period: 2, begin: day(-40), due: day(35), interest: '1972.60', status: 1 },
      { period: 3, begin: day(35), due: day(65), interest: '394.52', status: 1 },
    ]);
    // Nothing is overdue any more: the loan is current again.
    const [after] = await sql<{ status: number }>(`select status from repayment_loans where id = ${loanId}`);
    expect(Number(after!.status)).toBe(1);
  });
});
