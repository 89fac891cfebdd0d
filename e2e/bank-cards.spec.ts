import { type Page, expect, test } from '@playwright/test';
import { DEMO, expectAccessible, signIn } from './support/session';
import { field, pickOption, search } from './support/widgets';

/*
 * Issue 15 item 5: an admin adds a card BIN, then a borrower's bank card on it. The issuing bank
 * fills in from the BIN as the number is typed, and the list shows the number masked only.
 */
const BIN = '62316601';
// 16 digits on the new BIN, with its Luhn check digit.
const CARD_NO = '6231660100001238';

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });
const row = (page: Page, text: string) => page.locator('tbody tr.ant-table-row', { hasText: text });

test('an admin adds a BIN and a bank card whose bank fills from it; the list shows it masked', async ({ page }) => {
  await signIn(page, DEMO.admin, '/systemSetting/cardBinList');
  await expect(row(page, '621226')).toContainText('中国工商银行（ICBC）');
  await expectAccessible(page);
  await page.getByRole('button', { name: '新增卡BIN' }).click();
  const binForm = dialog(page, '新增卡BIN');
  await binForm.getByLabel('卡BIN').fill('6231');
  await binForm.getByRole('button', { name: /保\s*存/ }).click();
  await expect(binForm).toContainText('卡BIN须为6至10位数字');
  await binForm.getByLabel('卡BIN').fill(BIN);
  await pickOption(page, binForm.getByLabel('银行名称'), '北京银行（BOB）');
  await pickOption(page, binForm.getByLabel('卡类型'), '借记卡');
  await pickOption(page, binForm.getByLabel('卡号长度'), '16位');
  await binForm.getByRole('button', { name: /保\s*存/ }).click();
  await expect(binForm).toBeHidden();
  await field(page, 'keyword').fill(BIN);
  await search(page);
  await expect(row(page, BIN)).toContainText('北京银行（BOB）');

  await page.goto('/borrowManage/bankcardList');
  await expect(page.locator('tbody tr.ant-table-row').first()).toContainText('****');
  await expectAccessible(page);
  await page.getByRole('button', { name: '新增银行卡' }).click();
  const cardForm = dialog(page, '新增银行卡');
  await cardForm.getByLabel('借款人编号').fill('1');
  // A wrong check digit is refused by the shared Luhn rule before anything is sent.
  await cardForm.getByLabel('银行卡号').fill('6231660100001239');
  await expect(cardForm.getByRole('textbox', { name: '发卡行' })).toHaveValue('北京银行（BOB）');
  await cardForm.getByLabel('户名').fill('王建国');
  await cardForm.getByLabel('预留手机号').fill('13912340009');
  await cardForm.getByRole('button', { name: /保\s*存/ }).click();
  await expect(cardForm).toContainText('银行卡号校验位错误，请核对卡号');
  await cardForm.getByLabel('银行卡号').fill(CARD_NO);
  await cardForm.getByRole('button', { name: /保\s*存/ }).click();
  await expect(cardForm).toBeHidden();

  const added = row(page, '**** **** **** 1238');
  await expect(added).toContainText('北京银行');
  await expect(added).toContainText('139****0009');
  await expect(page.getByText(CARD_NO)).toHaveCount(0);
  await expectAccessible(page);

  // The lenders' view: the menu entry /lenderManage opens its list (a group, not "not built yet"); the same card, read only.
  await page.goto('/lenderManage');
  await expect(page).toHaveURL(/\/lenderManage\/bankCardList/);
  await field(page, 'keyword').fill('1238');
  await search(page);
  const lent = row(page, '**** **** **** 1238');
  await expect(lent).toContainText('北京银行');
  await expectAccessible(page);
  await lent.getByRole('link', { name: '详情 **** **** **** 1238' }).click();
  await expect(page).toHaveURL(/\/lenderManage\/backCardDetail\?id=\d+/);
  await expect(page.getByText('北京银行（BOB）')).toBeVisible();
  await expect(page.getByText(CARD_NO)).toHaveCount(0);
  await expectAccessible(page);
});
