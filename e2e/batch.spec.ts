import { expect, test } from '@playwright/test';
import { expectAccessible, signIn } from './support/session';
import { choose, pickOption } from './support/widgets';

/** Role 91 (funding-party products) holds loan_ins; the demo leaves one 海南小贷 loan (林*, 1,000,000.00) in no open batch. */
const FUNDING_STAFF = '13800000091';

test('batch: staff make a batch, push it, the party accepts, and the detail lists its loans and totals', async ({ page }) => {
  await signIn(page, FUNDING_STAFF, '/batchManage/batchBillList');
  // The demo batches: several statuses.
  const rows = page.locator('tbody tr.ant-table-row');
  await expect(rows.filter({ hasText: '部分还款' })).toHaveCount(1);
  await expect(rows.filter({ hasText: '已还清' })).toHaveCount(1);
  await page.mouse.move(1000, 800);
  await expectAccessible(page);

  // The status filter goes into the URL.
  await choose(page, 'status', '待审核');
  await page.getByRole('button', { name: /查\s*询/ }).click();
  await expect(page).toHaveURL(/status=3/);
  await expect(rows).toHaveCount(1);
  await page.goto('/batchManage/batchBillList');

  await page.getByRole('button', { name: '新建批次' }).click();
  const dialog = page.getByRole('dialog', { name: '新建批次' });
  await pickOption(page, dialog.getByLabel('资金方'), '海南小贷');
  const loan = dialog.locator('tbody tr', { hasText: '林*' });
  await loan.getByRole('checkbox').check();
  await expect(dialog.getByRole('status')).toHaveText('已选 1 笔，本金合计 1,000,000.00 元');
  await dialog.getByRole('button', { name: /创\s*建/ }).click();
  await expect(dialog).toBeHidden();

  // The new batch opens beside the list, to push.
  const detail = page.getByRole('dialog', { name: '批次详情' });
  await expect(detail).toContainText('待推送');
  await expect(detail.getByRole('button', { name: '还款' })).toHaveCount(0);
  await page.mouse.move(10, 10);
  await expectAccessible(page);
  await detail.getByRole('button', { name: /^推\s*送$/ }).click();
  await expect(detail.locator('.ant-descriptions')).toContainText('待审核');
  await expect(detail.getByRole('button', { name: /^推\s*送$/ })).toHaveCount(0);
  await expect(detail.getByRole('button', { name: '查询审核结果' })).toBeVisible();
  const loans = detail.locator('.ant-card', { hasText: '批次借款' });
  await expect(loans.locator('tbody tr', { hasText: '林*' })).toContainText('1,000,000.00');
  await expect(loans.locator('.ant-table-summary')).toContainText('1,000,000.00');
  const history = detail.locator('.ant-card', { hasText: '操作记录' });
  // Created, then pushed: the party accepted (待推送 → 待审核).
  await expect(history.locator('tbody tr')).toHaveCount(2);
  await expect(history.locator('tbody tr').nth(1)).toContainText(/推送\s*待推送\s*待审核\s*接受/);
  await expectAccessible(page);
  await page.keyboard.press('Escape');

  // The list shows the new batch awaiting review.
  await expect(rows.filter({ hasText: '待审核' })).toHaveCount(2);

  // Phone width: the list as cards.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/batchManage/batchBillList');
  await expect(page.getByTestId('list-card').first()).toBeVisible();
  await expect(page.getByTestId('list-card').filter({ hasText: '部分还款' })).toHaveCount(1);
  await expectAccessible(page);
});
