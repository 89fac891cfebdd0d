import { randomUUID } from 'node:crypto';
import { type Locator, type Page, expect, test } from '@playwright/test';
import {
  ALL_BUT_CERTIFICATE,
  type Property,
  BILL_ACTORS as WHO,
  SCAN_PNG,
  attachDocuments,
  borrower,
  property,
  submittedBill,
} from './support/bills';
import { DEMO_PASSWORD, as, expectAccessible, signIn } from './support/session';
import { answerDialog, fillFinalTerms, pickOption, pickRegion } from './support/widgets';

const CSRF = { 'x-requested-with': 'XMLHttpRequest' };
/**
 * A draft of the signed-in salesperson with two properties (the first carries a first-mortgage
 * balance, both a declared rate) and its required documents.
 */
async function billWithTwoProperties(page: Page, amount: string) {
  const who = borrower('魏长青');
  const [a, b] = [property('望京街'), property('酒仙桥路')];
  const mortgage = (p: typeof a, extra: object) => ({
    certNo: p.certNo,
    addressProvince: '110000',
    addressDistrict: '110105',
    addressDetails: p.address,
    floorArea: '100.00',
    ...extra,
  });
  const made = await page.request.post('/api/bill/v1/bill', {
    headers: CSRF,
    data: {
      idempotencyKey: randomUUID(),
      billCustomerName: who.name,
      billCustomerMobile: who.mobile,
      idCard: who.idCard,
      borrowAmount: amount,
      borrowDuration: 60,
      borrowType: 2,
      mortgages: [mortgage(a, { firstMortgagePrice: '1000000.00', mortgagePercentage: '60' }), mortgage(b, { mortgagePercentage: '55' })],
    },
  });
  expect(made.status(), await made.text()).toBe(200);
  const bill = (await made.json()).data as { id: number; billNo: string };
  await attachDocuments(page.request, bill.id); // so that document review may pass it
  return bill;
}
/** A form field by its exact label, inside `scope`. */
const labelled = (scope: Page | Locator, label: string) => scope.getByLabel(label, { exact: true });
/** One property of the bill form's collateral card: its region, then its fields. */
async function fillProperty(page: Page, card: Locator, home: Property, extra: { firstMortgage?: string; rate: string }) {
  await labelled(card, '产权证号').fill(home.certNo);
  await pickRegion(page, ['北京市', '朝阳区'], card);
  await labelled(card, '详细地址').fill(home.address);
  await labelled(card, '建筑面积').fill('100.00');
  if (extra.firstMortgage) await labelled(card, '一抵余额').fill(extra.firstMortgage);
  await labelled(card, '抵押率').fill(extra.rate);
}
/**
 * The salesperson's new bill made in the form as staff do: an existing borrower picked by name,
 * the loan, and two properties (the first with a first-mortgage balance, both with a declared
 * rate); saved, with its required documents attached. Signed in as the salesperson.
 */
async function billFromForm(page: Page, amount: string) {
  const who = borrower('魏长青');
  const made = await page.request.post('/api/v1/borrower', {
    headers: CSRF,
    data: { name: who.name, idCard: who.idCard, mobile: who.mobile },
  });
  expect(made.status(), await made.text()).toBe(200);
  await page.goto('/billManage/billList');
  await page.getByRole('button', { name: '新增报单' }).click();
  await expect(page).toHaveURL(/\/billManage\/billAdd$/);
  await pickOption(page, labelled(page, '选择已有借款人'), new RegExp(`^${who.name}`), { search: who.name, shows: who.name });
  await expect(labelled(page, '身份证号')).toHaveValue(who.idCard);
  await labelled(page, '借款金额').fill(amount);
  await pickOption(page, labelled(page.locator('form#bill'), '借款类型'), '一抵');
  await labelled(page, '借款期限').fill('60');
  const cards = page.getByTestId('mortgage-row');
  await fillProperty(page, cards.nth(0), property('望京街'), { firstMortgage: '1000000.00', rate: '60' });
  await page.getByRole('button', { name: '添加抵押物' }).click();
  await expect(cards).toHaveCount(2);
  await fillProperty(page, cards.nth(1), property('酒仙桥路'), { rate: '55' });
  await page.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page).toHaveURL(/billAdd\?id=\d+$/);
  const bill = { id: Number(new URL(page.url()).searchParams.get('id')), billNo: await page.getByTestId('bill-no').innerText() };
  await attachDocuments(page.request, bill.id); // so that document review may pass it
  await page.reload();
  return bill;
}
/** Acts as the signed-in approver on the bill's current node, over the page's session. */
async function approveOverApi(page: Page, id: number) {
  const detail = await page.request.get(`/api/bill/v1/bill/${id}`, { headers: CSRF });
  const { flowVersion } = (await detail.json()).data as { flowVersion: number };
  const res = await page.request.post(`/api/bill/v1/bill/${id}/approve`, { headers: CSRF, data: { flowVersion, comment: '同意' } });
  expect(res.status(), await res.text()).toBe(200);
}

/** The home page's to-do entry of the draft box, named with its count: "草稿箱 (3)". */
const draftTodo = (page: Page) => page.getByRole('navigation', { name: '待办事项' }).getByRole('link', { name: /^草稿箱 \(\d+\)$/ });
/**
 * The draft box's count as the server gives it to home, checked against the home page's to-do entry
 * (none shown at 0). Asked over the page's own session: a response caught from the page can lose its
 * body when home redirects and loads again.
 */
async function draftTodoCount(page: Page) {
  await page.goto('/');
  const badges = await page.request.get('/api/v1/home/badges', { headers: { 'x-requested-with': 'XMLHttpRequest' } });
  expect(badges.ok(), await badges.text()).toBe(true);
  const count = ((await badges.json()).data as Record<string, number>)['/billManage/draft'] ?? 0;
  if (count) await expect(draftTodo(page)).toHaveAccessibleName(`草稿箱 (${count})`);
  else await expect(draftTodo(page)).toHaveCount(0);
  return count;
}

test.describe('a bill’s record of work', () => {
  test.describe.configure({ timeout: 180_000 });

  test('the manager returns the bill, the salesperson finds it on home, fixes it and resubmits', async ({ page }) => {
    let bill = { id: 0, billNo: '' };
    let todoBefore = 0;
    await as(page, WHO.sales, async () => {
      todoBefore = await draftTodoCount(page);
      bill = await submittedBill(page, '冯志远');
    });
    const billLink = () => page.getByRole('link', { name: new RegExp(bill.billNo) });

    // The manager returns it to the applicant from the inbox, with a reason.
    await as(page, WHO.manager, '/billManage/billApproveYe', async () => {
      await billLink().click();
      await expect(page.getByTestId('bill-no')).toHaveText(bill.billNo);
      await page
        .getByTestId('bill-actions')
        .getByRole('button', { name: /^驳\s*回$/ })
        .click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByText('申请人（退回修改）')).toBeVisible();
      await dialog.getByLabel('驳回意见').fill('借款期限请改为90天');
      await answerDialog(dialog, /^驳\s*回$/);
      await expect(page.getByText('已驳回')).toBeVisible();
      await page.goto('/billManage/billApproveYe');
      await expect(page.getByTestId('list-total').or(page.getByText('暂无数据'))).toBeVisible();
      await expect(billLink()).toHaveCount(0);
    });

    await as(page, WHO.sales, async () => {
      // Home: the draft box's to-do counts the returned bill, and opens the list in one click.
      expect(await draftTodoCount(page)).toBe(todoBefore + 1);
      await expectAccessible(page);
      await draftTodo(page).click();
      await expect(page).toHaveURL(/\/billManage\/draft$/);
      const row = page.getByRole('row', { name: new RegExp(bill.billNo) });
      await expect(row.getByTestId('bill-status')).toHaveText('已退回');
      await expect(row.getByTestId('return-note')).toContainText('借款期限请改为90天');
      await expect(row.getByTestId('return-note')).toContainText('经理审批');
      // The latest change leads the list.
      await expect(page.locator('tbody tr.ant-table-row').first()).toContainText(bill.billNo);
      await expectAccessible(page);

      // One click opens the bill: the reason is in its records, and it can be edited and resubmitted.
      await billLink().click();
      await expect(page.getByTestId('bill-summary').getByTestId('bill-status')).toHaveText('已退回');
      await expect(page.getByTestId('bill-records')).toContainText('借款期限请改为90天');
      await page
        .getByTestId('bill-actions')
        .getByRole('button', { name: /^编\s*辑$/ })
        .click();
      await page.getByLabel('借款期限', { exact: true }).fill('90');
      await page.getByRole('button', { name: /保\s*存/ }).click();
      await expect(page).toHaveURL(/billAdd\?id=\d+$/);
      await expect(page.getByTestId('bill-summary')).toContainText('90');
      await page.getByTestId('bill-actions').getByRole('button', { name: '提交审批' }).click();
      await answerDialog(page.getByRole('dialog'), '提交审批');
      await expect(page.getByText('报单已提交审批')).toBeVisible();
      await expect(page.getByTestId('bill-records')).toContainText('重新提交，至「经理审批」');

      // Off the to-do and the draft box; in "my bills" with the approvers.
      expect(await draftTodoCount(page)).toBe(todoBefore);
      await page.goto('/billManage/draft');
      await expect(page.getByTestId('list-total').or(page.getByText('暂无数据'))).toBeVisible();
      await expect(billLink()).toHaveCount(0);
      await page.goto('/billManage/billList');
      await expect(page.getByRole('row', { name: new RegExp(bill.billNo) }).getByTestId('bill-status')).toHaveText('审批中');
    });

    // Back in the manager's inbox.
    await as(page, WHO.manager, '/billManage/billApproveYe', async () => {
      await expect(billLink()).toBeVisible();
    });
  });

  test('LTV lives inside the bill: an existing borrower and two properties from the form, one valued from the bill page, it survives an edit, and final review sees it beside the declared rate', async ({
    page,
  }) => {
    // (2,840,000 + 1,000,000 first mortgage) ÷ 600万 = 0.6400, below the 0.70 limit.
    let bill = { id: 0, billNo: '' };
    const summary = () => page.getByTestId('bill-summary');
    await as(page, WHO.sales, async () => {
      // Picked borrower, two properties, saved from the form: the page is now the bill's detail.
      bill = await billFromForm(page, '2840000.00');
      await expect(summary().getByTestId('ltv-system')).toContainText('未估价');
      await expect(summary().getByTestId('ltv-declared')).toHaveText('申报 60.00% / 55.00%');

      // Value the first property from the bill page: the widget opens in a drawer, as the bill page (guzhiRequestType 2).
      await page.getByRole('button', { name: '估价：抵押物1' }).click();
      const drawer = page.getByRole('dialog', { name: '抵押物1估价' });
      await drawer.getByRole('tab', { name: '手动估价' }).click();
      const F = 'manual-valuation';
      await pickOption(page, page.locator(`#${F}_cityCode`), '北京市');
      await pickOption(page, page.locator(`#${F}_areaId`), '朝阳区');
      await page.locator(`#${F}_address`).fill('北京市朝阳区望京街8号');
      await page.locator(`#${F}_buildingArea`).fill('100');
      await page.locator(`#${F}_price`).fill('60000');
      await expect(page.getByTestId('manual-total')).toHaveValue('600.00');
      const [sent] = await Promise.all([
        page.waitForRequest((r) => r.url().includes('/fanggugu/v2/rengong_estimate')),
        drawer.getByRole('button', { name: '保存估价' }).click(),
      ]);
      expect(sent.postDataJSON()).toMatchObject({ guzhiRequestType: 2, mortgageInfoId: expect.any(Number) });
      await expect(page.getByTestId('manual-result-total')).toHaveText('600.00 万元');
      await expectAccessible(page);
      await drawer
        .getByRole('button', { name: 'Close' })
        .or(drawer.getByRole('button', { name: '关闭' }))
        .click();

      // The bill's LTV and the row's latest valuation follow at once.
      await expect(summary().getByTestId('ltv-system')).toContainText('64.00%');
      await expect(summary().getByTestId('ltv-flag')).toHaveCount(0);
      const rows = page.getByTestId('collateral-valuations');
      await expect(rows.first().getByTestId('valuation-manual')).toContainText('手动估价 600.00万元');
      await expect(rows.nth(1)).toContainText('暂无估价');
      await expectAccessible(page);

      // Edit the term: the valuation and the LTV survive.
      await page
        .getByTestId('bill-actions')
        .getByRole('button', { name: /^编\s*辑$/ })
        .click();
      await expect(page.getByRole('button', { name: '估价：抵押物2' })).toBeVisible();
      await page.getByLabel('借款期限', { exact: true }).fill('90');
      await page.getByRole('button', { name: /保\s*存/ }).click();
      await expect(page).toHaveURL(/billAdd\?id=\d+$/);
      await expect(summary()).toContainText('90');
      await expect(summary().getByTestId('ltv-system')).toContainText('64.00%');
      await expect(page.getByTestId('collateral-valuations').first().getByTestId('valuation-manual')).toContainText('600.00万元');

      await page.getByTestId('bill-actions').getByRole('button', { name: '提交审批' }).click();
      await answerDialog(page.getByRole('dialog'), '提交审批');
      await expect(page.getByText('报单已提交审批')).toBeVisible();
    });

    for (const who of [WHO.manager, WHO.vp, WHO.supervisor, WHO.documents]) await as(page, who, () => approveOverApi(page, bill.id));

    await as(page, WHO.finalReview, async () => {
      // The final-review inbox row and list show the system LTV beside the declared rate.
      await page.goto('/finalManage/finalList');
      const inboxRow = page.getByRole('row', { name: new RegExp(bill.billNo) });
      await expect(inboxRow.getByTestId('ltv-system')).toHaveText('64.00%');
      await expect(inboxRow.getByTestId('ltv-declared')).toHaveText('申报 60.00% / 55.00%');
      await page.goto('/finalManage/finalCustomers');
      const row = page.getByRole('row', { name: new RegExp(bill.billNo) });
      await expect(row.getByTestId('ltv-system')).toHaveText('64.00%');
      await expect(row.getByTestId('ltv-declared')).toHaveText('申报 60.00% / 55.00%');
      await expectAccessible(page);
      await page.goto(`/finalManage/billFinalDetail?id=${bill.id}`);
      await expect(summary().getByTestId('ltv-system')).toContainText('系统抵押率 64.00%');
      await expect(summary().getByTestId('ltv-declared')).toHaveText('申报 60.00% / 55.00%');
    });
  });

  test('final review passes a bill above the LTV limit only with an override comment, kept in the records', async ({ page }) => {
    // (4,500,000 + 1,000,000) ÷ 600万 = 0.9167: above the 0.70 limit.
    let bill = { id: 0, billNo: '' };
    await as(page, WHO.sales, async () => {
      bill = await billWithTwoProperties(page, '4500000.00');
      const detail = await page.request.get(`/api/bill/v1/bill/${bill.id}`, { headers: CSRF });
      const { mortgages, version } = (await detail.json()).data as { mortgages: { id: number }[]; version: number };
      const valued = await page.request.post('/api/fanggugu/v2/rengong_estimate', {
        headers: CSRF,
        data: {
          assessType: 3,
          cityCode: '110100',
          cityName: '北京市',
          areaId: '110105',
          address: '北京市朝阳区望京街8号',
          buildingArea: '100.00',
          price: '60000',
          totalPrice: '600.00',
          guzhiRequestType: 2,
          mortgageInfoId: mortgages[0]!.id,
        },
      });
      expect(valued.status(), await valued.text()).toBe(200);
      const sent = await page.request.post(`/api/bill/v1/bill/${bill.id}/submit`, { headers: CSRF, data: { version } });
      expect(sent.status(), await sent.text()).toBe(200);
    });
    for (const who of [WHO.manager, WHO.vp, WHO.supervisor, WHO.documents]) await as(page, who, () => approveOverApi(page, bill.id));

    await as(page, WHO.finalReview, `/finalManage/billFinalDetail?id=${bill.id}`, async () => {
      const summary = page.getByTestId('bill-summary');
      await expect(summary.getByTestId('ltv-system')).toContainText('91.67%');
      await expect(summary.getByTestId('ltv-flag')).toHaveText('超限');
      await page
        .getByTestId('bill-actions')
        .getByRole('button', { name: /^通\s*过$/ })
        .click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByText('系统抵押率超过上限，终审通过须说明理由')).toBeVisible();
      await dialog.getByRole('button', { name: /^通\s*过$/ }).click();
      await expect(dialog.getByText('请填写超限说明')).toBeVisible();
      await expectAccessible(page);
      await dialog.getByLabel('超限说明').fill('借款人另有定期存单质押');
      await fillFinalTerms(page, dialog, { ratePercent: '9.6', method: '先息后本', fundParty: '海南小贷' });
      await answerDialog(dialog, /^通\s*过$/);
      await expect(page.getByText('审批已通过')).toBeVisible();
      await expect(page.getByTestId('bill-records')).toContainText('借款人另有定期存单质押');
    });
  });

  test('document review refuses approval while the property certificate is missing, and approves once it is uploaded', async ({ page }) => {
    const headers = { 'x-requested-with': 'XMLHttpRequest' };
    let bill = { id: 0, billNo: '' };
    await as(page, WHO.sales, async () => {
      bill = await submittedBill(page, '韩雪松');
      await attachDocuments(page.request, bill.id, ALL_BUT_CERTIFICATE);
    });
    /** The bill's approve call as the page's signed-in user: its reply. */
    const approveAsSignedIn = async (body: object = {}) => {
      const detail = await page.request.get(`/api/bill/v1/bill/${bill.id}`, { headers });
      const { flowVersion } = (await detail.json()).data as { flowVersion: number };
      return page.request.post(`/api/bill/v1/bill/${bill.id}/approve`, { headers, data: { flowVersion, ...body } });
    };
    // The business manager, the VP and the risk director pass their nodes over the API, each their
    // own (one person approves one level, decision 0062): the bill waits at document review.
    for (const mobile of ['13800001001', '13800001002', '13800000010']) {
      const login = await page.request.post('/api/auth/v1/userInfo/login', { headers, data: { mobile, password: DEMO_PASSWORD } });
      expect(login.ok(), await login.text()).toBe(true);
      const approved = await approveAsSignedIn({ comment: '同意' });
      expect(approved.ok(), await approved.text()).toBe(true);
    }
    await page.context().clearCookies(); // the approvers' API session ends; the reviewer signs in on the page
    await signIn(page, WHO.documents, `/documentManage/documentAdd?id=${bill.id}`);
    await expect(page.getByTestId('bill-no')).toHaveText(bill.billNo);
    const documents = page.getByTestId('bill-documents');
    await expect(documents.getByTestId('document-checklist')).toContainText('缺少必需资料：房产证');
    await expect(page.getByTestId('documents-2')).toContainText('缺少');
    // Every image the salesperson uploaded is in the viewer, decrypted: one per type present.
    await expect(documents.locator('img')).toHaveCount(ALL_BUT_CERTIFICATE.length);
    await documents.locator('img').first().click();
    await expect(page.locator('.ant-image-preview-img')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.locator('.ant-image-preview-img')).toHaveCount(0);
    await expectAccessible(page);

    // The server refuses the approval, naming what is missing.
    const refused = await approveAsSignedIn({ comment: '资料审核' });
    expect(refused.status()).toBe(400);
    expect(((await refused.json()) as { msg: string }).msg).toContain('缺少：房产证');
    // The page asks for a reason to pass it anyway, and will not go on without one.
    const approve = page.getByTestId('bill-actions').getByRole('button', { name: /^通\s*过$/ });
    await approve.click();
    let dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('以下必需资料尚未上传：房产证');
    // A click landing while the dialog still zooms in is lost on a loaded runner: click until the form answers.
    await expect(async () => {
      await dialog.getByRole('button', { name: /^通\s*过$/ }).click();
      await expect(dialog.getByText('请填写放行理由', { exact: true })).toBeVisible({ timeout: 2_000 });
    }).toPass();
    await dialog.getByRole('button', { name: /^取\s*消$/ }).click();
    await expect(dialog).toHaveCount(0);

    // The reviewer uploads the property certificate: the checklist is complete, and approval passes.
    await page.getByTestId('documents-2').getByTestId('image-upload-input').setInputFiles({
      name: '房产证.png',
      mimeType: 'image/png',
      buffer: SCAN_PNG,
    });
    await expect(documents.getByTestId('document-checklist')).toHaveText('必需资料已齐全');
    await expect(documents.locator('img')).toHaveCount(ALL_BUT_CERTIFICATE.length + 1);
    await approve.click();
    dialog = page.getByRole('dialog');
    await expect(dialog.getByLabel('放行理由')).toHaveCount(0);
    await dialog.getByLabel('审批意见（选填）').fill('资料齐全');
    await dialog.getByRole('button', { name: /^通\s*过$/ }).click();
    await expect(page.getByText('审批已通过')).toBeVisible();
    await expect(page.getByTestId('bill-records')).toContainText('资料齐全');
    const passed = await page.request.get(`/api/bill/v1/bill/${bill.id}`, { headers });
    expect(((await passed.json()).data as { currentNode: string | null }).currentNode).toBe('final');
  });
});
