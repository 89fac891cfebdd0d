import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { IDENTITY_API, endpointUrl } from '@lc/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { demoMobile } from './helpers/demo-users';

/** This test runs the embedded database in its own directory, whatever the suite runs on. */
const withoutDatabaseUrl = ({ DATABASE_URL: _url, ...env }: NodeJS.ProcessEnv) => env;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lc-shutdown-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('the server process', () => {
  it('on SIGTERM finishes the request in flight, stops its job workers and exits 0', { timeout: 180_000 }, async () => {
    const port = 20_000 + Math.floor(Math.random() * 20_000);
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: path.resolve(import.meta.dirname, '..'),
      env: {
        ...withoutDatabaseUrl(process.env),
        PORT: String(port),
        DATA_DIR: dataDir,
        NODE_ENV: 'development',
        LOG_LEVEL: 'info',
        WEB_DIST: '/nonexistent',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let log = '';
    child.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
    let done = false;
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => ((done = true), resolve(code))));

    const base = `http://127.0.0.1:${port}`;
    for (let i = 0; i < 1200 && !done && !log.includes('Lending Console: http'); i++) await new Promise((r) => setTimeout(r, 100));
    expect(log).toContain('Lending Console: http');

    // A sign-in (argon2 and a transaction) is in flight when the signal arrives. Over a real socket
    // to the spawned server, so by fetch: the URL is the contract's.
    const inFlight = fetch(`${base}${endpointUrl(IDENTITY_API.endpoints.login)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
      body: JSON.stringify({ mobile: demoMobile('sales'), password: 'Demo@2026' }),
    });
    // The signal goes once the server has the request (Fastify logs it on arrival): a fixed delay
    // could fire before a busy machine even accepted the connection.
    for (let i = 0; i < 500 && !log.includes('userInfo/login'); i++) await new Promise((r) => setTimeout(r, 10));
    expect(log).toContain('userInfo/login');
    child.kill('SIGTERM');
    const t0 = Date.now();

    expect((await inFlight).status).toBe(200);
    expect(await exited).toBe(0);
    // Not held open by the client's keep-alive connection (72 s by default).
    expect(Date.now() - t0).toBeLessThan(60_000);
    expect(log).toContain('shutting down: draining in-flight requests');
    // The data directory is released: a new process could open it.
    expect(fs.existsSync(path.join(dataDir, 'pglite.lock'))).toBe(false);
  });
});
