import { REPAYMENT_LOAN_ENTITY, REPAYMENT_PERIOD_STATUS as P, extendSchedule } from '@lc/shared';
import Decimal from 'decimal.js';
import type { Executor } from '../../db/client';
import { type AuditActor, recordAudit } from '../audit/audit.service';
import { repaymentRepository as repo } from './repayment.repository';
import { billFollowsLoans } from './loan-stage.service';

/** An approved extension, as the borrow module hands it over inside its decision's transaction. */
export type ScheduleExtension = { grantId: number; extensionId: number; days: number };

/**
 * Moves the grant's schedule by an approved extension (decision 0050): every instalment not fully
 * paid falls due `days` later, the first of them carrying the added days' interest. Under the loan's
 * row lock and its instalments', as a repayment and the overdue run take them, so neither sees half
 * a move. A grant without a schedule, or a settled loan, moves nothing; otherwise the grant's term in days grows too. Once nothing is overdue on
 * the business date the loan is current again. Answers what moved, for the caller's record.
 */
export async function extendLoanSchedule(tx: Executor, e: ScheduleExtension, businessDate: string, actor: AuditActor) {
  const found = await repo.loanOfGrant(tx, e.grantId);
  const loan = found && (await repo.lock(tx, found.id));
  if (!loan || loan.status === 3) return undefined;
  // The loan's copy of the agreed term follows the bill's (decision 0078): maturity = value date + term days.
  await repo.extendTermDays(tx, e.grantId, e.days);
  const periods = await repo.periods.ofLoan(tx, loan.id);
  const extension = extendSchedule(periods, e.days, loan.annualRate);
  for (const moved of extension.moved) {
    const p = periods.find((x) => x.period === moved.period)!;
    const partly = new Decimal(p.paidPrincipal).plus(p.paidInterest).plus(p.paidPenalty).plus(p.paidFee).gt(0);
    // Stored as not yet due again: the overdue run marks it anew should the new due day pass unpaid.
    const status = moved.reFundTime < businessDate ? p.status : partly ? P.partlyPaid : P.unpaid;
    const { period: _period, ...values } = moved;
    await repo.periods.move(tx, p.id, { ...values, status });
  }
  const stillOverdue = extension.moved.some((m) => m.reFundTime < businessDate);
  if (extension.moved.length > 0 && !stillOverdue) {
    await repo.clearOverdue(tx, loan.id);
    await billFollowsLoans(tx, loan.billId, 'cured', actor);
  }
  await recordAudit(tx, actor, {
    entity: REPAYMENT_LOAN_ENTITY,
    entityId: loan.id,
    action: 'extend',
    before: {
      schedule: periods
        .filter((p) => extension.moved.some((m) => m.period === p.period))
        .map((p) => ({ period: p.period, reFundTime: p.reFundTime, beginRateTime: p.beginRateTime, interest: p.interest })),
    },
    after: { extensionId: e.extensionId, days: e.days, ...extension },
  });
  return { loanId: loan.id, ...extension };
}
