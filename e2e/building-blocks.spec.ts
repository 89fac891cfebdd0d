import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BlobWriter, Uint8ArrayReader, ZipReader } from '@zip.js/zip.js';
import ExcelJS from 'exceljs';
import { expect, test } from '@playwright/test';
import { type SentWindow, filesUnder, noisyPng, recordSentImages, startsWith } from './support/images';
import { DEMO, expectAccessible, signIn } from './support/session';
import { LIST, addExportTask } from './support/widgets';

/** The seeded sample records (SAMPLE_RECORDS in playwright.config.ts): the admin's export holds them all. */
const EXPORT_ROWS = 100_000;

test('an export of 100,000 rows asks for a name, shows its task number and password, progresses, and downloads only with the password', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signIn(page, DEMO.admin, LIST);
  await expect(page.getByTestId('list-total')).toHaveText('共 10,000+ 条');
  await page.getByRole('button', { name: /导\s*出/ }).click();
  const dialog = page.getByRole('dialog', { name: '文件导出' });
  await dialog.getByLabel('文件名').fill('');
  await dialog.getByRole('button', { name: '添加下载任务' }).click();
  await expect(dialog.getByText('请输入文件名')).toBeVisible();
  await dialog.getByLabel('文件名').fill('示例记录导出');
  const success = await addExportTask(page, dialog);
  await expect(success).toBeVisible();
  const taskNo = (await success.getByTestId('export-task-no').innerText()).trim();
  const password = (await success.getByTestId('export-password').innerText()).trim();
  expect(taskNo).toMatch(/^EX\d{8}/);
  expect(password).toHaveLength(8);
  // Straight to the list: the file takes seconds, and its progress is what this checks
  // (the success dialog's accessibility is checked in bill-export.spec.ts).
  await success.getByRole('button', { name: '知道了' }).click();

  // While the file is written the row says so and its progress bar moves, refreshing by itself.
  await page.goto('/fileDownloadManage/fileDownloadList');
  const row = page.getByRole('row').filter({ hasText: taskNo });
  // The row first (a loaded machine takes a while to the list), then its status: queued or being written.
  await expect(row).toBeVisible({ timeout: 30_000 });
  await expect(row.getByText(/排队中|生成中/)).toBeVisible();
  const bar = row.getByRole('progressbar');
  await expect(bar).toHaveAttribute('aria-valuenow', /^(\d|[1-9]\d)$/);
  await expect(row.getByText('已完成')).toBeVisible({ timeout: 150_000 });
  await expect(bar).toHaveAttribute('aria-valuenow', '100');
  await expectAccessible(page);

  await row.getByRole('button', { name: /下载/ }).click();
  const ask = page.getByRole('dialog').filter({ hasText: '下载密码' });
  await ask.getByLabel('下载密码').fill('WRONG123');
  await ask.getByRole('button', { name: /^下\s*载$/ }).click();
  await expect(ask.getByText('下载密码错误')).toBeVisible();

  await ask.getByLabel('下载密码').fill(password);
  const [download] = await Promise.all([page.waitForEvent('download'), ask.getByRole('button', { name: /^下\s*载$/ }).click()]);
  expect(download.suggestedFilename()).toBe('示例记录导出.zip');
  const bytes = fs.readFileSync((await download.path())!);
  const [entry] = await new ZipReader(new Uint8ArrayReader(new Uint8Array(bytes))).getEntries();
  if (!entry || entry.directory) throw new Error('the zip holds no file');
  expect(entry.encrypted).toBe(true);
  await expect(entry.getData(new BlobWriter(), { password: 'WRONG123' })).rejects.toThrow();
  const xlsx = await entry.getData(new BlobWriter(), { password });
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(await xlsx.arrayBuffer()) as never);
  const sheet = workbook.worksheets[0]!;
  expect(sheet.getRow(1).getCell(1).value).toBe('记录编号');
  expect(sheet.rowCount).toBe(EXPORT_ROWS + 1);
  // Personal data leaves masked, as on screen.
  expect(String(sheet.getRow(2).getCell(3).value)).toMatch(/^1\d{2}\*{4}\d{4}$/);

  // On a phone the tasks are cards, readable without scrolling sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  const card = page.locator('.ant-card').filter({ hasText: taskNo });
  await expect(card.getByText('已完成')).toBeVisible();
  await expect(card.getByRole('button', { name: /下\s*载/ })).toBeVisible();
  await expectAccessible(page);
});

test('the Excel upload refuses other formats, imports staff, and shows every row result', async ({ page }) => {
  await signIn(page, DEMO.admin, '/systemSetting/staffManage');
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

test('an image over 2 MB is compressed in the browser, stored encrypted, and shown through the worker', async ({ page }) => {
  const original = noisyPng(1400, 1000);
  expect(original.length).toBeGreaterThan(2 * 1024 * 1024);
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'lc-e2e-img-')), '现场照片.png');
  fs.writeFileSync(file, original);

  await page.addInitScript(recordSentImages);
  await signIn(page, DEMO.admin, '/systemTools/testImg');
  const upload = page.getByRole('group', { name: '图片上传（最多3张）' });

  const sent = page.waitForRequest((r) => r.method() === 'POST' && r.url().includes('/api/upload/v2/image'));
  await upload.getByTestId('image-upload-input').setInputFiles(file);
  const request = await sent;

  // What left the browser: the request is well under 2 MB and its file is a JPEG. Chromium does
  // not hand file bodies to the network layer's observers, so the page reports the file it sent.
  const length = Number((await request.allHeaders())['content-length']);
  expect(length).toBeGreaterThan(1000);
  expect(length).toBeLessThan(2 * 1024 * 1024);
  const sentFiles = () => page.evaluate(() => (window as unknown as SentWindow).__sentImages ?? []);
  await expect.poll(sentFiles).toHaveLength(1);
  const [sentFile] = await sentFiles();
  expect(sentFile).toMatchObject({ type: 'image/jpeg', head: [0xff, 0xd8, 0xff] });
  expect(sentFile!.size).toBeLessThan(length);
  const reply = await (await request.response())!.json();
  expect(reply.data.size).toBe(sentFile!.size); // the server stored exactly what the page sent
  expect(reply.code).toBe(200);
  expect(reply.data.mime).toBe('image/jpeg'); // the server sniffs the content, not the name
  expect(reply.data.size).toBeLessThan(2 * 1024 * 1024);
  expect(Math.max(reply.data.width, reply.data.height)).toBe(1000);

  // Shown through the worker: the viewer's picture is a data URL of the decrypted JPEG.
  await expect(page.getByTestId('image-statuses')).toContainText('状态2');
  const viewer = page.getByRole('group', { name: '已上传的图片（桌面查看器）' });
  const picture = viewer.getByRole('img', { name: '第1张图片' });
  await expect(picture).toHaveAttribute('src', /^data:image\/jpeg;base64,/);
  expect(await picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1000);
  await expect(viewer.getByRole('status')).toHaveCount(0);

  // Nothing under the server's data directory lies there as a JPEG or PNG.
  const dataDir = process.env.LC_E2E_DATA_DIR;
  expect(dataDir, 'the e2e config names the data directory').toBeTruthy();
  const stored = filesUnder(path.join(dataDir!, 'files', 'images'));
  expect(stored.length).toBeGreaterThanOrEqual(1);
  for (const f of filesUnder(dataDir!)) {
    expect(startsWith(f, [0xff, 0xd8, 0xff]), f).toBe(false);
    expect(startsWith(f, [0x89, 0x50, 0x4e, 0x47]), f).toBe(false);
  }
  await expectAccessible(page);

  // The desktop viewer opens on a click; the mobile preview goes full screen.
  await picture.click();
  await expect(page.getByRole('button', { name: '向左旋转' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('group', { name: '手机预览' }).getByRole('button', { name: '查看第1张图片' }).click();
  const mobile = page.getByRole('dialog', { name: '图片列表' });
  await expect(mobile.getByRole('img', { name: '第1张图片' })).toHaveAttribute('src', /^data:image\/jpeg/);
  await expect(mobile.getByText('第1张，共1张')).toBeVisible();
  await expectAccessible(page);
  await mobile.getByRole('button', { name: '关闭预览' }).click();
  await expect(mobile).toHaveCount(0);
  fs.rmSync(path.dirname(file), { recursive: true, force: true });
});

test('the upload keeps to its maximum, its required type, and removes what is deleted', async ({ page }) => {
  await signIn(page, DEMO.admin, '/systemTools/testImg');
  const small = noisyPng(40, 30);
  const png = (name: string) => ({ name, mimeType: 'image/png', buffer: small });

  const jpgOnly = page.getByRole('group', { name: '指定格式上传（仅限JPG）' });
  await jpgOnly.getByTestId('image-upload-input').setInputFiles(png('a.png'));
  await expect(page.getByText('请上传jpg格式的图片')).toBeVisible();
  // A text file dressed as a JPEG passes the page's type check but not the server's content check.
  await jpgOnly
    .getByTestId('image-upload-input')
    .setInputFiles({ name: 'fake.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not a picture') });
  const failed = page.getByRole('dialog').filter({ hasText: '图片上传失败：' });
  await expect(failed.getByText('文件内容与扩展名不符，不是有效的图片，请重新选择')).toBeVisible();
  await expectAccessible(page);
  await failed.getByRole('button', { name: /关\s*闭/ }).click();
  await expect(failed).toHaveCount(0);
  await expect(page.getByTestId('image-statuses').getByRole('listitem')).toHaveCount(0); // the entry was removed

  const limited = page.getByRole('group', { name: '图片上传（最多3张）' });
  const input = limited.getByTestId('image-upload-input');
  await input.setInputFiles([png('1.png'), png('2.png'), png('3.png'), png('4.png')]);
  await expect(page.getByText('最多3张图片，请重新选择')).toBeVisible();
  await input.setInputFiles([png('1.png'), png('2.png')]);
  await expect(page.getByTestId('image-statuses').getByText(/状态2/)).toHaveCount(2);
  await input.setInputFiles([png('3.png')]);
  await expect(page.getByTestId('image-statuses').getByText(/状态2/)).toHaveCount(3);
  await expect(limited.getByRole('button', { name: /上传图片/ })).toHaveCount(0); // full

  await limited.getByRole('button', { name: '删除第2张图片' }).click();
  await expect(page.getByTestId('image-statuses').getByText(/状态2/)).toHaveCount(2);
  await expect(limited.getByRole('button', { name: /上传图片/ })).toBeVisible();
  await expect(page.getByRole('group', { name: '已上传的图片（桌面查看器）' }).getByRole('img', { name: /第\d张图片/ })).toHaveCount(2);
  await expectAccessible(page);
});
