import { type Locator, type Page, expect, test } from '@playwright/test';
import { businessDate, closeRepaymentDrawer } from './support/repayment';
import { as, NO_PAGE, expectAccessible } from './support/session';
import { answerDialog, confirmPopover, pickDay } from './support/widgets';

/*
 * Issue 16's done-means: a loan repaid in two instalments, the third overdue once the business date
 * is advanced past its due day (penalty shown), then settled by prepayment; the final statement
 * balances. The loan is the demo's own (seed/demo-lifecycle.ts, on the Wuhan salesperson's bill of
 * 邓安然, counted by no other spec): 120,000.00 in equal principal over six months at 8.76 %, its
 * 3rd instalment due on the demo's business date and nothing repaid yet. The first two
 * instalments are repaid through the screens: the salesperson records each amount received,
 * finance (another person) posts it. Every figure on screen is checked against one
 * worked out here from the schedule formula (000 §9, decisions 0030, 0035, 0048).
 *
 * The advance moves the one business date of the shared server by one day (a few at a month's
 * end): the demo's other loans have nothing due on those days, so later specs see what they saw.
 */
const SALES = '13800000411'; // 武汉业务员: business_repay_list; the loan is theirs
const FINANCE = '13800000020'; // role 20, every area: posts recorded repayments (decision 0041)
const ADMIN = '13800000000'; // business_date_advance
const BORROWER = '邓安然';

const PRINCIPAL = 12_000_000n; // in fen
const TERM = 6n;
/** 8.76 % a year as a fraction num / den, and the prepayment fee of 1 %. */
const RATE = { num: 876n, den: 10_000n };
const FEE = { num: 1n, den: 100n };

/** a × num ÷ den, half up to the fen (all amounts are in fen, all positive). */
/** The schedule's columns: period, due, interest period, principal, interest, fee, penalty, paid, status. */
const [PENALTY, PAID] = [6, 7];
const halfUp = (a: bigint, num: bigint, den: bigint) => (2n * a * num + den) / (2n * den);
const days = (from: string, to: string) => BigInt((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
/** 000 §9: principal × annual rate ÷ 365 × days, half up to the fen. */
const interestOf = (principal: bigint, from: string, to: string) => halfUp(principal, RATE.num * days(from, to), RATE.den * 365n);
/** Fen as the screen shows money: 12,345.60. */
const shown = (fen: bigint) => {
  const yuan = (fen / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${yuan}.${String(fen % 100n).padStart(2, '0')}`;
};
/** The Shanghai day now: the demo's business date until the spec moves it on. */
const shanghaiToday = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
const sum = (xs: bigint[]) => xs.reduce((a, b) => a + b, 0n);

type Row = { due: string; begin: string; end: string };
const cells = (row: Locator) => row.locator('td');
/** The 当前阶段 column of a list row: where the loan's bill is now. */
const stageOf = (row: Locator) => row.getByTestId('bill-stage');

async function openLoan(page: Page) {
  await page.goto(`/repaymentManage/repaymentManageList?keyword=${encodeURIComponent(BORROWER)}`);
  const loan = page.locator('tbody tr.ant-table-row').filter({ hasText: BORROWER });
  await loan.getByRole('button', { name: /^查看.+的还款计划$/ }).click();
  const drawer = page.getByRole('dialog', { name: '还款计划' });
  const schedule = drawer.getByRole('table', { name: '还款计划' }).locator('tbody tr.ant-table-row');
  await expect(schedule).toHaveCount(6);
  return { loan, drawer, schedule, applications: drawer.getByRole('table', { name: '还款登记' }).locator('tbody tr.ant-table-row') };
}

/** The schedule's dates, read off the screen: the figures are worked out from them. */
async function datesOf(schedule: Locator): Promise<Row[]> {
  const rows: Row[] = [];
  for (let k = 0; k < 6; k++) {
    const [due, ratePeriod] = [await cells(schedule.nth(k)).nth(1).innerText(), await cells(schedule.nth(k)).nth(2).innerText()];
    const [begin, end] = ratePeriod.split('~').map((s) => s.trim());
    rows.push({ due, begin: begin!, end: end! });
  }
  return rows;
}

/** One value of a read-only card (an antd bordered Descriptions) by its label. */
const valueOf = (card: Locator, label: string | RegExp) =>
  card.locator('th.ant-descriptions-item-label').filter({ hasText: label }).locator('xpath=following-sibling::td[1]');

test('a loan repaid in two instalments, the third overdue after the business date moves on, then settled early: the statement balances', async ({
  page,
}) => {
  // Four staff sign in one after another, each with an axe scan: longer than one workflow.
  test.setTimeout(300_000);
  const share = PRINCIPAL / TERM;
  const outstandingBefore = (k: number) => PRINCIPAL - share * BigInt(k);
  let dates: Row[] = [];
  let interest: bigint[] = [];
  let earlyPenalty: bigint[] = [];

  // The salesperson records the first two instalments' money as it came in, one at a time.
  await as(page, SALES, NO_PAGE, async () => {
    const { loan, drawer, schedule, applications } = await openLoan(page);
    await expect(loan).toContainText('等额本金');
    // Where the bill is now (decision 0074): its loan is overdue, so is the bill.
    await expect(stageOf(loan)).toHaveText('已逾期');
    dates = await datesOf(schedule);
    interest = dates.map((d, k) => interestOf(outstandingBefore(k), d.begin, d.end));
    for (const [k, row] of (await schedule.all()).entries()) {
      await expect(cells(row).nth(3)).toHaveText(shown(share));
      await expect(cells(row).nth(4)).toHaveText(shown(interest[k]!));
      await expect(row).not.toContainText('已还款');
    }
    // The first two are overdue since the seed: penalty for every day overdue (decision 0066).
    const seededOn = shanghaiToday();
    earlyPenalty = [0, 1].map((k) => halfUp(share + interest[k]!, 5n, 10_000n) * days(dates[k]!.due, seededOn));
    for (const k of [0, 1]) await expect(cells(schedule.nth(k)).nth(PENALTY)).toHaveText(shown(earlyPenalty[k]!));
    for (const k of [0, 1]) {
      const amount = share + interest[k]! + earlyPenalty[k]!;
      await drawer.getByLabel('还款金额').fill((Number(amount) / 100).toFixed(2));
      await drawer.getByRole('button', { name: /登\s*记/ }).click();
      await expect(applications.filter({ hasText: shown(amount) }).filter({ hasText: '待审核' })).toBeVisible({ timeout: 30_000 });
    }
    // Recorded, not posted: nothing is paid yet, and the salesperson cannot post their own.
    await expect(schedule.filter({ hasText: '已还款' })).toHaveCount(0);
    await expect(drawer.getByRole('button', { name: /^审核入账/ })).toHaveCount(0);
    await expectAccessible(page);
    await closeRepaymentDrawer(page);
  });

  // Finance posts both: the waterfall pays the oldest instalment first, so each closes one instalment.
  await as(page, FINANCE, NO_PAGE, async () => {
    const { loan, drawer, schedule, applications } = await openLoan(page);
    for (const k of [0, 1]) {
      const amount = shown(share + interest[k]! + earlyPenalty[k]!);
      await confirmPopover(page, drawer.getByRole('button', { name: `审核入账 ${amount}` }), /审核入账/);
      await expect(applications.filter({ hasText: amount }).filter({ hasText: '已入账' })).toBeVisible({ timeout: 30_000 });
      await expect(schedule.nth(k)).toContainText('已还款');
      await expect(cells(schedule.nth(k)).nth(PAID)).toHaveText(amount);
    }
    await expect(schedule.nth(2)).not.toContainText('已逾期');
    await expect(schedule.nth(2)).not.toContainText('已还款');
    // The arrears paid: the bill is back to repaying on the list behind the drawer.
    await expect(stageOf(loan)).toHaveText('还款中');
    await expect(valueOf(drawer, '剩余本金')).toHaveText(shown(share * 4n));
    await expectAccessible(page);
    await closeRepaymentDrawer(page);
  });

  // The admin moves the business date to the day after the 3rd due day: the overdue run charges it.
  const due3 = dates[2]!.due;
  let today = '';
  await as(page, ADMIN, '/overdueRecordManage/overdueScheduleList', async () => {
    const before = await businessDate(page);
    const next = new Date(Date.parse(`${due3}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    if (before < next) {
      await pickDay(page, page.getByLabel('推进营业日至'), next);
      await page.getByRole('button', { name: '推进并处理逾期' }).click();
      // Every loan is charged for the days in between: the move is confirmed, with both dates in words.
      const confirm = page.getByRole('dialog', { name: '确认推进营业日' });
      await expect(confirm).toContainText(`推进到${next}`);
      await answerDialog(confirm, '推进并处理逾期');
      await expect(page.getByRole('status').filter({ hasText: /已处理\d+个营业日/ })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: `营业日：${next}（` })).toBeVisible();
      // The move is a line on the business date's own record, with who made it (decision 0074).
      await page.getByRole('button', { name: '营业日推进记录' }).click();
      const moves = page.getByRole('dialog', { name: '营业日推进记录' });
      await expect(moves.getByRole('row').filter({ hasText: next }).first()).toContainText(before);
      await expectAccessible(page);
      await moves
        .getByRole('button', { name: /^关\s*闭$/ })
        .last()
        .click();
      await expect(moves).toBeHidden();
    }
    today = await businessDate(page);
  });
  const late = days(due3, today);
  expect(late).toBeGreaterThan(0n);
  // 万分之五 a day on the instalment's unpaid principal and interest, rounded per day (decisions 0035, 0073).
  const penalty = halfUp(share + interest[2]!, 5n, 10_000n) * late;
  // Settled on `today`: the 4th period's interest accrued so far on the principal not yet due, the fee on that principal.
  const notYetDue = share * 3n;
  const accrued = interestOf(notYetDue, dates[3]!.begin, today);
  const fee = halfUp(notYetDue, FEE.num, FEE.den);
  const total = share * 4n + interest[2]! + accrued + penalty + fee;

  // The salesperson sees the penalty, asks for the settlement quote and records the money received.
  await as(page, SALES, NO_PAGE, async () => {
    const { loan, drawer, schedule, applications } = await openLoan(page);
    await expect(loan).toContainText('已逾期');
    await expect(stageOf(loan)).toHaveText('已逾期');
    await expect(schedule.nth(2)).toContainText('已逾期');
    await expect(cells(schedule.nth(2)).nth(PENALTY)).toHaveText(shown(penalty));

    await drawer.getByRole('button', { name: '结清试算' }).click();
    const quote = drawer
      .locator('.ant-card')
      .filter({ hasText: `按营业日${today}试算` })
      .last();
    await expect(valueOf(quote, /^剩余本金$/)).toHaveText(shown(share * 4n));
    await expect(valueOf(quote, `本期已计利息（${dates[3]!.begin}起${late}天）`)).toHaveText(shown(accrued));
    await expect(valueOf(quote, /^应付利息$/)).toHaveText(shown(interest[2]! + accrued));
    await expect(valueOf(quote, /^罚息$/)).toHaveText(shown(penalty));
    // The loan's terms carry no fees (the demo's lifecycle loan): none on the schedule, none owed on 1123.
    await expect(valueOf(quote, /^计划内费用（计至结清日）$/)).toHaveText('0.00');
    await expect(valueOf(quote, /^费用$/)).toHaveText('0.00');
    await expect(valueOf(quote, '提前还款手续费（1%）')).toHaveText(shown(fee));
    await expect(valueOf(quote, /^结清合计$/)).toHaveText(shown(total));
    await expect(valueOf(quote, /^尚需支付$/)).toHaveText(shown(total));
    await expect(drawer.getByLabel('结清金额')).toHaveValue((Number(total) / 100).toFixed(2));
    await expectAccessible(page);
    await drawer.getByRole('button', { name: '登记提前结清' }).click();
    await expect(applications.filter({ hasText: `${shown(total)} （提前结清）` }).filter({ hasText: '待审核' })).toBeVisible({
      timeout: 30_000,
    });
    await closeRepaymentDrawer(page);
  });

  // Finance posts it: every instalment closed, nothing outstanding, and the figures add up.
  await as(page, FINANCE, NO_PAGE, async () => {
    const { loan, drawer, schedule, applications } = await openLoan(page);
    // Confirmed until it is posted: on a loaded runner the popconfirm can outlive its row (the outcome is what counts).
    const posted = applications.filter({ hasText: '（提前结清）' }).filter({ hasText: '已入账' });
    await drawer.getByRole('button', { name: `审核入账 ${shown(total)}` }).click();
    const pop = page.locator('.ant-popconfirm').filter({ visible: true });
    await expect(async () => {
      if (await pop.isVisible()) await pop.getByRole('button', { name: /审核入账/ }).click({ timeout: 2_000 });
      await expect(posted).toBeVisible({ timeout: 5_000 });
    }).toPass({ timeout: 60_000 });
    await expect(drawer.locator('.ant-card').filter({ hasText: '结清情况' })).toContainText('提前结清');
    await expect(loan).toContainText('已结清');
    await expect(stageOf(loan)).toHaveText('已结清');

    const closedInterest = [interest[0]!, interest[1]!, interest[2]!, accrued, 0n, 0n];
    const penalties = [earlyPenalty[0]!, earlyPenalty[1]!, penalty, 0n, 0n, 0n];
    const paid = closedInterest.map((i, k) => share + i + penalties[k]!);
    for (const [k, row] of (await schedule.all()).entries()) {
      await expect(row).toContainText('已还款');
      await expect(cells(row).nth(4)).toHaveText(shown(closedInterest[k]!));
      await expect(cells(row).nth(PAID)).toHaveText(shown(paid[k]!));
    }
    // The statement: principal and interest and penalty paid are what was received, less the fee.
    const received = paid[0]! + paid[1]! + total;
    expect(sum(paid)).toBe(PRINCIPAL + sum(closedInterest) + sum(penalties));
    expect(received).toBe(sum(paid) + fee);
    await expect(valueOf(drawer, /^剩余本金$/).first()).toHaveText('0.00');
    await expect(valueOf(drawer, /^已还期数$/)).toHaveText('6 / 6');
    await expect(valueOf(drawer, /^可退余额$/)).toHaveText('0.00');
    await expectAccessible(page);
    await closeRepaymentDrawer(page);
  });
});
