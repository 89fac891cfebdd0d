import { REPAYMENT_LOAN_ENTITY, type RepaymentMethod, buildSchedule } from '@lc/shared';
import type { Executor } from '../../db/client';
import { type AuditActor, recordAudit } from '../audit/audit.service';
import { repaymentRepository as repo } from './repayment.repository';

/** What a grant repays on when no terms were agreed for it (decision 0031). */
export const DEFAULT_TERMS = { annualRate: '0.096', method: 'interestFirst' as RepaymentMethod };

/** The grant whose draw just succeeded: what the grant module hands over, inside its transaction. */
export type ScheduleStart = { grantId: number; billId: number; amount: string; fundingParty: string };

/** A bill's term is in days (000 §5: multiples of 10 or 30); a schedule runs in months of 30 days, at least one. */
export const termMonthsOf = (days: number) => Math.max(1, Math.ceil(days / 30));

/**
 * Makes the grant's loan and schedule, once: in the transaction of its first successful draw. The
 * UNIQUE grant id makes a second draw, a retried one or two at once leave the first schedule as it
 * is (the insert does nothing and nothing else is written). Answers the loan id when it made one.
 */
export async function startSchedule(tx: Executor, start: ScheduleStart, drawDate: string, actor: AuditActor) {
  const source = await repo.sourceOf(tx, start.billId, start.grantId);
  if (!source) return undefined;
  const { loan, terms } = source;
  const input = {
    principal: start.amount,
    annualRate: terms?.annualRate ?? DEFAULT_TERMS.annualRate,
    method: (terms?.method as RepaymentMethod | undefined) ?? DEFAULT_TERMS.method,
    drawDate,
    termMonths: terms?.termMonths ?? termMonthsOf(loan.borrowDuration),
    repaymentDay: terms?.repaymentDay ?? Math.min(Number(drawDate.slice(8, 10)), 28),
  };
  const rows = buildSchedule(input);
  const created = await repo.insertLoan(tx, {
    grantId: start.grantId,
    billId: start.billId,
    fundingParty: start.fundingParty,
    principal: input.principal,
    annualRate: input.annualRate,
    method: input.method,
    termMonths: input.termMonths,
    repaymentDay: input.repaymentDay,
    drawDate,
    ...loan,
  });
  if (!created) return undefined;
  await repo.insertPeriods(
    tx,
    rows.map((r) => ({ loanId: created.id, ...r })),
  );
  await recordAudit(tx, actor, {
    entity: REPAYMENT_LOAN_ENTITY,
    entityId: created.id,
    action: 'schedule',
    after: { ...input, periods: rows.length },
  });
  return created.id;
}
