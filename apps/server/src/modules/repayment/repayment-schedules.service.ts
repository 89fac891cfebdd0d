import { REPAYMENT_LOAN_ENTITY, type RepaymentMethod, addTranche, buildSchedule, scheduleFees } from '@lc/shared';
import Decimal from 'decimal.js';
import type { Executor } from '../../db/client';
import { type AuditActor, recordAudit } from '../audit/audit.service';
import { repaymentRepository as repo } from './repayment.repository';
import { billFollowsLoans } from './loan-stage.service';

/**
 * What a grant repays on when no terms were agreed for it: only grants requested before final
 * review decided terms (decision 0070; the migration gave their bills the terms they were made on).
 */
export const DEFAULT_TERMS = { annualRate: '0.096', method: 'interestFirst' as RepaymentMethod };

/** The money a grant's draw just paid out: what the grant module hands over, inside its transaction. */
export type DrawnMoney = { grantId: number; billId: number; amount: string; fundingParty: string };

/** A bill's term is in days (000 §5: multiples of 10 or 30); a schedule runs in months of 30 days, at least one. */
export const termMonthsOf = (days: number) => Math.max(1, Math.ceil(days / 30));

/**
 * The schedule follows the draws (decision 0060), in the transaction of each paying settle (the
 * grant row locked, so two draws of one grant never interleave here): the grant's first money makes
 * its loan on the amount drawn; later money adds a tranche from its value date (the business date),
 * re-figuring the instalments from the one whose period holds it. The loan's principal is always
 * what was drawn, as ledger account 1301 has it. Answers the loan id.
 */
export async function scheduleDraw(tx: Executor, drawn: DrawnMoney, valueDate: string, actor: AuditActor) {
  const found = await repo.loanOfGrant(tx, drawn.grantId);
  if (found) return addDrawnTranche(tx, found.id, drawn, valueDate, actor);
  return startLoan(tx, drawn, valueDate, actor);
}

/** The grant's first money: its loan and schedule on the amount drawn. */
async function startLoan(tx: Executor, drawn: DrawnMoney, drawDate: string, actor: AuditActor) {
  const source = await repo.sourceOf(tx, drawn.billId, drawn.grantId);
  if (!source) return undefined;
  const { loan, terms } = source;
  const termDays = terms?.termDays ?? undefined;
  const input = {
    principal: new Decimal(drawn.amount).toFixed(2),
    annualRate: terms?.annualRate ?? DEFAULT_TERMS.annualRate,
    method: (terms?.method as RepaymentMethod | undefined) ?? DEFAULT_TERMS.method,
    drawDate,
    termMonths: terms?.termMonths ?? termMonthsOf(loan.borrowDuration),
    repaymentDay: terms?.repaymentDay ?? Math.min(Number(drawDate.slice(8, 10)), 28),
  };
  const rows = buildSchedule({ ...input, ...(termDays ? { termDays } : {}) });
  // A term in days (decision 0070) makes as many instalments as fall before its maturity.
  if (termDays) input.termMonths = rows.length;
  const created = await repo.insertLoan(tx, {
    grantId: drawn.grantId,
    billId: drawn.billId,
    fundingParty: drawn.fundingParty,
    principal: input.principal,
    annualRate: input.annualRate,
    method: input.method,
    termMonths: input.termMonths,
    repaymentDay: input.repaymentDay,
    drawDate,
    ...loan,
  });
  if (!created) return undefined;
  // The agreed fee lines on the schedule (decision 0073); terms from before them left the fees to 1123 at the draw.
  const fees = scheduleFees(
    terms?.feeLines ?? [],
    [{ amount: input.principal, valueDate: drawDate }],
    rows.map((r) => r.reFundTime),
  );
  await repo.insertPeriods(
    tx,
    rows.map((r, k) => ({ loanId: created.id, ...r, ...fees[k]! })),
  );
  await recordAudit(tx, actor, {
    entity: REPAYMENT_LOAN_ENTITY,
    entityId: created.id,
    action: 'schedule',
    after: { ...input, periods: rows.length, fees: terms?.feeLines ?? null },
  });
  await billFollowsLoans(tx, drawn.billId, 'granted', actor);
  return created.id;
}

/** A later draw: a tranche from its value date, the loan's principal raised by it, under the loan's and its instalments' locks. */
async function addDrawnTranche(tx: Executor, loanId: number, drawn: DrawnMoney, valueDate: string, actor: AuditActor) {
  const loan = await repo.lock(tx, loanId);
  if (!loan) return undefined;
  const periods = await repo.periods.ofLoan(tx, loanId);
  const tranche = { amount: new Decimal(drawn.amount).toFixed(2), valueDate };
  const figured = addTranche(periods, tranche, { method: loan.method as RepaymentMethod, annualRate: loan.annualRate });
  // The tranche's own fees from its value date (decision 0073), added to what the instalments already carry.
  const added = scheduleFees(
    (await repo.feeLinesOf(tx, loan.grantId)) ?? [],
    [tranche],
    periods.map((p) => p.reFundTime),
  );
  const after = figured.map((r, j) => ({
    ...r,
    fee: new Decimal(periods[j]!.fee).plus(added[j]!.fee).toFixed(2),
    feeByDays: new Decimal(periods[j]!.feeByDays).plus(added[j]!.feeByDays).toFixed(2),
  }));
  const changed = after.filter(
    (r, j) =>
      r.principal !== periods[j]!.principal || r.interest !== periods[j]!.interest || r.fee !== new Decimal(periods[j]!.fee).toFixed(2),
  );
  for (const r of changed) {
    await repo.periods.refigure(tx, periods.find((p) => p.period === r.period)!.id, {
      principal: r.principal,
      interest: r.interest,
      fee: r.fee,
      feeByDays: r.feeByDays,
    });
  }
  const principal = new Decimal(loan.principal).plus(tranche.amount).toFixed(2);
  await repo.setPrincipal(tx, loanId, principal);
  await recordAudit(tx, actor, {
    entity: REPAYMENT_LOAN_ENTITY,
    entityId: loanId,
    action: 'tranche',
    before: {
      principal: loan.principal,
      schedule: periods
        .filter((p) => changed.some((r) => r.period === p.period))
        .map(({ period, principal: pr, interest, fee }) => ({ period, principal: pr, interest, fee })),
    },
    after: {
      principal,
      tranche,
      schedule: changed.map(({ period, principal: pr, interest, fee }) => ({ period, principal: pr, interest, fee })),
    },
  });
  return loanId;
}
