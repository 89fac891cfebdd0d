import { type Locator, type Page, expect } from '@playwright/test';

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

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const openDropdowns = (page: Page) => page.locator('.ant-select-dropdown:visible');

/**
 * Picks an option of an antd select as staff do: opens it by its input `control` (or types
 * `search` into it) and clicks the option titled `option` (or whose whole text it is). A click made while the
 * dropdown slides in can be lost or land on a neighbour, so it tries again until the select shows
 * the choice (`shows`, if the select shows it otherwise); it never clicks an option it already
 * holds, so a multiple select is not toggled back. Then it waits for the dropdown to be gone (closing
 * a multiple select's itself), so the next pick cannot click into one still fading out.
 */
export async function pickOption(
  page: Page,
  control: Locator,
  option: string | RegExp,
  how: { search?: string; shows?: string | RegExp } = {},
) {
  const select = control.locator('xpath=ancestor-or-self::*[contains(concat(" ", normalize-space(@class), " "), " ant-select ")][1]');
  const shows = how.shows ?? option;
  const text = typeof option === 'string' ? new RegExp(`^${escapeRegExp(option)}$`) : option;
  const holds = async () => {
    const now = (await select.textContent()) ?? '';
    return typeof shows === 'string' ? now.includes(shows) : shows.test(now);
  };
  await expect(async () => {
    if (!(await holds())) {
      if (how.search !== undefined) await control.fill(how.search);
      else if ((await control.getAttribute('aria-expanded')) !== 'true') await control.click();
      const options = openDropdowns(page).locator('.ant-select-item-option:not(.ant-select-item-option-disabled)');
      const byText = options.filter({ hasText: text });
      const target = typeof option === 'string' ? options.and(page.locator(`[title="${option}"]`)).or(byText) : byText;
      await target.first().click({ timeout: 2_000 });
    }
    await expect(select).toContainText(shows, { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  // A single select closes on its choice; a multiple one stays open and is closed here. Escape is
  // pressed only on a list still open after a moment: on a select just closed it reached the
  // dialog around it and closed that (the golden path's final review, once, without motion).
  const closed = await expect(openDropdowns(page))
    .toHaveCount(0, { timeout: 1_000 })
    .then(() => true)
    .catch(() => false);
  if (!closed && (await control.getAttribute('aria-expanded')) === 'true') await control.press('Escape');
  await expect(openDropdowns(page)).toHaveCount(0);
}

/** Opens a filter-bar select by its field key and picks an option by its text. */
export const choose = (page: Page, key: string, option: string) => pickOption(page, field(page, key), option);
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
 * until the cascader shows the district. `within` narrows it to one form part (a collateral card).
 */
export async function pickRegion(page: Page, names: string[], within: Page | Locator = page) {
  const picker = within
    .locator('.ant-select, .ant-cascader')
    .filter({ has: page.getByLabel('房产所在地区') })
    .first();
  await expect(async () => {
    await page.keyboard.press('Escape');
    await within.getByLabel('房产所在地区').click();
    for (const name of names) {
      await page.locator(`.ant-cascader-dropdown:visible .ant-cascader-menu-item[title="${name}"]`).click({ timeout: 2_000 });
    }
    await expect(picker).toContainText(names.at(-1)!, { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  // The cascader closes on the last choice; the next dropdown opened must not meet it fading out.
  await expect(page.locator('.ant-cascader-dropdown:visible')).toHaveCount(0);
}

/**
 * Clicks `trigger` until `dialog` is open. On a busy machine a click made while an earlier dialog
 * of the page still fades out lands on its mask and is lost; the dialog then never opens.
 */
export async function openDialog(trigger: Locator, dialog: Locator) {
  await expect(async () => {
    if (!(await dialog.isVisible())) await trigger.click({ timeout: 2_000 });
    await expect(dialog).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

/**
 * Answers a dialog with its button `name` and waits until the dialog is gone. On a busy machine a
 * click made while the dialog zooms in can be lost, and the dialog's mask then blocks every later
 * click, so the click is made again until the dialog has closed.
 */
export async function answerDialog(dialog: Locator, name: string | RegExp) {
  let clicked = false;
  await expect(async () => {
    if (!clicked || (await dialog.isVisible())) {
      await dialog.getByRole('button', { name }).click({ timeout: 2_000 });
      clicked = true;
    }
    await expect(dialog).toBeHidden({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

/**
 * Clicks `trigger`, waits for the popconfirm it opens, then clicks its `name` button. A click made while the
 * popconfirm zooms in can be lost (it then stays open and nothing happens), so the confirm is
 * clicked again until the popconfirm has closed; the wait before a retry outlasts its fade-out,
 * so a click that did land is not repeated.
 */
export async function confirmPopover(page: Page, trigger: Locator, name: string | RegExp) {
  await trigger.click();
  const pop = page.locator('.ant-popconfirm').filter({ visible: true });
  await expect(pop).toBeVisible();
  // The first click always happens (a popup can read as hidden for a moment while it aligns).
  // Then the action runs while OK spins, and the popup closes when it ends; on a slow machine that
  // outlasts one wait, so a spinning OK is waited for, never clicked again. Only a popup still open
  // with OK idle lost its click. A popup whose trigger went with the action (its row) is done too.
  const ok = pop.getByRole('button', { name });
  let clicked = false;
  // A trigger named like its popup's OK ("通过") also matches that OK while the popup is open; the
  // page's own button comes first in the document (popups are appended to its end).
  const pageTrigger = trigger.first();
  await expect(async () => {
    if (clicked && (!(await pop.isVisible()) || !(await pageTrigger.isVisible()))) return;
    const busy = clicked && ((await ok.getAttribute('class', { timeout: 1_000 }).catch(() => '')) ?? '').includes('ant-btn-loading');
    if (!busy) {
      // Counted before it is made: a click can land and still throw (its popup went mid-click).
      await expect(ok).toBeVisible({ timeout: 2_000 });
      clicked = true;
      await ok.click({ timeout: 2_000 });
    }
    await expect(pop).toBeHidden({ timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
}

/**
 * Sends the export dialog (文件导出) and returns the success dialog. A click made while the dialog
 * zooms in can be lost on a busy machine: it is made again while the form is still there and not
 * sending (a sending button ignores clicks, so one task is asked for once).
 */
export async function addExportTask(page: Page, dialog: Locator) {
  const success = page.getByRole('dialog').filter({ hasText: '下载任务添加成功' });
  await expect(async () => {
    const send = dialog.getByRole('button', { name: '添加下载任务' });
    if (!(await success.isVisible()) && (await send.isVisible()) && (await send.isEnabled())) await send.click({ timeout: 2_000 });
    await expect(success).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
  return success;
}

/** Final review's terms in its approval dialog (decision 0070): the rate as a percentage and the method; amount and term as proposed. */
export async function fillFinalTerms(
  page: Page,
  dialog: Locator,
  terms: { ratePercent: string; method: string; fundParty?: string } = { ratePercent: '9.6', method: '先息后本' },
) {
  await dialog.getByLabel('年利率').fill(terms.ratePercent);
  await pickOption(page, dialog.getByLabel('还款方式'), terms.method);
  // The funding party starts as the bill proposed it (decision 0079); a bill naming none is given one.
  if (terms.fundParty) await pickOption(page, dialog.getByLabel('资金方'), terms.fundParty);
}

/** Picks a day in an antd date picker's calendar, as staff do: on to its month, then the day. */
export async function pickDay(page: Page, picker: Locator, day: string) {
  await picker.click();
  const panel = page.locator('.ant-picker-dropdown:visible');
  await expect(panel.locator('td[title]').first()).toBeVisible();
  const cell = panel.locator(`td[title="${day}"]:not(.ant-picker-cell-disabled)`);
  for (let k = 0; k < 4 && !(await cell.count()); k++) await panel.locator('.ant-picker-header-next-btn').click();
  await cell.click();
  await expect(picker).toHaveValue(day);
}
