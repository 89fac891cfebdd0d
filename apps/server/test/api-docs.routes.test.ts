import { randomBytes } from 'node:crypto';
import { STAFF_API, routePath } from '@lc/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as } from './helpers/as-user';
import { PLAIN_ROUTES } from './helpers/plain-routes';
import { type TestApp, createTestApp } from './helpers/test-app';

// The docs are no contract's endpoint (plain-routes.ts); the page is asked for raw, under each of its spellings.
const DOCS = [PLAIN_ROUTES.docs, `${PLAIN_ROUTES.docs}/`, PLAIN_ROUTES.docsJson, `${PLAIN_ROUTES.docs}/yaml`];
/** A route the spec lists: the staff list, as the document names it. */
const STAFF_LIST = routePath(STAFF_API.endpoints.list);

describe('API docs: a map of every route, so production shows them only to signed-in staff', () => {
  let prod: TestApp;
  let dev: TestApp;
  beforeAll(async () => {
    const key = () => randomBytes(32).toString('hex');
    prod = await createTestApp({ env: { NODE_ENV: 'production', SECRET_KEY: key(), MEDIA_KEY: key() } });
    dev = await createTestApp();
  });
  afterAll(async () => {
    await prod.close();
    await dev.close();
  });

  it('answers 401 without a session in production, for the page and the spec alike', async () => {
    for (const url of DOCS) {
      const res = await prod.call({ method: 'GET', url });
      expect(res.statusCode, url).toBe(401);
      expect(res.json(), url).toMatchObject({ code: 401, data: null });
      expect(res.body, url).not.toContain(STAFF_LIST);
    }
  });

  it('serves them to a signed-in user in production', async () => {
    const { cookie } = await as(prod, 'sales');
    const res = await prod.call({ method: 'GET', url: PLAIN_ROUTES.docsJson, cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json().paths).toHaveProperty([STAFF_LIST]);
    expect((await prod.call({ method: 'GET', url: PLAIN_ROUTES.docs, cookie })).statusCode).toBeLessThan(400);
  });

  it('leaves them open in development and tests', async () => {
    const res = await dev.call({ method: 'GET', url: PLAIN_ROUTES.docsJson });
    expect(res.statusCode).toBe(200);
    expect(res.json().openapi).toMatch(/^3\./);
  });
});
