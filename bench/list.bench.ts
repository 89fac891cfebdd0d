/**
 * The gallery list endpoint (session, permission, scope, page query, capped count, names,
 * masking) against the bare SQL of its page query, and the capped count against an exact one,
 * on 1,000,000 sample records, in the same run. PGlite by default; BENCH_DATABASE_URL runs it on
 * PostgreSQL (a scratch database, kept between runs so the rows are made once).
 */
import { performance } from 'node:perf_hooks';
import { seed, seedSampleRecordsInto } from '@lc/server/seed';
import { openBenchDatabase, signedInApp, timings } from './bench-harness';

const ROWS = Number(process.env.BENCH_LIST_ROWS ?? 1_000_000);
const DB_NAME = 'lc_bench_list';

const { database, engine } = await openBenchDatabase(DB_NAME);
await database.migrate();
// The demo seed runs once per database (its mark, decision 0064); the sample records are sized here, so a
// later run with another BENCH_LIST_ROWS (or the first run, whose demo seed makes SAMPLE_RECORDS of them) gets its own.
process.env.SAMPLE_RECORDS = String(ROWS);
const started = performance.now();
await seed(database.db, { demo: true });
const have = Number(((await database.executeSql('select count(*) as n from sample_records')).rows[0] as { n: string }).n);
if (have !== ROWS) {
  await database.executeSql('truncate sample_records');
  await seedSampleRecordsInto(database.db, ROWS);
}
const seedSeconds = (performance.now() - started) / 1000;
await database.executeSql('vacuum analyze sample_records');
console.log(`${engine}: ${ROWS.toLocaleString('en-US')} sample records ready (the seeds took ${seedSeconds.toFixed(1)} s)`);

const { app, cookie } = await signedInApp(database);

const endpoint = (query: string) => async () => {
  const res = await app.inject({ method: 'GET', url: `/api/v1/gallery/records?${query}`, headers: { cookie } });
  if (res.statusCode !== 200) throw new Error(`${query}: ${res.statusCode} ${res.body}`);
};
const rawSql = (text: string) => () => database.executeSql(text);
/** The page query as the repository sends it: ids by the list's index, then those rows. */
const pageSql = (pageNum: number) =>
  `select r.* from sample_records r join (select id from sample_records order by created_at desc, id desc limit 10 offset ${(pageNum - 1) * 10}) p on r.id = p.id order by r.created_at desc, r.id desc`;
const capped = (where: string) => `select count(*) from (select 1 from sample_records ${where} limit 10001) t`;
const exact = (where: string) => `select count(*) from sample_records ${where}`;

const measure = async (label: string, run: () => Promise<unknown>) => {
  const ms = (await timings(run)).p50;
  console.log(`${label.padEnd(52)} ${ms.toFixed(2).padStart(9)} ms`);
  return ms;
};

const raw1 = await measure('raw page query, page 1', rawSql(pageSql(1)));
const raw500 = await measure('raw page query, page 500', rawSql(pageSql(500)));
const api1 = await measure('GET /api/v1/gallery/records page 1 with total', endpoint('pageNum=1&pageSize=10&withTotal=1'));
const api500 = await measure('GET … page 500 with total', endpoint('pageNum=500&pageSize=10&withTotal=1'));
const api500NoTotal = await measure('GET … page 500, withTotal=0 (page change)', endpoint('pageNum=500&pageSize=10&withTotal=0'));
const cappedAll = await measure('capped count, all rows', rawSql(capped('')));
const exactAll = await measure('exact count, all rows', rawSql(exact('')));
const cappedStatus = await measure('capped count, status = 1 (≈1/4 of rows)', rawSql(capped('where status = 1')));
const exactStatus = await measure('exact count, status = 1', rawSql(exact('where status = 1')));

console.log('');
console.log(`ratio endpoint / raw page query, page 1:     ${(api1 / raw1).toFixed(1)}×`);
console.log(`ratio endpoint / raw page query, page 500:   ${(api500 / raw500).toFixed(1)}×`);
console.log(`ratio endpoint page 500 / without its count: ${(api500 / api500NoTotal).toFixed(2)}×`);
console.log(`ratio exact / capped count, all rows:        ${(exactAll / cappedAll).toFixed(1)}×`);
console.log(`ratio exact / capped count, status = 1:      ${(exactStatus / cappedStatus).toFixed(1)}×`);
console.log(`ratio exact count / raw page 1 (all rows):   ${(exactAll / raw1).toFixed(1)}×`);

await app.close();
await database.close();
