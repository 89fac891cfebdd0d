import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { type TestApp, createTestApp } from './helpers/test-app';

describe('home badges, search history, telemetry, health and docs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('counts locked accounts for the staff tile, only for users who hold the permission', async () => {
    const admin = await t.login('13800000000');
    const before = (await t.call({ method: 'GET', url: '/api/v1/home/badges', cookie: admin })).json().data;
    expect(before['/systemSetting/staffManage']).toBe(0);
    for (let i = 0; i < 5; i += 1) {
      await t.call({ method: 'POST', url: '/api/auth/v1/userInfo/login', payload: { mobile: '13800000051', password: 'wrong' } });
    }
    const after = (await t.call({ method: 'GET', url: '/api/v1/home/badges', cookie: admin })).json().data;
    expect(after['/systemSetting/staffManage']).toBe(1);
    const sales = await t.login('13800000011');
    const salesBadges = (await t.call({ method: 'GET', url: '/api/v1/home/badges', cookie: sales })).json().data;
    expect(salesBadges).not.toHaveProperty('/systemSetting/staffManage');
  });

  it('keeps at most 15 search-history entries per user, newest first, one per path', async () => {
    const cookie = await t.login('13800000011');
    for (let i = 0; i < 17; i += 1) {
      const res = await t.call({
        method: 'POST',
        url: '/api/v1/home/search-history',
        cookie,
        payload: { path: `/p/${i}`, keyword: `k${i}` },
      });
      expect(res.statusCode).toBe(200);
    }
    await t.call({ method: 'POST', url: '/api/v1/home/search-history', cookie, payload: { path: '/p/5', keyword: 'again' } });
    const history = (await t.call({ method: 'GET', url: '/api/v1/home/search-history', cookie })).json().data as {
      path: string;
      keyword: string;
    }[];
    expect(history).toHaveLength(15);
    expect(history[0]).toMatchObject({ path: '/p/5', keyword: 'again' });
    expect(history.filter((h) => h.path === '/p/5')).toHaveLength(1);
    const other = await t.login('13800000021');
    expect((await t.call({ method: 'GET', url: '/api/v1/home/search-history', cookie: other })).json().data).toEqual([]);
    await t.call({ method: 'DELETE', url: '/api/v1/home/search-history', cookie });
    expect((await t.call({ method: 'GET', url: '/api/v1/home/search-history', cookie })).json().data).toEqual([]);
  });

  it('stores client error reports and page views', async () => {
    const cookie = await t.login('13800000011');
    const res = await t.call({
      method: 'POST',
      url: '/api/v1/telemetry/events',
      cookie,
      payload: {
        events: [
          { kind: 'pageview', payload: { to: '/home', from: '/login' } },
          { kind: 'error', payload: { url: '/api/x', status: 500 } },
        ],
      },
    });
    expect(res.statusCode).toBe(200);
    const rows = await queryRows<{ kind: string }>(t.database.db, sql`select kind from client_events order by id`);
    expect(rows.map((r) => r.kind)).toEqual(['pageview', 'error']);
  });

  it('reports readiness with the database', async () => {
    const res = await t.call({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'up' });
  });

  it('serves OpenAPI generated from the zod schemas', async () => {
    const res = await t.call({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    const login = doc.paths['/api/auth/v1/userInfo/login'].post;
    expect(login.requestBody.content['application/json'].schema.properties).toHaveProperty('mobile');
  });

  it('answers unknown API paths with the envelope 404', async () => {
    const res = await t.call({ method: 'GET', url: '/api/v1/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 404 });
  });
});
