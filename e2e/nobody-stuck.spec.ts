import { luhnCheckDigit } from '@lc/shared';
import { type Page, expect, test } from '@playwright/test';
import { expectAccessible, signInThroughForm, signOut } from './support/session';

/*
 * Issue 29 item 5, "nobody is stuck", as staff meet it: each signs in through the login form.
 * The salesperson adds a borrower's receiving card from the borrower's page (no internal number,
 * an empty number answered beside its field); every approval's to-do badge shows on the home page
 * of the role that holds it; the finance director reaches the second voucher level, with its
 * buttons, from the default list.
 */
const SALES = '13800000011';
const DIRECTOR = '13800000010'; // contract approval
const FINANCE_DIRECTOR = '13800000020'; // repayment review, both voucher levels
const MORTGAGE_APPROVER = '13800000036'; // mortgage request and release approval

/** A home to-do (or tile) link for `title`, with its count in its name. */
const todo = (page: Page, title: string) => page.getByRole('link', { name: new RegExp(`^${title} \\(\\d+\\)$`) });

test('the salesperson adds the borrower’s receiving card from the borrower page', async ({ page }) => {
  await signInThroughForm(page, SALES);
  await page.goto('/borrowerManage/borrowerList');
  await page
    .getByRole('link', { name: /^详情 / })
    .first()
    .click();
  await expect(page).toHaveURL(/\/borrowerManage\/borrowerDetail\?id=\d+/);
  const name = (await page.locator('.ant-card-head-title').first().textContent())!.trim();

  await page.getByRole('button', { name: '新增收款卡' }).click();
  const dialog = page.getByRole('dialog', { name: '新增银行卡' });
  await expect(dialog).toBeVisible();
  // The borrower is the page's, by name: no borrower number to type.
  await expect(dialog.getByLabel('借款人')).toHaveValue(name);
  await expect(dialog.getByLabel('借款人编号')).toHaveCount(0);
  await expect(dialog.getByLabel('户名')).toHaveValue(name);

  // Left empty, the number answers beside its field, never with JSON.
  await dialog.getByRole('button', { name: /保\s*存/ }).click();
  const numberItem = dialog.locator('.ant-form-item', { has: page.getByLabel('银行卡号') });
  await expect(numberItem.locator('.ant-form-item-explain-error')).toHaveText('请填写银行卡号');
  await expect(dialog).not.toContainText('"code"');
  await expect(dialog).not.toContainText('[');
  await expectAccessible(page);

  // A number failing the Luhn check is refused beside the field too.
  await dialog.getByLabel('银行卡号').fill('6225880000000002');
  await expect(numberItem.getByText('银行卡号校验位错误，请核对卡号')).toBeVisible();

  // A sound number on a known BIN names its bank and is saved, with a success message.
  const stem = `62258800${String(Date.now()).slice(-7)}`;
  await dialog.getByLabel('银行卡号').fill(stem + luhnCheckDigit(stem));
  await expect(dialog.getByLabel('发卡行')).toHaveValue(/招商银行/);
  await dialog.getByLabel('预留手机号').fill('13912340009');
  await dialog.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page.locator('.ant-message')).toContainText('已新增');
  await expect(dialog).toBeHidden();
  await signOut(page);
});

test('every approval shows its to-do badge to the role that holds it', async ({ page }) => {
  // Mortgage request and release approval.
  await signInThroughForm(page, MORTGAGE_APPROVER);
  await expect(todo(page, '抵押申请')).toBeVisible();
  await expect(todo(page, '解押申请')).toBeVisible();
  await expectAccessible(page);
  await todo(page, '抵押申请').click();
  await expect(page).toHaveURL(/\/mortgageRequest$/);
  await signOut(page);

  // Contract approval: the signing tile carries the count; the list offers 审批 to the approver.
  await signInThroughForm(page, DIRECTOR);
  await expect(todo(page, '合同签约')).toBeVisible();
  await todo(page, '合同签约').click();
  await expect(page.getByRole('link', { name: '审批通过' }).first()).toBeVisible();
  await signOut(page);

  // Repayment review and both voucher levels: the finance director.
  await signInThroughForm(page, FINANCE_DIRECTOR);
  await expect(todo(page, '还款入账审核')).toBeVisible();
  await expect(todo(page, '放款凭证审批')).toBeVisible();
  await todo(page, '还款入账审核').click();
  await expect(page).toHaveURL(/\/repaymentManage\/repayApplyReview$/);
  await expect(page.getByRole('button', { name: /^审核入账 / }).first()).toBeVisible();
  await expectAccessible(page);

  // The second voucher level is reached from the default list, and its page has the buttons.
  await page.goto('/home');
  await todo(page, '放款凭证审批').click();
  const second = page.locator('tbody tr.ant-table-row').filter({ hasText: '2级审核' }).filter({ hasText: '待审核' });
  await second
    .first()
    .getByRole('link', { name: /^查看 / })
    .click();
  await expect(page).toHaveURL(/\/paymentRecordManage\/secondDetail\?id=\d+/);
  await expect(page.getByRole('button', { name: /审核通过/ })).toBeVisible();
  await signOut(page);
});

test('the contract creator sees no approval link; the preview frames its PDF under the page’s policy', async ({ page }) => {
  const blocked: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) blocked.push(m.text());
  });
  await signInThroughForm(page, '13800000051'); // back office: makes contracts, approves none
  await page.goto('/agreementManager/agreementList');
  const rows = page.locator('tbody tr.ant-table-row');
  await expect(rows.first()).toBeVisible();
  await expect(page.getByRole('link', { name: '审批通过' })).toHaveCount(0);
  await rows.first().getByRole('link', { name: '预览' }).click();
  await expect(page.locator('iframe[src^="blob:"]')).toBeVisible();
  expect(blocked).toEqual([]);
  await signOut(page);
});
