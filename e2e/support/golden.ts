import { REQUIRED_DOCUMENTS, luhnCheckDigit } from '@lc/shared';
import { type Locator, type Page, expect as baseExpect } from '@playwright/test';
import { borrower, property } from './bills';
import { type FeeLine, type Rate, shown, typed } from './golden-figures';
import { noisyPng } from './images';
import { registerInDialog } from './mortgage';
import { expectAccessible, signInThroughForm, signOut } from './session';
import { answerDialog, confirmPopover, pickOption, pickRegion } from './widgets';

/*
 * The golden path's staff and steps (e2e/golden-path.spec.ts): each step signs its member of staff in
 * through the login form, arrives from the home to-do or the menu, and checks the success message.
 */
export const expect = baseExpect.configure({ timeout: 30_000 });
export const STAFF = {
  sales: '13800000011',
  manager: '13800001001',
  vp: '13800001002',
  director: '13800000010', // 总监审批, contract approval, grant first review
  documents: '13800000031', // 资料审核; the grant request
  finalReview: '13800000034',
  backOffice: '13800000051',
  warrant: '13800000032', // mortgage request and registration; the archive custodian
  mortgageApprover: '13800000036',
  vp1: '13800000022',
  vp2: '13800000023',
  finance: '13800000021', // the draw; posting repayments
  admin: '13800000000', // the business date
  archiveApprover: '13800000061',
} as const;

export const AMOUNT = 100_000_000n; // 1,000,000.00 in fen
export const TERM_DAYS = 360;
export const RATE_PERCENT = '9.6';
export const REPAYMENT_DAY = 20;
export const FUND_PARTY = '云信信托';

/** A to-do of the home page (in 待办事项, or on a 常用功能 tile), named with its count: "经理审批 (1)". */
export const todo = (page: Page, title: string) => page.getByRole('link', { name: new RegExp(`^${title} \\(\\d+\\)$`) }).first();
/** Signs in through the login form and follows the home page's to-do `title` to its page. */
export async function fromTodo(page: Page, mobile: string, title: string, lands: RegExp) {
  await signInThroughForm(page, mobile);
  await expect(todo(page, title)).toBeVisible();
  await expectAccessible(page);
  await todo(page, title).click();
  await expect(page).toHaveURL(lands);
}
/** Opens a page from the side menu: its group opened first when it is one. */
export async function fromMenu(page: Page, group: string | null, item: string, lands: RegExp) {
  const nav = page.getByRole('navigation', { name: '主菜单' });
  const entry = nav.getByRole('link', { name: item, exact: true });
  if (group && !(await entry.isVisible())) await nav.getByRole('menuitem', { name: group, exact: true }).click();
  await entry.click();
  await expect(page).toHaveURL(lands);
}
/** The success message a write leaves. */
export const succeeded = (page: Page, text: string | RegExp) => expect(page.locator('.ant-message').getByText(text).first()).toBeVisible();
export const byLabel = (scope: Page | Locator, label: string) => scope.getByLabel(label, { exact: true });
export const rows = (scope: Page | Locator) => scope.locator('tbody tr.ant-table-row:visible');
export const rowOf = (scope: Page | Locator, text: string) => rows(scope).filter({ hasText: text });
/** A value of a read-only card (antd Descriptions) by its label. */
export const valueOf = (scope: Page | Locator, label: string | RegExp) =>
  scope
    .locator('th.ant-descriptions-item-label')
    .filter({ hasText: typeof label === 'string' ? new RegExp(`^${label}$`) : label })
    .locator('xpath=following-sibling::td[1]');
/** What the walk learns on its way and the later steps use. */
export type Loan = {
  name: string;
  billId: number;
  billNo: string;
  fees: FeeLine[];
  penalty: Rate;
};

/** Step 1: the salesperson's enquiry, the borrower and the bill with two properties, valued, its documents, submitted. */
export async function salespersonMakesTheBill(page: Page, loan: Loan) {
  const who = borrower(loan.name);
  await signInThroughForm(page, STAFF.sales);
  // The enquiry (询价): the customer, the loan asked for and the first property, saved, then turned into a bill draft.
  await fromMenu(page, '报单管理', '询价列表', /\/billManage\/preBillList/);
  await page.getByRole('button', { name: '新增询价' }).click();
  await expect(page).toHaveURL(/\/billManage\/addPrebill$/);
  const enquiry = page.locator('form#preBill');
  const homes = [property('望京街'), property('酒仙桥路')];
  await byLabel(enquiry, '客户姓名').fill(who.name);
  await byLabel(enquiry, '手机号').fill(who.mobile);
  await byLabel(enquiry, '身份证号').fill(who.idCard);
  await pickOption(page, byLabel(enquiry, '借款类型'), '一抵');
  await byLabel(enquiry, '借款金额').fill(typed(AMOUNT));
  await byLabel(enquiry, '借款期限').fill(String(TERM_DAYS));
  await pickRegion(page, ['北京市', '朝阳区']);
  await byLabel(enquiry, '房产地址').fill(homes[0]!.address);
  await byLabel(enquiry, '建筑面积').fill('100.00');
  await byLabel(enquiry, '评估总价').fill('10000000');
  await expectAccessible(page);
  await page.getByRole('button', { name: /^保\s*存$/ }).click();
  await succeeded(page, '询价已保存');
  const asked = rowOf(page, who.name).filter({ hasText: who.mobile.slice(-4) });
  await expect(asked).toContainText('未转报单');
  await asked.getByRole('button', { name: `将 ${who.name} 的询价转为报单` }).click();
  await answerDialog(page.getByRole('dialog', { name: /转为报单/ }), '转为报单');
  await succeeded(page, '已转为报单草稿');
  await expect(page).toHaveURL(/\/billManage\/billAdd\?id=\d+&mode=edit$/);
  await expect(page.locator('#bill_billCustomerName')).toHaveValue(who.name);
  await expect(page.locator('#bill_borrowAmount')).toHaveValue(typed(AMOUNT));

  // The bill: the loan's purpose and term, and two properties (the enquiry's and a second).
  await byLabel(page, '借款期限').fill(String(TERM_DAYS));
  const cards = page.getByTestId('mortgage-row');
  for (const [k, home] of homes.entries()) {
    if (k > 0) {
      await page.getByRole('button', { name: '添加抵押物' }).click();
      await expect(cards).toHaveCount(k + 1);
    }
    const card = cards.nth(k);
    await byLabel(card, '产权证号').fill(home.certNo);
    await pickRegion(page, ['北京市', '朝阳区'], card);
    await byLabel(card, '详细地址').fill(home.address);
    await byLabel(card, '建筑面积').fill('100.00');
    await byLabel(card, '抵押率').fill('50');
  }
  await expectAccessible(page);
  await page.getByRole('button', { name: /^保\s*存$/ }).click();
  await succeeded(page, '报单已保存');
  await expect(page).toHaveURL(/billAdd\?id=\d+$/);
  loan.billId = Number(new URL(page.url()).searchParams.get('id'));
  loan.billNo = await page.getByTestId('bill-no').innerText();

  // Each property valued from the bill page (manual: area × unit price): 1,000万 and 600万, so the
  // system LTV is 1,000,000.00 ÷ 16,000,000.00 = 6.25 %.
  for (const [k, price] of ['100000', '60000'].entries()) {
    await page.getByRole('button', { name: `估价：抵押物${k + 1}` }).click();
    const drawer = page.getByRole('dialog', { name: `抵押物${k + 1}估价` });
    await drawer.getByRole('tab', { name: '手动估价' }).click();
    const F = 'manual-valuation';
    await pickOption(page, page.locator(`#${F}_cityCode`), '北京市');
    await pickOption(page, page.locator(`#${F}_areaId`), '朝阳区');
    await page.locator(`#${F}_address`).fill(homes[k]!.address);
    await page.locator(`#${F}_buildingArea`).fill('100');
    await page.locator(`#${F}_price`).fill(price);
    await drawer.getByRole('button', { name: '保存估价' }).click();
    await expect(page.getByTestId('manual-result-total')).toHaveText(k === 0 ? '1,000.00 万元' : '600.00 万元');
    await expectAccessible(page);
    await drawer.getByRole('button', { name: /^(Close|关闭)$/ }).click();
    await expect(drawer).toBeHidden();
  }
  await expect(page.getByTestId('bill-summary').getByTestId('ltv-system')).toContainText('6.25%');

  // The documents the checklist asks for, one scan each.
  const documents = page.getByTestId('bill-documents');
  for (const type of REQUIRED_DOCUMENTS[2]) {
    await page
      .getByTestId(`documents-${type}`)
      .getByTestId('image-upload-input')
      .setInputFiles({ name: `scan-${type}.png`, mimeType: 'image/png', buffer: noisyPng(60, 40) });
    await expect(page.getByTestId(`documents-${type}`).locator('img')).toHaveCount(1);
  }
  await expect(documents.getByTestId('document-checklist')).toHaveText('必需资料已齐全');
  await expectAccessible(page);

  await page.getByTestId('bill-actions').getByRole('button', { name: '提交审批' }).click();
  await answerDialog(page.getByRole('dialog'), '提交审批');
  await expect(page.getByText('报单已提交审批')).toBeVisible();
  await signOut(page);
}

/** An approver opens the bill from their to-do and passes it; final review decides the terms with it. */
export async function approveBill(page: Page, loan: Loan, mobile: string, title: string, inbox: RegExp) {
  await fromTodo(page, mobile, title, inbox);
  await page.getByRole('link', { name: new RegExp(loan.billNo) }).click();
  await expect(page.getByTestId('bill-no')).toHaveText(loan.billNo);
  await expectAccessible(page);
  const dialog = page.getByRole('dialog');
  const comments = dialog.getByLabel('审批意见（选填）');
  await expect(async () => {
    if (!(await dialog.isVisible()))
      await page
        .getByTestId('bill-actions')
        .getByRole('button', { name: /^通\s*过$/ })
        .click({ timeout: 2_000 });
    await expect(comments).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await comments.fill('同意');
  if (mobile === STAFF.finalReview) {
    // The terms: the amount and the term as the bill asks, 9.6 % interest first, due on the 20th,
    // the charge standard's fees by the days used.
    await expect(dialog.getByLabel('核定金额')).toHaveValue(typed(AMOUNT));
    await dialog.getByLabel('年利率').fill(RATE_PERCENT);
    await pickOption(page, dialog.getByLabel('还款方式'), '先息后本');
    await expect(dialog.getByLabel('借款期限')).toHaveValue(String(TERM_DAYS));
    await pickOption(page, dialog.getByLabel('每月还款日'), `${REPAYMENT_DAY}日`, { search: String(REPAYMENT_DAY) });
    await pickOption(page, dialog.getByLabel('费用计收方式'), '按实际用款天数计收');
    // The bill named no funding party: final review decides who lends (decision 0079).
    await pickOption(page, dialog.getByLabel('资金方'), FUND_PARTY);
    await expectAccessible(page);
  }
  await dialog.getByRole('button', { name: /^通\s*过$/ }).click();
  await expect(page.getByText('审批已通过')).toBeVisible();
  await signOut(page);
}

export const today = () => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Shanghai' }).format(new Date());
export const contractDetail = (page: Page) => page.getByRole('region', { name: '合同详情' });

/** Step 3a: the back office makes the contract from its template; the director approves it; the back office signs it. */
export async function contractSigned(page: Page, loan: Loan) {
  await signInThroughForm(page, STAFF.backOffice);
  await fromMenu(page, '合同签约', '垫资签约', /\/agreementManager\/agreementList/);
  await page.getByRole('button', { name: '新增合同' }).click();
  await expect(page).toHaveURL(/agreementAdd\?kind=advance/);
  await pickOption(page, byLabel(page, '报单'), new RegExp(loan.name), { shows: loan.name });
  await pickOption(page, byLabel(page, '合同模板'), /个人借款合同（抵押）/);
  await expectAccessible(page);
  await page.getByRole('button', { name: '生成合同' }).click();
  await expect(page).toHaveURL(/\/showSignDetail\?id=\d+/, { timeout: 60_000 });
  await succeeded(page, /合同已生成/);
  const detail = contractDetail(page);
  await expect(detail).toContainText('审批中');
  await expect(detail).toContainText('大写：壹佰万元整');
  await expect(detail).toContainText(`出借人（资金方）：${FUND_PARTY}`);
  const contractNo = (await detail.locator('.ant-card-head-title').first().textContent())!.trim();
  await expectAccessible(page);
  await signOut(page);

  await fromTodo(page, STAFF.director, '合同签约', /\/agreementManager\/agreementList/);
  await rowOf(page, contractNo).getByRole('link', { name: '审批通过' }).click();
  // The toast is watched for while the confirm runs: on a busy machine its close can outlast it.
  await Promise.all([
    succeeded(page, /审批通过|已通过/),
    confirmPopover(page, contractDetail(page).getByRole('button', { name: '审批通过' }), '审批通过'),
  ]);
  await expect(contractDetail(page).getByText('待签署', { exact: true }).first()).toBeVisible();
  await expectAccessible(page);
  await signOut(page);

  await signInThroughForm(page, STAFF.backOffice);
  await fromMenu(page, '合同签约', '垫资签约', /\/agreementManager\/agreementList/);
  await rowOf(page, contractNo).getByRole('link', { name: '预览' }).click();
  await contractDetail(page)
    .getByRole('button', { name: /^签\s*署$/ })
    .click();
  const sign = page.getByRole('dialog', { name: '上传签署扫描件' });
  await sign.getByLabel('签署日期').fill(today());
  await sign.getByTestId('image-upload-input').setInputFiles({ name: '合同扫描件.png', mimeType: 'image/png', buffer: noisyPng(60, 40) });
  await expect(sign.locator('img')).toHaveCount(1);
  await sign.getByRole('button', { name: /^签\s*署$/ }).click();
  await expect(sign).toBeHidden();
  await succeeded(page, /签署/);
  await expect(contractDetail(page)).toContainText('已签署');
  await signOut(page);
}

/** Step 3b: warrant staff request the mortgage of both properties; the supervisor approves; warrant staff register each with its certificate. */
export async function mortgageRegistered(page: Page, loan: Loan) {
  await signInThroughForm(page, STAFF.warrant);
  await fromMenu(page, null, '抵押申请', /\/mortgageRequest$/);
  await page.getByRole('button', { name: '新增抵押申请' }).click();
  const request = page.getByRole('dialog', { name: '新增抵押申请' });
  await pickOption(page, request.getByLabel('报单'), new RegExp(loan.name), { shows: loan.name });
  await pickOption(page, request.getByLabel('抵押物'), /望京街/);
  await pickOption(page, request.getByLabel('抵押物'), /酒仙桥路/);
  await pickOption(page, request.getByLabel('抵押权人'), '湖南小贷股份有限公司');
  await expectAccessible(page);
  await request.getByRole('button', { name: /提\s*交/ }).click();
  await expect(request).toBeHidden();
  await succeeded(page, /提交/);
  await expect(rowOf(page, loan.name)).toContainText('待风控主管审核');
  await signOut(page);

  await fromTodo(page, STAFF.mortgageApprover, '抵押申请', /\/mortgageRequest$/);
  await rowOf(page, loan.name).getByRole('button').first().click();
  const review = page.getByRole('dialog').last();
  await confirmPopover(page, review.getByRole('button', { name: '审批通过' }), '审批通过');
  await succeeded(page, /审批通过|已通过/);
  await expect(review.getByText('待权证登记', { exact: true }).first()).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await signOut(page);

  await fromTodo(page, STAFF.warrant, '抵押管理', /\/mortgageManage$/);
  await rowOf(page, loan.name).getByRole('button').first().click();
  const registration = page.getByRole('dialog').last();
  for (const [k, street] of ['望京街', '酒仙桥路'].entries()) {
    await registration.getByRole('button', { name: new RegExp(`^登记 .*${street}`) }).click();
    await registerInDialog(
      page,
      page.getByRole('dialog', { name: /抵押登记：/ }),
      `京(2026)朝阳区不动产证明第${String(loan.billId).padStart(5, '0')}${k + 1}号`,
    );
    await succeeded(page, /登记/);
  }
  await expect(registration).toContainText('全部登记');
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await signOut(page);
}

export const ORIGINALS = [
  ['借款合同', '借款合同原件'],
  ['他项权证（抵押证明）', '他项权证原件'],
] as const;
/** The archive building list narrowed to one stock status, as the custodian picks it in the filter bar. */
export async function showStock(page: Page, status: string) {
  await pickOption(page, page.locator('#listFilter_status'), status);
  await page.getByRole('button', { name: /查\s*询/ }).click();
}
/** Step 3c: the custodian records the signed contract and the certificate, and puts both into stock. */
export async function originalsInStock(page: Page, loan: Loan) {
  await signInThroughForm(page, STAFF.warrant);
  await fromMenu(page, '档案管理', '档案建档管理', /\/archiveManage\/archiveManageList/);
  for (const [type, name] of ORIGINALS) {
    const title = `${name}（${loan.name}）`;
    await page.getByRole('button', { name: '登记档案' }).click();
    const form = page.getByRole('dialog', { name: '登记档案' });
    await pickOption(page, form.getByLabel('报单编号'), new RegExp(loan.name), { shows: loan.name });
    await pickOption(page, form.getByLabel('档案类型'), type);
    await form.getByLabel('档案名称').fill(title);
    // The toast is watched for while the dialog closes: on a busy machine the close can outlast it.
    await Promise.all([succeeded(page, /已登记|保存/), answerDialog(form, /保\s*存/)]);
    await expect(rowOf(page, title)).toContainText('未入库');
    await rowOf(page, title)
      .getByRole('button', { name: `入库 ${title}` })
      .click();
    await succeeded(page, /入库/);
    // In stock, it leaves the list's default view (未入库, spec 001 §4): the custodian then picks 在库.
    await expect(rowOf(page, title)).toHaveCount(0);
  }
  await showStock(page, '在库');
  for (const [, name] of ORIGINALS) await expect(rowOf(page, `${name}（${loan.name}）`)).toContainText('在库');
  await expectAccessible(page);
  await signOut(page);
}

/** Step 4a: the salesperson adds the borrower's receiving card from the borrower's page. */
export async function receivingCard(page: Page, loan: Loan) {
  await signInThroughForm(page, STAFF.sales);
  await fromMenu(page, null, '借款人管理', /\/borrowerManage/);
  await page.locator('#listFilter_keyword').fill(loan.name);
  await page.getByRole('button', { name: /查\s*询/ }).click();
  await rowOf(page, loan.name)
    .getByRole('link', { name: /^详情 / })
    .click();
  await expect(page).toHaveURL(/\/borrowerManage\/borrowerDetail\?id=\d+/);
  await page.getByRole('button', { name: '新增收款卡' }).click();
  const dialog = page.getByRole('dialog', { name: '新增银行卡' });
  const stem = `622202${String(Date.now()).slice(-12)}`;
  await dialog.getByLabel('银行卡号').fill(stem + luhnCheckDigit(stem));
  await expect(dialog.getByLabel('发卡行')).toHaveValue(/工商银行/);
  await dialog.getByLabel('预留手机号').fill('13912340009');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: /保\s*存/ }).click();
  await succeeded(page, '已新增');
  await expect(dialog).toBeHidden();
  await signOut(page);
}

/** Opens the loan's grant from the list shown, narrowed to the borrower. */
export async function openGrant(page: Page, loan: Loan) {
  await page.locator('#listFilter_keyword').fill(loan.name);
  await page.getByRole('button', { name: /查\s*询/ }).click();
  await rowOf(page, loan.name)
    .getByRole('link', { name: /^GR\d{6}$/ })
    .click();
  await expect(page).toHaveURL(/\/billGrantManage\/grantApproveAdd\?id=\d+/);
}

/** Step 4b: risk staff request the grant; first review and the two executives approve; finance draws it. */
export async function granted(page: Page, loan: Loan) {
  await signInThroughForm(page, STAFF.documents);
  await fromMenu(page, '放款管理', '放款初审', /\/billGrantManage\/grantApproveListRisk/);
  await page.getByRole('button', { name: '放款申请' }).click();
  await expect(page).toHaveURL(/\/billGrantManage\/grantRequest$/);
  await pickOption(page, page.getByLabel('终审通过的报单'), new RegExp(loan.billNo), { search: loan.billNo, shows: loan.billNo });
  await page.getByLabel('申请放款金额').fill(typed(AMOUNT));
  await expect(page.getByLabel('收款银行卡').locator('xpath=ancestor::div[contains(@class,"ant-select")][1]')).toContainText(loan.name);
  // Who lends was decided at final review: shown, not chosen.
  await expect(page.getByLabel('资金方').locator('xpath=ancestor::div[contains(@class,"ant-select")][1]')).toContainText(FUND_PARTY);
  await expect(page.getByLabel('资金方')).toBeDisabled();
  await expectAccessible(page);
  await page.getByRole('button', { name: '提交申请' }).click();
  await succeeded(page, /提交/);
  await expect(page).toHaveURL(/\/billGrantManage\/grantApproveAdd\?id=\d+/);
  await expect(valueOf(page, '状态')).toHaveText('待审核');
  await signOut(page);

  for (const [mobile, title, inbox] of [
    [STAFF.director, '放款初审', /grantApproveListRisk/],
    [STAFF.vp1, '高管一审', /grantApproveListVp1/],
    [STAFF.vp2, '高管二审', /grantApproveListVp2/],
  ] as const) {
    await fromTodo(page, mobile, title, inbox);
    await openGrant(page, loan);
    await expectAccessible(page);
    await confirmPopover(page, page.getByRole('button', { name: /^通\s*过$/ }), /^通\s*过$/);
    await succeeded(page, /通过/);
    await signOut(page);
  }

  await fromTodo(page, STAFF.finance, '放款', /\/billGrantManage\/ungrantedList/);
  await openGrant(page, loan);
  await expect(valueOf(page, '状态')).toHaveText('待放款');
  await page.getByLabel(/^本次放款金额/).fill(typed(AMOUNT));
  await expectAccessible(page);
  await page.getByRole('button', { name: '发起放款' }).click();
  const confirm = page.getByRole('dialog', { name: '确认放款' });
  await expect(confirm).toContainText(`放款 ${shown(AMOUNT)} 元`);
  await answerDialog(confirm, '确认放款');
  await expect(valueOf(page, '状态')).toHaveText('已完成');
  await expect(valueOf(page, '已放款金额')).toHaveText(shown(AMOUNT));
  await signOut(page);
}

/** The schedule as the repayment drawer shows it: due days, interest periods and the figures. */
export type Instalment = { due: string; begin: string; end: string };
export const cells = (row: Locator) => row.locator('td');
/** The schedule's columns: period, due, interest period, principal, interest, fee, penalty, paid, status. */
export const COL = { due: 1, period: 2, principal: 3, interest: 4, fee: 5, penalty: 6, paid: 7 } as const;

export async function openSchedule(page: Page, loan: Loan) {
  await page.locator('#listFilter_keyword').fill(loan.name);
  await page.getByRole('button', { name: /查\s*询/ }).click();
  const row = rowOf(page, loan.name);
  await row.getByRole('button', { name: `查看${loan.billNo}的还款计划` }).click();
  const drawer = page.getByRole('dialog', { name: '还款计划' });
  const schedule = drawer.getByRole('table', { name: '还款计划' }).locator('tbody tr.ant-table-row');
  await expect(schedule.first()).toBeVisible();
  return { row, drawer, schedule, applications: drawer.getByRole('table', { name: '还款登记' }).locator('tbody tr.ant-table-row') };
}
export async function instalmentsOf(schedule: Locator): Promise<Instalment[]> {
  const out: Instalment[] = [];
  for (const row of await schedule.all()) {
    const due = (await cells(row).nth(COL.due).innerText()).trim();
    const [begin, end] = (await cells(row).nth(COL.period).innerText()).split('~').map((x) => x.trim());
    out.push({ due, begin: begin!, end: end! });
  }
  return out;
}
