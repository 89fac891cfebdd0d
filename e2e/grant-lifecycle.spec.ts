import { randomUUID } from 'node:crypto';
import { groupAmount, luhnCheckDigit } from '@lc/shared';
import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { BILL_ACTORS, approvalBody, attachDocuments, borrower, property } from './support/bills';
import { noisyPng } from './support/images';
import { DEMO, DEMO_PASSWORD, as, NO_PAGE, expectAccessible } from './support/session';
import { answerDialog, pickOption, confirmPopover } from './support/widgets';

/*
 * Issue 15 "Done means": a final-approved bill is taken through the grant request and the three
 * approvals (risk first review → executive 1 → executive 2), then finance issues it in two draws,
 * the first of which fails and is retried, ending in status 5 (已完成). A second grant on the same
 * bill is rejected at executive 2 (23, 高管驳回) and sent again. The bill is this spec's own: made,
 * approved, its mortgage registered, its contract signed and archived over the API (preconditions), so no other spec's data matters.
 */
const APPLICANT = '13800000031'; // role 31: requests (bill_grant_approve_manager)
const FIRST_REVIEW = '13800000010'; // role 10: the same node's code, another person
const VP1 = '13800000022';
const VP2 = '13800000023';
const FINANCE = '13800000021'; // role 21: bill_grant_issue
const WARRANT = '13800000032'; // role 32: mortgage request and registration
const MORTGAGE_APPROVER = '13800000036'; // role 36
const CSRF = { 'x-requested-with': 'XMLHttpRequest' };
const BACK_OFFICE = '13800000051'; // role 51: contracts and signing
const CONTRACT_APPROVER = '13800000010'; // role 10: the contract node

async function signInApi(request: APIRequestContext, mobile: string) {
  const res = await request.post('/api/auth/v1/userInfo/login', { data: { mobile, password: DEMO_PASSWORD }, headers: CSRF });
  expect(res.ok(), await res.text()).toBe(true);
}
async function call<T>(request: APIRequestContext, method: 'get' | 'post', url: string, data?: object): Promise<T> {
  const res = await request[method](url, { headers: CSRF, ...(data ? { data } : {}) });
  expect(res.ok(), `${method} ${url}: ${await res.text()}`).toBe(true);
  return ((await res.json()) as { data: T }).data;
}

/**
 * The rest of what a grant request needs (issue 17's gate): the loan contract made from its template,
 * approved and signed with a scan, and the contract's original recorded in the archive and in stock.
 */
async function signContractAndStock(request: APIRequestContext, billId: number) {
  await signInApi(request, BACK_OFFICE);
  const { templates } = await call<{ templates: { id: number; kind: string }[] }>(request, 'get', '/api/v1/contract/options');
  const made = await call<{ id: number }>(request, 'post', '/api/v1/contract', {
    billId,
    templateId: templates.find((x) => x.kind === 'composite')!.id,
    kind: 'advance',
  });
  const contract = (url: string) => call<{ version: number; flow: { version: number } }>(request, 'get', url);
  const url = `/api/v1/contract/${made.id}`;
  const { flow } = await contract(url);
  await signInApi(request, CONTRACT_APPROVER);
  await call(request, 'post', `${url}/approve`, { flowVersion: flow.version });
  await signInApi(request, BACK_OFFICE);
  const scan = await request.post('/api/upload/v2/image', {
    headers: CSRF,
    multipart: { upload_file: { name: 'scan.png', mimeType: 'image/png', buffer: noisyPng(60, 40) } },
  });
  expect(scan.ok(), await scan.text()).toBe(true);
  const scanId = ((await scan.json()) as { data: { id: string } }).data.id;
  const signedDate = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Shanghai' }).format(new Date());
  await call(request, 'post', `${url}/sign`, { version: (await contract(url)).version, signedDate, scanImageIds: [scanId] });
  await signInApi(request, WARRANT);
  const doc = await call<{ id: number }>(request, 'post', '/api/v1/archive', { billId, docType: 1, name: '借款合同原件' });
  await call(request, 'post', `/api/v1/archive/${doc.id}/stock-in`, { version: 0 });
}

/** Preconditions: a 1,000,000 bill through the bill chain to final approval, its mortgage registered, a receiving card. */
async function grantableBill(request: APIRequestContext, name: string) {
  const who = borrower(name);
  const home = property('望京街');
  const B = '/api/bill/v1/bill';
  await signInApi(request, BILL_ACTORS.sales);
  const made = await call<{ id: number; billNo: string; version: number }>(request, 'post', B, {
    idempotencyKey: randomUUID(),
    billCustomerName: who.name,
    billCustomerMobile: who.mobile,
    idCard: who.idCard,
    borrowAmount: '1000000.00',
    borrowDuration: 90,
    borrowType: 2,
    billType: 0,
    borrowingPurposes: '经营周转',
    fundings: 'hnxiaodai',
    mortgages: [
      {
        certNo: home.certNo,
        addressProvince: '110000',
        addressDistrict: '110105',
        addressDetails: home.address,
        floorArea: '120.00',
        evsTotalPriceWorldUnion: '6200000.00',
        mortgagePercentage: '60',
        usage: 1,
      },
    ],
  });
  await attachDocuments(request, made.id);
  let { flowVersion } = await call<{ flowVersion: number }>(request, 'post', `${B}/${made.id}/submit`, { version: made.version });
  for (const mobile of [BILL_ACTORS.manager, BILL_ACTORS.vp, BILL_ACTORS.supervisor, BILL_ACTORS.documents, BILL_ACTORS.finalReview]) {
    await signInApi(request, mobile);
    // Final review decides the terms with its approval (decision 0070).
    const bill = { flowVersion, borrowAmount: '1000000.00', borrowDuration: 90 };
    ({ flowVersion } = await call<{ flowVersion: number }>(request, 'post', `${B}/${made.id}/approve`, approvalBody(mobile, bill)));
  }
  expect((await call<{ status: number }>(request, 'get', `${B}/${made.id}`)).status).toBe(4);

  // The grant gate (decision 0032): money leaves only once the mortgage is fully registered.
  await signInApi(request, WARRANT);
  const options = await call<{ mortgagees: { id: number }[]; bills: { id: number; properties: { id: number }[] }[] }>(
    request,
    'get',
    '/api/v1/mortgageRequest/options',
  );
  const properties = options.bills.find((b) => b.id === made.id)!.properties;
  const mortgageeId = options.mortgagees[0]!.id;
  const req = await call<{ id: number }>(request, 'post', '/api/v1/mortgageRequest', {
    billId: made.id,
    propertyIds: properties.map((p) => p.id),
    mortgageeId,
    order: 1,
  });
  const pending = await call<{ flow: { version: number } }>(request, 'get', `/api/v1/mortgageRequest/${req.id}`);
  await signInApi(request, MORTGAGE_APPROVER);
  await call(request, 'post', `/api/v1/mortgageRequest/${req.id}/approve`, { flowVersion: pending.flow.version });
  await signInApi(request, WARRANT);
  for (const p of properties) {
    const certNo = `京(2026)朝阳区不动产证明第${String(made.id).padStart(4, '0')}${p.id}号`;
    // The certificate image is required (decision 0071).
    const cert = await request.post('/api/upload/v2/image', {
      headers: CSRF,
      multipart: { upload_file: { name: 'cert.png', mimeType: 'image/png', buffer: noisyPng(60, 40) } },
    });
    expect(cert.ok(), await cert.text()).toBe(true);
    const imageIds = [((await cert.json()) as { data: { id: string } }).data.id];
    await call(request, 'post', `/api/v1/mortgageManage/${req.id}/register`, {
      propertyId: p.id,
      certNo,
      regDate: '2026-11-20',
      mortgageeId,
      order: 1,
      imageIds,
    });
  }

  await signContractAndStock(request, made.id);

  // The borrower's receiving card (an ICBC BIN), tied to the bill.
  await signInApi(request, DEMO.admin);
  const found = await call<{ list: { id: number }[] }>(request, 'get', `/api/v1/borrower/list?keyword=${who.idCard}`);
  const digits = `622202${String(Date.now()).slice(-12)}`;
  await call(request, 'post', '/api/v1/bankCard', {
    borrowerId: found.list[0]!.id,
    billId: made.id,
    cardNo: digits + luhnCheckDigit(digits),
    accountName: who.name,
    reservedMobile: who.mobile,
    status: 1,
  });
  return { billNo: made.billNo, lastFour: (digits + luhnCheckDigit(digits)).slice(-4) };
}

/** Amounts are shown grouped by thousands, as everywhere (issue 29): '600000.00' is found as 600,000.00. */
const shown = (text: string) => (/^\d+\.\d{2}$/.test(text) ? groupAmount(text) : text);
const rowOf = (page: Page, ...texts: string[]) =>
  texts.reduce((rows, text) => rows.filter({ hasText: shown(text) }), page.locator('tbody tr.ant-table-row'));
/** A value of the detail's description grid, by its label. */
const valueOf = (page: Page, label: string) =>
  page.locator('th.ant-descriptions-item-label', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::td[1]');
/** A card of the detail, by its title. */
const card = (page: Page, title: RegExp) =>
  page.locator('.ant-card').filter({ has: page.locator('.ant-card-head-title', { hasText: title }) });
/** Narrows a list to the spec's own customer through the filter bar, as staff search. */
async function search(page: Page, path: string, name: string) {
  await page.goto(path);
  await page.locator('#listFilter_keyword').fill(name);
  await page.getByRole('button', { name: /查\s*询/ }).click();
  await expect(rowOf(page, name).first()).toBeVisible();
}
/** Opens the grant of `amount` from the list shown. */
async function openGrant(page: Page, name: string, amount: string) {
  await rowOf(page, name, amount)
    .getByRole('link', { name: /^GR\d{6}$/ })
    .click();
  await expect(page).toHaveURL(/\/billGrantManage\/grantApproveAdd\?id=\d+/);
  await expect(valueOf(page, '申请放款金额')).toHaveText(shown(amount));
}
/**
 * At a review node: opens each grant from the node's inbox and approves it, or rejects it with a
 * reason. Approved, a grant awaits review (待审核) until it reaches finance (待放款).
 */
async function decide(
  page: Page,
  inbox: string,
  name: string,
  amount: string,
  verdict: { approve: '待审核' | '待放款' } | { reject: string },
) {
  await search(page, inbox, name);
  await openGrant(page, name, amount);
  if ('approve' in verdict) {
    await confirmPopover(page, page.getByRole('button', { name: /^通\s*过$/ }), /^通\s*过$/);
  } else {
    await page.getByRole('button', { name: /^驳\s*回$/ }).click();
    const dialog = page.getByRole('dialog', { name: /驳\s*回/ });
    await dialog.getByLabel('驳回原因').fill(verdict.reject);
    await dialog.getByRole('button', { name: /^驳\s*回$/ }).click();
    await expect(dialog).toBeHidden();
  }
  await expect(valueOf(page, '状态')).toHaveText('approve' in verdict ? verdict.approve : '高管驳回');
  await expect(page.getByRole('button', { name: /^通\s*过$/ })).toHaveCount(0);
}
/** Money leaves the firm only after the confirmation, which says how much, to whom and when. */
async function confirmDraw(page: Page, says: RegExp = /将向.+的收款卡放款 [\d,]+\.\d{2} 元，资金立即划出，划出后不能撤回/) {
  const dialog = page.getByRole('dialog', { name: '确认放款' });
  await expect(dialog).toContainText(says);
  await answerDialog(dialog, '确认放款');
}

/** Finance's draw: the simulator's next answer, the amount, and the draw's outcome in the draws table. */
async function drawMoney(page: Page, amount: string, simulate: '成功' | '失败' | '超时', nth: number) {
  await pickOption(page, page.getByLabel('模拟通道下一次结果'), simulate);
  await page.getByLabel(/^本次放款金额/).fill(amount);
  const submit = page.getByRole('button', { name: '发起放款' });
  await submit.click();
  await confirmDraw(page);
  const draws = card(page, /^放款明细$/).locator('tbody tr.ant-table-row');
  await expect(draws).toHaveCount(nth);
  await expect(draws.nth(nth - 1)).toContainText({ 成功: '提现成功', 失败: '提现失败', 超时: '处理中' }[simulate]);
  await expect(draws.nth(nth - 1)).toContainText(Number(amount).toLocaleString('en-US', { minimumFractionDigits: 2 }));
}

test('a bill’s grant: request, three approvals; draws failed, cancelled, pending, split in parts and retried, to 已完成; another rejected at executive 2 and sent again', async ({
  page,
}) => {
  // Eight staff turns and eight axe scans: 3 minutes on a 2-core runner at load 15.
  test.setTimeout(480_000);
  const name = `放款${'甲乙丙丁戊己庚辛'[Math.floor(Math.random() * 8)]}${'金木水火土'[Math.floor(Math.random() * 5)]}`;
  const bill = await grantableBill(page.request, name);
  await page.context().clearCookies();

  // The risk staff member requests two tranches: 600,000 and 400,000.
  await as(page, APPLICANT, async () => {
    for (const amount of ['600000.00', '400000.00']) {
      await page.goto('/billGrantManage/grantApproveListRisk');
      await page.getByRole('button', { name: '放款申请' }).click();
      await expect(page).toHaveURL(/\/billGrantManage\/grantRequest$/);
      await pickOption(page, page.getByLabel('终审通过的报单'), new RegExp(bill.billNo), { search: bill.billNo, shows: bill.billNo });
      await page.getByLabel('申请放款金额').fill(amount);
      // The borrower's card is offered first, masked: the bank and the last four digits.
      await expect(page.getByLabel('收款银行卡').locator('xpath=ancestor::div[contains(@class,"ant-select")][1]')).toContainText(
        `${name} 中国工商银行 **** **** **** ${bill.lastFour}`,
      );
      if (amount === '600000.00') await expectAccessible(page);
      await page.getByRole('button', { name: '提交申请' }).click();
      await expect(page).toHaveURL(/\/billGrantManage\/grantApproveAdd\?id=\d+/);
      await expect(valueOf(page, '状态')).toHaveText('待审核');
      await expect(valueOf(page, '申请放款金额')).toHaveText(shown(amount));
    }
    // Their own requests wait in the history, not in their inbox: another supervisor reviews them.
    await search(page, '/billGrantManage/grantHistoryList', name);
    await expect(rowOf(page, name)).toHaveCount(2);
    await expect(rowOf(page, name, '600000.00')).toContainText('待审核');
  });

  // Risk first review and executive 1 pass both; executive 2 passes the first and rejects the second.
  await as(page, FIRST_REVIEW, NO_PAGE, async () => {
    await decide(page, '/billGrantManage/grantApproveListRisk', name, '600000.00', { approve: '待审核' });
    await expectAccessible(page);
    await decide(page, '/billGrantManage/grantApproveListRisk', name, '400000.00', { approve: '待审核' });
  });
  await as(page, VP1, NO_PAGE, async () => {
    await decide(page, '/billGrantManage/grantApproveListVp1', name, '600000.00', { approve: '待审核' });
    await decide(page, '/billGrantManage/grantApproveListVp1', name, '400000.00', { approve: '待审核' });
  });
  await as(page, VP2, NO_PAGE, async () => {
    await decide(page, '/billGrantManage/grantApproveListVp2', name, '600000.00', { approve: '待放款' });
    await decide(page, '/billGrantManage/grantApproveListVp2', name, '400000.00', { reject: '额度偏高，请核减后重新提交' });
    await expect(page.locator('.ant-card', { hasText: '驳回记录' })).toContainText('额度偏高，请核减后重新提交');
    await expectAccessible(page);
    await search(page, '/billGrantManage/grantHistoryList', name);
    await expect(rowOf(page, name, '400000.00')).toContainText('高管驳回');
    await expect(rowOf(page, name, '600000.00')).toContainText('待放款');
  });

  // Finance: 300,000 fails at the channel and is retried (部分放款), then the last 300,000 finishes it.
  await as(page, FINANCE, NO_PAGE, async () => {
    await search(page, '/billGrantManage/ungrantedList', name);
    await expect(rowOf(page, name)).toHaveCount(1);
    await openGrant(page, name, '600000.00');
    await expect(page.getByLabel(/^本次放款金额/)).toBeVisible();
    await expect(page.getByText('剩余可放款 600,000.00')).toBeVisible();
    await expectAccessible(page);
    await drawMoney(page, '300000.00', '失败', 1);
    await expect(valueOf(page, '状态')).toHaveText('待放款');
    await expect(valueOf(page, '已放款金额')).toHaveText(shown('0.00'));
    await expect(page.getByText('剩余可放款 600,000.00')).toBeVisible();
    // A refused transfer posts nothing to the ledger.
    await expect(card(page, /^记账分录（0）$/).locator('tbody tr.ant-table-row')).toHaveCount(0);
    // Finance cancels the failed draw (已取消); then a draw the channel has not answered, which holds
    // its amount until the channel confirms it stopped the transfer (decision 0052).
    const draws = card(page, /^放款明细$/).locator('tbody tr.ant-table-row');
    await confirmPopover(page, draws.nth(0).getByRole('button', { name: '取消放款' }), '取消放款');
    await expect(draws.nth(0)).toContainText('已取消');
    await drawMoney(page, '100000.00', '超时', 2);
    await expect(page.getByText('剩余可放款 500,000.00')).toBeVisible();
    await confirmPopover(page, draws.nth(1).getByRole('button', { name: '取消放款' }), '取消放款');
    await expect(draws.nth(1)).toContainText('已取消');
    await expect(page.getByText('剩余可放款 600,000.00')).toBeVisible();
    await expect(draws.getByRole('button', { name: '取消放款' })).toHaveCount(0);
    // A draw booked for a later day waits (待处理) with its amount held, sent by a job on that day;
    // finance cancels it here, which frees the amount at once.
    const nextYear = new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10);
    await page.getByLabel('付款日期').fill(nextYear);
    await page.getByLabel(/^本次放款金额/).fill('50000.00');
    await page.getByRole('button', { name: '发起放款' }).click();
    await confirmDraw(page, /将于\d{4}-\d{2}-\d{2}向.+的收款卡放款 [\d,]+\.\d{2} 元/);
    await expect(draws).toHaveCount(3);
    await expect(draws.nth(2)).toContainText('待处理');
    await expect(draws.nth(2)).toContainText(nextYear);
    await expect(page.getByText('剩余可放款 550,000.00')).toBeVisible();
    await confirmPopover(page, draws.nth(2).getByRole('button', { name: '取消放款' }), '取消放款');
    await expect(draws.nth(2)).toContainText('已取消');
    await expect(page.getByText('剩余可放款 600,000.00')).toBeVisible();
    await expectAccessible(page);
    // The channel takes at most 100,000.00 a transfer and refuses the second one: the draw goes out in
    // three parts, two paid (部分成功, the failed part's hold released), and finance sends that part again.
    const channel = (data: object) =>
      page.request.post('/api/v1/grant/channel/transfers', { data, headers: { 'x-requested-with': 'XMLHttpRequest' } });
    expect((await channel({ limit: '100000.00', failNth: [2] })).ok()).toBe(true);
    await page.getByLabel(/^本次放款金额/).fill('300000.00');
    await page.getByRole('button', { name: '发起放款' }).click();
    await confirmDraw(page);
    await expect(draws).toHaveCount(4);
    await expect(draws.nth(3)).toContainText('部分成功');
    await expect(page.getByText('剩余可放款 400,000.00')).toBeVisible();
    expect((await channel({ limit: '5000000.00', failNth: [] })).ok()).toBe(true);
    await draws.nth(3).getByRole('button', { name: '重发失败部分' }).click();
    await expect(draws.nth(3)).toContainText('提现成功');
    await expect(valueOf(page, '状态')).toHaveText('部分放款');
    await expect(valueOf(page, '已放款金额')).toHaveText(shown('300000.00'));
    await expect(page.getByText('剩余可放款 300,000.00')).toBeVisible();
    await drawMoney(page, '300000.00', '成功', 5);
    await expect(valueOf(page, '状态')).toHaveText('已完成');
    await expect(valueOf(page, '已放款金额')).toHaveText(shown('600000.00'));
    await expect(page.getByLabel(/^本次放款金额/)).toHaveCount(0);
    // Each paid transfer and draw posted debit loan principal, credit bank, read back on the detail:
    // the split draw's three transfers of 100,000.00 and the last draw's 300,000.00.
    const postings = card(page, /^记账分录（4）$/).locator('tbody tr.ant-table-row');
    await expect(postings).toHaveCount(8);
    await expect(postings.filter({ hasText: '1301 贷款本金' })).toHaveCount(4);
    await expect(postings.filter({ hasText: '1002 银行存款' })).toHaveCount(4);
    await expect(postings.filter({ hasText: '100000.00' })).toHaveCount(6);
    await expect(postings.filter({ hasText: '300000.00' })).toHaveCount(2);
    await expectAccessible(page);
    await search(page, '/billGrantManage/grantHistoryList', name);
    await expect(rowOf(page, name, '600000.00')).toContainText('已完成');
    await page.goto('/billGrantManage/ungrantedList');
    await page.locator('#listFilter_keyword').fill(name);
    await page.getByRole('button', { name: /查\s*询/ }).click();
    await expect(rowOf(page, name)).toHaveCount(0);
  });

  // The applicant edits the rejected tranche down to 300,000 and sends it again: back to 待审核 at first review.
  await as(page, APPLICANT, NO_PAGE, async () => {
    await search(page, '/billGrantManage/grantHistoryList', name);
    await openGrant(page, name, '400000.00');
    await expect(valueOf(page, '状态')).toHaveText('高管驳回');
    await page.getByRole('button', { name: '修改并重新提交' }).click();
    await expect(page).toHaveURL(/\/billGrantManage\/grantRequest\?id=\d+/);
    await page.getByLabel('申请放款金额').fill('300000.00');
    await expectAccessible(page);
    await page.getByRole('button', { name: '修改并重新提交' }).click();
    await expect(page).toHaveURL(/\/billGrantManage\/grantApproveAdd\?id=\d+/);
    await expect(valueOf(page, '状态')).toHaveText('待审核');
    await expect(valueOf(page, '申请放款金额')).toHaveText(shown('300000.00'));
    await search(page, '/billGrantManage/grantHistoryList', name);
    await expect(rowOf(page, name, '300000.00')).toContainText('待审核');
  });
  // It waits in first review's inbox again.
  await as(page, FIRST_REVIEW, NO_PAGE, async () => {
    await search(page, '/billGrantManage/grantApproveListRisk', name);
    await expect(rowOf(page, name)).toHaveCount(1);
    await expect(rowOf(page, name, '300000.00')).toContainText('待审核');
  });
});
