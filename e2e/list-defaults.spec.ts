import { BILL_API, type Endpoint, routePath } from '@lc/shared';
import { type Page, expect, test } from '@playwright/test';
import { signIn } from './support/session';
import { field } from './support/widgets';

type Row = { status?: number; submittedAt?: string | null };

/** One route default of spec 001 §4 on the list staff open from the menu (decision 0076). */
type Case = {
  who: string;
  group: string;
  link: string;
  list: Endpoint;
  filter: string;
  value: string;
  shows: string;
  matches: (row: Row) => boolean;
};

const DAY = 86_400_000;
const CASES: Case[] = [
  {
    who: '13800001002', // vice-president: bill_approve_vp
    group: '报单管理',
    link: '副总审批',
    list: BILL_API.endpoints.inboxVp,
    filter: 'pastDays',
    value: '60',
    shows: '近60天',
    matches: (r) => r.submittedAt !== null && r.submittedAt !== undefined && Date.parse(r.submittedAt) > Date.now() - 60 * DAY,
  },
];

/** The list's first read after the page opens: its query and its rows. */
const listRead = (page: Page, list: Endpoint) =>
  page.waitForResponse((r) => r.request().method() === 'GET' && new URL(r.url()).pathname === routePath(list) && r.ok());

for (const c of CASES) {
  test(`${c.link} opens from the menu on ${c.filter}=${c.value}; cleared, it asks for everything`, async ({ page }) => {
    await signIn(page, c.who);
    const read = listRead(page, c.list);
    await page.getByRole('navigation', { name: '主菜单' }).getByText(c.group, { exact: true }).click();
    await page.getByRole('link', { name: c.link, exact: true }).click();
    const first = await read;
    expect(new URL(first.url()).searchParams.get(c.filter)).toBe(c.value);
    // The filter shows the default, and every row the list shows matches it.
    await expect(page.locator('.ant-form-item', { has: field(page, c.filter) })).toContainText(c.shows);
    const rows = ((await first.json()) as { data: { list: Row[] } }).data.list;
    for (const row of rows) expect(c.matches(row), JSON.stringify(row)).toBe(true);

    // Cleared (the field's clear icon, then search), the list asks for everything.
    const all = listRead(page, c.list);
    const item = page.locator('.ant-form-item', { has: field(page, c.filter) });
    await item.hover();
    await item.locator('.ant-select-clear').click();
    await page.getByRole('button', { name: /查\s*询/ }).click();
    expect(new URL((await all).url()).searchParams.get(c.filter)).toBeNull();
    await expect(page).toHaveURL(new RegExp(`[?&]${c.filter}=(&|$)`));
  });
}
