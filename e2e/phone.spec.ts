import { type Page, expect, test } from '@playwright/test';
import { borrower, property } from './support/bills';
import { PHONE_VIEWPORT, expectPhoneFit } from './support/phone';
import { DEMO, signIn, signOut } from './support/session';
import { pickOption, pickRegion } from './support/widgets';

/*
 * Issue 32: the console on a phone. A salesperson makes a bill and books a visit, a dispatcher
 * dispatches it on the phone board by two taps, and the field person finds it: every page on the
 * way fits the screen, every visible control is at least 44 × 44, and axe passes.
 */
test.use({ viewport: PHONE_VIEWPORT, hasTouch: true, isMobile: true });

const DISPATCHER = '13800000035'; // role 35: the dispatch board
const LI = '外勤李娜（演示）';
const LI_MOBILE = '13800000352'; // demo field staff, busy today 10:00-11:30 only
const WINDOW = '16:30-17:30'; // free for 李娜 in the demo and in the other specs

const byLabel = (page: Page, label: string) => page.getByLabel(label, { exact: true });
/** A control staff can reach without scrolling sideways: visible, and inside the screen. */
const reachable = async (page: Page, name: string | RegExp) => {
  const button = page.getByRole('button', { name });
  await expect(button).toBeVisible();
  await expect(button).toBeInViewport();
  return button;
};

test('a salesperson makes a bill and books a visit on a phone; the dispatcher dispatches it by taps; the field person finds it', async ({
  page,
}) => {
  await signIn(page, DEMO.sales);
  await expectPhoneFit(page);

  // The bill list: cards, the main action beside 筛选 (not inside it), filters behind 筛选.
  await page.goto('/billManage/billList');
  await expect(page.getByTestId('list-card').first()).toBeVisible();
  await expectPhoneFit(page);
  await (await reachable(page, /^筛选/)).click();
  await expect(page.getByRole('button', { name: /查\s*询/ })).toBeVisible();
  await expectPhoneFit(page);

  // A new bill, filled with the phone's own controls.
  await (await reachable(page, '新增报单')).click();
  await expect(page).toHaveURL(/\/billManage\/billAdd$/);
  await expectPhoneFit(page);
  const who = borrower('手机报单');
  const home = property('望京街');
  await byLabel(page, '客户姓名').fill(who.name);
  await byLabel(page, '手机号').fill(who.mobile);
  await byLabel(page, '身份证号').fill(who.idCard);
  await byLabel(page, '借款金额').fill('900000.00');
  await pickOption(page, page.locator('form#bill').getByLabel('借款类型', { exact: true }), '一抵');
  await byLabel(page, '借款期限').fill('90');
  await byLabel(page, '产权证号').fill(home.certNo);
  await pickRegion(page, ['北京市', '朝阳区']);
  await byLabel(page, '详细地址').fill(home.address);
  await byLabel(page, '建筑面积').fill('76.20');
  await page.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page).toHaveURL(/billAdd\?id=\d+$/);
  await expect(page.getByTestId('bill-no')).toHaveText(/^BJ\d{8}-\d{4}$/);
  await expectPhoneFit(page);

  // A visit for late this afternoon, booked from the appointment list's visible 新增预约.
  await page.goto('/appoint/appointList');
  await expect(page.getByTestId('list-card').first()).toBeVisible();
  await expectPhoneFit(page);
  await (await reachable(page, '新增预约')).click();
  await expect(page).toHaveURL(/\/appoint\/appointAdd/);
  await pickOption(page, page.getByRole('combobox', { name: '报单', exact: true }), /-\d{4} /);
  await pickOption(page, page.getByRole('combobox', { name: '预约类型', exact: true }), '房屋调查');
  await page.locator('#appointment_address').fill('朝阳区望京街10号院');
  await pickOption(page, page.getByRole('combobox', { name: '开始时间', exact: true }), '16:30', { search: '16:30' });
  await pickOption(page, page.getByRole('combobox', { name: '结束时间', exact: true }), '17:30', { search: '17:30' });
  await expectPhoneFit(page);
  await page.getByRole('button', { name: '提交预约' }).click();
  await expect(page).toHaveURL(/\/appoint\/appointDetail\?id=\d+/);
  await expect(page.locator('.ant-descriptions:visible')).toContainText('已预约待派单');
  await expectPhoneFit(page);
  await signOut(page);

  // The dispatcher's board on the phone: the visit as a card led by its customer, each person's day as a list.
  await signIn(page, DISPATCHER, '/dispatch/dispatchList');
  const open = page.getByTestId('dispatch-open-card').filter({ hasText: WINDOW });
  await expect(open).toBeVisible();
  await expectPhoneFit(page);
  // Tap the visit, then 派给 under 李娜: no drag, no sideways scroll.
  await open.getByRole('button', { name: '选这条派单' }).click();
  await expect(open.getByRole('button', { name: /^已\s*选$/ })).toHaveAttribute('aria-pressed', 'true');
  await expectPhoneFit(page);
  // The picked visit stays in sight at the top while the people's days scroll under it.
  await expect(page.getByRole('alert').filter({ hasText: WINDOW })).toBeInViewport();
  await page.getByRole('button', { name: `派给${LI}` }).click();
  await expect(page.getByText('已派单', { exact: true })).toBeVisible();
  await expect(open).toHaveCount(0);
  await expect(page.getByRole('list', { name: new RegExp(`^${LI} `) })).toContainText(WINDOW);
  await expectPhoneFit(page);
  await signOut(page);

  // 李娜 finds the visit among her orders and opens its form.
  await signIn(page, LI_MOBILE, '/outerOrder/outerOrderList');
  const card = page.getByTestId('list-card').filter({ hasText: WINDOW });
  await expect(card).toContainText('待填写');
  await expectPhoneFit(page);
  await card.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/outerOrder\/houseResearch\?id=\d+/);
  await expect(page.getByRole('button', { name: '提交审批' })).toBeVisible();
  await expectPhoneFit(page);
});
