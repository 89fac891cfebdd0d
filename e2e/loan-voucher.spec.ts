import { type Page, expect, test } from '@playwright/test';
import { as, NO_PAGE, expectAccessible } from './support/session';
import { noisyPng } from './support/images';
import { confirmPopover } from './support/widgets';

/*
 * Issue 16 item 7, loan vouchers (/paymentRecordManage loanVoucherApproveList): the granter uploads
 * the bank slip of a paid draw; in-loan management gives the first audit, the finance director the second.
 */
const GRANTER = '13800000021'; // role 21: next_loan_voucher (uploads)
const IN_LOAN = '13800000042'; // role 42: next_loan_voucher (first audit)
const DIRECTOR = '13800000020'; // role 20: next_loan_voucher and loan_voucher_second_audit
const rows = (page: Page) => page.locator('tbody tr.ant-table-row');
const LIST = '/paymentRecordManage/loanVoucherApproveList';

async function openWithRows(page: Page, path: string) {
  await page.goto(path);
  await expect(rows(page).first()).toBeVisible();
  await expectAccessible(page);
}

/** A voucher page once it has loaded: its own content shown, the list's loading spinner gone, then checked with axe. */
async function openVoucher(page: Page, row: ReturnType<typeof rows>, url: RegExp, ready: RegExp) {
  await row.getByRole('link', { name: /^查看/ }).click();
  await expect(page).toHaveURL(url);
  await expect(page.getByRole('button', { name: ready })).toBeVisible();
  await expect(page.locator('[aria-label="加载中..."]')).toHaveCount(0);
  await expectAccessible(page);
}

test('a loan voucher is uploaded and audited in two levels by two people', async ({ page }) => {
  test.setTimeout(300_000);
  let billNo = '';
  await as(page, GRANTER, NO_PAGE, async () => {
    await openWithRows(page, `${LIST}?status=0`);
    const row = rows(page).first();
    await expect(row).toContainText('未上传');
    billNo = (await row.locator('td').first().innerText()).trim();
    await openVoucher(page, row, /uploadVoucher\?id=\d+/, /提交审核/);
    await page.getByTestId('image-upload-input').setInputFiles({ name: '回单.png', mimeType: 'image/png', buffer: noisyPng(60, 40) });
    await expect(page.locator('#loan-vouchers img')).toHaveCount(1);
    await expectAccessible(page);
    await page.getByRole('button', { name: '提交审核' }).click();
    await expect(page.getByText('放款凭证已提交，待一级审核')).toBeVisible();
    await expect(page.getByText('1级审核').filter({ visible: true }).first()).toBeVisible();
  });

  await as(page, IN_LOAN, NO_PAGE, async () => {
    await openWithRows(page, `${LIST}?keyword=${billNo}&status=3`);
    const row = rows(page).filter({ hasText: '1级审核' }).first();
    await openVoucher(page, row, /loadVoucherDetail\?id=\d+/, /审核通过/);
    await confirmPopover(page, page.getByRole('button', { name: /审核通过/ }), /审核通过/);
    await expect(page.getByText('2级审核').filter({ visible: true }).first()).toBeVisible();
  });

  await as(page, DIRECTOR, NO_PAGE, async () => {
    await openWithRows(page, `${LIST}?level=second&keyword=${billNo}&status=3`);
    const row = rows(page).first();
    await expect(row).toContainText('2级审核');
    await openVoucher(page, row, /secondDetail\?id=\d+/, /审核通过/);
    await confirmPopover(page, page.getByRole('button', { name: /审核通过/ }), /审核通过/);
    await expect(page.getByText('已通过').filter({ visible: true }).first()).toBeVisible();
  });
});
