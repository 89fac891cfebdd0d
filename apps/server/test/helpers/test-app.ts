import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { IDENTITY_API, endpointUrl } from '@lc/shared';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../src/app';
import { type Config, loadConfig } from '../../src/config';
import type { DatabaseHandle } from '../../src/db/client';
import type { Clock } from '../../src/lib/time';
import { CSRF_HEADER, CSRF_VALUE } from '../../src/plugins/security';
import { DEMO_PASSWORD } from '../../src/seed/org.seed-data';
import { freshDatabase } from './test-db';

export type TestApp = {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: Config;
  /** Signs a demo user in over HTTP and returns the Cookie header to send. */
  login(mobile: string, password?: string): Promise<string>;
  /** inject with the CSRF header our client always sends. */
  call(opts: InjectOptions & { cookie?: string }): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
};

export const cookieHeader = (setCookie: string | string[] | undefined) =>
  (Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []).map((c) => c.split(';')[0]).join('; ');

/** `database`: build on an open database (a second server on the same one); it is left open on close. */
export async function createTestApp(
  opts: { clock?: Clock; env?: Record<string, string>; database?: DatabaseHandle } = {},
): Promise<TestApp> {
  const database = opts.database ?? (await freshDatabase());
  // Files (exports, images) go to a directory of this app's own, removed on close.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lc-test-data-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent',
    LOGIN_RATE_PER_MINUTE: '100000',
    ...opts.env,
  });
  const app = await buildApp({ config, database, ...(opts.clock ? { clock: opts.clock } : {}) });
  await app.ready();

  const call: TestApp['call'] = ({ cookie, headers, ...rest }) =>
    app.inject({ ...rest, headers: { [CSRF_HEADER]: CSRF_VALUE, ...(cookie ? { cookie } : {}), ...headers } });

  return {
    app,
    database,
    config,
    call,
    async login(mobile, password = DEMO_PASSWORD) {
      const res = await call({ method: 'POST', url: endpointUrl(IDENTITY_API.endpoints.login), payload: { mobile, password } });
      if (res.statusCode !== 200) throw new Error(`login ${mobile} failed: ${res.statusCode} ${res.body}`);
      return cookieHeader(res.headers['set-cookie']);
    },
    async close() {
      await app.close();
      if (!opts.database) await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
