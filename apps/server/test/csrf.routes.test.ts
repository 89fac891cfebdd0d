import { BILL_API, DOMAIN_PREFIX, HOME_API, IDENTITY_API, UPLOAD_API, endpointUrl } from '@lc/shared';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { images } from '../src/modules/upload/upload.table';
import { searchHistory } from '../src/modules/home/home.table';
import { as } from './helpers/as-user';
import { multipart } from './helpers/multipart';
import { type TestApp, createTestApp } from './helpers/test-app';

const CSRF_MESSAGE = '请求来源校验失败，请刷新页面后重试';
/*
 * These send raw requests on purpose: the point is a request without the header our client (and
 * TestApp.call) always adds, under spellings of the path no contract would build. The paths come
 * from the contracts; only their spelling is changed here.
 */
const PREFIX = `${DOMAIN_PREFIX.default}/`;
/** The path with its prefix's first letter percent-encoded ('/%61pi/…'). */
const encoded = (path: string) => path.replace(PREFIX, '/%61pi/');
/** The same route, spelled as a router may decode or normalise it. */
const SPELLINGS = (path: string) => [path, encoded(path), path.replace(PREFIX, '/%61%70%69/'), `${path}?x=1`, `${path}/`];
const SEARCH_HISTORY = endpointUrl(HOME_API.endpoints.recordSearch);

describe('CSRF: every write needs X-Requested-With, whatever the path is spelled like', () => {
  let t: TestApp;
  let sales: string;
  beforeAll(async () => {
    t = await createTestApp();
    sales = (await as(t, 'sales')).cookie;
  });
  afterAll(() => t.close());

  /** inject without the header our client sends. */
  const bare = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, extra: Record<string, string> = {}) =>
    t.app.inject({ method, url, headers: { cookie: sales, ...extra }, ...(payload ? { payload } : {}) });

  const expectRefused = (res: { statusCode: number; json(): unknown }, url: string) => {
    expect(res.statusCode, url).toBe(403);
    expect(res.json(), url).toMatchObject({ code: 403, msg: CSRF_MESSAGE, data: null });
  };

  it('refuses search-history writes under every spelling, and writes nothing', async () => {
    for (const url of SPELLINGS(SEARCH_HISTORY)) {
      expectRefused(await bare('POST', url, { path: '/x', keyword: 'k' }), url);
    }
    const [row] = await t.database.db.select({ n: count() }).from(searchHistory);
    expect(row!.n).toBe(0);
  });

  it('refuses image uploads under an encoded path, and stores nothing', async () => {
    const form = multipart({ field: 'upload_file', filename: 'a.png', content: Buffer.from('not checked'), type: 'image/png' });
    for (const url of SPELLINGS(endpointUrl(UPLOAD_API.endpoints.image))) {
      const res = await t.app.inject({ method: 'POST', url, headers: { cookie: sales, ...form.headers }, payload: form.payload });
      expectRefused(res, url);
    }
    const [row] = await t.database.db.select({ n: count() }).from(images).where(eq(images.uploadedBy, 11));
    expect(row!.n).toBe(0);
  });

  it('refuses bill approval and a password change under an encoded path before any handler runs', async () => {
    for (const url of SPELLINGS(endpointUrl(BILL_API.endpoints.approve, { id: 1 }))) {
      expectRefused(await bare('POST', url, { flowVersion: 1, comment: '' }), url);
    }
    for (const url of SPELLINGS(endpointUrl(IDENTITY_API.endpoints.changePassword))) {
      expectRefused(await bare('POST', url, { oldPassword: 'Demo@2026', newPassword: 'Other@2026x' }), url);
    }
  });

  it('refuses writes to paths that match no route too, and lets reads and marked writes through', async () => {
    expectRefused(await bare('DELETE', encoded(endpointUrl(HOME_API.endpoints.clearHistory))), 'DELETE');
    expectRefused(await bare('PUT', '/nowhere'), 'PUT /nowhere');
    const read = await t.app.inject({ method: 'GET', url: encoded(endpointUrl(HOME_API.endpoints.history)), headers: { cookie: sales } });
    expect(read.statusCode).toBe(200);
    const marked = await t.call({
      method: 'POST',
      url: encoded(SEARCH_HISTORY),
      cookie: sales,
      payload: { path: '/y', keyword: 'k' },
    });
    expect(marked.statusCode).toBe(200);
  });
});
