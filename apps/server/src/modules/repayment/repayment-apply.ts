import { ACCOUNT, REPAYMENT_LOAN_ENTITY, REPAYMENT_PERIOD_STATUS as P, allocateRepayment } from '@lc/shared';
import Decimal from 'decimal.js';
import type { Executor } from '../../db/client';
import { Conflict, NotFound, keyed } from '../../lib/errors';
import { type AuditActor, recordAudit } from '../audit/audit.service';
import type { LedgerService } from '../ledger/ledger.service';
import { type PostingLine, creditLine, debitLine } from '../ledger/ledger-posting';
import { repaymentRepository as repo } from './repayment.repository';

/** `businessDate`: the day it is received on, against which what stays unpaid is overdue. */
export type Repayment = { loanId: number; amount: string; paidAt: Date; idempotencyKey: string; businessDate: string };
type Component = 'penalty' | 'principal' | 'interest';

const sum = (values: string[]) => values.reduce((a, v) => a.plus(v), new Decimal(0));

/**
 * Money received on a loan (decision 0030): allocated by the shared waterfall, oldest instalment
 * first, penalty first inside each (decision 0035); one ledger entry in the caller's transaction
 * (debit bank; credit penalty income, principal, interest income, and the customer's credit for
 * what is left over); the instalments marked, the loan current again when nothing overdue is left
 * and settled when nothing is left owing. The loan and its instalments are locked while this runs,
 * so the overdue run waits for it, or it for the run: a day's penalty is charged before or after
 * it, never lost or twice.
 */
export async function applyRepayment(tx: Executor, ledger: Pick<LedgerService, 'post'>, r: Repayment, actor: AuditActor) {
  const loan = await repo.lock(tx, r.loanId);
  if (!loan) throw new NotFound(keyed('repaymentLoanNotFound'));
  if (loan.status === 3) throw new Conflict(keyed('repaymentLoanSettled'));
  const periods = await repo.periods.ofLoan(tx, loan.id);
  const dues = periods.map((p) => ({
    period: p.period,
    penalty: new Decimal(p.penalty).minus(p.paidPenalty).toFixed(2),
    fee: '0.00',
    interest: new Decimal(p.interest).minus(p.paidInterest).toFixed(2),
    principal: new Decimal(p.principal).minus(p.paidPrincipal).toFixed(2),
  }));
  const allocation = allocateRepayment(r.amount, dues);
  const of = (component: Component) => sum(allocation.lines.filter((a) => a.component === component).map((a) => a.amount));
  const credits: PostingLine[] = [
    [ACCOUNT.penaltyIncome, of('penalty')] as const,
    [ACCOUNT.loanPrincipal, of('principal')] as const,
    [ACCOUNT.interestIncome, of('interest')] as const,
    [ACCOUNT.customerPayable, new Decimal(allocation.credit)] as const,
  ]
    .filter(([, amount]) => amount.gt(0))
    .map(([account, amount]) => creditLine(account, amount.toFixed(2)));
  const posted = await ledger.post(tx, actor, {
    eventType: 'repayment',
    idempotencyKey: `repay:${r.idempotencyKey}`,
    memo: `loan ${loan.id} repayment`,
    subject: { billId: loan.billId, fundingParty: loan.fundingParty },
    lines: [debitLine(ACCOUNT.bank, new Decimal(r.amount).toFixed(2)), ...credits],
  });
  if (!posted.created) return { entryId: posted.entry.id, lines: allocation.lines, credit: allocation.credit, repeated: true };
  let open = 0;
  let overdue = 0;
  for (const p of periods) {
    const paid = (component: Component) =>
      sum(allocation.lines.filter((a) => a.period === p.period && a.component === component).map((a) => a.amount));
    const paidPenalty = paid('penalty').plus(p.paidPenalty);
    const paidPrincipal = paid('principal').plus(p.paidPrincipal);
    const paidInterest = paid('interest').plus(p.paidInterest);
    const full = paidPenalty.eq(p.penalty) && paidPrincipal.eq(p.principal) && paidInterest.eq(p.interest);
    if (!full) open++;
    if (!full && p.reFundTime < r.businessDate) overdue++;
    if (paidPenalty.eq(p.paidPenalty) && paidPrincipal.eq(p.paidPrincipal) && paidInterest.eq(p.paidInterest)) continue;
    await repo.periods.pay(tx, p.id, {
      paidPenalty: paidPenalty.toFixed(2),
      paidPrincipal: paidPrincipal.toFixed(2),
      paidInterest: paidInterest.toFixed(2),
      status: full ? P.paid : P.partlyPaid,
      paidAt: full ? r.paidAt : null,
    });
  }
  if (open === 0) await repo.settle(tx, loan.id);
  else if (overdue === 0) await repo.clearOverdue(tx, loan.id);
  await recordAudit(tx, actor, {
    entity: REPAYMENT_LOAN_ENTITY,
    entityId: loan.id,
    action: 'repay',
    after: { amount: r.amount, ledgerEntryId: posted.entry.id, lines: allocation.lines, credit: allocation.credit, settled: open === 0 },
  });
  return { entryId: posted.entry.id, lines: allocation.lines, credit: allocation.credit, repeated: false };
}
