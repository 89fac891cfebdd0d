/**
 * The grant detail endpoint (GET /api/v1/grant/:id: session, permission, scope, the grant with
 * its bill, card, flow and trail, rejections, the first page of its draws and of the ledger lines
 * they posted with both totals, and the mortgage gate) on a grant drawn 10,000 times — 10,000
 * postings (ledger entries), 20,000 lines — against the same reads run as raw SQL, in the same
 * run. PGlite by default; BENCH_DATABASE_URL runs it on PostgreSQL (a scratch database, kept).
 * Goal: the detail under 100 ms.
 */
import { performance } from 'node:perf_hooks';
import { seed } from '@lc/server/seed';
import type { DatabaseHandle } from '@lc/server/db';
import { openBenchDatabase, signedInApp, timings } from './bench-harness';

const POSTINGS = Number(process.env.BENCH_GRANT_POSTINGS ?? 10_000);
const DB_NAME = 'lc_bench_grant';
const KEY = 'bench-grant-draw';
const FINANCE = '13800000021';

const { database, engine } = await openBenchDatabase(DB_NAME);
await database.migrate();
process.env.SAMPLE_RECORDS = process.env.SAMPLE_RECORDS ?? '1000';
await seed(database.db, { demo: true });

const one = async <T>(sql: string, values?: unknown[]) => (await database.executeSql(sql, values)).rows[0] as T;

/**
 * A finished grant on a demo loan with POSTINGS succeeded draws of 1,000.00, each with its ledger
 * entry (debit 1301, credit 1002), written once by INSERT … SELECT and kept between runs.
 */
async function ensureGrant(db: DatabaseHandle) {
  const kept = await one<{ id: string } | undefined>(`select grant_id as id from grant_draws where idempotency_key = $1`, [`${KEY}-1`]);
  if (kept) return Number(kept.id);
  const started = performance.now();
  const amount = (POSTINGS * 1000).toFixed(2);
  const made = await one<{ id: string; bill_id: string; funding_party: string }>(
    `insert into grants (bill_id, card_id, funding_party, amount, drawn_amount, succeeded_amount, status,
       applicant_id, applicant_name, owner_id, area_code, department_code, group_id)
     select bill_id, card_id, funding_party, $1, $1, $1, 5, applicant_id, applicant_name, owner_id, area_code, department_code, group_id
     from grants where status = 5 order by id limit 1
     returning id, bill_id, funding_party`,
    [amount],
  );
  const [id, billId, party] = [Number(made.id), Number(made.bill_id), made.funding_party];
  const finance = await one<{ id: number }>(`select id from users where mobile = $1`, [FINANCE]);
  await db.executeSql(
    `insert into ledger_entries (event_type, bill_id, funding_party, idempotency_key, memo, created_by)
     select 'disbursement', $1, $2, 'draw:' || $3 || ':' || i, 'bench grant ' || $3 || ' draw ' || i, $4
     from generate_series(1, $5::int) i`,
    [billId, party, `${KEY}-${id}`, finance.id, POSTINGS],
  );
  await db.executeSql(
    `insert into grant_draws (grant_id, amount, status, idempotency_key, channel_ref, ledger_entry_id, created_by, created_by_name)
     select $1, 1000.00, 2, $2 || '-' || i, 'SIM-BENCH-' || i, e.id, $3, '财务（基准）'
     from generate_series(1, $4::int) i
     join ledger_entries e on e.idempotency_key = 'draw:' || $5 || ':' || i`,
    [id, KEY, finance.id, POSTINGS, `${KEY}-${id}`],
  );
  await db.executeSql(
    `insert into ledger_lines (entry_id, account_code, debit, credit, bill_id, funding_party)
     select e.id, x.code, x.debit, x.credit, e.bill_id, e.funding_party
     from ledger_entries e
     cross join (values ('1301', 1000.00, 0), ('1002', 0, 1000.00)) as x(code, debit, credit)
     where e.idempotency_key like 'draw:' || $1 || ':%'
     order by e.id, x.code desc`,
    [`${KEY}-${id}`],
  );
  await db.executeSql('analyze grant_draws; analyze ledger_entries; analyze ledger_lines');
  console.log(`grant ${id}: ${POSTINGS.toLocaleString('en-US')} postings seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return id;
}

const grantId = await ensureGrant(database);
const counts = await one<{ draws: string; entries: string; lines: string }>(
  `select (select count(*) from grant_draws where grant_id = $1) draws,
          (select count(distinct l.entry_id) from grant_draws d join ledger_lines l on l.entry_id = d.ledger_entry_id where d.grant_id = $1) entries,
          (select count(*) from grant_draws d join ledger_lines l on l.entry_id = d.ledger_entry_id where d.grant_id = $1) lines`,
  [grantId],
);
console.log(`engine: ${engine}; grant ${grantId}: ${counts.draws} draws, ${counts.entries} postings, ${counts.lines} ledger lines`);

const { app, cookie } = await signedInApp(database, FINANCE);
const endpoint = async () => {
  const res = await app.inject({ method: 'GET', url: `/api/v1/grant/${grantId}`, headers: { cookie } });
  if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
  return res;
};
const reply = (await endpoint()).json().data as { postings: unknown[]; postingTotal: number; draws: unknown[]; drawTotal: number };
console.log(
  `detail carries ${reply.postings.length} lines of 20 of ${reply.postingTotal} postings, ${reply.draws.length} of ${reply.drawTotal} draws`,
);

/** The detail's reads, as the repositories issue them, one after another (the service runs most of them side by side). */
const RAW = [
  [
    `select g.*, b.bill_no, b.bill_customer_name, b.borrow_amount from grants g join bills b on b.id = g.bill_id where g.id = $1`,
    [grantId],
  ],
  [
    `select c.id, c.card_no, c.account_name, k.bank_name from bank_cards c join banks k on k.bank_code = c.bank_code where c.id = (select card_id from grants where id = $1)`,
    [grantId],
  ],
  [`select * from flow_instances where process = 'grant' and subject_id = $1`, [grantId]],
  [
    `select r.* from flow_records r join flow_instances f on f.id = r.instance_id where f.process = 'grant' and f.subject_id = $1 order by r.id`,
    [grantId],
  ],
  [
    `select r.* from grant_rejections r join grants g on g.id = r.grant_id where r.grant_id = $1 order by r.created_at desc, r.id desc limit 100`,
    [grantId],
  ],
  [`select * from grant_draws where grant_id = $1 order by id limit 20 offset 0`, [grantId]],
  [`select count(*) from grant_draws where grant_id = $1`, [grantId]],
  [
    `select l.id, l.entry_id, p.id draw_id, l.account_code, l.debit::text, l.credit::text, e.created_at
     from (select id, ledger_entry_id from grant_draws where grant_id = $1 and ledger_entry_id is not null order by id limit 20 offset 0) p
     join ledger_lines l on l.entry_id = p.ledger_entry_id join ledger_entries e on e.id = l.entry_id
     order by p.id, l.id`,
    [grantId],
  ],
  [`select count(*) from grant_draws where grant_id = $1 and ledger_entry_id is not null`, [grantId]],
  [`select status from mortgage_requests where bill_id = (select bill_id from grants where id = $1)`, [grantId]],
] as const;
const raw = async () => {
  for (const [sql, values] of RAW) await database.executeSql(sql, [...values]);
};
/** What the detail would cost unpaged: every line of the grant (what paging avoids). */
const allLines = () =>
  database.executeSql(
    `select l.id, l.entry_id, d.id draw_id, l.account_code, l.debit::text, l.credit::text, e.created_at
     from grant_draws d join ledger_lines l on l.entry_id = d.ledger_entry_id join ledger_entries e on e.id = l.entry_id
     where d.grant_id = $1 order by d.id, l.id`,
    [grantId],
  );

const rows: [string, { p50: number; p95: number }][] = [];
for (const [label, run] of [
  ['raw SQL: the detail’s 10 reads', raw],
  ['raw SQL: every line of the grant, unpaged (for scale)', allLines],
  [`GET /api/v1/grant/${grantId} (detail, first pages)`, endpoint],
] as const) {
  const latency = await timings(run);
  rows.push([label, latency]);
  console.log(`${label.padEnd(56)} p50 ${latency.p50.toFixed(2).padStart(8)} ms  p95 ${latency.p95.toFixed(2).padStart(8)} ms`);
}
const [sqlReads, , api] = rows;
console.log('');
console.log(
  `ratio endpoint / raw SQL, p50: ${(api![1].p50 / sqlReads![1].p50).toFixed(2)}×, p95: ${(api![1].p95 / sqlReads![1].p95).toFixed(2)}×`,
);
console.log(`goal: detail < 100 ms — p95 ${api![1].p95.toFixed(1)} ms: ${api![1].p95 < 100 ? 'met' : 'NOT met'}`);

await app.close();
await database.close();
