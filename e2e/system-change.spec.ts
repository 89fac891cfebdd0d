import { type Page, expect, test } from '@playwright/test';
import { DEMO, expectAccessible, signIn, signOut } from './support/session';
import { confirmPopover, pickOption } from './support/widgets';

const MANAGER = '13800001001'; // role 1001: asks for system changes in the group's bills
const CORE = '13800000092'; // role 92, core operations: approves them and reads the change log
const IN_LOAN = '13800000042'; // role 42: after-loan certificate statistics
const CUSTOMER = '周明'; // a demo loan: a first mortgage (一抵) of 120 days

const rowOf = (page: Page, text: string) => page.locator('tbody tr.ant-table-row', { hasText: text });

test("a bill's loan type changed by request: approved by another user, the version shows before and after, the bill shows the new type", async ({
  page,
}) => {
  await signIn(page, MANAGER, '/systemchangeManage/systemChangeApply');
  await expect(rowOf(page, '审批中').first()).toBeVisible();
  await page.mouse.move(1000, 800);
  await expectAccessible(page);
  await page.getByRole('button', { name: '新建变更申请' }).click();
  const form = page.getByRole('dialog', { name: '新建变更申请' });
  await pickOption(page, form.getByLabel('报单'), new RegExp(CUSTOMER), { search: CUSTOMER, shows: CUSTOMER });
  await pickOption(page, form.getByLabel('借款类型'), '二抵');
  await form.getByLabel('变更原因').fill('登记为第二顺位抵押，报单借款类型选错');
  await expectAccessible(page);
  await form.getByRole('button', { name: /提\s*交/ }).click();
  await expect(form).toBeHidden();
  await expect(rowOf(page, '登记为第二顺位抵押')).toContainText('审批中');
  await expect(rowOf(page, '登记为第二顺位抵押')).toContainText('一抵 → 二抵');
  await signOut(page);

  // Core operations find it in their inbox and approve it.
  await signIn(page, CORE, '/systemchangeManage/systemChangeApply?view=inbox');
  const row = rowOf(page, '登记为第二顺位抵押');
  await row.getByRole('button').first().click();
  const detail = page.getByRole('dialog').last();
  await expect(detail).toContainText('一抵 → 二抵');
  await expectAccessible(page);
  await confirmPopover(page, detail.getByRole('button', { name: /通\s*过/ }), /通\s*过/);
  await expect(detail).toContainText('已生效');
  await page.keyboard.press('Escape');

  // The change log shows the field before and after, who and when; its filter sits in the URL.
  await page.goto(`/systemSetting/changeVersion?field=borrowType`);
  const version = rowOf(page, '借款类型').filter({ hasText: '二抵' }).first();
  await expect(version).toContainText('一抵');
  await expect(version).toContainText('核心运营（演示）');
  await expect(version).toContainText('业务经理（演示）');
  await page.mouse.move(1000, 800);
  await expectAccessible(page);
  await signOut(page);

  // The bill itself now reads 二抵.
  await signIn(page, MANAGER, `/billManage/billAll?keyword=${encodeURIComponent(CUSTOMER)}`);
  await expect(rowOf(page, CUSTOMER).first()).toContainText('二抵');
});

test('the after-loan certificate statistics open with several areas and months; the area filter sits in the URL', async ({ page }) => {
  await signIn(page, DEMO.admin, '/paymentRecordManage/afterLoanCertificate?from=2026-06-01&to=2026-10-31');
  const table = page.getByRole('table');
  for (const area of ['北京', '上海', '西安', '武汉']) await expect(table.getByText(area).first()).toBeVisible();
  await expect(page.getByRole('figure', { name: '各月各区域凭证数' })).toBeVisible();
  await expect(table).toContainText('2026-07');
  await expect(table).toContainText('2026-10');
  await expectAccessible(page);
  await page.goto('/paymentRecordManage/afterLoanCertificate?from=2026-06-01&to=2026-10-31&areaCode=SH_31');
  await expect(table.getByText('上海').first()).toBeVisible();
  await expect(table.getByText('北京')).toHaveCount(0);
  await signOut(page);

  // The in-loan role holds the page: it opens for them, inside their area.
  await signIn(page, IN_LOAN, '/paymentRecordManage/afterLoanCertificate');
  await expect(page.getByRole('table').getByText('北京').first()).toBeVisible();
  await expectAccessible(page);
});
