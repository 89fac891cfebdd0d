import { type Locator, type Page, expect } from '@playwright/test';
import { noisyPng } from './images';

/**
 * Registers one property in its 抵押登记 dialog as warrant staff do (decision 0071): the certificate
 * number, the certificate image (required), the 登记 button, then the second click in the
 * 确认最终登记 confirmation, which names the consequence.
 */
export async function registerInDialog(page: Page, dialog: Locator, certNo: string) {
  await dialog.getByLabel('不动产证号').fill(certNo);
  await dialog.getByTestId('image-upload-input').setInputFiles({ name: '他项权证.png', mimeType: 'image/png', buffer: noisyPng(60, 40) });
  await expect(dialog.locator('img')).toHaveCount(1);
  await askFinalRegistration(page, dialog.getByRole('button', { name: /登\s*记/ }));
  await confirmFinalRegistration(page);
  await expect(dialog).toBeHidden();
}

/** The second click of a final registration: its confirmation says it cannot be undone. */
export async function confirmFinalRegistration(page: Page) {
  const confirm = page.getByRole('dialog', { name: /确认最终登记/ });
  await expect(confirm).toContainText('不能修改或撤销');
  // A click while the confirmation still zooms in can press on the button and release beside it
  // on a loaded runner (no click): press again while it is still there.
  await expect(async () => {
    if (await confirm.isVisible()) await confirm.getByRole('button', { name: /登\s*记/ }).click({ timeout: 2_000 });
    await expect(confirm).toBeHidden({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

/**
 * Clicks the registration's own button (登记, 下一步…) until its 确认最终登记 confirmation shows: a
 * click made while the page still moves under the uploaded image can be lost.
 */
export async function askFinalRegistration(page: Page, trigger: Locator) {
  const confirm = page.getByRole('dialog', { name: /确认最终登记/ });
  await expect(async () => {
    if (!(await confirm.isVisible())) await trigger.click({ timeout: 2_000 });
    await expect(confirm).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}
