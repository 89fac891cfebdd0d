import { DOMAIN_PREFIX, HOME_API, IDENTITY_API, TELEMETRY_API, routePath } from '@lc/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { anonymous, as } from './helpers/as-user';
import { demoMobile } from './helpers/demo-users';
import { PLAIN_ROUTES } from './helpers/plain-routes';
import { type TestApp, createTestApp } from './helpers/test-app';

const H = HOME_API.endpoints;

describe('home badges, search history, telemetry, health and docs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('counts locked accounts for the staff tile, only for users who hold the permission', async () => {
    const admin = await as(t, 'admin');
    const before = await admin.call(H.badges);
    expect(before['/systemSetting/staffManage']).toBe(0);
    for (let i = 0; i < 5; i += 1) {
      await anonymous(t).send(IDENTITY_API.endpoints.login, { body: { mobile: demoMobile('backOffice'), password: 'wrong' } });
    }
    const after = await admin.call(H.badges);
    expect(after['/systemSetting/staffManage']).toBe(1);
    const salesBadges = await (await as(t, 'sales')).call(H.badges);
    expect(salesBadges).not.toHaveProperty('/systemSetting/staffManage');
  });

  it('keeps at most 15 search-history entries per user, newest first, one per path', async () => {
    const sales = await as(t, 'sales');
    for (let i = 0; i < 17; i += 1) {
      const res = await sales.send(H.recordSearch, { body: { path: `/p/${i}`, keyword: `k${i}` } });
      expect(res.status).toBe(200);
    }
    await sales.send(H.recordSearch, { body: { path: '/p/5', keyword: 'again' } });
    const history = await sales.call(H.history);
    expect(history).toHaveLength(15);
    expect(history[0]).toMatchObject({ path: '/p/5', keyword: 'again' });
    expect(history.filter((h) => h.path === '/p/5')).toHaveLength(1);
    expect(await (await as(t, 'finance')).call(H.history)).toEqual([]);
    await sales.send(H.clearHistory);
    expect(await sales.call(H.history)).toEqual([]);
  });

  it('stores client error reports and page views', async () => {
    const sales = await as(t, 'sales');
    const res = await sales.send(TELEMETRY_API.endpoints.record, {
      body: {
        events: [
          { kind: 'pageview', payload: { to: '/home', from: '/login' } },
          { kind: 'error', payload: { url: `${DOMAIN_PREFIX.default}/x`, status: 500 } },
        ],
      },
    });
    expect(res.status).toBe(200);
    const rows = await queryRows<{ kind: string }>(t.database.db, sql`select kind from client_events order by id`);
    expect(rows.map((r) => r.kind)).toEqual(['pageview', 'error']);
  });

  it('reports readiness with the database', async () => {
    const res = await t.call({ method: 'GET', url: PLAIN_ROUTES.health });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'up' });
  });

  it('serves OpenAPI generated from the zod schemas', async () => {
    const res = await t.call({ method: 'GET', url: PLAIN_ROUTES.docsJson });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    const login = doc.paths[routePath(IDENTITY_API.endpoints.login)].post;
    expect(login.requestBody.content['application/json'].schema.properties).toHaveProperty('mobile');
  });

  it('answers unknown API paths with the envelope 404', async () => {
    const res = await t.call({ method: 'GET', url: `${DOMAIN_PREFIX.default}/v1/no-such-thing` });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 404 });
  });
});
