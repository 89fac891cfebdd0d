import { LEDGER_ACCOUNTS } from '@lc/shared';
import { expect, test } from '@playwright/test';
import { as, expectAccessible } from './support/session';

/*
 * Issue 33, "the trial balance shows no negative receivable": finance opens the trial balance
 * from the menu and reads every account, the totals and whether the books balance; on the demo
 * book no asset or liability is below nil. Nothing is changed here.
 */
const FINANCE = '13800000021'; // role 21: holds ledger_view

test('trial balance: finance finds it in the menu, every account with figures, the books balanced, nothing below nil', async ({ page }) => {
  await as(page, FINANCE, '/home', async () => {
    await page.getByRole('menuitem', { name: '总账', exact: true }).click();
    await page.getByRole('menuitem', { name: '试算平衡表' }).click();
    await expect(page).toHaveURL(/\/ledgerManage\/trialBalance$/);
    await expect(page.getByRole('heading', { name: '试算平衡表' })).toBeVisible();

    const table = page.getByRole('table', { name: '试算平衡表' });
    const rows = table.locator('tbody tr.ant-table-row');
    await expect(rows).toHaveCount(LEDGER_ACCOUNTS.length);
    const bank = rows.filter({ hasText: '1002' });
    await expect(bank).toContainText('银行存款');
    await expect(bank).toContainText('资产');
    // Amounts grouped by thousands, two decimals: the bank holds millions on the demo book.
    await expect(bank.locator('td').nth(6)).toHaveText(/^\d{1,3}(,\d{3})+\.\d{2}$/);
    await expect(rows.filter({ hasText: '2001' })).toContainText('负债');

    // The totals row: debits equal credits, and the page says the books balance.
    const totals = table.locator('tr', { hasText: '合计' });
    const debitTotal = (await totals.locator('td').nth(1).innerText()).trim();
    expect(debitTotal).toMatch(/^\d{1,3}(,\d{3})+\.\d{2}$/);
    await expect(totals.locator('td').nth(2)).toHaveText(debitTotal);
    const status = page.getByTestId('books-balanced');
    await expect(status).toContainText('借贷平衡');
    await expect(status).toContainText(`借方合计 ${debitTotal}，贷方合计 ${debitTotal}`);
    await expect(status).toContainText('没有余额为负的资产或负债科目');
    await expect(table.getByText('余额为负')).toHaveCount(0);
    await page.mouse.move(1000, 800);
    await expectAccessible(page);

    // At phone width the page keeps to the screen and the table scrolls sideways inside it.
    await page.setViewportSize({ width: 390, height: 844 });
    const scroller = page.getByRole('region', { name: '试算平衡表' });
    await expect.poll(() => scroller.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(page);
    await page.setViewportSize({ width: 1440, height: 900 });

    await page.getByText('English', { exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Trial balance' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Trial balance' }).locator('tbody tr', { hasText: '1002' })).toContainText(
      'Bank deposits',
    );
    await expect(status).toContainText('The books balance');
    await page.getByText('中文', { exact: true }).click();
    await expect(page.getByRole('heading', { name: '试算平衡表' })).toBeVisible();
  });
});
