/**
 * The nightly overdue run (decision 0035) over BENCH_OVERDUE_LOANS loans (default 1,000,000, three
 * instalments each, half of them with an overdue instalment) on PostgreSQL (BENCH_DATABASE_URL,
 * default the local server): one business day through `catchUpOverdue` (batches of locked loans,
 * short transactions), then the next day as one bare set-based UPDATE pair with no locking or
 * batching, the raw-SQL baseline. Prints time, rows per second and the ratio.
 */
import { performance } from 'node:perf_hooks';
import { addDays } from '@lc/shared';
import { openPostgres } from '@lc/server/db';
import { catchUpOverdue } from '@lc/server/overdue-run';
import { seed } from '@lc/server/seed';
import pg from 'pg';

const LOANS = Number(process.env.BENCH_OVERDUE_LOANS ?? 1_000_000);
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DB_NAME = 'lc_bench_overdue';
const dbUrl = () => Object.assign(new URL(ADMIN_URL), { pathname: `/${DB_NAME}` }).toString();
const RATE = '0.0005';
/** The business day the generated loans are measured against. */
const DAY0 = '2026-06-01';

const seconds = (ms: number) => (ms / 1000).toFixed(1);

async function prepare(client: pg.Client) {
  const have = Number((await client.query('select count(*) from repayment_loans')).rows[0].count);
  if (have === LOANS) return;
  const started = performance.now();
  await client.query('begin');
  await client.query('truncate repayment_schedules, repayment_applications, repayment_loans, overdue_run_days restart identity cascade');
  // Made-up grants and bills: FK checks off for the load, as a restore would.
  await client.query('set local session_replication_role = replica');
  await client.query(
    `insert into repayment_loans (grant_id, bill_id, funding_party, principal, annual_rate, method, term_months, repayment_day,
                                  draw_date, owner_id, area_code, department_code, group_id)
     select n, 1 + n % 1000, 'hnxiaodai', 100000.00, 0.096, 'interestFirst', 3, 1, $2::date - 90, 1, 'BJ_11', 'BJ_BD1', 1
       from generate_series(1, $1) n`,
    [LOANS, DAY0],
  );
  // Odd loans: period 1 fell due 1–60 days before DAY0 and is unpaid; even loans: period 1 paid, period 2 not yet due.
  await client.query(
    `insert into repayment_schedules (loan_id, period, re_fund_time, begin_rate_time, end_rate_time, principal, interest,
                                      paid_principal, paid_interest, status)
     select l.id, k, v.due, v.due - 30, v.due, v.principal, 800.00,
            case when k = 1 and l.id % 2 = 0 then v.principal else 0 end, case when k = 1 and l.id % 2 = 0 then 800.00 else 0 end,
            case when k = 1 and l.id % 2 = 0 then 2 else 1 end
       from repayment_loans l cross join generate_series(1, 3) k,
            lateral (select $1::date - 1 - (l.id % 60)::int + (k - 1) * 30 as due,
                            round(20000 + (l.id % 997) * 13.37, 2) as principal) v`,
    [DAY0],
  );
  await client.query('commit');
  await client.query('analyze repayment_loans');
  await client.query('analyze repayment_schedules');
  console.log(`generated ${LOANS} loans, ${LOANS * 3} instalments in ${seconds(performance.now() - started)} s`);
}

async function main() {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  if (!(await admin.query('select 1 from pg_database where datname = $1', [DB_NAME])).rowCount)
    await admin.query(`create database ${DB_NAME}`);
  await admin.end();
  const database = await openPostgres(dbUrl());
  await database.migrate();
  await seed(database.db, { demo: false });
  const client = new pg.Client({ connectionString: dbUrl() });
  await client.connect();
  await prepare(client);
  // Back to the state before any run: DAY0 finished, nothing charged.
  await client.query(
    `update repayment_schedules set penalty = 0, status = case when status = 4 then 1 else status end where penalty > 0 or status = 4`,
  );
  await client.query(
    `update repayment_loans set days_past_due = 0, suggested_class = 1, status = 1, accrued_through = null where accrued_through is not null`,
  );
  await client.query('delete from overdue_run_days');
  await client.query(
    `insert into business_calendar (id, business_date, overdue_through) values (1, $1, $1)
                      on conflict (id) do update set business_date = $1, overdue_through = $1`,
    [DAY0],
  );
  await client.query('vacuum analyze repayment_loans');
  await client.query('vacuum analyze repayment_schedules');

  const day1 = addDays(DAY0, 1);
  await client.query('update business_calendar set business_date = $1', [day1]);
  let started = performance.now();
  const run = await catchUpOverdue(database.db, day1, { penaltyDailyRate: RATE });
  const runMs = performance.now() - started;
  const done = run.days[0]!;

  // The baseline: the next day's same work as two bare statements, no locks, no batches, no per-loan guard.
  const day2 = addDays(DAY0, 2);
  started = performance.now();
  await client.query('begin');
  const charged = await client.query(
    `update repayment_schedules set penalty = penalty + round((principal - paid_principal) * $2::numeric, 2), status = 4
      where status <> 2 and re_fund_time < $1::date`,
    [day2, RATE],
  );
  const moved = await client.query(
    `update repayment_loans l set days_past_due = $1::date - o.oldest, status = 2, accrued_through = $1::date,
            suggested_class = case when $1::date - o.oldest <= 90 then 2 when $1::date - o.oldest <= 180 then 3 else 4 end
       from (select loan_id, min(re_fund_time) oldest from repayment_schedules where status = 4 group by loan_id) o
      where l.id = o.loan_id`,
    [day2],
  );
  await client.query('commit');
  const rawMs = performance.now() - started;

  const rowsRun = done.loans + done.instalments;
  const rowsRaw = (moved.rowCount ?? 0) + (charged.rowCount ?? 0);
  const perSecond = (rows: number, ms: number) => Math.round(rows / (ms / 1000));
  console.log(`loans in the book: ${LOANS}`);
  console.log(
    `overdue run, 1 day: ${done.loans} loans + ${done.instalments} instalments in ${seconds(runMs)} s = ${perSecond(rowsRun, runMs)} rows/s (penalty ${done.penalty})`,
  );
  console.log(
    `raw SQL baseline, 1 day: ${moved.rowCount} loans + ${charged.rowCount} instalments in ${seconds(rawMs)} s = ${perSecond(rowsRaw, rawMs)} rows/s`,
  );
  console.log(`ratio run / raw (time per row): ${(runMs / rowsRun / (rawMs / rowsRaw)).toFixed(2)}×`);
  await client.end();
  await database.close();
}

await main();
