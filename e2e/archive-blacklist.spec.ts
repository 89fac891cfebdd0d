import { type Page, expect, test } from '@playwright/test';
import { expectAccessible, signIn, signOut } from './support/session';
import { answerDialog, confirmPopover, pickOption } from './support/widgets';

const APPROVER = '13800000061'; // role 61: archive_transfer_black, the blacklist's owner
const MANAGER = '13800000037'; // role 37: requests transfers
const MANAGER_NAME = '权证经理（演示）';
const REASON = '调档原件逾期三十天未归还';

const rowOf = (page: Page, text: string) => page.locator('tbody tr.ant-table-row:visible', { hasText: text });
type Options = { bills: { billNo: string; items: { name: string }[] }[] };

test('the transfer blacklist: the archive approver bars the warrant manager, whose request is refused, then lifts it', async ({ page }) => {
  // The owning role finds the page in its menu, with the demo entry and its reason.
  await signIn(page, APPROVER);
  await page.getByRole('navigation', { name: '主菜单' }).getByText('档案调档（新）').click();
  await page.getByRole('link', { name: '调档黑名单' }).click();
  await expect(page).toHaveURL(/\/getArchivesManage\/blacklist$/);
  const table = page.getByRole('table', { name: '调档黑名单' });
  await expect(rowOf(page, '业务员二组（演示）')).toContainText('曾逾期未归还档案原件');
  await expect(rowOf(page, MANAGER_NAME)).toHaveCount(0);

  // A reason is required; then the manager is listed, by whom and why.
  await page.getByRole('button', { name: '加入黑名单' }).click();
  const form = page.getByRole('dialog', { name: '加入黑名单' });
  await pickOption(page, form.getByLabel('员工'), new RegExp(MANAGER_NAME), { search: '权证经理', shows: MANAGER_NAME });
  await form.getByRole('button', { name: /保\s*存/ }).click();
  await expect(form.locator('.ant-form-item-explain-error')).toBeVisible();
  await form.getByLabel('列入原因').fill(REASON);
  await answerDialog(form, /保\s*存/);
  await expect(rowOf(page, MANAGER_NAME)).toContainText(REASON);
  await expect(rowOf(page, MANAGER_NAME)).toContainText('档案审批（演示）');
  await expect(table).toBeVisible();
  await expectAccessible(page);
  await signOut(page);

  // The barred manager's request for a document in stock is refused, with the reason shown.
  await signIn(page, MANAGER);
  const options = (await (await page.request.get('/api/v1/archiveTransfer/options')).json()).data as Options;
  const bill = options.bills.find((b) => b.items.length > 0)!;
  await page.goto('/getArchivesManage/transferAdd');
  await pickOption(page, page.getByLabel('报单'), new RegExp(bill.billNo), { shows: bill.billNo });
  await pickOption(page, page.getByLabel('调取的档案'), bill.items[0]!.name);
  await page.getByLabel('调档原因').fill('核对原件');
  await page.getByLabel('预计归还日期').fill('2026-12-31');
  await page.getByRole('heading', { name: '新增调档' }).click();
  await page.getByRole('button', { name: /提交申请/ }).click();
  // A refusal (403) is the error catalogue's dialog, and nothing was made: the form stays.
  const refused = page.getByRole('dialog', { name: '提示' });
  await expect(refused).toContainText('您在调档黑名单中，不能申请调档');
  await answerDialog(refused, '知道了');
  await expect(page).toHaveURL(/transferAdd/);
  await signOut(page);

  // The approver lifts it: the manager is off the list (and may request again, as the server test shows).
  await signIn(page, APPROVER, '/getArchivesManage/blacklist');
  await confirmPopover(page, rowOf(page, MANAGER_NAME).getByRole('button', { name: `移出 ${MANAGER_NAME}` }), /^移\s*出$/);
  await expect(rowOf(page, MANAGER_NAME)).toHaveCount(0);
  await expect(rowOf(page, '业务员二组（演示）')).toHaveCount(1);
});
