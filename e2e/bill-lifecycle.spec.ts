import { type Locator, type Page, expect, test } from '@playwright/test';
import { BILL_ACTORS as WHO, type Borrower, type Property, attachDocuments, borrower, property, submittedBill } from './support/bills';
import { as, NO_PAGE, expectAccessible } from './support/session';
import { answerDialog, fillFinalTerms, pickOption, pickRegion } from './support/widgets';

const byLabel = (page: Page, label: string) => page.getByLabel(label, { exact: true });
/** A bill's collateral ids, as its detail answers them to the signed-in user. */
async function collateralIds(page: Page, billId: number) {
  const res = await page.request.get(`/api/bill/v1/bill/${billId}`, { headers: { 'x-requested-with': 'XMLHttpRequest' } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()).data as { mortgages: { id: number }[] }).mortgages.map((m) => m.id);
}

/**
 * Picks an option of the antd select labelled `label` inside `scope`, as a user clicks it. A
 * click during the dropdown's opening animation can be lost, so it picks until the choice shows.
 */
async function choose(page: Page, scope: Locator, label: string, option: string, optionSelector = '.ant-select-item-option') {
  const item = scope.locator('.ant-form-item').filter({ has: page.getByLabel(label, { exact: true }) });
  await expect(async () => {
    await scope.getByLabel(label, { exact: true }).click();
    await page.locator(`.ant-select-dropdown:visible ${optionSelector}`).filter({ hasText: option }).first().click({ timeout: 2_000 });
    await expect(item.locator('.ant-select-selection-item, .ant-select-content').first()).toContainText(option, { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
}

/** The salesperson fills a new bill as staff do: the borrower, the loan and one property. */
async function fillNewBill(page: Page, who: Borrower, home: Property) {
  await openNewBill(page);
  await byLabel(page, '客户姓名').fill(who.name);
  await byLabel(page, '手机号').fill(who.mobile);
  await byLabel(page, '身份证号').fill(who.idCard);
  await fillLoanAndProperty(page, home);
}

async function openNewBill(page: Page) {
  await page.goto('/billManage/billList');
  await page.getByRole('button', { name: '新增报单' }).click();
  await expect(page).toHaveURL(/\/billManage\/billAdd$/);
}

/** The loan and one property, the customer aside. */
async function fillLoanAndProperty(page: Page, home: Property) {
  await byLabel(page, '借款金额').fill('1200000.00');
  await choose(page, page.locator('form#bill'), '借款类型', '一抵');
  await byLabel(page, '借款期限').fill('90');
  await byLabel(page, '产权证号').fill(home.certNo);
  await pickRegion(page, ['北京市', '朝阳区']);
  await byLabel(page, '详细地址').fill(home.address);
  await byLabel(page, '建筑面积').fill('89.50');
}

/** Saves the form; the page turns into the bill's detail. Returns the bill's number. */
async function saveBill(page: Page) {
  await page.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page).toHaveURL(/billAdd\?id=\d+$/);
  const billNo = await page.getByTestId('bill-no').innerText();
  expect(billNo).toMatch(/^BJ\d{8}-\d{4}$/);
  return billNo;
}

async function submitBill(page: Page) {
  await page.getByTestId('bill-actions').getByRole('button', { name: '提交审批' }).click();
  // The confirm zooms in: a click that lands before it settles is made again.
  await answerDialog(page.getByRole('dialog'), '提交审批');
  await expect(page.getByText('报单已提交审批')).toBeVisible();
}

/** Opens the bill from an inbox (by its number) and approves it with a comment. */
async function approveFromInbox(page: Page, inbox: string, billNo: string, comment: string) {
  await page.goto(inbox);
  await page.getByRole('link', { name: new RegExp(billNo) }).click();
  await expect(page.getByTestId('bill-no')).toHaveText(billNo);
  const dialog = page.getByRole('dialog');
  const comments = dialog.getByLabel('审批意见（选填）');
  // The detail's images still load under the bar and move it: a click that lands beside the moved button is made again.
  await expect(async () => {
    if (!(await dialog.isVisible()))
      await page
        .getByTestId('bill-actions')
        .getByRole('button', { name: /^通\s*过$/ })
        .click({ timeout: 2_000 });
    await expect(comments).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await comments.fill(comment);
  // Final review decides the loan's terms with its approval (decision 0070).
  if (inbox === '/finalManage/finalList')
    await fillFinalTerms(page, dialog, { ratePercent: '10.8', method: '等额本金', fundParty: '海南小贷' });
  await dialog.getByRole('button', { name: /^通\s*过$/ }).click();
  await expect(page.getByText('审批已通过')).toBeVisible();
  await expect(page.getByTestId('bill-records')).toContainText(comment);
  // Gone from this node's inbox (the approver may still act at a later node they also hold).
  await page.goto(inbox);
  await expect(page.getByTestId('list-total').or(page.getByText('暂无数据'))).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(billNo) })).toHaveCount(0);
}

test.describe('a bill from the salesperson to final review', () => {
  // Each test signs in as several staff in turn.
  test.describe.configure({ timeout: 240_000 });

  test('a draft goes through manager, VP, supervisor, document review and final review, each actor signing in', async ({ page }) => {
    const who = borrower('林晓梅');
    let billNo = '';
    await as(page, WHO.sales, NO_PAGE, async () => {
      await fillNewBill(page, who, property('建国路'));
      billNo = await saveBill(page);
      // Its documents, so that document review may pass it.
      await attachDocuments(page.request, Number(new URL(page.url()).searchParams.get('id')));
      await page.goto('/billManage/draft');
      await expect(page.getByRole('link', { name: new RegExp(billNo) })).toBeVisible();
      await expectAccessible(page);
      await page.getByRole('link', { name: new RegExp(billNo) }).click();
      await submitBill(page);
      await page.goto('/billManage/billList');
      await expect(page.getByRole('row', { name: new RegExp(billNo) })).toContainText('审批中');
    });

    await as(page, WHO.manager, async () => {
      // The home page's to-do list counts the bills waiting at the manager's node.
      await expect(page.getByRole('navigation', { name: '待办事项' }).getByRole('link', { name: /^经理审批 \(\d+\)$/ })).toBeVisible();
      await expectAccessible(page);
      await page.goto('/billManage/billApproveYe');
      await expectAccessible(page);
      await approveFromInbox(page, '/billManage/billApproveYe', billNo, '客户资质良好');
    });
    await as(page, WHO.vp, NO_PAGE, () => approveFromInbox(page, '/billManage/billApproveZi', billNo, '同意'));
    await as(page, WHO.supervisor, NO_PAGE, () => approveFromInbox(page, '/billManage/billApproveLi', billNo, '同意放行'));
    await as(page, WHO.documents, '/documentManage/documentAdd', async () => {
      await expect(page.getByRole('link', { name: new RegExp(billNo) })).toBeVisible();
      await approveFromInbox(page, '/documentManage/documentAdd', billNo, '资料齐全');
    });
    await as(page, WHO.finalReview, NO_PAGE, async () => {
      await approveFromInbox(page, '/finalManage/finalList', billNo, '终审通过');
      await expectAccessible(page);
    });

    await as(page, WHO.sales, '/billManage/billList', async () => {
      await page.getByRole('link', { name: new RegExp(billNo) }).click();
      await expect(page.getByTestId('bill-summary').getByTestId('bill-status')).toHaveText('终审通过');
      // The terms final review decided, on the bill for everyone after it (decision 0070).
      const terms = page.getByTestId('bill-terms');
      for (const text of ['借款条件（终审确定）', '10.8%', '等额本金', '按放款日']) await expect(terms).toContainText(text);
      // The operation-record stripe: the submission and every node's approval, with its comment.
      const records = page.getByTestId('bill-records');
      for (const text of [
        '提交审批，至「经理审批」',
        '「经理审批」通过',
        '客户资质良好',
        '「副总审批」通过',
        '「总监审批」通过',
        '「资料审核」通过',
        '「风控终审」通过，终审完成',
      ]) {
        await expect(records).toContainText(text);
      }
      await expect(page.getByTestId('bill-actions')).toHaveCount(0);
    });
  });

  test('a bill rejected back to an earlier node, then to the applicant, is edited and resubmitted', async ({ page }) => {
    const who = borrower('周建国');
    let billNo = '';
    await as(page, WHO.sales, NO_PAGE, async () => {
      await fillNewBill(page, who, property('光华路'));
      billNo = await saveBill(page);
      await submitBill(page);
    });
    await as(page, WHO.manager, NO_PAGE, () => approveFromInbox(page, '/billManage/billApproveYe', billNo, '同意'));

    // The VP sends it back to the manager, with a reason.
    await as(page, WHO.vp, '/billManage/billApproveZi', async () => {
      await page.getByRole('link', { name: new RegExp(billNo) }).click();
      await page
        .getByTestId('bill-actions')
        .getByRole('button', { name: /^驳\s*回$/ })
        .click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: /^驳\s*回$/ }).click();
      await expect(dialog.getByText('请填写驳回意见')).toBeVisible();
      await choose(page, dialog, '驳回至', '经理审批');
      await dialog.getByLabel('驳回意见').fill('请经理补充评估意见');
      await dialog.getByRole('button', { name: /^驳\s*回$/ }).click();
      await expect(page.getByText('已驳回')).toBeVisible();
      await page.goto('/billManage/billApproveZi');
      await expect(page.getByRole('link', { name: new RegExp(billNo) })).toHaveCount(0);
    });

    // Back in the manager's inbox; the manager returns it to the salesperson.
    await as(page, WHO.manager, '/billManage/billApproveYe', async () => {
      await page.getByRole('link', { name: new RegExp(billNo) }).click();
      await expect(page.getByTestId('bill-records')).toContainText('请经理补充评估意见');
      await page
        .getByTestId('bill-actions')
        .getByRole('button', { name: /^驳\s*回$/ })
        .click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('驳回意见').fill('借款期限请改为180天');
      await dialog.getByRole('button', { name: /^驳\s*回$/ }).click();
      await expect(page.getByText('已驳回')).toBeVisible();
    });

    // The salesperson finds it in the draft box, edits the term and resubmits; it starts again at the manager.
    await as(page, WHO.sales, '/billManage/draft', async () => {
      await page.getByRole('link', { name: new RegExp(billNo) }).click();
      await expect(page.getByTestId('bill-summary').getByTestId('bill-status')).toHaveText('已退回');
      // The edit keeps the collateral's identity (issue 14): the form sends each row's id back.
      const billId = Number(new URL(page.url()).searchParams.get('id'));
      const pledged = await collateralIds(page, billId);
      expect(pledged).toHaveLength(1);
      await page
        .getByTestId('bill-actions')
        .getByRole('button', { name: /^编\s*辑$/ })
        .click();
      await byLabel(page, '借款期限').fill('185');
      await page.getByRole('button', { name: /保\s*存/ }).click();
      await expect(page.getByText('抵押类借款期限须为30天的整数倍')).toBeVisible();
      await byLabel(page, '借款期限').fill('180');
      await page.getByRole('button', { name: /保\s*存/ }).click();
      await expect(page).toHaveURL(/billAdd\?id=\d+$/);
      await expect(page.getByTestId('bill-summary')).toContainText('180');
      expect(await collateralIds(page, billId)).toEqual(pledged);
      await submitBill(page);
      await expect(page.getByTestId('bill-records')).toContainText('重新提交，至「经理审批」');
    });
    await as(page, WHO.manager, '/billManage/billApproveYe', async () => {
      await expect(page.getByRole('link', { name: new RegExp(billNo) })).toBeVisible();
    });
  });

  test('a bill for a borrower with an open bill is caught and goes to duplicate approval first', async ({ page }) => {
    const who = borrower('郑海燕');
    let first = '';
    let second = '';
    await as(page, WHO.sales, NO_PAGE, async () => {
      await fillNewBill(page, who, property('东三环中路'));
      first = await saveBill(page);
      await submitBill(page);
      // Same borrower (ID card), another property: a duplicate of the open bill.
      await fillNewBill(page, who, property('东三环中路'));
      second = await saveBill(page);
      await page.getByTestId('bill-actions').getByRole('button', { name: '提交审批' }).click();
      // The confirm zooms in: a click that lands before it settles is made again.
      await answerDialog(page.getByRole('dialog'), '提交审批');
      await expect(page.getByText(`疑似与 ${first} 重复，已先送重复报单审批`)).toBeVisible();
      await expect(page.getByTestId('bill-duplicate')).toContainText(`疑似重复报单：${first}`);
    });
    await as(page, WHO.supervisor, '/billManage/billApproveRp', async () => {
      await expect(page.getByRole('link', { name: new RegExp(second) })).toBeVisible();
      await expect(page.getByRole('link', { name: new RegExp(first) })).toHaveCount(0);
      await expectAccessible(page);
      await approveFromInbox(page, '/billManage/billApproveRp', second, '同一客户第二套房产，同意');
    });
    // Once the duplicate node approves, it continues on the ordinary chain.
    await as(page, WHO.manager, '/billManage/billApproveYe', async () => {
      await expect(page.getByRole('link', { name: new RegExp(second) })).toBeVisible();
    });
  });

  test('the manager approves two bills at once and sees each one’s result; final review approves one by one', async ({ page }) => {
    let bills: string[] = [];
    await as(page, WHO.sales, async () => {
      bills = [(await submittedBill(page, '吴立新')).billNo, (await submittedBill(page, '钱丽华')).billNo];
    });
    await as(page, WHO.manager, '/billManage/billApproveYe', async () => {
      // The page's select-all box selects every row on the page, and clears them again.
      await page.getByRole('checkbox', { name: '选择本页全部报单' }).check();
      await expect(page.getByRole('button', { name: /^批量通过（[1-9]\d*）$/ })).toBeEnabled();
      await page.getByRole('checkbox', { name: '选择本页全部报单' }).uncheck();
      await expect(page.getByRole('button', { name: '批量通过（0）' })).toBeDisabled();
      for (const billNo of bills) await page.getByRole('checkbox', { name: `选择报单 ${billNo}` }).check();
      await page.getByRole('button', { name: '批量通过（2）' }).click();
      await page
        .getByRole('dialog')
        .getByRole('button', { name: /^通\s*过$/ })
        .click();
      await expect(page.getByTestId('bulk-summary')).toHaveText('成功 2 条，失败 0 条');
      const results = page.getByRole('table', { name: '批量处理结果' });
      for (const billNo of bills) await expect(results.getByRole('row', { name: new RegExp(billNo) })).toBeVisible();
      await expectAccessible(page);
      await page
        .getByRole('dialog', { name: '批量处理结果' })
        .getByRole('button', { name: /^关\s*闭$/ })
        .last()
        .click();
      for (const billNo of bills) await expect(page.getByRole('link', { name: new RegExp(billNo) })).toHaveCount(0);
    });
    // Final review decides each loan's terms (decision 0070): its inbox rejects in bulk, approves one bill at a time, and says so.
    await as(page, WHO.finalReview, '/finalManage/finalList', async () => {
      await expect(page.getByTestId('bulk-approve-none')).toHaveText('终审需逐笔确定借款条件，请打开报单逐笔审批');
      await expect(page.getByRole('button', { name: /^批量通过/ })).toHaveCount(0);
      await expect(page.getByRole('button', { name: /^批量驳回/ })).toBeVisible();
      await expectAccessible(page);
    });
  });

  test('a salesperson picks an existing borrower in the bill form, the fields fill, and the borrower lists the saved bill', async ({
    page,
  }) => {
    const who = borrower('欧阳明');
    await as(page, WHO.sales, async () => {
      const made = await page.request.post('/api/v1/borrower', {
        headers: { 'x-requested-with': 'XMLHttpRequest' },
        data: { name: who.name, idCard: who.idCard, mobile: who.mobile },
      });
      expect(made.status(), await made.text()).toBe(200);
      const borrowerId = ((await made.json()).data as { id: number }).id;

      // Typing an ID number a borrower holds offers to fill the other customer fields.
      await openNewBill(page);
      await byLabel(page, '身份证号').fill(who.idCard);
      const offer = page.getByRole('status').filter({ hasText: `该身份证号已登记为借款人“${who.name}”` });
      await offer.getByRole('button', { name: /填\s*入/ }).click();
      await expect(byLabel(page, '客户姓名')).toHaveValue(who.name);
      await expect(byLabel(page, '手机号')).toHaveValue(who.mobile);
      await expect(offer).toHaveCount(0);

      await openNewBill(page);
      await pickOption(page, byLabel(page, '选择已有借款人'), new RegExp(`^${who.name}`), { search: who.name, shows: who.name });
      await expect(byLabel(page, '客户姓名')).toHaveValue(who.name);
      await expect(byLabel(page, '手机号')).toHaveValue(who.mobile);
      await expect(byLabel(page, '身份证号')).toHaveValue(who.idCard);
      await expectAccessible(page);
      await fillLoanAndProperty(page, property('望京街'));
      const billNo = await saveBill(page);

      await page.goto(`/borrowerManage/borrowerDetail?id=${borrowerId}`);
      const bill = page.getByRole('row', { name: new RegExp(billNo) });
      await expect(bill).toContainText('草稿');
      await expect(bill).toContainText('1,200,000.00');
      await expectAccessible(page);
      await bill.getByRole('link', { name: billNo }).click();
      await expect(page.getByTestId('bill-no')).toHaveText(billNo);
    });
  });
});
