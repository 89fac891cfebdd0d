import {
  ACCOUNT,
  BATCH_CLOSED,
  BATCH_ENTITY,
  BATCH_STATUS,
  BATCH_TRANSITIONS,
  PARTY_HOLDS_BATCH,
  type BatchAction,
  type BatchActionBody,
  type BatchMoveReply,
  type BatchStatus,
} from '@lc/shared';
import Decimal from 'decimal.js';
import type { Db, Tx } from '../../db/client';
import type { ScopeFilter } from '../../core/data-scope';
import type { SessionUser } from '../../core/session-user';
import { Conflict, NotFound, Unprocessable, Validation, keyed } from '../../lib/errors';
import { claimOf, idempotent, keyAlreadyUsed } from '../../db/idempotency';
import { type AuditActor, recordAudit } from '../audit/audit.service';
import { creditLine, debitLine } from '../ledger/ledger-posting.rules';
import type { LedgerService } from '../ledger/ledger.service';
import { type BatchRecord, batchRepository as repo } from './batch.repository';
import type { FundingPartyAdapter, PartyAnswer, PartyRequest } from './funding-party.adapter';
import { fen } from '../../lib/money';

/** The moves that send the party a request of their own and so take the caller's idempotency key. */
const KEYED: readonly BatchAction[] = ['push', 'withdraw', 'repay'];
/** A query move asks again, under the original key, after the request of this move. */
const ASKS_AFTER: Partial<Record<BatchAction, BatchAction>> = { queryPush: 'push', queryWithdraw: 'withdraw' };

type MoveDeps = { db: Db; party: FundingPartyAdapter; ledger: Pick<LedgerService, 'post'>; scopeOf: (user: SessionUser) => ScopeFilter };

/**
 * A batch's money to the ledger, the funding party as the dimension: a withdrawal brings the party's
 * money into the bank (1002 ← 2001), a repayment pays it back (2001 ← 1002). The demo batches post
 * through it too. The entry's id, or null when the move moved no money.
 */
export async function postBatchMoney(
  ledger: Pick<LedgerService, 'post'>,
  tx: Tx,
  b: Pick<BatchRecord, 'id' | 'batchNo' | 'fundingParty'>,
  key: string,
  withdrawn: string,
  repaid: string,
  audit: AuditActor,
) {
  const subject = { billId: null, fundingParty: b.fundingParty };
  if (new Decimal(withdrawn).gt(0)) {
    const lines = [debitLine(ACCOUNT.bank, withdrawn), creditLine(ACCOUNT.fundingBorrowings, withdrawn)];
    const memo = `batch ${b.batchNo} withdraw`;
    return (await ledger.post(tx, audit, { eventType: 'funding', idempotencyKey: `batch-withdraw:${b.id}:${key}`, memo, subject, lines }))
      .entry.id;
  }
  if (new Decimal(repaid).gt(0)) {
    const lines = [debitLine(ACCOUNT.fundingBorrowings, repaid), creditLine(ACCOUNT.bank, repaid)];
    const memo = `batch ${b.batchNo} repay`;
    return (await ledger.post(tx, audit, { eventType: 'funding', idempotencyKey: `batch-repay:${b.id}:${key}`, memo, subject, lines }))
      .entry.id;
  }
  return null;
}

/**
 * A batch's moves (decision 0042): one transaction with the batch row locked, the move checked
 * against the transition table at the version read, the funding party asked (a lost race never
 * reaches it), the answer applied as a conditional update, a move record, the money posted to the
 * ledger (withdrawals and repayments, funding party as the dimension) and an audit entry.
 */
export function createBatchMoves({ db, party, ledger, scopeOf }: MoveDeps) {
  /** The party's key for this move: the caller's, the original request's (queries), or one per batch version. */
  async function partyKey(tx: Tx, b: BatchRecord, action: BatchAction, body: BatchActionBody) {
    if (body.idempotencyKey) return body.idempotencyKey;
    const original = ASKS_AFTER[action];
    if (original) return (await repo.lastKeyedMove(tx, b.id, original))?.idempotencyKey ?? `${original}:${b.id}`;
    return `${action}:${b.id}:${b.version}`;
  }

  /** What the move asks of the party; null when it asks nothing (cancel before the party holds the batch). */
  function amountAsked(b: BatchRecord, action: BatchAction, body: BatchActionBody): string | null {
    if (action === 'withdraw' || action === 'queryWithdraw') return fen(new Decimal(b.principalTotal).minus(b.withdrawnAmount));
    if (action !== 'repay') return null;
    const remaining = new Decimal(b.withdrawnAmount).minus(b.repaidAmount);
    if (new Decimal(body.amount!).gt(remaining)) throw new Unprocessable(keyed('batchRepayBeyond', { remaining: fen(remaining) }));
    return fen(body.amount!);
  }

  /** Where the answer leads, and the money it moved. Refusals and timeouts of moves without such a status change nothing. */
  function landing(b: BatchRecord, action: BatchAction, answer: PartyAnswer | null, asked: string | null) {
    const t = BATCH_TRANSITIONS[action];
    if (!answer || !('party' in t)) return { status: t.to as BatchStatus, withdrawn: '0', repaid: '0' };
    if (answer.outcome === 'timeout') {
      if (action === 'repay' || action === 'cancel') throw new Conflict(keyed('batchPartyTimeout'));
      return { status: t.to as BatchStatus, withdrawn: '0', repaid: '0' };
    }
    const outcomes: Partial<Record<string, BatchStatus>> = t.party.outcomes;
    const status = outcomes[answer.outcome] ?? (answer.outcome === 'partial' ? outcomes.accepted : undefined);
    if (status === undefined) throw new Conflict(keyed('batchPartyRefused'));
    if (action === 'repay') {
      const repaid = new Decimal(b.repaidAmount).plus(asked!);
      return {
        status: repaid.eq(b.withdrawnAmount) ? BATCH_STATUS.fullyRepaid : BATCH_STATUS.partlyRepaid,
        withdrawn: '0',
        repaid: asked!,
      };
    }
    const paid = status === BATCH_STATUS.withdrawn || status === BATCH_STATUS.partlyWithdrawn ? (answer.amount ?? asked ?? '0') : '0';
    return { status, withdrawn: fen(paid), repaid: '0' };
  }

  return async function act(
    user: SessionUser,
    id: number,
    action: BatchAction,
    body: BatchActionBody,
    audit: AuditActor,
  ): Promise<BatchMoveReply> {
    if (KEYED.includes(action) && !body.idempotencyKey) throw new Validation(keyed('batchKeyRequired'));
    if (action === 'repay' && !body.amount) throw new Validation(keyed('batchAmountRequired'));
    if (!(await repo.find(db, id, scopeOf(user)))) throw new NotFound(keyed('batchNotFound'));
    const { idempotencyKey } = body;
    if (!idempotencyKey) return move(user, id, action, body, audit);
    // A retried keyed move answers what the first did: the party is never asked twice for one key (decision 0076).
    const claim = claimOf('batch.move', user.id, { ...body, idempotencyKey }, { batchId: id, action });
    return idempotent(db, claim, () => move(user, id, action, body, audit));
  };

  function move(user: SessionUser, id: number, action: BatchAction, body: BatchActionBody, audit: AuditActor): Promise<BatchMoveReply> {
    const t = BATCH_TRANSITIONS[action];
    return db.transaction(async (tx) => {
      const b = await repo.lock(tx, id);
      // The moves' key index is per batch: the last guard against another user's move under the same key.
      if (body.idempotencyKey && (await repo.moveByKey(tx, id, body.idempotencyKey))) throw keyAlreadyUsed();
      if (!b || !(t.from as readonly number[]).includes(b.status)) throw new Conflict(keyed('batchMoveNotAllowed'));
      if (b.version !== body.version) throw new Conflict(keyed('batchStale'));
      const call = 'party' in t ? t.party.call : null;
      const asks = call !== null && (action !== 'cancel' || PARTY_HOLDS_BATCH.includes(b.status as BatchStatus));
      const key = await partyKey(tx, b, action, body);
      const asked = amountAsked(b, action, body);
      const request: PartyRequest = {
        call: call ?? 'push',
        batchNo: b.batchNo,
        fundingParty: b.fundingParty,
        loanCount: b.loanCount,
        amount: asked,
        idempotencyKey: key,
      };
      const answer = asks ? await party.send(request) : null;
      const land = landing(b, action, answer, asked);
      const ledgerEntryId = await postBatchMoney(ledger, tx, b, key, land.withdrawn, land.repaid, audit);
      const values = {
        status: land.status,
        withdrawnAmount: fen(new Decimal(b.withdrawnAmount).plus(land.withdrawn)),
        repaidAmount: fen(new Decimal(b.repaidAmount).plus(land.repaid)),
        ...(call === 'push' && answer && answer.outcome !== 'timeout' ? { partyRef: answer.ref } : {}),
      };
      const moved = await repo.move(tx, id, t.from, b.version, values);
      if (!moved) throw new Conflict(keyed('batchStale'));
      if (BATCH_CLOSED.includes(land.status)) await repo.releaseLoans(tx, id);
      const money = new Decimal(land.withdrawn).plus(land.repaid);
      await repo.insertMove(tx, {
        batchId: id,
        action,
        fromStatus: b.status,
        toStatus: land.status,
        outcome: answer?.outcome ?? null,
        amount: money.gt(0) ? fen(money) : null,
        partyRef: answer?.ref ?? null,
        idempotencyKey: body.idempotencyKey ?? null,
        ledgerEntryId,
        actorName: user.realName,
      });
      await recordAudit(tx, audit, {
        entity: BATCH_ENTITY,
        entityId: id,
        action,
        before: { status: b.status, withdrawnAmount: b.withdrawnAmount, repaidAmount: b.repaidAmount },
        after: {
          status: land.status,
          withdrawnAmount: values.withdrawnAmount,
          repaidAmount: values.repaidAmount,
          outcome: answer?.outcome ?? null,
        },
      });
      return { status: moved.status, version: moved.version, outcome: answer?.outcome ?? null };
    });
  }
}
