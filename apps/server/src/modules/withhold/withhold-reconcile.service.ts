import { WITHHOLD_RECONCILIATION_ENTITY, WITHHOLD_STATUS, type WithholdReconcileReply } from '@lc/shared';
import Decimal from 'decimal.js';
import type { Db } from '../../db/client';
import { type AuditActor, recordAudit } from '../audit/audit.service';
import type { WithholdChannel } from './withhold-channel.adapter';
import { withholdRepository as repo } from './withhold.repository';

type Mismatch = WithholdReconcileReply['mismatches'][number];

/**
 * Reconciliation of one Shanghai day (decision 0047): the debits the channel's statement lists
 * against the attempts posted here for that day. A debit the channel made that is not posted
 * (a lost answer not yet queried) is `notPosted`; a posting the channel does not list is
 * `notAtChannel`; the same reference with another amount is `amountDiffers`; a debit above what its
 * instalment owed when it was posted is `overCollected`, with the over-amount (decision 0065). The run is kept with
 * what it found, and audited; it changes no money (finance resolves each mismatch).
 */
export async function reconcileDay(db: Db, channel: Pick<WithholdChannel, 'statement'>, day: string, actor: AuditActor) {
  const statement = await channel.statement(day);
  const ours = await repo.attempts.ofDay(db, day);
  const byRef = new Map(ours.map((a) => [a.ref, a]));
  const posted = ours.filter((a) => a.status === WITHHOLD_STATUS.succeeded);
  const reported = new Set(statement.map((l) => l.ref));
  const mismatches: Mismatch[] = [];
  for (const line of statement) {
    const mine = byRef.get(line.ref);
    if (mine?.status !== WITHHOLD_STATUS.succeeded)
      mismatches.push({
        kind: 'notPosted',
        channelRef: line.ref,
        requestId: mine?.requestId ?? null,
        channelAmount: line.amount,
        postedAmount: null,
      });
    else if (!new Decimal(mine.amount).eq(line.amount))
      mismatches.push({
        kind: 'amountDiffers',
        channelRef: line.ref,
        requestId: mine.requestId,
        channelAmount: line.amount,
        postedAmount: mine.amount,
      });
  }
  for (const mine of posted.filter((a) => !reported.has(a.ref)))
    mismatches.push({
      kind: 'notAtChannel',
      channelRef: mine.ref,
      requestId: mine.requestId,
      channelAmount: null,
      postedAmount: mine.amount,
    });
  // A debit above what its instalment owed when it was posted (decision 0065): the over-amount, for finance to refund.
  for (const mine of posted) {
    const over = mine.owedAmount === null ? new Decimal(0) : new Decimal(mine.amount).minus(mine.owedAmount);
    if (over.gt(0))
      mismatches.push({
        kind: 'overCollected',
        channelRef: mine.ref,
        requestId: mine.requestId,
        channelAmount: null,
        postedAmount: mine.amount,
        overAmount: over.toFixed(2),
      });
  }
  return db.transaction(async (tx) => {
    const run = await repo.reconciliations.insert(tx, {
      day,
      channelCount: statement.length,
      postedCount: posted.length,
      mismatches,
      createdByName: actor.actorName ?? 'system',
    });
    await recordAudit(tx, actor, {
      entity: WITHHOLD_RECONCILIATION_ENTITY,
      entityId: run.id,
      action: 'reconcile',
      after: { day, channelCount: run.channelCount, postedCount: run.postedCount, mismatches: mismatches.length },
    });
    return { ...run, mismatches, createdAt: run.createdAt.toISOString() } satisfies WithholdReconcileReply;
  });
}
