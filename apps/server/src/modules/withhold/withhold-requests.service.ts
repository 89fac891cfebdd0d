import { WITHHOLD_ENTITY, WITHHOLD_PERMISSION, WITHHOLD_STATUS as S, type WithholdInput, type WithholdRow } from '@lc/shared';
import Decimal from 'decimal.js';
import { type SessionUser, scopeFor } from '../../core/session-user';
import type { Db, Executor } from '../../db/client';
import { Conflict, NotFound, Unprocessable, keyed } from '../../lib/errors';
import { idempotent } from '../../db/idempotency';
import { type Clock, shanghaiDate } from '../../lib/time';
import { type AuditActor, recordAudit } from '../audit/audit.service';
import type { RepaymentService } from '../repayment/repayment.service';
import { withLoanFacts } from './loan-facts.rules';
import type { DebitOutcome, WithholdChannel } from './withhold-channel.adapter';
import { type WithholdRecord, withholdRepository as repo } from './withhold.repository';

export type Card = { id: number; label: string; cardNo: string; accountName: string };
export type WithholdDeps = {
  db: Db;
  clock: Clock;
  channel: WithholdChannel;
  repayments: Pick<
    RepaymentService,
    'postReceipt' | 'loanInScope' | 'dueInstalments' | 'followSettlement' | 'lockedInstalmentQuote' | 'loanFacts'
  >;
  /** The loan's card (the bank-card module's card in use for its bill), or one card by id. */
  loanCard: (billId: number) => Promise<Card | undefined>;
  cardById: (id: number) => Promise<Card | undefined>;
};

export const presentWithhold = (r: WithholdRecord): WithholdRow => ({
  id: r.id,
  loanId: r.loanId,
  billNo: r.billNo,
  customerName: r.customerName,
  period: r.period,
  amount: r.amount,
  cardLabel: r.cardLabel,
  status: r.status,
  attempts: r.attempts,
  channelRef: r.channelRef,
  failureReason: r.failureKey,
  ledgerEntryId: r.ledgerEntryId,
  createdByName: r.createdByName,
  createdAt: r.createdAt.toISOString(),
  settledAt: r.settledAt?.toISOString() ?? null,
  // The loan's facts are added by the lists and replies that read them (withLoanFacts).
  loanPrincipal: null,
  loanMethod: null,
  dueDate: null,
});

const OUTCOME_STATUS = { confirmed: S.succeeded, failed: S.failed, timeout: S.timedOut } as const;
/**
 * Withholding requests (decision 0047). A request is one debit of the loan's card for one due
 * instalment; each call to the channel is an attempt (the first, each retry of a failed one). A
 * confirmed debit posts through the repayment module (waterfall, ledger, instalments) in the
 * attempt's transaction, with the ledger key `repay:withhold:<request id>`: a request posts at most
 * once, whatever retries, repeats of its key or status queries race. The channel is asked inside the
 * transaction because the simulator answers at once (as the grant's draws, decision 0028).
 */
export function createWithholdRequests({ db, clock, channel, repayments, loanCard, cardById }: WithholdDeps) {
  /** Applies the channel's answer to the request (from `from`), inside its transaction. */
  async function settle(
    tx: Executor,
    request: WithholdRecord,
    attemptId: number,
    from: number,
    outcome: DebitOutcome,
    actor: AuditActor,
    retry = false,
  ) {
    let ledgerEntryId: number | null = null;
    if (outcome.kind === 'confirmed') {
      // What the instalment owed when the money came (the loan locked): reconciliation flags a debit above it (decision 0065).
      const owed = await repayments.lockedInstalmentQuote(tx, request.loanId, request.period);
      await repo.attempts.setOwed(tx, attemptId, owed);
      const posted = await repayments.postReceipt(
        tx,
        { loanId: request.loanId, amount: request.amount, paidAt: clock.now(), idempotencyKey: `withhold:${request.id}` },
        actor,
      );
      ledgerEntryId = posted.entryId;
    }
    const moved = await repo.requests.move(
      tx,
      request.id,
      from,
      {
        status: OUTCOME_STATUS[outcome.kind],
        channelRef: outcome.ref,
        failureKey: outcome.kind === 'failed' ? outcome.reasonKey : null,
        ledgerEntryId,
        settledAt: outcome.kind === 'timeout' ? null : clock.now(),
      },
      retry,
    );
    if (!moved) throw new Conflict(keyed('withholdNotRetryable'));
    await recordAudit(tx, actor, {
      entity: WITHHOLD_ENTITY,
      entityId: request.id,
      action: outcome.kind,
      before: { status: from },
      after: { status: moved.status, channelRef: outcome.ref, ledgerEntryId, attempts: moved.attempts },
    });
    return presentWithhold(moved);
  }

  /** One call to the channel for the request, recorded as an attempt, then settled. */
  async function attempt(
    tx: Executor,
    user: SessionUser,
    request: WithholdRecord,
    card: Card,
    from: number,
    actor: AuditActor,
    retry = false,
  ) {
    const outcome = await channel.debit(
      { requestId: request.id, amount: request.amount, cardNo: card.cardNo, accountName: card.accountName },
      tx,
    );
    const made = await repo.attempts.insert(tx, {
      requestId: request.id,
      amount: request.amount,
      status: OUTCOME_STATUS[outcome.kind],
      channelRef: outcome.ref,
      failureKey: outcome.kind === 'failed' ? outcome.reasonKey : null,
      channelDay: shanghaiDate(clock.now()),
      createdByName: user.realName,
    });
    return settle(tx, request, made.id, from, outcome, actor, retry);
  }

  /** The instalment's quote under the loan's lock; nothing owed is refused before the card is touched. */
  async function owedNow(tx: Executor, loanId: number, period: number) {
    const amount = await repayments.lockedInstalmentQuote(tx, loanId, period);
    if (new Decimal(amount).lte(0)) throw new Unprocessable(keyed('withholdPaidUp'));
    return amount;
  }

  const deskScope = (user: SessionUser) => scopeFor(user, WITHHOLD_PERMISSION.desk);
  /** After the commit: a withholding that settled the loan starts its release and archive return, as any settlement does. */
  async function followed(user: SessionUser, row: WithholdRow, actor: AuditActor) {
    if (row.status === S.succeeded) await repayments.followSettlement(user, row.loanId, actor);
    return withLoanFacts(row, (await repayments.loanFacts([row.loanId])).get(row.loanId), row.period);
  }

  return {
    /** Starts a withholding of one due instalment: what it owes on the business date, from the loan's card. */
    async start(user: SessionUser, input: WithholdInput, actor: AuditActor): Promise<WithholdRow> {
      const request = { loanId: input.loanId, period: input.period };
      // A repeat of the key answers the first withholding, even the one that settled the loan (decision 0076).
      return idempotent(db, { scope: 'withhold.start', userId: user.id, key: input.idempotencyKey, request }, async () => {
        const scope = deskScope(user);
        const loan = await repayments.loanInScope(scope, input.loanId);
        if (!loan) throw new NotFound(keyed('repaymentLoanNotFound'));
        if (loan.status === 3) throw new Conflict(keyed('repaymentLoanSettled'));
        const dues = await repayments.dueInstalments(scope, { loanId: loan.id, pageNum: 1, pageSize: 100, withTotal: '0' });
        if (!dues.list.some((p) => p.period === input.period)) throw new Unprocessable(keyed('withholdNothingDue'));
        const card = await loanCard(loan.billId);
        if (!card) throw new Unprocessable(keyed('withholdNoCard'));
        const row = await db.transaction(async (tx) => {
          await repo.requests.lockInstalment(tx, loan.id, input.period);
          if (await repo.requests.openFor(tx, loan.id, input.period)) throw new Conflict(keyed('withholdOpen'));
          // Quoted under the loan's lock: never more than leaves this instalment paid now (decision 0065).
          const amount = await owedNow(tx, loan.id, input.period);
          const request = await repo.requests.insert(tx, {
            loanId: loan.id,
            billNo: loan.billNo,
            customerName: loan.customerName,
            ownerId: loan.ownerId,
            areaCode: loan.areaCode,
            departmentCode: loan.departmentCode,
            groupId: loan.groupId,
            period: input.period,
            amount,
            cardId: card.id,
            cardLabel: card.label,
            status: S.inProgress,
            idempotencyKey: input.idempotencyKey,
            createdBy: user.id,
            createdByName: user.realName,
          });
          return attempt(tx, user, request, card, S.inProgress, actor);
        });
        return followed(user, row, actor);
      });
    },

    /** A failed request asked again: a new attempt of the same request, decided once under its row lock. */
    async retry(user: SessionUser, id: number, actor: AuditActor): Promise<WithholdRow> {
      const found = await repo.requests.find(db, id, deskScope(user));
      if (!found) throw new NotFound(keyed('withholdNotFound'));
      if (found.status !== S.failed) throw new Conflict(keyed('withholdNotRetryable'));
      const card = await cardById(found.cardId);
      if (!card) throw new Unprocessable(keyed('withholdNoCard'));
      const row = await db.transaction(async (tx) => {
        const locked = await repo.requests.find(tx, id, deskScope(user), true);
        if (locked?.status !== S.failed) throw new Conflict(keyed('withholdNotRetryable'));
        // Re-quoted now: an instalment paid since is refused, one partly paid is debited only what is left (decision 0065).
        const amount = await owedNow(tx, locked.loanId, locked.period);
        const requoted = new Decimal(amount).eq(locked.amount) ? locked : await repo.requests.setAmount(tx, locked.id, amount);
        if (requoted !== locked)
          await recordAudit(tx, actor, {
            entity: WITHHOLD_ENTITY,
            entityId: locked.id,
            action: 'requote',
            before: { amount: locked.amount },
            after: { amount },
          });
        return attempt(tx, user, requoted, card, S.failed, actor, true);
      });
      return followed(user, row, actor);
    },

    /** A timed-out request: the channel's status query on its last attempt settles it (posted once if it was debited). */
    async query(user: SessionUser, id: number, actor: AuditActor): Promise<WithholdRow> {
      const found = await repo.requests.find(db, id, deskScope(user));
      if (!found) throw new NotFound(keyed('withholdNotFound'));
      const last = await repo.attempts.last(db, id);
      if (found.status !== S.timedOut || !last) throw new Conflict(keyed('withholdNotPending'));
      const outcome = await channel.query(last.channelRef);
      const row = await db.transaction(async (tx) => {
        const locked = await repo.requests.find(tx, id, deskScope(user), true);
        if (locked?.status !== S.timedOut) throw new Conflict(keyed('withholdNotPending'));
        if (outcome.kind === 'timeout') return presentWithhold(locked);
        await repo.attempts.setOutcome(tx, last.id, {
          status: OUTCOME_STATUS[outcome.kind],
          failureKey: outcome.kind === 'failed' ? outcome.reasonKey : null,
        });
        return settle(tx, locked, last.id, S.timedOut, outcome, actor);
      });
      return followed(user, row, actor);
    },
  };
}
