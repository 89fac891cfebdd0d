import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { hashToken } from '../src/modules/identity/session-token.adapter';
import { IDENTITY_API, STAFF_API, endpointUrl } from '@lc/shared';
import { anonymous, as, callerOf } from './helpers/as-user';
import { demoMobile } from './helpers/demo-users';
import { ManualClock } from './helpers/manual-clock';
import { PLAIN_ROUTES } from './helpers/plain-routes';
import { type TestApp, cookieHeader, createTestApp } from './helpers/test-app';

const SALES = demoMobile('sales');
const RISK = demoMobile('riskStaff');
const I = IDENTITY_API.endpoints;
/** Signs in with no session, headers as given: the reply as it came, cookies included. */
const signIn = (t: TestApp, mobile: string, password: string, headers: Record<string, string> = {}) =>
  anonymous(t).send(I.login, { body: { mobile, password } }, { headers });
/** The signed-in user as this cookie's session sees it. */
const me = (t: TestApp, cookie: string) => callerOf(t, cookie).send(I.userInfo);

describe('sign-in and sessions', () => {
  let t: TestApp;
  const clock = new ManualClock(new Date('2026-11-22T09:00:00Z'));
  beforeAll(async () => {
    t = await createTestApp({ clock, env: { SESSION_IDLE_SECONDS: '1800', SESSION_MAX_SECONDS: '43200', LOGIN_MAX_FAILURES: '5' } });
  });
  afterAll(() => t.close());

  it('signs in with mobile and password, in an HttpOnly SameSite cookie, and returns user info', async () => {
    const { status, body, reply, res } = await signIn(t, SALES, 'Demo@2026');
    expect(status).toBe(200);
    const session = [res.headers['set-cookie']].flat().find((c) => c?.startsWith('lc_session='));
    expect(session).toMatch(/HttpOnly/);
    expect(session).toMatch(/SameSite=Strict/);
    expect(body.code).toBe(200);
    const user = reply!;
    expect(user).toMatchObject({ userName: SALES, mobile: SALES, roles: [{ id: 11 }], departments: [{ groupId: 1 }] });
    expect(user.permissions).toContain('bill_create_list');

    expect((await callerOf(t, cookieHeader(res.headers['set-cookie'])).call(I.userInfo)).id).toBe(user.id);
  });

  it('stores only a hash of the session token', async () => {
    const cookie = await t.login(SALES);
    const token = cookie.match(/lc_session=([^;]+)/)![1]!;
    const raw = await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from sessions where token_hash = ${token}`);
    const hashed = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from sessions where token_hash = ${hashToken(token)}`,
    );
    expect(raw[0]!.n).toBe(0);
    expect(hashed[0]!.n).toBe(1);
  });

  it('refuses a wrong password with a clear message and does not say whether the mobile exists', async () => {
    const wrong = await signIn(t, RISK, 'nope');
    expect(wrong.status).toBe(400);
    expect(wrong.body.msg).toContain('手机号或密码错误');
    const unknown = await signIn(t, '13912345678', 'nope');
    expect(unknown.status).toBe(400);
    expect(unknown.body.msg).toBe(wrong.body.msg);
  });

  it('rejects a malformed mobile with the spec message and creates no session', async () => {
    const res = await signIn(t, '12345', 'x');
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('手机号格式错误');
    expect(res.res.headers['set-cookie']).toBeUndefined();
  });

  it('locks the account after five wrong passwords, even for the right one, until the lock ends', async () => {
    const mobile = demoMobile('warrant');
    for (let i = 0; i < 4; i += 1) {
      const res = await signIn(t, mobile, 'wrong');
      expect(res.status).toBe(400);
    }
    const fifth = await signIn(t, mobile, 'wrong');
    expect(fifth.status).toBe(423);
    expect(fifth.body.msg).toMatch(/账号已锁定，请15分钟后再试/);
    const right = await signIn(t, mobile, 'Demo@2026');
    expect(right.status).toBe(423);
    clock.advance(15 * 60 + 1);
    await expect(t.login(mobile)).resolves.toContain('lc_session=');
  });

  it('ends a session after 30 idle minutes with code 402', async () => {
    const cookie = await t.login(SALES);
    clock.advance(29 * 60);
    expect((await me(t, cookie)).status).toBe(200);
    clock.advance(29 * 60); // active 29 minutes ago: still alive
    expect((await me(t, cookie)).status).toBe(200);
    clock.advance(31 * 60);
    const expired = await me(t, cookie);
    expect(expired.status).toBe(401);
    expect(expired.body).toMatchObject({ code: 402, msg: '当前用户登录已过期，请重新登录' });
  });

  it('ends a session 12 hours after sign-in however active, refreshes included', async () => {
    let cookie = await t.login(SALES);
    for (let hour = 0; hour < 12; hour += 1) {
      clock.advance(25 * 60);
      const refreshed = await callerOf(t, cookie).send(I.refresh);
      expect(refreshed.status).toBe(200);
      cookie = cookieHeader(refreshed.res.headers['set-cookie']);
      clock.advance(25 * 60);
      if ((await me(t, cookie)).status !== 200) break;
    }
    const res = await me(t, cookie);
    expect(res.body.code).toBe(402);
  });

  it('refresh rotates the token: the new one works and the old one is refused', async () => {
    const old = await t.login(SALES);
    const refreshed = await callerOf(t, old).send(I.refresh);
    expect(refreshed.status).toBe(200);
    expect(refreshed.reply!.idleTimeoutSeconds).toBe(1800);
    const fresh = cookieHeader(refreshed.res.headers['set-cookie']);
    expect(fresh).not.toBe(old);
    expect((await me(t, fresh)).status).toBe(200);
    expect((await me(t, old)).body.code).toBe(401);
  });

  it('logout revokes the session: the old cookie is refused afterwards', async () => {
    const cookie = await t.login(SALES);
    const out = await callerOf(t, cookie).send(I.logout);
    expect(out.status).toBe(200);
    const after = await me(t, cookie);
    expect(after.status).toBe(401);
    expect(after.body.code).toBe(401);
  });

  it('refuses writes without the CSRF header, even with a valid session', async () => {
    const cookie = await t.login(SALES);
    const res = await t.app.inject({
      method: 'POST',
      url: endpointUrl(I.changePassword),
      headers: { cookie },
      payload: { oldPassword: 'Demo@2026', newPassword: 'Better2026x' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().msg).toContain('请求来源校验失败');
  });

  it('lets a user change their own password, checking the old one and the policy', async () => {
    const mobile = demoMobile('interviewAssistant');
    const cookie = await t.login(mobile);
    const wrongOld = await callerOf(t, cookie).send(I.changePassword, { body: { oldPassword: 'x', newPassword: 'Better2026x' } });
    expect(wrongOld.body.msg).toBe('原密码错误');
    const weak = await callerOf(t, cookie).send(I.changePassword, { body: { oldPassword: 'Demo@2026', newPassword: 'short' } });
    expect(weak.status).toBe(400);
    const done = await callerOf(t, cookie).send(I.changePassword, { body: { oldPassword: 'Demo@2026', newPassword: 'Better2026x' } });
    expect(done.status).toBe(200);
    await expect(t.login(mobile, 'Better2026x')).resolves.toContain('lc_session=');
    await expect(t.login(mobile)).rejects.toThrow(/400/);
  });

  it("sets security headers: an API reply loads nothing and is framed nowhere, the API docs keep the pages' policy", async () => {
    for (const url of [PLAIN_ROUTES.health, '/api/auth/v1/userInfo/get', '/api/v1/no-such-route']) {
      const res = await t.call({ method: 'GET', url });
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['strict-transport-security'], url).toBeTruthy();
      expect(res.headers['content-security-policy'], url).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers['x-frame-options'], url).toBe('DENY');
    }
    const docs = await t.call({ method: 'GET', url: PLAIN_ROUTES.docs });
    expect(docs.headers['content-security-policy']).toContain("default-src 'self'");
    expect(docs.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('lets the contract preview frame its PDF blob and nothing else (issue 29)', async () => {
    // The pages' policy, read from the API's docs: a page this server serves without the web build.
    const csp = String((await t.call({ method: 'GET', url: PLAIN_ROUTES.docs })).headers['content-security-policy']);
    const directive = (name: string) =>
      csp
        .split(';')
        .map((d) => d.trim())
        .find((d) => d.startsWith(`${name} `));
    expect(directive('frame-src')).toBe('frame-src blob:');
    expect(directive('object-src')).toBe("object-src 'none'");
    expect(directive('frame-ancestors')).toBe("frame-ancestors 'none'");
  });
});

describe('sign-in rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ clock: new ManualClock(new Date('2026-11-22T09:00:10Z')), env: { LOGIN_RATE_PER_MINUTE: '3' } });
  });
  afterAll(() => t.close());

  it('answers 429 once an address exceeds the per-minute limit', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const res = await signIn(t, '13912345678', 'x');
      codes.push(res.status);
    }
    expect(codes).toEqual([400, 400, 400, 429]);
  });
});

// Decision 0015: X-Forwarded-For counts only from configured proxies; request ids are ours.
describe('client-supplied headers', () => {
  const login = (t: TestApp, mobile: string, headers: Record<string, string> = {}, password = 'wrong-password') =>
    signIn(t, mobile, password, headers);
  const lastLoginAudit = async (t: TestApp) =>
    (
      await queryRows<{ ip: string; request_id: string; client_request_id: string | null }>(
        t.database.db,
        sql`select ip, request_id, client_request_id from audit_log where action = 'login' order by id desc limit 1`,
      )
    )[0]!;

  describe('by default no proxy is trusted', () => {
    let t: TestApp;
    beforeAll(async () => {
      // One sign-in below, then the rotating attempts: the fourth attempt is the fifth from this address.
      // A fixed clock keeps every attempt inside one rate-limit window.
      t = await createTestApp({ clock: new ManualClock(new Date('2026-11-22T09:00:10Z')), env: { LOGIN_RATE_PER_MINUTE: '4' } });
    });
    afterAll(() => t.close());

    it('audits the socket address and our own request id, keeping the client id beside it', async () => {
      const res = await login(t, SALES, { 'x-forwarded-for': '203.0.113.7', 'x-request-id': 'client-chosen-id-123' }, 'Demo@2026');
      expect(res.status).toBe(200);
      const row = await lastLoginAudit(t);
      expect(row.ip).toBe('127.0.0.1');
      expect(row.request_id).not.toBe('client-chosen-id-123');
      expect(row.request_id).toMatch(/^[0-9a-f-]{36}$/);
      expect(row.client_request_id).toBe('client-chosen-id-123');
    });

    it('rotating X-Forwarded-For does not escape the per-address limit', async () => {
      const codes: number[] = [];
      for (let i = 0; i < 4; i += 1) {
        codes.push((await login(t, `1391234560${i}`, { 'x-forwarded-for': `198.51.100.${i + 1}` })).status);
      }
      expect(codes).toEqual([400, 400, 400, 429]);
    });
  });

  describe('with TRUST_PROXY naming the proxy', () => {
    let t: TestApp;
    beforeAll(async () => {
      // app.inject connects from 127.0.0.1: here that is the trusted proxy.
      t = await createTestApp({
        clock: new ManualClock(new Date('2026-11-22T09:00:10Z')),
        env: { LOGIN_RATE_PER_MINUTE: '3', LOGIN_MAX_FAILURES: '10', TRUST_PROXY: '127.0.0.1' },
      });
    });
    afterAll(() => t.close());

    it('uses the forwarded address', async () => {
      expect((await login(t, SALES, { 'x-forwarded-for': '203.0.113.7' }, 'Demo@2026')).status).toBe(200);
      expect((await lastLoginAudit(t)).ip).toBe('203.0.113.7');
    });

    it('throttles one account however many addresses the attempts come from', async () => {
      const codes: number[] = [];
      for (let i = 0; i < 4; i += 1) codes.push((await login(t, RISK, { 'x-forwarded-for': `198.51.100.${i + 10}` })).status);
      expect(codes).toEqual([400, 400, 400, 429]);
    });
  });
});

describe('TRUST_PROXY as a hop count', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: '1' } });
  });
  afterAll(() => t.close());

  it('believes the nearest hop only', async () => {
    const res = await signIn(t, SALES, 'Demo@2026', { 'x-forwarded-for': '192.0.2.99, 203.0.113.8' });
    expect(res.status).toBe(200);
    const [row] = await queryRows<{ ip: string }>(
      t.database.db,
      sql`select ip from audit_log where action = 'login' order by id desc limit 1`,
    );
    expect(row!.ip).toBe('203.0.113.8');
  });
});

describe('sign-in does not reveal which mobiles exist', () => {
  let t: TestApp;
  const clock = new ManualClock(new Date('2026-11-23T09:00:00Z'));
  beforeAll(async () => {
    t = await createTestApp({ clock, env: { LOGIN_MAX_FAILURES: '5', LOGIN_LOCK_SECONDS: '900' } });
  });
  afterAll(() => t.close());

  const attempt = async (mobile: string) => {
    const res = await signIn(t, mobile, 'wrong-password');
    return { status: res.status, body: res.body as unknown };
  };

  it('answers an unknown mobile exactly as an existing one with a wrong password, up to and after the lock', async () => {
    const existing: unknown[] = [];
    const unknown: unknown[] = [];
    for (let i = 0; i < 6; i += 1) {
      existing.push(await attempt(demoMobile('finalReview')));
      unknown.push(await attempt('13912340000'));
    }
    expect(unknown).toEqual(existing);
    expect(existing.map((r) => (r as { status: number }).status)).toEqual([400, 400, 400, 400, 423, 423]);
    expect(existing[0]).toMatchObject({ body: { msg: '手机号或密码错误，还可尝试4次' } });
    expect(existing[4]).toMatchObject({ body: { msg: '密码错误次数过多，账号已锁定，请15分钟后再试' } });
    const admin = await as(t, 'admin');
    const listed = (await admin.call(STAFF_API.endpoints.list, { query: { keyword: demoMobile('finalReview') } })).list;
    expect(listed[0]).toMatchObject({ locked: true });
  });

  it('keeps no mobile in the clear for unknown accounts', async () => {
    const rows = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from audit_log where cast("after" as text) like '%13912340000%' or entity_id = '13912340000'`,
    );
    expect(rows[0]!.n).toBe(0);
  });
});

describe("changing one's own password", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('ends every other session of the user and keeps the one that made the change', async () => {
    const mobile = demoMobile('dispatcher');
    const here = await t.login(mobile);
    const elsewhere = await t.login(mobile);
    const other = await t.login(SALES);
    const res = await callerOf(t, here).send(I.changePassword, { body: { oldPassword: 'Demo@2026', newPassword: 'Better2026x' } });
    expect(res.status).toBe(200);
    expect((await me(t, here)).status).toBe(200);
    const ended = await me(t, elsewhere);
    expect(ended.status).toBe(401);
    expect(ended.body.code).toBe(401);
    expect((await me(t, other)).status).toBe(200);
  });
});
