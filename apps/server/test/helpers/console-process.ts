import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { IDENTITY_API, endpointUrl } from '@lc/shared';
import { cookieHeader } from './test-app';

const SERVER_DIR = path.resolve(import.meta.dirname, '../..');
/** The embedded database in its own directory, whatever the suite runs on. */
const withoutDatabaseUrl = ({ DATABASE_URL: _url, ...env }: NodeJS.ProcessEnv) => env;
const READY = 'Lending Console: http';

export type ConsoleProcess = {
  child: ChildProcess;
  log: string;
  /** How long the start-up's seed phase took, and what it did with the demo data (the "started" log line). */
  seedMs: number;
  demoData: string | undefined;
  login(mobile: string, password?: string): Promise<string>;
  fetch(url: string, opts: { method: 'GET' | 'POST'; cookie?: string; body?: object }): Promise<{ status: number; json: unknown }>;
  /** SIGTERM, and the exit code once it has exited. */
  stop(): Promise<number | null>;
  kill(): Promise<void>;
};

/** Every process started here and not yet gone, so a test's afterAll can end them even mid-start. */
const alive = new Set<ChildProcess>();
export const killConsoles = () => {
  for (const child of alive) child.kill('SIGKILL');
};

/**
 * `src/main.ts` as a real process on a PGlite data directory with the demo data (as `npm start`
 * runs it, without the web build), ready once it logs its address.
 */
export async function startConsole(dataDir: string, env: Record<string, string> = {}): Promise<ConsoleProcess> {
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: {
      ...withoutDatabaseUrl(process.env),
      PORT: String(port),
      DATA_DIR: dataDir,
      NODE_ENV: 'development',
      LOG_LEVEL: 'info',
      WEB_DIST: '/nonexistent',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const out = { log: '' };
  child.stdout!.on('data', (chunk: Buffer) => (out.log += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (out.log += chunk.toString()));
  alive.add(child);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => (alive.delete(child), resolve(code))));
  let done = false;
  void exited.then(() => (done = true));
  for (let i = 0; i < 6000 && !done && !out.log.includes(READY); i++) await new Promise((r) => setTimeout(r, 100));
  if (!out.log.includes(READY)) {
    child.kill('SIGKILL');
    throw new Error(`the console did not start:\n${out.log.slice(-4000)}`);
  }
  const started = /"phasesMs":\{[^}]*"seed":(\d+)/.exec(out.log);
  const demoData = /"demoData":"(\w+)"/.exec(out.log)?.[1];

  const base = `http://127.0.0.1:${port}`;
  const request: ConsoleProcess['fetch'] = async (url, { method, cookie, body }) => {
    const res = await fetch(base + url, {
      method,
      headers: {
        'x-requested-with': 'XMLHttpRequest',
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...(cookie ? { cookie } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    const text = await res.text();
    return { status: res.status, json: text ? JSON.parse(text) : null, setCookie: res.headers.getSetCookie() };
  };
  return {
    child,
    get log() {
      return out.log;
    },
    seedMs: started ? Number(started[1]) : Number.NaN,
    demoData,
    fetch: request,
    async login(mobile, password = 'Demo@2026') {
      const res = (await request(endpointUrl(IDENTITY_API.endpoints.login), { method: 'POST', body: { mobile, password } })) as Awaited<
        ReturnType<ConsoleProcess['fetch']>
      > & { setCookie: string[] };
      if (res.status !== 200) throw new Error(`login ${mobile} failed: ${res.status} ${JSON.stringify(res.json)}`);
      return cookieHeader(res.setCookie);
    },
    async stop() {
      if (!done) child.kill('SIGTERM');
      return exited;
    },
    async kill() {
      if (!done) child.kill('SIGKILL');
      await exited;
    },
  };
}
