/** The built app signed in as the admin, one Chromium page with its CPU throttled (page-profile, long-tasks). */
import { type Browser, type CDPSession, type Page, chromium } from 'playwright-core';
import { contextCookies, startBuiltApp } from './lighthouse-server';

export type ThrottledPage = {
  browser: Browser;
  page: Page;
  cdp: CDPSession;
  /** Opens P (default /home) and waits for the network to be idle, then one second more. */
  load(): Promise<void>;
};

/** Runs `use` on a page of the built app, its CPU SLOW times slower (default 2); stops browser and server after. */
export async function onThrottledPage<T>(use: (p: ThrottledPage) => Promise<T>): Promise<T> {
  const run = await startBuiltApp();
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  try {
    const context = await browser.newContext({ viewport: { width: 1350, height: 940 } });
    await context.addCookies(await contextCookies(run.base));
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(process.env.SLOW ?? 2) });
    const load = async () => {
      await page.goto(run.base + (process.env.P ?? '/home'), { waitUntil: 'networkidle' });
      await page.waitForTimeout(1000);
    };
    return await use({ browser, page, cdp, load });
  } finally {
    await browser.close();
    await run.stop();
  }
}
