import { type Page, expect, test } from '@playwright/test';
import { expectAccessible, signIn, signOut } from './support/session';
import { confirmPopover, pickOption } from './support/widgets';

const MANAGER = '13800000037'; // role 37: the page (archive_transfer_manager) and the archive store
const RISK = '13800000010'; // role 10: the risk node
const ARCHIVIST = '13800000061'; // role 61: the archive node
type Options = { bills: { billNo: string; items: { name: string }[] }[] };

const statusOf = (page: Page) => page.getByRole('row', { name: /^报单编号.*状态/ });

test('the old archive transfer: request, risk approval, archive approval, hand out and take back', async ({ page }) => {
  // The warrant manager opens the menu entry itself: the list of old-flow transfers with demo rows.
  await signIn(page, MANAGER);
  await page.getByRole('navigation', { name: '主菜单' }).getByText('档案调档', { exact: true }).click();
  await expect(page).toHaveURL(/\/archiveTransferManage$/);
  await expect(page.locator('tbody tr.ant-table-row:visible').first()).toBeVisible();
  await expectAccessible(page);

  // The request form: a bill, one of its documents in stock, the reason and the expected return date.
  const options = (await (await page.request.get('/api/v1/archiveTransferOld/options')).json()).data as Options;
  const bill = options.bills.find((b) => b.items.length > 0)!;
  await page.getByRole('button', { name: '新增调档' }).click();
  await expect(page).toHaveURL(/\/archiveTransferManage\/transferAdd$/);
  await pickOption(page, page.getByLabel('报单'), new RegExp(bill.billNo), { shows: bill.billNo });
  await pickOption(page, page.getByLabel('调取的档案'), bill.items[0]!.name);
  await page.getByLabel('调档原因').fill('法院立案需要原件');
  await page.getByLabel('预计归还日期').fill('2026-12-31');
  await page.getByRole('heading', { name: '新增调档' }).click();
  // The calendar closes after the click: the form is what staff read, not the fading calendar.
  await expect(page.locator('.ant-picker-dropdown:visible')).toHaveCount(0);
  await expectAccessible(page);
  await page.getByRole('button', { name: /提交申请/ }).click();
  await expect(page).toHaveURL(/\/archiveTransferManage\/transferDetail\?id=\d+/);
  await expect(statusOf(page)).toContainText('待风控审批');
  const detailUrl = page.url();
  await expectAccessible(page);
  await signOut(page);

  // Risk approval (4 → 6), then archive approval (6 → 7), each by the node's own role.
  await signIn(page, RISK, detailUrl);
  await confirmPopover(page, page.getByRole('button', { name: '风控审批通过' }), '风控审批通过');
  await expect(statusOf(page)).toContainText('待档案审批');
  await signOut(page);
  await signIn(page, ARCHIVIST, detailUrl);
  await expect(page.getByRole('button', { name: '风控审批通过' })).toHaveCount(0);
  await confirmPopover(page, page.getByRole('button', { name: '档案审批通过' }), '档案审批通过');
  await expect(statusOf(page)).toContainText('待调档');
  await signOut(page);

  // The store hands the document out (7 → 8: the document is out) and takes it back (8 → 9: in stock).
  await signIn(page, MANAGER, detailUrl);
  await confirmPopover(page, page.getByRole('button', { name: '确认调出' }), '确认调出');
  await expect(statusOf(page)).toContainText('已调出');
  await expect(page.getByRole('table').last()).toContainText('已出库');
  await confirmPopover(page, page.getByRole('button', { name: '确认归还' }), '确认归还');
  await expect(statusOf(page)).toContainText('已归还完结');
  await expect(page.getByRole('table').last()).toContainText('在库');
  await expectAccessible(page);
});
