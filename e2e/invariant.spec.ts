import { expect, test } from '@playwright/test';
import { DEMO, expectAccessible, signIn } from './support/session';

/**
 * /systemSetting/moneyInvariants as the admin uses it (decision 0067): check the book now and read the
 * result. The demo, and whatever the specs before this one did to its money through the screens, holds.
 */
test('money invariants: the admin checks the book now and sees the run with each invariant', async ({ page }) => {
  await signIn(page, DEMO.admin);
  await page.goto('/systemSetting/moneyInvariants');
  await expect(page.getByRole('heading', { name: '资金不变量检查' })).toBeVisible();
  await page.getByRole('button', { name: '立即检查' }).click();
  await expect(page.getByText('检查完成，发现0处不一致')).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: '未发现不一致' })).toBeVisible();
  await expect(page.getByText('最近一次检查')).toBeVisible();
  await expect(page.getByRole('cell', { name: '试算平衡' })).toBeVisible();
  await page.mouse.move(1000, 800);
  await expectAccessible(page);
});
