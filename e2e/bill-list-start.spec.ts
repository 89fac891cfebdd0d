import { type Page, expect, test } from '@playwright/test';
import { DEMO, expectAccessible, signIn } from './support/session';
import { field, search } from './support/widgets';

/*
 * The salesperson's bill list asks for its first page from the route, beside the session check,
 * instead of after the page's code has loaded; the table takes that reply and does not ask again.
 * Filters from the address and the back button still decide the rows.
 */

const LIST = '/billManage/billList';
const MINE = '/api/bill/v1/bill/mine';

/** In order: each list request as the browser sends it, and each JavaScript file as it finishes. */
function watch(page: Page) {
  const events: { kind: 'list' | 'chunk'; url: string }[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === MINE) events.push({ kind: 'list', url: r.url() });
  });
  page.on('requestfinished', (r) => {
    if (r.url().endsWith('.js')) events.push({ kind: 'chunk', url: r.url() });
  });
  return {
    lists: () => events.filter((e) => e.kind === 'list').map((e) => new URL(e.url).searchParams),
    clear: () => events.splice(0),
    /** Was the list asked for before the bill list page's own chunk had arrived? */
    listBeforePage: () => {
      const list = events.findIndex((e) => e.kind === 'list');
      const chunk = events.findIndex((e) => e.kind === 'chunk' && /\/bill-list-page-[^/]*\.js$/.test(e.url));
      return list >= 0 && chunk >= 0 && list < chunk;
    },
  };
}

const rows = (page: Page) => page.locator('tbody tr.ant-table-row');
const billLinks = (page: Page) => rows(page).getByRole('link');

test('the bill list starts its first page from the route, once, and keeps address filters and the back button', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, DEMO.sales);
  const seen = watch(page);

  // A fresh load of the list (the user's session is checked again): one request, sent before the page's code arrived.
  await page.goto(LIST);
  await expect(rows(page).first()).toBeVisible({ timeout: 60_000 });
  const first = (await billLinks(page).first().innerText()).trim();
  expect(seen.lists()).toHaveLength(1);
  expect(seen.listBeforePage()).toBe(true);
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
});
