import { type Page, expect, test } from '@playwright/test';
import { DEMO, expectAccessible, signIn, signOut } from './support/session';
import { pickOption, confirmPopover } from './support/widgets';
import { registerInDialog } from './support/mortgage';

const WARRANT = '13800000032'; // role 32: warrant staff (requests, registration, release)
const APPROVER = '13800000036'; // role 36: mortgage/release approval (the risk supervisor's node)
const CUSTOMER = '罗静'; // the demo loan with two properties and no request yet

const rowOf = (page: Page, text: string) => page.locator('tbody tr.ant-table-row', { hasText: text });
async function openDetail(page: Page, text: string) {
  await rowOf(page, text).first().getByRole('button').first().click();
  return page.getByRole('dialog').last();
}

test('mortgagees: add one, then disable it', async ({ page }) => {
  await signIn(page, DEMO.admin, '/systemSetting/mortgagorManage');
  await page.getByRole('button', { name: /新\s*增/ }).click();
  const form = page.getByRole('dialog', { name: '新增' });
  await form.getByRole('button', { name: /保\s*存/ }).click();
  await expect(form.getByText('此项不能为空')).toBeVisible();
  await form.getByLabel('名称').fill('测试抵押权人');
  await form.getByRole('button', { name: /保\s*存/ }).click();
  await expect(form).toBeHidden();
  await expect(rowOf(page, '测试抵押权人')).toContainText('启用');
  await page.mouse.move(1000, 800);
  await expectAccessible(page);
  const detail = await openDetail(page, '测试抵押权人');
  await detail.getByRole('button', { name: /编\s*辑/ }).click();
  const edit = page.getByRole('dialog', { name: '编辑' });
  await edit.getByLabel('停用').check();
  await edit.getByRole('button', { name: /保\s*存/ }).click();
  await expect(edit).toBeHidden();
  await expect(detail).toContainText('停用');
});

test('a final-approved bill: mortgage request → supervisor approves → one of two registered (3) → both (4); release refused before settlement', async ({
  page,
}) => {
  // Warrant staff request the mortgage of both properties.
  await signIn(page, WARRANT, '/mortgageRequest');
  await expect(rowOf(page, '待风控主管审核').first()).toBeVisible();
  await page.mouse.move(1000, 800);
  await expectAccessible(page);
  await page.getByRole('button', { name: '新增抵押申请' }).click();
  const form = page.getByRole('dialog', { name: '新增抵押申请' });
  await pickOption(page, form.getByLabel('报单'), new RegExp(CUSTOMER), { shows: CUSTOMER });
  await pickOption(page, form.getByLabel('抵押物'), /望京西园\d+区/);
  await pickOption(page, form.getByLabel('抵押物'), /地下车位/);
  await pickOption(page, form.getByLabel('抵押权人'), '湖南小贷股份有限公司');
  await expectAccessible(page);
  await form.getByRole('button', { name: /提\s*交/ }).click();
  await expect(form).toBeHidden();
  await expect(rowOf(page, CUSTOMER)).toContainText('待风控主管审核');
  await signOut(page);

  // The risk supervisor approves.
  await signIn(page, APPROVER, '/mortgageRequest');
  const review = await openDetail(page, CUSTOMER);
  await confirmPopover(page, review.getByRole('button', { name: '审批通过' }), '审批通过');
  await expect(review).toContainText('待权证登记');
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(review).toBeHidden();
  await signOut(page);

  // Warrant staff register the first property (partly registered), then the second (all registered).
  await signIn(page, WARRANT, '/mortgageManage');
  const reg = await openDetail(page, CUSTOMER);
  await reg.getByRole('button', { name: /^登记 .*望京西园\d+区/ }).click();
  const first = page.getByRole('dialog', { name: /抵押登记：/ });
  await first.getByRole('button', { name: /登\s*记/ }).click();
  await expect(first.getByText('房产证/不动产证号不能为空')).toBeVisible();
  await expect(first.getByText('请上传抵押权证图片')).toBeVisible();
  await registerInDialog(page, first, '京(2026)朝阳区不动产证明第0088001号');
  await expect(reg).toContainText('部分登记');
  await expect(reg).toContainText('1 / 2');
  await expectAccessible(page);
  await reg.getByRole('button', { name: /^登记 .*地下车位/ }).click();
  const second = page.getByRole('dialog', { name: /抵押登记：/ });
  await registerInDialog(page, second, '京(2026)朝阳区不动产证明第0088002号');
  await expect(reg).toContainText('全部登记');
  await expect(reg).toContainText('2 / 2');
  await page.keyboard.press('Escape');
  await expect(reg).toBeHidden();

  // A release before the loan is settled, with no exception reason, is refused with the reason why.
  await page.goto('/mortgageRelease');
  await expect(rowOf(page, '已驳回').first()).toBeVisible();
  await page.mouse.move(1000, 800);
  await expectAccessible(page);
  await page.getByRole('button', { name: '新增解押申请' }).click();
  const release = page.getByRole('dialog', { name: '新增解押申请' });
  await pickOption(page, release.getByLabel('报单'), new RegExp(CUSTOMER), { shows: CUSTOMER });
  await release.getByRole('button', { name: /提\s*交/ }).click();
  await expect(release.getByText('贷款尚未结清，不能发起解押；如需例外解押请填写原因')).toBeVisible();
  await expectAccessible(page);
  await release.getByRole('button', { name: /取\s*消/ }).click();

  // Phone width: the registration list as cards.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/mortgageManage');
  await expect(page.getByTestId('list-card').filter({ hasText: CUSTOMER })).toContainText('全部登记');
  await expectAccessible(page);
});
