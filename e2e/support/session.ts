import AxeBuilder from '@axe-core/playwright';
import { type Browser, type Page, expect, test } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo@2026';
export const DEMO = {
  admin: '13800000000',
  sales: '13800000011',
  granter: '13800000021',
  risk: '13800000031',
} as const;

const CSRF = { 'x-requested-with': 'XMLHttpRequest' };

/** Signs in through the login page, as staff do: for the tests of the form itself. */
export async function signInThroughForm(page: Page, mobile: string, password = DEMO_PASSWORD) {
  await page.goto('/login');
  await page.getByLabel('手机号').fill(mobile);
  await page.getByLabel('密码').fill(password);
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/**
 * Where a sign-in leaves the page: a path to open (home, where the login form leads, unless told),
 * or `null` when the next step opens its own page.
 */
export type Landing = string | null;
/** The landing of a turn whose work opens its own page first. */
export const NO_PAGE: Landing = null;

/**
 * Signs in with the login form's own request, in the page's browser context (its cookies are the
 * session), then opens `at`. The form is tested in shell.spec.ts; typing it for every member of
 * staff cost two page loads per sign-in (the login page, then home) and no coverage.
 */
export async function signIn(page: Page, mobile: string, at: Landing = '/home') {
  // The page a sign-out left can still meet a 401 of the old session and clear the sign-in hint
  // cookie, the new session's too: it is closed first, so nothing of it outlives the new start.
  if (page.url() !== 'about:blank') await page.goto('about:blank');
  const reply = await page.request.post('/api/auth/v1/userInfo/login', { data: { mobile, password: DEMO_PASSWORD }, headers: CSRF });
  expect(reply.status(), await reply.text()).toBe(200);
  if (at === null) return;
  await page.goto(at);
  await expect(page).not.toHaveURL(/\/login/);
}

/**
 * Until every finite animation and transition has ended (antd fades modals, menus and toasts in).
 * Mid-fade text is half transparent: its contrast is not what staff read. Finite animations are
 * finished at once rather than waited for, so a slow machine does not stretch them; spinners loop
 * forever and are left alone. This only waits: if motion outlasts it, axe still judges the page.
 * Still means still on two looks in a row: the side menu renders from a deferred copy a moment
 * after the page, and its selected item's colour change could start just after one quiet look.
 */
async function motionSettled(page: Page) {
  await page.evaluate(() => void ((window as unknown as { lcStillLooks?: number }).lcStillLooks = 0)).catch(() => undefined);
  await page
    .waitForFunction(
      () => {
        const finite = document.getAnimations().filter((a) => a.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY);
        for (const animation of finite) if (animation.playState === 'running') animation.finish();
        const still =
          finite.every((a) => a.playState !== 'running') &&
          !document.querySelector('[class*="-appear-active"], [class*="-enter-active"], [class*="-leave-active"]') &&
          // Content dimmed under a spinner (a route or a table loading) is not what staff read either.
          !document.querySelector('.ant-spin-blur');
        const looks = window as unknown as { lcStillLooks?: number };
        looks.lcStillLooks = still ? (looks.lcStillLooks ?? 0) + 1 : 0;
        return looks.lcStillLooks >= 2;
      },
      undefined,
      { timeout: 10_000, polling: 100 },
    )
    .catch(() => undefined);
}

/** axe-core over the current page: no serious or critical violation. */
export async function expectAccessible(page: Page) {
  await motionSettled(page);
  // A toast fading in or out is half transparent for a moment: its contrast is not what staff read.
  // Legacy mode runs axe.run in the page itself: the console has no cross-origin frames, and the
  // default (runPartial, then finishRun in a fresh blank page) costs a second page per scan.
  // Only violations are read, so only they are gathered: axe's unique selectors for every passing
  // node made up half of a scan's time.
  const results = await new AxeBuilder({ page })
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .exclude('.ant-message-fade-enter')
    .exclude('.ant-message-fade-leave')
    .analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map(
      (v) =>
        `${v.id}: ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(' | ')}`,
    ),
  ).toEqual([]);
}

/** Logs out through the user menu in the header. */
export async function signOut(page: Page) {
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  await expect(page).toHaveURL(/\/login/);
}

/**
 * Signs in as `mobile`, does `work`, signs out: one staff member's turn in a workflow. The turn
 * starts on home, or on `at` (see Landing) when given before the work.
 */
export async function as(page: Page, mobile: string, work: () => Promise<void>): Promise<void>;
export async function as(page: Page, mobile: string, at: Landing, work: () => Promise<void>): Promise<void>;
export async function as(page: Page, mobile: string, ...rest: [() => Promise<void>] | [Landing, () => Promise<void>]) {
  const [at, work] = rest.length === 1 ? ['/home', rest[0]] : rest;
  await signIn(page, mobile, at);
  await work();
  await signOut(page);
}

/** A second signed-in browser, as another member of staff at another desk. */
export async function secondDesk(browser: Browser, mobile: string) {
  const { baseURL, reducedMotion } = test.info().project.use;
  const context = await browser.newContext({
    baseURL: baseURL!,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    reducedMotion: reducedMotion ?? null,
  });
  const page = await context.newPage();
  await signIn(page, mobile);
  return { page, close: () => context.close() };
}
