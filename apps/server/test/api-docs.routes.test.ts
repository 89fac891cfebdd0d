import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from './helpers/test-app';

const DOCS = ['/api/docs', '/api/docs/', '/api/docs/json', '/api/docs/yaml'];

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
      expect(res.body, url).not.toContain('/api/v1/admin/staff');
    }
  });

  it('serves them to a signed-in user in production', async () => {
    const cookie = await prod.login('13800000011');
    const res = await prod.call({ method: 'GET', url: '/api/docs/json', cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json().paths).toHaveProperty(['/api/v1/admin/staff']);
    expect((await prod.call({ method: 'GET', url: '/api/docs', cookie })).statusCode).toBeLessThan(400);
  });

  it('leaves them open in development and tests', async () => {
    const res = await dev.call({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().openapi).toMatch(/^3\./);
  });
});
