import { BILL_ENTITY, BILL_STAGE_MOVES, type BillStageEvent } from '@lc/shared';
import type { Executor } from '../../db/client';
import { type AuditActor, recordAudit } from '../audit/audit.service';
import { billStageRepository as repo } from './bill-stage.repository';

/**
 * Moves bills' stage for an event of their loan (decision 0074), in the event's own transaction:
 * only bills at a stage the event comes from move, so a late or repeated event changes nothing.
 * Each bill moved is audited (`bill` / `stage`); answers the ids moved.
 */
export async function moveBillStages(tx: Executor, billIds: readonly number[], event: BillStageEvent, actor: AuditActor) {
  const { from, to } = BILL_STAGE_MOVES[event];
  const moved = await repo.move(tx, [...new Set(billIds)], from, to);
  for (const m of moved) {
    await recordAudit(tx, actor, {
      entity: BILL_ENTITY,
      entityId: m.id,
      action: 'stage',
      before: { stage: m.from },
      after: { stage: to, event },
    });
  }
  return moved.map((m) => m.id);
}

/** One bill's move; true when it moved. */
export const moveBillStage = async (tx: Executor, billId: number, event: BillStageEvent, actor: AuditActor) =>
  (await moveBillStages(tx, [billId], event, actor)).length > 0;
