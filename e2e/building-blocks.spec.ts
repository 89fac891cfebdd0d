import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BlobWriter, Uint8ArrayReader, ZipReader } from '@zip.js/zip.js';
import ExcelJS from 'exceljs';
import { type Locator, type Page, expect, test } from '@playwright/test';
import { type SentWindow, filesUnder, noisyPng, recordSentImages, startsWith } from './support/images';
import { DEMO, expectAccessible, signIn, signOut } from './support/session';
import {
  LIST,
  ONLY_SALES_BJ,
  TIME_PAGE,
  choose,
  field,
  firstRecordNo,
  pickRegion,
  salespersonCells,
  search,
  selected,
  table,
} from './support/widgets';

/** The seeded sample records (SAMPLE_RECORDS in playwright.config.ts): the admin's export holds them all. */
const EXPORT_ROWS = 100_000;

test('an export of 100,000 rows asks for a name, shows its task number and password, progresses, and downloads only with the password', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signIn(page, DEMO.admin);
  await page.goto(LIST);
  await expect(page.getByTestId('list-total')).toHaveText('共 10,000+ 条');
  await page.getByRole('button', { name: /导\s*出/ }).click();
  const dialog = page.getByRole('dialog', { name: '文件导出' });
  await dialog.getByLabel('文件名').fill('');
  await dialog.getByRole('button', { name: '添加下载任务' }).click();
  await expect(dialog.getByText('请输入文件名')).toBeVisible();
  await dialog.getByLabel('文件名').fill('示例记录导出');
  await dialog.getByRole('button', { name: '添加下载任务' }).click();

  const success = page.getByRole('dialog').filter({ hasText: '下载任务添加成功' });
  await expect(success).toBeVisible();
  const taskNo = (await success.getByTestId('export-task-no').innerText()).trim();
  const password = (await success.getByTestId('export-password').innerText()).trim();
  expect(taskNo).toMatch(/^EX\d{8}/);
  expect(password).toHaveLength(8);
  await expectAccessible(page);
  await success.getByRole('button', { name: '知道了' }).click();

  // While the file is written the row says so and its progress bar moves, refreshing by itself.
  await page.goto('/fileDownloadManage/fileDownloadList');
  const row = page.getByRole('row').filter({ hasText: taskNo });
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

test.describe('list block: filters, paging and the URL', () => {
  test('admin cascades region → department → salesperson, pages, reloads, goes back and resets', async ({ page }) => {
    await signIn(page, DEMO.admin);
    await page.goto(LIST);
    await expect(page.getByTestId('list-total')).toHaveText(/^共 [\d,]+\+? 条$/);
    await expect(table(page).locator('tbody tr.ant-table-row')).toHaveCount(10);

    // The cascade: a new region clears the department and puts the salesperson back to "all".
    await choose(page, 'areaCode', '北京');
    await choose(page, 'businessDeptCode', '北京业务一部');
    await choose(page, 'salesId', '业务员（演示）');
    await choose(page, 'areaCode', '上海');
    await expect(selected(page, 'businessDeptCode')).toHaveText('全部');
    await expect(selected(page, 'salesId')).toHaveText('全部业务员');
    await choose(page, 'areaCode', '北京');
    await choose(page, 'businessDeptCode', '北京业务一部');
    await choose(page, 'salesId', '业务员（演示）');
    const searchRequest = page.waitForRequest((r) => r.url().includes('/api/v1/gallery/records') && r.url().includes('salesId='));
    await search(page);
    expect(new URL((await searchRequest).url()).searchParams.get('withTotal')).toBe('1');
    await expect(page).toHaveURL(/areaCode=BJ_11/);
    await expect(page).toHaveURL(/businessDeptCode=BJ_BD1/);
    await expect(page).toHaveURL(/salesId=\d+/);
    await expect(salespersonCells(page).filter({ hasNotText: ONLY_SALES_BJ })).toHaveCount(0);
    const filteredUrl = page.url();

    // Page 2, then a reload: the same filters and page come back from the URL.
    const onPage1 = (await firstRecordNo(page).textContent()) ?? '';
    // Only the page changed: the total is kept, not counted again.
    const page2Request = page.waitForRequest((r) => r.url().includes('/api/v1/gallery/records') && r.url().includes('pageNum=2'));
    await page.locator('.ant-pagination-item-2').click();
    expect(new URL((await page2Request).url()).searchParams.get('withTotal')).toBe('0');
    await expect(page).toHaveURL(/pageNum=2/);
    await expect(page.locator('.ant-pagination-item-active')).toHaveText('2');
    // The previous rows stay on screen until page 2 arrives.
    await expect(firstRecordNo(page)).not.toHaveText(onPage1);
    const onPage2 = await firstRecordNo(page).textContent();
    await page.reload();
    await expect(page.locator('.ant-pagination-item-active')).toHaveText('2');
    await expect(firstRecordNo(page)).toHaveText(onPage2 ?? '');
    await expect(selected(page, 'areaCode')).toHaveText('北京');
    await expect(selected(page, 'salesId')).toHaveText('业务员（演示）');
    for (const name of await salespersonCells(page).allTextContents()) expect(name).toBe('业务员（演示）');

    // Back: the previous state (page 1 of the same filter).
    await page.goBack();
    await expect(page).toHaveURL(filteredUrl);
    await expect(page.locator('.ant-pagination-item-active')).toHaveText('1');
    await expect(firstRecordNo(page)).toHaveText(onPage1);

    // Reset: the route's defaults (every salesperson), an empty URL.
    await page.getByRole('button', { name: /重\s*置/ }).click();
    await expect(page).toHaveURL(new RegExp(`${LIST}$`));
    await expect(selected(page, 'salesId')).toHaveText('全部业务员');
    await expect(selected(page, 'areaCode')).toHaveText('全部');
    await expect(salespersonCells(page).filter({ hasNotText: ONLY_SALES_BJ }).first()).toBeVisible();
    await page.mouse.move(0, 0); // off the button: axe checks colours as they rest, not hovered
    await expectAccessible(page);

    // Over 50 rows a page, only the rows on screen are in the DOM.
    await page.goto(`${LIST}?pageSize=100`);
    await expect(page.locator('.ant-table-tbody-virtual')).toBeVisible();
    const rendered = await page.locator('.ant-table-row').count();
    expect(rendered).toBeGreaterThan(5);
    expect(rendered).toBeLessThan(100);
  });

  test('a phone shows cards and loads more as the user scrolls', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, DEMO.admin);
    await page.goto(LIST);
    const cards = page.getByTestId('list-card');
    await expect(cards).toHaveCount(10);
    await expect(table(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: '筛选' })).toBeVisible();
    await cards.last().scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 5000);
    await expect(cards).toHaveCount(20);
    await page.mouse.wheel(0, 10000);
    await expect(cards).toHaveCount(30);
    await expectAccessible(page);
  });

  test('a salesperson sees only their own records', async ({ page }) => {
    // The gallery's code is ours and granted to the admin only: the admin grants it to role 11.
    await signIn(page, DEMO.admin);
    await page.goto('/systemSetting/roleGrant');
    await page.getByLabel('角色').click();
    await page.locator('.ant-select-item-option', { hasText: /^11 业务员$/ }).click();
    const node = page.locator('.ant-tree-treenode', { hasText: '组件示例数据 (sys_tools_gallery)' });
    await node.locator('.ant-tree-checkbox').click();
    await page.getByRole('button', { name: '保存授权' }).click();
    await expect(page.getByText('已保存')).toBeVisible();
    await signOut(page);

    await signIn(page, DEMO.sales);
    await page.goto(LIST);
    await expect(page.getByTestId('list-total')).toHaveText(/^共 [\d,]+\+? 条$/);
    for (const name of await salespersonCells(page).allTextContents()) expect(name).toBe('业务员（演示）');
    // The cascade offers only what the scope covers.
    await field(page, 'areaCode').click();
    await expect(page.locator('.ant-select-dropdown:visible .ant-select-item-option')).toHaveText(['北京']);
    await page.keyboard.press('Escape');
    await field(page, 'salesId').click();
    await expect(page.locator('.ant-select-dropdown:visible .ant-select-item-option')).toHaveText(['全部业务员', '业务员（演示）']);
    await page.keyboard.press('Escape');
    await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
    await expectAccessible(page);
  });
});

test.describe('smaller blocks on /systemTools/testTime', () => {
  test('admin picks a region, answers a confirm modal and reveals a masked value, which the audit log records', async ({ page }) => {
    await signIn(page, DEMO.admin);
    await page.goto(TIME_PAGE);
    await expect(page.getByRole('heading', { name: '时间测试' })).toBeVisible();
    const backLinks = page.getByTestId('page-header-back');
    await expect(backLinks.first()).toHaveAttribute('href', '/');
    await expect(backLinks.first()).toHaveText(/首页/);
    await expect(backLinks.nth(1)).toHaveAttribute('href', '/systemTools/testList');

    // Region: Beijing's districts sit under the municipality's urban level (市辖区).
    await pickRegion(page, ['北京市', '市辖区', '朝阳区']);
    await expect(page.getByTestId('region-code')).toHaveText('110105');
    await expect(page.getByTestId('region-name')).toHaveText('北京市朝阳区');
    await pickRegion(page, ['湖北省', '武汉市', '江岸区']);
    await expect(page.getByTestId('region-code')).toHaveText('420102');
    await expect(page.getByTestId('region-name')).toHaveText('湖北省武汉市江岸区');

    // Operation records: coloured by code (spec 001 §4).
    const records = page.getByRole('list', { name: '操作记录' }).getByRole('listitem');
    await expect(records).toHaveCount(4);
    await expect(records.nth(0)).toHaveAttribute('data-tone', 'error');
    await expect(records.nth(1)).toHaveAttribute('data-tone', 'warning');
    await expect(records.nth(2)).toHaveAttribute('data-tone', 'success');
    await expect(records.nth(3)).toHaveAttribute('data-tone', 'neutral');

    // Confirm modal: the icon follows the message type.
    await page.getByRole('button', { name: /^警\s*告$/ }).click();
    const dialog = page.getByRole('dialog', { name: /确定要提交吗/ });
    await expect(dialog.getByRole('img', { name: '警告' })).toBeVisible();
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await expect(page.getByTestId('confirm-answer')).toHaveText('已确定（警告）');

    // Read-only card: empty values show a dash.
    await expect(page.locator('.ant-descriptions-item-content').filter({ hasText: /^—$/ })).toHaveCount(2);
    await expectAccessible(page);

    // Masked viewer on the admin's own record: the plain value only after the call.
    await page.getByRole('button', { name: '查看脱敏数据' }).click();
    const viewer = page.getByRole('dialog', { name: '查看脱敏数据' });
    await expect(viewer.getByRole('cell', { name: '138****0000' })).toBeVisible();
    await expect(viewer.getByRole('cell', { name: 'd***@example.com' })).toBeVisible();
    await expect(viewer.getByText('13800000000')).toHaveCount(0);
    await expectAccessible(page);
    await viewer.getByRole('button', { name: '查看手机号明文' }).click();
    await expect(viewer.getByTestId('plain-mobile')).toHaveText('13800000000');
    await expect(viewer.getByRole('button', { name: '查看邮箱明文' })).toBeVisible();
    await viewer
      .getByRole('button', { name: /关\s*闭/ })
      .first()
      .click();
    await expect(viewer).toBeHidden();

    await page.goto('/systemSetting/auditLog?action=view_plain');
    const row = page.getByRole('table').locator('tbody tr.ant-table-row').first();
    await expect(row).toContainText('view_plain');
    await expect(row).toContainText('staff');
    await expect(row).toContainText('系统管理员');
    await expect(row).not.toContainText('13800000000');
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the date pickers are the browser’s own inputs and give the same values', async ({ page }) => {
    await signIn(page, DEMO.admin);
    await page.goto(TIME_PAGE);
    const date = page.getByLabel('签约日期');
    const time = page.getByLabel('回访时间');
    await expect(date).toHaveAttribute('type', 'date');
    await expect(time).toHaveAttribute('type', 'datetime-local');
    await date.fill('2026-03-02');
    await time.fill('2026-03-02T09:30');
    await expect(page.getByTestId('date-values')).toHaveText('取值: 2026-03-02 / 2026-03-02 09:30:00');
    await expectAccessible(page);
  });
});
