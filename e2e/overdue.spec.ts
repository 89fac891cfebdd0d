import { type Page, expect, test } from '@playwright/test';
import { as, expectAccessible } from './support/session';

/*
 * Issue 16 item 4 (decision 0035): the overdue pages open on the demo's overdue loan, its penalty
 * accrued by the overdue run, with the business date above the list. The business date is not
 * advanced here: other specs count on the demo's overdue instalments as they stand.
 */
const AFTER_LOAN = '13800000041'; // role 41: overdue_record, bill_overdue_detail, risk_repay_query
const ADMIN = '13800000000';

const rows = (page: Page) => page.locator('tbody tr.ant-table-row');
const money = /^\d{1,3}(,\d{3})*\.\d{2}$/;

test('after-loan staff see the overdue loan with its penalty, and its overdue instalments', async ({ page }) => {
  await as(page, AFTER_LOAN, '/overdueRecordManage/overdueRecordList', async () => {
    await expect(page.getByRole('status').filter({ hasText: /营业日：\d{4}-\d{2}-\d{2}/ })).toBeVisible();
    const loan = rows(page).filter({ hasText: '已逾期' }).first();
    await expect(loan).toBeVisible();
    await expect(loan).toContainText('关注');
    // The penalty column holds a positive amount.
    const penalty = loan.locator('td').nth(6);
    await expect(penalty).toHaveText(money);
    expect(Number((await penalty.innerText()).replaceAll(',', ''))).toBeGreaterThan(0);
    // No advance form for anyone but the admin.
    await expect(page.getByRole('button', { name: '推进并处理逾期' })).toHaveCount(0);
    await page.mouse.move(1000, 800);
    await expectAccessible(page);

    await loan.getByRole('button', { name: /^查看.+的逾期明细$/ }).click();
    const drawer = page.getByRole('dialog', { name: '还款计划' });
    await expect(drawer.getByRole('table', { name: '还款计划' })).toContainText('罚息');
    await expectAccessible(page);

    await page.goto('/overdueRecordManage/overdueScheduleList');
    await expect(rows(page).first()).toBeVisible();
    await expect(rows(page).first()).toContainText('已逾期');
    await page.mouse.move(1000, 800);
    await expectAccessible(page);
  });
});

test('the admin sees the business date with the form that advances it', async ({ page }) => {
  await as(page, ADMIN, '/overdueRecordManage/overdueScheduleList', async () => {
    await expect(page.getByRole('status').filter({ hasText: /营业日：/ })).toBeVisible();
    await expect(page.getByRole('button', { name: '推进并处理逾期' })).toBeVisible();
    await expect(page.getByLabel('推进营业日至')).toBeVisible();
    await page.mouse.move(1000, 800);
    await expectAccessible(page);
  });
});
