import { randomUUID } from 'node:crypto';
import { idCardCheckChar } from '@lc/shared';
import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { DEMO_PASSWORD, expectAccessible, signIn } from './support/session';
import { attachDocuments } from './support/bills';
import { fillFinalTerms, pickOption } from './support/widgets';

/** The demo users who act on a bill before final review (README: 138 + role id), and final review itself. */
const WHO = {
  sales: '13800000011', // salesperson, Beijing group 1
  manager: '13800001001', // 经理审批
  vp: '13800001002', // 副总审批
  supervisor: '13800000010', // 总监审批
  documents: '13800000031', // 资料审核
  finalReview: '13800000034', // 风控终审: rc_final_approve and rc_list
} as const;
const CSRF = { 'x-requested-with': 'XMLHttpRequest' };
const B = '/api/bill/v1/bill';

let serial = 0;
/** A bill body with a borrower, certificate and address no other bill of the run has. */
function billBody(name: string, overrides: Record<string, unknown> = {}) {
  serial += 1;
  const first17 = `3101151991${String(1 + serial).padStart(2, '0')}08${String(500 + serial)}`;
  return {
    idempotencyKey: randomUUID(),
    billCustomerName: name,
    billCustomerMobile: `1365432${String(7000 + serial)}`,
    idCard: `${first17}${idCardCheckChar(first17)}`,
    borrowAmount: '1200000.00',
    borrowDuration: 90,
    borrowType: 2,
    billType: 0,
    borrowingPurposes: '经营周转',
    fundings: 'guomin',
    mortgages: [
      {
        certNo: `京(2026)海淀区不动产权第${randomUUID().slice(0, 8)}号`,
        addressProvince: '110000',
        addressDistrict: '110108',
        addressDetails: `中关村南大街${serial}号院${randomUUID().slice(0, 4)}号楼`,
        floorArea: '120.00',
        evsTotalPriceWorldUnion: '6200000.00',
        mortgagePercentage: '60',
        usage: 1,
      },
    ],
    ...overrides,
  };
}

/** Preconditions over HTTP: the page's request context signs in as a demo user (the cookie is the browser's too). */
async function signInApi(request: APIRequestContext, mobile: string) {
  const res = await request.post('/api/auth/v1/userInfo/login', { data: { mobile, password: DEMO_PASSWORD }, headers: CSRF });
  expect(res.ok(), await res.text()).toBe(true);
}
async function call<T>(request: APIRequestContext, method: 'get' | 'post', url: string, data?: object): Promise<T> {
  const res = await request[method](url, { headers: CSRF, ...(data ? { data } : {}) });
  expect(res.ok(), `${method} ${url}: ${await res.text()}`).toBe(true);
  return ((await res.json()) as { data: T }).data;
}

type Made = { id: number; billNo: string; flowVersion: number };
/** The salesperson creates and submits the bills. */
async function submitBills(request: APIRequestContext, bodies: object[]): Promise<Made[]> {
  await signInApi(request, WHO.sales);
  const made: Made[] = [];
  for (const body of bodies) {
    const { id, billNo, version } = await call<{ id: number; billNo: string; version: number }>(request, 'post', B, body);
    await attachDocuments(request, id); // document review passes only a bill with its documents
    const sent = await call<{ flowVersion: number }>(request, 'post', `${B}/${id}/submit`, { version });
    made.push({ id, billNo, flowVersion: sent.flowVersion });
  }
  return made;
}
/** One approver acts on every bill at their node; a rejection goes back to the applicant. */
async function decide(request: APIRequestContext, mobile: string, bills: Made[], action: 'approve' | 'reject', comment: string) {
  await signInApi(request, mobile);
  for (const bill of bills) {
    const payload =
      action === 'approve' ? { flowVersion: bill.flowVersion, comment } : { flowVersion: bill.flowVersion, comment, to: 'applicant' };
    bill.flowVersion = (await call<{ flowVersion: number }>(request, 'post', `${B}/${bill.id}/${action}`, payload)).flowVersion;
  }
}

const shanghaiToday = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
/** A bill's number links to its final-review detail (named 查看报单 <no> <customer>). */
const detailLink = (page: Page, billNo: string) => page.getByRole('link', { name: `查看报单 ${billNo}` });
const row = (page: Page, billNo: string) => page.getByRole('row').filter({ has: detailLink(page, billNo) });
const search = (page: Page) => page.getByRole('button', { name: /查\s*询/ }).click();
/** Picks an option of a filter-bar select by its label and the option's text. */
const choose = (page: Page, label: string, option: string) => pickOption(page, page.getByLabel(label, { exact: true }), option);

test.describe('final review: the per-party lists, the print sheet and the risk-control records', () => {
  test('the final reviewer finds the bills by party and stage, approves one, prints it and sees the decisions', async ({ page }) => {
    test.setTimeout(180_000);
    // Preconditions: a person's bill (国民) and a company's bill reach final review; one more is sent back by document review.
    const [person, firm, sentBack] = await submitBills(page.request, [
      billBody('终审测甲'),
      billBody('终审测乙', {
        fundings: 'hnxiaodai',
        companyName: '恒达测试有限公司',
        companyList: ['恒达测试有限公司', '恒达物流有限公司'],
      }),
      billBody('终审测丙'),
    ]);
    const all = [person!, firm!, sentBack!];
    await decide(page.request, WHO.manager, all, 'approve', '同意');
    await decide(page.request, WHO.vp, all, 'approve', '同意');
    await decide(page.request, WHO.supervisor, all, 'approve', '同意');
    await decide(page.request, WHO.documents, [person!, firm!], 'approve', '资料齐全');
    await decide(page.request, WHO.documents, [sentBack!], 'reject', '缺少收入证明');

    // The browser signs in afresh, as the final reviewer (the setup's session was another user's).
    await page.context().clearCookies();
    await signIn(page, WHO.finalReview);

    // 个人终审 (all parties): the person's bill, masked; the company's is not here. The party filter narrows it.
    await page.goto('/finalManage/finalCustomers');
    await expect(page.getByRole('heading', { name: '个人终审' })).toBeVisible();
    const personRow = row(page, person!.billNo);
    await expect(personRow).toContainText('终审测甲');
    await expect(personRow).toContainText('136****');
    await expect(personRow).toContainText('1,200,000.00');
    await expect(personRow).toContainText('国民');
    await expect(personRow).toContainText('6,200,000.00');
    await expect(personRow).toContainText('待终审');
    await expect(detailLink(page, firm!.billNo)).toHaveCount(0);
    await expectAccessible(page);
    await choose(page, '资金方', '海南小贷');
    await search(page);
    await expect(page).toHaveURL(/fundParty=hnxiaodai/);
    await expect(detailLink(page, person!.billNo)).toHaveCount(0);
    await expect(page.locator('tbody tr.ant-table-row').first()).toBeVisible(); // the demo's approved 海南小贷 bills
    // 周明's bill moved to 云信信托 by the demo's applied system change (decision 0045): listed there only.
    await expect(page.getByRole('link', { name: /周明/ })).toHaveCount(0);
    await choose(page, '资金方', '云信信托');
    await search(page);
    await expect(page).toHaveURL(/fundParty=yunxintrust/);
    await expect(page.getByRole('link', { name: /周明/ })).toBeVisible();
    await choose(page, '资金方', '国民');
    await search(page);
    await expect(page).toHaveURL(/fundParty=guomin/);
    await expect(row(page, person!.billNo)).toBeVisible();

    // The 国民 page: the party in the title, no party filter; the 渤海 page does not list it.
    await page.goto('/finalManage/finalCustomersForGm');
    await expect(page.getByRole('heading', { name: '个人终审（国民）' })).toBeVisible();
    await expect(page.getByLabel('资金方', { exact: true })).toHaveCount(0);
    await expect(row(page, person!.billNo)).toBeVisible();
    await choose(page, '终审阶段', '终审通过');
    await search(page);
    await expect(detailLink(page, person!.billNo)).toHaveCount(0);
    await expectAccessible(page);
    await page.goto('/finalManage/finalCustomerForBh');
    await expect(page.getByRole('heading', { name: '个人终审（渤海）' })).toBeVisible();
    await expect(page.getByText('暂无数据')).toBeVisible();
    // A party page keeps its party whatever the URL says (a typed or stale bookmark).
    await page.goto('/finalManage/finalCustomerForBh?fundParty=guomin');
    await expect(page.getByText('暂无数据')).toBeVisible();
    await expect(row(page, person!.billNo)).toHaveCount(0);

    // 企业终审: the company's bill with its companies.
    await page.goto('/finalManage/finalFirms');
    await expect(page.getByRole('heading', { name: '企业终审' })).toBeVisible();
    const firmRow = row(page, firm!.billNo);
    await expect(firmRow).toContainText('恒达测试有限公司');
    await expect(firmRow).toContainText('恒达物流有限公司');
    await expect(firmRow).toContainText('海南小贷');
    await expect(detailLink(page, person!.billNo)).toHaveCount(0);
    await expectAccessible(page);

    // From the 国民 list to the final-review detail: the reviewer approves the person's bill.
    await page.goto('/finalManage/finalCustomersForGm');
    await detailLink(page, person!.billNo).click();
    await expect(page).toHaveURL(new RegExp(`/finalManage/billFinalDetail\\?id=${person!.id}$`));
    // antd spaces two-character button labels ('通 过').
    await page
      .getByTestId('bill-actions')
      .getByRole('button', { name: /^通\s*过$/ })
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('审批意见（选填）').fill('终审通过，同意放款');
    await fillFinalTerms(page, dialog);
    await dialog.getByRole('button', { name: /^通\s*过$/ }).click();
    await expect(page.getByText('审批已通过')).toBeVisible();
    await page.goto('/finalManage/finalCustomersForGm?stage=approved');
    await expect(row(page, person!.billNo)).toContainText('终审通过');

    // The print sheet, from the row's 打印 link.
    await page.getByRole('link', { name: `打印报单 ${person!.billNo}` }).click();
    await expect(page).toHaveURL(new RegExp(`/finalPrint\\?id=${person!.id}$`));
    const sheet = page.getByTestId('final-print');
    await expect(sheet.getByRole('heading', { level: 1 })).toHaveText(`风控终审单 ${person!.billNo}`);
    await expect(sheet.getByTestId('print-bill')).toContainText('1,200,000.00');
    await expect(sheet.getByTestId('print-bill')).toContainText('国民');
    await expect(sheet.getByTestId('print-bill')).toContainText('终审通过');
    await expect(sheet.getByTestId('print-borrower')).toContainText('终审测甲');
    await expect(sheet.getByTestId('print-borrower')).toContainText('136****');
    await expect(sheet.getByTestId('print-collateral')).toContainText('中关村南大街');
    await expect(sheet.getByTestId('print-valuation-total')).toHaveText('6,200,000.00');
    await expect(sheet.getByTestId('print-checks')).toContainText('未命中');
    const records = sheet.getByTestId('print-records');
    for (const text of ['资料齐全', '终审通过，同意放款', '风控终审', '终审（演示）']) await expect(records).toContainText(text);
    await expectAccessible(page);
    // The print button prints (the dialog itself is the browser's: counted, not shown).
    await page.evaluate(() => {
      const w = window as unknown as { printed: number };
      w.printed = 0;
      window.print = () => {
        w.printed += 1;
      };
    });
    await sheet.getByRole('button', { name: /^打\s*印$/ }).click();
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    // On paper only the sheet: no menu, header, breadcrumb or buttons.
    await page.emulateMedia({ media: 'print' });
    await expect(sheet).toBeVisible();
    await expect(page.locator('.ant-layout-sider')).toBeHidden();
    await expect(page.locator('.ant-layout-header')).toBeHidden();
    await expect(page.locator('.ant-breadcrumb')).toBeHidden();
    await expect(sheet.getByRole('button', { name: /^打\s*印$/ })).toBeHidden();
    await page.emulateMedia({ media: 'screen' });
    await expect(page.locator('.ant-layout-header')).toBeVisible();

    // 风控记录列表: the decisions at document and final review, filtered by result and date.
    await page.goto('/riskControlRecord/riskControlRecordList');
    await expect(page.getByRole('heading', { name: '风控记录列表' })).toBeVisible();
    await page.getByLabel('报单编号/客户姓名').fill('终审测');
    await search(page);
    const finalDecision = page.getByRole('row').filter({ hasText: '终审通过，同意放款' });
    await expect(finalDecision).toContainText(person!.billNo);
    await expect(finalDecision).toContainText('风控终审');
    await expect(finalDecision).toContainText('通过');
    await expect(finalDecision).toContainText('终审（演示）');
    await expect(page.getByRole('row').filter({ hasText: '缺少收入证明' })).toContainText(sentBack!.billNo);
    await expect(page.getByRole('row').filter({ hasText: '资料齐全' })).toHaveCount(2);
    await expectAccessible(page);
    await choose(page, '审批结果', '驳回');
    await search(page);
    await expect(page).toHaveURL(/action=reject/);
    await expect(page.getByRole('row').filter({ hasText: '缺少收入证明' })).toContainText('资料审核');
    await expect(page.getByRole('row').filter({ hasText: '终审通过，同意放款' })).toHaveCount(0);

    // Today, typed into the range picker: the rejection is there; a day long past has none.
    const today = shanghaiToday();
    await page.getByPlaceholder('开始日期').click();
    await page.getByPlaceholder('开始日期').fill(today);
    await page.getByPlaceholder('开始日期').press('Enter');
    await page.getByPlaceholder('结束日期').fill(today);
    await page.getByPlaceholder('结束日期').press('Enter');
    await search(page);
    await expect(page).toHaveURL(new RegExp(`dateFrom=${today}.*dateTo=${today}`));
    await expect(page.getByRole('row').filter({ hasText: '缺少收入证明' })).toBeVisible();
    await page.goto('/riskControlRecord/riskControlRecordList?keyword=终审测&dateFrom=2020-01-01&dateTo=2020-01-31');
    await expect(page.getByText('暂无数据')).toBeVisible();

    // Phone width: the 国民 list as cards, each with its print link.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/finalManage/finalCustomersForGm');
    const card = page.getByTestId('list-card').filter({ has: detailLink(page, person!.billNo) });
    await expect(card).toContainText('终审测甲');
    await expect(card).toContainText('终审通过');
    await expect(card.getByRole('link', { name: `打印报单 ${person!.billNo}` })).toBeVisible();
    await expectAccessible(page);
  });
});
