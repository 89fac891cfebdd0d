import {
  ACCOUNT,
  DRAW_CANCELLABLE,
  DRAW_STATUS,
  GRANT_DRAW_ENTITY,
  GRANT_PERMISSION,
  GRANT_STATUS,
  type DrawInput,
  type DrawRow,
} from '@lc/shared';
import Decimal from 'decimal.js';
import type { Db, Tx } from '../../db/client';
import { Conflict, NotFound, Unprocessable, keyed } from '../../lib/errors';
import { idempotentWrite } from '../../lib/idempotency.repository';
import { type SessionUser, scopeFor } from '../../core/session-user';
import { type AuditActor, recordAudit } from '../audit/audit.service';
import type { LedgerService } from '../ledger/ledger.service';
import type { RepaymentService } from '../repayment/repayment.service';
import { creditLine, debitLine } from '../ledger/ledger-posting';
import type { FlowActorUser, FlowEngine } from '../workflow/flow-engine.service';
import { type DrawRecord, drawRepository, grantRepository as repo } from './grant.repository';
import { type PaymentChannel, type TransferOutcome, type TransferRequest, drawReference } from './payment-channel';
import { type DrawFeeDeps, postDrawFees } from './draw-fees';

export const GRANT_PROCESS = 'grant';
type Locked = NonNullable<Awaited<ReturnType<typeof repo.lock>>>;
export type DrawDeps = {
  db: Db;
  flow: Pick<FlowEngine, 'find' | 'act'>;
  ledger: Pick<LedgerService, 'post' | 'entryByKey'>;
  schedules: Pick<RepaymentService, 'startSchedule'>;
  channel: PaymentChannel;
  cardsById: (ids: number[]) => Promise<Map<number, { label: string; cardNo: string; accountName: string }>>;
  /** The mortgage module's grant gate (decision 0032): money leaves only once the bill's mortgage is fully registered. */
  grantGate: (billId: number) => Promise<{ open: boolean; missing: string[] }>;
  fees: DrawFeeDeps['fees'];
};

export const presentDraw = (d: DrawRecord): DrawRow => ({
  id: d.id,
  amount: d.amount,
  status: d.status,
  failureReason: d.failureKey,
  channelRef: d.channelRef,
  ledgerEntryId: d.ledgerEntryId,
  createdByName: d.createdByName,
  createdAt: d.createdAt.toISOString(),
});

type DrawReply = DrawRow & { grantStatus: number };

/** The grant status its money leads to: 5 when all of it reached the borrower, 4 when some did. */
const statusFor = (g: { amount: string; status: number }, succeeded: Decimal) => {
  if (succeeded.eq(g.amount)) return GRANT_STATUS.finished;
  if (succeeded.gt(0)) return GRANT_STATUS.partlyGranted;
  return g.status;
};

/**
 * Finance's draws (ungrantedList, decisions 0028 and 0052), in three steps so a slow channel holds
 * neither the grant's row lock nor a connection:
 * 1. one transaction locks the grant FOR UPDATE, records the idempotency key, checks the flow and
 *    the approved amount, and holds the amount (drawn_amount grows, the draw is inserted in
 *    progress); it commits, so a concurrent draw sees the hold;
 * 2. the payment channel is asked, outside any transaction;
 * 3. a second transaction locks the grant again and applies the answer to the draw only if it is
 *    still in progress: a confirmed transfer posts debit loan principal / credit bank, a refused
 *    one releases the hold and posts nothing, a timed-out one keeps its hold until it is settled.
 * The idempotency key makes a repeat answer the first draw (as it stands), never ask the channel twice.
 */
export function createGrantDraws({ db, flow, ledger, schedules, channel, cardsById, grantGate, fees }: DrawDeps) {
  /** Applies the channel's answer to a draw in progress, inside step 3's transaction (the grant row locked, its hold already counted). */
  async function settle(tx: Tx, user: FlowActorUser, grant: Locked, draw: DrawRecord, outcome: TransferOutcome, audit: AuditActor) {
    let drawn = new Decimal(grant.drawnAmount);
    let succeeded = new Decimal(grant.succeededAmount);
    let moved: DrawRecord | undefined;
    if (outcome.kind === 'timeout') {
      moved = await drawRepository.move(tx, draw.id, DRAW_STATUS.inProgress, { channelRef: outcome.ref });
    } else if (outcome.kind === 'failed') {
      drawn = drawn.minus(draw.amount);
      moved = await drawRepository.move(tx, draw.id, DRAW_STATUS.inProgress, {
        status: DRAW_STATUS.failed,
        channelRef: outcome.ref,
        failureKey: outcome.reasonKey,
      });
    } else {
      succeeded = succeeded.plus(draw.amount);
      const posted = await ledger.post(tx, audit, {
        eventType: 'disbursement',
        idempotencyKey: `draw:${draw.id}`,
        memo: `grant ${grant.id} draw ${draw.id}`,
        subject: { billId: grant.billId, fundingParty: grant.fundingParty },
        lines: [debitLine(ACCOUNT.loanPrincipal, draw.amount), creditLine(ACCOUNT.bank, draw.amount)],
      });
      moved = await drawRepository.move(tx, draw.id, DRAW_STATUS.inProgress, {
        status: DRAW_STATUS.succeeded,
        channelRef: outcome.ref,
        ledgerEntryId: posted.entry.id,
      });
      // The grant's first successful draw charges the bill's fees (decision 0043) and makes its
      // repayment schedule (decision 0031); later ones leave both.
      if (new Decimal(grant.succeededAmount).eq(0)) {
        // Another tranche of the bill may be charging them in its own draw: one at a time per bill.
        await repo.lockBill(tx, grant.billId);
        await postDrawFees(tx, { fees, ledger }, { billId: grant.billId, fundingParty: grant.fundingParty }, audit);
      }
      await schedules.startSchedule(
        tx,
        { grantId: grant.id, billId: grant.billId, amount: grant.amount, fundingParty: grant.fundingParty },
        audit,
      );
    }
    if (!moved) throw new Conflict(keyed('grantStale'));
    const status = statusFor(grant, succeeded);
    await repo.setAmounts(tx, grant.id, { drawnAmount: drawn.toFixed(2), succeededAmount: succeeded.toFixed(2), status });
    // The draw that completes the amount approves finance's node in the same transaction: the
    // grant is never 5 with its flow still waiting at finance, nor approved without its money.
    if (status === GRANT_STATUS.finished && grant.status !== GRANT_STATUS.finished) {
      const instance = await flow.find(GRANT_PROCESS, grant.id, tx);
      if (instance?.status === 'pending') {
        const action = { kind: 'approve', comment: '放款完成' } as const;
        await flow.act({ tx, instanceId: instance.id, expectedVersion: instance.version, action, actor: user, audit });
      }
    }
    await recordAudit(tx, audit, {
      entity: GRANT_DRAW_ENTITY,
      entityId: draw.id,
      action: outcome.kind,
      before: { status: draw.status },
      after: { status: moved.status, grantStatus: status, drawnAmount: drawn.toFixed(2), succeededAmount: succeeded.toFixed(2) },
    });
    return { ...presentDraw(moved), grantStatus: status };
  }

  /** The channel's answer; an adapter that throws (no answer at all) is a timeout, queried later by the draw's reference. */
  async function transfer(request: Omit<TransferRequest, 'reference'>): Promise<TransferOutcome> {
    const reference = drawReference(request.drawId);
    try {
      return await channel.transfer({ ...request, reference });
    } catch {
      return { kind: 'timeout', ref: reference };
    }
  }

  /** Step 3: the answer applied in a transaction of its own, to the draw only while it is still in progress. */
  function applyOutcome(user: FlowActorUser, grantId: number, drawId: number, outcome: TransferOutcome, audit: AuditActor) {
    return db.transaction(async (tx) => {
      const locked = await repo.lock(tx, grantId);
      const draw = await drawRepository.find(tx, grantId, drawId);
      if (!locked || draw?.status !== DRAW_STATUS.inProgress) throw new Conflict(keyed('grantDrawNotInProgress'));
      return settle(tx, user, locked, draw, outcome, audit);
    });
  }

  async function inScope(user: SessionUser, grantId: number) {
    const grant = await repo.find(db, grantId, scopeFor(user, GRANT_PERMISSION.finance));
    if (!grant) throw new NotFound(keyed('grantNotFound'));
    return grant;
  }

  return {
    async draw(user: SessionUser, grantId: number, input: DrawInput, audit: AuditActor) {
      const grant = await inScope(user, grantId);
      // Read before the transaction (the gate only opens over time: a registered mortgage stays registered).
      if (!(await grantGate(grant.billId)).open) throw new Conflict(keyed('grantMortgageNotRegistered'));
      const card = (await cardsById([grant.cardId])).get(grant.cardId);
      if (!card) throw new Conflict(keyed('grantNotIssuable'));
      const claim = { scope: 'grant.draw', userId: user.id, key: input.idempotencyKey, request: { grantId, amount: input.amount } };
      const earlier = async () => {
        const found = await drawRepository.byKey(db, user.id, input.idempotencyKey);
        if (!found) return undefined;
        const now = await repo.find(db, found.grantId, scopeFor(user, GRANT_PERMISSION.finance));
        return { ...presentDraw(found), grantStatus: now?.status ?? grant.status };
      };
      const held = await idempotentWrite<DrawReply & { held?: DrawRecord }>(db, claim, earlier, async (tx) => {
        const locked = await repo.lock(tx, grantId);
        const instance = await flow.find(GRANT_PROCESS, grantId, tx);
        const atFinance = instance?.status === 'pending' && instance.nodes[instance.nodeIndex]?.key === 'finance';
        if (!locked || !atFinance) throw new Conflict(keyed('grantNotIssuable'));
        const remaining = new Decimal(locked.amount).minus(locked.drawnAmount);
        if (new Decimal(input.amount).gt(remaining))
          throw new Unprocessable(keyed('grantDrawBeyondAmount', { remaining: remaining.toFixed(2) }));
        const amount = new Decimal(input.amount).toFixed(2);
        const drawnAmount = new Decimal(locked.drawnAmount).plus(amount).toFixed(2);
        await repo.setAmounts(tx, grantId, { drawnAmount, succeededAmount: locked.succeededAmount, status: locked.status });
        const draw = await drawRepository.insert(tx, {
          grantId,
          amount,
          status: DRAW_STATUS.inProgress,
          idempotencyKey: input.idempotencyKey,
          createdBy: user.id,
          createdByName: user.realName,
        });
        await recordAudit(tx, audit, {
          entity: GRANT_DRAW_ENTITY,
          entityId: draw.id,
          action: 'hold',
          after: { status: draw.status, amount, drawnAmount },
        });
        return { ...presentDraw(draw), grantStatus: locked.status, held: draw };
      });
      // A repeat of the key answers the first draw as it stands; only the request that held the amount asks the channel.
      const draw = held.held;
      if (!draw) return held;
      const outcome = await transfer({ drawId: draw.id, amount: draw.amount, cardNo: card.cardNo, accountName: card.accountName });
      try {
        return await applyOutcome(user, grantId, draw.id, outcome, audit);
      } catch (error) {
        // The money may have moved though step 3 failed: keep the channel's reference on the draw
        // (still in progress, its amount held), so settling it asks the channel again.
        await drawRepository.move(db, draw.id, DRAW_STATUS.inProgress, { channelRef: outcome.ref }).catch(() => undefined);
        throw error;
      }
    },

    /** Asks the channel again about a draw that timed out. */
    async settleDraw(user: SessionUser, grantId: number, drawId: number, audit: AuditActor) {
      await inScope(user, grantId);
      const found = await drawRepository.find(db, grantId, drawId);
      if (!found) throw new NotFound(keyed('grantDrawNotFound'));
      if (found.status !== DRAW_STATUS.inProgress || !found.channelRef) throw new Conflict(keyed('grantDrawNotInProgress'));
      const outcome = await channel.query(found.channelRef);
      return applyOutcome(user, grantId, drawId, outcome, audit);
    },

    /**
     * Cancels a draw that has not paid out (5, decision 0052): a failed one at once (its hold was
     * released when it failed); a pending or in-progress one only once the channel, asked by its
     * reference, says it stopped the transfer (it never will pay), and then its hold is released.
     * Conditional on the status read, audited; a repeat answers the cancelled draw as it stands.
     */
    async cancelDraw(user: SessionUser, grantId: number, drawId: number, audit: AuditActor): Promise<DrawReply> {
      const grant = await inScope(user, grantId);
      const found = await drawRepository.find(db, grantId, drawId);
      if (!found) throw new NotFound(keyed('grantDrawNotFound'));
      if (found.status === DRAW_STATUS.cancelled) return { ...presentDraw(found), grantStatus: grant.status };
      if (!DRAW_CANCELLABLE.includes(found.status)) throw new Conflict(keyed('grantDrawNotCancellable'));
      if (found.status !== DRAW_STATUS.failed) {
        const ref = found.channelRef ?? drawReference(found.id);
        const answer = await channel.cancel(ref).catch(() => ({ kind: 'timeout', ref }) as const);
        if (answer.kind === 'confirmed') {
          // Too late: the money left. The draw is settled as the success it is, and the cancel refused.
          await applyOutcome(user, grantId, drawId, answer, audit);
          throw new Conflict(keyed('grantDrawPaidOut'));
        }
        if (answer.kind === 'timeout') throw new Conflict(keyed('grantDrawChannelUndecided'));
      }
      return db.transaction(async (tx) => {
        const locked = await repo.lock(tx, grantId);
        const now = await drawRepository.find(tx, grantId, drawId);
        if (!locked || !now) throw new NotFound(keyed('grantDrawNotFound'));
        // Another cancel went first, under the lock: answer its result.
        if (now.status === DRAW_STATUS.cancelled) return { ...presentDraw(now), grantStatus: locked.status };
        const moved = await drawRepository.move(tx, drawId, found.status, { status: DRAW_STATUS.cancelled });
        if (!moved) throw new Conflict(keyed('grantStale'));
        // A failed draw released its hold when it failed; the others release it now.
        const drawn = new Decimal(locked.drawnAmount).minus(found.status === DRAW_STATUS.failed ? 0 : found.amount).toFixed(2);
        await repo.setAmounts(tx, grantId, { drawnAmount: drawn, succeededAmount: locked.succeededAmount, status: locked.status });
        await recordAudit(tx, audit, {
          entity: GRANT_DRAW_ENTITY,
          entityId: drawId,
          action: 'cancel',
          before: { status: found.status, drawnAmount: locked.drawnAmount },
          after: { status: moved.status, drawnAmount: drawn },
        });
        return { ...presentDraw(moved), grantStatus: locked.status };
      });
    },

    /** Step 3 for the recovery of stuck draws (draw-recovery.ts): the same settle path. */
    applyOutcome,
  };
}
