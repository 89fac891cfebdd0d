import { type Page, expect, test } from '@playwright/test';
import { DEMO, as, NO_PAGE, expectAccessible } from './support/session';
import { confirmPopover, pickOption } from './support/widgets';

/*
 * Issue 15 item 3, the loan book's records of change (decision 0043): each new page opens with the
 * demo rows; 合同管理 (role 81) requests an interest adjustment and 财务总监 (role 20) approves it;
 * 财务总监's own request shows them no decision, and the admin approves it (decision 0062).
 */
const rows = (page: Page) => page.locator('tbody tr.ant-table-row');
const CONTRACTS = '13800000081';
const FINANCE_HEAD = '13800000020';

async function openWithRows(page: Page, path: string, shows: string[]) {
  await page.goto(path);
  await expect(rows(page).first()).toBeVisible();
  for (const text of shows) await expect(rows(page).filter({ hasText: text }).first()).toBeVisible();
  await expectAccessible(page);
}

test('the admin opens deposits, adjustments, the loan-type log and extensions, each with rows in several statuses', async ({ page }) => {
  await as(page, DEMO.admin, NO_PAGE, async () => {
    await openWithRows(page, '/borrowManage/earnestAmountRecord', ['收取', '退还']);
    await openWithRows(page, '/borrowManage/capitalAndInterestAdjustDetailList', ['待审批', '已通过', '已驳回']);
    await openWithRows(page, '/borrowManage/borrowTypeLog', ['抵押顺位', '待审批', '已通过']);
    await openWithRows(page, '/borrowManage/extensionRecords', ['待审批', '已通过', '已驳回', '展期单']);
  });
});

/** Asks for an interest waiver of `amount` on the first loan offered; the list shows it awaiting approval. */
async function requestWaiver(page: Page, amount: string, reason: string) {
  await page.getByRole('button', { name: '申请调整' }).click();
  const dialog = page.getByRole('dialog');
  // The first option is the empty choice (请选择): pick a loan by its bill number; each shows its current balances.
  await pickOption(page, dialog.getByLabel('借款'), /^BJ\d+/, { shows: /剩余本金 [\d,]+\.\d{2} · 未还利息/ });
  await dialog.getByRole('radio', { name: '利息' }).check();
  await dialog.getByRole('radio', { name: '调减' }).check();
  await dialog.getByLabel('金额').fill(amount);
  await dialog.getByLabel('原因').fill(reason);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: /^提\s*交$/ }).click();
  await expect(page.getByText('已提交，待审批')).toBeVisible();
  await expect(rows(page).filter({ hasText: amount })).toContainText('待审批');
}

test('an adjustment requested by one person posts once another approves it', async ({ page }) => {
  await as(page, CONTRACTS, NO_PAGE, async () => {
    await openWithRows(page, '/borrowManage/capitalAndInterestAdjustDetailList', ['待审批']);
    await requestWaiver(page, '321.45', '客户投诉，减免部分利息');
    await expect(rows(page).filter({ hasText: '321.45' }).getByRole('button', { name: /^通过/ })).toHaveCount(0);
  });
  // 财务总监 both asks and decides: on their own request the rule offers no decision, only that another decides (decision 0062).
  await as(page, FINANCE_HEAD, NO_PAGE, async () => {
    await openWithRows(page, '/borrowManage/capitalAndInterestAdjustDetailList', ['321.45']);
    await requestWaiver(page, '123.45', '客户补充说明，再减免部分利息');
    const own = rows(page).filter({ hasText: '123.45' });
    await expect(own).toContainText('待他人审批');
    await expect(own.getByRole('button', { name: /^(通过|驳回)/ })).toHaveCount(0);
    const row = rows(page).filter({ hasText: '321.45' });
    await expect(row).not.toContainText('待他人审批');
    await confirmPopover(page, row.getByRole('button', { name: /^通过/ }), /通\s*过/);
    await expect(page.getByText('调整已审批通过')).toBeVisible();
    await expect(rows(page).filter({ hasText: '321.45' })).toContainText('已通过');
    await expectAccessible(page);
  });
  await as(page, DEMO.admin, NO_PAGE, async () => {
    await openWithRows(page, '/borrowManage/capitalAndInterestAdjustDetailList', ['123.45']);
    const row = rows(page).filter({ hasText: '123.45' });
    await expect(row).not.toContainText('待他人审批');
    await confirmPopover(page, row.getByRole('button', { name: /^通过/ }), /通\s*过/);
    await expect(page.getByText('调整已审批通过')).toBeVisible();
    await expect(rows(page).filter({ hasText: '123.45' })).toContainText('已通过');
  });
});

test('a loan-type change shows the current type, waits for another person, and takes effect on approval (decision 0061)', async ({
  page,
}) => {
  await as(page, CONTRACTS, NO_PAGE, async () => {
    await openWithRows(page, '/borrowManage/borrowTypeLog', ['待审批']);
    await page.getByRole('button', { name: '变更借款类型' }).click();
    const dialog = page.getByRole('dialog');
    await pickOption(page, dialog.getByLabel('借款', { exact: true }), /^BJ\d+/, { shows: /现借款类型 \S+/ });
    await expectAccessible(page);
    await dialog.getByRole('button', { name: /^取\s*消$/ }).click();
  });
  await as(page, FINANCE_HEAD, NO_PAGE, async () => {
    await openWithRows(page, '/borrowManage/borrowTypeLog', ['待审批']);
    const row = rows(page).filter({ hasText: '待审批' }).first();
    await confirmPopover(page, row.getByRole('button', { name: /^通过/ }), /通\s*过/);
    await expect(page.getByText('借款类型变更已审批通过')).toBeVisible();
    await expect(rows(page).filter({ hasText: '待审批' })).toHaveCount(0);
    await expectAccessible(page);
  });
});
