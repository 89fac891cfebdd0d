/**
 * The request path under load (issue 13): autocannon, 32 connections, against the server listening
 * on a port, on 1,000,000 bills. In the same run and the same process:
 * - a bare Fastify route (no database): what Node and HTTP cost;
 * - the raw page query of a salesperson's bill list through the app's own pool, on a bare route;
 * - `GET /api/bill/v1/bill/mine` page 1 as that salesperson (session, permission, scope, page,
 *   capped total, names, masking, envelope);
 * - `GET /api/auth/v1/userInfo/get` as that salesperson.
 * PostgreSQL with BENCH_DATABASE_URL (a scratch database kept between runs), PGlite otherwise.
 * Goals: bill list ≥ 1,500 req/s with p50 ≤ 1.5× the raw query's; userInfo ≥ 5,000 req/s.
 */
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import { promisify } from 'node:util';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { seed } from '@lc/server/seed';
import { ensureBills, openBenchDatabase, signedInApp } from './bench-harness';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 32;
const ROWS = Number(process.env.BENCH_BILL_ROWS ?? 1_000_000);
const SALES = '13800000011';

type Figures = { rps: number; p50: number; p99: number };
async function load(url: string, headers: Record<string, string> = {}): Promise<Figures> {
  await autocannon({ url, connections: CONNECTIONS, duration: 1, headers }); // warm-up
  const r = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers });
  if (r.non2xx > 0 || r.errors > 0) throw new Error(`${url}: ${r.non2xx} non-2xx, ${r.errors} errors`);
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99 };
}

const { database, engine } = await openBenchDatabase('lc_bench_bills');
await database.migrate();
process.env.SAMPLE_RECORDS ??= '1000';
await seed(database.db, { demo: true });
await ensureBills(database, ROWS);

const { app, cookie } = await signedInApp(database, SALES);
const salesId = Number(((await database.executeSql('select id from users where mobile = $1', [SALES])).rows[0] as { id: number }).id);

// The list's page query as the repository sends it (mine: statuses 1 and 4, BILL_MINE): ids by index, then their rows and flow version.
const RAW_PAGE = `
  select b.id, b.bill_no, b.bill_customer_name, b.bill_customer_mobile, b.id_card, b.borrow_amount, b.borrow_type,
    b.borrow_duration, b.bill_type, b.status, b.current_node, b.duplicate_of, b.blacklist_reason, b.area_code,
    b.department_code, b.salesperson_id, b.created_at, b.submitted_at, b.version, f.version as flow_version
  from bills b
  join (select id from bills where salesperson_id = $1 and status in (1, 4)
        order by created_at desc, id desc limit 10) ids on ids.id = b.id
  left join flow_instances f on f.process = 'bill' and f.subject_id = b.id
  order by b.created_at desc, b.id desc`;

const bare = Fastify({ logger: false });
bare.get('/bare', async () => ({ code: 200, msg: 'success', data: { id: 1 } }));
bare.get('/raw-page', async () => ({ code: 200, msg: 'success', data: (await database.executeSql(RAW_PAGE, [salesId])).rows }));
await bare.listen({ port: 0, host: '127.0.0.1' });
await app.listen({ port: 0, host: '127.0.0.1' });
const bareBase = `http://127.0.0.1:${(bare.server.address() as { port: number }).port}`;
const appBase = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;

const runs: [string, Figures][] = [];
const measure = async (name: string, url: string, headers?: Record<string, string>) => {
  const f = await load(url, headers);
  runs.push([name, f]);
  console.log(`${name.padEnd(44)} ${f.rps.toFixed(0).padStart(7)} req/s  p50 ${f.p50} ms  p99 ${f.p99} ms`);
  return f;
};

/** BENCH_PROFILE=<file.cpuprofile>: the CPU profile of the list's run alone (open it in Chrome's DevTools or speedscope). */
async function profiled<T>(run: () => Promise<T>): Promise<T> {
  const file = process.env.BENCH_PROFILE;
  if (!file) return run();
  const session = new Session();
  session.connect();
  const post = promisify(session.post.bind(session)) as (method: string, params?: object) => Promise<{ profile?: object }>;
  await post('Profiler.enable');
  await post('Profiler.start');
  const result = await run();
  writeFileSync(file, JSON.stringify((await post('Profiler.stop')).profile));
  session.disconnect();
  return result;
}

console.log(`${engine}, ${CONNECTIONS} connections, ${DURATION} s each`);
const bareRoute = await measure('bare Fastify route', `${bareBase}/bare`);
const raw = await measure('raw page query, same pool', `${bareBase}/raw-page`);
const list = await profiled(() =>
  measure('bill/mine page 1 (salesperson)', `${appBase}/api/bill/v1/bill/mine?pageNum=1&pageSize=10`, { cookie }),
);
const info = await measure('userInfo/get (salesperson)', `${appBase}/api/auth/v1/userInfo/get`, { cookie });

const ratio = (a: number, b: number) => (b === 0 ? 'n/a' : `${(a / b).toFixed(2)}×`);
console.log(`bill list req/s ${list.rps.toFixed(0)} (goal ≥ 1,500); p50 list / raw ${ratio(list.p50, raw.p50)} (goal ≤ 1.5×)`);
console.log(`userInfo req/s ${info.rps.toFixed(0)} (goal ≥ 5,000); bare / userInfo ${ratio(bareRoute.rps, info.rps)}`);

await app.close();
await bare.close();
await database.close();
