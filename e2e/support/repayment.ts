import { type Page, expect } from '@playwright/test';

/** Closes a loan's repayment drawer (还款计划) by its close button, in either language. */
export async function closeRepaymentDrawer(page: Page) {
  const drawer = page.getByRole('dialog', { name: '还款计划' });
  await drawer.getByRole('button', { name: /^(Close|关闭)$/ }).click();
  await expect(drawer).toBeHidden();
}

/** The business date the overdue and repayment pages show. */
export async function businessDate(page: Page) {
  const bar = page.getByRole('status').filter({ hasText: /营业日：\d{4}-\d{2}-\d{2}/ });
  return /营业日：(\d{4}-\d{2}-\d{2})/.exec(await bar.first().innerText())![1]!;
}
