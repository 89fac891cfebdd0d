import fs from 'node:fs';
import { BlobWriter, Uint8ArrayReader, ZipReader } from '@zip.js/zip.js';
import ExcelJS from 'exceljs';
import { expect, test } from '@playwright/test';
import { DEMO, expectAccessible, signIn } from './support/session';

test('an export asks for a name, shows its task number and password, progresses, and downloads only with the password', async ({
  page,
}) => {
  await signIn(page, DEMO.admin);
  await page.goto('/systemSetting/auditLog');
  await page.getByRole('button', { name: '导出' }).click();
  const dialog = page.getByRole('dialog', { name: '文件导出' });
  await dialog.getByLabel('文件名').fill('');
  await dialog.getByRole('button', { name: '添加下载任务' }).click();
  await expect(dialog.getByText('请输入文件名')).toBeVisible();
  await dialog.getByLabel('文件名').fill('审计日志导出');
  await dialog.getByRole('button', { name: '添加下载任务' }).click();

  const success = page.getByRole('dialog').filter({ hasText: '下载任务添加成功' });
  await expect(success).toBeVisible();
  const taskNo = (await success.getByTestId('export-task-no').innerText()).trim();
  const password = (await success.getByTestId('export-password').innerText()).trim();
  expect(taskNo).toMatch(/^EX\d{8}/);
  expect(password).toHaveLength(8);
  await expectAccessible(page);
  await success.getByRole('button', { name: '知道了' }).click();

  await page.goto('/fileDownloadManage/fileDownloadList');
  const row = page.getByRole('row').filter({ hasText: taskNo });
  await expect(row.getByText('已完成')).toBeVisible({ timeout: 30_000 });
  await expect(row.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  await expectAccessible(page);

  await row.getByRole('button', { name: /下载/ }).click();
  const ask = page.getByRole('dialog').filter({ hasText: '下载密码' });
  await ask.getByLabel('下载密码').fill('WRONG123');
  await ask.getByRole('button', { name: /^下\s*载$/ }).click();
  await expect(ask.getByText('下载密码错误')).toBeVisible();

  await ask.getByLabel('下载密码').fill(password);
  const [download] = await Promise.all([page.waitForEvent('download'), ask.getByRole('button', { name: /^下\s*载$/ }).click()]);
  expect(download.suggestedFilename()).toBe('审计日志导出.zip');
  const bytes = fs.readFileSync((await download.path())!);
  const [entry] = await new ZipReader(new Uint8ArrayReader(new Uint8Array(bytes))).getEntries();
  if (!entry || entry.directory) throw new Error('the zip holds no file');
  expect(entry.encrypted).toBe(true);
  await expect(entry.getData(new BlobWriter(), { password: 'WRONG123' })).rejects.toThrow();
  const xlsx = await entry.getData(new BlobWriter(), { password });
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(await xlsx.arrayBuffer()) as never);
  expect(workbook.worksheets[0]?.getRow(1).getCell(1).value).toBe('时间');
  expect(workbook.worksheets[0]?.rowCount).toBeGreaterThan(1);

  // On a phone the tasks are cards, readable without scrolling sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  const card = page.locator('.ant-card').filter({ hasText: taskNo });
  await expect(card.getByText('已完成')).toBeVisible();
  await expect(card.getByRole('button', { name: /下\s*载/ })).toBeVisible();
  await expectAccessible(page);
});

test('the Excel upload refuses other formats, imports staff, and shows every row result', async ({ page }) => {
  await signIn(page, DEMO.admin);
  await page.goto('/systemSetting/staffManage');
  const input = page.getByTestId('excel-upload-input');
  await input.setInputFiles({ name: 'staff.csv', mimeType: 'text/csv', buffer: Buffer.from('a,b') });
  await expect(page.getByText('文件格式不正确')).toBeVisible();

  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('员工');
  sheet.addRow(['姓名', '手机号', '邮箱', '区域', '角色ID', '组ID', '初始密码']);
  sheet.addRow(['导入测试', '13900000777', '', '武汉', '11', '1', 'Init@2026']);
  sheet.addRow(['坏号码', '123', '', '武汉', '11', '', 'Init@2026']);
  const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
  await input.setInputFiles({ name: '员工.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer });

  const results = page.getByRole('dialog', { name: '导入结果' });
  await expect(results.getByText('成功 1 行，失败 1 行')).toBeVisible();
  await expect(results.getByRole('row').filter({ hasText: '手机号格式错误' })).toContainText('3');
  await expectAccessible(page);
  await results
    .getByRole('button', { name: /关\s*闭/ })
    .first()
    .click();
  await expect(page.getByRole('table', { name: '员工列表' }).getByText('13900000777')).toBeVisible();
});
