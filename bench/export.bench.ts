/**
 * A 1,000,000-row export through the real pipeline (HTTP → job queue → keyset batches →
 * streaming xlsx → AES zip → file) next to a bare exceljs streaming write of the same rows, each
 * in its own process so that peak RSS is each one's own. The pipeline is the bundled server as
 * `npm start` runs it (bundle it first); its peak RSS includes the export's worker thread.
 * Runs on PostgreSQL (BENCH_DATABASE_URL, default the local server).
 */
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import pg from 'pg';

const ROWS = Number(process.env.BENCH_EXPORT_ROWS ?? 1_000_000);
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DB_NAME = 'lc_bench_export';
const dbUrl = () => Object.assign(new URL(ADMIN_URL), { pathname: `/${DB_NAME}` }).toString();
const peakMb = () => Math.round(process.resourceUsage().maxRSS / 1024);

/** The rows the audit export writes, made up the same way in both runs. */
const row = (i: number) => ({
  at: `2026-11-${String((i % 28) + 1).padStart(2, '0')} 10:${String(i % 60).padStart(2, '0')}:00`,
  actorName: `员工${i % 500}`,
  actorId: i % 500,
  entity: 'bench',
  entityId: String(i),
  action: 'update',
  before: `{"status":${i % 5}}`,
  after: `{"status":${(i + 1) % 5}}`,
  ip: '10.0.0.1',
});

// The server's database code is imported only to prepare, so the bare run's memory is exceljs's alone.
const server = async () => ({
  ...(await import('@lc/server/db')),
  ...(await import('@lc/server/seed')),
});

async function prepare() {
  const { openPostgres, seed } = await server();
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  const exists = (await admin.query('select 1 from pg_database where datname = $1', [DB_NAME])).rowCount;
  if (!exists) await admin.query(`create database ${DB_NAME}`);
  await admin.end();
  const database = await openPostgres(dbUrl());
  await database.migrate();
  await seed(database.db, { demo: true });
  const client = new pg.Client({ connectionString: dbUrl() });
  await client.connect();
  const have = Number((await client.query(`select count(*) from audit_log where entity = 'bench'`)).rows[0].count);
  if (have !== ROWS) {
    await client.query(`delete from audit_log where entity = 'bench'`);
    await client.query(
      `insert into audit_log (at, actor_id, actor_name, entity, entity_id, action, before, after, ip)
       select timestamptz '2026-11-01 02:00:00+00' + (i % 28) * interval '1 day', i % 500, '员工' || (i % 500), 'bench', i::text, 'update',
              jsonb_build_object('status', i % 5), jsonb_build_object('status', (i + 1) % 5), '10.0.0.1'
       from generate_series(1, $1) as i`,
      [ROWS],
    );
    await client.query('analyze audit_log');
  }
  await client.end();
  await database.close();
}

/** VmHWM: the process's peak resident memory, worker threads included (Linux). */
const peakMbOf = (pid: number) =>
  Math.round(Number(/VmHWM:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024);
const rssMbOf = (pid: number) => Math.round(Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024);

/** The export as `npm start` runs it: the bundled server (dist/) in its own process, over HTTP. */
async function ours() {
  const serverDir = path.join(path.dirname(import.meta.filename), '..', 'apps', 'server');
  if (!fs.existsSync(path.join(serverDir, 'dist', 'main.js'))) throw new Error('bundle the server first: npm run bundle -w @lc/server');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lc-bench-export-'));
  const port = 3400 + Math.floor(Math.random() * 500);
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--max-old-space-size=256', 'dist/main.js'], {
    cwd: serverDir,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: dbUrl(),
      SEED_DEMO: '1',
      COOKIE_SECURE: '0',
      LOG_LEVEL: 'warn',
      WEB_DIST: '/nonexistent',
      LOGIN_RATE_PER_MINUTE: '100000',
      SECRET_KEY: randomBytes(32).toString('hex'),
      MEDIA_KEY: randomBytes(32).toString('hex'),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    while (
      !(await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      ))
    )
      await new Promise((r) => setTimeout(r, 100));
    const headers = { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' };
    const login = await fetch(`${base}/api/auth/v1/userInfo/login`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ mobile: '13800000000', password: 'Demo@2026' }),
    });
    const cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const call = async <T>(url: string) =>
      (await fetch(`${base}${url}`, { headers: { ...headers, cookie } })).json() as Promise<{ data: T }>;
    // Idle as staff would find it: started, signed in, a few seconds quiet.
    await new Promise((r) => setTimeout(r, 3000));
    const idleMb = rssMbOf(child.pid!);
    const started = Date.now();
    const created = await call<{ taskNo: string }>('/api/v1/admin/audit/export?fileName=bench&entity=bench');
    const taskNo = created.data.taskNo;
    for (;;) {
      type Task = { taskNo: string; status: number; rowsWritten: number; size: number; error: string | null };
      const task = (await call<{ list: Task[] }>('/api/v1/export/tasks')).data.list.find((t) => t.taskNo === taskNo);
      if (!task) throw new Error(`task ${taskNo} not listed`);
      if (task.status === 2) {
        const ms = Date.now() - started;
        console.log(
          JSON.stringify({ ms, peakMb: peakMbOf(child.pid!), idleMb, rows: task.rowsWritten, sizeMb: Math.round(task.size / 1048576) }),
        );
        break;
      }
      if (task.status === 3) throw new Error(`export failed: ${task.error}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function bare() {
  const { sheetCaughtUp } = await import('@lc/server/export-workbook');
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'lc-bench-bare-')), 'bare.xlsx');
  const started = Date.now();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useStyles: false, useSharedStrings: false });
  const sheet = workbook.addWorksheet('bench');
  sheet.columns = Object.keys(row(0)).map((key) => ({ header: key, key, width: 18 }));
  for (let i = 1; i <= ROWS; i++) {
    sheet.addRow(row(i)).commit();
    // Between batches, wait for the zip step as a careful caller must (see export-workbook.adapter.ts).
    if (i % 5000 === 0) await sheetCaughtUp(sheet);
  }
  sheet.commit();
  await workbook.commit();
  console.log(
    JSON.stringify({ ms: Date.now() - started, peakMb: peakMb(), rows: ROWS, sizeMb: Math.round(fs.statSync(file).size / 1048576) }),
  );
  fs.rmSync(path.dirname(file), { recursive: true, force: true });
}

const mode = process.argv[2];
if (mode === 'ours') await ours();
else if (mode === 'bare') await bare();
else {
  await prepare();
  // The pipeline runs with the heap cap `npm start` gives the server (apps/server/package.json).
  const runChild = (which: string, nodeFlags: string[] = []) =>
    JSON.parse(
      execFileSync(process.execPath, [...nodeFlags, ...process.execArgv, import.meta.filename, which], { encoding: 'utf8' })
        .trim()
        .split('\n')
        .at(-1) ?? '{}',
    ) as {
      ms: number;
      peakMb: number;
      idleMb?: number;
      rows: number;
      sizeMb: number;
    };
  // This machine's neighbours make single runs vary by a quarter: rounds alternate, medians are reported.
  const rounds = Number(process.env.BENCH_EXPORT_ROUNDS ?? 3);
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
  const ratios: number[] = [];
  for (let round = 1; round <= rounds; round++) {
    const baseline = runChild('bare');
    const measured = runChild('ours');
    ratios.push(measured.ms / baseline.ms);
    console.log(
      `round ${round}: bare exceljs ${baseline.rows} rows in ${(baseline.ms / 1000).toFixed(1)} s (peak RSS ${baseline.peakMb} MB, ${baseline.sizeMb} MB); ` +
        `export pipeline (bundled server, PostgreSQL) ${measured.rows} rows in ${(measured.ms / 1000).toFixed(1)} s ` +
        `(server peak RSS ${measured.peakMb} MB, idle ${measured.idleMb} MB, ${measured.sizeMb} MB zip); ratio ${ratios.at(-1)?.toFixed(2)}x`,
    );
  }
  console.log(`median ratio time ${median(ratios).toFixed(2)}x over ${rounds} rounds (peak RSS target ≤ 300 MB)`);
}
