import { type Page, expect, test } from '@playwright/test';
import { as, expectAccessible } from './support/session';
import { confirmPopover } from './support/widgets';

/*
 * Issue 16's repayment lifecycle (decisions 0041, 0042) on the demo bullet loan, which no other
 * spec repays: the salesperson records two repayments and finance posts each; then the loan is
 * quoted for early settlement on the business date, the settlement recorded and posted, and the
 * schedule and the loan show nothing outstanding. The business date is not advanced here: it is
 * global to the e2e server and the specs after this one count the demo's overdue instalments.
 */
const SALES = '13800000011'; // role 11: business_repay_list, the demo loans are theirs
const FINANCE = '13800000021'; // role 21: posts recorded repayments

const rows = (page: Page) => page.locator('tbody tr.ant-table-row');

async function openBulletLoan(page: Page) {
  await page.goto('/repaymentManage/repaymentManageList');
  await rows(page)
    .filter({ hasText: '一次性还本付息' })
    .first()
    .getByRole('button', { name: /^查看.+的还款计划$/ })
    .click();
  const drawer = page.getByRole('dialog', { name: '还款计划' });
  const schedule = drawer.getByRole('table', { name: '还款计划' }).locator('tbody tr.ant-table-row');
  await expect(schedule).toHaveCount(1);
  return { drawer, schedule, applications: drawer.getByRole('table', { name: '还款登记' }).locator('tbody tr.ant-table-row') };
}

async function closeDrawer(page: Page) {
  const drawer = page.getByRole('dialog', { name: '还款计划' });
  await drawer
    .getByRole('button', { name: 'Close' })
    .or(drawer.getByRole('button', { name: '关闭' }))
    .click();
  await expect(drawer).toBeHidden();
}

/** The salesperson records money received; the form says so. */
async function record(page: Page, amount: string) {
  await as(page, SALES, async () => {
    const { drawer, applications } = await openBulletLoan(page);
    await drawer.getByLabel('还款金额').fill(amount);
    await drawer.getByRole('button', { name: /^登\s*记$/ }).click();
    await expect(page.getByText('还款已登记，待财务审核入账')).toBeVisible();
    await expect(applications.filter({ hasText: '待审核' })).toHaveCount(1);
    await closeDrawer(page);
  });
}

/** Finance posts the one application awaiting review. */
async function approve(page: Page) {
  await as(page, FINANCE, async () => {
    const { drawer, applications } = await openBulletLoan(page);
    await confirmPopover(page, drawer.getByRole('button', { name: /^审核入账 / }), /审核入账/);
    await expect(page.getByText('还款已审核入账')).toBeVisible({ timeout: 30_000 });
    await expect(applications.filter({ hasText: '待审核' })).toHaveCount(0);
    await closeDrawer(page);
  });
}

// One loan through its life: each step needs the one before.
test.describe.configure({ mode: 'serial' });

test('the salesperson records a first repayment and finance posts it', async ({ page }) => {
  await record(page, '1000');
  await approve(page);
});

test('the salesperson records a second repayment and finance posts it', async ({ page }) => {
  await record(page, '2000');
  await approve(page);
});

test('the loan is quoted for early settlement on the business date and the settlement recorded', async ({ page }) => {
  await as(page, SALES, async () => {
    const { drawer, schedule } = await openBulletLoan(page);
    // Both posted: 3,000.00 paid of the instalment (interest first), partly paid.
    await expect(schedule.first()).toContainText('3,000.00');
    await expect(schedule.first()).toContainText('部分还款');

    await drawer.getByRole('button', { name: '结清试算' }).click();
    const quote = drawer.getByText(/^按营业日\d{4}-\d{2}-\d{2}试算$/);
    await expect(quote).toBeVisible();
    await expect(drawer.getByText('提前还款手续费（1%）')).toBeVisible();
    await expect(drawer.getByText('结清合计')).toBeVisible();
    const toPay = await drawer.getByLabel('结清金额').inputValue();
    expect(toPay).toMatch(/^\d+\.\d{2}$/);
    await expectAccessible(page);
    await drawer.getByRole('button', { name: '登记提前结清' }).click();
    await expect(page.getByText('还款已登记，待财务审核入账')).toBeVisible();
    await closeDrawer(page);
  });
});

test('finance posts the settlement: the schedule and the loan show nothing outstanding', async ({ page }) => {
  await as(page, FINANCE, async () => {
    const { drawer, schedule, applications } = await openBulletLoan(page);
    await expect(applications.filter({ hasText: '提前结清' }).filter({ hasText: '待审核' })).toHaveCount(1);
    await confirmPopover(page, drawer.getByRole('button', { name: /^审核入账 / }), /审核入账/);
    await expect(page.getByText('还款已审核入账')).toBeVisible({ timeout: 30_000 });
    // Settled: the instalment closed, nothing left of the principal, the settlement shown.
    await expect(schedule.first()).toContainText('已还款');
    await expect(drawer.getByText('已结清').first()).toBeVisible();
    await expect(drawer.getByText('结清情况')).toBeVisible();
    await expect(drawer.getByText('提前结清', { exact: true })).toBeVisible();
    const outstanding = drawer.locator('.ant-descriptions-item').filter({ hasText: '剩余本金' });
    await expect(outstanding).toContainText('0.00');
    await expect(drawer.getByLabel('还款金额')).toHaveCount(0);
    await expectAccessible(page);
    await closeDrawer(page);
  });
});
