import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { ACCESS_API, CODE, DOMAIN_PREFIX, endpointUrl } from '@lc/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as } from './helpers/as-user';
import { PLAIN_ROUTES } from './helpers/plain-routes';
import { type TestApp, createTestApp } from './helpers/test-app';

/** A built web app in miniature: index.html and signed-in.html, a hashed chunk with its build-time .br/.gz siblings, a favicon. */
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'lc-web-dist-'));
const INDEX =
  '<!doctype html><html><head><script type="module" src="/assets/app-abc123.js"></script></head><body><div id="root"></div></body></html>';
/** The signed-in pages' copy names the shell's files too (apps/web/build/signed-in-html.ts). */
const SIGNED_IN = INDEX.replace('</head>', '<link rel="modulepreload" crossorigin href="/assets/shell-def456.js"></head>');
/** A built page's own copy names its chunks too; / goes on to /home, so it gets home's. */
const BILL_LIST_PAGE = SIGNED_IN.replace(
  '</head>',
  '<link rel="modulepreload" crossorigin href="/assets/bill-list-page-ghi789.js"></head>',
);
const HOME_PAGE = SIGNED_IN.replace('</head>', '<link rel="modulepreload" crossorigin href="/assets/home-page-jkl012.js"></head>');
const CHUNK = `export const words = ${JSON.stringify('lending console '.repeat(200))};\n`;
const ASSET = '/assets/app-abc123.js';
const WORKER = '/assets/image-decrypt.worker-abc123.js';

let t: TestApp;
beforeAll(async () => {
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), INDEX);
  fs.writeFileSync(path.join(dist, 'signed-in.html'), SIGNED_IN);
  fs.mkdirSync(path.join(dist, 'pages/billManage'), { recursive: true });
  fs.writeFileSync(path.join(dist, 'pages/billManage/billList.html'), BILL_LIST_PAGE);
  fs.writeFileSync(path.join(dist, 'pages/billManage/billList.html.br'), brotliCompressSync(BILL_LIST_PAGE));
  fs.writeFileSync(path.join(dist, 'pages/home.html'), HOME_PAGE);
  fs.writeFileSync(path.join(dist, 'favicon.ico'), Buffer.alloc(64, 1));
  const chunk = path.join(dist, 'assets/app-abc123.js');
  fs.writeFileSync(chunk, CHUNK);
  fs.writeFileSync(`${chunk}.br`, brotliCompressSync(CHUNK));
  fs.writeFileSync(`${chunk}.gz`, gzipSync(CHUNK));
  fs.writeFileSync(path.join(dist, WORKER), 'self.onmessage = () => {};\n');
  t = await createTestApp({ env: { WEB_DIST: dist } });
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const head = (url: string) => t.app.inject({ method: 'HEAD', url });
const IMMUTABLE = 'public, max-age=31536000, immutable';

describe('the built web app', () => {
  it('sends the brotli file to browsers that accept it, gzip to the others, plain to the rest', async () => {
    const br = await get(ASSET, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(CHUNK);

    const gz = await get(ASSET, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(gz.rawPayload).toString()).toBe(CHUNK);

    const plain = await get(ASSET, { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(CHUNK);
  });

  it("sends a built page's own copy brotli-compressed when the build made one, revalidated like the others", async () => {
    const res = await get('/billManage/billList', { 'accept-encoding': 'br' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(BILL_LIST_PAGE);
    // Asked for as a file, it is one of the app's pages too: revalidated, never kept a year.
    const direct = await get('/pages/home.html');
    expect(direct.statusCode).toBe(200);
    expect(direct.headers['cache-control']).toBe('no-cache');
  });

  it('lets browsers keep hashed assets for a year, whatever the encoding', async () => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      const res = await get(ASSET, { 'accept-encoding': encoding });
      expect(res.headers['cache-control']).toBe(IMMUTABLE);
    }
  });

  it("makes browsers revalidate the app's page on / and on client routes, answering 304 when unchanged", async () => {
    // The login page stays small; a built page has its own copy naming its chunks besides the
    // shell's (a redirect's target's for a redirect); any other client route gets the shell's.
    const pages = {
      '/': HOME_PAGE,
      '/home': HOME_PAGE,
      '/login': INDEX,
      '/login?redirect=%2Fhome': INDEX,
      '/billManage/billList?pageNum=2': BILL_LIST_PAGE,
      '/billManage/billList/': SIGNED_IN,
      '/billManage/notAPage': SIGNED_IN,
      '/pages/home': SIGNED_IN,
    };
    for (const [url, page] of Object.entries(pages)) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.body, url).toBe(page);
      const etag = res.headers.etag;
      expect(etag, url).toBeTruthy();
      expect(res.headers['last-modified'], url).toBeTruthy();

      const again = await get(url, { 'if-none-match': String(etag) });
      expect(again.statusCode, url).toBe(304);
      expect(again.body).toBe('');
    }
  });

  it("sends a hashed file the headers that act on it, and the pages and workers' scripts every security header", async () => {
    const asset = await get(ASSET, { 'accept-encoding': 'br' });
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    expect(asset.headers['strict-transport-security']).toBeTruthy();
    expect(asset.headers['cross-origin-resource-policy']).toBe('same-origin');
    for (const documentOnly of ['content-security-policy', 'x-frame-options', 'cross-origin-opener-policy', 'x-xss-protection']) {
      expect(asset.headers[documentOnly], documentOnly).toBeUndefined();
    }
    // A worker's policy is the CSP its script arrives with; pages keep theirs (an API reply has its own, auth.routes.test.ts).
    for (const url of [WORKER, '/', '/login', '/billManage/billList']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-security-policy'], url).toContain("default-src 'self'");
      expect(res.headers['x-frame-options'], url).toBeTruthy();
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
    }
  });

  it('gives other unhashed files a short lifetime', async () => {
    const res = await get('/favicon.ico');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
  });

  it('answers HEAD wherever GET works, with the same headers and no body', async () => {
    for (const url of ['/', '/login', '/billManage/billList', ASSET, PLAIN_ROUTES.health]) {
      const [getRes, headRes] = [await get(url), await head(url)];
      expect(headRes.statusCode, url).toBe(200);
      expect(headRes.headers['content-type'], url).toBe(getRes.headers['content-type']);
      expect(headRes.headers['cache-control'], url).toBe(getRes.headers['cache-control']);
      expect(headRes.body, url).toBe('');
    }
  });

  it('answers unknown API paths with the 404 envelope, not the web app (GET and HEAD)', async () => {
    const unknown = `${DOMAIN_PREFIX.default}/no/such/route`;
    const res = await get(unknown);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: CODE.NOT_FOUND, data: null });
    expect(res.json<{ msg: string }>().msg).toMatch(/[\u4e00-\u9fff]/);

    const headRes = await head(unknown);
    expect(headRes.statusCode).toBe(404);
    expect(headRes.headers['content-type']).toMatch(/^application\/json/);
    expect(headRes.body).toBe('');
  });

  it('answers a missing file with 404, not index.html (a stale chunk must fail as a chunk error)', async () => {
    for (const url of ['/assets/gone-zzz999.js', '/robots.txt', '/billManage/old.png?v=1.2'])
      for (const method of ['GET', 'HEAD'] as const) {
        const res = await t.app.inject({ method, url });
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        expect(res.headers['content-type'], `${method} ${url}`).not.toMatch(/text\/html/);
        expect(res.headers['cache-control'], `${method} ${url}`).not.toBe(IMMUTABLE);
      }
    // A dot in the query string is no file extension.
    expect((await get('/billManage/billList?keyword=a.b')).statusCode).toBe(200);
  });

  it('compresses API replies for browsers that accept it, and sends the same JSON plain to the rest', async () => {
    // Raw requests on purpose: the test is about the encoding of the bytes on the wire.
    const { cookie } = await as(t, 'admin');
    const url = endpointUrl(ACCESS_API.endpoints.menus, { appId: 'console' });
    const plain = await t.call({ method: 'GET', url, cookie });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(10_000); // the admin's whole menu tree
    const br = await t.call({ method: 'GET', url, cookie, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.body.length / 4);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(plain.json());
    const gz = await t.call({ method: 'GET', url, cookie, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString('utf8'))).toEqual(plain.json());
  });
});
