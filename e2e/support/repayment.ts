import { type Page, expect } from '@playwright/test';

/** Closes a loan's repayment drawer (还款计划) by its close button, in either language. */
export async function closeRepaymentDrawer(page: Page) {
  const drawer = page.getByRole('dialog', { name: '还款计划' });
  await drawer.getByRole('button', { name: /^(Close|关闭)$/ }).click();
  await expect(drawer).toBeHidden();
}
