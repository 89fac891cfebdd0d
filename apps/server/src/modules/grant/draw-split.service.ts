import { ACCOUNT, DRAW_STATUS, DRAW_TRANSFER_STATUS, GRANT_DRAW_ENTITY, type DrawRow } from '@lc/shared';
import Decimal from 'decimal.js';
import type { Db, Tx } from '../../db/client';
import { Conflict, keyed } from '../../lib/errors';
import { type AuditActor, recordAudit } from '../audit/audit.service';
import type { LedgerService } from '../ledger/ledger.service';
import { creditLine, debitLine } from '../ledger/ledger-posting.rules';
import type { FlowActorUser } from '../workflow/flow-engine.service';
import { type DrawRecord, drawRepository, grantRepository as repo } from './grant.repository';
import { type DrawTransferRecord, drawTransferRepository as transfers } from './draw-transfer.repository';
import { type PaymentChannel, type TransferOutcome, transferReference } from './payment-channel.adapter';

type Locked = NonNullable<Awaited<ReturnType<typeof repo.lock>>>;
export type Card = { cardNo: string; accountName: string };
/** The grant's side of a settle (grant-draws.service.ts): fees at the first money and the schedule at each, then its amounts, status and flow. */
export type GrantSettle = {
  paidOut: (tx: Tx, grant: Locked, paid: Decimal, audit: AuditActor) => Promise<void>;
  updateGrant: (tx: Tx, user: FlowActorUser, grant: Locked, drawn: Decimal, succeeded: Decimal, audit: AuditActor) => Promise<number>;
};
export type TransferAnswer = { transferId: number; outcome: TransferOutcome };

const presentTransfer = (x: DrawTransferRecord) => ({
  id: x.id,
  seq: x.seq,
  amount: x.amount,
  status: x.status,
  reference: x.reference,
  channelRef: x.channelRef,
  failureReason: x.failureKey,
  ledgerEntryId: x.ledgerEntryId,
});

export const presentDraw = (d: DrawRecord, split: DrawTransferRecord[] = []): DrawRow => ({
  id: d.id,
  amount: d.amount,
  status: d.status,
  payDate: d.payDate,
  transfers: split.filter((x) => x.drawId === d.id).map(presentTransfer),
  failureReason: d.failureKey,
  channelRef: d.channelRef,
  ledgerEntryId: d.ledgerEntryId,
  createdByName: d.createdByName,
  createdAt: d.createdAt.toISOString(),
});

/** An amount cut into transfers of at most `limit`, the last one the rest. */
export function splitAmount(amount: string, limit: string): string[] {
  const parts: string[] = [];
  let left = new Decimal(amount);
  while (left.gt(limit)) {
    parts.push(new Decimal(limit).toFixed(2));
    left = left.minus(limit);
  }
  parts.push(left.toFixed(2));
  return parts;
}

/** Rows for `amount` cut by the channel's limit, numbered on from `after`. */
export const plannedTransfers = (draw: DrawRecord, amount: string, limit: string, after: number, retryKey: string | null) =>
  splitAmount(amount, limit).map((part, i) => ({
    drawId: draw.id,
    seq: after + i + 1,
    amount: part,
    reference: transferReference(draw.id, after + i + 1),
    retryKey,
  }));

/**
 * A draw above the channel's per-transfer limit (decision 0052): several transfers, each asked
 * for outside any transaction, then settled together under the grant's lock. A succeeded transfer
 * posts its own balanced entry (debit 1301 / credit 1002, key `draw:<id>:<seq>`); a failed one
 * releases its part of the hold. When none is left in progress the draw is 2 (all paid), 4 (some
 * paid, the rest failed: a retry sends the rest) or 3 (none paid).
 */
export function createSplitDraws(deps: { db: Db; channel: PaymentChannel; ledger: Pick<LedgerService, 'post'> } & GrantSettle) {
  const { db, channel, ledger } = deps;

  /** Asks the channel for each transfer, one after the other; no answer at all is a timeout, queried later by its reference. */
  async function ask(draw: DrawRecord, list: DrawTransferRecord[], card: Card): Promise<TransferAnswer[]> {
    const answers: TransferAnswer[] = [];
    for (const x of list) {
      const request = { drawId: draw.id, reference: x.reference, amount: x.amount, ...card };
      const outcome = await channel.transfer(request).catch((): TransferOutcome => ({ kind: 'timeout', ref: x.reference }));
      answers.push({ transferId: x.id, outcome });
    }
    return answers;
  }

  /** The channel asked again about the transfers still in progress (settle and the recovery). */
  async function query(drawId: number): Promise<TransferAnswer[]> {
    const open = (await transfers.ofDraw(db, drawId)).filter((x) => x.status === DRAW_TRANSFER_STATUS.inProgress);
    const answers: TransferAnswer[] = [];
    for (const x of open) {
      const ref = x.channelRef ?? x.reference;
      answers.push({ transferId: x.id, outcome: await channel.query(ref).catch((): TransferOutcome => ({ kind: 'timeout', ref })) });
    }
    return answers;
  }

  /** Step 3 for a split draw: the answers applied, each only to a transfer still in progress, the draw only while in progress. */
  function apply(user: FlowActorUser, grantId: number, drawId: number, answers: TransferAnswer[], audit: AuditActor) {
    return db.transaction(async (tx) => {
      const grant = await repo.lock(tx, grantId);
      const draw = await drawRepository.find(tx, grantId, drawId);
      if (!grant || draw?.status !== DRAW_STATUS.inProgress) throw new Conflict(keyed('grantDrawNotInProgress'));
      const before = new Map((await transfers.ofDraw(tx, drawId)).map((x) => [x.id, x]));
      let paidNow = new Decimal(0);
      let failedNow = new Decimal(0);
      let firstEntry: number | null = null;
      for (const { transferId, outcome } of answers) {
        const x = before.get(transferId);
        if (x?.status !== DRAW_TRANSFER_STATUS.inProgress) continue;
        if (outcome.kind === 'timeout') {
          await transfers.settle(tx, x.id, { channelRef: outcome.ref });
        } else if (outcome.kind === 'failed') {
          await transfers.settle(tx, x.id, { status: DRAW_TRANSFER_STATUS.failed, channelRef: outcome.ref, failureKey: outcome.reasonKey });
          failedNow = failedNow.plus(x.amount);
        } else {
          const posted = await ledger.post(tx, audit, {
            eventType: 'disbursement',
            idempotencyKey: `draw:${draw.id}:${x.seq}`,
            memo: `grant ${grant.id} draw ${draw.id} transfer ${x.seq}`,
            subject: { billId: grant.billId, fundingParty: grant.fundingParty },
            lines: [debitLine(ACCOUNT.loanPrincipal, x.amount), creditLine(ACCOUNT.bank, x.amount)],
          });
          await transfers.settle(tx, x.id, {
            status: DRAW_TRANSFER_STATUS.succeeded,
            channelRef: outcome.ref,
            ledgerEntryId: posted.entry.id,
          });
          firstEntry ??= posted.entry.id;
          paidNow = paidNow.plus(x.amount);
        }
      }
      const after = await transfers.ofDraw(tx, drawId);
      const paid = after.filter((x) => x.status === DRAW_TRANSFER_STATUS.succeeded).reduce((s, x) => s.plus(x.amount), new Decimal(0));
      const lastFailure = after.filter((x) => x.status === DRAW_TRANSFER_STATUS.failed).at(-1)?.failureKey ?? null;
      const open = after.some((x) => x.status === DRAW_TRANSFER_STATUS.inProgress);
      const status = open
        ? DRAW_STATUS.inProgress
        : paid.eq(draw.amount)
          ? DRAW_STATUS.succeeded
          : paid.gt(0)
            ? DRAW_STATUS.partlySucceeded
            : DRAW_STATUS.failed;
      const moved = await drawRepository.move(tx, draw.id, DRAW_STATUS.inProgress, {
        status,
        ledgerEntryId: draw.ledgerEntryId ?? firstEntry,
        failureKey: status === DRAW_STATUS.succeeded ? null : lastFailure,
        channelRef: after.at(-1)?.channelRef ?? draw.channelRef,
      });
      if (!moved) throw new Conflict(keyed('grantStale'));
      const drawn = new Decimal(grant.drawnAmount).minus(failedNow);
      const succeeded = new Decimal(grant.succeededAmount).plus(paidNow);
      if (paidNow.gt(0)) await deps.paidOut(tx, grant, paidNow, audit);
      const grantStatus = await deps.updateGrant(tx, user, grant, drawn, succeeded, audit);
      await recordAudit(tx, audit, {
        entity: GRANT_DRAW_ENTITY,
        entityId: draw.id,
        action: 'settleTransfers',
        before: { status: draw.status },
        after: { status, paid: paid.toFixed(2), paidNow: paidNow.toFixed(2), failedNow: failedNow.toFixed(2), grantStatus },
      });
      return { draw: moved, grantStatus };
    });
  }

  /** Cuts the draw into transfers (numbered on after any earlier ones), asks for each and settles them. */
  async function send(user: FlowActorUser, grantId: number, draw: DrawRecord, card: Card, audit: AuditActor) {
    const planned = await db.transaction(async (tx) =>
      transfers.insert(tx, plannedTransfers(draw, draw.amount, channel.transferLimit(), 0, null)),
    );
    return apply(user, grantId, draw.id, await ask(draw, planned, card), audit);
  }

  return { ask, query, apply, send };
}
