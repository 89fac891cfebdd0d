import { type Page, type Response, expect, test } from '@playwright/test';
import { noisyPng } from './support/images';
import { expectAccessible, signIn, signOut } from './support/session';
import { confirmPopover, pickOption } from './support/widgets';

const BACK_OFFICE = '13800000051'; // role 51: the signing pages, agreementAdd, templates
const APPROVER = '13800000010'; // role 10: the contract approval node
const rows = (page: Page) => page.locator('tbody tr.ant-table-row').filter({ visible: true });
const detail = (page: Page) => page.getByRole('region', { name: '合同详情' });
const today = () => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Shanghai' }).format(new Date());

test('templates of both kinds open with rows; an edit saves a new version', async ({ page }) => {
  await signIn(page, BACK_OFFICE, '/agreementManager/agreementTemplateList');
  await expect(rows(page).filter({ hasText: '渠道合作确认书' })).toHaveCount(1);
  await page.goto('/agreementManager/compositeTemplateList');
  const contract = rows(page).filter({ hasText: '房地产抵押合同' });
  await expect(contract).toContainText('v1');
  await page.mouse.move(1000, 800);
  await expectAccessible(page);
  await contract.getByRole('button', { name: '编辑（保存为新版本）' }).click();
  const form = page.getByRole('dialog', { name: '编辑（保存为新版本）' });
  await expect(form.getByLabel('模板正文')).toHaveValue(/抵押人/);
  await form.getByLabel('模板正文').fill('房地产抵押合同（第二版）\n抵押人：{{borrower.name}}\n金额：{{loan.amountCapital}}');
  await form.getByRole('button', { name: /提\s*交/ }).click();
  await expect(form).toBeHidden();
  await expect(contract).toContainText('v2');
});

test('a contract from a template for a demo bill: previewed, approved, signed with the scan', async ({ page }) => {
  // The back office makes an advance-funding contract from the loan contract template.
  await signIn(page, BACK_OFFICE, '/agreementManager/agreementList');
  await expect(rows(page).first()).toBeVisible();
  await page.mouse.move(1000, 800);
  await expectAccessible(page);
  await page.getByRole('button', { name: '新增合同' }).click();
  await expect(page).toHaveURL(/agreementAdd\?kind=advance/);
  await pickOption(page, page.getByLabel('报单', { exact: true }), /.+/, { shows: /\S/ });
  await pickOption(page, page.getByLabel('合同模板', { exact: true }), /个人借款合同（抵押） v2/);
  await expectAccessible(page);
  await page.getByRole('button', { name: '生成合同' }).click();

  // The preview: the PDF that will be signed, the text with the amount in capitals, in approval.
  await expect(page).toHaveURL(/\/showSignDetail\?id=\d+/);
  const preview = page.url();
  await expect(detail(page)).toContainText('审批中');
  await expect(detail(page).getByText(/大写：[壹贰叁肆伍陆柒捌玖拾佰仟万亿元角分整零]+/)).toBeVisible();
  await expect(detail(page).locator('iframe[title^="合同PDF"]')).toBeVisible();
  const contractNo = (await detail(page).locator('.ant-card-head-title').first().textContent())!.trim();
  expect(contractNo).toMatch(/^(BJ|SH|XA|WH)-DY-\d{10}$/);
  await expect(detail(page).getByRole('button', { name: /^签\s*署$/ })).toHaveCount(0);
  await expectAccessible(page);
  await signOut(page);

  // The risk-control director approves at the contract node. The guomin form is open to him
  // (a signing reader) but making a contract is not: the page says so and asks for nothing.
  await signIn(page, APPROVER);
  const refused: string[] = [];
  const onReply = (r: Response) => void (r.status() === 403 && refused.push(r.url()));
  page.on('response', onReply);
  await page.goto('/agreementManager/guominAgreementAdd');
  await expect(page.getByRole('heading', { name: '这里的数据需要另一项权限' })).toBeVisible();
  page.off('response', onReply);
  expect(refused).toEqual([]);
  await page.goto(preview.replace('/showSignDetail', '/agreementManager/agreementApprove'));
  await confirmPopover(page, detail(page).getByRole('button', { name: '审批通过' }), '审批通过');
  await expect(detail(page)).toContainText('待签署');
  await signOut(page);

  // The back office signs: the signed scan (an encrypted upload) and the signing date.
  await signIn(page, BACK_OFFICE, preview);
  await detail(page)
    .getByRole('button', { name: /^签\s*署$/ })
    .click();
  const dialog = page.getByRole('dialog', { name: '上传签署扫描件' });
  await dialog.getByLabel('签署日期').fill(today());
  await dialog.getByTestId('image-upload-input').setInputFiles({ name: '合同扫描件.png', mimeType: 'image/png', buffer: noisyPng(60, 40) });
  await expect(dialog.locator('img')).toHaveCount(1);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: /^签\s*署$/ }).click();
  await expect(dialog).toBeHidden();
  await expect(detail(page)).toContainText('已签署');
  await expect(detail(page).getByText(/^SIM-/)).toBeVisible();

  // The signing list shows it signed.
  await page.goto('/agreementManager/agreementList');
  await expect(rows(page).filter({ hasText: contractNo })).toContainText('已签署');
});
