import { ARCHIVE_API, ARCHIVE_TRANSFER_API, BILL_API, type Endpoint, GRANT_API, ORDER_TRANSFER_API, routePath } from '@lc/shared';
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
const hasStatus = (code: number) => (r: Row) => r.status === code;
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
  {
    who: '13800001002', // vice-president: change_order_approve
    group: '转单管理',
    link: '转单审批',
    list: ORDER_TRANSFER_API.endpoints.approvals,
    filter: 'transferOrderStatus',
    value: '1',
    shows: '待审批',
    matches: hasStatus(1),
  },
  {
    who: '13800000021', // finance: bill_grant_issue
    group: '放款管理',
    link: '财务放款',
    list: GRANT_API.endpoints.financeList,
    filter: 'status',
    value: '2',
    shows: '待放款',
    matches: hasStatus(2),
  },
  ...(
    [
      ['13800000022', '高管一审', GRANT_API.endpoints.vp1List],
      ['13800000023', '高管二审', GRANT_API.endpoints.vp2List],
    ] as const
  ).map(([who, link, list]) => ({
    who, // executive 1 or 2: bill_grant_approve_vp1 / vp2
    group: '放款管理',
    link,
    list,
    filter: 'status',
    value: '1',
    shows: '待审核',
    matches: hasStatus(1),
  })),
  {
    who: '13800000061', // a listed transfer approver: archive_transfer_approval_new
    group: '档案调档（新）',
    link: '调档审批',
    list: ARCHIVE_TRANSFER_API.endpoints.approvalList,
    filter: 'status',
    value: '0',
    shows: '审批中',
    matches: hasStatus(0),
  },
  {
    who: '13800000032', // custodian: archive_manage
    group: '档案管理',
    link: '档案建档管理',
    list: ARCHIVE_API.endpoints.list,
    filter: 'status',
    value: '1',
    shows: '未入库',
    matches: hasStatus(1),
  },
];

/** The list's first read after the page opens: its query and its rows. */
const listRead = (page: Page, list: Endpoint) =>
  page.waitForResponse((r) => r.request().method() === 'GET' && new URL(r.url()).pathname === routePath(list) && r.ok());

for (const c of CASES) {
  test(`${c.link} opens from the menu on ${c.filter}=${c.value}; cleared, it asks for everything`, async ({ page }) => {
    await signIn(page, c.who);
    const read = listRead(page, c.list);
    const nav = page.getByRole('navigation', { name: '主菜单' });
    const link = nav.getByRole('link', { name: c.link, exact: true });
    // A group already open (the one holding the home page's entry) stays open: clicked, it would close.
    if (!(await link.isVisible())) await nav.getByText(c.group, { exact: true }).click();
    await link.click();
    const first = await read;
    expect(new URL(first.url()).searchParams.get(c.filter)).toBe(c.value);
    // The filter shows the default, and every row the list shows matches it.
    await expect(page.locator('.ant-form-item', { has: field(page, c.filter) })).toContainText(c.shows);
    // The demo holds rows in the default's status: the first read shows some, and only such rows.
    const rows = ((await first.json()) as { data: { list: Row[] } }).data.list;
    expect(rows.length, `${c.link}: rows on ${c.filter}=${c.value}`).toBeGreaterThan(0);
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
