import { type Locator, type Page, expect, test } from '@playwright/test';
import { closeRepaymentDrawer } from './support/repayment';
import { NO_PAGE, as, expectAccessible } from './support/session';
import { answerDialog, confirmPopover, pickOption } from './support/widgets';

/*
 * Issue 33's browser test (decisions 0061, 0065). Finance withholds an instalment (refused by the
 * channel, retried to success), then retries the demo's old failed withholding of the same
 * instalment and is refused: nothing is owed. A recharge recorded against the wrong loan is rejected
 * with a reason. A principal adjustment and an interest waiver, once approved by a second person,
 * show on the plan, the loan book and the settlement quote; the trial balance then shows no
 * receivable below nil.
 */
const FINANCE = '13800000021'; // role 21: withhold_list, recharge_record_list, borrow_bill, business_repay_list
const FINANCE_DIRECTOR = '13800000020'; // role 20: reviews recharges, approves loan changes
const AFTER_LOAN = '13800000041'; // role 41: the records lists, no desk
const CONTRACTS = '13800000081'; // role 81: requests adjustments
const rows = (page: Page) => page.locator('tbody tr.ant-table-row');
const DEBIT = /确认从客户银行卡扣款/;

/** An amount as shown (1,234.56) in cents, so a test's sums stay exact. */
const cents = (shown: string) => {
  const m = /^(-?)([\d,]+)\.(\d{2})$/.exec(shown.trim());
  if (!m) throw new Error(`not an amount: ${shown}`);
  return (m[1] ? -1 : 1) * (Number(m[2]!.replaceAll(',', '')) * 100 + Number(m[3]));
};
const shown = (c: number) => {
  const whole = Math.trunc(Math.abs(c) / 100).toLocaleString('en-US');
  return `${c < 0 ? '-' : ''}${whole}.${String(Math.abs(c) % 100).padStart(2, '0')}`;
};
/** One value of a read-only card (an antd bordered Descriptions) by its label. */
const valueOf = (card: Locator, label: RegExp) =>
  card.locator('th.ant-descriptions-item-label').filter({ hasText: label }).locator('xpath=following-sibling::td[1]');

test('finance withholds an instalment; the retry of an old failed withholding for it is refused and debits nothing', async ({ page }) => {
  await as(page, FINANCE, '/WithholdManager/zhWithholdList', async () => {
    // The demo's withholdings: refused, retried to success, and one whose answer was lost.
    for (const status of ['代扣失败', '代扣成功', '结果未知']) await expect(rows(page).filter({ hasText: status }).first()).toBeVisible();
    await page.mouse.move(1000, 800);
    await expectAccessible(page);

    await page.getByRole('button', { name: '发起代扣' }).click();
    const dialog = page.getByRole('dialog', { name: '发起代扣' });
    const due = dialog.getByLabel('应还期次');
    await due.click();
    // The instalment whose withholding awaits its result is shown, but cannot be picked.
    const busy = page.locator('.ant-select-item-option').filter({ hasText: '代扣处理中' });
    await expect(busy.first()).toBeVisible();
    await expect(busy.first()).toHaveClass(/ant-select-item-option-disabled/);
    await pickOption(page, due, /第\d+期/);
    const picked = (await dialog.locator('.ant-select').first().innerText()).trim();
    // 借款{loanId} {billNo} {customer} 放款… (decision 0065: two loans of one bill are told apart).
    const [loan, billNo] = picked.split(' ') as [string, string];
    const instalment = /第\d+期/.exec(picked)![0];
    await pickOption(page, dialog.getByLabel('模拟通道下一次结果'), '失败');
    await dialog.getByRole('button', { name: /^发\s*起$/ }).click();
    const confirm = page.getByRole('dialog', { name: DEBIT });
    // Every debit of a card is confirmed with what it pays and the amount.
    await expect(confirm).toContainText(/借款\d+（[A-Z]{2}\d{8}-\d{4} .+）第\d+期：扣款 [\d,]+\.\d{2} 元/);
    await expectAccessible(page);
    await answerDialog(confirm, '确认扣款');
    await expect(dialog).toBeHidden();

    const mine = rows(page).first();
    await expect(mine).toContainText(billNo);
    await expect(mine).toContainText(loan.replace('借款', ''));
    await expect(mine).toContainText('代扣失败');
    await expect(mine).toContainText('余额不足或卡状态异常');
    await mine.getByRole('button', { name: /^重新代扣 / }).click();
    await answerDialog(page.getByRole('dialog', { name: DEBIT }), '确认扣款');
    await expect(mine).toContainText('代扣成功');
    await expect(mine.locator('td').nth(10)).toHaveText('2');
    await expect(mine.getByRole('button')).toHaveCount(0);

    // The demo's old failed withholding of the same instalment, retried: re-quoted, nothing owed, refused.
    const old = rows(page).filter({ hasText: '代扣失败' }).filter({ hasText: billNo }).filter({ hasText: instalment }).last();
    await old.getByRole('button', { name: /^重新代扣 / }).click();
    await answerDialog(page.getByRole('dialog', { name: DEBIT }), '确认扣款');
    await expect(page.getByText('该期已还清，无需代扣').first()).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: '知道了' }).click();
    await expect(old).toContainText('代扣失败');
  });

  await as(page, AFTER_LOAN, '/rechargeRecordManage/withholdRecordList?status=2', async () => {
    const succeeded = rows(page);
    await expect(succeeded.first()).toContainText('代扣成功');
    await expect(succeeded.filter({ hasText: '代扣失败' })).toHaveCount(0);
    await expect(succeeded.locator('td:nth-child(11)').filter({ hasText: /^2$/ }).first()).toBeVisible();
    await expectAccessible(page);
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

/** 周明's interest-first loan in the repayment list, its plan opened beside it. */
async function openInterestFirstLoan(page: Page) {
  await page.goto('/repaymentManage/repaymentManageList');
  const loan = rows(page).filter({ hasText: '周明' }).filter({ hasText: '先息后本' });
  await loan.getByRole('button', { name: /^查看.+的还款计划$/ }).click();
  const drawer = page.getByRole('dialog', { name: '还款计划' });
  const schedule = drawer.getByRole('table', { name: '还款计划' }).locator('tbody tr.ant-table-row');
  await expect(schedule.first()).toBeVisible();
  // The waiver reduces the first instalment not yet paid; the principal falls due with the last.
  const open = schedule.filter({ hasNotText: '已还款' }).first();
  return {
    drawer,
    period: (await open.locator('td').nth(0).innerText()).trim(),
    interest: cents(await open.locator('td').nth(4).innerText()),
    lastPrincipal: cents(await schedule.last().locator('td').nth(3).innerText()),
    quotePrincipal: async () => {
      await drawer.getByRole('button', { name: '结清试算' }).click();
      // The quote's own card (the loan's summary above it has a 剩余本金 too).
      return valueOf(
        drawer
          .locator('.ant-card')
          .filter({ hasText: /按营业日\S+试算/ })
          .last(),
        /^剩余本金$/,
      );
    },
  };
}

test('an approved principal adjustment and interest waiver show on the plan, the loan book and the quote', async ({ page }) => {
  let before = { period: '', interest: 0, lastPrincipal: 0 };
  await as(page, FINANCE, NO_PAGE, async () => {
    const plan = await openInterestFirstLoan(page);
    before = { period: plan.period, interest: plan.interest, lastPrincipal: plan.lastPrincipal };
    await expect(await plan.quotePrincipal()).toHaveText(shown(before.lastPrincipal));
    await closeRepaymentDrawer(page);
  });
  const outstanding = shown(before.lastPrincipal);

  await as(page, CONTRACTS, '/borrowManage/capitalAndInterestAdjustDetailList', async () => {
    for (const [target, amount, reason] of [
      ['本金', '5000.00', '抵押物部分处置款已另行收回'],
      ['利息', '1000.00', '客户投诉，减免部分利息'],
    ] as const) {
      await page.getByRole('button', { name: '申请调整' }).click();
      const dialog = page.getByRole('dialog');
      await pickOption(page, dialog.getByLabel('借款'), new RegExp(`周.* 剩余本金 ${outstanding.replace('.', '\\.')}`), {
        shows: new RegExp(`剩余本金 ${outstanding.replace('.', '\\.')}`),
      });
      await dialog.getByRole('radio', { name: target }).check();
      await dialog.getByRole('radio', { name: '调减' }).check();
      await dialog.getByLabel('金额').fill(amount);
      await dialog.getByLabel('原因').fill(reason);
      await dialog.getByRole('button', { name: /^提\s*交$/ }).click();
      await expect(page.getByText('已提交，待审批').first()).toBeVisible();
      await expect(rows(page).filter({ hasText: reason })).toContainText('待审批');
    }
  });

  await as(page, FINANCE_DIRECTOR, '/borrowManage/capitalAndInterestAdjustDetailList', async () => {
    for (const reason of ['抵押物部分处置款已另行收回', '客户投诉，减免部分利息']) {
      const row = rows(page).filter({ hasText: reason });
      await confirmPopover(page, row.getByRole('button', { name: /^通过/ }), /通\s*过/);
      await expect(row).toContainText('已通过');
    }
    await expectAccessible(page);
  });

  const principalAfter = shown(before.lastPrincipal - 500_000);
  await as(page, FINANCE, NO_PAGE, async () => {
    // The plan: the last instalment's principal 5,000.00 less, the first unpaid one's interest 1,000.00 less.
    const plan = await openInterestFirstLoan(page);
    expect(plan.lastPrincipal).toBe(before.lastPrincipal - 500_000);
    expect(plan.period).toBe(before.period);
    expect(plan.interest).toBe(before.interest - 100_000);
    // The settlement quote: the principal left is the plan's.
    await expect(await plan.quotePrincipal()).toHaveText(principalAfter);
    await expectAccessible(page);
    await closeRepaymentDrawer(page);

    // The loan book: the loan's outstanding is the same figure.
    await page.goto('/borrowManage/borrowBill');
    await expect(rows(page).filter({ hasText: '周' }).filter({ hasText: principalAfter }).first()).toBeVisible();
    await expectAccessible(page);
  });
});

test('after the collections and changes above, the trial balance balances and no receivable is below nil', async ({ page }) => {
  await as(page, FINANCE, '/ledgerManage/trialBalance', async () => {
    const table = page.getByRole('table', { name: '试算平衡表' });
    await expect(page.getByTestId('books-balanced')).toContainText('借贷平衡');
    await expect(page.getByTestId('books-balanced')).toContainText('没有余额为负的资产或负债科目');
    // The receivables one by one: interest and penalty on a cash basis stay nil, fees accrued stay at or above it.
    for (const code of ['1122', '1123', '1124']) {
      const row = table.locator('tbody tr.ant-table-row').filter({ hasText: code });
      await expect(row).toContainText('资产');
      await expect(row.locator('td').nth(6)).toHaveText(/^\d{1,3}(,\d{3})*\.\d{2}$/);
      await expect(row).not.toContainText('余额为负');
    }
    await page.mouse.move(1000, 800);
    await expectAccessible(page);
  });
});
