import { DOMAIN_PREFIX, type Envelope, STATUS_LISTS, STATUS_LIST_KEYS, type statusDictionaryReply } from '@lc/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { as } from './helpers/as-user';
import { type TestApp, createTestApp } from './helpers/test-app';

/**
 * No contract declares this route (it sends pre-serialised bytes or an empty 304), so it is
 * written from the domain prefix as the server registers it, and called raw: the test is about
 * its HTTP (ETag, cache headers, 304) as much as its body.
 */
const URL = `${DOMAIN_PREFIX.default}/v1/dictionaries/status`;

describe('status dictionary', () => {
  let t: TestApp;
  /** A salesperson's session: any signed-in user may read the dictionary, whatever the role. */
  let sales: string;
  beforeAll(async () => {
    t = await createTestApp();
    sales = (await as(t, 'sales')).cookie;
  });
  afterAll(() => t.close());

  it('gives a signed-in user every list as code, label and labelEn', async () => {
    const res = await t.call({ method: 'GET', url: URL, cookie: sales });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const { code, msg, data } = res.json() as Envelope<z.output<typeof statusDictionaryReply>>;
    expect(code).toBe(200);
    expect(msg).toBe('success');
    expect(Object.keys(data)).toEqual(STATUS_LIST_KEYS);
    expect(data.grant?.map((e) => e.code)).toEqual([5, 4, 2, 1, 3, 23, 33, 6]);
    expect(data.grant?.find((e) => e.code === 33)).toEqual({ code: 33, label: '财务驳回', labelEn: 'Finance rejected' });
    for (const key of STATUS_LIST_KEYS) {
      expect(data[key], key).toEqual(STATUS_LISTS[key].map(({ code, label, labelEn }) => ({ code, label, labelEn })));
    }
  });

  it('carries a strong ETag, is private, and answers 304 to a matching If-None-Match', async () => {
    const first = await t.call({ method: 'GET', url: URL, cookie: sales });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const again = await t.call({ method: 'GET', url: URL, cookie: sales, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    const stale = await t.call({ method: 'GET', url: URL, cookie: sales, headers: { 'if-none-match': '"old"' } });
    expect(stale.statusCode).toBe(200);
    expect(stale.headers.etag).toBe(etag);
  });

  it('needs a session: 401 envelope, even with a matching ETag', async () => {
    const etag = (await t.call({ method: 'GET', url: URL, cookie: sales })).headers.etag as string;
    for (const headers of [{}, { 'if-none-match': etag }]) {
      const res = await t.call({ method: 'GET', url: URL, headers });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 401 });
      expect(res.body).not.toContain('财务驳回');
    }
  });
});
