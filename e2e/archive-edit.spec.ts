import { type Page, expect, test } from '@playwright/test';
import { expectAccessible, signIn, signOut } from './support/session';
import { answerDialog, choose, confirmPopover, search } from './support/widgets';

const CUSTODIAN = '13800000032'; // role 32: archive_manage
const MANAGER = '13800000037'; // role 37: the demo transfers' applicant
const APPROVER = '13800000061'; // role 61: a listed transfer approver
const rowOf = (page: Page, text: string) => page.locator('tbody tr.ant-table-row:visible', { hasText: text });

test('the custodian edits a document (copies) and audits the waiting ones into stock; the ledger says so', async ({ page }) => {
  // The list opens on the documents still to be put into stock (未入库, spec 001 §4).
  await signIn(page, CUSTODIAN, '/archiveManage/archiveManageList');
  await rowOf(page, '未入库').first().getByRole('link').first().click();
  await expect(page).toHaveURL(/archiveManageDetail\?billId=(\d+)/);
  const billId = new URL(page.url()).searchParams.get('billId')!;
  await page.getByRole('link', { name: '编辑档案' }).click();
  await expect(page).toHaveURL(new RegExp(`/archiveManage/edit\\?billId=${billId}`));
  const waiting = rowOf(page, '未入库').first();
  const name = (await waiting.locator('td').first().innerText()).trim();
  await waiting.getByRole('button', { name: `编辑 ${name}` }).click();
  const form = page.getByRole('dialog', { name: `编辑 ${name}` });
  await form.getByLabel('份数').fill('2');
  await form.getByLabel('修改原因').fill('原件含两份');
  await expectAccessible(page);
  await answerDialog(form, /保\s*存/);
  await expect(rowOf(page, name).first().locator('td').nth(2)).toHaveText('2');

  await page.goto(`/archiveManage/audit?billId=${billId}`);
  await expect(rowOf(page, name).first()).toBeVisible();
  await expectAccessible(page);
  await confirmPopover(page, page.getByRole('button', { name: '审核通过' }), '审核通过');
  await expect(page.getByText('该报单没有待审核的档案')).toBeVisible();
  await page.goto(`/archiveManage/archiveManageDetail?billId=${billId}`);
  await expect(page.getByText('档案审核通过').first()).toBeVisible();
  await expect(page.getByText(/份数 1→2/).first()).toBeVisible();
  await signOut(page);
});

test('the approver decides the demo extension in approval (8 → 2)', async ({ page }) => {
  await signIn(page, APPROVER, '/getArchivesManage/archiveApprovalListNew');
  // The list opens on requests in approval (0); the approver picks the extensions waiting (8), as staff would.
  await choose(page, 'status', '待归还（展期审批中）');
  await search(page);
  await rowOf(page, '法院立案需提交原件').getByRole('link').first().click();
  await expect(page).toHaveURL(/transferApproval\?id=\d+/);
  await expect(page.getByText(/延期审批中：申请延期至 2027-03-31/)).toBeVisible();
  await expectAccessible(page);
  await confirmPopover(page, page.getByRole('button', { name: '同意延期' }), '同意延期');
  await expect(page.getByText(/延期审批中/)).toHaveCount(0);
  await signOut(page);
  await signIn(page, MANAGER, '/getArchivesManage/transferListNew');
  await expect(rowOf(page, '法院立案需提交原件')).toContainText('2027-03-31');
});
