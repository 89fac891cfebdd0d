/**
 * Where a page's layout shift comes from, as Lighthouse sees it (issue 31): one Lighthouse run per
 * page (desktop preset, the built app, signed in as the admin), then every LayoutShift of its trace
 * with its time, score and the rectangles that moved ([x, y, width, height] before → after).
 * P=/a,/b names the signed-in pages (default /home). Build the web app first.
 */
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import puppeteer from 'puppeteer-core';
import { signInCookies, startBuiltApp } from './lighthouse-server';

type TraceEvent = {
  name: string;
  ts: number;
  args: { data?: { score?: number; had_recent_input?: boolean; impacted_nodes?: { old_rect: number[]; new_rect: number[] }[] } };
};

const chrome = await launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags: ['--headless', '--no-sandbox'] });
const server = await startBuiltApp();
try {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  await browser.setCookie(...(await signInCookies(server.base)));
  await browser.disconnect();
  for (const path of (process.env.P ?? '/home').split(',')) {
    const result = await lighthouse(
      server.base + path,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
      desktopConfig,
    );
    if (!result) throw new Error(`${path}: Lighthouse returned nothing`);
    const trace = (result.artifacts.Trace as { traceEvents: TraceEvent[] }).traceEvents;
    console.log(`${path}: cumulative layout shift ${result.lhr.audits['cumulative-layout-shift']?.numericValue?.toFixed(4)}`);
    const start = trace.find((e) => e.name === 'navigationStart')?.ts ?? 0;
    for (const e of trace.filter((e) => e.name === 'LayoutShift')) {
      const d = e.args.data ?? {};
      const moved = (d.impacted_nodes ?? []).slice(0, 6).map((n) => `${JSON.stringify(n.old_rect)} → ${JSON.stringify(n.new_rect)}`);
      console.log(
        `  ${Math.round((e.ts - start) / 1000)} ms · score ${d.score?.toFixed(4)}${d.had_recent_input ? ' (after input)' : ''}\n    ${moved.join('\n    ')}`,
      );
    }
  }
} finally {
  chrome.kill();
  await server.stop();
}
