/**
 * Lighthouse on the built app as a browser meets it: /login signed out, then home and the bill
 * list signed in as the admin. Prints the performance and accessibility scores against the goal
 * (≥ 90 and ≥ 95) and the main metrics. Build the web app first (`npm run build -w @lc/web`).
 *
 * LH_FORM_FACTOR=desktop (default: the console is used at ≥ 1366 px, spec 000 §9) or mobile
 * (Lighthouse's default: slow 4G, 4× CPU slowdown); LH_RUNS runs per page (median by score);
 * LH_PAGES=login,home to run some pages only (or signed-in paths: LH_PAGES=/a,/b), LH_PAGES=menu for home and every built page of the
 * menu (home, the lists, and the few forms the menu opens); LH_CPU_SLOWDOWN=n throttles the CPU n times
 * (desktop: 1) to stand in for a slower office PC, or LH_TARGET_INDEX=1600 sets it before each page
 * to the machine's benchmark index just measured ÷ 1,600, so every page runs as on a machine of
 * that index however busy this one is; WEB_DIST=dir to measure another build.
 * Ends with one table of every page, the benchmark index beside each figure.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse, { type Config, type Flags } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import puppeteer from 'puppeteer-core';
import { type ServerRun, signInCookies, startBuiltApp } from './lighthouse-server';
import { menuPagePaths } from './menu-pages';

/** Full reports, for a closer look (bench/results is not committed). */
const RESULTS = path.resolve(import.meta.dirname, 'results');
const GOAL = { performance: 90, accessibility: 95 };
const RUNS = Number(process.env.LH_RUNS ?? 1);
const MOBILE = process.env.LH_FORM_FACTOR === 'mobile';
/** The e2e suite's Chromium flags (e2e/playwright.config.ts), headless. */
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
] as const;
/** The bill list: "我的报单" in the route table (packages/shared/src/route-table/groups/billing.routes.ts). */
const NAMED_PAGES = [
  { name: 'login', path: '/login', signedIn: false },
  { name: 'home', path: '/', signedIn: true },
  { name: 'bill list', path: '/billManage/billList', signedIn: true },
];
const menuPages = () => menuPagePaths().map((path) => ({ name: path, path, signedIn: true }));
const PAGES =
  process.env.LH_PAGES === 'menu'
    ? menuPages()
    : process.env.LH_PAGES?.startsWith('/')
      ? process.env.LH_PAGES.split(',').map((path) => ({ name: path, path, signedIn: true }))
      : NAMED_PAGES.filter((p) => !process.env.LH_PAGES || process.env.LH_PAGES.split(',').includes(p.name));
const FIXED_SLOWDOWN = Number(process.env.LH_CPU_SLOWDOWN ?? (MOBILE ? 4 : 1));
const TARGET_INDEX = process.env.LH_TARGET_INDEX ? Number(process.env.LH_TARGET_INDEX) : null;

/** Lighthouse's own benchmark, run in a blank tab of the browser it drives (about a second). */
async function benchmarkIndex(port: number): Promise<number> {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const tab = await browser.newPage();
    const index = (await tab.evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`)) as number;
    await tab.close();
    return index;
  } finally {
    await browser.disconnect();
  }
}
const SLOWDOWN_SAID = TARGET_INDEX ? `CPU slowdown to a benchmark index of ${TARGET_INDEX}` : `CPU slowdown ${FIXED_SLOWDOWN}×`;
/** The CPU slowdown for the next page: fixed, or the machine's index now ÷ the target's (never below 1). */
const slowdownFor = async (port: number) => (TARGET_INDEX ? Math.max(1, (await benchmarkIndex(port)) / TARGET_INDEX) : FIXED_SLOWDOWN);

type Run = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];
const score = (lhr: Run, category: 'performance' | 'accessibility') => Math.round((lhr.categories[category]?.score ?? 0) * 100);

async function audit(port: number, url: string): Promise<Run> {
  const slowdown = await slowdownFor(port);
  const flags: Flags = { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] };
  const base: Config = MOBILE ? { extends: 'lighthouse:default' } : desktopConfig;
  const config: Config = {
    ...base,
    settings: { ...base.settings, throttling: { ...base.settings?.throttling, cpuSlowdownMultiplier: slowdown } },
  };
  const runs: Run[] = [];
  // A busy machine can time a DevTools call out: such a run is tried again, twice at most.
  for (let failures = 0; runs.length < RUNS; ) {
    const lhr = (await lighthouse(url, flags, config))?.lhr;
    if (lhr && !lhr.runtimeError) runs.push(lhr);
    else if (++failures > 2) throw new Error(`${url}: ${lhr?.runtimeError?.message ?? 'Lighthouse returned nothing'}`);
  }
  runs.sort((a, b) => score(a, 'performance') - score(b, 'performance'));
  return runs[Math.floor(runs.length / 2)]!;
}

function report(name: string, lhr: Run) {
  fs.mkdirSync(RESULTS, { recursive: true });
  fs.writeFileSync(path.join(RESULTS, `lighthouse-${name.replace(/\W+/g, '-')}.json`), JSON.stringify(lhr));
  const perf = score(lhr, 'performance');
  const a11y = score(lhr, 'accessibility');
  const mark = (value: number, goal: number) => `${value}${value >= goal ? '' : ` (goal ${goal})`}`;
  console.log(`\n${name}: ${lhr.finalDisplayedUrl}`);
  console.log(`  performance ${mark(perf, GOAL.performance)} · accessibility ${mark(a11y, GOAL.accessibility)}`);
  console.log(`  ${METRICS.map((id) => `${id.replace(/-/g, ' ')} ${lhr.audits[id]?.displayValue ?? '?'}`).join(' · ')}`);
  const bytes = (id: string) => `${((lhr.audits[id]?.numericValue ?? 0) / 1024).toFixed(0)} KiB`;
  const unusedJs = lhr.audits['unused-javascript']?.details;
  const unused = unusedJs && 'overallSavingsBytes' in unusedJs ? `${((unusedJs.overallSavingsBytes ?? 0) / 1024).toFixed(0)} KiB` : '0 KiB';
  console.log(
    `  transferred ${bytes('total-byte-weight')} · unused JS ${unused} · benchmark index ${lhr.environment.benchmarkIndex} · CPU slowdown ${lhr.configSettings.throttling.cpuSlowdownMultiplier.toFixed(2)}×`,
  );
  const failing = Object.values(lhr.audits).filter(
    (a) => a.scoreDisplayMode === 'binary' && a.score === 0 && lhr.categories.accessibility?.auditRefs.some((r) => r.id === a.id),
  );
  for (const a of failing) console.log(`  accessibility: ${a.id}: ${a.title}`);
  const ms = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? 0);
  return {
    name,
    perf,
    a11y,
    tbt: ms('total-blocking-time'),
    lcp: ms('largest-contentful-paint'),
    kib: Math.round((lhr.audits['total-byte-weight']?.numericValue ?? 0) / 1024),
    index: Math.round(lhr.environment.benchmarkIndex),
    slowdown: lhr.configSettings.throttling.cpuSlowdownMultiplier,
  };
}

type Row = ReturnType<typeof report>;
/** One line per page, then how many meet each goal: the table bench/README.md keeps. */
function summary(rows: Row[]) {
  console.log(`\n| page | performance | TBT | LCP | transferred | benchmark index | CPU slowdown |\n|---|---|---|---|---|---|---|`);
  for (const r of rows)
    console.log(
      `| ${r.name} | ${r.perf} | ${r.tbt} ms | ${(r.lcp / 1000).toFixed(1)} s | ${r.kib} KiB | ${r.index} | ${r.slowdown.toFixed(2)}× |`,
    );
  const sorted = rows.map((r) => r.perf).sort((a, b) => a - b);
  console.log(
    `\n${rows.length} pages, ${SLOWDOWN_SAID}: performance ≥ ${GOAL.performance} on ${rows.filter((r) => r.perf >= GOAL.performance).length}, ` +
      `TBT ≤ 150 ms on ${rows.filter((r) => r.tbt <= 150).length}; performance median ${sorted[Math.floor(sorted.length / 2)]}, lowest ${sorted[0]}`,
  );
}

async function main() {
  const [load1] = os.loadavg();
  console.log(
    `Lighthouse ${MOBILE ? 'mobile' : 'desktop'}, ${RUNS} run(s) per page, ${SLOWDOWN_SAID}, ${os.cpus().length} cores, load average ${load1?.toFixed(1)}`,
  );
  let server: ServerRun | null = null;
  const chrome = await launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  try {
    server = await startBuiltApp();
    const results = [];
    for (const page of PAGES.filter((p) => !p.signedIn)) results.push(report(page.name, await audit(chrome.port, server.base + page.path)));

    // The session cookie (HttpOnly) and its readable hint, from a sign-in through the API. The
    // browser keeps them: Lighthouse clears caches between runs, not cookies.
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    await browser.setCookie(...(await signInCookies(server.base)));
    await browser.disconnect();
    for (const page of PAGES.filter((p) => p.signedIn)) results.push(report(page.name, await audit(chrome.port, server.base + page.path)));

    summary(results);
    const met = results.every((r) => r.perf >= GOAL.performance && r.a11y >= GOAL.accessibility);
    console.log(
      `\n${met ? 'every page meets' : 'NOT every page meets'} the goal (performance ≥ ${GOAL.performance}, accessibility ≥ ${GOAL.accessibility})`,
    );
  } finally {
    chrome.kill();
    await server?.stop();
  }
}

await main();
