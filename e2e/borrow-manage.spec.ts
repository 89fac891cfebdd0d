import { type Page, expect, test } from '@playwright/test';
import { DEMO, as, NO_PAGE, expectAccessible } from './support/session';
import { noisyPng } from './support/images';
import { choose, pickOption, search } from './support/widgets';

/*
 * Issue 15 item 3, the loan book (/borrowManage): the admin and a salesperson open each list built
 * so far, see the demo loans (partly granted and finished), filter once and check the page; the
 * salesperson reports a payment with a voucher and the admin (as finance) confirms it.
 */
const rows = (page: Page) => page.locator('tbody tr.ant-table-row');

async function openWithRows(page: Page, path: string) {
  await page.goto(path);
  await expect(rows(page).first()).toBeVisible();
  await expectAccessible(page);
}

/** Filters on a status: every row left shows it, and the totals line follows. */
async function filterFinished(page: Page, totals: boolean) {
  await choose(page, 'status', '已完成');
  await search(page);
  await expect(page).toHaveURL(/status=5/);
  await expect(rows(page).filter({ hasNotText: '已完成' })).toHaveCount(0);
  await expect(rows(page).first()).toContainText('已完成');
  // Other specs may finish grants first: the totals count what the page lists (one page here).
  if (totals) await expect(page.getByTestId('loan-totals')).toContainText(`共${await rows(page).count()}笔`);
}

test('the admin opens the loan accounts and the summary, with totals, and filters them', async ({ page }) => {
  await as(page, DEMO.admin, NO_PAGE, async () => {
    await openWithRows(page, '/borrowManage/borrowBill');
    await expect(rows(page).filter({ hasText: '部分放款' }).first()).toBeVisible();
    await expect(page.getByTestId('loan-totals')).toContainText('已放款');
    await rows(page).first().getByRole('button', { name: /^查看/ }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer).toContainText('到期日');
    await expectAccessible(page);
    await drawer.getByRole('button', { name: /close|关闭/i }).click();
    await expect(drawer).toBeHidden();
    await filterFinished(page, true);
    await expectAccessible(page);

    await openWithRows(page, '/borrowManage/borrowBillSummary');
    await expect(rows(page).last()).toContainText('合计');
    await choose(page, 'status', '已完成');
    await search(page);
    await expect(page).toHaveURL(/status=5/);
    await expect(rows(page).last()).toContainText('合计');
    await expectAccessible(page);
  });
});

test('a salesperson opens their own loan accounts and summary', async ({ page }) => {
  await as(page, DEMO.sales, NO_PAGE, async () => {
    await openWithRows(page, '/borrowManage/borrowBillSalesman');
    await filterFinished(page, true);
    await openWithRows(page, '/borrowManage/borrowBillSummarySalesman');
    await expect(rows(page).last()).toContainText('合计');
    await expectAccessible(page);
  });
});

test('a salesperson reports a payment with a voucher; finance confirms it', async ({ page }) => {
  await as(page, DEMO.sales, NO_PAGE, async () => {
    await openWithRows(page, '/borrowManage/paymentConfirmSalesman');
    await page.getByRole('button', { name: '提交付款' }).click();
    const dialog = page.getByRole('dialog');
    await pickOption(page, dialog.getByLabel('借款'), /.+/, { shows: /\d/ });
    await dialog.getByLabel('付款金额').fill('8888.00');
    await dialog.getByLabel('付款日期').fill('2026-02-01');
    await dialog.getByTestId('image-upload-input').setInputFiles({ name: '凭证.png', mimeType: 'image/png', buffer: noisyPng(60, 40) });
    await expect(dialog.locator('img')).toHaveCount(1);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: /^提\s*交$/ }).click();
    await expect(page.getByText('已提交，待财务确认')).toBeVisible();
    await expect(rows(page).filter({ hasText: '8,888.00' })).toHaveCount(1);
    await choose(page, 'status', '待审核');
    await search(page);
    await expect(rows(page).filter({ hasText: '8,888.00' })).toContainText('待审核');
    await expectAccessible(page);
  });
  await as(page, DEMO.admin, NO_PAGE, async () => {
    await openWithRows(page, '/borrowManage/paymentConfirm');
    await choose(page, 'status', '待审核');
    await search(page);
    const mine = rows(page).filter({ hasText: '8,888.00' });
    await mine.getByRole('button', { name: /^确认到账/ }).click();
    await page
      .getByRole('tooltip')
      .getByRole('button', { name: /确认到账/ })
      .click();
    await expect(page.getByText('已确认到账')).toBeVisible();
    await expect(mine).toHaveCount(0);
    await expectAccessible(page);
  });
});

test('the admin reads the entry bills, opens one’s lines and posts a fee on a loan', async ({ page }) => {
  await as(page, DEMO.admin, NO_PAGE, async () => {
    await openWithRows(page, '/borrowManage/entryBillList');
    await choose(page, 'eventType', '放款');
    await search(page);
    await expect(page).toHaveURL(/eventType=disbursement/);
    await expect(rows(page).first()).toContainText('放款');
    await expectAccessible(page);
    await rows(page)
      .first()
      .getByRole('link', { name: /^RZ\d{8}$/ })
      .click();
    await expect(page).toHaveURL(/\/borrowManage\/entryBillNo\?id=\d+/);
    await expect(page.getByText('1301 贷款本金')).toBeVisible();
    await expectAccessible(page);

    await page.goto('/borrowManage/entryBillList');
    await page.getByRole('button', { name: '费用入账' }).click();
    await expect(page).toHaveURL(/\/borrowManage\/entryBill$/);
    await pickOption(page, page.getByLabel('借款', { exact: true }), /.+/, { shows: /\d/ });
    await page.getByLabel('费用金额').fill('1234.50');
    await page.getByLabel('摘要').fill('展期服务费');
    await expectAccessible(page);
    await page.getByRole('button', { name: /^入\s*账$/ }).click();
    await expect(page).toHaveURL(/\/borrowManage\/entryBillNo\?id=\d+/);
    await expect(page.getByText('1123 应收费用')).toBeVisible();
    await expect(page.getByRole('row', { name: '摘要 展期服务费' })).toBeVisible();
  });
});

test('finance reads the funding log, finance head the actual payments, the contracts desk the principal detail', async ({ page }) => {
  await as(page, DEMO.granter, NO_PAGE, async () => {
    await openWithRows(page, '/borrowManage/amountRecord');
    await choose(page, 'fundingParty', '云信信托');
    await choose(page, 'eventType', '资金方融资');
    await search(page);
    await expect(page).toHaveURL(/fundingParty=yunxintrust/);
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText('30,000,000.00');
    await expectAccessible(page);
  });
  await as(page, '13800000020', NO_PAGE, async () => {
    await openWithRows(page, '/borrowManage/expendCost');
    const billNo = (await rows(page).first().locator('td').nth(1).innerText()).trim();
    await page.getByLabel('报单编号/借款人').fill(billNo);
    await search(page);
    await expect(page).toHaveURL(new RegExp(`keyword=${billNo}`));
    await expect(rows(page).filter({ hasNotText: billNo })).toHaveCount(0);
    await expectAccessible(page);
  });
  await as(page, '13800000081', NO_PAGE, async () => {
    await openWithRows(page, '/borrowManage/capitalEntryBillDetailList');
    await expect(rows(page).filter({ hasText: '放款' }).first()).toBeVisible();
    await expectAccessible(page);
    await openWithRows(page, '/borrowManage/capitalCost');
    await expect(rows(page).filter({ hasText: '云信信托' })).toContainText('123,287.67');
    await expect(rows(page).last()).toContainText('合计');
    await expectAccessible(page);
  });
});

test('the admin finds the loans whose fees are still owed', async ({ page }) => {
  await as(page, DEMO.admin, NO_PAGE, async () => {
    await openWithRows(page, '/borrowManage/unpaidProjectBills');
    await expect(rows(page).filter({ hasText: '1,500.00' }).first()).toBeVisible();
    const billNo = (await rows(page).first().locator('td').first().innerText()).trim();
    await page.getByLabel('报单编号/借款人').fill(billNo);
    await search(page);
    await expect(rows(page)).toHaveCount(1);
    await expectAccessible(page);
  });
});
