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

/** The whole app on `database` (no job workers, no web files) and the admin's session cookie. */
export async function signedInApp(database: DatabaseHandle) {
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
    payload: { mobile: '13800000000', password: 'Demo@2026' },
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
