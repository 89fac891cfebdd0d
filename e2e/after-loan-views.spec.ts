import { type Page, expect, test } from '@playwright/test';
import { as, expectAccessible } from './support/session';

/*
 * Issue 33 item 5 (decision 0066): after-loan staff open the overdue records and the five-level
 * page from the menu and see the same days past due and suggested class for one loan, and the
 * overdue pages say how penalty is counted. Nothing is changed here.
 */
const AFTER_LOAN = '13800000041'; // role 41: overdue_record, bill_overdue_detail, five_level_manage

const rows = (page: Page) => page.locator('tbody tr.ant-table-row');
const cell = (row: ReturnType<typeof rows>, k: number) => row.locator('td').nth(k);

async function openFromMenu(page: Page, group: string, item: string) {
  await page.getByRole('menuitem', { name: group }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

test('the overdue records and the five-level page agree on a loan, and the penalty rule is said', async ({ page }) => {
  await as(page, AFTER_LOAN, '/home', async () => {
    await openFromMenu(page, '逾期管理', '逾期记录');
    await expect(page.getByText(/罚息规则：自应还日次日起逐日计收.*计罚天数等于逾期天数/)).toBeVisible();
    const loan = rows(page).first();
    await expect(loan).toContainText('已逾期');
    const billNo = (await cell(loan, 0).innerText()).trim();
    const days = /^(\d+)天$/.exec((await cell(loan, 8).innerText()).trim())![1]!;
    const suggested = (await cell(loan, 9).innerText()).trim();
    await page.mouse.move(1000, 800);
    await expectAccessible(page);

    await openFromMenu(page, '借款管理', '五级分类');
    await expect(page).toHaveURL(/\/borrowManage\/assetLevelList/);
    // The list's filters live in the address: the loan by its bill number.
    await page.goto(`/borrowManage/assetLevelList?keyword=${encodeURIComponent(billNo)}`);
    const same = rows(page).filter({ hasText: billNo });
    await expect(same).toHaveCount(1);
    // 当前阶段 (decision 0074), then 放款本金, 剩余本金, 逾期天数, 建议分类 follow the bill number and the customer.
    await expect(cell(same, 2)).toHaveText('已逾期');
    await expect(cell(same, 5)).toHaveText(days);
    await expect(cell(same, 6)).toHaveText(suggested);
    await page.mouse.move(1000, 800);
    await expectAccessible(page);
  });
});
