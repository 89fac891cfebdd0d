/**
 * Route crawl (a check, not a benchmark; not run by CI: about 10 minutes): every demo user signs
 * in and opens, in Chromium, every built page its codes open. It reports each API reply of 401,
 * 403, 404 or 5xx, each uncaught page error, each page that ended elsewhere (login, 401) and each
 * error text in the page. Build the web app first; USERS=mobile,mobile narrows the run.
 * ALL_ROUTES=1 also opens the not-built pages, groups and redirects, every menu entry, and routes
 * the user may not open (route-crawl-plan.ts); these must show the no-permission page.
 * MAX_REFUSED=n caps those per user (a narrowed run gets every route its users may not open).
 * PHONE=1 opens the pages at phone width (390 × 844) and also reports, per page, how far it is
 * wider than the screen and its controls smaller than 44 × 44 (e2e/support/phone-fit.ts, as the
 * browser tests measure them).
 * TIMING=1 opens each built page inside the running app, as a menu click does, and times it from
 * the navigation to settled content (page-settle.ts: nothing spinning, data drawn, the main area
 * quiet); it prints each user's slowest pages and, over all visits, the median, p90 and maximum.
 *   cd bench && npx tsx route-crawl.ts
 */
import { CONSOLE_APP_ID, ROLES } from '@lc/shared';
import { type BrowserContext, type Page, chromium } from 'playwright-core';
import { PHONE_VIEWPORT, measurePhoneFit } from '../e2e/support/phone-fit';
import { percentile, quietTailAt, timeInAppNavigation } from './page-settle';
import { startBuiltApp } from './lighthouse-server';
import { type MenuRow, type Visit, WRONG_ENDINGS, forbiddenShare, visitsFor } from './route-crawl-plan';

const LOGIN = { mobile: '', password: 'Demo@2026' };
const ERROR_TEXT = /出错了|页面出错|Something went wrong|加载失败/;
/**
 * The browser's language (LOCALE=en-US for the English console): the console follows it on a
 * first visit (issue 32), so a crawl in Chromium's default, en-US, met English pages and took
 * every no-permission and not-built page for a wrong one. Staff's browsers speak Chinese.
 */
const LOCALE = process.env.LOCALE === 'en-US' ? 'en-US' : 'zh-CN';
const { forbidden: FORBIDDEN_TEXT, notBuilt: NOT_BUILT_TEXT } = {
  'zh-CN': { forbidden: '您无权访问此页面', notBuilt: '该功能尚未上线' },
  'en-US': { forbidden: 'Sorry, you may not open this page', notBuilt: 'This page is not built yet' },
}[LOCALE];
const ALL_ROUTES = process.env.ALL_ROUTES === '1';
const MAX_REFUSED = Number(process.env.MAX_REFUSED ?? Infinity);
const PHONE = process.env.PHONE === '1';
const TIMING = process.env.TIMING === '1';
/** TIMING=1: ms from a menu-like navigation to settled content, per visit (-1: never settled). */
const timings: { user: string; path: string; ms: number }[] = [];
// Every user signs in at the start, from one address: more than the server's default per minute.
process.env.LOGIN_RATE_PER_MINUTE ??= '100';
const server = await startBuiltApp();
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const users = (process.env.USERS ?? '').split(',').filter(Boolean);
const mobiles = users.length ? users : ['13800000000', ...ROLES.map((r) => r.id).map((id) => `138${String(id).padStart(8, '0')}`)];
type Session = { mobile: string; name: string; ctx: BrowserContext; perms: Set<string>; menus: MenuRow[] };
let problems = 0;
/** The phone pass's totals over every user: pages wider than the screen, and small controls. */
const phoneTotals = { pages: 0, overflowing: 0, small: 0 };

async function signIn(mobile: string): Promise<Session | null> {
  const ctx = await browser.newContext({
    baseURL: server.base,
    locale: LOCALE,
    timezoneId: 'Asia/Shanghai',
    viewport: PHONE ? PHONE_VIEWPORT : { width: 1366, height: 900 },
    extraHTTPHeaders: { 'x-requested-with': 'XMLHttpRequest' },
  });
  const res = await ctx.request.post('/api/auth/v1/userInfo/login', { data: { ...LOGIN, mobile } }).catch(() => null);
  if (!res || !res.ok()) {
    console.log(mobile, 'sign-in failed', res?.status() ?? 'no answer');
    problems += 1;
    await ctx.close();
    return null;
  }
  const info = await (await ctx.request.get('/api/auth/v1/userInfo/get')).json();
  const menus = await (await ctx.request.get(`/api/auth/v1/userInfo/appMenus/${CONSOLE_APP_ID}`)).json();
  return { mobile, name: info.data?.realName, ctx, perms: new Set(info.data?.permissions ?? []), menus: menus.data ?? [] };
}

/** What is wrong where a visit ended, from its path and the text of the page's main area. */
function endingProblem(visit: Visit, ended: string, text: string): string | null {
  if (visit.expect === 'forbidden') {
    if (ended !== '/401') return `not mine, ended at ${ended}`;
    return text.includes(FORBIDDEN_TEXT) ? null : `not mine, no no-permission text: ${text.slice(0, 80)}`;
  }
  if (visit.expect === 'page' && ended !== visit.path) return `ended at ${ended}`;
  if (WRONG_ENDINGS.includes(ended)) return `ended at ${ended}`;
  if (!text.trim()) return 'blank page';
  if (ERROR_TEXT.test(text)) return `error text: ${text.slice(0, 80)}`;
  if (visit.expect === 'page' && !visit.built && !text.includes(NOT_BUILT_TEXT))
    return `not built, no not-built text: ${text.slice(0, 80)}`;
  return null;
}

async function crawl(session: Session, visits: Visit[]) {
  const page = await session.ctx.newPage();
  const issues: string[] = [];
  let current = '';
  page.on('pageerror', (e) => issues.push(`${current} pageerror ${e.message.slice(0, 120)}`));
  page.on('response', (r) => {
    const u = r.url();
    if (u.includes('/api/') && (r.status() >= 500 || r.status() === 401 || r.status() === 403 || r.status() === 404))
      issues.push(`${current} ${r.status()} ${r.request().method()} ${u.replace(server.base, '')}`);
  });
  if (TIMING) {
    // The app is loaded once, as after a sign-in; every page is then opened from inside it.
    await page.goto('/home', { waitUntil: 'load' });
    await page.waitForLoadState('networkidle').catch(() => {});
  }
  for (const visit of visits) {
    current = visit.path;
    if (TIMING && visit.expect === 'page') {
      // A page the app is already on is loaded again instead (a reload, as staff do with F5).
      const ms =
        new URL(page.url()).pathname === visit.path ? await timeReload(page, visit.path) : await timeInAppNavigation(page, visit.path);
      timings.push({ user: session.mobile, path: visit.path, ms });
      if (ms < 0) issues.push(`${visit.path} never settled within 15 s`);
    } else {
      await page.goto(visit.path, { waitUntil: 'load' });
      await page.waitForLoadState('networkidle').catch(() => {});
    }
    const ended = new URL(page.url()).pathname;
    const text = await page
      .locator('main')
      .innerText({ timeout: 5_000 })
      .catch(() => '');
    const problem = endingProblem(visit, ended, text);
    if (problem) issues.push(`${visit.path} ${problem.replace(/\n/g, ' ')}`);
    if (PHONE && visit.expect === 'page') await phoneCheck(page, visit.path, issues);
  }
  const refused = visits.filter((v) => v.expect === 'forbidden').length;
  console.log(`${session.mobile} (${session.name}): ${visits.length - refused} routes, ${refused} not mine, ${issues.length} issues`);
  for (const i of issues) console.log('   ', i);
  problems += issues.length;
  return visits.length;
}

/** ms from a full load of the page to settled content (-1: never settled). */
async function timeReload(page: Page, path: string) {
  const start = Date.now();
  await page.goto(path, { waitUntil: 'commit' });
  const tail = await quietTailAt(page, path);
  return tail < 0 ? -1 : Date.now() - start - tail;
}

/** The phone pass at one page: overflow and small controls, each an issue of its page. */
async function phoneCheck(page: Page, path: string, issues: string[]) {
  // Cards and pickers settle after the data arrives; antd's zoom-ins last 0.2 s.
  await page.waitForTimeout(300);
  const fit = await measurePhoneFit(page);
  phoneTotals.pages += 1;
  if (fit.overflow) {
    phoneTotals.overflowing += 1;
    issues.push(`${path} phone: ${fit.overflow} px wider than the screen`);
  }
  if (fit.small.length) {
    phoneTotals.small += fit.small.length;
    issues.push(`${path} phone: ${fit.small.length} small targets: ${fit.small.slice(0, 6).join(', ')}`);
  }
}

/** The timing pass's figures: the slowest pages, and median, p90 and maximum over all visits. */
function reportTimings() {
  const settled = timings.filter((t) => t.ms >= 0);
  const ms = settled.map((t) => t.ms);
  console.log(`\nslowest pages (ms from navigation to settled content):`);
  for (const t of [...settled].sort((a, b) => b.ms - a.ms).slice(0, 15)) console.log(`  ${t.ms} ms  ${t.path}  (${t.user})`);
  console.log(
    `timing: ${timings.length} visits, ${timings.length - settled.length} never settled; median ${percentile(ms, 0.5)} ms, ` +
      `p90 ${percentile(ms, 0.9)} ms, max ${Math.max(...ms)} ms; over 1 s ${ms.filter((v) => v > 1000).length}, over 2 s ${ms.filter((v) => v > 2000).length}`,
  );
}

const sessions: Session[] = [];
for (const mobile of mobiles) {
  const session = await signIn(mobile);
  if (session) sessions.push(session);
}
const refusals = ALL_ROUTES ? forbiddenShare(sessions.map((s) => s.perms)) : sessions.map(() => []);
let opened = 0;
for (const [i, session] of sessions.entries()) {
  opened += await crawl(session, [...visitsFor(session.perms, session.menus, ALL_ROUTES), ...refusals[i]!.slice(0, MAX_REFUSED)]);
  await session.ctx.close();
}
console.log(`users ${sessions.length}, visits ${opened}, problems ${problems}`);
if (TIMING) reportTimings();
if (PHONE)
  console.log(
    `phone ${PHONE_VIEWPORT.width}×${PHONE_VIEWPORT.height}: ${phoneTotals.pages} pages, ${phoneTotals.overflowing} wider than the screen, ${phoneTotals.small} small targets`,
  );
process.exitCode = problems ? 1 : 0;
await browser.close();
await server.stop();
