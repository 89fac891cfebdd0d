import { type Page, expect, test } from '@playwright/test';
import { DEMO, expectAccessible, signIn } from './support/session';
import { field, search } from './support/widgets';

/*
 * The salesperson's bill list asks for its first page from the route, once the session check
 * allows it, instead of after the page's code has loaded; the table takes that reply and does not ask again.
 * Filters from the address and the back button still decide the rows.
 */

const LIST = '/billManage/billList';
const MINE = '/api/bill/v1/bill/mine';

/** The list requests the browser sends, with their query strings. */
function watch(page: Page) {
  const sent: URLSearchParams[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname === MINE) sent.push(url.searchParams);
  });
  return { lists: () => [...sent], clear: () => sent.splice(0) };
}

/**
 * Holds the bill list page's own chunk back for a while and says whether the list's request went
 * out meanwhile: only the route can have sent it then, as the page's code has not arrived.
 */
async function listSentWithoutThePage(page: Page, seen: ReturnType<typeof watch>) {
  let sentMeanwhile: boolean | null = null;
  await page.route(/\/assets\/bill-list-page-[^/]*\.js$/, async (route) => {
    await expect
      .poll(() => seen.lists().length, { timeout: 10_000 })
      .toBeGreaterThan(0)
      .catch(() => undefined);
    sentMeanwhile = seen.lists().length > 0;
    await route.continue();
  });
  return () => sentMeanwhile;
}

const rows = (page: Page) => page.locator('tbody tr.ant-table-row');
const billLinks = (page: Page) => rows(page).getByRole('link');

test('the bill list starts its first page from the route, once, and keeps address filters and the back button', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, DEMO.sales);
  const seen = watch(page);
  const sentMeanwhile = await listSentWithoutThePage(page, seen);

  // A fresh load of the list (the user's session is checked again): one request, sent while the page's code was held back.
  await page.goto(LIST);
  await expect(rows(page).first()).toBeVisible({ timeout: 60_000 });
  const first = (await billLinks(page).first().innerText()).trim();
  expect(seen.lists()).toHaveLength(1);
  expect(sentMeanwhile()).toBe(true);
  await page.unrouteAll();
  await expectAccessible(page);

  // A bookmark with a filter: the route's request carries it, the bar shows it, the rows follow it.
  seen.clear();
  await page.goto(`${LIST}?keyword=${encodeURIComponent(first)}`);
  await expect(billLinks(page)).toHaveText([first]);
  await expect(field(page, 'keyword')).toHaveValue(first);
  expect(seen.lists().map((q) => q.get('keyword'))).toEqual([first]);

  // Back to the unfiltered list through the bar, then the back button returns to the filter.
  await field(page, 'keyword').fill('');
  await search(page);
  await expect(page).toHaveURL(new RegExp(`${LIST}$`));
  await expect.poll(async () => billLinks(page).count()).toBeGreaterThan(1);
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`keyword=`));
  await expect(billLinks(page)).toHaveText([first]);
  await expect(field(page, 'keyword')).toHaveValue(first);

  // A fresh load of a list the salesperson may not open: the no-permission page, and the route
  // started no request the server refuses.
  const refused: string[] = [];
  page.on('response', (r) => void (r.status() === 403 && refused.push(r.url())));
  await page.goto('/billManage/billAll');
  await expect(page).toHaveURL(/\/401$/);
  await expect(page.getByText('抱歉，您无权访问此页面')).toBeVisible();
  expect(refused).toEqual([]);
});
