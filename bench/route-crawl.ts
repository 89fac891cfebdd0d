/**
 * Route crawl (a check, not a benchmark; not run by CI: about 10 minutes): every demo user signs
 * in and opens, in Chromium, every built page its codes open. It reports each API reply of 401,
 * 403, 404 or 5xx, each uncaught page error, each page that ended elsewhere (login, 401) and each
 * error text in the page. Build the web app first; USERS=mobile,mobile narrows the run.
 *   cd bench && npx tsx route-crawl.ts
 */
import { BUILT_ROUTES, ROLES, ROUTE_TABLE, canOpen, indexRoutes, rendersPage } from '@lc/shared';
import { chromium } from 'playwright-core';
import { startBuiltApp } from './lighthouse-server';
const LOGIN = { mobile: '', password: 'Demo@2026' };
const server = await startBuiltApp();
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const routes = indexRoutes(ROUTE_TABLE).filter((r) => rendersPage(r.entry));
const built = new Set<string>(BUILT_ROUTES);
const users = (process.env.USERS ?? '').split(',').filter(Boolean);
const mobiles = users.length ? users : ['13800000000', ...ROLES.map((r) => r.id).map((id) => `138${String(id).padStart(8, '0')}`)];
let problems = 0;
for (const mobile of mobiles) {
  const ctx = await browser.newContext({
    baseURL: server.base,
    viewport: { width: 1366, height: 900 },
    extraHTTPHeaders: { 'x-requested-with': 'XMLHttpRequest' },
  });
  const res = await ctx.request.post('/api/auth/v1/userInfo/login', { data: { ...LOGIN, mobile } }).catch(() => null);
  if (!res || !res.ok()) {
    console.log(mobile, 'sign-in failed', res?.status() ?? 'no answer');
    problems += 1;
    await ctx.close();
    continue;
  }
  const info = await (await ctx.request.get('/api/auth/v1/userInfo/get')).json();
  const perms = new Set<string>(info.data?.permissions ?? []);
  const mine = routes.filter((r) => canOpen(r, perms) && built.has(r.fullPath));
  const page = await ctx.newPage();
  const issues: string[] = [];
  let current = '';
  page.on('pageerror', (e) => issues.push(`${current} pageerror ${e.message.slice(0, 120)}`));
  page.on('response', (r) => {
    const u = r.url();
    if (u.includes('/api/') && (r.status() >= 500 || r.status() === 401 || r.status() === 403 || r.status() === 404))
      issues.push(`${current} ${r.status()} ${r.request().method()} ${u.replace(server.base, '')}`);
  });
  for (const r of mine) {
    current = r.fullPath;
    await page.goto(r.fullPath, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle').catch(() => {});
    const url = new URL(page.url()).pathname;
    if (url !== r.fullPath) issues.push(`${r.fullPath} ended at ${url}`);
    const text = await page
      .locator('main')
      .innerText()
      .catch(() => '');
    if (/出错了|页面出错|Something went wrong|加载失败/.test(text))
      issues.push(`${r.fullPath} error text: ${text.slice(0, 80).replace(/\n/g, ' ')}`);
  }
  console.log(`${mobile} (${info.data?.realName}): ${mine.length} routes, ${issues.length} issues`);
  for (const i of issues) console.log('   ', i);
  problems += issues.length;
  await ctx.close();
}
console.log('problems', problems);
process.exitCode = problems ? 1 : 0;
await browser.close();
await server.stop();
