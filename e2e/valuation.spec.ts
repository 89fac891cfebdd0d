import { randomUUID } from 'node:crypto';
import { idCardCheckChar } from '@lc/shared';
import { type Page, expect, test } from '@playwright/test';
import { noisyPng } from './support/images';
import { DEMO_PASSWORD, expectAccessible, signIn } from './support/session';
import { addExportTask, answerDialog, pickOption } from './support/widgets';

/*
 * Property valuation (issue 5, spec 001 §2–§8): the tab panel on /billManage/mortgageQueryPrice
 * and the collateral valuation list. The risk director (role 30) holds mortgage_evaluate,
 * fanggugu_estimate, zgl_enquiry and mortgage_eval_list by default; a salesperson lacks zgl_enquiry.
 */
const RISK_DIRECTOR = '13800000030';
const SALES = '13800000011';
const QUERY_PRICE = '/billManage/mortgageQueryPrice';
const EVS_LIST = '/mortgageEvsManage/mortgageEvsList';
/** A fresh collateral with no valuation yet (a salesperson's draft, made by the manual test below; the director may read every bill). */
let COLLATERAL = 0;
const CSRF = { 'x-requested-with': 'XMLHttpRequest' };

/** A new draft of the Beijing salesperson over the API: its first collateral's id (valuation's mortgageInfoId). */
async function freshCollateral(page: Page): Promise<number> {
  const login = await page.request.post('/api/auth/v1/userInfo/login', { headers: CSRF, data: { mobile: SALES, password: DEMO_PASSWORD } });
  expect(login.ok(), await login.text()).toBe(true);
  const digits = (n: number) => Array.from({ length: n }, () => Math.floor(Math.random() * 10)).join('');
  const first17 = `110105198${digits(1)}0612${digits(3)}`;
  const made = await page.request.post('/api/bill/v1/bill', {
    headers: CSRF,
    data: {
      idempotencyKey: randomUUID(),
      billCustomerName: '吴估',
      billCustomerMobile: `137${digits(8)}`,
      idCard: `${first17}${idCardCheckChar(first17)}`,
      borrowAmount: '3000000.00',
      borrowDuration: 90,
      borrowType: 2,
      mortgages: [{ addressProvince: '310000', addressDistrict: '310104', addressDetails: `上海市徐汇区演示路${digits(4)}号` }],
    },
  });
  expect(made.status(), await made.text()).toBe(200);
  const { id } = (await made.json()).data as { id: number };
  const detail = await page.request.get(`/api/bill/v1/bill/${id}`, { headers: CSRF });
  await page.context().clearCookies();
  return ((await detail.json()).data as { mortgages: { id: number }[] }).mortgages[0]!.id;
}

/** Opens a select of form `form` by its field id and picks the option shown as `option`. */
const pick = (page: Page, form: string, key: string, option: string) => pickOption(page, page.locator(`#${form}_${key}`), option);
async function pickFirst(page: Page, form: string, key: string) {
  await page.locator(`#${form}_${key}`).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
  await dropdownsClosed(page);
}
/** A closing dropdown stays visible while it fades: the next pick must not click into it. */
const dropdownsClosed = (page: Page) => expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
const fieldError = (page: Page, form: string, key: string) =>
  // A message on its way out (antd animates it) is not counted.
  page
    .locator('.ant-form-item', { has: page.locator(`#${form}_${key}`) })
    .locator('.ant-form-item-explain-error:not(.ant-form-show-help-item-leave)');
const toast = (page: Page, text: string) => page.locator('.ant-message-notice', { hasText: text });
const panel = (page: Page) => page.getByRole('tabpanel');

test.describe('valuation tab panel', () => {
  test('tabs follow route and permission: four for the risk director, three for a salesperson', async ({ page }) => {
    await signIn(page, SALES, QUERY_PRICE);
    await expect(page.getByRole('tab')).toHaveText(['询价机构', '估价服务', '手动估价']);
    await expect(page.getByRole('tab', { name: '询价机构' })).toHaveAttribute('aria-selected', 'true');

    await page.context().clearCookies();
    await signIn(page, RISK_DIRECTOR, QUERY_PRICE);
    await expect(page.getByRole('tab')).toHaveText(['询价机构', '估价服务', '手动估价', '人工询价']);
    await expectAccessible(page);
  });

  test('provider enquiry: the rules, the location cascade and a priced house', async ({ page }) => {
    await signIn(page, RISK_DIRECTOR, QUERY_PRICE);
    const F = 'provider-enquiry';
    await panel(page).getByRole('button', { name: '估价查询' }).click();
    await expect(toast(page, '请补充相关参数')).toBeVisible();
    await expect(fieldError(page, F, 'cityId')).toHaveText('请选择城市');
    await expect(fieldError(page, F, 'areaId')).toHaveText('请选择区域');
    await expect(fieldError(page, F, 'consId')).toHaveText('请选择小区');
    await expect(fieldError(page, F, 'buildId')).toHaveText('请选择楼栋');
    await expect(fieldError(page, F, 'houseId')).toHaveText('请选择房屋');
    await expect(fieldError(page, F, 'buildArea')).toHaveText('请输入面积');
    await expect(fieldError(page, F, 'buildYears')).toHaveText('建成年份不能为空');
    await expect(page.getByText('请填写小区名称')).toBeVisible();

    await pick(page, F, 'cityId', '北京市');
    await pick(page, F, 'areaId', '朝阳区');
    await page.locator(`#${F}_consName`).fill('朝阳');
    await panel(page).getByRole('button', { name: '查询小区' }).click();
    await pick(page, F, 'consId', '朝阳花园（演示）');
    await pick(page, F, 'buildId', '1号楼');
    await pickFirst(page, F, 'houseId');
    // Choosing a house fills its area and build year.
    await expect(page.locator(`#${F}_buildArea`)).toHaveValue(/^\d+\.\d{2}$/);
    await expect(page.locator(`#${F}_buildYears`)).toHaveValue('2000');

    await panel(page).getByRole('button', { name: '估价查询' }).click();
    await expect(toast(page, '查询成功')).toBeVisible();
    await expect(page.getByTestId('provider-result-price')).toHaveText(/^[\d,]+ 元\/平方米$/);
    await expect(page.getByTestId('provider-result-total')).toHaveText(/^\d+\.\d{2} 万元$/);

    // Changing the district clears community, building, house and the prices.
    await pick(page, F, 'areaId', '海淀区');
    await expect(page.locator('.ant-form-item', { has: page.locator(`#${F}_consId`) }).locator('.ant-select-selection-item')).toHaveCount(
      0,
    );
    await expect(page.getByTestId('provider-result')).toHaveCount(0);
    await expect(page.getByText('暂无估价结果')).toBeVisible();
  });

  test('valuation service: the rules in order, the villa guidance, a price in 万元 and a report', async ({ page }) => {
    await signIn(page, RISK_DIRECTOR, QUERY_PRICE);
    await page.getByRole('tab', { name: '估价服务' }).click();
    const F = 'valuation-service';
    const query = () => panel(page).getByRole('button', { name: '估价查询' }).click();

    // A price query needs, in this order, property type, city, district, then a community or an address.
    await query();
    await expect(toast(page, '请选择物业类型')).toBeVisible();
    await pick(page, F, 'houseType', '别墅');
    await query();
    await expect(toast(page, '请选择城市')).toBeVisible();
    await pick(page, F, 'cityCode', '北京市');
    await query();
    await expect(toast(page, '请选择区县')).toBeVisible();
    await pick(page, F, 'areaId', '朝阳区');
    await query();
    await expect(toast(page, '请选择小区或输入地址')).toBeVisible();

    await page.locator(`#${F}_communityName`).fill('朝阳');
    await panel(page).getByRole('button', { name: '查询小区' }).click();
    await pick(page, F, 'communityId', '朝阳花园（演示）');
    await query();
    await expect(toast(page, '信息校验未通过')).toBeVisible();
    await expect(fieldError(page, F, 'buildingArea')).toHaveText('请输入面积');
    await expect(fieldError(page, F, 'buildYear')).toHaveText('请输入建成年份');

    // Formats and floors.
    await page.locator(`#${F}_buildingArea`).fill('-5');
    await expect(fieldError(page, F, 'buildingArea')).toHaveText('只能输入正数');
    await page.locator(`#${F}_buildingArea`).fill('89.123');
    await expect(fieldError(page, F, 'buildingArea')).toHaveText('只能输入数字，最多11位整数2位小数');
    await page.locator(`#${F}_buildingArea`).fill('89.5');
    await page.locator(`#${F}_buildingArea`).blur();
    await expect(page.locator(`#${F}_buildingArea`)).toHaveValue('89.50');
    await page.locator(`#${F}_buildYear`).fill('1950');
    await expect(fieldError(page, F, 'buildYear')).toHaveText('只能输入1950年以后的4位正整数');
    await page.locator(`#${F}_buildYear`).fill('2005');
    await page.locator(`#${F}_totalFloor`).fill('7');
    await expect(fieldError(page, F, 'totalFloor')).toHaveText('别墅、独栋、双拼、联排、叠拼的总楼层不能大于6层');
    await pick(page, F, 'houseType', '住宅');
    await page.locator(`#${F}_totalFloor`).fill('4');
    await expect(fieldError(page, F, 'totalFloor')).toHaveText('住宅、公寓的总楼层不能小于5层');
    await page.locator(`#${F}_totalFloor`).fill('99');
    await expect(fieldError(page, F, 'totalFloor')).toHaveText('楼层范围为1-99');
    await page.locator(`#${F}_totalFloor`).fill('18');
    await expect(fieldError(page, F, 'totalFloor')).toHaveCount(0);
    await page.locator(`#${F}_roomNumber`).fill('12a');
    await expect(fieldError(page, F, 'roomNumber')).toHaveText('只能输入整数');
    await page.locator(`#${F}_roomNumber`).fill('1201');

    // Duplex structure: the on-floor field shows the guidance modal once.
    await pick(page, F, 'physicalStructure', '复式');
    await page.locator(`#${F}_floor`).click();
    const guidance = page.getByRole('dialog', { name: '填写提示' });
    await expect(guidance).toContainText('复式或别墅请输入起始楼层，并在结构中补充（平层、错层、复式、跃层）或物业类型');
    await answerDialog(guidance, '知道了');
    await page.locator(`#${F}_floor`).fill('0');
    await expect(fieldError(page, F, 'floor')).toHaveText('只能输入正整数');
    await page.locator(`#${F}_floor`).fill('12');

    await query();
    await expect(toast(page, '查询成功')).toBeVisible();
    await expect(page.getByTestId('service-result-price')).toHaveText(/^[\d,]+ 元\/平方米$/);
    await expect(page.getByTestId('service-result-total')).toHaveText(/^\d+\.\d{2} 万元$/);

    // The evaluation report: rules, the '提示' confirm, then download.
    await expect(panel(page).getByRole('button', { name: '下载评估报告' })).toHaveCount(0);
    await panel(page).getByRole('button', { name: '生成评估报告' }).click();
    await expect(fieldError(page, 'evaluation-report', 'certificateNumber')).toHaveText('房产证/不动产证号不能为空');
    await page.locator('#evaluation-report_certificateNumber').fill('京(2024)朝阳区不动产权第0012345号');
    await page.locator('#evaluation-report_agency').fill('某'.repeat(41));
    await expect(fieldError(page, 'evaluation-report', 'agency')).toHaveText('最多40个字符');
    await page.locator('#evaluation-report_agency').fill('演示评估机构');

    // Report images: JPEG only, one per slot, each with its type.
    const slot = panel(page).getByRole('group', { name: '报告图片 1' });
    await slot.getByTestId('image-upload-input').setInputFiles({ name: 'a.png', mimeType: 'image/png', buffer: noisyPng(8, 8) });
    // The image block's own message (001 §5 image upload).
    await expect(toast(page, '请上传jpg格式的图片')).toBeVisible();
    const jpeg = await page.evaluate(async () => {
      const canvas = document.createElement('canvas');
      canvas.width = 64;
      canvas.height = 48;
      const ctx = canvas.getContext('2d')!;
      ctx.fillStyle = '#3a7';
      ctx.fillRect(0, 0, 64, 48);
      const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/jpeg', 0.8));
      return [...new Uint8Array(await blob.arrayBuffer())];
    });
    const uploaded = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes('/api/upload/v2/image'));
    await slot.getByTestId('image-upload-input').setInputFiles({ name: '客厅.jpg', mimeType: 'image/jpeg', buffer: Buffer.from(jpeg) });
    expect((await (await uploaded).json()).code).toBe(200);
    await pick(page, 'evaluation-report', 'slots_0_type', '客厅');
    // axe sees the form, not a message fading out.
    await expect(page.locator('.ant-message-notice')).toHaveCount(0);
    await expectAccessible(page);
    await panel(page).getByRole('button', { name: '生成评估报告' }).click();
    const confirm = page.getByRole('dialog', { name: '提示' });
    await expect(confirm).toContainText('确定生成评估报告吗？');
    await answerDialog(confirm, /确\s*定/);
    const download = panel(page).getByRole('button', { name: '下载评估报告' });
    await expect(download).toBeVisible({ timeout: 30_000 });
    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    expect(file.suggestedFilename()).toMatch(/\.pdf$/);
  });

  test('manual valuation: the rules, total = area × price ÷ 10000 in 万元, then the initial tab', async ({ page }) => {
    COLLATERAL = await freshCollateral(page);
    await signIn(page, RISK_DIRECTOR, `${QUERY_PRICE}?mortgageInfoId=${COLLATERAL}`);
    // Nothing priced yet for this collateral: the provider enquiry opens.
    await expect(page.getByRole('tab', { name: '询价机构' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('tab', { name: '手动估价' }).click();
    const F = 'manual-valuation';
    await panel(page).getByRole('button', { name: '保存估价' }).click();
    await expect(fieldError(page, F, 'cityCode')).toHaveText('请选择城市');
    await expect(fieldError(page, F, 'areaId')).toHaveText('请选择区域');
    await expect(fieldError(page, F, 'address')).toHaveText('请填写房产地址');
    await expect(fieldError(page, F, 'buildingArea')).toHaveText('请填写面积');
    await expect(fieldError(page, F, 'price')).toHaveText('请填写单价');
    await expect(fieldError(page, F, 'totalPrice')).toHaveText('手动总价不能为空');

    await pick(page, F, 'cityCode', '上海市');
    await pick(page, F, 'areaId', '徐汇区');
    await page.locator(`#${F}_address`).fill('上海市徐汇区演示路8号');
    await page.locator(`#${F}_buildingArea`).fill('88.885');
    await page.locator(`#${F}_price`).fill('abc');
    await expect(fieldError(page, F, 'price')).toHaveText('价格必须为数字');
    await expect(page.getByTestId('manual-total')).toHaveValue('');
    await page.locator(`#${F}_price`).fill('10000');
    // 88.885 × 10000 ÷ 10000, half up to 2 decimals.
    await expect(page.getByTestId('manual-total')).toHaveValue('88.89');
    await page.locator(`#${F}_buildingArea`).fill('89.5');
    await page.locator(`#${F}_price`).fill('65000');
    await expect(page.getByTestId('manual-total')).toHaveValue('581.75');
    await page.locator(`#${F}_price`).fill('');
    await expect(page.getByTestId('manual-total')).toHaveValue('');
    await page.locator(`#${F}_price`).fill('65000');

    await panel(page).getByRole('button', { name: '保存估价' }).click();
    await expect(toast(page, '查询成功')).toBeVisible();
    await expect(page.getByTestId('manual-result-price')).toHaveText('65,000 元/平方米');
    await expect(page.getByTestId('manual-result-total')).toHaveText('581.75 万元');

    // The first channel already holding both a unit and a total price is the initial tab.
    await page.reload();
    await expect(page.getByRole('tab', { name: '手动估价' })).toHaveAttribute('aria-selected', 'true');
    // …and the form loads the collateral's valuation.
    await expect(page.getByTestId('manual-result-total')).toHaveText('581.75 万元');
    await expect(page.locator(`#${F}_address`)).toHaveValue('上海市徐汇区演示路8号');
  });

  test('further provider: the rules, a caseId, refresh and the repeat notice', async ({ page }) => {
    await signIn(page, RISK_DIRECTOR, QUERY_PRICE);
    await page.getByRole('tab', { name: '人工询价' }).click();
    const F = 'further-provider';
    const submit = () => panel(page).getByRole('button', { name: '提交人工询价' }).click();
    await submit();
    await expect(toast(page, '信息校验未通过')).toBeVisible();
    await expect(fieldError(page, F, 'propertyType')).toHaveText('请选择物业类型（二级）');
    await expect(fieldError(page, F, 'address')).toHaveText('请填写地址');
    await expect(fieldError(page, F, 'buildArea')).toHaveText('请填写面积');
    await expect(fieldError(page, F, 'completionYear')).toHaveText('请填写竣工年份');

    // A third-level property needs an area first.
    await page.locator(`#${F}_thirdProperty`).click();
    await expect(toast(page, '请先选择区域')).toBeVisible();
    await page.keyboard.press('Escape');

    await pick(page, F, 'cityCode', '武汉市');
    await pick(page, F, 'areaCode', '武昌区');
    await pick(page, F, 'propertyType', '住宅');
    await pickFirst(page, F, 'thirdProperty');
    await expect(page.locator(`#${F}_address`)).not.toHaveValue('');
    await page.locator(`#${F}_buildArea`).fill('96');
    await page.locator(`#${F}_completionYear`).fill('2010');
    await page.locator(`#${F}_currentFloor`).fill('1.5');
    await expect(fieldError(page, F, 'currentFloor')).toHaveText('只能输入正负整数');
    await page.locator(`#${F}_totalFloor`).fill('18');
    await page.locator(`#${F}_currentFloor`).fill('19');
    await expect(fieldError(page, F, 'currentFloor')).toHaveText('楼层不能大于总楼层');
    await page.locator(`#${F}_currentFloor`).fill('-1');
    await expect(fieldError(page, F, 'currentFloor')).toHaveCount(0);

    await submit();
    const submitted = page.getByRole('dialog', { name: '提示' });
    await expect(submitted).toContainText('人工询价已提交，请点击刷新按钮查看结果');
    await answerDialog(submitted, /确\s*定/);
    await expect(page.getByTestId('further-case-id')).not.toBeEmpty();
    const caseId = await page.getByTestId('further-case-id').textContent();

    // Results come no earlier than 10 minutes: refresh and a repeat both say so.
    await panel(page)
      .getByRole('button', { name: /刷\s*新/ })
      .click();
    await expect(toast(page, '人工询价结果尚未返回')).toBeVisible();
    await submit();
    const pending = page.getByRole('dialog', { name: '提示' });
    await expect(pending).toContainText('人工询价结果尚未返回，请稍后点击刷新按钮查看结果');
    await answerDialog(pending, /确\s*定/);
    await expect(page.getByTestId('further-case-id')).toHaveText(caseId ?? '');
  });

  test('in English the panel and its rule messages are English', async ({ page }) => {
    await signIn(page, RISK_DIRECTOR);
    await page.evaluate(() => localStorage.setItem('lc.locale', 'en-US'));
    await page.goto(QUERY_PRICE);
    await expect(page.getByRole('tab')).toHaveText(['Provider enquiry', 'Valuation service', 'Manual valuation', 'Further provider']);
    await page.getByRole('tab', { name: 'Manual valuation' }).click();
    await panel(page).getByRole('button', { name: 'Save valuation' }).click();
    await expect(fieldError(page, 'manual-valuation', 'buildingArea')).toHaveText('Please fill in the area');
    await expect(fieldError(page, 'manual-valuation', 'totalPrice')).toHaveText('The manual total price cannot be empty');
    await page.locator('#manual-valuation_buildingArea').fill('100');
    await page.locator('#manual-valuation_price').fill('12345');
    await expect(page.getByTestId('manual-total')).toHaveValue('123.45');
  });

  test('on a phone the panel fits the screen', async ({ page }) => {
    await signIn(page, RISK_DIRECTOR);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(QUERY_PRICE);
    await expect(page.getByRole('tab', { name: '询价机构' })).toBeVisible();
    await page.getByRole('tab', { name: '手动估价' }).click();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await expectAccessible(page);
  });
});

test('without fanggugu_estimate the valuation query button is hidden', async ({ page }) => {
  // The admin takes the code from role 11 (salespeople) on the role-grant page.
  await signIn(page, '13800000000', '/systemSetting/roleGrant');
  await pickOption(page, page.getByLabel('角色'), '11 业务员');
  const node = page.locator('.ant-tree-treenode', { hasText: '(fanggugu_estimate)' });
  await expect(node.locator('.ant-tree-checkbox')).toHaveClass(/ant-tree-checkbox-checked/);
  await node.locator('.ant-tree-checkbox').click();
  await page.getByRole('button', { name: '保存授权' }).click();
  await expect(page.getByText('已保存')).toBeVisible();
  await page.context().clearCookies();

  await signIn(page, SALES, QUERY_PRICE);
  // The provider enquiry stays (mortgage_evaluate); the valuation service and manual buttons go.
  await expect(panel(page).getByRole('button', { name: '估价查询' })).toBeVisible();
  await page.getByRole('tab', { name: '估价服务' }).click();
  await expect(panel(page).getByRole('button', { name: '估价查询' })).toHaveCount(0);
  await page.getByRole('tab', { name: '手动估价' }).click();
  await expect(panel(page).getByRole('button', { name: '保存估价' })).toHaveCount(0);

  // The code given back, as the admin would: later specs on this server (the golden path) value properties as a salesperson.
  await page.context().clearCookies();
  await signIn(page, '13800000000', '/systemSetting/roleGrant');
  await pickOption(page, page.getByLabel('角色'), '11 业务员');
  await expect(node.locator('.ant-tree-checkbox')).not.toHaveClass(/ant-tree-checkbox-checked/);
  await node.locator('.ant-tree-checkbox').click();
  await page.getByRole('button', { name: '保存授权' }).click();
  await expect(page.getByText('已保存')).toBeVisible();
  await expect(node.locator('.ant-tree-checkbox')).toHaveClass(/ant-tree-checkbox-checked/);
});

test.describe('collateral valuation list', () => {
  test('lists valuations with their LTV, filters by channel and exports', async ({ page }) => {
    await signIn(page, RISK_DIRECTOR, EVS_LIST);
    const table = page.getByRole('table');
    await expect(table).toBeVisible();
    await expect(table.getByRole('columnheader', { name: '抵押率' })).toBeVisible();
    await expect(table.getByRole('columnheader', { name: '总价（万元）' })).toBeVisible();
    await expect(table.locator('tbody tr.ant-table-row').first()).toBeVisible();
    await expectAccessible(page);
    await pickOption(page, page.locator('#listFilter_channel'), '手动估价');
    await page.getByRole('button', { name: /查\s*询/ }).click();
    await expect(page).toHaveURL(/channel=manual/);
    const channels = table.locator('tbody tr.ant-table-row td:nth-child(2)');
    await expect.poll(async () => [...new Set(await channels.allTextContents())]).toEqual(['手动估价']);
    // The manual valuation of the collateral shows its total in 万元 and opens the panel for that collateral.
    await expect(table.getByRole('link', { name: String(COLLATERAL) }).first()).toHaveAttribute(
      'href',
      `${QUERY_PRICE}?mortgageInfoId=${COLLATERAL}`,
    );
    await expect(table.getByText('581.75')).not.toHaveCount(0);
    await page.getByRole('button', { name: /导\s*出/ }).click();
    const dialog = page.getByRole('dialog', { name: '文件导出' });
    await dialog.getByLabel('文件名').fill('手动估价记录');
    const success = await addExportTask(page, dialog);
    await expect(success.getByTestId('export-task-no')).toHaveText(/^EX\d{8}/);
  });
});
