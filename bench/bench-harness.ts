/** What the list benchmarks share: a scratch database, the app signed in as the admin, timings. */
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { PGlite } from '@electric-sql/pglite';
import { buildApp } from '@lc/server/app';
import { loadConfig } from '@lc/server/config';
import { type DatabaseHandle, fromPglite, openPostgres } from '@lc/server/db';
import pg from 'pg';

export const RUNS = Number(process.env.BENCH_RUNS ?? 30);

/** PGlite by default; BENCH_DATABASE_URL → a scratch database `dbName`, kept between runs. */
export async function openBenchDatabase(dbName: string): Promise<{ database: DatabaseHandle; engine: string }> {
  const url = process.env.BENCH_DATABASE_URL;
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
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/v1/userInfo/login',
    headers: { 'x-requested-with': 'XMLHttpRequest' },
    payload: { mobile, password: 'Demo@2026' },
  });
  const cookie = ([] as string[])
    .concat(login.headers['set-cookie'] ?? [])
    .map((c) => c.split(';')[0])
    .join('; ');
  return { app, cookie };
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
