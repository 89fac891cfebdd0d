import { GRANT_PERMISSION } from '@lc/shared';
import type { Db } from '../../db/client';
import { Conflict } from '../../lib/errors';
import type { Clock } from '../../lib/time';
import type { AuditActor } from '../audit/audit.service';
import type { FlowActorUser } from '../workflow/flow-engine.service';
import { type DrawRecord, drawRepository } from './grant.repository';
import { type PaymentChannel, type TransferOutcome, drawReference } from './payment-channel.adapter';

export const DRAW_RECOVERY_JOB = 'grant-draw-recovery';
/** Every two minutes (Asia/Shanghai cron). */
export const DRAW_RECOVERY_CRON = '*/2 * * * *';
/** A draw still in progress this long after it was made is stuck: its process died, or its answer was lost. */
export const STUCK_AFTER_MS = 5 * 60_000;
const BATCH = 100;
export const SYSTEM_AUDIT: AuditActor = { actorId: null, actorName: 'system', requestId: null, ip: null };

/**
 * The recovery acts on the draw's behalf as the finance user who made it, with the finance
 * permission over every scope (a system step: the draw was already authorised when it was made).
 */
const actorFor = (draw: DrawRecord): FlowActorUser => ({
  id: draw.createdBy,
  realName: draw.createdByName,
  permissions: new Set([GRANT_PERMISSION.finance]),
  roles: [{ id: 0, name: 'system', scope: 'all', codes: [GRANT_PERMISSION.finance] }],
  areaCode: '',
  departmentCode: null,
  groupIds: [],
});

type Resettle = (user: FlowActorUser, draw: DrawRecord, audit: AuditActor) => Promise<unknown>;
type Apply = (user: FlowActorUser, grantId: number, drawId: number, outcome: TransferOutcome, audit: AuditActor) => Promise<unknown>;

/**
 * Stuck draws (decision 0052): draws in progress older than STUCK_AFTER_MS are asked about by
 * their channel reference, or the firm's `LC-DRAW-<id>` when the process died before it had one,
 * and settled through the draw's own step 3: a confirmed transfer posts, a refused one (or one the
 * channel never received, which it voids) fails and releases the hold; no answer yet leaves it.
 */
export function createDrawRecovery(deps: { db: Db; clock: Clock; channel: PaymentChannel; apply: Apply; resettle: Resettle }) {
  return async function recoverStuckDraws(audit: AuditActor = SYSTEM_AUDIT) {
    const before = new Date(deps.clock.now().getTime() - STUCK_AFTER_MS);
    const stuck = await drawRepository.stuck(deps.db, before, BATCH);
    const result = { succeeded: 0, failed: 0, waiting: 0 };
    for (const draw of stuck) {
      // A split draw's open transfers are asked about one by one and settled together (draw-split.service.ts).
      const split = await deps.resettle(actorFor(draw), draw, audit).catch((error: unknown) => {
        if (error instanceof Conflict) return 'settled';
        throw error;
      });
      if (split) {
        result.succeeded += 1;
        continue;
      }
      const ref = draw.channelRef ?? drawReference(draw.id);
      const outcome = await deps.channel.query(ref).catch((): TransferOutcome => ({ kind: 'timeout', ref }));
      if (outcome.kind === 'timeout') {
        result.waiting += 1;
        continue;
      }
      try {
        await deps.apply(actorFor(draw), draw.grantId, draw.id, outcome, audit);
        result[outcome.kind === 'confirmed' ? 'succeeded' : 'failed'] += 1;
      } catch (error) {
        // Settled meanwhile (by finance or another run): nothing left to do for it.
        if (!(error instanceof Conflict)) throw error;
      }
    }
    return result;
  };
}

export const DRAW_DUE_JOB = 'grant-draw-due';
/** Every ten minutes: just after the business date moves on, the day's pending draws go out. */
export const DRAW_DUE_CRON = '*/10 * * * *';

/**
 * Pending draws (0, decision 0052) whose payment date has come, oldest date first, sent one by
 * one as the finance user who booked them (the draw was authorised then), audited as `system`.
 */
export function createDueDraws(deps: {
  due: (limit: number) => Promise<DrawRecord[]>;
  send: (user: FlowActorUser, draw: DrawRecord, audit: AuditActor) => Promise<unknown>;
}) {
  return async function sendDueDraws(audit: AuditActor = SYSTEM_AUDIT) {
    const result = { sent: 0 };
    for (const draw of await deps.due(BATCH)) {
      try {
        if (await deps.send(actorFor(draw), draw, audit)) result.sent += 1;
      } catch (error) {
        // Cancelled or settled meanwhile: nothing left to do for it.
        if (!(error instanceof Conflict)) throw error;
      }
    }
    return result;
  };
}
