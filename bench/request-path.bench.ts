/**
 * The request path under load (issue 13, issue 31 item 1): autocannon, 32 connections, against
 * the server listening on a port, on 1,000,000 bills and BENCH_LOAN_ROWS loans and archive
 * documents (default 200,000 each). In the same run and the same process:
 * - a bare Fastify route (no database): what Node and HTTP cost;
 * - each list's raw page query through the app's own pool, on a bare route: the bill list's as
 *   written out below, the loan book's and the archive list's as their repositories build them
 *   (drizzle's `toSQL()`, sent as text with their parameters, the rows returned as they come);
 * - the lists themselves, page 1 with its total, as a signed-in user: `bill/mine` and the loan
 *   book's `borrow/salesman/loans` as the salesperson, `archive/list` as the warrant staff
 *   (session, permission, scope, page, total, names, masking, envelope);
 * - `GET /api/auth/v1/userInfo/get` as the salesperson.
 * PostgreSQL with BENCH_DATABASE_URL (a scratch database kept between runs), PGlite otherwise.
 * Goals (issue 31): each list ≥ 0.9× its raw query's throughput with p50 ≤ 1.2× its p50;
 * userInfo/get ≥ 0.5× the bare route's throughput.
 * BENCH_PROFILE=<prefix> writes each app run's CPU profile to <prefix>-<run>.cpuprofile.
 * BENCH_ONLY=<word,…> runs only the pairs whose names hold one of the words (bill, loan, archive, userInfo);
 * BENCH_ROUNDS=<n> measures each baseline/route pair n times in turn and prints the median ratios.
 */
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import { promisify } from 'node:util';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { seed } from '@lc/server/seed';
import { borrowRepository, loanWhere } from '@lc/server/borrow-repository';
import { archiveRepository, itemWhere } from '@lc/server/archive-repository';
import { ensureBills, ensureLoansAndDocuments, openBenchDatabase, signIn, signedInApp } from './bench-harness';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 32;
const ROWS = Number(process.env.BENCH_BILL_ROWS ?? 1_000_000);
const LOAN_ROWS = Math.min(ROWS, Number(process.env.BENCH_LOAN_ROWS ?? 200_000));
const SALES = '13800000011';
const WARRANT = '13800000032';
const ONLY = process.env.BENCH_ONLY?.split(',');

/**
 * `requests`: how many were answered, the warm-up's included (what a profile of the run divides by);
 * `cpu`: this process's CPU time (user + system, autocannon's included) per request of the measured
 * run, in µs: what the machine's load does not inflate as much as throughput.
 */
type Figures = { rps: number; p50: number; p99: number; requests: number; cpu: number };
async function load(url: string, headers: Record<string, string> = {}): Promise<Figures> {
  const warm = await autocannon({ url, connections: CONNECTIONS, duration: 1, headers });
  const before = process.cpuUsage();
  const r = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers });
  const used = process.cpuUsage(before);
  if (r.non2xx > 0 || r.errors > 0) throw new Error(`${url}: ${r.non2xx} non-2xx, ${r.errors} errors`);
  const requests = warm.requests.total + r.requests.total;
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, requests, cpu: (used.user + used.system) / r.requests.total };
}

const { database, engine } = await openBenchDatabase('lc_bench_bills');
await database.migrate();
process.env.SAMPLE_RECORDS ??= '1000';
await seed(database.db, { demo: true });
await ensureBills(database, ROWS);
await ensureLoansAndDocuments(database, LOAN_ROWS);

const { app, cookie } = await signedInApp(database, SALES);
const warrantCookie = await signIn(app, WARRANT);
const userOf = async (mobile: string) =>
  (await database.executeSql('select id, area_code from users where mobile = $1', [mobile])).rows[0] as { id: number; area_code: string };
const sales = await userOf(SALES);
const warrant = await userOf(WARRANT);

// The bill list's page query as the repository sends it (mine: statuses 1 and 4, BILL_MINE): ids by index, then their rows and flow version.
const RAW_BILL_PAGE = `
  select b.id, b.bill_no, b.bill_customer_name, b.bill_customer_mobile, b.id_card, b.borrow_amount, b.borrow_type,
    b.borrow_duration, b.bill_type, b.status, b.current_node, b.duplicate_of, b.blacklist_reason, b.area_code,
    b.department_code, b.salesperson_id, b.created_at, b.submitted_at, b.version, f.version as flow_version
  from bills b
  join (select id from bills where salesperson_id = $1 and status in (1, 4)
        order by created_at desc, id desc limit 10) ids on ids.id = b.id
  left join flow_instances f on f.process = 'bill' and f.subject_id = b.id
  order by b.created_at desc, b.id desc`;
// The shared-helper lists' page queries as their repositories build them, in the scope their callers get:
// the salesperson's own loans (the salesman loan book), the warrant staff's area (role 32: area scope).
const own = { all: false as const, userIds: [sales.id], groupIds: [], departmentCodes: [], areaCodes: [] };
const area = { all: false as const, userIds: [warrant.id], groupIds: [], departmentCodes: [], areaCodes: [warrant.area_code] };
// A declared list (db/paged-list.ts) shows its page's SQL with the values in place, as the raw baseline sends it.
const loanPage = borrowRepository.list.pageSql(database.db, loanWhere(own, {}), 10, 0);
const archivePage = archiveRepository.list.pageSql(database.db, itemWhere(area, {}), 10, 0);

const bare = Fastify({ logger: false });
const rawRoute = (path: string, text: string, values: unknown[]) =>
  bare.get(path, async () => ({ code: 200, msg: 'success', data: (await database.executeSql(text, values)).rows }));
bare.get('/bare', async () => ({ code: 200, msg: 'success', data: { id: 1 } }));
rawRoute('/raw-bill', RAW_BILL_PAGE, [sales.id]);
rawRoute('/raw-loan', loanPage.sql, loanPage.params);
rawRoute('/raw-archive', archivePage.sql, archivePage.params);
await bare.listen({ port: 0, host: '127.0.0.1' });
await app.listen({ port: 0, host: '127.0.0.1' });
const bareBase = `http://127.0.0.1:${(bare.server.address() as { port: number }).port}`;
const appBase = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;

const line = (name: string, f: Figures) =>
  console.log(
    `${name.padEnd(44)} ${f.rps.toFixed(0).padStart(7)} req/s  p50 ${f.p50} ms  p99 ${f.p99} ms  cpu ${f.cpu.toFixed(0)} µs/req  (${f.requests} requests)`,
  );
const measure = async (name: string, url: string, headers?: Record<string, string>) => {
  const f = await load(url, headers);
  line(name, f);
  return f;
};

/**
 * BENCH_PROFILE=<prefix>: the CPU profile of one run, the baselines' too (open it in Chrome's
 * DevTools or speedscope; profile-summary.ts sums it by area, per request with the run's count).
 */
async function profiled<T>(slug: string, run: () => Promise<T>): Promise<T> {
  const prefix = process.env.BENCH_PROFILE;
  if (!prefix) return run();
  const session = new Session();
  session.connect();
  const post = promisify(session.post.bind(session)) as (method: string, params?: object) => Promise<{ profile?: object }>;
  await post('Profiler.enable');
  await post('Profiler.start');
  const result = await run();
  writeFileSync(`${prefix}-${slug}.cpuprofile`, JSON.stringify((await post('Profiler.stop')).profile));
  session.disconnect();
  return result;
}

const wanted = (name: string) => !ONLY || ONLY.some((w) => name.includes(w));

console.log(`${engine}, ${CONNECTIONS} connections, ${DURATION} s each`);
const summary: string[] = [];
// Each pair: a baseline on the bare server, then the app's route (userInfo/get's baseline is the bare route).
const pairs = [
  ['bill', 'bill/mine page 1 (salesperson)', '/raw-bill', '/api/bill/v1/bill/mine?pageNum=1&pageSize=10', cookie],
  ['loan', 'loan book page 1 (salesperson)', '/raw-loan', '/api/v1/borrow/salesman/loans?pageNum=1&pageSize=10', cookie],
  ['archive', 'archive list page 1 (warrant staff)', '/raw-archive', '/api/v1/archive/list?pageNum=1&pageSize=10', warrantCookie],
  ['userInfo', 'userInfo/get (salesperson)', '/bare', '/api/auth/v1/userInfo/get', cookie],
] as const;
// BENCH_ROUNDS rounds, raw and list one after the other in each: on a machine whose load moves, each
// round's ratio compares neighbours, and the median round's ratio is the figure.
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 1);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
for (const [slug, name, rawPath, url, who] of pairs) {
  if (!wanted(slug)) continue;
  const [rps, p50] = [[] as number[], [] as number[]];
  for (let round = 1; round <= ROUNDS; round++) {
    const suffix = round === 1 ? '' : `-${round}`;
    const baseline = rawPath === '/bare' ? 'bare Fastify route' : `raw page query (${slug}), same pool`;
    const raw = await profiled(`base-${slug}${suffix}`, () => measure(baseline, `${bareBase}${rawPath}`));
    const list = await profiled(`${slug}${suffix}`, () => measure(name, `${appBase}${url}`, { cookie: who }));
    rps.push(list.rps / raw.rps);
    p50.push(raw.p50 === 0 ? Infinity : list.p50 / raw.p50);
  }
  const [of, goal] = rawPath === '/bare' ? ['route / bare', '≥ 0.5×'] : ['list / raw', '≥ 0.9×'];
  const each = ROUNDS > 1 ? ` (rounds: ${rps.map((r) => r.toFixed(2)).join(', ')} · ${p50.map((r) => r.toFixed(2)).join(', ')})` : '';
  summary.push(
    `${slug}: ${of} throughput ${median(rps).toFixed(2)}× (goal ${goal}); p50 ${median(p50).toFixed(2)}×${rawPath === '/bare' ? '' : ' (goal ≤ 1.2×)'}${each}`,
  );
}
for (const s of summary) console.log(s);

await app.close();
await bare.close();
await database.close();
