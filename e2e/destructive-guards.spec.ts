/**
 * Issue 29 item 4 (decision 0071): what cannot be undone asks first, with the consequence in words,
 * and the server refuses it where it makes no sense. A document deleted during approval is asked
 * for, then kept in the bill's operation record; after final review nothing offers the deletion and
 * the server refuses it. 永久出库 of an open loan's original is asked for, then refused.
 */
import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { BILL_DOCUMENT_TYPE, REQUIRED_DOCUMENTS } from '@lc/shared';
import { randomUUID } from 'node:crypto';
import { BILL_ACTORS, approvalBody, attachDocuments, borrower, property, submittedBill } from './support/bills';
import { noisyPng } from './support/images';
import { askFinalRegistration, confirmFinalRegistration } from './support/mortgage';
import { DEMO_PASSWORD, expectAccessible, signInThroughForm, signOut } from './support/session';

const SALES = BILL_ACTORS.sales;
const DIRECTOR = BILL_ACTORS.supervisor; // supervisor node, document review and final review (all scope)
const CUSTODIAN = '13800000032'; // warrant staff, archive custodian (archive_manage)
const HEADERS = { 'x-requested-with': 'XMLHttpRequest' };

async function data<T>(request: APIRequestContext, method: 'get' | 'post', url: string, body?: object): Promise<T> {
  const res = await request[method](url, { headers: HEADERS, ...(body ? { data: body } : {}) });
  expect(res.ok(), `${method} ${url}: ${await res.text()}`).toBe(true);
  return ((await res.json()) as { data: T }).data;
}

type Documents = { documents: { id: number; type: number }[]; removable: boolean };
const documentsOf = (page: Page, billId: number) => data<Documents>(page.request, 'get', `/api/bill/v1/bill/${billId}/documents`);

test('a document deletion asks first and is kept in the bill’s record; after final review it is refused', async ({ page, request }) => {
  await signInThroughForm(page, SALES);
  const bill = await submittedBill(page, '守卫甲');
  await attachDocuments(page.request, bill.id, [...REQUIRED_DOCUMENTS[2], BILL_DOCUMENT_TYPE.others]);
  await signOut(page);

  await signInThroughForm(page, DIRECTOR);
  await page.goto(`/documentManage/documentAdd?id=${bill.id}`);
  const others = page.getByTestId(`documents-${BILL_DOCUMENT_TYPE.others}`);
  await expect(others.locator('img')).toHaveCount(1);
  await others.getByRole('button', { name: '删除第1张图片' }).click();
  const ask = page.getByRole('dialog', { name: /删除资料：其他/ });
  await expect(ask).toContainText('删除后该图片从报单资料中移除，无法恢复；删除记入报单的操作记录。');
  await expectAccessible(page);
  // Cancel keeps it; the second click (删除) deletes it.
  await ask.getByRole('button', { name: /取\s*消/ }).click();
  await expect(ask).toBeHidden();
  await expect(others.locator('img')).toHaveCount(1);
  await others.getByRole('button', { name: '删除第1张图片' }).click();
  await page
    .getByRole('dialog', { name: /删除资料：其他/ })
    .getByRole('button', { name: /删\s*除/ })
    .click();
  await expect(others.locator('img')).toHaveCount(0);
  await expect(page.getByTestId('bill-records')).toContainText('删除资料');
  expect((await documentsOf(page, bill.id)).documents.filter((d) => d.type === BILL_DOCUMENT_TYPE.others)).toHaveLength(0);

  // The same bill through the chain to final review, each node by its own demo user over the API
  // (a context of its own): then no deletion is offered, the page says why, and the server refuses one.
  for (const mobile of [BILL_ACTORS.manager, BILL_ACTORS.vp, BILL_ACTORS.supervisor, BILL_ACTORS.documents, BILL_ACTORS.finalReview]) {
    const login = await request.post('/api/auth/v1/userInfo/login', { headers: HEADERS, data: { mobile, password: DEMO_PASSWORD } });
    expect(login.ok(), await login.text()).toBe(true);
    const now = await data<{ flowVersion: number; borrowAmount: string; borrowDuration: number }>(
      request,
      'get',
      `/api/bill/v1/bill/${bill.id}`,
    );
    await data(request, 'post', `/api/bill/v1/bill/${bill.id}/approve`, approvalBody(mobile, now));
  }
  const after = await documentsOf(page, bill.id);
  expect(after.removable).toBe(false);
  const approved = { id: bill.id, documentId: after.documents[0]!.id };
  await page.goto(`/documentManage/documentAdd?id=${approved.id}`);
  const documents = page.getByTestId('bill-documents');
  await expect(documents.locator('img').first()).toBeVisible();
  await expect(documents).toContainText('报单已终审通过，资料不能删除；如资料有误，请补充上传正确的资料。');
  await expect(documents.getByRole('button', { name: /^删除第\d+张图片$/ })).toHaveCount(0);
  await expectAccessible(page);
  const refused = await page.request.delete(`/api/bill/v1/bill/${approved.id}/documents/${approved.documentId}`, { headers: HEADERS });
  expect(refused.status()).toBe(409);
  expect(((await refused.json()) as { msg: string }).msg).toBe('报单已终审通过，资料不能删除；如资料有误，请补充上传正确的资料');
});

test('永久出库 asks first with its consequence, and an open loan’s original is refused', async ({ page }) => {
  await signInThroughForm(page, CUSTODIAN);
  // Setup over the API: the open loan's property certificate original recorded and put into stock.
  // An open loan in the custodian's scope: a registered one not settled (the release form's list says which).
  const { bills } = await data<{ bills: { id: number }[] }>(page.request, 'get', '/api/v1/archive/bills');
  const releasable = await data<{ list: { id: number; settled: boolean }[] }>(
    page.request,
    'get',
    '/api/v1/mortgageRelease/bills?pageSize=100',
  );
  const inScope = new Set(bills.map((b) => b.id));
  const open = releasable.list.find((b) => !b.settled && inScope.has(b.id));
  expect(open, 'an open loan in the custodian’s scope').toBeDefined();
  const name = `不动产权证书原件（守卫${Date.now() % 100000}）`;
  const made = await data<{ id: number }>(page.request, 'post', '/api/v1/archive', { billId: open!.id, docType: 2, name });
  await data(page.request, 'post', `/api/v1/archive/${made.id}/stock-in`, { version: 0 });

  // The list opens on what is not yet in stock (spec 001 §4); this one is in stock (2).
  await page.goto('/archiveManage/archiveManageList?status=2');
  const row = page.locator('tbody tr.ant-table-row:visible', { hasText: name });
  await expect(row).toContainText('在库');
  await row.getByRole('button', { name: `永久出库 ${name}` }).click();
  const ask = page.getByRole('dialog', { name: '确认申请永久出库？' });
  await expect(ask).toContainText('审批通过后原件交出、不再回库，无法撤销');
  await expectAccessible(page);
  await ask.getByRole('button', { name: /继\s*续/ }).click();
  const form = page.getByRole('dialog', { name: new RegExp(`永久出库 · ${name}`) });
  await form.getByLabel('原因', { exact: true }).fill('借款人申请取回原件');
  await form.getByRole('button', { name: '永久出库', exact: true }).click();
  await expect(page.getByText('借款尚未结清，原件不能永久出库；如确需出库，请填写例外原因').first()).toBeVisible();
  await expectAccessible(page);
  await form.getByRole('button', { name: /取\s*消/ }).click();
  await expect(row).toContainText('在库');
});

const MORTGAGE_APPROVER = '13800000036'; // role 36: the mortgage request's supervisor node

/** A new bill of `name` taken over the API through the whole chain to final review, by its own demo users. */
async function finalApprovedBill(request: APIRequestContext, name: string) {
  const as = async (mobile: string) => {
    const login = await request.post('/api/auth/v1/userInfo/login', { headers: HEADERS, data: { mobile, password: DEMO_PASSWORD } });
    expect(login.ok(), await login.text()).toBe(true);
  };
  await as(BILL_ACTORS.sales);
  const who = borrower(name);
  const home = property('望京街');
  const made = await data<{ id: number; version: number }>(request, 'post', '/api/bill/v1/bill', {
    idempotencyKey: randomUUID(),
    billCustomerName: who.name,
    billCustomerMobile: who.mobile,
    idCard: who.idCard,
    borrowAmount: '600000.00',
    borrowDuration: 60,
    borrowType: 2,
    mortgages: [{ certNo: home.certNo, addressProvince: '110000', addressDistrict: '110105', addressDetails: home.address }],
  });
  await data(request, 'post', `/api/bill/v1/bill/${made.id}/submit`, { version: made.version });
  await attachDocuments(request, made.id);
  for (const mobile of [BILL_ACTORS.manager, BILL_ACTORS.vp, BILL_ACTORS.supervisor, BILL_ACTORS.documents, BILL_ACTORS.finalReview]) {
    await as(mobile);
    const now = await data<{ flowVersion: number; borrowAmount: string; borrowDuration: number }>(
      request,
      'get',
      `/api/bill/v1/bill/${made.id}`,
    );
    await data(request, 'post', `/api/bill/v1/bill/${made.id}/approve`, approvalBody(mobile, now));
  }
  return { id: made.id, customer: who.name, address: home.address, as };
}

test('a final registration is not sent by Enter without its certificate image, asks first, and takes images afterwards', async ({
  page,
  request,
}) => {
  // Setup over the API: a bill of its own, final-approved, its mortgage requested and approved (2).
  const bill = await finalApprovedBill(request, '守卫丙');
  await bill.as(CUSTODIAN);
  const options = await data<{ mortgagees: { id: number }[]; bills: { id: number; properties: { id: number }[] }[] }>(
    request,
    'get',
    '/api/v1/mortgageRequest/options',
  );
  const propertyIds = options.bills.find((b) => b.id === bill.id)!.properties.map((p) => p.id);
  const req = await data<{ id: number }>(request, 'post', '/api/v1/mortgageRequest', {
    billId: bill.id,
    propertyIds,
    mortgageeId: options.mortgagees[0]!.id,
    order: 1,
  });
  const pending = await data<{ flow: { version: number } }>(request, 'get', `/api/v1/mortgageRequest/${req.id}`);
  await bill.as(MORTGAGE_APPROVER);
  await data(request, 'post', `/api/v1/mortgageRequest/${req.id}/approve`, { flowVersion: pending.flow.version });

  await signInThroughForm(page, CUSTODIAN);
  await page.goto('/mortgageManage');
  await page.locator('tbody tr.ant-table-row', { hasText: bill.customer }).first().getByRole('button').first().click();
  const detail = page.getByRole('dialog').last();
  await detail.getByRole('button', { name: new RegExp(`^登记 .*${bill.address}`) }).click();
  const reg = page.getByRole('dialog', { name: /抵押登记：/ });
  await reg.getByLabel('不动产证号').fill('京(2026)朝阳区不动产证明第0071001号');
  // Enter in the last field: nothing is sent, the image's own message shows beside it.
  await reg.getByRole('radio', { checked: true }).press('Enter');
  await expect(reg.getByText('请上传抵押权证图片')).toBeVisible();
  await expect(page.getByRole('dialog', { name: /确认最终登记/ })).toHaveCount(0);
  // With the image, the button asks first, in words; cancelled, nothing is registered.
  await reg.getByTestId('image-upload-input').setInputFiles({ name: '他项权证.png', mimeType: 'image/png', buffer: noisyPng(60, 40) });
  await expect(reg.locator('img')).toHaveCount(1);
  await reg.getByRole('button', { name: /登\s*记/ }).click();
  const confirm = page.getByRole('dialog', { name: /确认最终登记/ });
  await expect(confirm).toContainText('提交后即为该抵押物的最终登记，不能修改或撤销');
  await expectAccessible(page);
  await confirm.getByRole('button', { name: /取\s*消/ }).click();
  await expect(confirm).toBeHidden();
  expect((await data<{ status: number }>(page.request, 'get', `/api/v1/mortgageManage/${req.id}`)).status).toBe(2);
  await confirmFinalRegistrationFrom(page, reg);
  await expect(detail).toContainText('全部登记');
  await expect(detail).toContainText('京(2026)朝阳区不动产证明第0071001号，登记日期');

  // The correction: a further certificate image, added afterwards, kept in the request's record.
  await detail.getByRole('button', { name: new RegExp(`^补充权证图片 .*${bill.address}`) }).click();
  const more = page.getByRole('dialog', { name: /补充权证图片：/ });
  await more.getByTestId('image-upload-input').setInputFiles({ name: '他项权证2.png', mimeType: 'image/png', buffer: noisyPng(60, 40) });
  await expect(more.locator('img')).toHaveCount(1);
  await more.getByRole('button', { name: /保存图片/ }).click();
  await expect(more).toBeHidden();
  await expect(page.getByText('权证图片已补充')).toBeVisible();
  await expect(detail).toContainText('补充权证图片1张（共2张）');
  await expectAccessible(page);
});

/** The register button, then the second click in the confirmation. */
async function confirmFinalRegistrationFrom(page: Page, reg: ReturnType<Page['getByRole']>) {
  await askFinalRegistration(page, reg.getByRole('button', { name: /登\s*记/ }));
  await confirmFinalRegistration(page);
  await expect(reg).toBeHidden();
}
