import { type Page, expect } from '@playwright/test';

/** The list block's gallery page. */
export const LIST = '/systemTools/testList';
/** The smaller blocks' gallery page. */
export const TIME_PAGE = '/systemTools/testTime';
/** The Beijing salesperson's name, exactly (others' names contain it). */
export const ONLY_SALES_BJ = /^业务员（演示）$/;

export const field = (page: Page, key: string) => page.locator(`#listFilter_${key}`);
export const table = (page: Page) => page.getByRole('table');
export const firstRecordNo = (page: Page) => table(page).locator('tbody tr.ant-table-row').first().locator('td').first();
export const salespersonCells = (page: Page) => table(page).locator('tbody tr.ant-table-row td:nth-child(11)');

/** Opens an antd select by its label's control and picks an option by its text. */
export async function choose(page: Page, key: string, option: string) {
  await field(page, key).click();
  await page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${option}"]`).click();
}
/** What a select shows: its value's label, or its placeholder ('全部') when empty. */
export const selected = (page: Page, key: string) =>
  page
    .locator('.ant-form-item', { has: field(page, key) })
    .locator('.ant-select')
    .first();
export const search = (page: Page) => page.getByRole('button', { name: /查\s*询/ }).click();

/**
 * Picks province › city › district in the antd cascader, as a user clicks through its columns.
 * A click while the dropdown still slides in can land on a neighbouring row, so it picks again
 * until the cascader shows the district.
 */
export async function pickRegion(page: Page, names: string[]) {
  const picker = page
    .locator('.ant-select, .ant-cascader')
    .filter({ has: page.getByLabel('房产所在地区') })
    .first();
  await expect(async () => {
    await page.keyboard.press('Escape');
    await page.getByLabel('房产所在地区').click();
    for (const name of names) {
      await page.locator(`.ant-cascader-dropdown:visible .ant-cascader-menu-item[title="${name}"]`).click({ timeout: 2_000 });
    }
    await expect(picker).toContainText(names.at(-1)!, { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
}
