import { type Page, expect, test } from '@playwright/test';
import { DEMO, expectAccessible, signIn, signOut } from './support/session';
import { pickOption } from './support/widgets';

/*
 * The registries of issue 4: borrowers, firms, channels with fee rules, and the blacklist, as a
 * business manager (role 1002) uses them. Role 1002 holds the borrower and channel codes by
 * default; the admin grants it the company library and the blacklist on the role-grant page.
 */

const MANAGER = '13800001002';
// A valid ID number (check character 7), and the same with a wrong check character.
const GOOD_ID = '110105198503150027';
const BAD_ID = '110105198503150028';
const MOBILE = '13577778888';
const CREDIT_CODE = '91110105MA04QRTU7W';

const dialog = (page: Page, name: RegExp | string) => page.getByRole('dialog', { name });
const row = (page: Page, text: string) => page.locator('tbody tr.ant-table-row', { hasText: text });

test.describe.serial('registries', () => {
  test('the admin grants the business manager the company library and the blacklist', async ({ page }) => {
    await signIn(page, DEMO.admin, '/systemSetting/roleGrant');
    await pickOption(page, page.getByLabel('角色'), '1002 业务经理（部门）', { search: '1002' });
    const node = (text: string) => page.locator('.ant-tree-treenode', { hasText: text }).first();
    await node('企业库 (business_company_manage)').locator('.ant-tree-checkbox').click();
    await node('黑名单客户 (black_customer)').locator('.ant-tree-checkbox').click();
    await node('黑名单客户 (black_customer)').locator('.ant-tree-switcher').click();
    await node('黑名单 (black_list)').locator('.ant-tree-checkbox').click();
    await page.getByRole('button', { name: '保存授权' }).click();
    await expect(page.getByText('已保存')).toBeVisible();
    await signOut(page);
  });

  test('a borrower: a bad ID card is refused, a good one saved; the masked mobile is revealed', async ({ page }) => {
    await signIn(page, MANAGER, '/borrowerManage/borrowerList');
    await page.getByRole('button', { name: '新增借款人' }).click();
    const form = dialog(page, '新增借款人');
    await form.getByLabel('姓名').fill('韩梅梅');
    await form.getByLabel('身份证号').fill(BAD_ID);
    await form.getByLabel('手机号').fill(MOBILE);
    await form.getByRole('button', { name: /保\s*存/ }).click();
    await expect(form.getByText('身份证格式错误')).toBeVisible();

    await form.getByLabel('身份证号').fill(GOOD_ID);
    await form.getByRole('button', { name: /保\s*存/ }).click();
    await expect(form).toBeHidden();
    const added = row(page, '韩梅梅');
    await expect(added).toContainText('135****8888');
    await expect(added).toContainText('110105********0027');
    await expect(added).not.toContainText(MOBILE);
    // At 1440 px the fixed action column sits beside 登记时间, not over it.
    const created = await page.getByRole('columnheader', { name: '登记时间' }).boundingBox();
    const actionsColumn = await page.getByRole('columnheader', { name: '操作' }).boundingBox();
    expect(created!.x + created!.width).toBeLessThanOrEqual(actionsColumn!.x + 1);
    await expectAccessible(page);

    await added.getByRole('button', { name: '查看脱敏数据 韩梅梅' }).click();
    const viewer = dialog(page, '查看脱敏数据');
    await expect(viewer.getByText('135****8888')).toBeVisible();
    await viewer.getByRole('button', { name: '查看手机号明文' }).click();
    await expect(viewer.getByTestId('plain-mobile')).toHaveText(MOBILE);
    await expectAccessible(page);
    await viewer.getByRole('button', { name: '关闭' }).click();

    // The detail page edits without ever showing the ID number or mobile in the clear: blank keeps them.
    await added.getByRole('link', { name: '详情 韩梅梅' }).click();
    await expect(page.getByRole('heading', { name: '借款人详情' })).toBeVisible();
    await page.getByRole('button', { name: /^编\s*辑$/ }).click();
    const edit = dialog(page, '编辑');
    await expect(edit.getByLabel('身份证号')).toHaveValue('');
    await edit.getByLabel('居住地址').fill('北京市东城区东四北大街1号');
    await edit.getByRole('button', { name: /保\s*存/ }).click();
    await expect(edit).toBeHidden();
    const card = page.locator('.ant-descriptions');
    await expect(card.getByText('北京市东城区东四北大街1号')).toBeVisible();
    await expect(card.getByText('110105********0027')).toBeVisible();
    await expectAccessible(page);
    await page.goto('/borrowerManage/borrowerList');

    // The report: identity from the ID number, and the blacklist check.
    await added.getByRole('link', { name: '报告 韩梅梅' }).click();
    await expect(page.getByText('1985-03-15')).toBeVisible();
    await expect(page.getByText('未命中黑名单')).toBeVisible();
    await expectAccessible(page);
  });

  test('a firm with a shareholder ratio; disabled, it takes the disabled style', async ({ page }) => {
    await signIn(page, MANAGER, '/firmManage/firmRecords');
    await page.getByRole('button', { name: '新增企业' }).click();
    const form = dialog(page, '新增企业');
    await form.getByLabel('企业名称').fill('北京青禾农业发展有限公司');
    await form.getByLabel('法定代表人').fill('韩梅梅');
    await form.getByLabel('统一社会信用代码').fill(CREDIT_CODE);
    await form.getByRole('button', { name: '添加股东' }).click();
    await form.getByRole('button', { name: '添加股东' }).click();
    const holders = form.getByTestId('shareholder-row');
    await holders.nth(0).getByLabel('股东名称').fill('韩梅梅');
    await holders.nth(0).getByLabel('持股比例').fill('120');
    await holders.nth(1).getByLabel('股东名称').fill('青禾控股有限公司');
    await holders.nth(1).getByLabel('持股比例').fill('0');
    await holders.nth(1).getByLabel('股东名称').click();
    // Zero becomes the mask when the field is left; over 100 is refused by the shared rule.
    await expect(holders.nth(1).getByLabel('持股比例')).toHaveValue('**.**');
    await form.getByRole('button', { name: /保\s*存/ }).click();
    await expect(form.getByText('股东占比须为0至100的数字（最多两位小数）或**.**')).toBeVisible();
    await holders.nth(0).getByLabel('持股比例').fill('65.5');
    await form.getByRole('button', { name: /保\s*存/ }).click();
    await expect(form).toBeHidden();

    const firm = row(page, '北京青禾农业发展有限公司');
    await expect(firm).toContainText(CREDIT_CODE);
    await expect(firm.locator('td').first()).not.toHaveClass(/lc-firm-disabled/);
    await firm.getByRole('button', { name: '停用 北京青禾农业发展有限公司' }).click();
    const confirm = dialog(page, /停用企业/);
    await confirm.getByLabel('原因').fill('经营异常');
    await confirm.getByRole('button', { name: /确\s*定/ }).click();
    await expect(confirm).toBeHidden();
    await expect(firm.locator('td').first()).toHaveClass(/lc-firm-disabled/);
    await expect(firm).toContainText('已停用');
    await expect(firm.getByRole('button', { name: '启用 北京青禾农业发展有限公司' })).toBeVisible();
    await expectAccessible(page);
  });

  test('a channel and its fee rule', async ({ page }) => {
    await signIn(page, MANAGER, '/billManage/channelManage');
    await page.getByRole('button', { name: '新增渠道' }).click();
    const form = dialog(page, '新增渠道');
    await form.getByLabel('渠道公司名称').fill('北京安家置业顾问有限公司');
    await pickOption(page, form.getByLabel('渠道来源'), '中介机构');
    await form.getByLabel('渠道联系人').fill('李雷');
    await form.getByLabel('联系人手机号').fill('1357777');
    await form.getByRole('button', { name: /保\s*存/ }).click();
    await expect(form.getByText('手机号格式错误')).toBeVisible();
    await form.getByLabel('联系人手机号').fill('13577779999');
    await form.getByRole('button', { name: /保\s*存/ }).click();
    await expect(form).toBeHidden();
    const channel = row(page, '北京安家置业顾问有限公司');
    await expect(channel).toContainText('135****9999');
    await expectAccessible(page);

    await channel.getByRole('link', { name: '费用规则 北京安家置业顾问有限公司' }).click();
    await expect(page).toHaveURL(/\/billManage\/freeRuleAdd\?channelId=\d+/);
    await page.getByLabel('规则名称').fill('一抵返佣');
    await pickOption(page, page.getByLabel('适用借款类型'), '一抵');
    await page.getByLabel('费率').fill('0.6');
    await page.getByRole('button', { name: '保存规则' }).click();
    await expect(page.getByRole('table', { name: '已有费用规则' })).toContainText('0.6%');
    await expectAccessible(page);
  });

  test('a person is blacklisted with a reason, then removed with one', async ({ page }) => {
    await signIn(page, MANAGER, '/blackCustomer/blackCustomerList');
    await page.getByRole('button', { name: '加入黑名单' }).click();
    const form = dialog(page, '加入黑名单');
    await form.getByLabel('姓名').fill('韩梅梅');
    await form.getByLabel('身份证号').fill(GOOD_ID);
    await form.getByLabel('加入原因').fill('提供虚假流水');
    await form.getByRole('button', { name: '确定加入' }).click();
    await expect(form).toBeHidden();
    const entry = row(page, '提供虚假流水');
    await expect(entry).toContainText('110105********0027');
    await expect(entry).toContainText('生效中');
    await expectAccessible(page);

    // The borrower's report now shows the hit.
    await page.goto('/borrowerManage/borrowerList');
    await row(page, '韩梅梅').getByRole('link', { name: '报告 韩梅梅' }).click();
    await expect(page.getByText('在黑名单中：提供虚假流水')).toBeVisible();

    await page.goto('/blackCustomer/blackCustomerList');
    await row(page, '提供虚假流水').getByRole('button', { name: '移出 韩梅梅' }).click();
    const confirm = dialog(page, /移出黑名单/);
    await confirm.getByRole('button', { name: /确\s*定/ }).click();
    await expect(confirm.getByText('请填写移出原因')).toBeVisible();
    await confirm.getByLabel('移出原因').fill('经核实为误报');
    await confirm.getByRole('button', { name: /确\s*定/ }).click();
    await expect(confirm).toBeHidden();
    await expect(row(page, '提供虚假流水')).toContainText('已移除');
    await expect(row(page, '提供虚假流水')).toContainText('经核实为误报');
  });

  test('on a phone the borrower list shows cards', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, MANAGER, '/borrowerManage/borrowerList');
    const cards = page.getByTestId('list-card');
    await expect(cards.filter({ hasText: '韩梅梅' })).toHaveCount(1);
    await expect(cards.filter({ hasText: '韩梅梅' })).toContainText('135****8888');
    await expect(page.getByRole('table')).toHaveCount(0);
    await expectAccessible(page);
  });
});
