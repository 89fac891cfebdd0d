import { type Page, expect, test } from '@playwright/test';
import { BILL_ACTORS as WHO, submittedBill } from './support/bills';
import { as, expectAccessible } from './support/session';
import { answerDialog } from './support/widgets';

/** The home page's to-do entry of the draft box, named with its count: "草稿箱 (3)". */
const draftTodo = (page: Page) => page.getByRole('navigation', { name: '待办事项' }).getByRole('link', { name: /^草稿箱 \(\d+\)$/ });
/**
 * The draft box's count as the server gives it to home, checked against the home page's to-do entry
 * (none shown at 0). Asked over the page's own session: a response caught from the page can lose its
 * body when home redirects and loads again.
 */
async function draftTodoCount(page: Page) {
  await page.goto('/');
  const badges = await page.request.get('/api/v1/home/badges', { headers: { 'x-requested-with': 'XMLHttpRequest' } });
  expect(badges.ok(), await badges.text()).toBe(true);
  const count = ((await badges.json()).data as Record<string, number>)['/billManage/draft'] ?? 0;
  if (count) await expect(draftTodo(page)).toHaveAccessibleName(`草稿箱 (${count})`);
  else await expect(draftTodo(page)).toHaveCount(0);
  return count;
}

test.describe('a bill’s record of work', () => {
  test.describe.configure({ timeout: 180_000 });

  test('the manager returns the bill, the salesperson finds it on home, fixes it and resubmits', async ({ page }) => {
    let bill = { id: 0, billNo: '' };
    let todoBefore = 0;
    await as(page, WHO.sales, async () => {
      todoBefore = await draftTodoCount(page);
      bill = await submittedBill(page, '冯志远');
    });
    const billLink = () => page.getByRole('link', { name: new RegExp(bill.billNo) });

    // The manager returns it to the applicant from the inbox, with a reason.
    await as(page, WHO.manager, async () => {
      await page.goto('/billManage/billApproveYe');
      await billLink().click();
      await expect(page.getByTestId('bill-no')).toHaveText(bill.billNo);
      await page
        .getByTestId('bill-actions')
        .getByRole('button', { name: /^驳\s*回$/ })
        .click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByText('申请人（退回修改）')).toBeVisible();
      await dialog.getByLabel('驳回意见').fill('借款期限请改为90天');
      await answerDialog(dialog, /^驳\s*回$/);
      await expect(page.getByText('已驳回')).toBeVisible();
      await page.goto('/billManage/billApproveYe');
      await expect(page.getByTestId('list-total').or(page.getByText('暂无数据'))).toBeVisible();
      await expect(billLink()).toHaveCount(0);
    });

    await as(page, WHO.sales, async () => {
      // Home: the draft box's to-do counts the returned bill, and opens the list in one click.
      expect(await draftTodoCount(page)).toBe(todoBefore + 1);
      await expectAccessible(page);
      await draftTodo(page).click();
      await expect(page).toHaveURL(/\/billManage\/draft$/);
      const row = page.getByRole('row', { name: new RegExp(bill.billNo) });
      await expect(row.getByTestId('bill-status')).toHaveText('已退回');
      await expect(row.getByTestId('return-note')).toContainText('借款期限请改为90天');
      await expect(row.getByTestId('return-note')).toContainText('经理审批');
      // The latest change leads the list.
      await expect(page.locator('tbody tr.ant-table-row').first()).toContainText(bill.billNo);
      await expectAccessible(page);

      // One click opens the bill: the reason is in its records, and it can be edited and resubmitted.
      await billLink().click();
      await expect(page.getByTestId('bill-summary').getByTestId('bill-status')).toHaveText('已退回');
      await expect(page.getByTestId('bill-records')).toContainText('借款期限请改为90天');
      await page
        .getByTestId('bill-actions')
        .getByRole('button', { name: /^编\s*辑$/ })
        .click();
      await page.getByLabel('借款期限', { exact: true }).fill('90');
      await page.getByRole('button', { name: /保\s*存/ }).click();
      await expect(page).toHaveURL(/billAdd\?id=\d+$/);
      await expect(page.getByTestId('bill-summary')).toContainText('90');
      await page.getByTestId('bill-actions').getByRole('button', { name: '提交审批' }).click();
      await answerDialog(page.getByRole('dialog'), '提交审批');
      await expect(page.getByText('报单已提交审批')).toBeVisible();
      await expect(page.getByTestId('bill-records')).toContainText('重新提交，至「经理审批」');

      // Off the to-do and the draft box; in "my bills" with the approvers.
      expect(await draftTodoCount(page)).toBe(todoBefore);
      await page.goto('/billManage/draft');
      await expect(page.getByTestId('list-total').or(page.getByText('暂无数据'))).toBeVisible();
      await expect(billLink()).toHaveCount(0);
      await page.goto('/billManage/billList');
      await expect(page.getByRole('row', { name: new RegExp(bill.billNo) }).getByTestId('bill-status')).toHaveText('审批中');
    });

    // Back in the manager's inbox.
    await as(page, WHO.manager, async () => {
      await page.goto('/billManage/billApproveYe');
      await expect(billLink()).toBeVisible();
    });
  });
});
