import {
  REPAYMENT_APPLICATION_ENTITY,
  REPAYMENT_APPLICATION_STATUS as A,
  REPAYMENT_PERMISSION,
  settlementCeiling,
  type RepayApplyInput,
  type RepayApplyListQuery,
  type RepayApplyRejectBody,
  type RepayApplyReply,
} from '@lc/shared';
import { type SessionUser, scopeFor } from '../../core/session-user';
import type { Db, Executor } from '../../db/client';
import { pagedList, totalOf } from '../../db/paged-list';
import Decimal from 'decimal.js';
import { Conflict, NotFound, Unprocessable, keyed } from '../../lib/errors';
import { idempotent } from '../../db/idempotency';
import type { Clock } from '../../lib/time';
import { type AuditActor, recordAudit } from '../audit/audit.service';
import { assertMayDecide } from '../workflow/maker-checker.rules';
import { type RepaymentLedger, feesOwed } from './repayment-posting.service';
import { applyRepayment } from './repayment-apply.service';
import { createCollectQuotes } from './repayment-collect.service';
import { refundCredit } from './repayment-refund.service';
import { quoteOf, settleEarly, settleShort } from './repayment-settle.service';
import { type SettlementDeps, startSettlementFollowUps } from './settlement-follow-ups.service';
import { type ApplicationRecord, applicationWhere, repaymentRepository as repo } from './repayment.repository';

const applied = (a: ApplicationRecord): RepayApplyReply => ({
  id: a.id,
  loanId: a.loanId,
  amount: a.amount,
  status: a.status,
  credit: a.credit,
  ledgerEntryId: a.ledgerEntryId,
  lines: a.lines,
  reviewedByName: a.reviewedByName,
  rejectReason: a.rejectReason,
  settle: a.settle,
  refund: a.refund,
});

type Deps = {
  db: Db;
  clock: Clock;
  ledger: RepaymentLedger;
  today: (ex?: Executor) => Promise<string>;
  /** The prepayment fee rate (config, decision 0048). */
  prepaymentFeeRate: string;
  settlement: SettlementDeps;
  log?: { error: (obj: object, msg: string) => void };
};

/**
 * Repayment applications (decision 0041): whoever holds the loan records money received
 * (repayApply, nothing posts); finance, another person, posts it (the waterfall, the ledger and
 * the instalments, in one transaction: repayment-apply.service.ts) or rejects it with a reason. Deciding
 * is conditional on "awaiting review" under a row lock, so two reviewers never both decide.
 */
export function createRepaymentApplications({ db, clock, ledger, today, prepaymentFeeRate, settlement, log }: Deps) {
  const quotes = createCollectQuotes(ledger, today);
  /** The application locked in the reviewer's scope, still awaiting review and recorded by someone else. */
  async function openForReview(tx: Executor, user: SessionUser, id: number) {
    const found = await repo.applications.lockInScope(tx, id, scopeFor(user, REPAYMENT_PERMISSION.approveApply));
    if (!found) throw new NotFound(keyed('repaymentApplicationNotFound'));
    if (found.status !== A.pending) throw new Conflict(keyed('repaymentApplicationDecided'));
    assertMayDecide(user, { makerId: found.createdBy });
    return found;
  }
  async function decided(tx: Executor, actor: AuditActor, before: ApplicationRecord, after: ApplicationRecord | undefined, action: string) {
    if (!after) throw new Conflict(keyed('repaymentApplicationDecided'));
    await recordAudit(tx, actor, {
      entity: REPAYMENT_APPLICATION_ENTITY,
      entityId: after.id,
      action,
      before: { status: before.status },
      after: { status: after.status, ledgerEntryId: after.ledgerEntryId, rejectReason: after.rejectReason },
    });
    return applied(after);
  }

  /**
   * What every path that may settle a loan calls after its transaction commits (an approved
   * application, a withholding, a recharge): when the loan is settled, its bill's mortgage release
   * and archive return are started (startSettlementFollowUps, idempotent: a second call starts
   * nothing). Never throws: a failure is logged, and settleStatus starts whatever is missing.
   */
  async function followSettlement(user: SessionUser, loanId: number, actor: AuditActor) {
    try {
      const loan = await repo.row(db, loanId);
      if (loan?.status === 3) await startSettlementFollowUps(settlement, user, loan.billId, actor);
    } catch (error) {
      log?.error({ err: error, loanId }, 'settlement follow-ups failed; settleStatus starts them again');
    }
  }

  return {
    /**
     * repayApply: money received on a loan in the caller's scope, recorded awaiting review, under
     * the one idempotency rule (decision 0076: a repeat of the key answers the first, even once the
     * loan owes less; the same key with another loan or amount is 422).
     */
    async repayApply(user: SessionUser, input: RepayApplyInput, actor: AuditActor): Promise<RepayApplyReply> {
      const settle = input.settle === true;
      const refund = input.refund === true;
      const claim = {
        scope: 'repayment.apply',
        userId: user.id,
        key: input.idempotencyKey,
        request: { loanId: input.loanId, amount: input.amount, ...(settle ? { settle } : {}), ...(refund ? { refund } : {}) },
      };
      return idempotent(db, claim, async () => {
        const loan = await repo.loans.find(db, input.loanId, scopeFor(user, REPAYMENT_PERMISSION.list), await today());
        if (!loan) throw new NotFound(keyed('repaymentLoanNotFound'));
        // A refund pays out the credit held, settled loans' too (decision 0053); money in needs an open loan.
        if (refund && new Decimal(input.amount).gt(loan.credit))
          throw new Unprocessable(keyed('repaymentRefundOverCredit', { credit: new Decimal(loan.credit).toFixed(2) }));
        if (!refund && loan.status === 3) throw new Conflict(keyed('repaymentLoanSettled'));
        if (settle) {
          const q = await quoteOf(
            db,
            loan,
            await repo.periods.read(db, loan.id),
            await today(),
            prepaymentFeeRate,
            await feesOwed(db, ledger, loan.billId),
          );
          if (new Decimal(input.amount).lt(q.toPay)) throw new Unprocessable(settleShort(q));
          // An early settlement the user chose: at most its quote rounded up to the hundred (decision 0065).
          const max = settlementCeiling(q.toPay);
          if (new Decimal(input.amount).gt(max)) throw new Unprocessable(keyed('repaymentSettleOver', { toPay: q.toPay, max }));
        } else if (!refund) {
          // A regular repayment brings at most what is owed now, fees included, less the credit (decision 0065).
          const max = await quotes.collectCeiling(db, loan.id, false);
          if (new Decimal(input.amount).gt(max)) throw new Unprocessable(keyed('repaymentOverOwed', { max }));
        }
        return db.transaction(async (tx) => {
          const made = await repo.applications.insert(tx, {
            loanId: loan.id,
            amount: input.amount,
            settle,
            refund,
            idempotencyKey: input.idempotencyKey,
            createdBy: user.id,
            createdByName: user.realName,
          });
          await recordAudit(tx, actor, {
            entity: REPAYMENT_APPLICATION_ENTITY,
            entityId: made.id,
            action: 'apply',
            after: { amount: made.amount, settle, refund },
          });
          return applied(made);
        });
      });
    },

    /**
     * Posts an application: its ledger key is the application's own, so it can never post twice.
     * An early settlement pays the quote of the business date it is approved on. Once the loan is
     * settled, its bill's mortgage release and archive return are started after the commit, without
     * holding the reply (a failure there is logged and left for settleStatus to start again).
     */
    async approve(user: SessionUser, id: number, actor: AuditActor) {
      const { reply, settledLoan } = await db.transaction(async (tx) => {
        const found = await openForReview(tx, user, id);
        const repayment = {
          loanId: found.loanId,
          amount: found.amount,
          paidAt: clock.now(),
          idempotencyKey: `application:${found.id}`,
          businessDate: await today(tx),
        };
        // What is owed may have fallen since it was recorded (a withholding, another repayment): never more than that now.
        if (!found.refund && !found.settle) {
          const max = await quotes.collectCeiling(tx, found.loanId, true);
          if (new Decimal(found.amount).gt(max)) throw new Conflict(keyed('repaymentOverOwedNow', { max }));
        }
        const result = found.refund
          ? await refundCredit(tx, ledger, repayment, actor)
          : found.settle
            ? await settleEarly(tx, ledger, repayment, prepaymentFeeRate, actor)
            : await applyRepayment(tx, ledger, repayment, actor);
        const after = await repo.applications.decide(tx, id, {
          status: A.posted,
          credit: result.credit,
          lines: result.lines,
          ledgerEntryId: result.entryId,
          reviewedBy: user.id,
          reviewedByName: user.realName,
          rejectReason: null,
          reviewedAt: clock.now(),
        });
        const reply = await decided(tx, actor, found, after, 'approve');
        return { reply, settledLoan: result.settled ? await repo.row(tx, found.loanId) : undefined };
      });
      // Not awaited: the posting is done and answered; the follow-ups are idempotent and
      // settleStatus starts whatever is missing, so a failure here is logged, never lost.
      if (settledLoan) void followSettlement(user, settledLoan.id, actor);
      return reply;
    },

    followSettlement,

    reject: (user: SessionUser, id: number, body: RepayApplyRejectBody, actor: AuditActor) =>
      db.transaction(async (tx) => {
        const found = await openForReview(tx, user, id);
        const after = await repo.applications.decide(tx, id, {
          status: A.rejected,
          credit: '0',
          lines: [],
          ledgerEntryId: null,
          reviewedBy: user.id,
          reviewedByName: user.realName,
          rejectReason: body.reason,
          reviewedAt: clock.now(),
        });
        return decided(tx, actor, found, after, 'reject');
      }),

    /** The reviewer's badge: recorded repayments in the review code's scope awaiting review, not their own. */
    async awaitingReview(user: SessionUser) {
      const scope = scopeFor(user, REPAYMENT_PERMISSION.approveApply);
      return (await totalOf(db, repo.applications.list, applicationWhere(scope, { status: A.pending, notBy: user.id }))).total;
    },

    /** repayApply/list: applications in scope (of one loan, in one status), newest first. */
    async repayApplyList(user: SessionUser, q: RepayApplyListQuery) {
      const scope = scopeFor(user, REPAYMENT_PERMISSION.list);
      const where = applicationWhere(scope, { loanId: q.loanId, status: q.status });
      return pagedList(db, repo.applications.list, where, q, (rows) =>
        rows.map((r) => ({
          ...applied(r.application),
          billNo: r.billNo,
          customerName: r.customerName,
          createdBy: r.application.createdBy,
          createdByName: r.application.createdByName,
          createdAt: r.application.createdAt.toISOString(),
        })),
      );
    },
  };
}
