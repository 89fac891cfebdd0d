/**
 * Two builds of the web app side by side (a change to styles or layout checked page by page): every built menu page (as
 * lighthouse.ts's LH_PAGES=menu lists them) opened as the admin in each, settled (no spinner or
 * skeleton, transitions off), screenshotted at 1366 × 900 and compared pixel by pixel. Prints the
 * share of pixels that differ per page, most first; the pairs that differ are written to
 * OUT (default /tmp/screenshot-diff) to look at.
 * OLD_DIST=<dist> NEW_DIST=<dist> (NEW_DIST defaults to apps/web/dist); P=/a,/b for some pages only.
 */
import fs from 'node:fs';
import path from 'node:path';
import { type Browser, type Page, chromium } from 'playwright-core';
import { type ServerRun, contextCookies, startBuiltApp } from './lighthouse-server';
import { menuPagePaths } from './menu-pages';

const OUT = process.env.OUT ?? '/tmp/screenshot-diff';
const NOT_MOVING = '*,*::before,*::after{transition:none!important;animation:none!important;caret-color:transparent!important}';

async function serve(dist: string): Promise<ServerRun> {
  process.env.WEB_DIST = dist;
  return startBuiltApp();
}

async function signedInPage(browser: Browser, base: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'zh-CN', reducedMotion: 'reduce' });
  await context.addCookies(await contextCookies(base));
  return context.newPage();
}

async function settledShot(page: Page, url: string): Promise<Buffer> {
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.addStyleTag({ content: NOT_MOVING });
  await page
    .waitForFunction(() => !document.querySelector('.ant-spin-spinning,.ant-skeleton'), null, { timeout: 15_000 })
    .catch(() => undefined);
  await page.waitForTimeout(1200);
  return page.screenshot();
}

/** The share of pixels whose colour differs (sum of channel differences over 30); -1 when the sizes differ. */
const DIFF_IN_PAGE = `async ([a, b]) => {
  const load = (s) => new Promise((done) => { const i = new Image(); i.onload = () => done(i); i.src = 'data:image/png;base64,' + s; });
  const [i, j] = [await load(a), await load(b)];
  if (i.width !== j.width || i.height !== j.height) return -1;
  const pixels = (im) => { const c = document.createElement('canvas'); c.width = im.width; c.height = im.height; const g = c.getContext('2d'); g.drawImage(im, 0, 0); return g.getImageData(0, 0, im.width, im.height).data; };
  const [p, q] = [pixels(i), pixels(j)];
  let n = 0;
  for (let k = 0; k < p.length; k += 4) if (Math.abs(p[k] - q[k]) + Math.abs(p[k + 1] - q[k + 1]) + Math.abs(p[k + 2] - q[k + 2]) > 30) n++;
  return n / (p.length / 4);
}`;

const oldDist = process.env.OLD_DIST;
if (!oldDist)
  throw new Error('OLD_DIST=<a web build to compare with> (e.g. `npx vite build --outDir /tmp/dist-old` in apps/web at the older commit)');
const [before, after] = [await serve(oldDist), await serve(process.env.NEW_DIST ?? path.resolve(import.meta.dirname, '../apps/web/dist'))];
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  const [a, b, judge] = [await signedInPage(browser, before.base), await signedInPage(browser, after.base), await browser.newPage()];
  fs.mkdirSync(OUT, { recursive: true });
  const rows: { share: number; path: string }[] = [];
  for (const p of process.env.P?.split(',') ?? menuPagePaths()) {
    const [x, y] = [await settledShot(a, before.base + p), await settledShot(b, after.base + p)];
    const share = (await judge.evaluate(`(${DIFF_IN_PAGE})(${JSON.stringify([x.toString('base64'), y.toString('base64')])})`)) as number;
    rows.push({ share, path: p });
    if (share !== 0) {
      const name = p.replace(/\W+/g, '_');
      fs.writeFileSync(`${OUT}/${name}-old.png`, x);
      fs.writeFileSync(`${OUT}/${name}-new.png`, y);
    }
  }
  rows.sort((r, s) => s.share - r.share);
  for (const r of rows) console.log(`${r.share < 0 ? 'size differs' : `${(r.share * 100).toFixed(2)} %`}\t${r.path}`);
  console.log(`\n${rows.length} pages; ${rows.filter((r) => r.share === 0).length} identical; pairs that differ in ${OUT}`);
} finally {
  await browser.close();
  await before.stop();
  await after.stop();
}
