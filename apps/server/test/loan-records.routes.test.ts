import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BORROW_API, type EndpointInput, LEDGER_API, LOAN_RECORDS_API, REPAYMENT_API, addDays } from '@lc/shared';
import { type Caller, asEach } from './helpers/as-user';
import { type TestApp, createTestApp } from './helpers/test-app';

const L = LOAN_RECORDS_API.endpoints;
/*
 * financeHead (20): loan_change_approve, contract_adjust_detail, loan_type_change_record, deposit_list;
 * finance (21): deposit_list, borrow_bill; interest (81): contract_adjust_detail, loan_type_change_record;
 * inLoan (42): borrow_bill (extensions); sales: none of these codes; admin: reads the business date.
 */
const WHO = ['financeHead', 'finance', 'interest', 'inLoan', 'sales', 'admin'] as const;
type Who = (typeof WHO)[number];
const ALL = { pageSize: 100, withTotal: '1' } as const;
type Decision = { version: number; comment?: string };

describe('the loan book’s records of change (deposits, adjustments, loan-type log, extensions)', () => {
  let t: TestApp;
  let c: Record<Who, Caller>;
  let grantId = 0;
  let billId = 0;
  const deposits = (who: Who, query: EndpointInput<typeof L.deposits>['query'] = {}) =>
    c[who].call(L.deposits, { query: { ...ALL, ...query } });
  const adjustments = (who: Who, query: EndpointInput<typeof L.adjustments>['query'] = {}) =>
    c[who].call(L.adjustments, { query: { ...ALL, ...query } });
  const typeLog = (who: Who, query: EndpointInput<typeof L.typeLog>['query'] = {}) =>
    c[who].call(L.typeLog, { query: { ...ALL, ...query } });
  const extensions = (who: Who, query: EndpointInput<typeof L.extensions>['query'] = {}) =>
    c[who].call(L.extensions, { query: { ...ALL, ...query } });
  const deposit = (body: EndpointInput<typeof L.recordDeposit>['body']) => c.finance.send(L.recordDeposit, { body });
  // A decision's body as the test sends it: some leave out the comment the server asks for, on purpose.
  const decide = (
    who: Who,
    e:
      | typeof L.approveAdjustment
      | typeof L.rejectAdjustment
      | typeof L.approveTypeChange
      | typeof L.rejectTypeChange
      | typeof L.approveExtension
      | typeof L.rejectExtension,
    id: number,
    body: Decision,
  ) => c[who].send(e, { params: { id }, body: body as never });
  const sql = async <T>(text: string) => (await t.database.executeSql(text)).rows as T[];
  const linesOf = (entryId: number) =>
    sql<{ account_code: string; debit: string; credit: string }>(
      `select account_code, debit::text, credit::text from ledger_lines where entry_id = ${entryId} order by account_code`,
    );
  const balanced = async () => {
    const trial = await c.finance.call(LEDGER_API.endpoints.trialBalance);
    expect(trial.debit).toBe(trial.credit);
  };

  beforeAll(async () => {
    t = await createTestApp();
    c = await asEach(t, ...WHO);
    const loans = (await c.finance.call(BORROW_API.endpoints.accounts, { query: { pageSize: 1 } })).list;
    grantId = loans[0]!.id;
    billId = loans[0]!.billId;
  }, 240_000);
  afterAll(() => t.close());

  it('opens each list with the demo rows in several statuses, and refuses those without the code', async () => {
    const deposited = await deposits('finance');
    expect(new Set(deposited.list.map((r) => r.kind))).toEqual(new Set([1, 2]));
    const adjusted = await adjustments('interest');
    expect(new Set(adjusted.list.map((r) => r.status))).toEqual(new Set([1, 2, 3]));
    const extended = await extensions('inLoan');
    expect(new Set(extended.list.map((r) => r.status))).toEqual(new Set([1, 2, 3]));
    expect(extended.list.every((r) => r.billType === 1)).toBe(true);
    expect((await typeLog('interest')).total).toBeGreaterThanOrEqual(2);
    for (const e of [L.deposits, L.adjustments, L.typeLog, L.extensions]) expect((await c.sales.send(e, { query: {} })).status).toBe(403);
    // status 9 is no status: sent on purpose, refused by the page's code first, then by the value.
    expect((await c.finance.send(L.adjustments, { query: { status: 9 as never } })).status).toBe(403);
    expect((await c.interest.send(L.adjustments, { query: { status: 9 as never } })).status).toBe(400);
  });

  it('the demo’s approved extension moved its loan’s unpaid instalments, as an approval does (decision 0050)', async () => {
    const approved = await extensions('inLoan', { status: 2 });
    expect(approved.list.length).toBeGreaterThan(0);
    for (const ext of approved.list) {
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
    const body = { grantId, kind: 1, amount: '12345.67', memo: '履约保证金', idempotencyKey: `dep-${Date.now()}` } as const;
    const first = await deposit(body);
    expect(first.status, first.body.msg).toBe(200);
    const again = await deposit(body);
    expect(again.reply?.id).toBe(first.reply!.id);
    expect((await deposit({ ...body, amount: '1.00' })).status).toBe(422);
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
    const over = await deposit({ ...body, kind: 2, amount: '99999999.00', idempotencyKey: `dep-over-${Date.now()}` });
    expect([over.status, over.body.msg]).toEqual([422, `退还金额超过保证金余额（余额${held!.b}元）`]);
    expect(await sql(`select count(*)::int n from ledger_entries`)).toEqual(before);
    const refund = await deposit({ ...body, kind: 2, amount: '345.67', idempotencyKey: `dep-back-${Date.now()}` });
    expect(refund.status, refund.body.msg).toBe(200);
    await balanced();
  });

  it('an adjustment posts only on another person’s approval; a second decision is 409; the books stay balanced', async () => {
    const body = { grantId, target: 2, direction: 2, amount: '100.50', reason: '减免利息', idempotencyKey: `adj-${Date.now()}` } as const;
    const request = (who: Who, over: Partial<EndpointInput<typeof L.requestAdjustment>['body']> = {}) =>
      c[who].send(L.requestAdjustment, { body: { ...body, ...over } });
    const { id } = await c.interest.call(L.requestAdjustment, { body });
    const find = async () => (await adjustments('financeHead', { grantId })).list.find((r) => r.id === id)!;
    expect(await find()).toMatchObject({ status: 1, ledgerEntryId: null, version: 0 });
    // The requester cannot decide (no code), nor can an approver decide their own request.
    expect((await decide('interest', L.approveAdjustment, id, { version: 0 })).status).toBe(403);
    const own = await request('financeHead', { idempotencyKey: `adj-own-${Date.now()}` });
    const ownRes = await decide('financeHead', L.approveAdjustment, own.reply!.id, { version: 0 });
    expect([ownRes.status, ownRes.body.msg]).toEqual([403, '不能审批自己发起的申请']);
    const approved = await decide('financeHead', L.approveAdjustment, id, { version: 0, comment: '同意' });
    expect(approved.status, approved.body.msg).toBe(200);
    const done = await find();
    // Interest is on a cash basis (decision 0061): a waiver moves the plan and posts nothing to 1122.
    expect(done).toMatchObject({ status: 2, version: 1, ledgerEntryId: null });
    for (const e of [L.approveAdjustment, L.rejectAdjustment]) {
      const second = await decide('financeHead', e, id, { version: 0, comment: '再次' });
      expect([second.status, second.body.msg]).toEqual([409, '该申请已被处理，请刷新后重试']);
    }
    // A rejection needs a reason and posts nothing.
    const other = (await request('interest', { target: 1, idempotencyKey: `adj-2-${Date.now()}` })).reply!.id;
    expect((await decide('financeHead', L.rejectAdjustment, other, { version: 0 })).status).toBe(400);
    expect((await decide('financeHead', L.rejectAdjustment, other, { version: 0, comment: '依据不足' })).status).toBe(200);
    expect(await sql(`select count(*)::int n from ledger_entries where idempotency_key = 'adjust:${other}'`)).toEqual([{ n: 0 }]);
    await balanced();
  });

  it('a loan-type change is a request: the bill’s type moves only when another person approves it (decision 0061)', async () => {
    const [bill] = await sql<{ borrow_type: number }>(`select borrow_type from bills where id = ${billId}`);
    const from = Number(bill!.borrow_type);
    const to = from === 1 ? 4 : 1;
    // The bill's type read from the database, sent as the contract's type.
    const change = (toType: number, reason: string) =>
      c.interest.send(L.changeType, { body: { grantId, toType: toType as EndpointInput<typeof L.changeType>['body']['toType'], reason } });
    const same = await change(from, '无变化');
    expect([same.status, same.body.msg]).toEqual([400, '新借款类型与原类型相同']);
    const waiting = (await typeLog('financeHead', { grantId })).list.filter((r) => r.status === 1);
    for (const r of waiting) await decide('financeHead', L.rejectTypeChange, r.id, { version: r.version, comment: '测试前清理' });
    const made = await change(to, '按实际用途调整');
    expect(made.status, made.body.msg).toBe(200);
    const id = made.reply!.id;
    // Requested: the bill keeps its type; one request per loan waits at a time; the requester cannot decide.
    expect(await sql(`select borrow_type from bills where id = ${billId}`)).toEqual([{ borrow_type: from }]);
    const second = await change(to, '再次');
    expect([second.status, second.body.msg]).toEqual([409, '该借款已有待审批的借款类型变更']);
    expect((await decide('interest', L.approveTypeChange, id, { version: 0 })).status).toBe(403);
    const approved = await decide('financeHead', L.approveTypeChange, id, { version: 0, comment: '同意' });
    expect(approved.status, approved.body.msg).toBe(200);
    expect((await decide('financeHead', L.approveTypeChange, id, { version: 0 })).status).toBe(409);
    expect(await sql(`select borrow_type from bills where id = ${billId}`)).toEqual([{ borrow_type: to }]);
    const log = await typeLog('interest', { grantId, toType: to as EndpointInput<typeof L.typeLog>['query']['toType'] });
    expect(log.list[0]).toMatchObject({ id, fromType: from, toType: to, reason: '按实际用途调整', status: 2, version: 1 });
    expect(log.list[0]!.createdByName).toMatch(/合同|演示/);
    expect((await change(99, 'x')).status).toBe(400);
  });

  it('an extension moves the due day on approval by another person, posts its fee once, and one waits at a time', async () => {
    // The loan's open demo extension (if any) is decided first, so this loan may take a new one.
    const open = (await extensions('financeHead', { grantId, status: 1 })).list;
    for (const r of open) await decide('financeHead', L.rejectExtension, r.id, { version: r.version, comment: '测试前清理' });
    const body = { grantId, extraDays: 30, fee: '600.00', reason: '资金周转', idempotencyKey: `ext-${Date.now()}` };
    const extend = (over: Partial<typeof body> = {}) => c.inLoan.send(L.requestExtension, { body: { ...body, ...over } });
    const { id } = await c.inLoan.call(L.requestExtension, { body });
    const again = await extend({ idempotencyKey: `ext-2-${Date.now()}` });
    expect([again.status, again.body.msg]).toEqual([409, '该借款已有待审批的展期申请']);
    const row = (await extensions('financeHead', { grantId })).list.find((r) => r.id === id)!;
    const due = new Date(`${row.oldDueDate}T00:00:00Z`);
    due.setUTCDate(due.getUTCDate() + 30);
    expect(row.newDueDate).toBe(due.toISOString().slice(0, 10));
    expect((await decide('inLoan', L.approveExtension, id, { version: 0 })).status).toBe(403);
    expect((await decide('financeHead', L.approveExtension, id, { version: 0 })).status).toBe(200);
    expect((await decide('financeHead', L.approveExtension, id, { version: 0 })).status).toBe(409);
    const done = (await extensions('financeHead', { grantId })).list.find((r) => r.id === id)!;
    expect(done.status).toBe(2);
    expect(await linesOf(done.ledgerEntryId!)).toEqual([
      { account_code: '1123', debit: '600.00', credit: '0.00' },
      { account_code: '6021', debit: '0.00', credit: '600.00' },
    ]);
    // The next extension counts from the approved one's due day.
    const next = await extend({ extraDays: 10, fee: '0', idempotencyKey: `ext-3-${Date.now()}` });
    const nextRow = (await extensions('financeHead', { grantId })).list.find((r) => r.id === next.reply!.id)!;
    expect(nextRow.oldDueDate).toBe(done.newDueDate);
    await balanced();
  });

  it('an approved extension moves the unpaid instalments by its days; the first carries the added days’ interest (worked by hand)', async () => {
    const today = (await c.admin.call(REPAYMENT_API.endpoints.businessDate)).businessDate;
    const day = (n: number) => addDays(today, n);
    // Another loan account of the demo with money out; its schedule (if it has one) is replaced by a hand-made one.
    const loans = (await c.finance.call(BORROW_API.endpoints.accounts, { query: { pageSize: 100 } })).list;
    const loan = loans.find((l) => l.id !== grantId)!;
    const open = (await extensions('financeHead', { grantId: loan.id, status: 1 })).list;
    for (const r of open) await decide('financeHead', L.rejectExtension, r.id, { version: r.version, comment: '测试前清理' });
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

    const made2 = await c.inLoan.call(L.requestExtension, {
      body: { grantId: loan.id, extraDays: 45, fee: '0', reason: '资金周转', idempotencyKey: `ext-move-${Date.now()}` },
    });
    // Requested, not yet approved: nothing moves.
    const schedule = () =>
      sql<{ period: number; begin: string; due: string; interest: string; status: number }>(
        `select period, begin_rate_time::text "begin", re_fund_time::text due, interest::text, status from repayment_schedules
          where loan_id = ${loanId} order by period`,
      );
    expect((await schedule()).map((p) => p.due)).toEqual([day(-40), day(-10), day(20)]);
    expect((await decide('financeHead', L.approveExtension, made2.id, { version: 0 })).status).toBe(200);

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
