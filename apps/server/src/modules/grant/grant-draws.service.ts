import {
  ACCOUNT,
  DRAW_CANCELLABLE,
  DRAW_STATUS,
  GRANT_DRAW_ENTITY,
  GRANT_PERMISSION,
  GRANT_STATUS,
  type DrawInput,
  type DrawRow,
  groupAmount,
} from '@lc/shared';
import Decimal from 'decimal.js';
import type { Db, Tx } from '../../db/client';
import { Conflict, NotFound, Unprocessable, keyed } from '../../lib/errors';
import { claimOf, idempotent } from '../../db/idempotency';
import { type SessionUser, scopeFor } from '../../core/session-user';
import { type AuditActor, recordAudit } from '../audit/audit.service';
import type { LedgerService } from '../ledger/ledger.service';
import type { RepaymentService } from '../repayment/repayment.service';
import { creditLine, debitLine } from '../ledger/ledger-posting.rules';
import type { FlowActorUser, FlowEngine } from '../workflow/flow-engine.service';
import { type DrawRecord, drawRepository, grantRepository as repo } from './grant.repository';
import { type PaymentChannel, type TransferOutcome, type TransferRequest, drawReference } from './payment-channel.adapter';
import { type DrawFeeDeps, postDrawFees } from './draw-fees.service';
import { type Card, createSplitDraws, plannedTransfers, presentDraw } from './draw-split.service';
export { presentDraw } from './draw-split.service';
import { drawTransferRepository as transfers } from './draw-transfer.repository';

export const GRANT_PROCESS = 'grant';
type Locked = NonNullable<Awaited<ReturnType<typeof repo.lock>>>;
export type DrawDeps = {
  db: Db;
  flow: Pick<FlowEngine, 'find' | 'act' | 'note'>;
  ledger: Pick<LedgerService, 'post' | 'entryByKey'>;
  schedules: Pick<RepaymentService, 'scheduleDraw' | 'feesOnSchedule'>;
  channel: PaymentChannel;
  cardsById: (ids: number[]) => Promise<Map<number, { label: string; cardNo: string; accountName: string }>>;
  /** The mortgage module's grant gate (decision 0032): money leaves only once the bill's mortgage is fully registered. */
  grantGate: (billId: number) => Promise<{ open: boolean; missing: string[] }>;
  fees: DrawFeeDeps['fees'];
  /** The business date (decision 0035): a draw paid on a later date waits pending until then. */
  today: () => Promise<string>;
};

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
export function createGrantDraws({ db, flow, ledger, schedules, channel, cardsById, grantGate, fees, today }: DrawDeps) {
  /**
   * Money that reached the borrower, inside its settle: the grant's first money charges the bill's
   * fees (decision 0043) unless its terms put them on the schedule (decision 0073); every paying
   * settle puts what it paid on the loan's schedule (decision 0060).
   */
  async function paidOut(tx: Tx, grant: Locked, paid: Decimal, audit: AuditActor) {
    if (new Decimal(grant.succeededAmount).eq(0) && !(await schedules.feesOnSchedule(tx, grant.id))) {
      // Another tranche of the bill may be charging them in its own draw: one at a time per bill.
      await repo.lockBill(tx, grant.billId);
      await postDrawFees(tx, { fees, ledger }, { billId: grant.billId, fundingParty: grant.fundingParty }, audit);
    }
    await schedules.scheduleDraw(
      tx,
      { grantId: grant.id, billId: grant.billId, amount: paid.toFixed(2), fundingParty: grant.fundingParty },
      audit,
    );
  }

  /** The grant's amounts and status after a settle; the draw that completes the amount approves finance's node. */
  async function updateGrant(tx: Tx, user: FlowActorUser, grant: Locked, drawn: Decimal, succeeded: Decimal, audit: AuditActor) {
    const status = statusFor(grant, succeeded);
    await repo.setAmounts(tx, grant.id, { drawnAmount: drawn.toFixed(2), succeededAmount: succeeded.toFixed(2), status });
    // The grant is never 5 with its flow still waiting at finance, nor approved without its money.
    if (status === GRANT_STATUS.finished && grant.status !== GRANT_STATUS.finished) {
      const instance = await flow.find(GRANT_PROCESS, grant.id, tx);
      if (instance?.status === 'pending') {
        const action = { kind: 'approve', comment: '放款完成' } as const;
        await flow.act({ tx, instanceId: instance.id, expectedVersion: instance.version, action, actor: user, audit });
      }
    }
    return status;
  }
  const split = createSplitDraws({ db, channel, ledger, paidOut, updateGrant });

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
      await paidOut(tx, grant, new Decimal(draw.amount), audit);
    }
    if (!moved) throw new Conflict(keyed('grantStale'));
    const status = await updateGrant(tx, user, grant, drawn, succeeded, audit);
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

  /**
   * Sends a held draw: above the channel's per-transfer limit as several transfers (draw-split.service.ts),
   * else as one, asked outside any transaction and settled by step 3.
   */
  async function send(user: FlowActorUser, grantId: number, draw: DrawRecord, card: Card, audit: AuditActor): Promise<DrawReply> {
    if (new Decimal(draw.amount).gt(channel.transferLimit())) {
      const done = await split.send(user, grantId, draw, card, audit);
      return { ...presentDraw(done.draw, await transfers.ofDraw(db, draw.id)), grantStatus: done.grantStatus };
    }
    const outcome = await transfer({ drawId: draw.id, amount: draw.amount, ...card });
    try {
      return await applyOutcome(user, grantId, draw.id, outcome, audit);
    } catch (error) {
      // The money may have moved though step 3 failed: keep the channel's reference on the draw
      // (still in progress, its amount held), so settling it asks the channel again.
      await drawRepository.move(db, draw.id, DRAW_STATUS.inProgress, { channelRef: outcome.ref }).catch(() => undefined);
      throw error;
    }
  }

  const receivingCard = async (cardId: number) => {
    const card = (await cardsById([cardId])).get(cardId);
    if (!card) throw new Conflict(keyed('grantNotIssuable'));
    return { cardNo: card.cardNo, accountName: card.accountName };
  };
  const withTransfers = async (d: DrawRecord, grantStatus: number): Promise<DrawReply> => ({
    ...presentDraw(d, await transfers.ofDraw(db, d.id)),
    grantStatus,
  });

  async function inScope(user: SessionUser, grantId: number) {
    const grant = await repo.find(db, grantId, scopeFor(user, GRANT_PERMISSION.finance));
    if (!grant) throw new NotFound(keyed('grantNotFound'));
    return grant;
  }

  return {
    async draw(user: SessionUser, grantId: number, input: DrawInput, audit: AuditActor) {
      // The first request holds the amount and asks the channel; every repeat of the key gets that answer (decision 0076).
      return idempotent(db, claimOf('grant.draw', user.id, input, { grantId }), async () => {
        const grant = await inScope(user, grantId);
        // Read before the transaction (the gate only opens over time: a registered mortgage stays registered).
        if (!(await grantGate(grant.billId)).open) throw new Conflict(keyed('grantMortgageNotRegistered'));
        const card = await receivingCard(grant.cardId);
        const day = await today();
        if (input.payDate && input.payDate < day) throw new Unprocessable(keyed('grantDrawPayDatePast', { date: day }));
        // A later payment date books the draw pending (0): it holds its amount now and is sent on its day (sendDue).
        const payDate = input.payDate && input.payDate > day ? input.payDate : null;
        const held = await db.transaction(async (tx) => {
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
            status: payDate ? DRAW_STATUS.pending : DRAW_STATUS.inProgress,
            payDate,
            idempotencyKey: input.idempotencyKey,
            createdBy: user.id,
            createdByName: user.realName,
          });
          // Money leaves the firm: a line on the grant's own operation record (decision 0071).
          const when = payDate ? `，付款日${payDate}` : '';
          await flow.note(tx, GRANT_PROCESS, grantId, { user, action: 'payout', comment: `发起放款${groupAmount(amount)}元${when}` });
          await recordAudit(tx, audit, {
            entity: GRANT_DRAW_ENTITY,
            entityId: draw.id,
            action: 'hold',
            after: { status: draw.status, amount, drawnAmount, payDate },
          });
          return { draw, grantStatus: locked.status };
        });
        if (held.draw.status === DRAW_STATUS.pending) return { ...presentDraw(held.draw), grantStatus: held.grantStatus };
        return send(user, grantId, held.draw, card, audit);
      });
    },

    /** Asks the channel again about a draw that timed out. */
    async settleDraw(user: SessionUser, grantId: number, drawId: number, audit: AuditActor) {
      await inScope(user, grantId);
      const found = await drawRepository.find(db, grantId, drawId);
      if (!found) throw new NotFound(keyed('grantDrawNotFound'));
      if (found.status === DRAW_STATUS.inProgress && (await transfers.ofDraw(db, drawId)).length) {
        const done = await split.apply(user, grantId, drawId, await split.query(drawId), audit);
        return withTransfers(done.draw, done.grantStatus);
      }
      if (found.status !== DRAW_STATUS.inProgress || !found.channelRef) throw new Conflict(keyed('grantDrawNotInProgress'));
      const outcome = await channel.query(found.channelRef);
      return applyOutcome(user, grantId, drawId, outcome, audit);
    },

    /**
     * A partly succeeded draw (4) sends its failed remainder again (decision 0052), under a key of
     * its own: one transaction holds the remainder again (within the approved amount) and records
     * its transfers, the draw back in progress; then they are asked for and settled like the first.
     */
    async retryDraw(user: SessionUser, grantId: number, drawId: number, key: string, audit: AuditActor): Promise<DrawReply> {
      const grant = await inScope(user, grantId);
      const card = await receivingCard(grant.cardId);
      const claim = { scope: 'grant.drawRetry', userId: user.id, key, request: { grantId, drawId } };
      return idempotent(db, claim, async () => {
        const sent = await db.transaction(async (tx) => {
          const locked = await repo.lock(tx, grantId);
          const draw = await drawRepository.find(tx, grantId, drawId);
          if (!locked || !draw) throw new NotFound(keyed('grantDrawNotFound'));
          if (draw.status !== DRAW_STATUS.partlySucceeded) throw new Conflict(keyed('grantDrawNotRetryable'));
          const before = await transfers.ofDraw(tx, drawId);
          const paid = before.filter((x) => x.status === DRAW_STATUS.succeeded).reduce((sum, x) => sum.plus(x.amount), new Decimal(0));
          const rest = new Decimal(draw.amount).minus(paid);
          const remaining = new Decimal(locked.amount).minus(locked.drawnAmount);
          if (rest.gt(remaining)) throw new Unprocessable(keyed('grantDrawBeyondAmount', { remaining: remaining.toFixed(2) }));
          const drawnAmount = new Decimal(locked.drawnAmount).plus(rest).toFixed(2);
          await repo.setAmounts(tx, grantId, { drawnAmount, succeededAmount: locked.succeededAmount, status: locked.status });
          const moved = await drawRepository.move(tx, drawId, DRAW_STATUS.partlySucceeded, {
            status: DRAW_STATUS.inProgress,
            sentAt: new Date(),
          });
          if (!moved) throw new Conflict(keyed('grantStale'));
          const last = before.at(-1)?.seq ?? 0;
          const list = await transfers.insert(tx, plannedTransfers(draw, rest.toFixed(2), channel.transferLimit(), last, key));
          await recordAudit(tx, audit, {
            entity: GRANT_DRAW_ENTITY,
            entityId: drawId,
            action: 'retry',
            before: { status: draw.status },
            after: { status: moved.status, amount: rest.toFixed(2), drawnAmount },
          });
          return { draw: moved, list };
        });
        const done = await split.apply(user, grantId, drawId, await split.ask(sent.draw, sent.list, card), audit);
        return withTransfers(done.draw, done.grantStatus);
      });
    },

    /**
     * A pending draw whose payment date has come (the due job, draw-recovery.service.ts): moved 0 → 1 under
     * the grant's lock (a cancel first leaves it cancelled, and it is skipped), then sent like any draw.
     */
    async sendDue(user: FlowActorUser, draw: DrawRecord, audit: AuditActor) {
      const claimed = await db.transaction(async (tx) => {
        await repo.lock(tx, draw.grantId);
        return drawRepository.move(tx, draw.id, DRAW_STATUS.pending, { status: DRAW_STATUS.inProgress, sentAt: new Date() });
      });
      if (!claimed) return undefined;
      const grant = await repo.find(db, draw.grantId, { all: true });
      if (!grant) return undefined;
      return send(user, draw.grantId, claimed, await receivingCard(grant.cardId), audit);
    },

    /** The due job's list: pending draws whose payment date is the business date or before. */
    due: async (limit: number) => drawRepository.due(db, await today(), limit),

    /** The recovery's question about a stuck split draw: its open transfers asked again and settled. */
    async resettleSplit(user: FlowActorUser, draw: DrawRecord, audit: AuditActor) {
      if (!(await transfers.ofDraw(db, draw.id)).length) return undefined;
      return split.apply(user, draw.grantId, draw.id, await split.query(draw.id), audit);
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
      // A split draw in progress may have paid part of it already: it is settled, not cancelled.
      if (found.status === DRAW_STATUS.inProgress && (await transfers.ofDraw(db, drawId)).length)
        throw new Conflict(keyed('grantDrawNotCancellable'));
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

    /** Step 3 for the recovery of stuck draws (draw-recovery.service.ts): the same settle path. */
    applyOutcome,
  };
}
