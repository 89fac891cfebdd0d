import { BILL_STAGE, BILL_STATUS, addDays, idCardCheckChar, luhnCheckDigit } from '@lc/shared';
import type { Db } from '../db/client';
import { shanghaiDate } from '../lib/time';
import type { AuditActor } from '../modules/audit/audit.service';
import { cardBinRepository } from '../modules/bank-card/bank-card.repository';
import { cardRepository } from '../modules/bank-card/card.repository';
import { loanFactsOf } from '../modules/bill/bill-loans.repository';
import { billRepository } from '../modules/bill/bill.repository';
import { DEMO_FUND_PARTY, demoTerms } from '../modules/bill/bill.seed';
import { billTermsRepository } from '../modules/bill/bill-terms.repository';
import { createLedgerService } from '../modules/ledger/ledger.service';
import type { FindDemoUser } from '../modules/module-kit';
import { scheduleDraw } from '../modules/repayment/repayment-schedules.service';
import { repaymentRepository } from '../modules/repayment/repayment.repository';
import { finishedGrant, grantPeople } from './demo-repayments';
import { seedDemoLoanBorrowers } from './demo-loan-borrowers';

const SEED_ACTOR: AuditActor = { actorId: null, actorName: 'seed', requestId: null, ip: null };
const KEY = 'demo-repayment-lifecycle';

/** The loan e2e/repayment-lifecycle.spec.ts follows; the spec works its figures out from these terms. */
export const LIFECYCLE_LOAN = {
  customerName: '邓安然',
  salesperson: '13800000411',
  amount: '120000.00',
  annualRate: '0.0876',
  termMonths: 6,
} as const;

/**
 * The 3rd instalment's due day: the business date itself when it can be a repayment day (1–28),
 * else the 1st of the next month. So the loan stands current on the demo's business date, and one
 * short advance of it makes the 3rd instalment overdue.
 */
export function lifecycleDueDay(today: string) {
  if (Number(today.slice(8)) <= 28) return today;
  const next = addDays(`${today.slice(0, 8)}28`, 7);
  return `${next.slice(0, 8)}01`;
}

/** The first of the month `months` before the day's month. */
function firstOfMonthsBefore(day: string, months: number) {
  const k = Number(day.slice(0, 4)) * 12 + Number(day.slice(5, 7)) - 1 - months;
  return `${Math.floor(k / 12)}-${String((k % 12) + 1).padStart(2, '0')}-01`;
}

/**
 * A loan of its own for the repayment lifecycle browser test (issue 16 done-means), on a bill of
 * the Wuhan demo salesperson that no other spec counts: 120,000.00 repaid in equal principal over
 * six months at 8.76 %, drawn on the first of the month three months before its 3rd due day, so
 * the 3rd falls due on the business date. Its first two instalments are left for the spec to repay
 * through the screens (recorded by the salesperson, posted by finance): the loan is made after the
 * seed's overdue run, so they are past their due days but charged no penalty, and no other spec
 * counts them. No fees are charged on it, and it has no mortgage registered or documents
 * archived, so its settlement starts nothing in other modules. Only once.
 */
export async function seedLifecycleLoan(db: Db, findUser: FindDemoUser) {
  const sales = await findUser(LIFECYCLE_LOAN.salesperson);
  const people = await grantPeople(findUser);
  if (!sales || !people || (await billRepository.byIdempotencyKey(db, sales.id, KEY))) return;
  const today = shanghaiDate(new Date());
  const due3 = lifecycleDueDay(today);
  const drawDate = firstOfMonthsBefore(due3, 3);
  const at = new Date(`${drawDate}T10:00:00+08:00`);
  const scope = { areaCode: sales.areaCode, departmentCode: sales.departmentCode, groupId: 16 };
  // The bill was made 20 days before the draw; its number names that day.
  const madeAt = new Date(at.getTime() - 20 * 86_400_000);
  const day = shanghaiDate(madeAt).replaceAll('-', '');
  const first17 = '42010619850612351';
  const bill = await billRepository.insert(db, {
    billNo: `WH${day}-${String(await billRepository.nextSequence(db, 'WH', day)).padStart(4, '0')}`,
    idempotencyKey: KEY,
    status: BILL_STATUS.approved,
    stage: BILL_STAGE.approved,
    billType: 0,
    billCustomerName: LIFECYCLE_LOAN.customerName,
    billCustomerMobile: '13920009001',
    idCard: `${first17}${idCardCheckChar(first17)}`,
    borrowAmount: LIFECYCLE_LOAN.amount,
    borrowDuration: 180,
    borrowType: 2,
    borrowingPurposes: '经营周转',
    fundings: DEMO_FUND_PARTY,
    salespersonId: sales.id,
    ...scope,
    createdAt: madeAt,
    updatedAt: at,
    submittedAt: at,
  });
  const reviewer = await findUser('13800000034');
  if (reviewer) {
    await billTermsRepository.seed(db, bill.id, {
      ...demoTerms(LIFECYCLE_LOAN.amount, 180, reviewer, new Date(madeAt.getTime() + 5 * 86_400_000)),
      annualRate: LIFECYCLE_LOAN.annualRate,
      method: 'equalPrincipal',
      // A loan agreed without fees (decision 0073): its schedule and the browser test's figures are principal, interest and penalty.
      fees: [],
    });
  }
  // 邓安然's card is her own (issue 29 item 7).
  const holder = (await seedDemoLoanBorrowers(db, [bill.id])).get(bill.id);
  if (!holder) return;
  const payload = '622202020000889000';
  const cardNo = payload + luhnCheckDigit(payload);
  const [bank] = await cardBinRepository.longestMatch(db, cardNo);
  if (!bank) return;
  const card = await cardRepository.insert(db, {
    borrowerId: holder.id,
    billId: bill.id,
    cardNo,
    bankCode: bank.bankCode,
    accountName: LIFECYCLE_LOAN.customerName,
    reservedMobile: '13920009001',
    status: 1,
    ownerId: sales.id,
    ...scope,
  });
  const loan = await loanFactsOf(db, bill.id);
  if (!card || !loan) return;
  const ledger = createLedgerService({ db });
  await db.transaction(async (tx) => {
    const start = await finishedGrant(tx, ledger, loan, LIFECYCLE_LOAN.amount, card.id, people, new Date(at.getTime() - 86_400_000));
    await repaymentRepository.setTerms(tx, {
      grantId: start.grantId,
      annualRate: LIFECYCLE_LOAN.annualRate,
      method: 'equalPrincipal',
      feeLines: [],
      termMonths: LIFECYCLE_LOAN.termMonths,
      repaymentDay: Number(due3.slice(8)),
    });
    await scheduleDraw(tx, start, drawDate, SEED_ACTOR);
  });
}
