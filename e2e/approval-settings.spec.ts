import { expect, test } from '@playwright/test';
import { DEMO, expectAccessible, signIn } from './support/session';
import { pickOption } from './support/widgets';

test('an admin adds an amount-threshold step to the bill chain, reorders it, and it persists', async ({ page }) => {
  await signIn(page, DEMO.admin, '/systemSetting/approvalNodeSetting');
  await expect(page.getByText('当前为系统默认配置')).toBeVisible();
  await expect(page.getByTestId(/^node-\d+$/)).toHaveCount(5);
  await expectAccessible(page);

  await page.getByRole('button', { name: '添加节点' }).click();
  const added = page.getByTestId('node-5');
  await added.getByLabel('节点标识').fill('big');
  await added.getByLabel('节点名称').fill('大额审批');
  await added.getByLabel('英文名称').fill('Large amounts');
  await added.getByLabel('审批权限').fill('bill_approve_supervisor');
  await added.getByLabel('审批权限').press('Enter');
  await expect(added).toContainText('总监审批 (bill_approve_supervisor)');
  await added.getByLabel('金额门槛（元）').fill('12.345');
  await page.getByRole('button', { name: /保\s*存/ }).click();
  await expect(added.getByText('金额门槛须为最多11位整数、2位小数的金额')).toBeVisible();
  await added.getByLabel('金额门槛（元）').fill('5000000');
  // Move it above the document review (step 4) and the final review (step 5).
  await page.getByRole('button', { name: '上移 6' }).click();
  await page.getByRole('button', { name: '上移 5' }).click();
  await page.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page.getByText('审批节点已保存')).toBeVisible();

  await page.reload();
  await expect(page.getByText(/最后修改：系统管理员/)).toBeVisible();
  await expect(page.getByTestId('node-3').getByLabel('节点标识')).toHaveValue('big');
  await expect(page.getByTestId('node-3').getByLabel('金额门槛（元）')).toHaveValue('5000000');
  await expect(page.getByTestId('node-3')).toContainText('(bill_approve_supervisor)');
  await expect(page.getByTestId(/^node-\d+$/)).toHaveCount(6);

  // The process is picked from a select (nineteen flows outgrew a tab bar); the address keeps it.
  await pickOption(page, page.getByLabel('审批流程'), '放款审批');
  await expect(page).toHaveURL(/[?&]process=grant\b/);
  await expect(page.getByTestId('node-0').getByLabel('节点标识')).not.toHaveValue('big');
  await expectAccessible(page);
  await page.reload();
  await expect(page.getByLabel('审批流程').locator('xpath=ancestor::*[contains(@class, "ant-select")][1]')).toContainText('放款审批');
});
