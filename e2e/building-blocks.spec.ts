import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BlobWriter, Uint8ArrayReader, ZipReader } from '@zip.js/zip.js';
import ExcelJS from 'exceljs';
import { type Locator, type Page, expect, test } from '@playwright/test';
import { type SentWindow, filesUnder, noisyPng, recordSentImages, startsWith } from './support/images';
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

test('an image over 2 MB is compressed in the browser, stored encrypted, and shown through the worker', async ({ page }) => {
  const original = noisyPng(1400, 1000);
  expect(original.length).toBeGreaterThan(2 * 1024 * 1024);
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'lc-e2e-img-')), '现场照片.png');
  fs.writeFileSync(file, original);

  await page.addInitScript(recordSentImages);
  await signIn(page, DEMO.admin);
  await page.goto('/systemTools/testImg');
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
  await signIn(page, DEMO.admin);
  await page.goto('/systemTools/testImg');
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

test.describe('the configurable form (/systemTools/testVue)', () => {
  const field = (page: Page, key: string) => page.locator(`#testVue_${key}`);
  const help = (page: Page, key: string) => page.locator(`#testVue_${key}_help`);

  /** Types into an input, or picks a date by typing it into the picker. */
  async function type(page: Page, key: string, value: string) {
    await field(page, key).fill(value);
  }
  async function pickDate(page: Page, key: string, value: string) {
    await field(page, key).click();
    await field(page, key).fill(value);
    await field(page, key).press('Enter');
  }
  async function choose(page: Page, key: string, option: string) {
    await field(page, key).click();
    await page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${option}"]`).click();
    await page.keyboard.press('Escape');
  }
  const submit = (page: Page) => page.getByRole('button', { name: /提\s*交|Submit/ }).click();
  const expectHelp = (locator: Locator, text: string) => expect(locator).toHaveText(text);

  /** Bad value → the rule's Chinese message (spec 000 §5), one field per rule family. */
  const BAD: [string, string, string][] = [
    ['mobile', '1380000', '手机号格式错误'],
    ['email', 'li.lei@', '邮箱格式错误'],
    ['idCard', '11010519491231002x', '请大写身份证中的x'],
    ['creditCode', '91350100M000100Y44', '统一社会信用代码格式错误'],
    ['registrationCode', '12345', '注册号须为15位数字'],
    ['postalCode', '1000', '邮政编码须为6位数字'],
    ['amount', '0', '金额须大于0'],
    ['contractAmount', '1234567890', '合同金额整数部分最多9位，小数最多2位'],
    ['area', '12.345', '最多11位数字，其中小数2位'],
    ['borrowDuration', '45', '抵押类借款期限须为30天的整数倍'],
    ['halfwayTerm', '400', '借款期限须在1至365天之间'],
    ['totalFloors', '2.5', '只能输入正整数'],
    ['typedDate', '2024/2/30', '请输入正确的时间格式'],
    ['ratio', '120', '股东占比须为0至100的数字（最多两位小数）或**.**'],
    ['chineseName', 'Li雷', '只能输入中文'],
    ['englishName', 'Li 雷', '不能包含中文'],
    ['companyName', '某某（北京）有限公司', '请使用英文括号'],
    ['contactName', '一二三四五六七八九十一', '最多10个字符'],
    ['fundContractNo', 'ZH(123)-001', '资金合同编号括号内须为6个字符'],
    ['borrowerAccount', '6222 0202', '不能包含空格'],
  ];
  const BAD_DATES: [string, string, string][] = [
    ['signDate', '2099-01-01', '时间不能晚于当前时间'],
    ['grantDate', '2000-01-01', '时间不能早于当前时间'],
    ['visitDate', '2000-01-01', '时间不能早于前一天'],
    ['leaseStart', '2024-05-02', ''],
    ['leaseEnd', '2024-05-01', '租赁开始时间不能晚于租赁结束时间'],
  ];
  const EMPTY: [string, string][] = [
    ['borrowerTypes', '请至少选择一个借款人类型'],
    ['specialFactors', '请选择特殊因素'],
    ['summary', '此项不能为空'],
    ['payType', '请填写还款方式'],
    ['borrowType', '请填写借款类型'],
  ];

  test('the configurable form checks every rule family in both languages, submits trimmed values, and shows details read only', async ({
    page,
  }) => {
    test.setTimeout(180_000); // some forty fields typed twice, on a shared two-core machine
    await signIn(page, DEMO.admin);
    await page.goto('/systemTools/testVue');
    await expect(page.getByText('配置表单')).toBeVisible();
    await expect(page.getByTestId('image-upload-input')).toBeHidden();

    // Empty required fields speak first.
    await submit(page);
    for (const [key, message] of EMPTY) await expectHelp(help(page, key), message);
    await expectHelp(help(page, 'mobile'), '请填写手机号');
    await expectHelp(help(page, 'idCard'), '请填写身份证号');

    await choose(page, 'borrowType', '一押');
    for (const [key, value] of BAD) await type(page, key, value);
    for (const [key, value] of BAD_DATES) await pickDate(page, key, value);
    await submit(page);
    for (const [key, , message] of [...BAD, ...BAD_DATES]) if (message) await expectHelp(help(page, key), message);
    await page.mouse.move(0, 0); // checked at rest, not with the pointer hovering the submit button
    await expectAccessible(page);

    // The language switch in the header: messages on screen follow it.
    await page.getByText('English', { exact: true }).click();
    await expectHelp(help(page, 'mobile'), 'Mobile format error');
    await expectHelp(help(page, 'borrowDuration'), 'For mortgage loans the term must be a multiple of 30 days');
    await expectHelp(help(page, 'payType'), 'Please fill in Payment method');
    await page.getByText('中文', { exact: true }).click();
    await expectHelp(help(page, 'mobile'), '手机号格式错误');

    // The term rule follows the loan type: a bridge loan takes 10-day steps.
    await choose(page, 'borrowType', '过桥');
    await expectHelp(help(page, 'borrowDuration'), '借款期限须为10天的整数倍');

    const good: [string, string][] = [
      ['mobile', ' 13800000011 '],
      ['email', 'li.lei@example.com'],
      ['idCard', '11010519491231002X'],
      ['creditCode', '91350100M000100Y43'],
      ['registrationCode', '110000000000001'],
      ['postalCode', '100080'],
      ['amount', '1500000.00'],
      ['contractAmount', '1500000'],
      ['area', '89.5'],
      ['borrowDuration', '90'],
      ['halfwayTerm', '365'],
      ['totalFloors', '18'],
      ['typedDate', '2024年2月29日'],
      ['ratio', '0'],
      ['chineseName', '阿卜杜·热合曼'],
      ['englishName', 'Li Lei'],
      ['companyName', '某某(北京)有限公司'],
      ['contactName', '李雷'],
      ['fundContractNo', 'ZH(2024A1)-001'],
      ['borrowerAccount', '6222020200112233'],
      ['summary', '  房产抵押 '],
    ];
    for (const [key, value] of good) await type(page, key, value);
    await field(page, 'notes').fill('  客户资料齐全  ');
    await pickDate(page, 'signDate', '2020-01-01');
    await pickDate(page, 'grantDate', '2099-01-01');
    await pickDate(page, 'visitDate', '2099-01-01');
    await pickDate(page, 'leaseEnd', '2024-06-01');
    await choose(page, 'borrowerTypes', '个人');
    await choose(page, 'specialFactors', '地下室');
    await page.getByRole('radio', { name: '网银' }).check();
    // Typed dates and ratios are tidied when the input is left.
    await expect(field(page, 'typedDate')).toHaveValue('2024-02-29');
    await expect(field(page, 'ratio')).toHaveValue('**.**');
    await submit(page);

    await expect(page.getByText('提交成功')).toBeVisible();
    const values = page.getByTestId('submitted-values');
    await expect(values).toContainText('"mobile": "13800000011"');
    await expect(values).toContainText('"summary": "房产抵押"');
    await expect(values).toContainText('"notes": "客户资料齐全"');
    await expect(values).toContainText('"signDate": "2020-01-01"');
    await expect(values).toContainText('"borrowType": 1');

    // Edit mode: fields with edit:false are read only.
    const modes = page.getByLabel('表单模式');
    await modes.getByText('编辑', { exact: true }).click();
    await expect(page.getByTestId('readonly-fundContractNo')).toHaveText('ZH(2024A1)-001');
    await expect(field(page, 'mobile')).toBeEditable();

    // Detail mode: read-only text, no inputs.
    await modes.getByText('详情', { exact: true }).click();
    const form = page.locator('form#testVue');
    await expect(form.getByRole('textbox')).toHaveCount(0);
    await expect(form.getByRole('combobox')).toHaveCount(0);
    await expect(form.getByRole('radio')).toHaveCount(0);
    await expect(form.getByRole('button', { name: /提\s*交/ })).toHaveCount(0);
    await expect(form.getByTestId('image-upload-input')).toBeHidden();
    await expect(page.getByTestId('readonly-mobile')).toHaveText('13800000011');
    await expect(page.getByTestId('readonly-borrowType')).toHaveText('过桥');
    await expect(page.getByTestId('readonly-amount')).toHaveText('1500000.00 元');
    await expect(page.getByTestId('readonly-borrowerTypes')).toHaveText('个人');
    await expectAccessible(page);
  });

  test('on a phone the form stacks to one column', async ({ page }) => {
    await signIn(page, DEMO.admin);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/systemTools/testVue');
    const mobile = await field(page, 'mobile').boundingBox();
    const email = await field(page, 'email').boundingBox();
    expect(mobile && email && email.y > mobile.y + mobile.height).toBeTruthy();
    expect(mobile && mobile.width > 300).toBeTruthy();
    await expectAccessible(page);
  });
});
