import { type Locator, type Page, expect, test } from '@playwright/test';
import { DEMO, expectAccessible, signIn, signOut } from './support/session';
import {
  LIST,
  ONLY_SALES_BJ,
  choose,
  field,
  firstRecordNo,
  pickOption,
  salespersonCells,
  search,
  selected,
  table,
} from './support/widgets';

/* The configurable form on /systemTools/testVue and the list block on /systemTools/testList. */

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
  const choose = (page: Page, key: string, option: string) => pickOption(page, field(page, key), option);
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
    await signIn(page, DEMO.admin, '/systemTools/testVue');
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
    await signIn(page, DEMO.admin, LIST);
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
    await signIn(page, DEMO.admin, LIST);
    const cards = page.getByTestId('list-card');
    await expect(cards).toHaveCount(10);
    await expect(table(page)).toHaveCount(0);
    // Nothing narrows the list yet ("all salespeople" is no filter), so the button shows no count.
    await expect(page.getByRole('button', { name: '筛选', exact: true })).toBeVisible();
    // One page per step: bring the last card on screen, its page follows. (A long wheel
    // scroll could run past the new page's end before it is measured and load two.)
    await cards.last().scrollIntoViewIfNeeded();
    await expect(cards).toHaveCount(20);
    await cards.last().scrollIntoViewIfNeeded();
    await expect(cards).toHaveCount(30);
    await expectAccessible(page);
  });

  test('a salesperson sees only their own records', async ({ page }) => {
    // The gallery's code is ours and granted to the admin only: the admin grants it to role 11.
    await signIn(page, DEMO.admin, '/systemSetting/roleGrant');
    await pickOption(page, page.getByLabel('角色'), '11 业务员');
    const node = page.locator('.ant-tree-treenode', { hasText: '组件示例数据 (sys_tools_gallery)' });
    await node.locator('.ant-tree-checkbox').click();
    await page.getByRole('button', { name: '保存授权' }).click();
    await expect(page.getByText('已保存')).toBeVisible();
    await signOut(page);

    await signIn(page, DEMO.sales, LIST);
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
