import { type Page, expect, test } from '@playwright/test';
import { as, expectAccessible } from './support/session';
import { pickOption } from './support/widgets';

/*
 * Issue 16 item 8 (decision 0047): the recharge list opens on the demo's recharges, and a recharge
 * recorded with its voucher by one finance officer is posted by another. Withholding on the desk
 * (refused, retried to success, an old retry refused) is after-loan.spec.ts's.
 */
const FINANCE = '13800000021'; // role 21: withhold_list, deduct_record_list, recharge_record_list
const AFTER_LOAN = '13800000041'; // role 41: the records lists, no desk
const FINANCE_DIRECTOR = '13800000020'; // role 20: reviews recharges too

const rows = (page: Page) => page.locator('tbody tr.ant-table-row');

test('finance records a recharge with its voucher; another finance officer posts it', async ({ page }) => {
  const voucher = `PZ${Date.now()}`;
  await as(page, FINANCE, '/rechargeRecordManage/rechargeRecordList', async () => {
    await page.getByRole('button', { name: '登记充值' }).click();
    const dialog = page.getByRole('dialog', { name: '登记充值' });
    await pickOption(page, dialog.getByLabel('借款'), /^借款\d+ [A-Z]{2}\d{8}-\d{4} /);
    await dialog.getByLabel('充值金额').fill('88.00');
    await dialog.getByLabel('付款人').fill('王建国');
    await dialog.getByLabel('转账凭证号').fill(voucher);
    const day = dialog.getByLabel('到账日期');
    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    await day.click();
    await day.fill(today);
    await day.press('Enter');
    await expect(day).toHaveValue(today);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: /^登\s*记$/ }).click();
    await expect(dialog).toBeHidden();
    const mine = rows(page).filter({ hasText: voucher });
    await expect(mine).toContainText('待审核');
    // Nobody posts what they recorded themselves.
    await expect(mine.getByRole('button', { name: /^审核入账/ })).toHaveCount(0);
  });
  await as(page, FINANCE_DIRECTOR, '/rechargeRecordManage/rechargeRecordList', async () => {
    const mine = rows(page).filter({ hasText: voucher });
    // Confirmed until it is posted: on a loaded runner the popconfirm can outlive its row's button.
    await mine.getByRole('button', { name: '审核入账 88.00' }).click();
    const pop = page.locator('.ant-popconfirm').filter({ visible: true });
    await expect(async () => {
      if (await pop.isVisible()) await pop.getByRole('button', { name: /审核入账/ }).click({ timeout: 2_000 });
      await expect(mine).toContainText('已入账', { timeout: 5_000 });
    }).toPass({ timeout: 60_000 });
  });
});

test('after-loan staff open the recharge list on the demo’s recharges in every status', async ({ page }) => {
  await as(page, AFTER_LOAN, '/rechargeRecordManage/rechargeRecordList', async () => {
    for (const status of ['待审核', '已入账', '已驳回']) await expect(rows(page).filter({ hasText: status }).first()).toBeVisible();
    await expect(rows(page).filter({ hasText: '已驳回' }).filter({ hasText: '银行流水未见到账' }).first()).toBeVisible();
    await expectAccessible(page);
  });
});
