import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { BlobWriter, Uint8ArrayReader, ZipReader } from '@zip.js/zip.js';
import ExcelJS from 'exceljs';
import { expectAccessible, signIn, signOut } from './support/session';
import { addExportTask } from './support/widgets';

const HISTORY_EXPORTER = '13800000053'; // role 53, bill history export
const MANAGER = '13800001001'; // lists all bills of the group, may not export them

test('bill history: role 53 exports all bills in scope to a password-locked Excel file; a manager has no export', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, MANAGER, '/billManage/billAll');
  await expect(page.getByTestId('list-total')).toBeVisible();
  await expect(page.getByRole('button', { name: /^导\s*出$/ })).toHaveCount(0);
  await signOut(page);

  await signIn(page, HISTORY_EXPORTER, '/billManage/billAll');
  const total = Number((await page.getByTestId('list-total').innerText()).replace(/\D/g, ''));
  expect(total).toBeGreaterThan(0);
  await page.getByRole('button', { name: /^导\s*出$/ }).click();
  const dialog = page.getByRole('dialog', { name: '文件导出' });
  await dialog.getByLabel('文件名').fill('报单历史');
  const success = await addExportTask(page, dialog);
  const taskNo = (await success.getByTestId('export-task-no').innerText()).trim();
  const password = (await success.getByTestId('export-password').innerText()).trim();
  await expectAccessible(page);
  await success.getByRole('button', { name: '知道了' }).click();

  await page.goto('/fileDownloadManage/fileDownloadList');
  const row = page.getByRole('row').filter({ hasText: taskNo });
  await expect(row.getByText('已完成')).toBeVisible({ timeout: 60_000 });
  await expectAccessible(page);
  await row.getByRole('button', { name: /下载/ }).click();
  const ask = page.getByRole('dialog').filter({ hasText: '下载密码' });
  await ask.getByLabel('下载密码').fill(password);
  const [download] = await Promise.all([page.waitForEvent('download'), ask.getByRole('button', { name: /^下\s*载$/ }).click()]);
  expect(download.suggestedFilename()).toBe('报单历史.zip');

  const [entry] = await new ZipReader(new Uint8ArrayReader(new Uint8Array(fs.readFileSync((await download.path())!)))).getEntries();
  if (!entry || entry.directory) throw new Error('the zip holds no file');
  const xlsx = await entry.getData(new BlobWriter(), { password });
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(await xlsx.arrayBuffer()) as never);
  const sheet = workbook.worksheets[0]!;
  expect(sheet.getRow(1).getCell(1).value).toBe('报单编号');
  // Every bill the exporter's list counts, one row each; personal data leaves masked, as on screen.
  expect(sheet.rowCount).toBe(total + 1);
  expect(String(sheet.getRow(2).getCell(1).value)).toMatch(/^[A-Z]{2}\d{8}-\d{4}$/);
  expect(String(sheet.getRow(2).getCell(3).value)).toMatch(/^1\d{2}\*{4}\d{4}$/);
});
