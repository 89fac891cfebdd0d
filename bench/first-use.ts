/**
 * What a member of staff waits for most (issue 31 item 3), in Chromium on the built app as
 * `npm start` serves it (fresh data directory, demo data):
 * - sign-in: from pressing 登录 to home settled, with an empty browser cache and with a warm one;
 * - the heavy forms, opened from inside the app as a menu or button does: the new bill and the
 *   property valuation as a salesperson, the grant request as the risk-control staff who make them;
 * - an image upload of a typical phone photo (4032 × 3024 JPEG of about 3 MB, made in the page):
 *   from the file picked to the server's answer, compression in the browser included, as the page
 *   measures it (its user timing entries lc:image-upload and lc:image-compress), and as the harness
 *   sees it (that also holds Playwright handing the file to the page).
 * Goals: sign-in ≤ 1.5 s, each form ≤ 1 s, the upload ≤ 1.5 s. ROUNDS=n repeats each (median printed).
 * Build the web app first.   cd bench && npx tsx first-use.ts
 */
import os from 'node:os';
import { type Browser, type Page, chromium } from 'playwright-core';
import { startBuiltApp } from './lighthouse-server';
import { percentile, quietTailAt, timeInAppNavigation } from './page-settle';

const PASSWORD = 'Demo@2026';
const ROUNDS = Number(process.env.ROUNDS ?? 3);
const USERS = { admin: '13800000000', salesperson: '13800000011', riskStaff: '13800000031' };
const FORMS = [
  { name: 'new bill', user: USERS.salesperson, path: '/billManage/billAdd' },
  { name: 'property valuation', user: USERS.salesperson, path: '/billManage/mortgageQueryPrice' },
  { name: 'grant request', user: USERS.riskStaff, path: '/billGrantManage/grantRequest' },
];
const GOAL = { signIn: 1500, form: 1000, upload: 1500 };

process.env.LOGIN_RATE_PER_MINUTE ??= '100';
const server = await startBuiltApp();
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
/** Each figure's rounds in ms, and its goal where it has one of its own. */
const results: { what: string; ms: number[]; goal?: number }[] = [];

const newPage = async (b: Browser) =>
  (await b.newContext({ baseURL: server.base, viewport: { width: 1366, height: 900 }, locale: 'zh-CN' })).newPage();

/** Signs in through the form; returns ms from the click to home settled. */
async function signInTimed(page: Page, mobile: string): Promise<number> {
  await page.goto('/login', { waitUntil: 'load' });
  await page.getByLabel('手机号').fill(mobile);
  await page.getByLabel('密码').fill(PASSWORD);
  const start = Date.now();
  await page.getByRole('button', { name: /登\s*录/ }).click();
  const tail = await quietTailAt(page, '/home');
  return tail < 0 ? -1 : Date.now() - start - tail;
}

async function measureSignIn() {
  const cold: number[] = [];
  const warm: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const page = await newPage(browser);
    cold.push(await signInTimed(page, USERS.admin));
    await page.context().clearCookies();
    warm.push(await signInTimed(page, USERS.admin));
    await page.context().close();
  }
  results.push({ what: 'sign-in → home, empty cache', ms: cold, goal: GOAL.signIn });
  results.push({ what: 'sign-in → home, cached', ms: warm, goal: GOAL.signIn });
}

async function measureForms() {
  for (const form of FORMS) {
    const ms: number[] = [];
    const page = await newPage(browser);
    await signInTimed(page, form.user);
    for (let i = 0; i < ROUNDS; i++) {
      ms.push(await timeInAppNavigation(page, form.path));
      await timeInAppNavigation(page, '/home');
    }
    results.push({ what: `${form.name} opens (${form.path})`, ms, goal: GOAL.form });
    await page.context().close();
  }
}

/** A photo-like JPEG of about 3 MB at 4032 × 3024, drawn in the page (smooth colour with grain). */
async function phonePhoto(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 4032;
    canvas.height = 3024;
    const ctx = canvas.getContext('2d')!;
    const small = document.createElement('canvas');
    small.width = 504;
    small.height = 378;
    const sctx = small.getContext('2d')!;
    const img = sctx.createImageData(small.width, small.height);
    for (let i = 0; i < img.data.length; i += 4) {
      const x = (i / 4) % small.width;
      img.data[i] = (x / 2 + Math.random() * 60) | 0;
      img.data[i + 1] = (120 + Math.random() * 80) | 0;
      img.data[i + 2] = (200 - x / 3 + Math.random() * 50) | 0;
      img.data[i + 3] = 255;
    }
    sctx.putImageData(img, 0, 0);
    ctx.imageSmoothingEnabled = true;
    ctx.drawImage(small, 0, 0, canvas.width, canvas.height);
    // Grain, as a phone's sensor leaves it: what keeps a real photo from compressing to nothing.
    const grain = ctx.getImageData(0, 0, canvas.width, canvas.height);
    for (let i = 0; i < grain.data.length; i += 4) {
      const n = (Math.random() - 0.5) * 24;
      for (let c = 0; c < 3; c++) grain.data[i + c] = grain.data[i + c]! + n;
    }
    ctx.putImageData(grain, 0, 0);
    // The quality that lands nearest 3 MB.
    let best = '';
    for (const quality of [0.6, 0.7, 0.8, 0.85, 0.9, 0.95]) {
      const url = canvas.toDataURL('image/jpeg', quality);
      best = url;
      if (url.length * 0.75 >= 2.8 * 1024 * 1024) break;
    }
    return best.slice(best.indexOf(',') + 1);
  });
  return Buffer.from(base64, 'base64');
}

async function measureUpload() {
  const page = await newPage(browser);
  await signInTimed(page, USERS.admin);
  await timeInAppNavigation(page, '/systemTools/testImg');
  const photo = await phonePhoto(page);
  const ms: number[] = [];
  const inPage: number[] = [];
  const compressing: number[] = [];
  const sending: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    await page.goto('/systemTools/testImg', { waitUntil: 'load' });
    const input = page.getByRole('group', { name: '图片上传（最多3张）' }).getByTestId('image-upload-input');
    const answered = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes('/api/upload/v2/image'), {
      timeout: 30_000,
    });
    const start = Date.now();
    await input.setInputFiles({ name: '现场照片.jpg', mimeType: 'image/jpeg', buffer: photo });
    const res = await answered;
    await res.finished();
    ms.push(Date.now() - start);
    if (!res.ok()) throw new Error(`upload answered ${res.status()}`);
    // The page's own measure of the compression (prepare-image.ts COMPRESS_MEASURE), and the request's own time.
    const measured = (name: string) => page.evaluate<number>(`Math.round(performance.getEntriesByName('${name}').at(-1)?.duration ?? NaN)`);
    await page.waitForFunction(`performance.getEntriesByName('lc:image-upload').length > 0`);
    inPage.push(await measured('lc:image-upload'));
    compressing.push(await measured('lc:image-compress'));
    const timing = res.request().timing();
    sending.push(Math.round(timing.responseEnd));
  }
  // The page's own figure is what the user waits for; the harness's also holds Playwright handing the
  // 3 MB file to the page over the DevTools protocol (some 1.5 s here), which a real file pick does not.
  results.push({
    what: `upload of a ${(photo.length / 1048576).toFixed(1)} MB 4032×3024 photo, file picked → answer`,
    ms: inPage,
    goal: GOAL.upload,
  });
  results.push({ what: '… as the harness sees it (setInputFiles → answer)', ms });
  results.push({ what: '… of which compressing', ms: compressing });
  results.push({ what: '… of which the request (sent → answered)', ms: sending });
  await page.context().close();
}

try {
  console.log(`first use: ${ROUNDS} round(s) each, ${os.cpus().length} cores, load average ${os.loadavg()[0]!.toFixed(1)}`);
  await measureSignIn();
  await measureForms();
  await measureUpload();
  console.log('\n| what | median | rounds | goal |\n|---|---|---|---|');
  for (const r of results) {
    const median = percentile(r.ms, 0.5);
    const over = r.goal !== undefined && median > r.goal ? ' (over)' : '';
    console.log(`| ${r.what} | ${median} ms${over} | ${r.ms.join(', ')} | ${r.goal === undefined ? '' : `≤ ${r.goal} ms`} |`);
  }
  console.log(`load average at the end ${os.loadavg()[0]!.toFixed(1)}`);
} finally {
  await browser.close();
  await server.stop();
}
