import {
  type AllocationLine,
  REPAYMENT_LOAN_ENTITY,
  REPAYMENT_PERIOD_STATUS as P,
  type SettlementComponent,
  allocateRepayment,
  withFees,
} from '@lc/shared';
import Decimal from 'decimal.js';
import type { Executor } from '../../db/client';
import { Conflict, NotFound, keyed } from '../../lib/errors';
import { type AuditActor, recordAudit } from '../audit/audit.service';
import { type RepaymentLedger, lockedFeesOwed, postRepayment } from './repayment-posting.service';
import { repaymentSettingsRepository as settings } from './repayment-settings.repository';
import { repaymentRepository as repo } from './repayment.repository';
import { billFollowsLoans } from './loan-stage.service';

/** `businessDate`: the day it is received on, against which what stays unpaid is overdue. */
export type Repayment = { loanId: number; amount: string; paidAt: Date; idempotencyKey: string; businessDate: string };
type Component = 'penalty' | 'principal' | 'interest' | 'planFee';

const sum = (values: string[]) => values.reduce((a, v) => a.plus(v), new Decimal(0));

/**
 * The waterfall pays one "fee" per instalment: the oldest owing one's carries the bill's fees owed
 * (1123) too. Those are paid first, being older; the rest is the instalment's own fee on the
 * schedule (`planFee`, decision 0073), income when paid.
 */
export function splitFees(lines: AllocationLine[], billFees: string): SplitLine[] {
  let billLeft = Decimal.max(0, billFees);
  return lines.flatMap((line): SplitLine[] => {
    if (line.component !== 'fee') return [line];
    const toBill = Decimal.min(billLeft, line.amount);
    billLeft = billLeft.minus(toBill);
    const rest = new Decimal(line.amount).minus(toBill);
    return [
      ...(toBill.gt(0) ? [{ ...line, amount: toBill.toFixed(2) }] : []),
      ...(rest.gt(0) ? [{ period: line.period, component: 'planFee' as const, amount: rest.toFixed(2) }] : []),
    ];
  });
}
type SplitLine = { period: number; component: SettlementComponent; amount: string };

/** The loan locked for money applied to it, refused once settled. */
export async function lockOpenLoan(tx: Executor, loanId: number) {
  const loan = await repo.lock(tx, loanId);
  if (!loan) throw new NotFound(keyed('repaymentLoanNotFound'));
  if (loan.status === 3) throw new Conflict(keyed('repaymentLoanSettled'));
  return loan;
}

/**
 * Money received on a loan (decision 0030), with the credit the loan holds (decision 0048) used
 * first: allocated by the shared waterfall, oldest instalment first, inside each in the firm's
 * configured order (decision 0053; by default penalty first, decision 0035), the bill's fees owed with the oldest instalment owing anything (decision 0050); one ledger entry in the caller's transaction (postRepayment); the instalments
 * marked, what is left over held as the loan's credit, the loan current again when nothing
 * overdue is left and settled when nothing is left owing, fees included. The loan and its instalments are
 * locked while this runs, so the overdue run waits for it, or it for the run: a day's penalty is
 * charged before or after it, never lost or twice.
 */
export async function applyRepayment(tx: Executor, ledger: RepaymentLedger, r: Repayment, actor: AuditActor) {
  const loan = await lockOpenLoan(tx, r.loanId);
  const periods = await repo.periods.ofLoan(tx, loan.id);
  // What is owed now: every instalment due by the business date and the current one (the next not
  // yet due). Later principal is repaid early only by early settlement, with its fee; beyond what is
  // owed now the money is held as the loan's credit, used first by the next application.
  const current = periods.find((p) => p.reFundTime > r.businessDate);
  const owedNow = periods.filter((p) => p.reFundTime <= r.businessDate || p === current);
  const dues = owedNow.map((p) => ({
    period: p.period,
    penalty: new Decimal(p.penalty).minus(p.paidPenalty).toFixed(2),
    fee: new Decimal(p.fee).minus(p.paidFee).toFixed(2),
    interest: new Decimal(p.interest).minus(p.paidInterest).toFixed(2),
    principal: new Decimal(p.principal).minus(p.paidPrincipal).toFixed(2),
  }));
  // The bill's fees owed (1123) go with the oldest instalment owing anything (decision 0050).
  const fees = await lockedFeesOwed(tx, ledger, loan.billId);
  const available = new Decimal(r.amount).plus(loan.credit).toFixed(2);
  // The firm's waterfall (decision 0053), read in this transaction: the order the parts are paid in.
  const { waterfall } = await settings.read(tx);
  const allocated = allocateRepayment(available, withFees(dues, fees), waterfall);
  const allocation = { ...allocated, lines: splitFees(allocated.lines, fees) };
  const feesLeft = new Decimal(fees).minus(sum(allocation.lines.filter((a) => a.component === 'fee').map((a) => a.amount)));
  const posted = await postRepayment(tx, ledger, actor, {
    loan,
    amount: r.amount,
    creditUsed: loan.credit,
    lines: allocation.lines,
    creditLeft: allocation.credit,
    idempotencyKey: r.idempotencyKey,
    memo: `loan ${loan.id} repayment`,
  });
  const result = { entryId: posted.entry.id, lines: allocation.lines, credit: allocation.credit, settled: false };
  if (!posted.created) return { ...result, repeated: true };
  let open = 0;
  let overdue = 0;
  for (const p of periods) {
    const paid = (component: Component) =>
      sum(allocation.lines.filter((a) => a.period === p.period && a.component === component).map((a) => a.amount));
    const paidPenalty = paid('penalty').plus(p.paidPenalty);
    const paidPrincipal = paid('principal').plus(p.paidPrincipal);
    const paidInterest = paid('interest').plus(p.paidInterest);
    const paidFee = paid('planFee').plus(p.paidFee);
    const full = paidPenalty.eq(p.penalty) && paidPrincipal.eq(p.principal) && paidInterest.eq(p.interest) && paidFee.eq(p.fee);
    if (!full) open++;
    if (!full && p.reFundTime < r.businessDate) overdue++;
    const unchanged = [
      paidPenalty.eq(p.paidPenalty),
      paidPrincipal.eq(p.paidPrincipal),
      paidInterest.eq(p.paidInterest),
      paidFee.eq(p.paidFee),
    ];
    if (unchanged.every(Boolean)) continue;
    await repo.periods.pay(tx, p.id, {
      paidPenalty: paidPenalty.toFixed(2),
      paidPrincipal: paidPrincipal.toFixed(2),
      paidInterest: paidInterest.toFixed(2),
      paidFee: paidFee.toFixed(2),
      status: full ? P.paid : P.partlyPaid,
      paidAt: full ? r.paidAt : null,
    });
  }
  // Settled only when every instalment and the fees are paid: a loan owing fees stays open.
  const settled = open === 0 && feesLeft.lte(0);
  if (settled) await repo.settle(tx, loan.id, r.businessDate, false, allocation.credit);
  else {
    if (!new Decimal(allocation.credit).eq(loan.credit)) await repo.setCredit(tx, loan.id, allocation.credit);
    if (overdue === 0) await repo.clearOverdue(tx, loan.id);
  }
  await billFollowsLoans(tx, loan.billId, 'repaid', actor);
  await recordAudit(tx, actor, {
    entity: REPAYMENT_LOAN_ENTITY,
    entityId: loan.id,
    action: 'repay',
    after: {
      amount: r.amount,
      creditUsed: loan.credit,
      ledgerEntryId: posted.entry.id,
      lines: allocation.lines,
      credit: allocation.credit,
      feesLeft: feesLeft.toFixed(2),
      settled,
    },
  });
  return { ...result, settled, repeated: false };
}
