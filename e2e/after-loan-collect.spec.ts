import { type Page, expect, test } from '@playwright/test';
import { as, expectAccessible } from './support/session';
import { answerDialog, pickOption } from './support/widgets';

/*
 * Issue 33 (decision 0065): a collection never takes more than is owed. Finance withholds an
 * instalment after an earlier attempt was refused; the retry of that old failed withholding is then
 * refused as paid and debits nothing. A recharge recorded against the wrong loan is rejected with a reason.
 */
const FINANCE = '13800000021';
const FINANCE_DIRECTOR = '13800000020';
const rows = (page: Page) => page.locator('tbody tr.ant-table-row');
const DEBIT = /确认从客户银行卡扣款/;

/** Starts a withholding of the first due instalment with the simulator's next answer; returns the picker's label. */
async function withhold(page: Page, outcome: '成功' | '失败', label?: string) {
  await page.getByRole('button', { name: '发起代扣' }).click();
  const dialog = page.getByRole('dialog', { name: '发起代扣' });
  // The option adds the due day after the label the select shows: the label is the option's start.
  const start = label ? new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) : /第\d+期/;
  await pickOption(page, dialog.getByLabel('应还期次'), start);
  const picked = (await dialog.locator('.ant-select').first().innerText()).trim();
  await pickOption(page, dialog.getByLabel('模拟通道下一次结果'), outcome);
  await dialog.getByRole('button', { name: /^发\s*起$/ }).click();
  const confirm = page.getByRole('dialog', { name: DEBIT });
  // The confirmation names the loan, the instalment and the amount.
  await expect(confirm).toContainText(/借款\d+（[A-Z]{2}\d{8}-\d{4} .+）第\d+期：扣款 [\d,]+\.\d{2} 元/);
  await expectAccessible(page);
  await answerDialog(confirm, '确认扣款');
  await expect(dialog).toBeHidden();
  return picked;
}

test('finance withholds an instalment; the retry of an old failed withholding for it is refused and debits nothing', async ({ page }) => {
  await as(page, FINANCE, '/WithholdManager/zhWithholdList', async () => {
    const picked = await withhold(page, '失败');
    const [loan, billNo] = picked.split(' ') as [string, string];
    const failed = rows(page).first();
    await expect(failed).toContainText('代扣失败');
    await expect(failed).toContainText(billNo);
    await expect(failed).toContainText(loan.replace('借款', ''));

    // The same instalment withheld again, successfully: it is paid.
    await withhold(page, '成功', picked.split('（')[0]);
    await expect(rows(page).first()).toContainText('代扣成功');

    // The old failed one retried: re-quoted, nothing owed, refused; it stays failed.
    const old = rows(page).filter({ hasText: '代扣失败' }).filter({ hasText: billNo }).first();
    await old.getByRole('button', { name: /^重新代扣 / }).click();
    await answerDialog(page.getByRole('dialog', { name: DEBIT }), '确认扣款');
    await expect(page.getByText('该期已还清，无需代扣').first()).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: '知道了' }).click();
    await expect(old).toContainText('代扣失败');
  });
});

test('a recharge recorded against the wrong loan is rejected with a reason', async ({ page }) => {
  const voucher = `PZ-WRONG-${Date.now()}`;
  await as(page, FINANCE, '/rechargeRecordManage/rechargeRecordList', async () => {
    await page.getByRole('button', { name: '登记充值' }).click();
    const dialog = page.getByRole('dialog', { name: '登记充值' });
    await pickOption(page, dialog.getByLabel('借款'), /^借款\d+ [A-Z]{2}\d{8}-\d{4} .+ 放款/);
    await dialog.getByLabel('充值金额').fill('10.00');
    await dialog.getByLabel('付款人').fill('王建国');
    await dialog.getByLabel('转账凭证号').fill(voucher);
    const day = dialog.getByLabel('到账日期');
    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    await day.click();
    await day.fill(today);
    await day.press('Enter');
    await dialog.getByRole('button', { name: /^登\s*记$/ }).click();
    await expect(dialog).toBeHidden();
    await expect(rows(page).filter({ hasText: voucher })).toContainText('待审核');
  });
  await as(page, FINANCE_DIRECTOR, '/rechargeRecordManage/rechargeRecordList', async () => {
    const mine = rows(page).filter({ hasText: voucher });
    await mine.getByRole('button', { name: '驳回 10.00' }).click();
    const reject = page.getByRole('dialog', { name: /驳回该笔充值/ });
    await reject.getByLabel('驳回原因').fill('登记错借款');
    await expectAccessible(page);
    await answerDialog(reject, /^驳\s*回$/);
    await expect(mine).toContainText('已驳回');
    await expect(mine).toContainText('登记错借款');
    await expect(page.getByText('充值已驳回').first()).toBeVisible();
  });
});
