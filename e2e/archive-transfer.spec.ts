import { type Page, expect, test } from '@playwright/test';
import { DEMO, expectAccessible, secondDesk, signIn, signOut } from './support/session';
import { answerDialog, choose, pickOption, confirmPopover, search } from './support/widgets';

const CUSTODIAN = '13800000032'; // role 32: archive_manage — records documents and puts them into stock
const MANAGER = '13800000037'; // role 37: transfer requests and the archive store (hand out, take back)
const APPROVER = '13800000061'; // role 61: transfer approval, a listed approver in the demo data
const CUSTOMER = '罗静'; // the newest demo loan: no documents in the archive yet
// Its own name each run, so a retry on the same server does not meet the first attempt's document.
const DOC = `借款合同（E2E${String(Date.now()).slice(-5)}）`;

/** The status tag shown on the page in front (kept-alive lists stay in the DOM, hidden). */
const statusShown = (page: Page, text: string) =>
  page
    .locator('.ant-tag:visible')
    .filter({ hasText: new RegExp(`^${text}$`) })
    .first();
const rowOf = (page: Page, text: string) => page.locator('tbody tr.ant-table-row:visible', { hasText: text });

test('documents into the archive; a transfer taken out and returned through the new flow; the lock seen by a second user and freed when the first leaves', async ({
  page,
  browser,
}) => {
  // The custodian records a document of the loan and puts it into stock.
  // The list opens on the documents still to be put into stock (未入库, spec 001 §4).
  await signIn(page, CUSTODIAN, '/archiveManage/archiveManageList');
  await expect(rowOf(page, '未入库').first()).toBeVisible();
  await page.getByRole('button', { name: '登记档案' }).click();
  const form = page.getByRole('dialog', { name: '登记档案' });
  await pickOption(page, form.getByLabel('报单编号'), new RegExp(CUSTOMER), { shows: CUSTOMER });
  await pickOption(page, form.getByLabel('档案类型'), '借款合同');
  await form.getByLabel('档案名称').fill(DOC);
  await expectAccessible(page);
  await answerDialog(form, /保\s*存/);
  await expect(rowOf(page, DOC)).toContainText('未入库');
  await rowOf(page, DOC)
    .getByRole('button', { name: `入库 ${DOC}` })
    .click();
  // In stock, it leaves the list's default view: the custodian picks 在库 to see it there.
  await expect(rowOf(page, DOC)).toHaveCount(0);
  await choose(page, 'status', '在库');
  await search(page);
  await expect(rowOf(page, DOC)).toContainText('在库');
  await page.mouse.move(1000, 800);
  await expectAccessible(page);
  await rowOf(page, DOC).getByRole('link').first().click();
  await expect(page).toHaveURL(/archiveManageDetail\?billId=/);
  await expect(page.getByText('出入库记录')).toBeVisible();
  await expect(rowOf(page, DOC).first()).toBeVisible();
  await expectAccessible(page);
  await signOut(page);

  // The warrant manager asks for it.
  await signIn(page, MANAGER, '/getArchivesManage/transferListNew');
  await expect(rowOf(page, '审批中').first()).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: '新增调档' }).click();
  await expect(page).toHaveURL(/transferAdd/);
  await pickOption(page, page.getByLabel('报单'), new RegExp(CUSTOMER), { shows: CUSTOMER });
  await pickOption(page, page.getByLabel('调取的档案'), DOC);
  await page.getByLabel('调档原因').fill('资金方核对合同原件');
  await expectAccessible(page);
  await page.getByLabel('预计归还日期').fill('2026-12-31');
  await page.getByRole('heading', { name: '新增调档' }).click();
  await expect(page.locator('.ant-picker-dropdown:visible')).toHaveCount(0);
  await page.getByRole('button', { name: /提交申请/ }).click();
  await expect(page).toHaveURL(/transferDetail\?id=\d+/);
  const id = new URL(page.url()).searchParams.get('id')!;
  await expect(statusShown(page, '审批中')).toBeVisible();
  await signOut(page);

  // The admin opens it for approval first and holds the audit lock; the approver sees who holds it and cannot act.
  await signIn(page, DEMO.admin, `/getArchivesManage/transferApproval?id=${id}`);
  await expect(page.getByText('您已锁定该调档申请')).toBeVisible();
  const approver = await secondDesk(browser, APPROVER);
  await approver.page.goto('/getArchivesManage/archiveApprovalListNew');
  await rowOf(approver.page, '资金方核对合同原件').getByRole('link', { name: /审批/ }).click();
  await expect(approver.page).toHaveURL(new RegExp(`transferApproval\\?id=${id}`));
  await expect(approver.page.getByRole('alert')).toContainText('系统管理员');
  await expect(approver.page.getByRole('button', { name: '审批通过' })).toHaveCount(0);
  await expectAccessible(approver.page);

  // The admin leaves the page (a route change): the lock is released, and the approver can act.
  await page.getByRole('link', { name: '返回列表' }).click();
  await expect(page).toHaveURL(/archiveApprovalListNew/);
  await expect(async () => {
    await approver.page.reload();
    await expect(approver.page.getByText('您已锁定该调档申请')).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  await confirmPopover(approver.page, approver.page.getByRole('button', { name: '审批通过' }), '审批通过');
  await expect(statusShown(approver.page, '待调档')).toBeVisible();
  await approver.close();
  await signOut(page);

  // The store hands the document out (to be returned), then takes it back (returned).
  await signIn(page, MANAGER, '/getArchivesManage/archiveManageListNew');
  await rowOf(page, '资金方核对合同原件').getByRole('link', { name: /处理/ }).click();
  await expect(page).toHaveURL(/getArchives\?id=/);
  await expectAccessible(page);
  await confirmPopover(page, page.getByRole('button', { name: '确认调出' }), '确认调出');
  await expect(statusShown(page, '待归还')).toBeVisible();
  await expect(rowOf(page, DOC)).toContainText('已出库');
  await page.goto(`/getArchivesManage/returnArchives?id=${id}`);
  // The page takes the transfer's lock first and draws its rows again: a box ticked before that is lost.
  await expect(page.getByText('您已锁定该调档申请')).toBeVisible();
  await rowOf(page, DOC).getByRole('checkbox').check();
  await expectAccessible(page);
  await page.getByRole('button', { name: '确认归还' }).click();
  await expect(statusShown(page, '已归还')).toBeVisible();
  await expect(rowOf(page, DOC)).toContainText('在库');
  await signOut(page);

  // The ledger shows the document out and back, by the transfer.
  await signIn(page, CUSTODIAN, '/archiveManage/archiveLedgerList');
  await expect(rowOf(page, DOC).filter({ has: page.getByRole('link', { name: id, exact: true }) })).toHaveCount(2);
  await expectAccessible(page);
});
