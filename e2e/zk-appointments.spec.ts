import { ZK_APPOINTMENT_API, routePath } from '@lc/shared';
import { expect, test } from '@playwright/test';
import { expectAccessible, signIn } from './support/session';
import { pickOption } from './support/widgets';

const ZK_STAFF = '13800000033'; // role 33: holds zk_appointment_list and zk_list (Beijing area)
const WINDOW = '18:00-19:30';

test('a staff member holding the zk codes books a direct client visit, finds it in zkList and opens its detail', async ({ page }) => {
  await signIn(page, ZK_STAFF, '/zkManager/zkAppoint');
  // The desk opens with the demo direct clients' visits.
  await expect(page.locator('tbody tr.ant-table-row').first()).toBeVisible({ timeout: 30_000 });
  await page.mouse.move(1000, 800);
  await expectAccessible(page);

  // Every booking sent: Enter before the form is complete must send none.
  const bookings: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === routePath(ZK_APPOINTMENT_API.endpoints.create)) bookings.push(r.url());
  });
  await page.getByRole('button', { name: '新增直客预约' }).click();
  const dialog = page.getByRole('dialog', { name: '新增直客预约' });
  await pickOption(page, dialog.getByRole('combobox', { name: '报单', exact: true }), /-\d{4} /);
  await pickOption(page, dialog.getByRole('combobox', { name: '预约类型', exact: true }), '公证');
  await dialog.locator('#zkAppointment_address').fill('海淀区公证处（中关村）');
  // Enter in the visit date (the form would pass as it is, with its default times) moves on to the
  // start time and books nothing: the dialog stays and no success message shows.
  const visitDate = dialog.locator('#zkAppointment_visitDate');
  await visitDate.click();
  await visitDate.press('Enter');
  await expect(dialog.getByRole('combobox', { name: '开始时间', exact: true })).toBeFocused();
  await expect(dialog).toBeVisible();
  await expect(page.locator('.ant-message-notice', { hasText: '已预约' })).toHaveCount(0);
  expect(bookings).toEqual([]);
  await pickOption(page, dialog.getByRole('combobox', { name: '开始时间', exact: true }), '18:00', { search: '18:00' });
  await pickOption(page, dialog.getByRole('combobox', { name: '结束时间', exact: true }), '19:30', { search: '19:30' });
  await expectAccessible(page);
  await dialog.getByRole('button', { name: '提交预约' }).click();
  await expect(page).toHaveURL(/\/zkManager\/appointDetail\?id=\d+/);
  expect(bookings).toHaveLength(1);
  const detail = page.locator('.ant-descriptions:visible');
  await expect(detail).toContainText('已预约待派单');
  await expect(detail).toContainText(WINDOW);
  await expect(page.getByRole('button', { name: '取消预约' })).toBeVisible();
  await expectAccessible(page);

  // The direct-client list holds it; its detail there is read only.
  await page.goto('/zkManager/zkList');
  const row = page.locator('tbody tr.ant-table-row:visible', { hasText: WINDOW });
  await expect(row).toContainText('已预约待派单');
  await expect(row).toContainText('公证');
  await page.mouse.move(1000, 800);
  await expectAccessible(page);
  await row.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/zkManager\/zkListDetail\?id=\d+/);
  await expect(page.locator('.ant-descriptions:visible')).toContainText(WINDOW);
  await expect(page.getByRole('button', { name: '取消预约' })).toHaveCount(0);
  await expectAccessible(page);
});
