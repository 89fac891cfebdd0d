import { randomUUID } from 'node:crypto';
import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { BILL_ACTORS, approvalBody, attachDocuments, borrower, property } from './support/bills';
import { noisyPng } from './support/images';
import { DEMO, DEMO_PASSWORD, expectAccessible, signIn, signOut } from './support/session';
import { confirmPopover, pickOption } from './support/widgets';
import { askFinalRegistration, confirmFinalRegistration } from './support/mortgage';

const WARRANT = '13800000032'; // role 32: requests, registration and release (all three menus)
const APPROVER = '13800000036'; // role 36: the risk supervisor's mortgage review
const CSRF = { 'x-requested-with': 'XMLHttpRequest' };

async function call<T>(request: APIRequestContext, method: 'get' | 'post', url: string, data?: object): Promise<T> {
  const res = await request[method](url, { headers: CSRF, ...(data ? { data } : {}) });
  expect(res.ok(), `${method} ${url}: ${await res.text()}`).toBe(true);
  return ((await res.json()) as { data: T }).data;
}
async function signInApi(request: APIRequestContext, mobile: string) {
  const res = await request.post('/api/auth/v1/userInfo/login', { data: { mobile, password: DEMO_PASSWORD }, headers: CSRF });
  expect(res.ok(), await res.text()).toBe(true);
}

/** Precondition over the API: a bill of its own with two properties, through the chain to final approval. */
async function approvedBill(request: APIRequestContext, name: string) {
  const who = borrower(name);
  const [flat, parking] = [property('望京街'), property('望京地下车位')];
  const pledge = (p: typeof flat) => ({
    certNo: p.certNo,
    addressProvince: '110000',
    addressDistrict: '110105',
    addressDetails: p.address,
    floorArea: '88.00',
    evsTotalPriceWorldUnion: '5000000.00',
    mortgagePercentage: '50',
    usage: 1,
  });
  const B = '/api/bill/v1/bill';
  await signInApi(request, BILL_ACTORS.sales);
  const made = await call<{ id: number; billNo: string; version: number }>(request, 'post', B, {
    idempotencyKey: randomUUID(),
    billCustomerName: who.name,
    billCustomerMobile: who.mobile,
    idCard: who.idCard,
    borrowAmount: '1200000.00',
    borrowDuration: 90,
    borrowType: 2,
    billType: 0,
    borrowingPurposes: '经营周转',
    fundings: 'hnxiaodai',
    mortgages: [pledge(flat), pledge(parking)],
  });
  await attachDocuments(request, made.id);
  let { flowVersion } = await call<{ flowVersion: number }>(request, 'post', `${B}/${made.id}/submit`, { version: made.version });
  for (const mobile of [BILL_ACTORS.manager, BILL_ACTORS.vp, BILL_ACTORS.supervisor, BILL_ACTORS.documents, BILL_ACTORS.finalReview]) {
    await signInApi(request, mobile);
    // Final review decides the terms with its approval (decision 0070).
    const bill = { flowVersion, borrowAmount: '1200000.00', borrowDuration: 90 };
    ({ flowVersion } = await call<{ flowVersion: number }>(request, 'post', `${B}/${made.id}/approve`, approvalBody(mobile, bill)));
  }
  return { id: made.id, billNo: made.billNo, flat: flat.address, parking: parking.address };
}

const rowOf = (page: Page, text: string) => page.locator('tbody tr.ant-table-row', { hasText: text });
async function searchKeyword(page: Page, keyword: string) {
  await page.locator('#listFilter_keyword').fill(keyword);
  await page.getByRole('button', { name: /查\s*询/ }).click();
}

test('the hidden mortgage pages: request from the bill list, register both properties (3 then 4) with images, release by exception', async ({
  page,
  request,
}) => {
  const bill = await approvedBill(request, '抵押页测');

  // Warrant staff reach the bills to mortgage from the request list, find the bill and open its form.
  await signIn(page, WARRANT);
  await expect(page.getByRole('navigation', { name: '主菜单' }).getByText('抵押申请')).toBeVisible();
  await page.goto('/mortgageRequest');
  await page.getByRole('button', { name: '可申请抵押报单' }).click();
  await expect(page).toHaveURL(/\/mortgageRequest\/mortgageReqAddList/);
  await searchKeyword(page, bill.billNo);
  await expect(rowOf(page, bill.billNo)).toContainText('2');
  await page.mouse.move(1000, 800);
  await expectAccessible(page);
  await page.getByRole('link', { name: `申请抵押 ${bill.billNo}` }).click();
  await expect(page).toHaveURL(new RegExp(`mortgageReqAdd\\?billId=${bill.id}$`));
  await expect(page.getByRole('cell', { name: bill.flat })).toBeVisible();
  await expect(page.getByRole('cell', { name: bill.parking })).toBeVisible();

  // Validation: no property chosen, no mortgagee.
  const form = page.locator('form#mortgage-request-add');
  await form.getByRole('checkbox', { name: bill.flat }).uncheck();
  await form.getByRole('checkbox', { name: bill.parking }).uncheck();
  await form.getByRole('button', { name: /提\s*交/ }).click();
  await expect(form.getByText('请选择抵押物')).toBeVisible();
  await form.getByRole('checkbox', { name: bill.flat }).check();
  await form.getByRole('checkbox', { name: bill.parking }).check();
  await pickOption(page, form.getByLabel('抵押权人'), '湖南小贷股份有限公司');
  await expectAccessible(page);
  await form.getByRole('button', { name: /提\s*交/ }).click();
  await expect(page).toHaveURL(/\/mortgageRequest$/);
  await expect(rowOf(page, bill.billNo)).toContainText('待风控主管审核');
  // The bookmark of the form now says the bill has a request under way.
  await page.goto(`/mortgageRequest/mortgageReqAdd?billId=${bill.id}`);
  await expect(page.getByText('该报单已有进行中的抵押申请')).toBeVisible();
  await signOut(page);

  // The risk supervisor approves (2).
  await signIn(page, APPROVER, '/mortgageRequest');
  await rowOf(page, bill.billNo).getByRole('button').first().click();
  const review = page.getByRole('dialog').last();
  await confirmPopover(page, review.getByRole('button', { name: '审批通过' }), '审批通过');
  await expect(review).toContainText('待权证登记');
  await page.keyboard.press('Escape');
  await expect(review).toBeHidden();
  await signOut(page);

  // Warrant staff register the flat with its certificate image: partly registered (3), then the parking space (4).
  await signIn(page, WARRANT, '/mortgageManage');
  await expect(rowOf(page, bill.billNo)).toContainText('待权证登记');
  await page.getByRole('link', { name: `登记页 ${bill.billNo}` }).click();
  await expect(page).toHaveURL(/\/mortgageManage\/mortgageRegistration\?id=\d+$/);
  const reg = page.locator('form#mortgage-registration');
  await pickOption(page, reg.getByLabel('登记的抵押物'), bill.flat);
  await reg.getByRole('button', { name: /下一步/ }).click();
  await expect(reg.getByText('房产证/不动产证号不能为空')).toBeVisible();
  await reg.getByLabel('不动产证号').fill('京(2026)朝阳区不动产证明第0099001号');
  await reg.getByTestId('image-upload-input').setInputFiles({ name: '他项权证.png', mimeType: 'image/png', buffer: noisyPng(60, 40) });
  await expect(reg.locator('img')).toHaveCount(1);
  await expectAccessible(page);
  await askFinalRegistration(page, reg.getByRole('button', { name: /下一步/ }));
  await confirmFinalRegistration(page);
  await expect(page).toHaveURL(/\/mortgageManage\/mortgageRegNext\?id=\d+$/);
  await expect(page.getByText('部分登记')).toBeVisible();
  await expect(page.getByText('尚有1处抵押物未登记')).toBeVisible();
  await expect(page.getByText('1 / 2')).toBeVisible();
  await expect(rowOf(page, bill.flat).locator('img')).toHaveCount(1);
  await expectAccessible(page);
  const resultUrl = page.url();
  await page.getByRole('button', { name: '登记下一处抵押物' }).click();
  await expect(page).toHaveURL(/mortgageRegistration\?id=\d+&propertyId=\d+$/);
  await expect(reg.getByLabel('登记的抵押物')).toBeVisible();
  await expect(
    page.locator('form#mortgage-registration .ant-select-content, form#mortgage-registration .ant-select-selection-item').first(),
  ).toContainText(bill.parking);
  await reg.getByLabel('不动产证号').fill('京(2026)朝阳区不动产证明第0099002号');
  // The certificate image is required for every registration (decision 0071).
  await reg.getByTestId('image-upload-input').setInputFiles({ name: '他项权证2.png', mimeType: 'image/png', buffer: noisyPng(60, 40) });
  await expect(reg.locator('img')).toHaveCount(1);
  await askFinalRegistration(page, reg.getByRole('button', { name: /下一步/ }));
  await confirmFinalRegistration(page);
  await expect(page.getByText('全部抵押物已登记，抵押办理完成')).toBeVisible();
  await expect(page.getByText('全部登记', { exact: true })).toBeVisible();
  await expect(page.getByText('2 / 2')).toBeVisible();
  await expect(page.getByRole('button', { name: '登记下一处抵押物' })).toHaveCount(0);
  // The result page is a bookmark: opened afresh it shows the same.
  await page.goto(resultUrl);
  await expect(page.getByText('全部抵押物已登记，抵押办理完成')).toBeVisible();

  // The release: the bill is offered, not settled, so only with an exception reason.
  await page.goto('/mortgageRelease');
  await page.getByRole('button', { name: '可申请解押报单' }).click();
  await expect(page).toHaveURL(/\/mortgageRelease\/mortgageRelAddList/);
  await searchKeyword(page, bill.billNo);
  await expect(rowOf(page, bill.billNo)).toContainText('未结清');
  await page.mouse.move(1000, 800);
  await expectAccessible(page);
  await page.getByRole('link', { name: `申请解押 ${bill.billNo}` }).click();
  await expect(page).toHaveURL(new RegExp(`mortgageRelAdd\\?billId=${bill.id}$`));
  await expect(page.getByRole('cell', { name: '京(2026)朝阳区不动产证明第0099002号' })).toBeVisible();
  const release = page.locator('form#mortgage-release-add');
  await release.getByRole('button', { name: /提\s*交/ }).click();
  await expect(release.getByText('贷款尚未结清，请填写例外解押原因')).toBeVisible();
  await release.getByLabel('例外解押原因').fill('客户以自有资金结清，资金方同意提前解押');
  await expectAccessible(page);
  await release.getByRole('button', { name: /提\s*交/ }).click();
  await expect(page).toHaveURL(/\/mortgageRelease$/);
  await expect(rowOf(page, bill.billNo)).toContainText('已发起待审批');
});

test('every mortgage route opens a real page as admin, and warrant staff see the three menus', async ({ page }) => {
  await signIn(page, DEMO.admin);
  // mortgage.routes.ts: the three menus and their hidden pages.
  const paths = ['/mortgageRequest', '/mortgageRelease', '/mortgageManage'].flatMap((p) => [p]);
  paths.push(
    '/mortgageRequest/mortgageReqAddList',
    '/mortgageRequest/mortgageReqAdd',
    '/mortgageRelease/mortgageRelAddList',
    '/mortgageRelease/mortgageRelAdd',
    '/mortgageManage/mortgageRegistration',
    '/mortgageManage/mortgageRegNext',
  );
  for (const path of paths) {
    await page.goto(path);
    // A list (its table), or a form page without its id (its alert): never the not-built page.
    await expect(page.locator('.ant-table, .ant-alert').first()).toBeVisible();
    await expect(page.getByText(/尚未上线/)).toHaveCount(0);
  }
  await signOut(page);
  await signIn(page, WARRANT);
  const nav = page.getByRole('navigation', { name: '主菜单' });
  for (const title of ['抵押申请', '解押申请', '抵押管理']) await expect(nav.getByText(title, { exact: true })).toBeVisible();
});
