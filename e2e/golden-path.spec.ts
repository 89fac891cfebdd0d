import { expect as baseExpect, test } from '@playwright/test';
import {
  AMOUNT,
  COL,
  type Instalment,
  type Loan,
  ORIGINALS,
  RATE_PERCENT,
  REPAYMENT_DAY,
  STAFF,
  TERM_DAYS,
  approveBill,
  cells,
  contractSigned,
  fromMenu,
  fromTodo,
  granted,
  instalmentsOf,
  mortgageRegistered,
  openSchedule,
  originalsInStock,
  receivingCard,
  rowOf,
  salespersonMakesTheBill,
  showStock,
  succeeded,
  valueOf,
} from './support/golden';
import { addDays, days, feesBy, halfUp, interestOf, percent, perDaysLines, rateOf, shown, typed } from './support/golden-figures';
import { businessDate, closeRepaymentDrawer } from './support/repayment';
import { expectAccessible, signInThroughForm, signOut } from './support/session';
import { answerDialog, confirmPopover, pickDay } from './support/widgets';

/*
 * Issue 29 item 8, the golden path: one brand-new loan taken through every role, each member of
 * staff signing in through the login form, finding the work from the home page's to-do badge or the
 * menu, and seeing a success message after each write. Every figure on screen is checked against
 * one worked out here from the terms final review decided (support/golden-figures.ts).
 *
 * It moves the server's one business date on by some two months, so it runs after every other spec
 * (the last project of playwright.config.ts, on the last shard).
 */
const expect = baseExpect.configure({ timeout: 30_000 });
// A click that finds nothing fails within a minute, naming its step, not at the half-hour limit.
test.use({ actionTimeout: 60_000 });

test('golden path: a new loan from the enquiry to the archive’s return, through every role', async ({ page }) => {
  test.setTimeout(1_800_000);
  const loan: Loan = {
    // A name of its own: the lists are searched by it, and a rerun on the same database must not meet the last run's.
    name: `金${[0, 1].map(() => '甲乙丙丁戊己庚辛壬癸子丑寅卯辰巳午未申酉'[Math.floor(Math.random() * 20)]).join('')}${'春夏秋冬梅兰竹菊'[Math.floor(Math.random() * 8)]}`,
    billId: 0,
    billNo: '',
    fees: [],
    penalty: rateOf('0'),
  };

  // 1–2. The bill, then the approval chain, each approver from their to-do; final review decides the terms.
  await salespersonMakesTheBill(page, loan);
  await approveBill(page, loan, STAFF.manager, '经理审批', /\/billManage\/billApproveYe/);
  await approveBill(page, loan, STAFF.vp, '副总审批', /\/billManage\/billApproveZi/);
  await approveBill(page, loan, STAFF.director, '总监审批', /\/billManage\/billApproveLi/);
  await approveBill(page, loan, STAFF.documents, '资料审核', /\/documentManage/);
  await approveBill(page, loan, STAFF.finalReview, '终审列表', /\/finalManage\/finalList/);

  // The terms on the bill, for everyone after: the fees and the penalty rule in words.
  await signInThroughForm(page, STAFF.sales);
  await page.goto(`/billManage/billAdd?id=${loan.billId}`);
  const terms = page.getByTestId('bill-terms');
  await expect(terms).toContainText('9.6%');
  await expect(terms).toContainText('先息后本');
  await expect(terms).toContainText(`${TERM_DAYS} 天`);
  loan.fees = perDaysLines(await valueOf(terms, '费用').innerText());
  expect(loan.fees.length).toBeGreaterThan(0);
  loan.penalty = percent(/每日([\d.]+)%/.exec(await valueOf(terms, '罚息规则').innerText())![1]!);
  await expect(page.getByTestId('bill-summary').getByTestId('bill-status')).toHaveText('终审通过');
  await expectAccessible(page);
  await signOut(page);

  // 3. Contract, mortgage, originals in stock.
  await contractSigned(page, loan);
  await mortgageRegistered(page, loan);
  await originalsInStock(page, loan);

  // 4. The card, the grant and its approvals, the draw.
  await receivingCard(page, loan);
  await granted(page, loan);

  // 5. The first instalment, paid exactly as the screen asks.
  const annual = percent(RATE_PERCENT);
  let plan: Instalment[] = [];
  let valueDate = '';
  let maturity = '';
  const interest = (k: number) => interestOf(AMOUNT, annual, plan[k]!.begin, plan[k]!.end);
  const feeOf = (k: number) =>
    feesBy(loan.fees, AMOUNT, valueDate, maturity, plan[k]!.due) -
    (k === 0 ? 0n : feesBy(loan.fees, AMOUNT, valueDate, maturity, plan[k - 1]!.due));
  await signInThroughForm(page, STAFF.sales);
  await fromMenu(page, '还款管理', '还款列表', /\/repaymentManage\/repaymentManageList/);
  {
    const { row, drawer, schedule, applications } = await openSchedule(page, loan);
    plan = await instalmentsOf(schedule);
    valueDate = plan[0]!.begin;
    maturity = plan.at(-1)!.due;
    // 360 days from the value date, due on the 20th of each month before it.
    expect(maturity).toBe(addDays(valueDate, TERM_DAYS));
    for (const p of plan.slice(0, -1)) expect(p.due.slice(8)).toBe(String(REPAYMENT_DAY));
    for (const [k, r] of (await schedule.all()).entries()) {
      await expect(cells(r).nth(COL.principal)).toHaveText(k === plan.length - 1 ? shown(AMOUNT) : '0.00');
      await expect(cells(r).nth(COL.interest)).toHaveText(shown(interest(k)));
      await expect(cells(r).nth(COL.fee)).toHaveText(shown(feeOf(k)));
    }
    const first = interest(0) + feeOf(0);
    await expect(row).toContainText(`${plan[0]!.due} ${shown(first)}`);
    await expect(row.getByTestId('bill-stage')).toHaveText('已放款');
    await drawer.getByLabel('还款金额').fill(typed(first));
    await drawer.getByRole('button', { name: /登\s*记/ }).click();
    await succeeded(page, /登记/);
    await expect(applications.filter({ hasText: shown(first) }).filter({ hasText: '待审核' })).toBeVisible();
    await expectAccessible(page);
    await closeRepaymentDrawer(page);
  }
  await signOut(page);

  await fromTodo(page, STAFF.finance, '还款入账审核', /\/repaymentManage\/repayApplyReview/);
  {
    const first = interest(0) + feeOf(0);
    await confirmPopover(page, page.getByRole('button', { name: `审核入账 ${shown(first)}` }), /审核入账/);
    await succeeded(page, /入账/);
    await fromMenu(page, '还款管理', '还款列表', /\/repaymentManage\/repaymentManageList/);
    const { row, schedule } = await openSchedule(page, loan);
    await expect(row.getByTestId('bill-stage')).toHaveText('还款中');
    await expect(schedule.nth(0)).toContainText('已还款');
    await expect(cells(schedule.nth(0)).nth(COL.paid)).toHaveText(shown(first));
    await expect(schedule.nth(1)).not.toContainText('已还款');
    await expectAccessible(page);
    await closeRepaymentDrawer(page);
  }
  await signOut(page);

  // 6. The business date moved three days past the second due day: the second goes overdue.
  const settleOn = addDays(plan[1]!.due, 3);
  await signInThroughForm(page, STAFF.admin);
  await fromMenu(page, '逾期管理', '逾期明细', /\/overdueRecordManage\/overdueScheduleList/);
  const before = await businessDate(page);
  expect(before < settleOn).toBe(true);
  await pickDay(page, page.getByLabel('推进营业日至'), settleOn);
  await page.getByRole('button', { name: '推进并处理逾期' }).click();
  const move = page.getByRole('dialog', { name: '确认推进营业日' });
  await expect(move).toContainText(`推进到${settleOn}`);
  await answerDialog(move, '推进并处理逾期');
  await expect(page.getByRole('status').filter({ hasText: `营业日：${settleOn}（` })).toBeVisible({ timeout: 120_000 });
  // The overdue list: the second instalment, its penalty by the rule the page states.
  const late = days(plan[1]!.due, settleOn);
  const penalty = halfUp(interest(1), loan.penalty.num, loan.penalty.den) * late;
  await page.locator('#listFilter_keyword').fill(loan.name);
  await page.getByRole('button', { name: /查\s*询/ }).click();
  await expect(rowOf(page, loan.name)).toContainText(shown(penalty));
  await expect(page.getByText(/未还本金与利息/).first()).toBeVisible();
  await expectAccessible(page);
  await signOut(page);

  // 7. The early-settlement quote, against figures worked out from the terms; recorded, then posted.
  const accrued = interestOf(AMOUNT, annual, plan[2]!.begin, settleOn);
  const planFees =
    feeOf(1) + feesBy(loan.fees, AMOUNT, valueDate, maturity, settleOn) - feesBy(loan.fees, AMOUNT, valueDate, maturity, plan[1]!.due);
  const prepaymentFee = halfUp(AMOUNT, 1n, 100n);
  const total = AMOUNT + interest(1) + accrued + penalty + planFees + prepaymentFee;
  await signInThroughForm(page, STAFF.sales);
  await fromMenu(page, '还款管理', '还款列表', /\/repaymentManage\/repaymentManageList/);
  {
    const { row, drawer, schedule, applications } = await openSchedule(page, loan);
    await expect(row.getByTestId('bill-stage')).toHaveText('已逾期');
    await expect(schedule.nth(1)).toContainText('已逾期');
    await expect(cells(schedule.nth(1)).nth(COL.penalty)).toHaveText(shown(penalty));
    await drawer.getByRole('button', { name: '结清试算' }).click();
    const quote = drawer
      .locator('.ant-card')
      .filter({ hasText: `按营业日${settleOn}试算` })
      .last();
    await expect(valueOf(quote, '剩余本金')).toHaveText(shown(AMOUNT));
    await expect(valueOf(quote, `本期已计利息（${plan[2]!.begin}起${days(plan[2]!.begin, settleOn)}天）`)).toHaveText(shown(accrued));
    await expect(valueOf(quote, '应付利息')).toHaveText(shown(interest(1) + accrued));
    await expect(valueOf(quote, '罚息')).toHaveText(shown(penalty));
    await expect(valueOf(quote, '计划内费用（计至结清日）')).toHaveText(shown(planFees));
    await expect(valueOf(quote, '费用')).toHaveText('0.00');
    await expect(valueOf(quote, '提前还款手续费（1%）')).toHaveText(shown(prepaymentFee));
    await expect(valueOf(quote, '结清合计')).toHaveText(shown(total));
    await expect(drawer.getByLabel('结清金额')).toHaveValue(typed(total));
    await expectAccessible(page);
    await drawer.getByRole('button', { name: '登记提前结清' }).click();
    await succeeded(page, /登记/);
    await expect(applications.filter({ hasText: `${shown(total)} （提前结清）` }).filter({ hasText: '待审核' })).toBeVisible();
    await closeRepaymentDrawer(page);
  }
  await signOut(page);

  await fromTodo(page, STAFF.finance, '还款入账审核', /\/repaymentManage\/repayApplyReview/);
  await confirmPopover(page, page.getByRole('button', { name: `审核入账 ${shown(total)}` }), /审核入账/);
  await succeeded(page, /入账/);
  await fromMenu(page, '还款管理', '还款列表', /\/repaymentManage\/repaymentManageList/);
  {
    const { row, drawer, schedule } = await openSchedule(page, loan);
    await expect(row).toContainText('已结清');
    await expect(row.getByTestId('bill-stage')).toHaveText('已结清');
    for (const r of await schedule.all()) await expect(r).toContainText('已还款');
    await expect(valueOf(drawer, '剩余本金').first()).toHaveText('0.00');
    await expect(valueOf(drawer, '可退余额')).toHaveText('0.00');
    await closeRepaymentDrawer(page);
  }
  await signOut(page);

  // 8. The release: approved from the to-do, marked lifted by warrant staff; the originals handed back.
  await fromTodo(page, STAFF.mortgageApprover, '解押申请', /\/mortgageRelease$/);
  await rowOf(page, loan.name).getByRole('button').first().click();
  {
    const release = page.getByRole('dialog').last();
    await confirmPopover(page, release.getByRole('button', { name: '审批通过' }), '审批通过');
    await succeeded(page, /审批通过|已通过/);
    await expectAccessible(page);
    await page.keyboard.press('Escape');
  }
  await signOut(page);
  await signInThroughForm(page, STAFF.warrant);
  await fromMenu(page, null, '解押申请', /\/mortgageRelease$/);
  await rowOf(page, loan.name).getByRole('button').first().click();
  {
    const release = page.getByRole('dialog').last();
    await confirmPopover(page, release.getByRole('button', { name: '确认已解押' }), '确认已解押');
    await succeeded(page, /解押/);
    await expect(release).toContainText('已解押');
    await page.keyboard.press('Escape');
  }
  await fromMenu(page, '档案管理', '档案建档管理', /\/archiveManage\/archiveManageList/);
  await showStock(page, '在库');
  for (const [, name] of ORIGINALS) {
    const title = `${name}（${loan.name}）`;
    await rowOf(page, title)
      .getByRole('button', { name: `永久出库 ${title}` })
      .click();
    await answerDialog(page.getByRole('dialog', { name: '确认申请永久出库？' }), /继\s*续/);
    const form = page.getByRole('dialog', { name: new RegExp(`永久出库 · ${title}`) });
    await form.getByLabel('原因', { exact: true }).fill('借款已结清，原件交还借款人');
    await answerDialog(form, '永久出库');
    await succeeded(page, /申请/);
  }
  await signOut(page);

  await fromTodo(page, STAFF.archiveApprover, '调档审批', /\/getArchivesManage\/archiveApprovalListNew/);
  const disposals = page.locator('.ant-card').filter({ hasText: '永久出库审批' });
  for (const [, name] of ORIGINALS) {
    const title = `${name}（${loan.name}）`;
    await confirmPopover(page, rowOf(disposals, title).getByRole('button', { name: '通过' }), /通\s*过/);
    await succeeded(page, /通过/);
  }
  await expectAccessible(page);
  await signOut(page);

  // The bill, archived, on the salesperson's list.
  await signInThroughForm(page, STAFF.sales);
  await fromMenu(page, '报单管理', '我的报单', /\/billManage\/billList/);
  await page.locator('#listFilter_keyword').fill(loan.billNo);
  await page.getByRole('button', { name: /查\s*询/ }).click();
  // Its status column says where it is now (decision 0074): archived, the documents handed back.
  await expect(rowOf(page, loan.billNo)).toContainText('已归档（档案已退还）');
  await expectAccessible(page);
  await signOut(page);
});
