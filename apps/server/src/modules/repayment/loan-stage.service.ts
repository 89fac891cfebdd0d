import type { Executor } from '../../db/client';
import type { AuditActor } from '../audit/audit.service';
import { moveBillStage, moveBillStages } from '../bill/bill.service';
import { loanStageRepository as repo } from './loan-stage.repository';

/**
 * The bill follows its loans (decision 0074), in the transaction of the loan's own event. A bill
 * may have several loans (one per grant): it is overdue while any is, settled once all are.
 * - `granted`: a loan was just made by its grant's first money;
 * - `repaid`: money was posted on one of them (a repayment, or early settlement);
 * - `cured`: its arrears were cleared otherwise (an extension moved the overdue instalments).
 */
export async function billFollowsLoans(tx: Executor, billId: number, event: 'granted' | 'repaid' | 'cured', actor: AuditActor) {
  if (event === 'granted') return moveBillStage(tx, billId, 'granted', actor);
  const standing = await repo.standingOfBill(tx, billId);
  if (standing.settled) return moveBillStage(tx, billId, 'settled', actor);
  if (standing.overdue) return moveBillStage(tx, billId, 'overdue', actor);
  return moveBillStage(tx, billId, event, actor);
}

/** The overdue run's batch: the bills of the loans it found overdue, in its transaction. */
export async function billsFollowOverdue(tx: Executor, loanIds: readonly number[], actor: AuditActor) {
  return moveBillStages(tx, await repo.overdueBillsOf(tx, loanIds), 'overdue', actor);
}
