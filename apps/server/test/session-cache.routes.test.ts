import { IDENTITY_API } from '@lc/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerOf } from './helpers/as-user';
import { demoMobile } from './helpers/demo-users';
import { openSecondProcess, soon } from './helpers/second-process';
import { type TestApp, createTestApp } from './helpers/test-app';

/*
 * A warm request takes its session from the process's cache (session-cache.service.ts); these check that
 * whatever changes a session is seen by the next request, whichever path wrote it and whichever
 * server process holds the cache. On PostgreSQL the notification crosses processes, so "the next
 * request" may need a few milliseconds: `soon` waits at most two seconds for it.
 */

const I = IDENTITY_API.endpoints;
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe('cached sessions see every change at once', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  // Each case signs in afresh (t.login, not as()): it ends or changes the session it holds.
  const status = async (app: TestApp, cookie: string) => (await callerOf(app, cookie).send(I.userInfo)).status;

  it('a session revoked in the database by any path stops working', async () => {
    const cookie = await t.login(demoMobile('admin'));
    expect(await status(t, cookie)).toBe(200);
    expect(await status(t, cookie)).toBe(200); // now warm
    await t.database.executeSql(
      'update sessions set revoked_at = now() where revoked_at is null and user_id = (select id from users where mobile = $1)',
      [demoMobile('admin')],
    );
    if (!onPostgres) expect(await status(t, cookie)).toBe(401); // the embedded database notifies as the write ends
    expect(await soon(async () => (await status(t, cookie)) === 401)).toBe(true);
  });

  it('roles taken away are gone from the next answer', async () => {
    const cookie = await t.login(demoMobile('sales'));
    const roles = async () => (await callerOf(t, cookie).call(I.userInfo)).roles;
    expect((await roles()).length).toBeGreaterThan(0);
    await t.database.executeSql('delete from user_roles where user_id = (select id from users where mobile = $1)', [demoMobile('sales')]);
    expect(await soon(async () => (await roles()).length === 0)).toBe(true);
  });

  describe.runIf(onPostgres)('two server processes on one database', () => {
    let second: TestApp;
    beforeAll(async () => {
      second = await openSecondProcess(t);
    });
    afterAll(() => second.close());

    it('a logout on one ends the session on the other', async () => {
      const cookie = await t.login(demoMobile('financeHead'));
      expect(await status(second, cookie)).toBe(200);
      expect(await status(second, cookie)).toBe(200); // warm in the second process
      expect((await callerOf(t, cookie).send(I.logout)).status).toBe(200);
      expect(await soon(async () => (await status(second, cookie)) === 401)).toBe(true);
    });

    it('an account disabled through one is signed out on the other', async () => {
      const cookie = await t.login(demoMobile('finance'));
      expect(await status(second, cookie)).toBe(200);
      await t.database.executeSql('update users set status = 0 where mobile = $1', [demoMobile('finance')]);
      expect(await soon(async () => (await status(second, cookie)) === 401)).toBe(true);
    });
  });
});
