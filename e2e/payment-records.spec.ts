import { type Page, expect, test } from '@playwright/test';
import { DEMO, as, NO_PAGE, expectAccessible } from './support/session';
import { noisyPng } from './support/images';
import { confirmPopover, pickOption } from './support/widgets';
import { submittedBill } from './support/bills';

/*
 * Issue 18 item 5, payment records (/paymentRecordManage): in-loan management records a payment for
 * a bill and uploads its voucher; back office approves it at level 1 and the admin at level 2.
 */
const CLERK = '13800000042'; // role 42: payment_record_list
const OFFICE = '13800000051'; // role 51: payment_record_list and payment_record_approve
const rows = (page: Page) => page.locator('tbody tr.ant-table-row');
const AMOUNT = '6666.66';
const SHOWN = '6,666.66';

async function openWithRows(page: Page, path: string) {
  await page.goto(path);
  await expect(rows(page).first()).toBeVisible();
  await expectAccessible(page);
}

/** Opens the record from the approval inbox and approves it at the level it waits for. */
async function approveFromInbox(page: Page, level: string, next: string) {
  await openWithRows(page, '/paymentRecordManage/paymentRecordListApprove');
  const row = rows(page).filter({ hasText: SHOWN });
  await expect(row).toContainText(level);
  await row.getByRole('link', { name: /^查看/ }).click();
  await expect(page).toHaveURL(/paymentRecordApproval\?id=\d+/);
  // The list stays on screen, dimmed, while the approval page loads: wait for the page itself.
  await expect(page.getByRole('button', { name: /审批通过/ })).toBeVisible();
  await expect(page.getByText(level).filter({ visible: true }).first()).toBeVisible();
  // The voucher is decrypted in the browser: the page is checked once it shows.
  await expect(page.locator('[aria-label="加载中..."]')).toHaveCount(0);
  await expectAccessible(page);
  await confirmPopover(page, page.getByRole('button', { name: /审批通过/ }), /审批通过/);
  // The record read again shows where it went: the next level, or passed.
  await expect(page.getByText(next).filter({ visible: true }).first()).toBeVisible();
}

test('a payment record with a voucher is approved in two levels', async ({ page }) => {
  // Three staff sign in in turn, each page checked with axe: a loaded 2-core runner needs more than the default.
  test.setTimeout(300_000);
  await as(page, CLERK, NO_PAGE, async () => {
    await openWithRows(page, '/paymentRecordManage/paymentRecordList');
    await page.getByRole('button', { name: '新增付款记录' }).click();
    const dialog = page.getByRole('dialog');
    await pickOption(page, dialog.getByLabel('报单'), /.+/, { shows: /\d/ });
    await dialog.getByLabel('收款方').fill('北京市方正公证处');
    await dialog.getByLabel('金额（元）').fill(AMOUNT);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: /^提\s*交$/ }).click();
    await expect(page.getByText('已新增付款记录')).toBeVisible();
    const row = rows(page).filter({ hasText: SHOWN });
    await expect(row).toContainText('未上传');

    await row.getByRole('link', { name: /^查看/ }).click();
    await expect(page).toHaveURL(/paymentRecordDetail\?id=\d+/);
    await page.getByTestId('image-upload-input').setInputFiles({ name: '凭证.png', mimeType: 'image/png', buffer: noisyPng(60, 40) });
    await expect(page.locator('form[id="payment-vouchers"] img, #payment-vouchers img')).toHaveCount(1);
    await expectAccessible(page);
    await page.getByRole('button', { name: '提交审批' }).click();
    await expect(page.getByText('凭证已提交，待审批')).toBeVisible();
    await expect(page.getByText('待审核').filter({ visible: true }).first()).toBeVisible();
  });

  await as(page, OFFICE, NO_PAGE, async () => approveFromInbox(page, '1级审批', '2级审批'));
  await as(page, DEMO.admin, NO_PAGE, async () => {
    await approveFromInbox(page, '2级审批', '已通过');
    await page.goto('/paymentRecordManage/paymentRecordList');
    await expect(rows(page).filter({ hasText: SHOWN })).toContainText('已通过');
  });
});

/*
 * Issue 18 item 7, order transfer (/transferOder): the department's business manager (1002) asks to
 * move every open bill of the group-2 salesperson (13800000111, whose bills no other spec uses) to
 * the group-1 salesperson; the admin approves; the bills leave the old salesperson's list and
 * appear in the new one's at once.
 */
const OLD_SALES = '13800000111';
const NEW_SALES = '13800000011';
const DEPT_MANAGER = '13800001002';

test("a transfer of a salesperson's bills is approved, and the old salesperson no longer sees them while the new one does", async ({
  page,
}) => {
  test.setTimeout(300_000);
  const moved: string[] = [];
  await as(page, OLD_SALES, async () => {
    for (const name of ['转单甲', '转单乙']) moved.push((await submittedBill(page, name)).billNo);
    await page.goto('/billManage/billList');
    for (const billNo of moved) await expect(page.getByText(billNo)).toBeVisible();
  });

  await as(page, DEPT_MANAGER, '/transferOder/transferOderApplyList', async () => {
    await expect(rows(page).first()).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: '新建转单申请' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('业务员名下全部报单').check();
    await pickOption(page, dialog.getByLabel('原业务员'), '业务员二组（演示）');
    await pickOption(page, dialog.getByLabel('接收业务员'), '业务员（演示）');
    await dialog.getByLabel('转单原因').fill('二组业务员调岗，客户转交一组');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: /^提\s*交$/ }).click();
    await expect(page.getByText('转单申请已提交，待审批')).toBeVisible();
    await expect(rows(page).filter({ hasText: '二组业务员调岗' })).toContainText('待审批');
  });

  await as(page, DEMO.admin, async () => {
    // The approval list starts on the pending requests (spec 001 §2: its filters reset per route).
    await page.goto('/transferOder/transferOderApprovalList');
    const row = rows(page).filter({ hasText: '二组业务员调岗' });
    await expect(row).toContainText('待审批');
    await expectAccessible(page);
    await row.getByRole('link', { name: /^查看/ }).click();
    await expect(page).toHaveURL(/applyDetail\?id=\d+&from=approve/);
    for (const billNo of moved) await expect(page.getByText(billNo)).toBeVisible();
    await expectAccessible(page);
    await confirmPopover(page, page.getByRole('button', { name: /审批通过/ }), /审批通过/);
    await expect(page.getByText('已通过').filter({ visible: true }).first()).toBeVisible();
    await expect(page.getByText('已转出').filter({ visible: true })).toHaveCount(2);
  });

  await as(page, OLD_SALES, '/billManage/billList', async () => {
    // Its list has loaded, empty: the group-2 salesperson's only bills were these two.
    await expect(page.getByRole('table').getByText('暂无数据')).toBeVisible();
    for (const billNo of moved) await expect(page.getByText(billNo)).toHaveCount(0);
  });
  await as(page, NEW_SALES, '/billManage/billList', async () => {
    for (const billNo of moved) await expect(page.getByText(billNo)).toBeVisible();
  });
});
