import { type Locator, type Page, expect, test } from '@playwright/test';
import { closeRepaymentDrawer } from './support/repayment';
import { as, NO_PAGE, expectAccessible } from './support/session';
import { answerDialog, confirmPopover, openDialog } from './support/widgets';

/*
 * Issue 16 items 1, 2, 7 and 8: the two repayment lists open on the demo loans (one per method,
 * drawn months ago and repaid through the waterfall), and a loan's schedule opens beside each.
 */
const SALES = '13800000011'; // role 11: business_repay_list, the demo loans are theirs
const AFTER_LOAN = '13800000041'; // role 41: risk_repay_query
const FINANCE = '13800000021'; // role 21: posts recorded repayments (decision 0041)
const ADMIN = '13800000000'; // repayment_waterfall_set

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
  let overdueBefore = 0;
  await as(page, SALES, NO_PAGE, async () => {
    const { drawer, schedule, applications } = await openEqualInstalmentLoan(page);
    paidBefore = (await schedule.filter({ hasText: '已逾期' }).first().textContent()) ?? '';
    overdueBefore = await schedule.filter({ hasText: '已逾期' }).count();
    expect(overdueBefore).toBeGreaterThan(0);
    await drawer.getByLabel('还款金额').fill('1000');
    await drawer.getByRole('button', { name: /登\s*记/ }).click();
    // Recorded, awaiting review: nothing is paid yet, and the salesperson cannot post it.
    await expect(applications.filter({ hasText: '1,000.00' }).filter({ hasText: '待审核' })).toBeVisible();
    await expect(schedule.filter({ hasText: '已逾期' }).first()).toHaveText(paidBefore);
    await expect(drawer.getByRole('button', { name: /^审核入账/ })).toHaveCount(0);
    await closeRepaymentDrawer(page);
  });
  await as(page, FINANCE, NO_PAGE, async () => {
    const { drawer, schedule, applications } = await openEqualInstalmentLoan(page);
    // The demo's own: one awaiting review, one rejected with its reason.
    await expect(applications.filter({ hasText: '已驳回' }).filter({ hasText: '银行流水未见到账' })).toBeVisible();
    await expectAccessible(page);
    await confirmPopover(page, drawer.getByRole('button', { name: '审核入账 1,000.00' }), /审核入账/);
    await expect(applications.filter({ hasText: '1,000.00' }).filter({ hasText: '已入账' })).toBeVisible();
    // Money goes to the oldest instalment first: its penalty, then the fees the bill owes (decision 0050),
    // then its interest; the first overdue one shows its penalty paid, still overdue.
    await expect(schedule.filter({ hasText: '已逾期' }).first()).not.toHaveText(paidBefore);
    // 1,000.00 clears no instalment: as many stay overdue.
    await expect(schedule.filter({ hasText: '已逾期' })).toHaveCount(overdueBefore);
    await closeRepaymentDrawer(page);
  });
});

test('the salesperson opens the repayment list and a loan’s schedule', async ({ page }) => {
  await as(page, SALES, '/repaymentManage/repaymentManageList', async () => {
    // One demo loan per method; a loan another spec drew first may sit beside them.
    for (const method of ['先息后本', '等额本息', '等额本金', '一次性还本付息'])
      await expect(rows(page).filter({ hasText: method }).first()).toBeVisible();
    for (const status of ['还款中', '已逾期', '已结清']) await expect(rows(page).filter({ hasText: status }).first()).toBeVisible();
    await page.mouse.move(1000, 800);
    await expectAccessible(page);

    // The equal-instalment loan: twelve instalments, some paid, some overdue (after-loan.spec.ts withholds one).
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
    await expect(schedule.filter({ hasText: '已逾期' }).first()).toBeVisible();
    await expectAccessible(page);

    await closeRepaymentDrawer(page);
  });
});

test('after-loan staff query every instalment, filter the overdue ones and open a loan’s schedule', async ({ page }) => {
  await as(page, AFTER_LOAN, '/repaymentManage/repaymentQueryList', async () => {
    await expect(rows(page).first()).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /共\d+期/ })).toBeVisible();
    await page.mouse.move(1000, 800);
    await expectAccessible(page);

    await page.goto('/repaymentManage/repaymentQueryList?status=4');
    // Every row is overdue, and the summary counts exactly the rows shown.
    await expect(rows(page).first()).toContainText('已逾期');
    const overdue = await rows(page).count();
    await expect(rows(page).filter({ hasNotText: '已逾期' })).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: `逾期${overdue}期` })).toBeVisible();
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

/** One value of a read-only card (an antd bordered Descriptions) by its label. */
const valueOf = (card: Locator, label: RegExp) =>
  card.locator('th.ant-descriptions-item-label').filter({ hasText: label }).locator('xpath=following-sibling::td[1]');

test('the credit a settled loan holds is refunded: recorded by the salesperson, paid out by finance', async ({ page }) => {
  let credit = '';
  const openSettled = async () => {
    await page.goto('/repaymentManage/repaymentManageList');
    await rows(page)
      .filter({ hasText: '已结清' })
      .first()
      .getByRole('button', { name: /^查看.+的还款计划$/ })
      .click();
    const drawer = page.getByRole('dialog', { name: '还款计划' });
    return {
      drawer,
      credit: valueOf(drawer, /^客户余额$/),
      applications: drawer.getByRole('table', { name: '还款登记' }).locator('tbody tr'),
    };
  };
  await as(page, SALES, async () => {
    const settled = await openSettled();
    // The demo's early settlement was rounded up to the hundred yuan: the few yuan over are held as credit.
    await expect(settled.credit).toHaveText(/^[\d,]+\.\d{2}\s*退还余额$/);
    credit = /^([\d,]+\.\d{2})/.exec(await settled.credit.innerText())![1]!;
    expect(Number(credit.replaceAll(',', ''))).toBeGreaterThan(0);
    await settled.credit.getByRole('button', { name: '退还余额' }).click();
    await expect(page.locator('.ant-popconfirm').filter({ visible: true })).toContainText(`退还客户余额 ${credit} 元？`);
    await expectAccessible(page);
    await page
      .locator('.ant-popconfirm')
      .filter({ visible: true })
      .getByRole('button', { name: /取\s*消/ })
      .click();
    await confirmPopover(page, settled.credit.getByRole('button', { name: '退还余额' }), /退还余额/);
    await expect(settled.applications.filter({ hasText: `${credit} （退还余额）` }).filter({ hasText: '待审核' })).toBeVisible();
    await closeRepaymentDrawer(page);
  });
  await as(page, FINANCE, async () => {
    const settled = await openSettled();
    await confirmPopover(page, settled.drawer.getByRole('button', { name: `审核入账 ${credit}` }), /审核入账/);
    await expect(settled.applications.filter({ hasText: `${credit} （退还余额）` }).filter({ hasText: '已入账' })).toBeVisible();
    await expect(settled.credit).toHaveText('0.00');
    await expect(settled.drawer.getByRole('button', { name: '退还余额' })).toHaveCount(0);
    await expectAccessible(page);
    await closeRepaymentDrawer(page);
  });
});

test('the admin sees the repayment order above the loans and changes it in a dialog, in zh-CN and en-US', async ({ page }) => {
  const order = page.getByTestId('waterfall-order');
  const change = async (button: string, saved: string) => {
    const dialog = page.getByRole('dialog', { name: '修改还款顺序' });
    await openDialog(page.getByRole('button', { name: '修改还款顺序' }), dialog);
    await dialog.getByRole('button', { name: button }).click();
    await answerDialog(dialog, /保\s*存/);
    await expect(order).toHaveText(saved);
    // The saved message sits over the button at the top and stays while hovered: away from it, until it goes.
    await page.mouse.move(1000, 800);
    await expect(page.locator('.ant-message-notice')).toHaveCount(0);
  };
  await as(page, SALES, '/repaymentManage/repaymentManageList', async () => {
    await expect(order).toHaveText('还款顺序：罚息 → 费用 → 利息 → 本金');
    await expect(page.getByRole('button', { name: '修改还款顺序' })).toHaveCount(0);
  });
  await as(page, ADMIN, '/repaymentManage/repaymentManageList', async () => {
    await expect(order).toHaveText('还款顺序：罚息 → 费用 → 利息 → 本金');
    const dialog = page.getByRole('dialog', { name: '修改还款顺序' });
    await openDialog(page.getByRole('button', { name: '修改还款顺序' }), dialog);
    await expect(dialog.getByRole('list')).toHaveText(/1\. 罚息.*2\. 费用.*3\. 利息.*4\. 本金/);
    await expect(dialog.getByRole('button', { name: '上移罚息' })).toBeDisabled();
    await expectAccessible(page);
    await answerDialog(dialog, /取\s*消/);
    // Saved and shown at once; then back to the default, as the other specs' figures expect.
    await change('上移利息', '还款顺序：罚息 → 利息 → 费用 → 本金');
    await change('下移利息', '还款顺序：罚息 → 费用 → 利息 → 本金');

    await page.evaluate(() => localStorage.setItem('lc.locale', 'en-US'));
    await page.reload();
    await expect(order).toHaveText('Repayment order: Penalty → Fees → Interest → Principal');
    const english = page.getByRole('dialog', { name: 'Change the repayment order' });
    await openDialog(page.getByRole('button', { name: 'Change the repayment order' }), english);
    await expect(english.getByRole('button', { name: 'Move Interest up' })).toBeVisible();
    await expectAccessible(page);
    await answerDialog(english, 'Cancel');
    await page.evaluate(() => localStorage.setItem('lc.locale', 'zh-CN'));
    await page.reload();
    await expect(order).toHaveText('还款顺序：罚息 → 费用 → 利息 → 本金');
  });
});
