import { type Page, expect, test } from '@playwright/test';
import { DEMO, expectAccessible, signIn, signOut } from './support/session';

const LIST = '/systemTools/testList';
/** The Beijing salesperson's name, exactly (others' names contain it). */
const ONLY_SALES_BJ = /^业务员（演示）$/;
const field = (page: Page, key: string) => page.locator(`#listFilter_${key}`);
const table = (page: Page) => page.getByRole('table');
const firstRecordNo = (page: Page) => table(page).locator('tbody tr.ant-table-row').first().locator('td').first();
const salespersonCells = (page: Page) => table(page).locator('tbody tr.ant-table-row td:nth-child(11)');

/** Opens an antd select by its label's control and picks an option by its text. */
async function choose(page: Page, key: string, option: string) {
  await field(page, key).click();
  await page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${option}"]`).click();
}
/** What a select shows: its value's label, or its placeholder ('全部') when empty. */
const selected = (page: Page, key: string) =>
  page
    .locator('.ant-form-item', { has: field(page, key) })
    .locator('.ant-select')
    .first();
const search = (page: Page) => page.getByRole('button', { name: /查\s*询/ }).click();

test.describe('list block: filters, paging and the URL', () => {
  test('admin cascades region → department → salesperson, pages, reloads, goes back and resets', async ({ page }) => {
    await signIn(page, DEMO.admin);
    await page.goto(LIST);
    await expect(page.getByTestId('list-total')).toHaveText(/^共 [\d,]+\+? 条$/);
    await expect(table(page).locator('tbody tr.ant-table-row')).toHaveCount(10);

    // The cascade: a new region clears the department and puts the salesperson back to "all".
    await choose(page, 'areaCode', '北京');
    await choose(page, 'businessDeptCode', '北京业务一部');
    await choose(page, 'salesId', '业务员（演示）');
    await choose(page, 'areaCode', '上海');
    await expect(selected(page, 'businessDeptCode')).toHaveText('全部');
    await expect(selected(page, 'salesId')).toHaveText('全部业务员');
    await choose(page, 'areaCode', '北京');
    await choose(page, 'businessDeptCode', '北京业务一部');
    await choose(page, 'salesId', '业务员（演示）');
    const searchRequest = page.waitForRequest((r) => r.url().includes('/api/v1/gallery/records') && r.url().includes('salesId='));
    await search(page);
    expect(new URL((await searchRequest).url()).searchParams.get('withTotal')).toBe('1');
    await expect(page).toHaveURL(/areaCode=BJ_11/);
    await expect(page).toHaveURL(/businessDeptCode=BJ_BD1/);
    await expect(page).toHaveURL(/salesId=\d+/);
    await expect(salespersonCells(page).filter({ hasNotText: ONLY_SALES_BJ })).toHaveCount(0);
    const filteredUrl = page.url();

    // Page 2, then a reload: the same filters and page come back from the URL.
    const onPage1 = (await firstRecordNo(page).textContent()) ?? '';
    // Only the page changed: the total is kept, not counted again.
    const page2Request = page.waitForRequest((r) => r.url().includes('/api/v1/gallery/records') && r.url().includes('pageNum=2'));
    await page.locator('.ant-pagination-item-2').click();
    expect(new URL((await page2Request).url()).searchParams.get('withTotal')).toBe('0');
    await expect(page).toHaveURL(/pageNum=2/);
    await expect(page.locator('.ant-pagination-item-active')).toHaveText('2');
    // The previous rows stay on screen until page 2 arrives.
    await expect(firstRecordNo(page)).not.toHaveText(onPage1);
    const onPage2 = await firstRecordNo(page).textContent();
    await page.reload();
    await expect(page.locator('.ant-pagination-item-active')).toHaveText('2');
    await expect(firstRecordNo(page)).toHaveText(onPage2 ?? '');
    await expect(selected(page, 'areaCode')).toHaveText('北京');
    await expect(selected(page, 'salesId')).toHaveText('业务员（演示）');
    for (const name of await salespersonCells(page).allTextContents()) expect(name).toBe('业务员（演示）');

    // Back: the previous state (page 1 of the same filter).
    await page.goBack();
    await expect(page).toHaveURL(filteredUrl);
    await expect(page.locator('.ant-pagination-item-active')).toHaveText('1');
    await expect(firstRecordNo(page)).toHaveText(onPage1);

    // Reset: the route's defaults (every salesperson), an empty URL.
    await page.getByRole('button', { name: /重\s*置/ }).click();
    await expect(page).toHaveURL(new RegExp(`${LIST}$`));
    await expect(selected(page, 'salesId')).toHaveText('全部业务员');
    await expect(selected(page, 'areaCode')).toHaveText('全部');
    await expect(salespersonCells(page).filter({ hasNotText: ONLY_SALES_BJ }).first()).toBeVisible();
    await page.mouse.move(0, 0); // off the button: axe checks colours as they rest, not hovered
    await expectAccessible(page);

    // Over 50 rows a page, only the rows on screen are in the DOM.
    await page.goto(`${LIST}?pageSize=100`);
    await expect(page.locator('.ant-table-tbody-virtual')).toBeVisible();
    const rendered = await page.locator('.ant-table-row').count();
    expect(rendered).toBeGreaterThan(5);
    expect(rendered).toBeLessThan(100);
  });

  test('a phone shows cards and loads more as the user scrolls', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, DEMO.admin);
    await page.goto(LIST);
    const cards = page.getByTestId('list-card');
    await expect(cards).toHaveCount(10);
    await expect(table(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: '筛选' })).toBeVisible();
    await cards.last().scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 5000);
    await expect(cards).toHaveCount(20);
    await page.mouse.wheel(0, 10000);
    await expect(cards).toHaveCount(30);
    await expectAccessible(page);
  });

  test('a salesperson sees only their own records', async ({ page }) => {
    // The gallery's code is ours and granted to the admin only: the admin grants it to role 11.
    await signIn(page, DEMO.admin);
    await page.goto('/systemSetting/roleGrant');
    await page.getByLabel('角色').click();
    await page.locator('.ant-select-item-option', { hasText: /^11 业务员$/ }).click();
    const node = page.locator('.ant-tree-treenode', { hasText: '组件示例数据 (sys_tools_gallery)' });
    await node.locator('.ant-tree-checkbox').click();
    await page.getByRole('button', { name: '保存授权' }).click();
    await expect(page.getByText('已保存')).toBeVisible();
    await signOut(page);

    await signIn(page, DEMO.sales);
    await page.goto(LIST);
    await expect(page.getByTestId('list-total')).toHaveText(/^共 [\d,]+\+? 条$/);
    for (const name of await salespersonCells(page).allTextContents()) expect(name).toBe('业务员（演示）');
    // The cascade offers only what the scope covers.
    await field(page, 'areaCode').click();
    await expect(page.locator('.ant-select-dropdown:visible .ant-select-item-option')).toHaveText(['北京']);
    await page.keyboard.press('Escape');
    await field(page, 'salesId').click();
    await expect(page.locator('.ant-select-dropdown:visible .ant-select-item-option')).toHaveText(['全部业务员', '业务员（演示）']);
    await page.keyboard.press('Escape');
    await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
    await expectAccessible(page);
  });
});
