/**
 * Start-up (issue 13): `npm start`'s server on an existing data directory, from spawning Node to
 * the first answer of /api/health, and the phases the server logs (`started` with phasesMs).
 * The first start seeds the demo data into a fresh directory; the next STARTS runs reuse it, as
 * staff restarting the console would. Baseline in the same run: Node starting a bare script that
 * answers one HTTP request, so the ratio shows what our start adds to Node's own.
 * PGlite by default; BENCH_DATABASE_URL starts on PostgreSQL (a scratch database of its own,
 * lc_bench_start, kept between runs: a later run's first start finds the demo already there).
 * Goal: ≤ 5 s to the first answer.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const here = path.dirname(fileURLToPath(import.meta.url));
const server = path.join(here, '..', 'apps', 'server');
const STARTS = Number(process.env.BENCH_STARTS ?? 3);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lc-start-'));
const port = 3400 + Math.floor(Math.random() * 500);

/** Spawns `args`, polls `url` until it answers 200, then stops the process. Milliseconds, and the log. */
async function timeToFirstAnswer(args: string[], url: string, env: NodeJS.ProcessEnv): Promise<{ ms: number; log: string }> {
  const started = performance.now();
  const child = spawn(process.execPath, args, { cwd: server, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  child.stdout.on('data', (d: Buffer) => (log += d.toString()));
  child.stderr.on('data', (d: Buffer) => (log += d.toString()));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`exited ${child.exitCode}:\n${log}`);
      const ok = await fetch(url)
        .then((r) => r.ok)
        .catch(() => false);
      if (ok) return { ms: performance.now() - started, log };
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

/** The URL of database `name` on the server at `url`, made when missing and kept between runs. */
async function scratchDatabase(url: string, name: string) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  if (!(await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount) await admin.query(`create database ${name}`);
  await admin.end();
  return Object.assign(new URL(url), { pathname: `/${name}` }).toString();
}

const bare = `require('node:http').createServer((q, s) => s.end('ok')).listen(${port}, '127.0.0.1')`;
const env = {
  PORT: String(port),
  DATA_DIR: dataDir,
  NODE_ENV: 'production',
  SEED_DEMO: '1',
  COOKIE_SECURE: '0',
  LOG_LEVEL: 'info',
  SECRET_KEY: randomBytes(32).toString('hex'),
  MEDIA_KEY: randomBytes(32).toString('hex'),
  ...(process.env.BENCH_DATABASE_URL ? { DATABASE_URL: await scratchDatabase(process.env.BENCH_DATABASE_URL, 'lc_bench_start') } : {}),
};
const health = `http://127.0.0.1:${port}/api/health`;
if (!fs.existsSync(path.join(server, 'dist', 'main.js'))) throw new Error('build the server first: npm run start -w @lc/server bundles it');

const baseline = await timeToFirstAnswer(['-e', bare], `http://127.0.0.1:${port}/`, {});
console.log(`bare Node HTTP server: ${baseline.ms.toFixed(0)} ms`);
const first = await timeToFirstAnswer(['--max-old-space-size=256', 'dist/main.js'], health, env);
console.log(`first start (fresh data directory, seeds the demo data): ${first.ms.toFixed(0)} ms`);
const again: number[] = [];
for (let i = 0; i < STARTS; i++) {
  const run = await timeToFirstAnswer(['--max-old-space-size=256', 'dist/main.js'], health, env);
  again.push(run.ms);
  const phases = /"phasesMs":(\{[^}]*\})/.exec(run.log)?.[1] ?? '(no phases logged)';
  console.log(`start on the existing data directory: ${run.ms.toFixed(0)} ms  phases ${phases}`);
}
const median = [...again].sort((a, b) => a - b)[Math.floor(again.length / 2)]!;
console.log(`median ${median.toFixed(0)} ms (goal ≤ 5,000 ms); ${(median / baseline.ms).toFixed(1)}× a bare Node server's start`);
fs.rmSync(dataDir, { recursive: true, force: true });
