import { expect, test } from '@playwright/test';
import { DEMO, expectAccessible, signIn } from './support/session';
import { TIME_PAGE, pickRegion } from './support/widgets';

/* The region picker, confirm modal, masked viewer and native date pickers on /systemTools/testTime. */

test.describe('smaller blocks on /systemTools/testTime', () => {
  test('admin picks a region, answers a confirm modal and reveals a masked value, which the audit log records', async ({ page }) => {
    await signIn(page, DEMO.admin, TIME_PAGE);
    await expect(page.getByRole('heading', { name: '时间测试' })).toBeVisible();
    const backLinks = page.getByTestId('page-header-back');
    await expect(backLinks.first()).toHaveAttribute('href', '/');
    await expect(backLinks.first()).toHaveText(/首页/);
    await expect(backLinks.nth(1)).toHaveAttribute('href', '/systemTools/testList');

    // Region: Beijing's districts are picked under the municipality itself (its 市辖区 level is not shown).
    await pickRegion(page, ['北京市', '朝阳区']);
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
    // By their labels, never the codes (view_plain, staff).
    await expect(row).toContainText('查看明文');
    await expect(row).toContainText('员工');
    await expect(row).toContainText('系统管理员');
    await expect(row).not.toContainText('13800000000');
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the date pickers are the browser’s own inputs and give the same values', async ({ page }) => {
    await signIn(page, DEMO.admin, TIME_PAGE);
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
