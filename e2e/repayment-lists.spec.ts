import { type Page, expect, test } from '@playwright/test';
import { closeRepaymentDrawer } from './support/repayment';
import { as, expectAccessible } from './support/session';
import { confirmPopover } from './support/widgets';

/*
 * Issue 16 items 1, 2, 7 and 8: the two repayment lists open on the demo loans (one per method,
 * drawn months ago and repaid through the waterfall), and a loan's schedule opens beside each.
 */
const SALES = '13800000011'; // role 11: business_repay_list, the demo loans are theirs
const AFTER_LOAN = '13800000041'; // role 41: risk_repay_query
const FINANCE = '13800000021'; // role 21: posts recorded repayments (decision 0041)

const rows = (page: Page) => page.locator('tbody tr.ant-table-row');

/** The equal-instalment demo loan's schedule beside the repayment list. */
async function openEqualInstalmentLoan(page: Page) {
  await page.goto('/repaymentManage/repaymentManageList');
  const loan = rows(page).filter({ hasText: '等额本息' });
  await loan.getByRole('button', { name: /^查看.+的还款计划$/ }).click();
  const drawer = page.getByRole('dialog', { name: '还款计划' });
  const schedule = drawer.getByRole('table', { name: '还款计划' }).locator('tbody tr.ant-table-row');
  await expect(schedule).toHaveCount(12);
  return { loan, drawer, schedule, applications: drawer.getByRole('table', { name: '还款登记' }).locator('tbody tr.ant-table-row') };
}

test('the salesperson records a repayment and finance posts it: the oldest overdue instalment is paid first', async ({ page }) => {
  let paidBefore = '';
  await as(page, SALES, async () => {
    const { drawer, schedule, applications } = await openEqualInstalmentLoan(page);
    paidBefore = (await schedule.filter({ hasText: '已逾期' }).first().textContent()) ?? '';
    await drawer.getByLabel('还款金额').fill('1000');
    await drawer.getByRole('button', { name: /登\s*记/ }).click();
    // Recorded, awaiting review: nothing is paid yet, and the salesperson cannot post it.
    await expect(applications.filter({ hasText: '1,000.00' }).filter({ hasText: '待审核' })).toBeVisible();
    await expect(schedule.filter({ hasText: '已逾期' }).first()).toHaveText(paidBefore);
    await expect(drawer.getByRole('button', { name: /^审核入账/ })).toHaveCount(0);
    await closeRepaymentDrawer(page);
  });
  await as(page, FINANCE, async () => {
    const { drawer, schedule, applications } = await openEqualInstalmentLoan(page);
    // The demo's own: one awaiting review, one rejected with its reason.
    await expect(applications.filter({ hasText: '已驳回' }).filter({ hasText: '银行流水未见到账' })).toBeVisible();
    await expectAccessible(page);
    await confirmPopover(page, drawer.getByRole('button', { name: '审核入账 1,000.00' }), /审核入账/);
    await expect(applications.filter({ hasText: '1,000.00' }).filter({ hasText: '已入账' })).toBeVisible();
    // Money goes to the oldest instalment first: its penalty, then the fees the bill owes (decision 0050),
    // then its interest; the first overdue one shows its penalty paid, still overdue.
    await expect(schedule.filter({ hasText: '已逾期' }).first()).not.toHaveText(paidBefore);
    await expect(schedule.filter({ hasText: '已逾期' })).toHaveCount(2);
    await closeRepaymentDrawer(page);
  });
});

test('the salesperson opens the repayment list and a loan’s schedule', async ({ page }) => {
  await as(page, SALES, async () => {
    await page.goto('/repaymentManage/repaymentManageList');
    // One demo loan per method; a loan another spec drew first may sit beside them.
    for (const method of ['先息后本', '等额本息', '等额本金', '一次性还本付息'])
      await expect(rows(page).filter({ hasText: method }).first()).toBeVisible();
    for (const status of ['还款中', '已逾期', '已结清']) await expect(rows(page).filter({ hasText: status }).first()).toBeVisible();
    await page.mouse.move(1000, 800);
    await expectAccessible(page);

    // The equal-instalment loan: twelve instalments, some paid, two overdue.
    const loan = rows(page).filter({ hasText: '等额本息' });
    await loan.getByRole('button', { name: /^查看.+的还款计划$/ }).click();
    const principal = await loan
      .locator('td')
      .filter({ hasText: /^\d{1,3}(,\d{3})+\.\d{2}$/ })
      .first()
      .innerText();
    const drawer = page.getByRole('dialog', { name: '还款计划' });
    await expect(drawer).toContainText(principal);
    const schedule = drawer.getByRole('table', { name: '还款计划' }).locator('tbody tr.ant-table-row');
    await expect(schedule).toHaveCount(12);
    await expect(schedule.filter({ hasText: '已还款' }).first()).toBeVisible();
    await expect(schedule.filter({ hasText: '已逾期' })).toHaveCount(2);
    await expectAccessible(page);

    await closeRepaymentDrawer(page);
  });
});

test('after-loan staff query every instalment, filter the overdue ones and open a loan’s schedule', async ({ page }) => {
  await as(page, AFTER_LOAN, async () => {
    await page.goto('/repaymentManage/repaymentQueryList');
    await expect(rows(page).first()).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /共\d+期/ })).toBeVisible();
    await page.mouse.move(1000, 800);
    await expectAccessible(page);

    await page.goto('/repaymentManage/repaymentQueryList?status=4');
    await expect(rows(page)).toHaveCount(2);
    await expect(page.getByRole('status').filter({ hasText: '逾期2期' })).toBeVisible();
    await rows(page)
      .first()
      .getByRole('button', { name: /^查看.+的还款计划$/ })
      .click();
    const drawer = page.getByRole('dialog', { name: '还款计划' });
    await expect(drawer.getByRole('table', { name: '还款计划' }).locator('tbody tr.ant-table-row')).toHaveCount(12);
    await expectAccessible(page);
    await closeRepaymentDrawer(page);
  });
});
