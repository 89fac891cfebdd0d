import { idCardCheckChar } from '@lc/shared';
import { type Locator, type Page, expect, test } from '@playwright/test';
import { expectAccessible, signIn, signOut } from './support/session';
import { choose, pickOption, pickRegion, search } from './support/widgets';

/*
 * Enquiries (询价): the salesperson records one, finds it in 询价列表, converts it into a bill
 * draft and finishes that on the bill form; a browse user (role 1003, 押品浏览, Beijing area
 * scope) sees it masked in 询价浏览.
 */

const SALES = '13800000011';
const BROWSE = '13800001003';
const LIST = '/billManage/preBillList';
const BROWSE_LIST = '/billManage/preBillBrowse';

// A customer of this spec only: a valid ID number, and the same number with a wrong check character.
// Each attempt records its own enquiry: a retried group finds the first attempt's in the list, so
// it names a customer of its own (set before each test).
const NAMES = ['欧阳询', '欧阳修', '欧阳通'];
let NAME = NAMES[0]!;
const FIRST17 = '11010519900720318';
const ID_CARD = `${FIRST17}${idCardCheckChar(FIRST17)}`;
const BAD_ID = `${FIRST17}${idCardCheckChar(FIRST17) === '1' ? '2' : '1'}`;
const MOBILE = '13561237788';
const MASKED_MOBILE = '135****7788';
const MASKED_ID = `${ID_CARD.slice(0, 6)}********${ID_CARD.slice(-4)}`;

/** A field of the new-enquiry form (the kept-alive list beside it has a 客户姓名 filter too). */
const byLabel = (page: Page, label: string) => page.locator('form#preBill').getByLabel(label, { exact: true });
const rowOf = (page: Page, text: string) => page.locator('tbody tr.ant-table-row', { hasText: text });
const saveButton = (page: Page) => page.getByRole('button', { name: /^保\s*存$/ });
const keyword = (page: Page) => page.locator('#listFilter_keyword');

/** Picks an option of the form's select (by its label) as a user clicks it. */
const pick = (page: Page, label: string, option: string) => pickOption(page, byLabel(page, label), option);

/** The details card's value for a label. */
const cell = (page: Page, label: string): Locator =>
  page.locator('.ant-descriptions-item-label', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::td[1]');

test.describe.serial('enquiries (询价)', () => {
  test.beforeEach(() => {
    NAME = NAMES[test.info().retry]!;
  });

  test('a salesperson records an enquiry: a wrong mobile and ID card are refused first, then it is saved and listed masked', async ({
    page,
  }) => {
    await signIn(page, SALES, LIST);
    // The list is checked with axe once it has a row (the shared table's empty state is not ours to fix).
    await expect(page.getByRole('button', { name: '新增询价' })).toBeVisible();

    await page.getByRole('button', { name: '新增询价' }).click();
    await expect(page).toHaveURL(/\/billManage\/addPrebill$/);
    await expect(page.getByRole('heading', { name: '新增询价' })).toBeVisible();
    await byLabel(page, '客户姓名').fill(NAME);
    await byLabel(page, '手机号').fill('1356123');
    await byLabel(page, '身份证号').fill(BAD_ID);
    await saveButton(page).click();
    // The shared validation library's messages (spec 000 §5), shown before anything is sent.
    await expect(page.getByText('手机号格式错误')).toBeVisible();
    await expect(page.getByText('身份证格式错误')).toBeVisible();
    await expectAccessible(page);

    await byLabel(page, '手机号').fill(MOBILE);
    await byLabel(page, '身份证号').fill(ID_CARD);
    await pick(page, '借款类型', '一抵');
    await byLabel(page, '借款金额').fill('1500000.50');
    await byLabel(page, '借款期限').fill('45');
    await saveButton(page).click();
    await expect(page.getByText('抵押类借款期限须为30天的整数倍')).toBeVisible();
    await byLabel(page, '借款期限').fill('180');
    await pickRegion(page, ['北京市', '朝阳区']);
    await byLabel(page, '房产地址').fill('工体北路8号院1号楼');
    await byLabel(page, '建筑面积').fill('120.50');
    await byLabel(page, '评估总价').fill('9000000');
    await byLabel(page, '备注').fill('客户急用，月底前放款');
    await saveButton(page).click();
    await expect(page.getByText('询价已保存')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${LIST}$`));

    const row = rowOf(page, NAME);
    await expect(row).toContainText(MASKED_MOBILE);
    await expect(row).toContainText(MASKED_ID);
    await expect(row).not.toContainText(MOBILE);
    await expect(row).toContainText('1,500,000.50');
    await expect(row).toContainText('未转报单');
    await expect(row.getByRole('button', { name: `将 ${NAME} 的询价转为报单` })).toBeVisible();
    await expectAccessible(page);
  });

  test('the list keeps its filters through the detail, back and reload; the enquiry converts once into a bill draft', async ({ page }) => {
    await signIn(page, SALES, LIST);
    await keyword(page).fill(NAME);
    await choose(page, 'status', '未转报单');
    await search(page);
    await expect(page).toHaveURL(/keyword=/);
    await expect(page).toHaveURL(/status=0/);
    await expect(rowOf(page, NAME)).toHaveCount(1);

    // The detail: the salesperson's own enquiry in the clear.
    await rowOf(page, NAME)
      .getByRole('link', { name: `查看 ${NAME} 的询价` })
      .click();
    await expect(page).toHaveURL(/\/billManage\/addPrebill\?id=\d+$/);
    await expect(page.getByRole('heading', { name: '询价详情' })).toBeVisible();
    await expect(cell(page, '手机号')).toHaveText(MOBILE);
    await expect(cell(page, '身份证号')).toHaveText(ID_CARD);
    await expect(cell(page, '借款金额')).toHaveText('1,500,000.50 元');
    await expect(cell(page, '房产所在地区')).toHaveText('北京市朝阳区');
    await expectAccessible(page);

    // Back (the browser's and the page's) and reload: the filters stay.
    await page.goBack();
    await expect(page).toHaveURL(/status=0/);
    await expect(keyword(page)).toHaveValue(NAME);
    await page.reload();
    await expect(keyword(page)).toHaveValue(NAME);
    await expect(page.locator('.ant-form-item', { has: page.locator('#listFilter_status') })).toContainText('未转报单');
    await expect(rowOf(page, NAME)).toHaveCount(1);
    await rowOf(page, NAME)
      .getByRole('link', { name: `查看 ${NAME} 的询价` })
      .click();
    await expect(page.getByRole('heading', { name: '询价详情' })).toBeVisible();
    await page.getByRole('button', { name: /返\s*回/ }).click();
    await expect(page).toHaveURL(/keyword=.*status=0|status=0.*keyword=/);
    await expect(keyword(page)).toHaveValue(NAME);

    // Convert from the detail: confirm, then the bill form with the enquiry's values.
    await rowOf(page, NAME)
      .getByRole('link', { name: `查看 ${NAME} 的询价` })
      .click();
    // Wait for the detail: until it shows, the list's own convert button is on screen.
    await expect(page.getByRole('heading', { name: '询价详情' })).toBeVisible();
    await page.getByRole('button', { name: `将 ${NAME} 的询价转为报单` }).click();
    const confirm = page.getByRole('dialog', { name: /转为报单/ });
    await expect(confirm).toContainText(`将客户 ${NAME} 的询价转为报单草稿`);
    await confirm.getByRole('button', { name: '转为报单' }).click();
    await expect(page.getByText('已转为报单草稿')).toBeVisible();
    await expect(page).toHaveURL(/\/billManage\/billAdd\?id=\d+&mode=edit$/);
    const billId = /id=(\d+)/.exec(page.url())![1]!;
    await expect(page.locator('#bill_billCustomerName')).toHaveValue(NAME);
    await expect(page.locator('#bill_borrowAmount')).toHaveValue('1500000.50');
    await expect(page.locator('#bill_idCard')).toHaveValue(ID_CARD);
    await saveButton(page).click();
    await expect(page.getByText('报单已保存')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/billManage/billAdd\\?id=${billId}$`));

    // The list: converted, with a link to its bill and no second conversion.
    await page.goto(LIST);
    await keyword(page).fill(NAME);
    await search(page);
    const row = rowOf(page, NAME);
    await expect(row).toContainText('已转报单');
    await expect(row.getByRole('button', { name: `将 ${NAME} 的询价转为报单` })).toHaveCount(0);
    await expect(row.getByRole('link', { name: `查看 ${NAME} 的报单` })).toHaveAttribute('href', `/billManage/billAdd?id=${billId}`);
    await expectAccessible(page);
    await row.getByRole('link', { name: `查看 ${NAME} 的询价` }).click();
    await expect(page.getByRole('heading', { name: '询价详情' })).toBeVisible();
    await expect(cell(page, '状态')).toHaveText('已转报单');
    await expect(page.getByRole('button', { name: /转为报单/ })).toHaveCount(0);
    await page.getByRole('link', { name: '查看报单' }).click();
    await expect(page).toHaveURL(new RegExp(`/billManage/billAdd\\?id=${billId}$`));
    await signOut(page);
  });

  test('a browse user sees the enquiry masked in 询价浏览, filters by area and salesperson, and opens its detail', async ({ page }) => {
    await signIn(page, BROWSE, BROWSE_LIST);
    const row = rowOf(page, NAME);
    await expect(row).toContainText(MASKED_MOBILE);
    await expect(row).toContainText(MASKED_ID);
    await expect(row).toContainText('北京');
    await expect(row).not.toContainText(MOBILE);
    await expectAccessible(page);

    await choose(page, 'areaCode', '北京');
    await choose(page, 'salesId', '业务员（演示）');
    await search(page);
    await expect(page).toHaveURL(/areaCode=BJ_11/);
    await expect(page).toHaveURL(/salesId=\d+/);
    await expect(rowOf(page, NAME)).toHaveCount(1);

    await rowOf(page, NAME)
      .getByRole('link', { name: `查看 ${NAME} 的询价` })
      .click();
    await expect(page).toHaveURL(/\/billManage\/addPrebillBrowse\?id=\d+$/);
    await expect(page.getByRole('heading', { name: '询价浏览详情' })).toBeVisible();
    await expect(cell(page, '手机号')).toHaveText(MASKED_MOBILE);
    await expect(cell(page, '身份证号')).toHaveText(MASKED_ID);
    await expect(cell(page, '客户姓名')).toHaveText(NAME);
    await expect(page.getByText('手机号与身份证号已脱敏显示。')).toBeVisible();
    await expect(page.getByText(MOBILE)).toHaveCount(0);
    await expectAccessible(page);

    // Back and reload keep the cascade's choices.
    await page.goBack();
    await expect(page).toHaveURL(/areaCode=BJ_11/);
    await page.reload();
    await expect(page.locator('.ant-form-item', { has: page.locator('#listFilter_areaCode') })).toContainText('北京');
    await expect(page.locator('.ant-form-item', { has: page.locator('#listFilter_salesId') })).toContainText('业务员（演示）');
    await expect(rowOf(page, NAME)).toHaveCount(1);

    // The cascade offers only what this user's Beijing scope covers.
    await page.locator('#listFilter_areaCode').click();
    const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
    await expect(options.filter({ hasText: '北京' })).toHaveCount(1);
    await expect(options.filter({ hasText: '上海' })).toHaveCount(0);
    await page.keyboard.press('Escape');
  });

  test('on a phone the enquiry list shows cards, and the form takes one column', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, SALES, LIST);
    const card = page.getByTestId('list-card').filter({ hasText: NAME });
    await expect(card).toHaveCount(1);
    await expect(card).toContainText(MASKED_MOBILE);
    await expect(card).toContainText('已转报单');
    await expect(card.getByRole('link', { name: `查看 ${NAME} 的报单` })).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    await expectAccessible(page);

    await page.goto('/billManage/addPrebill');
    const name = await byLabel(page, '客户姓名').boundingBox();
    const mobile = await byLabel(page, '手机号').boundingBox();
    expect(mobile!.y).toBeGreaterThan(name!.y + name!.height);
    expect(name!.width).toBeGreaterThan(300);
    await expectAccessible(page);
  });
});
