/**
 * Where a page's main thread goes while it loads (issue 31's total blocking time): the built app
 * signed in as the admin, Chromium's CPU throttled SLOW times (default 2), a sampling CPU profile
 * from navigation to a second after the network is idle, mapped through the build's source maps.
 * Prints the long tasks, then self time by package or source folder and by function.
 * Build with maps first: `npx vite build --sourcemap --outDir /tmp/dist-map` in apps/web, then
 * WEB_DIST=/tmp/dist-map npx tsx page-profile.ts (P=/path, default /home).
 */
import fs from 'node:fs';
import { chromium } from 'playwright-core';
import { SourceMapConsumer } from 'source-map-js';
import { signInCookies, startBuiltApp } from './lighthouse-server';

type ProfileNode = { id: number; callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number } };
type Profile = { nodes: ProfileNode[]; samples?: number[]; timeDeltas?: number[] };

const dist = process.env.WEB_DIST;
if (!dist) throw new Error('WEB_DIST=<a build made with --sourcemap>');
const run = await startBuiltApp();
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  const context = await browser.newContext({ viewport: { width: 1350, height: 940 } });
  await context.addCookies((await signInCookies(run.base)).map((c) => ({ name: c.name, value: c.value, domain: 'localhost', path: '/' })));
  const page = await context.newPage();
  await page.addInitScript(
    `window.__longTasks = []; new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__longTasks.push([Math.round(e.startTime), Math.round(e.duration)]); }).observe({ type: 'longtask', buffered: true });`,
  );
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(process.env.SLOW ?? 2) });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await page.goto(run.base + (process.env.P ?? '/home'), { waitUntil: 'networkidle' });
  await page.waitForTimeout(1000);
  const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
  console.log(`long tasks [start, ms]: ${JSON.stringify(await page.evaluate('window.__longTasks'))}`);

  const selfTime = new Map<number, number>();
  profile.samples?.forEach((id, i) => selfTime.set(id, (selfTime.get(id) ?? 0) + (profile.timeDeltas?.[i] ?? 0)));
  const maps = new Map<string, SourceMapConsumer | null>();
  const mapOf = (url: string) => {
    if (!maps.has(url)) {
      const file = `${dist}${new URL(url).pathname}.map`;
      maps.set(url, fs.existsSync(file) ? new SourceMapConsumer(JSON.parse(fs.readFileSync(file, 'utf8'))) : null);
    }
    return maps.get(url);
  };
  const byPlace = new Map<string, number>();
  const byFunction = new Map<string, number>();
  const add = (m: Map<string, number>, key: string, us: number) => m.set(key, (m.get(key) ?? 0) + us);
  for (const node of profile.nodes) {
    const us = selfTime.get(node.id) ?? 0;
    if (!us) continue;
    const frame = node.callFrame;
    let name = frame.functionName || '(anonymous)';
    let source = frame.url ? new URL(frame.url).pathname : name;
    const map = frame.url.startsWith('http') ? mapOf(frame.url) : null;
    const original = map?.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
    if (original?.source) {
      source = original.source.replace(/.*node_modules\//, 'npm:').replace(/^(\.\.\/)+/, '');
      name = `${original.name ?? name} ${source}:${original.line}`;
    }
    const parts = source.split('/');
    const place = source.startsWith('npm:')
      ? parts.slice(0, parts[0]!.startsWith('npm:@') ? 2 : 1).join('/')
      : parts.slice(0, -1).join('/') || source;
    add(byPlace, place, us);
    add(byFunction, name, us);
  }
  const top = (m: Map<string, number>, n: number) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, us]) => `${(us / 1000).toFixed(0).padStart(6)} ms  ${k}`)
      .join('\n');
  console.log(`--- self time by package or folder\n${top(byPlace, 25)}\n--- by function\n${top(byFunction, 40)}`);
} finally {
  await browser.close();
  await run.stop();
}
