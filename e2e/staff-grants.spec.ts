import { expect, test } from '@playwright/test';
import { expectAccessible, signIn } from './support/session';

// Decision 0014: the staff form offers only what the server would let this user grant.
test('the operations admin sees the roles and areas it may not grant greyed out in the staff form', async ({ page }) => {
  await signIn(page, '13800002001', '/systemSetting/staffManage');
  await page.getByRole('button', { name: '新增员工' }).click();
  const dialog = page.getByRole('dialog', { name: '新增员工' });

  // The list is virtual: the first roles are drawn at once, role 2001 after a search.
  await dialog.getByLabel('角色').click();
  const roles = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
  await expect(roles.filter({ hasText: /^系统管理员$/ })).toHaveClass(/ant-select-item-option-disabled/);
  await expect(roles.filter({ hasText: /^11 业务员$/ })).toHaveClass(/ant-select-item-option-disabled/);
  await dialog.getByLabel('角色').fill('2001');
  await expect(roles.filter({ hasText: /^2001 运营管理员$/ })).toBeVisible();
  await expect(roles.filter({ hasText: /^2001 运营管理员$/ })).not.toHaveClass(/ant-select-item-option-disabled/);
  await page.keyboard.press('Escape');

  await dialog.getByLabel('区域').click();
  const areas = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
  await expect(areas.filter({ hasText: /^北京$/ })).not.toHaveClass(/ant-select-item-option-disabled/);
  await expect(areas.filter({ hasText: /^全部$/ })).toHaveClass(/ant-select-item-option-disabled/);
  await page.keyboard.press('Escape');
  // The page is checked as staff see it: the closing dropdown's listbox is gone first.
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
  await expectAccessible(page);
});
