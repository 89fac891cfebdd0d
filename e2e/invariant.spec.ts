import { expect, test } from '@playwright/test';
import { DEMO, expectAccessible, signIn } from './support/session';

/** /systemSetting/moneyInvariants as staff use it (the admin holds money_invariant_check): add a record, open it, edit it. */
test('invariant: add a record, open it and edit it', async ({ page }) => {
  await signIn(page, DEMO.admin);
  await page.goto('/systemSetting/moneyInvariants');
  await page.getByRole('button', { name: /新\s*增/ }).click();
  const form = page.getByRole('dialog', { name: '新增' });
  await form.getByRole('button', { name: /保\s*存/ }).click();
  await expect(form.getByText('此项不能为空')).toBeVisible();
  await form.getByLabel('名称').fill('第一条记录');
  await form.getByRole('button', { name: /保\s*存/ }).click();
  await expect(form).toBeHidden();
  const row = page.locator('tbody tr.ant-table-row', { hasText: '第一条记录' });
  await expect(page.getByText('共 1 条')).toBeVisible();
  // The pointer off the rows: axe judges the page as read, not a hovered link.
  await page.mouse.move(1000, 800);
  await expectAccessible(page);

  await row.getByRole('button', { name: '第一条记录' }).click();
  const detail = page.getByRole('dialog', { name: '资金不变量检查详情' });
  await expect(detail).toContainText('第一条记录');
  await detail.getByRole('button', { name: /编\s*辑/ }).click();
  const edit = page.getByRole('dialog', { name: '编辑' });
  await edit.getByLabel('名称').fill('第一条记录二');
  await edit.getByRole('button', { name: /保\s*存/ }).click();
  await expect(edit).toBeHidden();
  await expect(detail).toContainText('第一条记录二');
  await page.mouse.move(1000, 800);
  await expectAccessible(page);
});
