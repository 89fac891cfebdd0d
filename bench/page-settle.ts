/**
 * When a page is usable: its path reached, nothing in the main area spinning or a skeleton, some
 * content drawn (a table row or its empty state, a card or home's panel, a form, a description list, a result),
 * and the main area unchanged for a quiet window. The time reported is the main area's last change
 * before that window, from the start of the navigation: the window itself is not counted.
 */
import type { Page } from 'playwright-core';

/** How long the main area must stay unchanged to count as settled. */
const QUIET_MS = 200;
/** Past this a page is reported as never settling (-1). */
const GIVE_UP_MS = 15_000;

/**
 * In the page: a promise of ms from `t0` to the settled state, or -1. Kept as source text: tsx
 * (esbuild) wraps named functions in a helper the page does not have, so a function passed from
 * here would not run there.
 */
const SETTLED_SINCE = `(t0, path, quietMs, giveUpMs, mustChange) => {
  let last = Math.max(t0, performance.now());
  // The old page stays drawn until the new one renders (a chunk may load first, with no spinner
  // for 300 ms): nothing counts as settled before the page has changed at least once.
  let changed = !mustChange;
  const observer = new MutationObserver(() => { last = performance.now(); changed = true; });
  observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  // Home draws its panels without antd's Card (modules/home/home.css): .lc-home-panel.
  const content = '.ant-table-row, .ant-empty, .ant-card, .lc-home-panel, form, .ant-descriptions, .ant-result, .ant-list-item, [role="tabpanel"]';
  return new Promise((resolve) => {
    const tick = () => {
      const now = performance.now();
      const main = document.querySelector('main');
      const busy = !main || main.querySelector('.ant-spin-spinning, .ant-skeleton, .ant-spin-blur');
      const drawn = main && main.querySelector(content);
      if (changed && location.pathname === path && !busy && drawn && now - last >= quietMs) {
        observer.disconnect();
        resolve(Math.round(last - t0));
      } else if (now - t0 > giveUpMs) {
        observer.disconnect();
        resolve(-1);
      } else setTimeout(tick, 20);
    };
    tick();
  });
}`;

/**
 * Opens `path` inside the running app as a menu click does (the router reads the new location from
 * a popstate; chunks and data already cached stay cached) and returns ms to settled content, or -1.
 */
export async function timeInAppNavigation(page: Page, path: string): Promise<number> {
  const pathname = new URL(path, 'http://x').pathname;
  return page.evaluate(`(() => {
    const t0 = performance.now();
    const settled = (${SETTLED_SINCE})(t0, ${JSON.stringify(pathname)}, ${QUIET_MS}, ${GIVE_UP_MS}, true);
    history.pushState(null, '', ${JSON.stringify(path)});
    dispatchEvent(new PopStateEvent('popstate'));
    return settled;
  })()`);
}

/**
 * After an action already under way (a sign-in that ends on `path`, perhaps through a new
 * document): waits for settled content there and returns how long ago the page last changed, so
 * the caller's wall-clock start gives the time to settled content. -1: never settled.
 */
export async function quietTailAt(page: Page, path: string): Promise<number> {
  await page.waitForURL((url) => url.pathname === path, { timeout: GIVE_UP_MS });
  return page.evaluate(`(async () => {
    const t0 = performance.now();
    const settled = await (${SETTLED_SINCE})(t0, ${JSON.stringify(path)}, ${QUIET_MS}, ${GIVE_UP_MS}, false);
    return settled < 0 ? -1 : Math.round(performance.now() - (t0 + settled));
  })()`);
}

/** The value at the given fraction of the sorted sample (nearest rank). */
export function percentile(values: readonly number[], fraction: number): number {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!;
}
