/** The built app as `npm start` runs it, on a fresh data directory, for the Lighthouse benchmark. */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { CookieData } from 'puppeteer-core';

const ROOT = path.resolve(import.meta.dirname, '..');
/** The admin (every code, the longest menu) unless LH_USER names another demo user's mobile. */
const SIGN_IN = { mobile: process.env.LH_USER ?? '13800000000', password: 'Demo@2026' };

export type ServerRun = { base: string; stop(): Promise<void> };

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });

/** Ends npm, tsx and the server together: they share the process group the spawn made. */
const stopGroup = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || !child.pid) return resolve();
    child.once('exit', () => resolve());
    process.kill(-child.pid, 'SIGTERM');
  });

export async function startBuiltApp(): Promise<ServerRun> {
  // WEB_DIST: another build to compare with (the server serves it instead of apps/web/dist).
  const dist = process.env.WEB_DIST ?? path.join(ROOT, 'apps/web/dist');
  if (!fs.existsSync(path.join(dist, 'index.html'))) throw new Error(`no web build in ${dist}: npm run build -w @lc/web`);
  const port = Number(process.env.LH_PORT ?? (await freePort()));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lc-lighthouse-'));
  const { DATABASE_URL: _embeddedOnly, ...env } = process.env;
  const child = spawn('npm', ['run', 'start', '-w', '@lc/server'], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...env,
      PORT: String(port),
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      SEED_DEMO: '1',
      COOKIE_SECURE: '0',
      LOG_LEVEL: 'warn',
      SECRET_KEY: randomBytes(32).toString('hex'),
      MEDIA_KEY: randomBytes(32).toString('hex'),
    },
  });
  const base = `http://localhost:${port}`;
  const stop = async () => {
    await stopGroup(child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  // A fresh data directory is created, migrated and seeded first (tens of seconds on a busy machine).
  for (let i = 0; i < 360; i++) {
    if (child.exitCode !== null) break;
    const up = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { base, stop };
    await new Promise((r) => setTimeout(r, 500));
  }
  await stop();
  throw new Error(`the server did not come up on ${base}`);
}

/** Signs the admin (or LH_USER) in through the API, as the login page does, and returns its cookies for the browser. */
export async function signInCookies(base: string): Promise<CookieData[]> {
  const res = await fetch(`${base}/api/auth/v1/userInfo/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
    body: JSON.stringify(SIGN_IN),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status}`);
  const { hostname } = new URL(base);
  return res.headers.getSetCookie().map((line) => {
    const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
    const at = pair.indexOf('=');
    const has = (name: string) => attributes.some((a) => a.toLowerCase() === name);
    return { name: pair.slice(0, at), value: pair.slice(at + 1), domain: hostname, path: '/', httpOnly: has('httponly') };
  });
}

/** The same cookies as a Playwright browser context takes them. */
export const contextCookies = async (base: string) =>
  (await signInCookies(base)).map((c) => ({ name: c.name, value: c.value, domain: new URL(base).hostname, path: '/' }));
