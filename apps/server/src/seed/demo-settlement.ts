import { DEFAULT_PREPAYMENT_FEE_RATE, REPAYMENT_APPLICATION_STATUS } from '@lc/shared';
import Decimal from 'decimal.js';
import type { Executor } from '../db/client';
import { shanghaiDate } from '../lib/time';
import type { AuditActor } from '../modules/audit/audit.service';
import type { createLedgerService } from '../modules/ledger/ledger.service';
import { applyRepayment } from '../modules/repayment/repayment-apply.service';
import { billTermsRepository } from '../modules/bill/bill-terms.repository';
import { feesOwed } from '../modules/repayment/repayment-posting.service';
import { quoteOf, settleEarly } from '../modules/repayment/repayment-settle.service';
import { type DrawnMoney, scheduleDraw } from '../modules/repayment/repayment-schedules.service';
import { repaymentRepository } from '../modules/repayment/repayment.repository';

const DAY = 86_400_000;
type Ledger = ReturnType<typeof createLedgerService>;
type Person = { id: number; realName: string };
type Recorders = { salesperson: Person; finance: Person };
type Input = {
  /** A finished grant of the amount, drawn at the time given (the demo seed's finishedGrant on the bill). */
  grant: (amount: string, at: Date) => Promise<DrawnMoney>;
  records: Recorders;
  actor: AuditActor;
  now: number;
  today: string;
};

/** A demo application as staff make one: recorded by the salesperson, posted by finance. */
async function recorded(
  tx: Executor,
  who: Recorders,
  r: { loanId: number; amount: string; at: Date; key: string; settle: boolean },
  posted: { credit: string; lines: { period: number; component: string; amount: string }[]; entryId: number },
) {
  await repaymentRepository.applications.insert(tx, {
    loanId: r.loanId,
    amount: r.amount,
    settle: r.settle,
    status: REPAYMENT_APPLICATION_STATUS.posted,
    credit: posted.credit,
    lines: posted.lines,
    ledgerEntryId: posted.entryId,
    idempotencyKey: r.key,
    createdBy: who.salesperson.id,
    createdByName: who.salesperson.realName,
    createdAt: r.at,
    reviewedBy: who.finance.id,
    reviewedByName: who.finance.realName,
    reviewedAt: r.at,
  });
}

/**
 * One loan settled early (issue 16 item 8, decision 0048), so the lists show one: 300,000.00
 * interest first at 9.6 % for six months, on 高峰's bill beside its settled equal-principal loan,
 * drawn 70 days back; the instalments due so far paid, then settled today through the same code
 * finance's approval runs: the quote of the business date (interest accrued to today, the default
 * prepayment fee) rounded up to the hundred yuan, the few yuan over kept as refundable credit.
 */
export async function seedEarlySettlement(tx: Executor, ledger: Ledger, input: Input) {
  const { now, today, actor: SEED_ACTOR } = input;
  const start = await input.grant('300000.00', new Date(now - 80 * DAY));
  const drawDate = shanghaiDate(new Date(now - 70 * DAY));
  const agreed = await billTermsRepository.of(tx, start.billId);
  await repaymentRepository.setTerms(tx, {
    grantId: start.grantId,
    annualRate: '0.096',
    method: 'interestFirst',
    termMonths: 6,
    repaymentDay: Math.min(Number(drawDate.slice(8)), 28),
    feeLines: agreed?.fees ?? null,
    penaltyDailyRate: agreed?.penaltyDailyRate ?? null,
  });
  const loanId = await scheduleDraw(tx, start, drawDate, SEED_ACTOR);
  if (!loanId) return;
  const periods = await repaymentRepository.periods.ofLoan(tx, loanId);
  const due = periods
    .filter((p) => p.reFundTime < today)
    .reduce((a, p) => a.plus(p.principal).plus(p.interest).plus(p.fee).plus(p.penalty), new Decimal(0));
  if (due.gt(0)) {
    const r = { loanId, amount: due.toFixed(2), paidAt: new Date(now - 3 * DAY), idempotencyKey: `demo-${loanId}`, businessDate: today };
    const posted = await applyRepayment(tx, ledger, r, SEED_ACTOR);
    await recorded(tx, input.records, { loanId, amount: r.amount, at: r.paidAt, key: r.idempotencyKey, settle: false }, posted);
  }
  const loan = (await repaymentRepository.lock(tx, loanId))!;
  const fees = await feesOwed(tx, ledger, loan.billId);
  const quote = await quoteOf(tx, loan, await repaymentRepository.periods.ofLoan(tx, loanId), today, DEFAULT_PREPAYMENT_FEE_RATE, fees);
  const amount = new Decimal(quote.toPay).div(100).ceil().times(100).toFixed(2);
  const r = { loanId, amount, paidAt: new Date(now - DAY / 4), idempotencyKey: `demo-${loanId}-settle`, businessDate: today };
  const settled = await settleEarly(tx, ledger, r, DEFAULT_PREPAYMENT_FEE_RATE, SEED_ACTOR);
  await recorded(tx, input.records, { loanId, amount, at: r.paidAt, key: r.idempotencyKey, settle: true }, settled);
}
