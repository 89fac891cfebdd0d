import { type EndpointReply, REPAYMENT_API, addDays } from '@lc/shared';
import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as } from './helpers/as-user';
import { DEMO_USERS } from './helpers/demo-users';
import { createTestApp } from './helpers/test-app';

/*
 * The business date and the overdue run (decision 0035), over HTTP against a real database: the
 * run is started by advancing the business date as the admin would in a demo.
 */

const R = REPAYMENT_API.endpoints;
/** Loans made here have grant ids above this (their grants are not real: made with FK checks off). */
const OURS = 1_000_000;
const WORKED = OURS; // the worked example's loan
const MANY = 10_000;

type Run = EndpointReply<typeof R.advanceBusinessDate>;

async function open(env: Record<string, string> = {}) {
  const t = await createTestApp({ env });
  const admin = await as(t, 'admin');
  const sql = async <T>(text: string) => (await t.database.executeSql(text)).rows as T[];
  const calendar = () => admin.call(R.businessDate);
  const advance = (businessDate: string) => admin.call(R.advanceBusinessDate, { body: { businessDate } });
  /** Money received, recorded by the admin; `post()` is finance's approval that posts it (decision 0041). */
  const recordRepayment = async (loanId: number, amount: string, idempotencyKey: string) => {
    const { id } = await admin.call(R.repayApply, { body: { loanId, amount, idempotencyKey } });
    const finance = await as(t, 'finance');
    return { id, post: () => finance.send(R.repayApplyApprove, { params: { id } }) };
  };
  return { t, admin, sql, calendar, advance, recordRepayment };
}
type Opened = Awaited<ReturnType<typeof open>>;

/**
 * Loans straight into the tables (their grants are not made: FK checks off for the insert), on a
 * demo loan's bill and scope (one without fees owed). The worked example, then `count` loans whose first instalment fell
 * due 0–399 days before `today`, some partly paid, some paid, three instalments 30 days apart.
 */
async function makeLoans(o: Opened, today: string, count: number) {
  await o.t.database.executeSql(`
    begin;
    set local session_replication_role = replica;
    insert into repayment_loans (grant_id, bill_id, funding_party, principal, annual_rate, method, term_months, repayment_day,
                                 draw_date, owner_id, area_code, department_code, group_id)
    select ${OURS} + n, d.bill_id, d.funding_party, 100000.00, 0.096, 'interestFirst', 3, 1, '${today}'::date - 400,
           d.owner_id, d.area_code, d.department_code, d.group_id
      from generate_series(0, ${count}) n
      -- A bill that owes no fees (1123): the waterfall would take them before the worked example's interest.
      cross join (select * from repayment_loans rl
                   where not exists (select 1 from ledger_lines ll where ll.bill_id = rl.bill_id and ll.account_code = '1123')
                   order by id limit 1) d;
    -- The worked example: 33,333.33 due two days ago, 20,000.00 due tomorrow, 46,666.67 in a month.
    insert into repayment_schedules (loan_id, period, re_fund_time, begin_rate_time, end_rate_time, principal, interest)
    select l.id, x.period, '${today}'::date + x.due, '${today}'::date + x.due - 30, '${today}'::date + x.due, x.principal, x.interest
      from repayment_loans l,
           (values (1, -2, 33333.33, 1000.00), (2, 1, 20000.00, 500.00), (3, 30, 46666.67, 800.00)) x(period, due, principal, interest)
     where l.grant_id = ${WORKED};
    insert into repayment_schedules (loan_id, period, re_fund_time, begin_rate_time, end_rate_time, principal, interest,
                                     paid_principal, paid_interest, status)
    select l.id, k, v.due, v.due - 30, v.due, v.principal, 100.00,
           case when k = 1 and l.grant_id % 7 = 0 then v.principal when k = 1 and l.grant_id % 5 = 0 then round(v.principal / 2, 2) else 0 end,
           case when k = 1 and l.grant_id % 7 = 0 then 100.00 else 0 end,
           case when k = 1 and l.grant_id % 7 = 0 then 2 when k = 1 and l.grant_id % 5 = 0 then 3 else 1 end
      from repayment_loans l cross join generate_series(1, 3) k,
           lateral (select '${today}'::date - (l.grant_id % 400)::int + (k - 1) * 30 as due,
                           round(1000 + (l.grant_id % 997) * 37.13, 2) as principal) v
     where l.grant_id > ${WORKED};
    commit;`);
}

/** Everything the run writes on our loans, in one text: two databases agree exactly when these agree. */
async function fingerprint(o: Opened) {
  const [loans] = await o.sql<{ f: string; n: number }>(`
    select md5(string_agg(concat_ws('|', grant_id, status, days_past_due, suggested_class, accrued_through, version), ',' order by grant_id)) f,
           count(*)::int n
      from repayment_loans where grant_id >= ${OURS}`);
  const [periods] = await o.sql<{ f: string; penalty: string }>(`
    select md5(string_agg(concat_ws('|', l.grant_id, s.period, s.status, s.penalty, s.paid_penalty), ',' order by l.grant_id, s.period)) f,
           sum(s.penalty)::text penalty
      from repayment_schedules s join repayment_loans l on l.id = s.loan_id where l.grant_id >= ${OURS}`);
  const days = await o.sql<object>(`select business_date::text, loans, instalments, penalty::text from overdue_run_days order by 1`);
  return { loans, periods, days };
}

describe('the business date and the overdue run', () => {
  let a: Opened;
  let b: Opened;
  let today: string;

  beforeAll(async () => {
    // One after the other: two start-ups at once on a busy machine can outlast a plugin's start-up limit.
    a = await open();
    b = await open();
    today = (await a.calendar()).businessDate;
    expect((await b.calendar()).businessDate).toBe(today);
    await Promise.all([makeLoans(a, today, MANY), makeLoans(b, today, MANY)]);
  }, 240_000);
  afterAll(async () => {
    await Promise.all([a?.t.close(), b?.t.close()]);
  });

  it('the admin sees the business date; only the admin may move it, and only forward', async () => {
    const cal = await a.calendar();
    expect(cal).toEqual({ businessDate: today, overdueThrough: today, penaltyDailyRate: '0.0005', canAdvance: true });
    const finance = await as(a.t, 'finance');
    expect((await finance.send(R.advanceBusinessDate, { body: { businessDate: addDays(today, 1) } })).status).toBe(403);
    expect((await finance.send(R.businessDate)).status).toBe(403);
    const back = await a.admin.send(R.advanceBusinessDate, { body: { businessDate: today } });
    expect([back.status, back.body.msg]).toEqual([422, `新的营业日须晚于当前营业日（${today}），且不超过一年`]);
    expect((await a.admin.send(R.advanceBusinessDate, { body: { businessDate: addDays(today, 400) } })).status).toBe(422);
    expect((await a.admin.send(R.advanceBusinessDate, { body: { businessDate: '2026-02-30' } })).status).toBe(400);
    expect(await a.calendar()).toEqual(cal);
  });

  it('catching up three missed days gives exactly what running each day gives, over 10,000 loans', async () => {
    const once = await a.advance(addDays(today, 3));
    expect(once.days.map((d) => d.day)).toEqual([1, 2, 3].map((n) => addDays(today, n)));
    for (const n of [1, 2, 3]) expect((await b.advance(addDays(today, n))).days.map((d) => d.day)).toEqual([addDays(today, n)]);
    const [fa, fb] = await Promise.all([fingerprint(a), fingerprint(b)]);
    expect(fa).toEqual(fb);
    expect(fa.loans!.n).toBe(MANY + 1);
    expect(Number(fa.periods!.penalty)).toBeGreaterThan(0);
    // Every class is suggested somewhere among them (first due days spread over 400 days).
    const classes = await a.sql<{ c: number }>(
      `select distinct suggested_class c from repayment_loans where grant_id > ${WORKED} and status = 2 order by 1`,
    );
    expect(classes.map((r) => Number(r.c))).toEqual([2, 3, 4, 5]);
    expect((await a.calendar()).overdueThrough).toBe(addDays(today, 3));
    // Each move by hand is a line on the date's own operation record, with what the run did for its days (decision 0074).
    const moves = async (o: Opened) => (await o.admin.call(R.businessDateMoves)).list;
    const [admin] = await a.sql<{ real_name: string }>(`select real_name from users where mobile = '${DEMO_USERS.admin.mobile}'`);
    const sum = (run: Run) => run.days.reduce((x, d) => x.plus(d.penalty), new Decimal(0)).toFixed(2);
    expect(await moves(a)).toEqual([
      expect.objectContaining({ fromDate: today, toDate: addDays(today, 3), movedByName: admin!.real_name, days: 3, penalty: sum(once) }),
    ]);
    expect((await moves(b)).map((m) => [m.fromDate, m.toDate, m.days])).toEqual(
      [3, 2, 1].map((n) => [addDays(today, n - 1), addDays(today, n), 1]),
    );
    const finance = await as(a.t, 'finance');
    expect((await finance.send(R.businessDateMoves)).status).toBe(403);
  }, 300_000);

  it('penalty figures match the worked example: per instalment, per day, half up to the fen', async () => {
    // Day penalty = unpaid principal and interest × 0.0005 (decision 0073), rounded each day, for every day since the due day
    // (decision 0066, also the days before the business calendar started):
    //   period 1, 33,333.33 + 1,000.00 due today−2: 17.166665 → 17.17 on each of days −1, 0, +1, +2, +3 = 85.85 (not 85.83, as one sum of five days would give);
    //   period 2, 20,000.00 + 500.00 due today+1: overdue from day +2 only, 10.25 on days +2 and +3 = 20.50;
    //   period 3, not due: nothing. Days past due on day +3: 5 (since today−2): class 2.
    const [loan] = await a.sql<{ id: number }>(`select id from repayment_loans where grant_id = ${WORKED}`);
    const id = Number(loan!.id);
    const detail = await a.admin.call(R.repayManageDetail, { params: { id } });
    expect(detail.schedule.map((p) => [p.penalty, p.status])).toEqual([
      ['85.85', 4],
      ['20.50', 4],
      ['0.00', 1],
    ]);
    expect([detail.penalty, detail.daysPastDue, detail.suggestedClass, detail.status]).toEqual(['106.35', 5, 2, 2]);

    // The overdue pages show it.
    const loans = await a.admin.call(R.overdueLoans, { body: { keyword: '', pageSize: 100, withTotal: 1 } });
    expect(loans.total).toBeGreaterThan(1000);
    const periods = await a.admin.call(R.overdueSchedules, { body: { loanId: id } });
    expect(periods.list.map((p) => [p.period, p.principal, p.penalty, p.daysOverdue])).toEqual([
      [1, '33333.33', '85.85', 5],
      [2, '20000.00', '20.50', 2],
    ]);

    // Penalty is paid first: 100.00 pays period 1's penalty 85.85, then 14.15 of its interest; posted to penalty income.
    const paid = await (await a.recordRepayment(id, '100.00', 'overdue-worked-1')).post();
    expect(paid.status, paid.res.body).toBe(200);
    expect(paid.reply!.lines).toEqual([
      { period: 1, component: 'penalty', amount: '85.85' },
      { period: 1, component: 'interest', amount: '14.15' },
    ]);
    const [income] = await a.sql<{ amount: string }>(
      `select ll.credit::text amount from ledger_lines ll join ledger_entries e on e.id = ll.entry_id
        where e.id = ${Number(paid.reply!.ledgerEntryId)} and ll.account_code = '6031'`,
    );
    expect(income?.amount).toBe('85.85');
  });

  it('a repayment racing the run is neither lost nor doubled', async () => {
    // A loan far down the id order, overdue, with unpaid principal: the run reaches it late.
    const [target] = await a.sql<{ id: number; penalty: string; owed: string; principal: string }>(`
      select l.id, sum(s.penalty - s.paid_penalty)::text penalty, sum(s.principal - s.paid_principal)::text principal,
             sum(s.penalty + s.principal + s.interest - s.paid_penalty - s.paid_principal - s.paid_interest)::text owed
        from repayment_loans l join repayment_schedules s on s.loan_id = l.id
       where l.grant_id = ${OURS + MANY - 3} group by l.id`);
    const id = Number(target!.id);
    // What the run would charge it for the day: each overdue instalment's unpaid principal and interest × 0.0005, rounded.
    const [{ before, dayCharge }] = (await a.sql<{ before: string; dayCharge: string }>(`
      select coalesce(sum(principal - paid_principal), 0)::text "before",
             coalesce(sum(round((principal - paid_principal + interest - paid_interest) * 0.0005, 2)), 0)::text "dayCharge"
        from repayment_schedules where loan_id = ${id} and status <> 2 and re_fund_time < '${addDays(today, 4)}'`)) as [
      { before: string; dayCharge: string },
    ];
    // Pays all it owes on the business date (never more: decision 0065). Repayment first: settled, nothing overdue
    // to charge; run first: the day's penalty is charged once and paid first, the same amount of principal left.
    const [{ fees }] = (await a.sql<{ fees: string }>(
      `select coalesce(sum(debit - credit), 0)::numeric(18,2)::text fees from ledger_lines
        where account_code = '1123' and bill_id = (select bill_id from repayment_loans where id = ${id})`,
    )) as [{ fees: string }];
    const amount = (Number(target!.owed) + Number(fees)).toFixed(2);
    const recorded = await a.recordRepayment(id, amount, 'overdue-race-1');
    const [run, repay] = await Promise.all([a.advance(addDays(today, 4)), recorded.post()]);
    expect(repay.status, repay.res.body).toBe(200);
    expect(run.days.map((d) => d.day)).toEqual([addDays(today, 4)]);
    const [after] = await a.sql<{ status: number }>(`select status from repayment_loans where id = ${id}`);
    const credit = repay.reply!.credit;
    const applied = repay.reply!.lines.reduce((x, line) => x + Math.round(Number(line.amount) * 100), 0);
    // Nothing lost: every fen of the repayment is in a line or the credit, and the lines are what the schedule shows paid.
    expect(applied + Math.round(Number(credit) * 100)).toBe(Math.round(Number(amount) * 100));
    // Nothing doubled: the day's penalty charged at most once, and exactly what one order or the other gives.
    const penaltyPaid = repay
      .reply!.lines.filter((line) => line.component === 'penalty')
      .reduce((x, line) => x + Number(line.amount), 0)
      .toFixed(2);
    const runFirst = (Number(target!.penalty) + Number(dayCharge)).toFixed(2);
    expect([target!.penalty, runFirst]).toContain(penaltyPaid);
    // Settled exactly when the repayment went first (the run's penalty took the place of some principal otherwise).
    expect(Number(after!.status) === 3).toBe(penaltyPaid === Number(target!.penalty).toFixed(2));
    const entries = await a.sql<{ n: number }>(
      `select count(*)::int n from ledger_entries where idempotency_key = 'repay:application:${recorded.id}'`,
    );
    expect(Number(entries[0]!.n)).toBe(1);
    const days = await a.sql<{ n: number }>(`select count(*)::int n from overdue_run_days where business_date = '${addDays(today, 4)}'`);
    expect(Number(days[0]!.n)).toBe(1);
    expect(Number(before)).toBeGreaterThan(0);
  }, 120_000);
});

describe('the business date in production', () => {
  let o: Opened;
  beforeAll(async () => {
    o = await open({ BUSINESS_DATE_ADVANCE: '0' });
  });
  afterAll(async () => {
    await o?.t.close();
  });

  it('cannot be moved by hand unless enabled', async () => {
    const cal = await o.calendar();
    expect(cal.canAdvance).toBe(false);
    const res = await o.admin.send(R.advanceBusinessDate, { body: { businessDate: addDays(cal.businessDate, 1) } });
    expect([res.status, res.body.msg]).toEqual([403, '生产环境不允许推进营业日']);
  });

  it('the demo has an overdue loan with penalty accrued', async () => {
    const { list } = await o.admin.call(R.overdueLoans, { body: {} });
    expect(list.length).toBeGreaterThanOrEqual(1);
    expect(Number(list[0]!.penalty)).toBeGreaterThan(0);
    expect(list[0]!.daysPastDue).toBeGreaterThan(0);
  });
});
