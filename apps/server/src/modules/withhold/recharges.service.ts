import {
  RECHARGE_ENTITY,
  RECHARGE_STATUS as R,
  WITHHOLD_PERMISSION,
  type RechargeInput,
  type RechargeListQuery,
  type RechargeRejectBody,
  type RechargeRow,
} from '@lc/shared';
import { type SessionUser, scopeFor } from '../../core/session-user';
import type { Db, Executor } from '../../db/client';
import { pagedList } from '../../db/paged-list';
import Decimal from 'decimal.js';
import { Conflict, NotFound, Unprocessable, keyed } from '../../lib/errors';
import { idempotent } from '../../db/idempotency';
import type { Clock } from '../../lib/time';
import { type AuditActor, recordAudit } from '../audit/audit.service';
import type { RepaymentService } from '../repayment/repayment.service';
import { assertMayDecide } from '../workflow/maker-checker.rules';
import { withLoanFacts } from './loan-facts.rules';
import { type RechargeRecord, rechargeWhere, withholdRepository as repo } from './withhold.repository';

const present = (r: RechargeRecord): RechargeRow => ({
  id: r.id,
  loanId: r.loanId,
  billNo: r.billNo,
  customerName: r.customerName,
  amount: r.amount,
  payerName: r.payerName,
  transferRef: r.transferRef,
  paidOn: r.paidOn,
  status: r.status,
  credit: r.credit,
  ledgerEntryId: r.ledgerEntryId,
  rejectReason: r.rejectReason,
  createdBy: r.createdBy,
  createdByName: r.createdByName,
  createdAt: r.createdAt.toISOString(),
  reviewedByName: r.reviewedByName,
  loanPrincipal: null,
  loanMethod: null,
  dueDate: null,
});

type Deps = {
  db: Db;
  clock: Clock;
  repayments: Pick<RepaymentService, 'postReceipt' | 'loanInScope' | 'openLoans' | 'followSettlement' | 'collectCeiling' | 'loanFacts'>;
};

/**
 * Recharges (decision 0047), as repayment applications are reviewed (decision 0041): money paid in
 * by transfer is recorded against the loan awaiting review; finance, another person, posts it like
 * a repayment (the waterfall, the ledger with the key `repay:recharge:<id>`, what is left held as
 * the customer's credit) or rejects it with a reason. Deciding is conditional on "awaiting review"
 * under the row lock, so two reviewers never both decide.
 */
export function createRecharges({ db, clock, repayments }: Deps) {
  const listScope = (user: SessionUser) => scopeFor(user, WITHHOLD_PERMISSION.rechargeList);
  async function openForReview(tx: Executor, user: SessionUser, id: number) {
    const found = await repo.recharges.lockInScope(tx, id, scopeFor(user, WITHHOLD_PERMISSION.review));
    if (!found) throw new NotFound(keyed('rechargeNotFound'));
    if (found.status !== R.pending) throw new Conflict(keyed('rechargeDecided'));
    assertMayDecide(user, { makerId: found.createdBy });
    return found;
  }
  async function decided(tx: Executor, actor: AuditActor, after: RechargeRecord | undefined, action: string) {
    if (!after) throw new Conflict(keyed('rechargeDecided'));
    await recordAudit(tx, actor, {
      entity: RECHARGE_ENTITY,
      entityId: after.id,
      action,
      before: { status: R.pending },
      after: { status: after.status, ledgerEntryId: after.ledgerEntryId, credit: after.credit, rejectReason: after.rejectReason },
    });
    return present(after);
  }

  return {
    async list(user: SessionUser, q: RechargeListQuery) {
      const f = { keyword: q.keyword, status: q.status, dayFrom: q.dayFrom, dayTo: q.dayTo };
      return pagedList(db, repo.recharges.list, rechargeWhere(listScope(user), f), q, async (rows) => {
        const facts = await repayments.loanFacts(rows.map((r) => r.loanId));
        return rows.map((r) => withLoanFacts(present(r), facts.get(r.loanId)));
      });
    },
    async loans(user: SessionUser, keyword: string | undefined) {
      const rows = await repayments.openLoans(listScope(user), keyword);
      const facts = await repayments.loanFacts(rows.map((l) => l.id));
      return { list: rows.map((l) => withLoanFacts({ loanId: l.id, billNo: l.billNo, customerName: l.customerName }, facts.get(l.id))) };
    },

    /** Records money paid in, awaiting review; a repeat of the key answers the first (another request with it is 422). */
    async record(user: SessionUser, input: RechargeInput, actor: AuditActor): Promise<RechargeRow> {
      const { idempotencyKey, ...request } = input;
      // A repeat of the key answers the first, whatever was paid since (decision 0076).
      return idempotent(db, { scope: 'withhold.recharge', userId: user.id, key: idempotencyKey, request }, async () => {
        const loan = await repayments.loanInScope(listScope(user), input.loanId);
        if (!loan) throw new NotFound(keyed('repaymentLoanNotFound'));
        if (loan.status === 3) throw new Conflict(keyed('repaymentLoanSettled'));
        // At most what is owed now: decision 0065.
        const max = await repayments.collectCeiling(db, loan.id, false);
        if (new Decimal(input.amount).gt(max)) throw new Unprocessable(keyed('rechargeOverOwed', { max }));
        return db.transaction(async (tx) => {
          const made = await repo.recharges.insert(tx, {
            ...request,
            billNo: loan.billNo,
            customerName: loan.customerName,
            ownerId: loan.ownerId,
            areaCode: loan.areaCode,
            departmentCode: loan.departmentCode,
            groupId: loan.groupId,
            idempotencyKey,
            createdBy: user.id,
            createdByName: user.realName,
          });
          await recordAudit(tx, actor, { entity: RECHARGE_ENTITY, entityId: made.id, action: 'record', after: { amount: made.amount } });
          return present(made);
        });
      });
    },

    /** Posted by finance; a recharge that settles the loan starts its release and archive return after the commit. */
    async approve(user: SessionUser, id: number, actor: AuditActor) {
      const row = await db.transaction(async (tx) => {
        const found = await openForReview(tx, user, id);
        // What is owed may have fallen since it was recorded: never posted above it (finance rejects it instead).
        const max = await repayments.collectCeiling(tx, found.loanId, true);
        if (new Decimal(found.amount).gt(max)) throw new Conflict(keyed('repaymentOverOwedNow', { max }));
        const posted = await repayments.postReceipt(
          tx,
          { loanId: found.loanId, amount: found.amount, paidAt: clock.now(), idempotencyKey: `recharge:${found.id}` },
          actor,
        );
        const after = await repo.recharges.decide(tx, id, {
          status: R.posted,
          credit: posted.credit,
          ledgerEntryId: posted.entryId,
          rejectReason: null,
          reviewedBy: user.id,
          reviewedByName: user.realName,
          reviewedAt: clock.now(),
        });
        return decided(tx, actor, after, 'approve');
      });
      await repayments.followSettlement(user, row.loanId, actor);
      return row;
    },

    reject: (user: SessionUser, id: number, body: RechargeRejectBody, actor: AuditActor) =>
      db.transaction(async (tx) => {
        await openForReview(tx, user, id);
        const after = await repo.recharges.decide(tx, id, {
          status: R.rejected,
          credit: '0',
          ledgerEntryId: null,
          rejectReason: body.reason,
          reviewedBy: user.id,
          reviewedByName: user.realName,
          reviewedAt: clock.now(),
        });
        return decided(tx, actor, after, 'reject');
      }),
  };
}
