import {
  ACCOUNT,
  DEFAULT_CHAINS,
  DEFAULT_PENALTY_DAILY_RATE,
  DRAW_STATUS,
  GRANT_STATUS,
  REPAYMENT_APPLICATION_STATUS,
  type RepaymentMethod,
} from '@lc/shared';
import Decimal from 'decimal.js';
import type { Db, Executor } from '../db/client';
import { pageOf, totalOf } from '../db/paged-list';
import { shanghaiDate } from '../lib/time';
import type { AuditActor } from '../modules/audit/audit.service';
import type { LoanFacts } from '../modules/bill/bill.service';
import { drawRepository, grantRepository } from '../modules/grant/grant.repository';
import { billTermsRepository } from '../modules/bill/bill-terms.repository';
import { creditLine, debitLine } from '../modules/ledger/ledger-posting.rules';
import { createLedgerService } from '../modules/ledger/ledger.service';
import type { FindDemoUser } from '../modules/module-kit';
import { applyRepayment } from '../modules/repayment/repayment-apply.service';
import { scheduleDraw } from '../modules/repayment/repayment-schedules.service';
import { catchUpOverdue, readCalendar } from '../modules/repayment/overdue-run.service';
import { overdueRepository } from '../modules/repayment/overdue.repository';
import { periodWhere, repaymentRepository } from '../modules/repayment/repayment.repository';
import { seedFlowInstance } from '../modules/workflow/flow-engine.service';
import { seedEarlySettlement } from './demo-settlement';

const SEED_ACTOR: AuditActor = { actorId: null, actorName: 'seed', requestId: null, ip: null };
const DAY = 86_400_000;
type Person = { id: number; realName: string };
/** The applicant (the risk director, as in the grant seed), then the approver of each node: risk, executives 1 and 2, finance. */
export type People = [Person, ...Person[]];
const HOUR = 3_600_000;
type Ledger = ReturnType<typeof createLedgerService>;
/** How each demo loan repays and how far it has got: paid up, two instalments overdue, settled, not yet due. */
type Plan = {
  method: RepaymentMethod;
  rate: string;
  months: number;
  drawnDaysAgo: number;
  pay: 'allDue' | 'allDueButTwo' | 'all' | 'none';
};
const PLANS: Plan[] = [
  { method: 'equalInstalment', rate: '0.12', months: 12, drawnDaysAgo: 155, pay: 'allDueButTwo' },
  { method: 'interestFirst', rate: '0.096', months: 6, drawnDaysAgo: 95, pay: 'allDue' },
  { method: 'bullet', rate: '0.108', months: 2, drawnDaysAgo: 10, pay: 'none' },
  { method: 'equalPrincipal', rate: '0.1', months: 3, drawnDaysAgo: 120, pay: 'all' },
];

/** A finished grant of `amount` on `loan`, through the whole chain, drawn in one succeeded draw: as the grant seed makes them. */
export async function finishedGrant(
  tx: Executor,
  ledger: Ledger,
  loan: LoanFacts,
  amount: string,
  cardId: number,
  people: People,
  at: Date,
) {
  const [applicant, ...approvers] = people;
  const finance = approvers[approvers.length - 1]!;
  const step = (k: number) => new Date(at.getTime() + k * HOUR);
  const nodes = DEFAULT_CHAINS.grant.nodes;
  const fundingParty = loan.fundings ?? 'hnxiaodai';
  const { id } = await grantRepository.insert(tx, {
    billId: loan.id,
    cardId,
    fundingParty,
    amount,
    drawnAmount: amount,
    succeededAmount: amount,
    status: GRANT_STATUS.finished,
    applicantId: applicant.id,
    applicantName: applicant.realName,
    ownerId: loan.salespersonId,
    areaCode: loan.areaCode,
    departmentCode: loan.departmentCode,
    groupId: loan.groupId,
    createdAt: at,
    updatedAt: at,
  });
  await seedFlowInstance(
    tx,
    {
      process: 'grant',
      subjectId: id,
      status: 'approved',
      nodeIndex: nodes.length - 1,
      nodes: [...nodes],
      currentPermission: null,
      untouched: false,
      applicantId: applicant.id,
      areaCode: loan.areaCode,
      departmentCode: loan.departmentCode,
      groupId: loan.groupId,
      version: nodes.length,
    },
    [
      {
        action: 'submit',
        fromNode: null,
        toNode: nodes[0]!.key,
        fromStatus: null,
        toStatus: 'pending',
        actorId: applicant.id,
        actorName: applicant.realName,
        createdAt: step(0),
      },
      ...nodes.map((n, k) => ({
        action: 'approve' as const,
        fromNode: n.key,
        toNode: nodes[k + 1]?.key ?? null,
        fromStatus: 'pending',
        toStatus: nodes[k + 1] ? 'pending' : 'approved',
        comment: '同意',
        actorId: approvers[k]!.id,
        actorName: approvers[k]!.realName,
        createdAt: step(k + 1),
      })),
    ],
  );
  const draw = await drawRepository.insert(tx, {
    grantId: id,
    amount,
    status: DRAW_STATUS.inProgress,
    idempotencyKey: `demo-repay-draw-${id}`,
    createdBy: finance.id,
    createdByName: finance.realName,
    channelRef: `SIM-DEMO-${id}`,
  });
  const posted = await ledger.post(tx, SEED_ACTOR, {
    eventType: 'disbursement',
    idempotencyKey: `draw:${draw.id}`,
    memo: `grant ${id} draw ${draw.id}`,
    subject: { billId: loan.id, fundingParty },
    lines: [debitLine(ACCOUNT.loanPrincipal, amount), creditLine(ACCOUNT.bank, amount)],
  });
  await drawRepository.move(tx, draw.id, DRAW_STATUS.inProgress, { status: DRAW_STATUS.succeeded, ledgerEntryId: posted.entry.id });
  return { grantId: id, billId: loan.id, amount, fundingParty };
}

/** What to pay so the loan stands where its plan says: the instalments due before today, all but two, all, or none. */
function amountToPay(rows: { reFundTime: string; principal: string; interest: string; fee: string }[], plan: Plan, today: string) {
  const due = rows.filter((r) => r.reFundTime < today);
  const paid = plan.pay === 'all' ? rows : plan.pay === 'allDue' ? due : plan.pay === 'allDueButTwo' ? due.slice(0, -2) : [];
  const total = paid.reduce((a, r) => a.plus(r.principal).plus(r.interest).plus(r.fee), new Decimal(0));
  // Paid up, with part of the next instalment's interest paid early: a partly paid row.
  const next = plan.pay === 'allDue' ? rows[due.length] : undefined;
  return next ? total.plus(new Decimal(next.interest).div(2).toDecimalPlaces(2)) : total;
}

/** The grant's applicant (the risk director, as in the grant seed), then its approvers, finance last. */
export async function grantPeople(findUser: FindDemoUser): Promise<People | undefined> {
  const found = await Promise.all(['13800000030', '13800000010', '13800000022', '13800000023', '13800000021'].map((m) => findUser(m)));
  const present = found.filter((p) => p !== null);
  const [applicant, ...approvers] = present;
  return applicant && present.length === found.length ? [applicant, ...approvers] : undefined;
}

/**
 * Demo loans in repayment, one per method (issue 16 item 8), through the code path a draw takes:
 * the schedule from `scheduleDraw` (each succeeded draw of the grant) and the repayments through `applyRepayment` (waterfall and
 * ledger). The demo grants with succeeded draws (周明's two) repay by the first two plans; 林海 and
 * 高峰 get one more finished grant each for the other two. Draw dates lie months back, so the
 * lists open with instalments paid, partly paid, overdue and not yet due, and one loan settled.
 * Only into an empty table.
 */
export async function seedDemoRepayments(
  db: Db,
  findUser: FindDemoUser,
  loans: LoanFacts[],
  cardOf: (billId: number) => Promise<number | undefined>,
) {
  if ((await totalOf(db, repaymentRepository.loans.listOn(shanghaiDate(new Date())), undefined)).total > 0 || loans.length < 3) return;
  const salesperson = await findUser('13800000011');
  const people = await grantPeople(findUser);
  if (!salesperson || !people) return;
  const records = { salesperson, finance: people[people.length - 1]! };
  const drawn = (await pageOf(db, grantRepository.list, undefined, 1, 100)).filter((g) => new Decimal(g.succeededAmount).gt(0));
  const [linHai, gaoFeng] = [loans[1]!, loans[2]!];
  const ledger = createLedgerService({ db });
  const now = Date.now();
  const today = shanghaiDate(new Date(now));
  // Read before the transaction: on PGlite's one connection a read outside it would wait for it.
  const cards = [await cardOf(linHai.id), await cardOf(gaoFeng.id)];
  await db.transaction(async (tx) => {
    // Each loan follows its grant's succeeded draws (decision 0060): the first makes it, a later one adds a tranche.
    const starts: (Start & { draws: string[] })[] = [];
    for (const g of drawn.slice(0, 2)) {
      const paid = (await drawRepository.pageOfGrant(tx, g.id, 1, 100)).filter((d) => d.status === DRAW_STATUS.succeeded);
      starts.push({
        grantId: g.id,
        billId: g.billId,
        amount: g.succeededAmount,
        fundingParty: g.fundingParty,
        draws: paid.map((d) => d.amount),
      });
    }
    for (const [k, loan] of [linHai, gaoFeng].entries()) {
      const cardId = cards[k];
      if (!cardId) continue;
      const start = await finishedGrant(tx, ledger, loan, '1000000.00', cardId, people, new Date(now - 200 * DAY));
      starts.push({ ...start, draws: [start.amount] });
    }
    for (const [i, start] of starts.entries()) {
      const plan = PLANS[i]!;
      const drawDate = shanghaiDate(new Date(now - plan.drawnDaysAgo * DAY));
      // The fees and penalty rule its bill's final review agreed (decision 0073), as a grant request copies them.
      const agreed = await billTermsRepository.of(tx, start.billId);
      await repaymentRepository.setTerms(tx, {
        grantId: start.grantId,
        annualRate: plan.rate,
        method: plan.method,
        termMonths: plan.months,
        repaymentDay: Math.min(Number(drawDate.slice(8)), 28),
        feeLines: agreed?.fees ?? null,
        penaltyDailyRate: agreed?.penaltyDailyRate ?? null,
      });
      const loanId = await scheduleDrawsOf(tx, start, drawDate);
      if (!loanId) continue;
      const amount = amountToPay(await repaymentRepository.periods.ofLoan(tx, loanId), plan, today);
      if (amount.gt(0)) {
        const paidAt = new Date(now - 2 * DAY);
        const repayment = { loanId, amount: amount.toFixed(2), paidAt, idempotencyKey: `demo-${loanId}`, businessDate: today };
        await recordDemoApplication(tx, records, repayment, await applyRepayment(tx, ledger, repayment, SEED_ACTOR));
      }
      if (plan.pay === 'allDueButTwo') await seedUnpostedApplications(tx, records, loanId, new Date(now - DAY));
    }
    const gaoFengCard = cards[1];
    if (gaoFengCard) {
      const grant = (amount: string, at: Date) => finishedGrant(tx, ledger, gaoFeng, amount, gaoFengCard, people, at);
      await seedEarlySettlement(tx, ledger, { grant, records, actor: SEED_ACTOR, now, today });
    }
  });
  await accrueDemoPenalty(db, today);
}

type Start = Awaited<ReturnType<typeof finishedGrant>>;
/** A later demo draw's value date: this many days after the one before. */
const TRANCHE_GAP_DAYS = 12;

/** The demo grant's draws on its schedule as the draws' settles put them: the first on `drawDate`, each later one some days on. */
async function scheduleDrawsOf(tx: Executor, start: Start & { draws: string[] }, drawDate: string) {
  let loanId: number | undefined;
  for (const [k, amount] of start.draws.entries()) {
    const valueDate = shanghaiDate(new Date(Date.parse(`${drawDate}T12:00:00+08:00`) + k * TRANCHE_GAP_DAYS * DAY));
    loanId = (await scheduleDraw(tx, { ...start, amount }, valueDate, SEED_ACTOR)) ?? loanId;
  }
  return loanId;
}

export type Recorders = { salesperson: Person; finance: Person };
type Posted = Awaited<ReturnType<typeof applyRepayment>>;

/** A demo repayment as staff make one (decision 0041): recorded by the salesperson, posted by finance. */
export async function recordDemoApplication(
  tx: Executor,
  who: Recorders,
  r: { loanId: number; amount: string; paidAt: Date; idempotencyKey: string },
  posted: Posted,
) {
  await repaymentRepository.applications.insert(tx, {
    loanId: r.loanId,
    amount: r.amount,
    status: REPAYMENT_APPLICATION_STATUS.posted,
    credit: posted.credit,
    lines: posted.lines,
    ledgerEntryId: posted.entryId,
    idempotencyKey: r.idempotencyKey,
    createdBy: who.salesperson.id,
    createdByName: who.salesperson.realName,
    createdAt: r.paidAt,
    reviewedBy: who.finance.id,
    reviewedByName: who.finance.realName,
    reviewedAt: r.paidAt,
  });
}

/** On the overdue loan: one recorded repayment awaiting finance's review and one finance rejected, so the review has rows. */
async function seedUnpostedApplications(tx: Executor, who: Recorders, loanId: number, at: Date) {
  const recorded = { loanId, createdBy: who.salesperson.id, createdByName: who.salesperson.realName, createdAt: at };
  await repaymentRepository.applications.insert(tx, { ...recorded, amount: '5000.00', idempotencyKey: `demo-${loanId}-pending` });
  await repaymentRepository.applications.insert(tx, {
    ...recorded,
    amount: '800.00',
    idempotencyKey: `demo-${loanId}-rejected`,
    status: REPAYMENT_APPLICATION_STATUS.rejected,
    reviewedBy: who.finance.id,
    reviewedByName: who.finance.realName,
    reviewedAt: at,
    rejectReason: '银行流水未见到账',
  });
}

/**
 * The overdue loan has its penalty (issue 16 item 8): the business calendar starts today with the
 * run rewound to the oldest overdue due day, so the run charges every day since, as the nightly
 * job would have, at the default rate.
 */
async function accrueDemoPenalty(db: Db, today: string) {
  const calendar = await readCalendar(db, today);
  const [oldest] = await pageOf(db, repaymentRepository.periods.listOn(today), periodWhere({ all: true }, { status: 4 }, today), 1, 1);
  if (!oldest || calendar.overdueThrough < oldest.reFundTime) return;
  await overdueRepository.calendar.rewindRunTo(db, oldest.reFundTime);
  await catchUpOverdue(db, today, { penaltyDailyRate: DEFAULT_PENALTY_DAILY_RATE, actor: SEED_ACTOR });
}
