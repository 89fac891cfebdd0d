import { type Page, expect, test } from '@playwright/test';
import { noisyPng } from './support/images';
import { DEMO, expectAccessible, signIn, signOut } from './support/session';
import { confirmPopover, pickOption } from './support/widgets';

const DISPATCHER = '13800000035'; // role 35: the dispatch board
const ZHANG = '外勤张伟（演示）'; // demo field staff, busy today 09:00-10:30 and 14:00-15:00
const LI = '外勤李娜（演示）'; // demo field staff, busy today 10:00-11:30
const WINDOW = '08:00-09:30';
const ZHANG_MOBILE = '13800000351';
const SURVEY = '09:00-10:30'; // 张伟's property survey today (demo), dispatched and not yet filled in

const openRow = (page: Page) => page.locator('tbody tr.ant-table-row', { hasText: WINDOW });
const boardRow = (page: Page, name: string) => page.locator('.dispatch-board tbody tr', { has: page.getByRole('rowheader', { name }) });

test('a salesperson books a survey; dispatch assigns it, and an overlapping assignment is refused', async ({ page }) => {
  // The salesperson books a property survey for early this morning on one of their bills.
  await signIn(page, DEMO.sales, '/appoint/appointList');
  await expect(page.locator('tbody tr.ant-table-row').first()).toBeVisible();
  await page.mouse.move(1000, 800);
  await expectAccessible(page);
  await page.getByRole('button', { name: '新增预约' }).click();
  await expect(page).toHaveURL(/\/appoint\/appointAdd/);
  await pickOption(page, page.getByRole('combobox', { name: '报单', exact: true }), /-\d{4} /);
  await pickOption(page, page.getByRole('combobox', { name: '预约类型', exact: true }), '房屋调查');
  await page.locator('#appointment_address').fill('朝阳区望京西园三区311号楼2单元1201');
  await pickOption(page, page.getByRole('combobox', { name: '开始时间', exact: true }), '08:00');
  await pickOption(page, page.getByRole('combobox', { name: '结束时间', exact: true }), '09:30');
  await expectAccessible(page);
  await page.getByRole('button', { name: '提交预约' }).click();
  await expect(page).toHaveURL(/\/appoint\/appointDetail\?id=\d+/);
  const detail = page.locator('.ant-descriptions:visible');
  await expect(detail).toContainText('已预约待派单');
  await expect(detail).toContainText(WINDOW);
  await expectAccessible(page);
  await signOut(page);

  // The dispatcher sees it on today's board: 张伟 is busy then, so assigning him is refused; 李娜 is free.
  await signIn(page, DISPATCHER, '/dispatch/dispatchList');
  await expect(boardRow(page, ZHANG)).toBeVisible();
  await expect(openRow(page)).toBeVisible();
  await page.mouse.move(1000, 800);
  await expectAccessible(page);
  await pickOption(page, openRow(page).getByLabel(/派给/), ZHANG);
  await openRow(page).getByRole('button', { name: /派单/ }).click();
  await expect(page.getByText(/外勤张伟（演示）在\d{4}-\d{2}-\d{2} 09:00-10:30已有外勤安排，时间冲突/)).toBeVisible();
  await expect(openRow(page)).toBeVisible();

  await pickOption(page, openRow(page).getByLabel(/派给/), LI);
  await openRow(page).getByRole('button', { name: /派单/ }).click();
  await expect(openRow(page)).toHaveCount(0);
  await expect(boardRow(page, LI).locator(`td.busy[title*="${WINDOW}"]`)).toHaveCount(3);
  await expectAccessible(page);
  await signOut(page);

  // The salesperson sees it dispatched to 李娜; it can no longer be cancelled.
  await signIn(page, DEMO.sales, '/appoint/appointList');
  const row = page.locator('tbody tr.ant-table-row:visible', { hasText: WINDOW });
  await expect(row).toContainText('已派单待审批');
  await expect(row).toContainText(LI);
  await row.getByRole('link').first().click();
  await expect(page.locator('.ant-descriptions:visible')).toContainText('已派单待审批');
  await expect(page.getByRole('button', { name: '取消预约' })).toHaveCount(0);
});

test('bulk dispatch answers each appointment: the one that fits is dispatched, the clash is refused with its reason', async ({ page }) => {
  await signIn(page, DISPATCHER, '/dispatch/dispatchList');
  const morning = page.locator('tbody tr.ant-table-row', { hasText: '10:00-11:00' });
  const afternoon = page.locator('tbody tr.ant-table-row', { hasText: '15:30-16:30' });
  for (const row of [morning, afternoon]) {
    await pickOption(page, row.getByLabel(/派给/), ZHANG);
    await row.getByRole('checkbox').check();
  }
  await page.getByRole('button', { name: '批量派单' }).click();
  const result = page.getByRole('alert').filter({ hasText: '批量派单结果' });
  await expect(result).toContainText('已派单');
  await expect(result).toContainText(/外勤张伟（演示）在\d{4}-\d{2}-\d{2} 09:00-10:30已有外勤安排，时间冲突/);
  await expect(afternoon).toHaveCount(0);
  await expect(morning).toBeVisible();
  await expect(boardRow(page, ZHANG).locator('td.busy[title*="15:30-16:30"]')).toHaveCount(2);
  await page.mouse.move(1000, 800);
  await expectAccessible(page);
});

test('the field person completes the house research on a phone with two photos; a manager approves it; the bill stripe shows the visit', async ({
  page,
}) => {
  // 张伟 on a phone: his dispatched visits as cards; today's survey opens its house research form.
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, ZHANG_MOBILE);
  // A form opened without its order says so (not "load failed": refreshing would not help).
  await page.goto('/outerOrder/houseResearch');
  await expect(page.getByRole('alert')).toContainText('缺少外勤单编号');
  await page.goto('/outerOrder/outerOrderList');
  const card = page.getByTestId('list-card').filter({ hasText: SURVEY });
  await expect(card).toContainText('待填写');
  await expectAccessible(page);
  await card.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/outerOrder\/houseResearch\?id=\d+/);
  const orderUrl = page.url();
  await pickOption(page, page.getByRole('combobox', { name: '房屋使用状况', exact: true }), '自住');
  await pickOption(page, page.getByRole('combobox', { name: '房屋状况', exact: true }), '良好');
  await pickOption(page, page.getByRole('combobox', { name: '面积与产证', exact: true }), '一致');
  await page.getByLabel('核查结论').fill('房屋自住，状况良好，面积与产证一致');
  const photos = page.getByTestId('image-upload-input');
  await photos.setInputFiles({ name: '外观.png', mimeType: 'image/png', buffer: noisyPng(80, 60) });
  await expect(page.locator('.ant-card img')).toHaveCount(1);
  await photos.setInputFiles({ name: '室内.png', mimeType: 'image/png', buffer: noisyPng(80, 60) });
  await expect(page.locator('.ant-card img')).toHaveCount(2);
  await expectAccessible(page);
  await page.getByRole('button', { name: '提交审批' }).click();
  await expect(page.getByText('已提交审批')).toBeVisible();
  await expect(page.locator('.ant-descriptions')).toContainText('已派单待审批');
  await signOut(page);

  // The dispatcher (role 35, the field staff's manager) approves it from the review view.
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, DISPATCHER, '/outerOrder/outerOrderList?view=review');
  const row = page.locator('tbody tr.ant-table-row', { hasText: SURVEY });
  await expect(row).toContainText('已派单待审批');
  await page.goto(orderUrl);
  await expect(page.locator('.ant-card img')).toHaveCount(2);
  await expectAccessible(page);
  await confirmPopover(page, page.getByRole('button', { name: '审批通过' }), /^确\s*定$/);
  await expect(page.locator('.ant-descriptions')).toContainText('已通过');
  await expect(page.getByRole('button', { name: '审批通过' })).toHaveCount(0);

  // The bill's operation stripe shows the approved visit.
  await page.locator('.ant-card-head').getByRole('link').first().click();
  await expect(page).toHaveURL(/\/billManage\/billAdd\?id=\d+/);
  await expect(page.getByTestId('bill-records')).toContainText('外勤房屋调查审批通过：朝阳区望京西园三区311号楼');
  await expect(page.getByTestId('bill-records')).toContainText('外勤人员：外勤张伟（演示）');
});
