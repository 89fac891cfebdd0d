/**
 * The authenticated, permission-checked user-info call next to a bare Fastify route, in the
 * same run on the same machine, so the ratio says what sessions and permissions cost.
 */
import { randomBytes } from 'node:crypto';
import { buildApp } from '@lc/server/app';
import { loadConfig } from '@lc/server/config';
import { seed } from '@lc/server/seed';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { openBenchDatabase } from './bench-harness';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 10;

async function run(url: string, headers: Record<string, string> = {}) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

const bare = Fastify({ logger: false });
bare.get('/bare', async () => ({ code: 200, msg: 'success', data: { id: 1 } }));
await bare.listen({ port: 0, host: '127.0.0.1' });
const bareUrl = `http://127.0.0.1:${(bare.server.address() as { port: number }).port}/bare`;

// PGlite by default; BENCH_DATABASE_URL runs the same on PostgreSQL, in a scratch database kept between runs.
const { database, engine } = await openBenchDatabase('lc_bench_user_info');
await database.migrate();
await seed(database.db, { demo: true });
const app = await buildApp({
  config: loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent',
    LOGIN_RATE_PER_MINUTE: '100000',
    SECRET_KEY: randomBytes(32).toString('hex'),
    MEDIA_KEY: randomBytes(32).toString('hex'),
  }),
  database,
});
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
const login = await fetch(`${base}/api/auth/v1/userInfo/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
  body: JSON.stringify({ mobile: '13800000011', password: 'Demo@2026' }),
});
const cookie = login.headers
  .getSetCookie()
  .map((c) => c.split(';')[0])
  .join('; ');

const baseline = await run(bareUrl);
const userInfo = await run(`${base}/api/auth/v1/userInfo/get`, { cookie });
console.log(`bare Fastify route:          ${baseline.rps.toFixed(0)} req/s  p50 ${baseline.p50} ms  p99 ${baseline.p99} ms`);
console.log(`userInfo/get (${engine}):       ${userInfo.rps.toFixed(0)} req/s  p50 ${userInfo.p50} ms  p99 ${userInfo.p99} ms`);
console.log(`ratio (bare / userInfo):     ${(baseline.rps / userInfo.rps).toFixed(2)}x`);

await app.close();
await database.close();
await bare.close();
