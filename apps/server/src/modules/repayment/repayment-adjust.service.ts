import { type AdjustmentKind, REPAYMENT_LOAN_ENTITY, adjustSchedule, adjustmentLimit, adjustmentRoom } from '@lc/shared';
import Decimal from 'decimal.js';
import type { Executor } from '../../db/client';
import { Conflict, Unprocessable, keyed } from '../../lib/errors';
import { type AuditActor, recordAudit } from '../audit/audit.service';
import { repaymentRepository as repo } from './repayment.repository';

/** An adjustment as the borrow module hands it over: the grant, what moves which way, and what was drawn (the ceiling of an increase). */
export type ScheduleAdjustment = AdjustmentKind & { grantId: number; adjustmentId: number; amount: string; drawn: string };

const BEYOND = {
  '1-1': 'borrowAdjustPrincipalUp',
  '1-2': 'borrowAdjustPrincipalDown',
  '2-1': 'borrowAdjustInterestUp',
  '2-2': 'borrowAdjustInterestDown',
} as const;

/**
 * Refuses an adjustment its loan cannot take (decision 0061): no plan (422), settled (409), or an
 * amount beyond the balance it adjusts (422, naming the limit). Read unlocked at request; under the
 * loan's lock at approval, since the balance may have moved in between.
 */
async function checkedPlan(ex: Executor, a: ScheduleAdjustment, lock: boolean) {
  const found = await repo.loanOfGrant(ex, a.grantId);
  const loan = found && (lock ? await repo.lock(ex, found.id) : await repo.row(ex, found.id));
  if (!loan) throw new Unprocessable(keyed('borrowAdjustNoPlan'));
  if (loan.status === 3) throw new Conflict(keyed('borrowAdjustSettled'));
  const periods = lock ? await repo.periods.ofLoan(ex, loan.id) : await repo.periods.read(ex, loan.id);
  const limit = adjustmentLimit(adjustmentRoom(periods), a, a.drawn);
  if (new Decimal(a.amount).gt(limit)) throw new Unprocessable(keyed(BEYOND[`${a.target}-${a.direction}`], { limit }));
  return { loan, periods };
}

/** The request's check, unlocked: the same rule the approval re-checks. */
export const checkAdjustment = async (ex: Executor, a: ScheduleAdjustment) => {
  await checkedPlan(ex, a, false);
};

/**
 * Moves the plan (and the loan's principal) by an approved adjustment, in the decision's
 * transaction, under the loan's row lock and its instalments', as a repayment, an extension and the
 * overdue run take them. The before and after figures go to the audit.
 */
export async function adjustLoanSchedule(tx: Executor, a: ScheduleAdjustment, actor: AuditActor) {
  const { loan, periods } = await checkedPlan(tx, a, true);
  const changed = adjustSchedule(periods, a, a.amount);
  for (const c of changed) {
    const p = periods.find((x) => x.period === c.period)!;
    await repo.periods.adjust(tx, p.id, {
      principal: c.principal,
      interest: c.interest,
      interestWaived: c.interestWaived,
      status: c.status,
    });
  }
  const sign = a.direction === 1 ? 1 : -1;
  const principal = a.target === 1 ? new Decimal(loan.principal).plus(new Decimal(a.amount).times(sign)).toFixed(2) : loan.principal;
  if (a.target === 1) await repo.setPrincipal(tx, loan.id, principal);
  await recordAudit(tx, actor, {
    entity: REPAYMENT_LOAN_ENTITY,
    entityId: loan.id,
    action: 'adjust',
    before: {
      principal: loan.principal,
      schedule: periods
        .filter((p) => changed.some((c) => c.period === p.period))
        .map((p) => ({
          period: p.period,
          principal: p.principal,
          interest: p.interest,
          interestWaived: p.interestWaived,
          status: p.status,
        })),
    },
    after: { adjustmentId: a.adjustmentId, target: a.target, direction: a.direction, amount: a.amount, principal, schedule: changed },
  });
  return { loanId: loan.id, changed };
}
