/** What the list benchmarks share: a scratch database, the app signed in as the admin, timings. */
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { PGlite } from '@electric-sql/pglite';
import { buildApp } from '@lc/server/app';
import { loadConfig } from '@lc/server/config';
import { type DatabaseHandle, fromPglite, openPostgres } from '@lc/server/db';
import pg from 'pg';

export const RUNS = Number(process.env.BENCH_RUNS ?? 30);

/**
 * PGlite by default; BENCH_DATABASE_URL → a scratch database `dbName` (or BENCH_DATABASE_NAME, for
 * two checkouts sharing one server), kept between runs.
 */
export async function openBenchDatabase(defaultName: string): Promise<{ database: DatabaseHandle; engine: string }> {
  const url = process.env.BENCH_DATABASE_URL;
  const dbName = process.env.BENCH_DATABASE_NAME ?? defaultName;
  if (!url) return { database: fromPglite(new PGlite()), engine: 'PGlite' };
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const exists = (await admin.query('select 1 from pg_database where datname = $1', [dbName])).rowCount;
  if (!exists) await admin.query(`create database ${dbName}`);
  await admin.end();
  return { database: await openPostgres(Object.assign(new URL(url), { pathname: `/${dbName}` }).toString()), engine: 'PostgreSQL' };
}

/** The whole app on `database` (no job workers, no web files) and a session cookie (the admin's unless `mobile`). */
export async function signedInApp(database: DatabaseHandle, mobile = '13800000000') {
  const app = await buildApp({
    config: loadConfig({
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      WEB_DIST: '/nonexistent',
      JOB_WORKERS: '0',
      LOGIN_RATE_PER_MINUTE: '100000',
      SECRET_KEY: randomBytes(32).toString('hex'),
      MEDIA_KEY: randomBytes(32).toString('hex'),
    }),
    database,
  });
  await app.ready();
  return { app, cookie: await signIn(app, mobile) };
}

/** Signs `mobile` in on `app`: the session cookie. */
export async function signIn(app: Awaited<ReturnType<typeof buildApp>>, mobile: string) {
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/v1/userInfo/login',
    headers: { 'x-requested-with': 'XMLHttpRequest' },
    payload: { mobile, password: 'Demo@2026' },
  });
  return ([] as string[])
    .concat(login.headers['set-cookie'] ?? [])
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** Median and 95th percentile of RUNS timings (ms) after two warm-up runs. */
export async function timings(run: () => Promise<unknown>) {
  for (let i = 0; i < 2; i++) await run();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: times[Math.floor(times.length / 2)]!, p95: times[Math.floor(times.length * 0.95)]! };
}

/**
 * At least `rows` bills, made once by one INSERT … SELECT and kept in the scratch database: area,
 * status, group and age spread evenly over the four cities, numbers unique, every bill the demo
 * salesperson's (13800000011), so their scoped list is the longest there is.
 */
export async function ensureBills(database: DatabaseHandle, rows: number) {
  const count = async () => Number(((await database.executeSql('select count(*) as n from bills')).rows[0] as { n: string }).n);
  const started = performance.now();
  const have = await count();
  if (have < rows) {
    await database.executeSql(`
      insert into bills (bill_no, status, bill_type, bill_customer_name, bill_customer_mobile, id_card, borrow_amount,
        borrow_duration, borrow_type, salesperson_id, area_code, department_code, group_id, created_at, updated_at)
      select 'BN' || lpad(g::text, 9, '0'),
             (array[0,1,1,2,3,4,4,9])[1 + g % 8],
             (g % 10 = 0)::int,
             '客户' || g,
             '139' || lpad((g % 100000000)::text, 8, '0'),
             '11010119900307' || lpad((g % 1000)::text, 3, '0') || 'X',
             (100000 + (g % 5000) * 1000)::numeric(18,2),
             90, 2,
             u.id, (array['BJ_11','SH_31','XA_61','WH_42'])[1 + g % 4], u.department_code, 1 + g % 16,
             now() - (g || ' seconds')::interval, now()
      from generate_series(${have + 1}, ${rows}) g
      cross join (select id, department_code from users where mobile = '13800000011') u`);
    await database.executeSql('vacuum analyze bills');
  }
  const seeded = have >= rows ? 'kept' : `seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`;
  console.log(`${(await count()).toLocaleString('en-US')} bills ready (${seeded})`);
}

/**
 * At least `rows` drawn loans (grants whose money went out: finished, the whole amount succeeded)
 * on the generated bills (one per bill, lowest ids first) and as many archive documents, made
 * once by INSERT … SELECT and kept: the loan book and the archive list then have long pages to
 * read. Every loan and document is the demo salesperson's (13800000011), in area BJ_11, so the
 * salesperson's own loan book and the Beijing warrant staff's archive list see them all. They are
 * marked (applicant name, remark 'bench'), so a later run counts its own and adds only what is missing.
 */
export async function ensureLoansAndDocuments(database: DatabaseHandle, rows: number) {
  const count = async (sql: string) => Number(((await database.executeSql(sql)).rows[0] as { n: string }).n);
  const started = performance.now();
  const loans = await count(`select count(*) as n from grants where applicant_name = 'bench'`);
  if (loans < rows) {
    await database.executeSql(`
      insert into grants (bill_id, card_id, funding_party, amount, drawn_amount, succeeded_amount, status, applicant_id,
        applicant_name, owner_id, area_code, department_code, group_id, created_at, updated_at)
      select b.id, (select min(id) from bank_cards), 'hnxiaodai', b.borrow_amount, b.borrow_amount, b.borrow_amount, 5,
             b.salesperson_id, 'bench', b.salesperson_id, 'BJ_11', b.department_code, b.group_id, b.created_at, b.created_at
      from (select b.* from bills b
            where b.bill_no like 'BN%' and not exists (select 1 from grants x where x.bill_id = b.id and x.applicant_name = 'bench')
            order by b.id limit ${rows - loans}) b`);
    await database.executeSql('vacuum analyze grants');
  }
  const documents = await count(`select count(*) as n from archive_items where remark = 'bench'`);
  if (documents < rows) {
    await database.executeSql(`
      insert into archive_items (bill_id, doc_type, name, remark, status, owner_id, area_code, department_code, group_id,
        created_at, updated_at)
      select b.id, 1 + b.id % 5, '基准文件' || b.id, 'bench', 2, b.salesperson_id, 'BJ_11', b.department_code, b.group_id,
             b.created_at, b.created_at
      from (select b.* from bills b
            where b.bill_no like 'BN%' and not exists (select 1 from archive_items x where x.bill_id = b.id and x.remark = 'bench')
            order by b.id limit ${rows - documents}) b`);
    await database.executeSql('vacuum analyze archive_items');
  }
  const seeded = loans >= rows && documents >= rows ? 'kept' : `seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`;
  const [l, d] = [await count('select count(*) as n from grants'), await count('select count(*) as n from archive_items')];
  console.log(`${l.toLocaleString('en-US')} loans, ${d.toLocaleString('en-US')} archive documents ready (${seeded})`);
}
