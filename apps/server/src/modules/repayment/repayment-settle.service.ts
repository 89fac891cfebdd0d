import { REPAYMENT_LOAN_ENTITY, type SettlementQuote, settlementQuote } from '@lc/shared';
import Decimal from 'decimal.js';
import type { Executor } from '../../db/client';
import { Conflict, keyed } from '../../lib/errors';
import { type AuditActor, recordAudit } from '../audit/audit.service';
import { lockOpenLoan, type Repayment } from './repayment-apply.service';
import { type RepaymentLedger, lockedFeesOwed, postRepayment } from './repayment-posting.service';
import { repaymentRepository as repo } from './repayment.repository';
import { billFollowsLoans } from './loan-stage.service';

type LoanTerms = { grantId: number; annualRate: string; credit: string; principal: string; drawDate: string };
type StoredPeriod = Awaited<ReturnType<typeof repo.periods.read>>[number];

/**
 * The settlement quote of a loan's stored instalments on `today` (decision 0048), with the fees its
 * bill still owes (0050) and the schedule's fees as accrued by today (0073). The per-days fee of the
 * current instalment is figured on the loan's principal from its draw date, never above what the
 * schedule gives it.
 */
export async function quoteOf(
  ex: Executor,
  loan: LoanTerms,
  periods: StoredPeriod[],
  today: string,
  feeRate: string,
  fees: string,
): Promise<SettlementQuote> {
  const lines = (await repo.feeLinesOf(ex, loan.grantId)) ?? [];
  const feeRule = { lines, tranches: [{ amount: loan.principal, valueDate: loan.drawDate }] };
  return settlementQuote({ periods, annualRate: loan.annualRate, today, feeRate, credit: loan.credit, fees, feeRule });
}

/** The refusal when what is offered (with the credit) does not cover the quote: names the figures. */
export const settleShort = (q: SettlementQuote) => keyed('repaymentSettleShort', { total: q.total, credit: q.credit, toPay: q.toPay });

/**
 * Early settlement at finance's approval (decision 0048): the quote of the business date it is
 * approved on, paid from the money received and the loan's credit; one ledger entry (penalty, the
 * bill's fees owed, interest, prepayment fee and all principal; what is left over stays as refundable credit); every
 * open instalment closed, its interest cut to what was charged (interest not yet accrued is not
 * charged); the loan settled. Refused (409, nothing written) when the money no longer covers the
 * quote (the business date moved on since it was recorded).
 */
export async function settleEarly(tx: Executor, ledger: RepaymentLedger, r: Repayment, feeRate: string, actor: AuditActor) {
  const loan = await lockOpenLoan(tx, r.loanId);
  const periods = await repo.periods.ofLoan(tx, loan.id);
  const q = await quoteOf(tx, loan, periods, r.businessDate, feeRate, await lockedFeesOwed(tx, ledger, loan.billId));
  const available = new Decimal(r.amount).plus(loan.credit);
  if (available.lt(q.total)) throw new Conflict(settleShort(q));
  const left = available.minus(q.total).toFixed(2);
  const posted = await postRepayment(tx, ledger, actor, {
    loan,
    amount: r.amount,
    creditUsed: loan.credit,
    lines: q.lines,
    creditLeft: left,
    idempotencyKey: r.idempotencyKey,
    memo: `loan ${loan.id} early settlement`,
  });
  const result = { entryId: posted.entry.id, lines: q.lines, credit: left, settled: true };
  if (!posted.created) return { ...result, repeated: true };
  for (const p of periods) {
    if (p.status === 2) continue;
    const interest = q.closedInterest.find((c) => c.period === p.period)!.interest;
    const fee = q.closedFee.find((c) => c.period === p.period)!.fee;
    await repo.periods.close(tx, p.id, {
      interest,
      paidInterest: interest,
      fee,
      // Fees not accrued are not charged: what stays of the per-days part is what was charged of it.
      feeByDays: Decimal.min(p.feeByDays, fee).toFixed(2),
      paidFee: fee,
      paidPenalty: p.penalty,
      paidPrincipal: p.principal,
      paidAt: r.paidAt,
    });
  }
  await repo.settle(tx, loan.id, r.businessDate, true, left);
  await billFollowsLoans(tx, loan.billId, 'repaid', actor);
  await recordAudit(tx, actor, {
    entity: REPAYMENT_LOAN_ENTITY,
    entityId: loan.id,
    action: 'settle',
    before: {
      schedule: periods.map((p) => ({
        period: p.period,
        interest: p.interest,
        paidInterest: p.paidInterest,
        fee: p.fee,
        paidFee: p.paidFee,
      })),
    },
    after: { amount: r.amount, creditUsed: loan.credit, ledgerEntryId: posted.entry.id, quote: q, credit: left },
  });
  return { ...result, repeated: false };
}
