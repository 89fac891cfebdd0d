import { type Page, expect, test } from '@playwright/test';
import { as, expectAccessible } from './support/session';
import { field, pickOption, search, confirmPopover } from './support/widgets';

/*
 * Issue 15 items 4 and 6. Interest management edits a charge standard: the edit is its next
 * version and the one before stays readable. After-loan management asks to move a loan to
 * another five-level class; the risk-control director approves it and the loan's level moves.
 */
const INTEREST = '13800000081'; // role 81: charge_rule_management
const AFTER_LOAN = '13800000041'; // role 41: five_level_manage
const DIRECTOR = '13800000010'; // role 10: five_level_approve

const row = (page: Page, text: string) => page.locator('tbody tr.ant-table-row', { hasText: text });

test('a staff member edits a charge standard and sees the new version, the old one kept read-only', async ({ page }) => {
  await as(page, INTEREST, '/borrowManage/borrowCost', async () => {
    await expect(row(page, 'CS_05')).toContainText('抵押·京外');
    await expect(row(page, 'CS_05')).toContainText('第1版');
    await expect(row(page, 'CS_01')).toContainText('第2版');
    await expectAccessible(page);

    await row(page, 'CS_05').getByRole('link', { name: 'CS_05' }).click();
    await expect(page).toHaveURL(/\/borrowManage\/chargeStandard\?code=CS_05/);
    const items = page.getByRole('table', { name: '费用项及各级客户经理费率' });
    await expect(items).toContainText('0.35%');
    await expectAccessible(page);

    await page.getByRole('button', { name: '编辑（保存为新版本）' }).click();
    await expect(page).toHaveURL(/\/borrowManage\/addCost\?code=CS_05/);
    const chief = page.getByLabel('首席客户经理费率(%)');
    await chief.fill('1.23456');
    await page.getByRole('button', { name: '保存为新版本' }).click();
    await expect(page.getByText('费率须为0到100之间的数，最多4位小数')).toBeVisible();
    await expectAccessible(page);
    await chief.fill('0.3');
    await page.getByLabel('修订说明').fill('首席客户经理费率下调');
    await page.getByRole('button', { name: '保存为新版本' }).click();

    await expect(page).toHaveURL(/\/borrowManage\/chargeStandard\?code=CS_05$/);
    const version = page.locator('.ant-descriptions');
    await expect(version).toContainText('第2版');
    await expect(version).toContainText('首席客户经理费率下调');
    await expect(items.locator('tbody tr.ant-table-row').first()).toContainText('0.3%');
    await expect(items.locator('tbody tr.ant-table-row').first()).toContainText('0.35%');

    // The first version is still there, read only.
    await pickOption(page, page.getByLabel('版本'), '第1版');
    await expect(page).toHaveURL(/versionNo=1/);
    await expect(page.getByText('这是历史版本，只读')).toBeVisible();
    await expect(page.getByRole('button', { name: '编辑（保存为新版本）' })).toHaveCount(0);
    await expect(items.locator('tbody tr.ant-table-row').first()).not.toContainText('0.3%');
    await expectAccessible(page);

    await page.goto('/borrowManage/borrowCost');
    await expect(row(page, 'CS_05')).toContainText('第2版');
    await expect(row(page, 'CS_05')).toContainText('首席客户经理费率下调');
  });
});

test('a five-level change is requested by after-loan management and approved by the director', async ({ page }) => {
  let billNo = '';
  await as(page, AFTER_LOAN, '/borrowManage/assetLevelList', async () => {
    await expect(row(page, '高峰')).toContainText('次级');
    await expect(row(page, '周明')).toContainText('拟调整为 关注');
    await expectAccessible(page);
    await field(page, 'keyword').fill('罗静');
    await search(page);
    const loan = row(page, '罗静');
    await expect(loan).toContainText('正常');
    billNo = (await loan.locator('a').first().textContent()) ?? '';
    await loan.getByRole('button', { name: `变更分类 ${billNo}` }).click();
    const form = page.getByRole('dialog', { name: `变更分类 ${billNo}` });
    await form.getByRole('button', { name: '提交审批' }).click();
    await expect(form).toContainText('此项不能为空');
    await pickOption(page, form.getByLabel('调整为'), '可疑');
    await form.getByLabel('变更原因').fill('借款人失联，抵押物被查封');
    await expectAccessible(page);
    await form.getByRole('button', { name: '提交审批' }).click();
    await expect(form).toBeHidden();
    await expect(loan).toContainText('拟调整为 可疑');
    await expect(loan.getByRole('button', { name: `变更分类 ${billNo}` })).toBeDisabled();
  });

  await as(page, DIRECTOR, '/borrowManage/assetLevelList', async () => {
    await field(page, 'keyword').fill('罗静');
    await search(page);
    await row(page, '罗静').getByRole('link', { name: billNo }).click();
    await expect(page).toHaveURL(/\/borrowManage\/assetLevelDetail\?id=\d+/);
    const records = page.getByRole('table', { name: '分类变更记录' });
    const pending = records.locator('tbody tr.ant-table-row', { hasText: '待审批' });
    await expect(pending).toContainText('正常 → 可疑');
    await expect(pending).toContainText('借款人失联，抵押物被查封');
    await expectAccessible(page);
    await confirmPopover(page, pending.getByRole('button', { name: /通\s*过/ }), /通\s*过/);
    await expect(records.locator('tbody tr.ant-table-row').first()).toContainText('已通过');
    await expect(records.locator('tbody tr.ant-table-row').first()).toContainText('风控部门总监（演示）');
    await expect(page.locator('.ant-descriptions')).toContainText('可疑');
    await expectAccessible(page);

    await page.goto('/borrowManage/assetLevelList');
    await pickOption(page, field(page, 'level'), '可疑');
    await search(page);
    await expect(row(page, '罗静')).toBeVisible();
  });
});

test('a card change: core approves and carries one out, a salesperson asks for another, risk approves it', async ({ page }) => {
  const SALES = '13800000011'; // role 11: change_bank_card
  const CORE = '13800000092'; // role 92: the core node
  const RISK = '13800000010'; // role 10: the risk node
  const status = (p: Page) => p.locator('.ant-descriptions');
  let url = '';

  await as(page, CORE, '/changeBankCard', async () => {
    await expect(row(page, '风控驳回')).toBeVisible();
    await expectAccessible(page);
    await pickOption(page, field(page, 'status'), '风控通过');
    await search(page);
    const waiting = row(page, '李秀英');
    await expect(waiting).toContainText('风控通过');
    await waiting.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/changeBankCard\/changeBankCardApply\?id=\d+/);
    await expectAccessible(page);
    await confirmPopover(page, page.getByRole('button', { name: /通\s*过/ }), /通\s*过/);
    await expect(status(page)).toContainText('核心通过');
    await confirmPopover(page, page.getByRole('button', { name: '执行换卡' }), '执行换卡');
    await expect(status(page)).toContainText('换卡成功');
    await expectAccessible(page);
  });

  await as(page, SALES, '/changeBankCard', async () => {
    await page.getByRole('button', { name: '申请变更' }).click();
    await expect(page).toHaveURL(/\/changeBankCard\/changeBankCardApply$/);
    await page.getByRole('button', { name: '提交申请' }).click();
    await expect(page.getByText('此项不能为空').first()).toBeVisible();
    await pickOption(page, page.getByLabel('要变更的银行卡'), /李秀英/);
    await page.getByLabel('新卡号').fill('6228480011223342');
    await page.getByLabel('户名').fill('李秀英');
    await page.getByLabel('预留手机号').fill('13912340009');
    await page.getByLabel('变更原因').fill('改用农行卡收款');
    await page.getByRole('button', { name: '提交申请' }).click();
    await expect(page.getByText('银行卡号校验位错误，请核对卡号')).toBeVisible();
    await page.getByLabel('新卡号').fill('6228480011223341');
    await expectAccessible(page);
    await page.getByRole('button', { name: '提交申请' }).click();
    await expect(page).toHaveURL(/\/changeBankCard\/changeBankCardApply\?id=\d+/);
    await expect(status(page)).toContainText('风控待审');
    await expect(status(page)).toContainText('中国农业银行');
    url = page.url();
  });

  await as(page, RISK, url, async () => {
    await confirmPopover(page, page.getByRole('button', { name: /通\s*过/ }), /通\s*过/);
    await expect(status(page)).toContainText('风控通过');
    await expect(page.getByRole('list', { name: '操作记录' })).toContainText('风控审核通过');
  });
});

test("a staff member sets a salesperson's customer-manager level from the charge rules; it holds after a reload", async ({ page }) => {
  await as(page, INTEREST, '/borrowManage/borrowCost', async () => {
    await page.getByRole('link', { name: '客户经理级别' }).click();
    await expect(page).toHaveURL(/\/borrowManage\/managerLevel/);
    await expect(page.getByRole('navigation', { name: '面包屑' })).toContainText('收费规则');
    await field(page, 'keyword').fill('上海业务员');
    await search(page);
    const salesperson = row(page, '上海业务员（演示）');
    await expect(salesperson).toContainText('138****0211');
    await expect(salesperson).toContainText('其他客户经理（默认）');
    await expectAccessible(page);

    await pickOption(page, salesperson.getByLabel('上海业务员（演示）的级别'), '高级客户经理');
    await expect(page.getByText('上海业务员（演示）的级别已改为高级客户经理')).toBeVisible();
    await page.reload();
    await expect(row(page, '上海业务员（演示）')).toContainText('高级客户经理');
    await expect(row(page, '上海业务员（演示）')).not.toContainText('（默认）');
    await expect(page).toHaveURL(/keyword=/);
  });
});
