import { type Page, expect as baseExpect, test } from '@playwright/test';
import { noisyPng } from './support/images';
import { expectAccessible, secondDesk, signIn, signOut } from './support/session';
import { answerDialog, choose, confirmPopover, pickOption, search } from './support/widgets';
import { registerInDialog } from './support/mortgage';

/**
 * Issue 17's done-means: one loan (宋佳, the demo bill no other spec or seed touches, with a flat and
 * a parking space) walked from its contract to an archive transfer, each step by the demo user of
 * the role that owns it, its status checked at every step.
 */
const CUSTOMER = '宋佳';
// Seven sign-ins, a PDF rendered with its CJK font and a dozen forms: on a loaded 2-core runner a step can take long.
const expect = baseExpect.configure({ timeout: 30_000 });
const BACK_OFFICE = '13800000051'; // role 51: contracts from templates, signing
const CONTRACT_APPROVER = '13800000010'; // role 10: the contract approval node
const WARRANT = '13800000032'; // role 32: mortgage requests and registration; the archive custodian
const MORTGAGE_APPROVER = '13800000036'; // role 36: the risk supervisor's mortgage review
const ARCHIVE_MANAGER = '13800000037'; // role 37 (权证经理): transfer requests and the archive store
const ARCHIVE_APPROVER = '13800000061'; // role 61: transfer approval and the store, a listed approver
const CONTRACT_DOC = '借款合同（宋佳）';
const CERT_DOC = '他项权证（宋佳）';
const REASON = '资金方抽查宋佳合同原件';

const today = () => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Shanghai' }).format(new Date());
const rowOf = (page: Page, text: string) => page.locator('tbody tr.ant-table-row:visible', { hasText: text });
const contractDetail = (page: Page) => page.getByRole('region', { name: '合同详情' });
/**
 * The transfer's own status tag, on its detail card. Not any visible tag: a link's navigation is a
 * transition, so the list it left (whose rows carry the same status tags) stays on screen, under the
 * new URL, until the lazy page has loaded.
 */
const transferStatus = (page: Page, id: string, text: string) =>
  page
    .locator('.ant-card', { has: page.getByText(`调档详情 #${id}`, { exact: true }) })
    .locator('.ant-descriptions .ant-tag')
    .filter({ hasText: new RegExp(`^${text}$`) });

async function openMortgage(page: Page) {
  await rowOf(page, CUSTOMER).first().getByRole('button').first().click();
  return page.getByRole('dialog').last();
}

test('one loan from contract to archive transfer: signed contract, mortgage 3 then 4, documents in stock, a transfer out and back behind its lock', async ({
  page,
  browser,
}) => {
  // Seven sign-ins and a dozen forms: on a loaded 2-core runner the whole chain takes minutes.
  test.setTimeout(900_000);

  // 1. The back office makes the loan contract from its template; the preview is the PDF to be signed.
  await signIn(page, BACK_OFFICE, '/agreementManager/agreementList');
  await page.getByRole('button', { name: '新增合同' }).click();
  await expect(page).toHaveURL(/agreementAdd\?kind=advance/);
  await pickOption(page, page.getByLabel('报单', { exact: true }), new RegExp(CUSTOMER), { shows: CUSTOMER });
  await pickOption(page, page.getByLabel('合同模板', { exact: true }), /个人借款合同（抵押） v2/);
  await page.getByRole('button', { name: '生成合同' }).click();
  // Rendering the PDF with its embedded CJK font takes a while on a loaded runner.
  await expect(page).toHaveURL(/\/showSignDetail\?id=\d+/, { timeout: 60_000 });
  const preview = page.url();
  await expect(contractDetail(page)).toContainText('审批中');
  await expect(contractDetail(page)).toContainText(CUSTOMER);
  await expect(contractDetail(page)).toContainText('大写：壹佰伍拾万元整');
  await expect(contractDetail(page).locator('iframe[title^="合同PDF"]')).toBeVisible();
  const contractNo = (await contractDetail(page).locator('.ant-card-head-title').first().textContent())!.trim();
  expect(contractNo).toMatch(/^BJ-DY-\d{10}$/);
  await expectAccessible(page);
  await signOut(page);

  // The risk-control director approves it at the contract node.
  await signIn(page, CONTRACT_APPROVER, preview.replace('/showSignDetail', '/agreementManager/agreementApprove'));
  await expect(contractDetail(page)).toContainText('审批中');
  await confirmPopover(page, contractDetail(page).getByRole('button', { name: '审批通过' }), '审批通过');
  await expect(contractDetail(page).getByText('待签署', { exact: true }).first()).toBeVisible();
  await signOut(page);

  // The back office signs it: the scan, encrypted, and the signing date.
  await signIn(page, BACK_OFFICE, preview);
  await contractDetail(page)
    .getByRole('button', { name: /^签\s*署$/ })
    .click();
  const sign = page.getByRole('dialog', { name: '上传签署扫描件' });
  await sign.getByLabel('签署日期').fill(today());
  await sign
    .getByTestId('image-upload-input')
    .setInputFiles({ name: '宋佳合同扫描件.png', mimeType: 'image/png', buffer: noisyPng(60, 40) });
  await expect(sign.locator('img')).toHaveCount(1);
  await sign.getByRole('button', { name: /^签\s*署$/ }).click();
  await expect(sign).toBeHidden();
  await expect(contractDetail(page)).toContainText('已签署');
  await page.goto('/agreementManager/agreementList');
  await expect(rowOf(page, contractNo)).toContainText('已签署');
  await signOut(page);

  // 2. Warrant staff request the mortgage of both properties; the risk supervisor approves (2).
  await signIn(page, WARRANT, '/mortgageRequest');
  await page.getByRole('button', { name: '新增抵押申请' }).click();
  const request = page.getByRole('dialog', { name: '新增抵押申请' });
  await pickOption(page, request.getByLabel('报单'), new RegExp(CUSTOMER), { shows: CUSTOMER });
  await pickOption(page, request.getByLabel('抵押物'), /望京西园\d+区/);
  await pickOption(page, request.getByLabel('抵押物'), /地下车位/);
  await pickOption(page, request.getByLabel('抵押权人'), '湖南小贷股份有限公司');
  await request.getByRole('button', { name: /提\s*交/ }).click();
  await expect(request).toBeHidden();
  await expect(rowOf(page, CUSTOMER)).toContainText('待风控主管审核');
  await signOut(page);

  await signIn(page, MORTGAGE_APPROVER, '/mortgageRequest');
  const review = await openMortgage(page);
  await confirmPopover(page, review.getByRole('button', { name: '审批通过' }), '审批通过');
  await expect(review.getByText('待权证登记', { exact: true }).first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(review).toBeHidden();
  await signOut(page);

  // Registered one property at a time: partly registered (3), then all registered (4).
  await signIn(page, WARRANT, '/mortgageManage');
  const reg = await openMortgage(page);
  await reg.getByRole('button', { name: /^登记 .*望京西园\d+区/ }).click();
  const flat = page.getByRole('dialog', { name: /抵押登记：/ });
  await registerInDialog(page, flat, '京(2026)朝阳区不动产证明第0099001号');
  await expect(reg).toContainText('部分登记');
  await expect(reg).toContainText('1 / 2');
  await reg.getByRole('button', { name: /^登记 .*地下车位/ }).click();
  const parking = page.getByRole('dialog', { name: /抵押登记：/ });
  await registerInDialog(page, parking, '京(2026)朝阳区不动产证明第0099002号');
  await expect(reg).toContainText('全部登记');
  await expect(reg).toContainText('2 / 2');
  await page.keyboard.press('Escape');
  await expect(reg).toBeHidden();
  await page.goto('/mortgageRequest');
  await expect(rowOf(page, CUSTOMER)).toContainText('全部登记');

  // 3. The custodian records the signed contract and the mortgage certificate, and puts both into stock.
  await page.goto('/archiveManage/archiveManageList');
  for (const [type, name] of [
    ['借款合同', CONTRACT_DOC],
    ['他项权证（抵押证明）', CERT_DOC],
  ] as const) {
    await page.getByRole('button', { name: '登记档案' }).click();
    const form = page.getByRole('dialog', { name: '登记档案' });
    await pickOption(page, form.getByLabel('报单编号'), new RegExp(CUSTOMER), { shows: CUSTOMER });
    await pickOption(page, form.getByLabel('档案类型'), type);
    await form.getByLabel('档案名称').fill(name);
    await answerDialog(form, /保\s*存/);
    await expect(rowOf(page, name)).toContainText('未入库');
    await rowOf(page, name)
      .getByRole('button', { name: `入库 ${name}` })
      .click();
    // In stock, it leaves the list's default view (未入库, spec 001 §4).
    await expect(rowOf(page, name)).toHaveCount(0);
  }
  await choose(page, 'status', '在库');
  await search(page);
  for (const name of [CONTRACT_DOC, CERT_DOC]) await expect(rowOf(page, name)).toContainText('在库');
  await expectAccessible(page);
  await signOut(page);

  // 4. The warrant manager asks for the contract (0); the archive approver approves (1).
  await signIn(page, ARCHIVE_MANAGER, '/getArchivesManage/transferListNew');
  await page.getByRole('button', { name: '新增调档' }).click();
  await expect(page).toHaveURL(/transferAdd/);
  await pickOption(page, page.getByLabel('报单'), new RegExp(CUSTOMER), { shows: CUSTOMER });
  await pickOption(page, page.getByLabel('调取的档案'), CONTRACT_DOC);
  await page.getByLabel('调档原因').fill(REASON);
  await page.getByLabel('预计归还日期').fill('2026-12-31');
  await page.getByRole('heading', { name: '新增调档' }).click();
  await expect(page.locator('.ant-picker-dropdown:visible')).toHaveCount(0);
  await page.getByRole('button', { name: /提交申请/ }).click();
  await expect(page).toHaveURL(/transferDetail\?id=\d+/);
  const id = new URL(page.url()).searchParams.get('id')!;
  await expect(transferStatus(page, id, '审批中')).toBeVisible();
  await signOut(page);

  await signIn(page, ARCHIVE_APPROVER, '/getArchivesManage/archiveApprovalListNew');
  await rowOf(page, REASON).getByRole('link', { name: /审批/ }).click();
  await expect(page).toHaveURL(new RegExp(`transferApproval\\?id=${id}`));
  await expect(transferStatus(page, id, '审批中')).toBeVisible();
  await confirmPopover(page, page.getByRole('button', { name: '审批通过' }), '审批通过');
  await expect(transferStatus(page, id, '待调档')).toBeVisible();
  await signOut(page);

  // 5. The warrant manager opens it in the store and holds its edit lock; the archive approver, opening
  // the same transfer at another desk, sees who holds it and cannot hand it out.
  await signIn(page, ARCHIVE_MANAGER, '/getArchivesManage/archiveManageListNew');
  await rowOf(page, REASON).getByRole('link', { name: /处理/ }).click();
  await expect(page).toHaveURL(new RegExp(`getArchives\\?id=${id}`));
  await expect(page.getByText('您已锁定该调档申请')).toBeVisible();
  const other = await secondDesk(browser, ARCHIVE_APPROVER);
  await other.page.goto(`/getArchivesManage/getArchives?id=${id}`);
  await expect(other.page.getByRole('alert')).toContainText('权证经理（演示） 正在处理该调档申请');
  await expect(other.page.getByRole('button', { name: '确认调出' })).toHaveCount(0);
  await expectAccessible(other.page);

  // The manager leaves the page: the lock is freed, and the other desk holds it on its next look.
  await page.getByRole('link', { name: '返回列表' }).click();
  await expect(page).toHaveURL(/archiveManageListNew/);
  await expect(async () => {
    await other.page.reload();
    await expect(other.page.getByText('您已锁定该调档申请')).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  // The other desk leaves in turn (its release sent), so the manager can take the lock back.
  const freed = other.page.waitForResponse((r) => r.url().includes('/archive_transfer/v3/modify/lock/del') && r.ok());
  await other.page.getByRole('link', { name: '返回列表' }).click();
  await freed;
  await other.close();

  // 6. Out (2, the contract 已出库) and back (4, the contract 在库 again), by the manager.
  await page.goto(`/getArchivesManage/getArchives?id=${id}`);
  await expect(page.getByText('您已锁定该调档申请')).toBeVisible();
  await expect(transferStatus(page, id, '待调档')).toBeVisible();
  await confirmPopover(page, page.getByRole('button', { name: '确认调出' }), '确认调出');
  await expect(transferStatus(page, id, '待归还')).toBeVisible();
  await expect(rowOf(page, CONTRACT_DOC)).toContainText('已出库');
  await page.goto(`/getArchivesManage/returnArchives?id=${id}`);
  await expect(page.getByText('您已锁定该调档申请')).toBeVisible();
  await rowOf(page, CONTRACT_DOC).getByRole('checkbox').check();
  await page.getByRole('button', { name: '确认归还' }).click();
  await expect(transferStatus(page, id, '已归还')).toBeVisible();
  await expect(rowOf(page, CONTRACT_DOC)).toContainText('在库');
  await signOut(page);

  // The ledger: the contract in, out and back, the last two by this transfer.
  await signIn(page, WARRANT, '/archiveManage/archiveLedgerList');
  await expect(rowOf(page, CONTRACT_DOC).filter({ has: page.getByRole('link', { name: id, exact: true }) })).toHaveCount(2);
});
