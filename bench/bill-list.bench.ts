/**
 * The bill list endpoint (/billManage/billAll: session, permission, data scope, filter by area
 * and status, page of 10, exact total, salesperson names, masking) against the same SQL run raw,
 * on 1,000,000 bills made by generate_series, in the same run. PGlite by default;
 * BENCH_DATABASE_URL runs it on PostgreSQL (a scratch database, kept so the rows are made once).
 */
import { performance } from 'node:perf_hooks';
import { seed } from '@lc/server/seed';
import { ensureBills, openBenchDatabase, signedInApp, timings } from './bench-harness';

const ROWS = Number(process.env.BENCH_BILL_ROWS ?? 1_000_000);
const BURST = Number(process.env.BENCH_BURST ?? 200);
const CONCURRENCY = 10;
const DB_NAME = 'lc_bench_bills';

const { database, engine } = await openBenchDatabase(DB_NAME);
await database.migrate();
process.env.SAMPLE_RECORDS = process.env.SAMPLE_RECORDS ?? '1000';
await seed(database.db, { demo: true });
await ensureBills(database, ROWS);
console.log(`engine: ${engine}`);

const { app, cookie } = await signedInApp(database);

/** Requests per second for BURST runs, CONCURRENCY at a time. */
async function throughput(run: () => Promise<unknown>) {
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next++ < BURST) await run();
    }),
  );
  return BURST / ((performance.now() - started) / 1000);
}

const query = 'areaCode=SH_31&status=1&pageNum=1&pageSize=10';
const endpoint = async () => {
  const res = await app.inject({ method: 'GET', url: `/api/bill/v1/bill/all?${query}`, headers: { cookie } });
  if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
};
const where = `where area_code = 'SH_31' and status = 1 and status <> 0`;
/** The repository's two statements: the page (ids by index, then rows with their flow) and the total. */
const rawPage = `select b.*, f.version from bills b
  join (select id from bills ${where} order by created_at desc, id desc limit 10 offset 0) p on b.id = p.id
  left join flow_instances f on f.process = 'bill' and f.subject_id = b.id
  order by b.created_at desc, b.id desc`;
const rawCount = `select count(*) from bills ${where}`;
const raw = async () => {
  await database.executeSql(rawPage);
  await database.executeSql(rawCount);
};

// Raw statements first, the endpoint last: each measured on its own, nothing else running.
const rows: [string, { p50: number; p95: number }, number][] = [];
for (const [label, run] of [
  ['raw count only', () => database.executeSql(rawCount)],
  ['raw page query only', () => database.executeSql(rawPage)],
  ['same SQL raw (page + count)', raw],
  ['GET /api/bill/v1/bill/all (SH_31, status 1, page 1 of 10)', endpoint],
] as const) {
  const latency = await timings(run);
  const rps = await throughput(run);
  rows.push([label, latency, rps]);
  console.log(
    `${label.padEnd(58)} p50 ${latency.p50.toFixed(2).padStart(8)} ms  p95 ${latency.p95.toFixed(2).padStart(8)} ms  ${rps.toFixed(0).padStart(6)} req/s`,
  );
}
const [, , sqlBoth, api] = rows;
console.log('');
console.log(`ratio endpoint / raw SQL, latency p50: ${(api![1].p50 / sqlBoth![1].p50).toFixed(2)}×`);
console.log(`ratio raw SQL / endpoint, throughput:  ${(sqlBoth![2] / api![2]).toFixed(2)}×`);

await app.close();
await database.close();
