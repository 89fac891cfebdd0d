import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PLAIN_ROUTES } from './helpers/plain-routes';

/** `npm start` runs the console under scripts/supervise.mjs (decision 0064). */
const SERVER_DIR = path.resolve(import.meta.dirname, '..');
const withoutDatabaseUrl = ({ DATABASE_URL: _url, ...env }: NodeJS.ProcessEnv) => env;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lc-supervisor-'));
const started: ChildProcess[] = [];
const childPids = new Set<number>();
afterAll(() => {
  for (const p of started) if (p.exitCode === null && p.signalCode === null) p.kill('SIGKILL');
  // A supervisor killed outright leaves its child running.
  for (const pid of childPids) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function supervise(command: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, ['scripts/supervise.mjs', ...command], {
    cwd: SERVER_DIR,
    env: { ...withoutDatabaseUrl(process.env), SUPERVISOR_BACKOFF_MS: '100', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  const out = { log: '' };
  child.stdout!.on('data', (chunk: Buffer) => (out.log += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (out.log += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  /** The supervisor's own JSON lines. */
  const events = () =>
    out.log
      .split('\n')
      .filter((l) => l.includes('"name":"supervisor"'))
      .map((l) => JSON.parse(l) as { msg: string; childPid?: number; attempt: number; code?: number | null; signal?: string | null });
  child.stdout!.on('data', () => events().forEach((e) => e.childPid && childPids.add(e.childPid)));
  const until = async (check: () => boolean, what: string) => {
    for (let i = 0; i < 4000 && !check(); i++) await new Promise((r) => setTimeout(r, 100));
    if (!check()) throw new Error(`${what} did not happen:\n${out.log.slice(-4000)}`);
  };
  return { child, out, exited, events, until };
}

describe('the supervisor', () => {
  it('starts the console again after it is killed, and stops with it on SIGTERM', { timeout: 900_000 }, async () => {
    const port = 20_000 + Math.floor(Math.random() * 20_000);
    const s = supervise([process.execPath, '--import', 'tsx', 'src/main.ts'], {
      PORT: String(port),
      DATA_DIR: dataDir,
      SEED_DEMO: '0',
      NODE_ENV: 'development',
      LOG_LEVEL: 'info',
      WEB_DIST: '/nonexistent',
    });
    const serving = () => s.out.log.split('Lending Console: http').length - 1;
    const health = async () => (await fetch(`http://127.0.0.1:${port}${PLAIN_ROUTES.health}`)).status;
    await s.until(() => serving() === 1, 'the first start');
    expect(await health()).toBe(200);
    const first = s.events().find((e) => e.msg === 'console started')!;

    // As the OOM killer would: no chance to release the data directory's lock.
    process.kill(first.childPid!, 'SIGKILL');
    await s.until(() => serving() === 2, 'the restart');
    const restart = s.events().find((e) => e.msg === 'console exited unexpectedly: restarting');
    expect(restart).toMatchObject({ code: null, signal: 'SIGKILL', attempt: 1 });
    const second = s.events().filter((e) => e.msg === 'console started')[1]!;
    expect(second.attempt).toBe(2);
    expect(second.childPid).not.toBe(first.childPid);
    // The new child took over the dead one's lock and serves.
    expect(fs.readFileSync(path.join(dataDir, 'pglite.lock'), 'utf8')).toBe(String(second.childPid));
    expect(await health()).toBe(200);

    s.child.kill('SIGTERM');
    expect(await s.exited).toBe(0);
    expect(s.events().at(-1)).toMatchObject({ msg: 'console stopped', code: 0, by: 'SIGTERM' });
    expect(fs.existsSync(path.join(dataDir, 'pglite.lock'))).toBe(false);
  });

  it('gives up with exit code 1 after five quick crashes in a row', { timeout: 300_000 }, async () => {
    const s = supervise([process.execPath, '-e', 'process.exit(3)'], { SUPERVISOR_BACKOFF_MS: '10' });
    expect(await s.exited).toBe(1);
    const restarts = s.events().filter((e) => e.msg === 'console exited unexpectedly: restarting');
    expect(restarts.map((e) => [e.code, e.attempt])).toEqual([
      [3, 1],
      [3, 2],
      [3, 3],
      [3, 4],
    ]);
    expect(s.events().at(-1)?.msg).toContain('giving up');
    expect(s.out.log).toContain('已停止重启');
  });
});
