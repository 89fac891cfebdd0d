import { BILL_API, IDENTITY_API } from '@lc/shared';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJobQueue } from '../src/lib/jobs';
import { billBody } from './bill-fixtures';
import { anonymous, callerOf } from './helpers/as-user';
import { demoMobile } from './helpers/demo-users';
import { ManualClock } from './helpers/manual-clock';
import { type TestApp, cookieHeader, createTestApp } from './helpers/test-app';

const SALES = demoMobile('sales');
const RISK = demoMobile('riskStaff');
const UNKNOWN = '13900000999';
const DAY = 86_400;

describe('nightly sign-in housekeeping', () => {
  let t: TestApp;
  const clock = new ManualClock();
  const count = async (table: string) => {
    const { rows } = await t.database.executeSql(`select count(*)::int as n from ${table}`);
    return (rows[0] as { n: number }).n;
  };
  // Each sign-in is a session of its own (as() would keep one): its cookie is read from the reply.
  const signIn = async (mobile: string, password = 'Demo@2026') => {
    const { status, res } = await anonymous(t).send(IDENTITY_API.endpoints.login, { body: { mobile, password } });
    return { status, cookie: cookieHeader(res.headers['set-cookie']) };
  };
  const runJob = async () => {
    const jobs = createJobQueue({ database: t.database, log: pino({ level: 'silent' }), runWorkers: false });
    await jobs.start();
    await jobs.send('identity-housekeeping', {});
    await jobs.stop();
  };
  const until = async (done: () => Promise<boolean>) => {
    for (let i = 0; i < 200 && !(await done()); i += 1) await new Promise((r) => setTimeout(r, 100));
  };

  beforeAll(async () => {
    t = await createTestApp({ clock, env: { JOB_WORKERS: '1' } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('removes ended sessions, stale wrong-password counts and old rate windows; keeps what still counts', async () => {
    const ended = (await signIn(RISK)).cookie;
    await callerOf(t, ended).send(IDENTITY_API.endpoints.logout);
    expect((await signIn(UNKNOWN, 'wrong')).status).toBe(400);
    const old = { sessions: await count('sessions'), failures: await count('login_failures'), windows: await count('rate_limits') };
    expect(old.sessions).toBeGreaterThan(0);
    expect(old.failures).toBe(1);
    expect(old.windows).toBeGreaterThan(0);

    clock.advance(2 * DAY);
    const live = (await signIn(SALES)).cookie;
    expect((await signIn(RISK, 'wrong')).status).toBe(400);
    await runJob();
    await until(async () => (await count('login_failures')) === 1 && (await count('sessions')) === 1);

    // What is left is today's: the live session, the fresh count, this window's hits.
    expect(await count('sessions')).toBe(1);
    expect(await count('login_failures')).toBe(1);
    const { rows } = await t.database.executeSql(`select count(*)::int as n from rate_limits where window_start < $1`, [
      new Date(clock.now().getTime() - DAY * 1000).toISOString(),
    ]);
    expect((rows[0] as { n: number }).n).toBe(0);
    expect(await count('rate_limits')).toBeGreaterThan(0);
    expect((await callerOf(t, live).envelope(IDENTITY_API.endpoints.userInfo)).code).toBe(200);
  });

  it('keeps an idempotency key for its 7 days, then removes it (decision 0076)', async () => {
    const sales = callerOf(t, (await signIn(SALES)).cookie);
    const body = billBody();
    const made = await sales.send(BILL_API.endpoints.create, { body });
    expect(made.status, made.res.body).toBe(200);
    const keys = async () => {
      const { rows } = await t.database.executeSql(`select count(*)::int as n from idempotency_keys where key = '${body.idempotencyKey}'`);
      return (rows[0] as { n: number }).n;
    };
    const ran = async () => {
      const { rows } = await t.database.executeSql(
        `select count(*)::int as n from pgboss.job where name = 'identity-housekeeping' and state = 'completed'`,
      );
      return (rows[0] as { n: number }).n;
    };
    const before = await ran();
    await runJob();
    await until(async () => (await ran()) > before);
    expect(await keys()).toBe(1);
    clock.advance(8 * DAY);
    await runJob();
    await until(async () => (await keys()) === 0);
    expect(await keys()).toBe(0);
  });
});
