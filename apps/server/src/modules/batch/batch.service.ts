import { randomUUID } from 'node:crypto';
import {
  BATCH_ENTITY,
  BATCH_PERMISSION,
  BATCH_STATUS,
  type BatchDetail,
  type BatchInput,
  type BatchListQuery,
  type BatchListReply,
  type BatchLoan,
  type BatchRow,
  maskName,
} from '@lc/shared';
import type { Db } from '../../db/client';
import { pagedList } from '../../db/paged-list';
import { Conflict, NotFound, keyed } from '../../lib/errors';
import { type AuditActor, recordAudit } from '../audit/audit.service';
import { type SessionUser, scopeFor, placeOf } from '../../core/session-user';
import type { LedgerService } from '../ledger/ledger.service';
import { createBatchMoves } from './batch-moves.service';
import { type BatchRecord, type MoveRecord, batchRepository as repo, batchWhere, isUniqueViolation } from './batch.repository';
import type { FundingPartyAdapter } from './funding-party.adapter';
import { fen } from '../../lib/money';

const row = (r: BatchRecord): BatchRow => ({
  id: r.id,
  batchNo: r.batchNo,
  fundingParty: r.fundingParty,
  status: r.status,
  loanCount: r.loanCount,
  principalTotal: fen(r.principalTotal),
  withdrawnAmount: fen(r.withdrawnAmount),
  repaidAmount: fen(r.repaidAmount),
  createdByName: r.createdByName,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
  version: r.version,
});
/** The borrower's name leaves masked, as in the loan book. */
const loan = (l: { loanId: number; billNo: string; customerName: string; principal: string }): BatchLoan => ({
  ...l,
  customerName: maskName(l.customerName),
  principal: fen(l.principal),
});
const move = (m: MoveRecord) => ({
  id: m.id,
  action: m.action,
  fromStatus: m.fromStatus,
  toStatus: m.toStatus,
  outcome: m.outcome,
  amount: m.amount === null ? null : fen(m.amount),
  partyRef: m.partyRef,
  actorName: m.actorName,
  at: m.createdAt.toISOString(),
});

export type BatchDeps = { db: Db; party: FundingPartyAdapter; ledger: Pick<LedgerService, 'post'> };

/**
 * Batches of loans for a funding party (/batchManage/batchBillList, decision 0042), inside the data
 * scope of loan_ins: the batches by their creator's scope columns, the loans by the grants'.
 */
export function createBatchService({ db, party, ledger }: BatchDeps) {
  const scopeOf = (user: SessionUser) => scopeFor(user, BATCH_PERMISSION);
  const act = createBatchMoves({ db, party, ledger, scopeOf });

  return {
    act,

    list: (user: SessionUser, query: BatchListQuery): Promise<BatchListReply> =>
      pagedList(db, repo.list, batchWhere(scopeOf(user), query), query, (rows) => rows.map(row)),

    async candidates(user: SessionUser, q: { fundingParty: string; keyword?: string | undefined }) {
      return { list: (await repo.candidates(db, scopeOf(user), q.fundingParty, q.keyword)).map(loan) };
    },

    async detail(user: SessionUser, id: number): Promise<BatchDetail> {
      const found = await repo.find(db, id, scopeOf(user));
      if (!found) throw new NotFound(keyed('batchNotFound'));
      const [loans, moves] = [await repo.loansOf(db, id), await repo.movesOf(db, id)];
      return { ...row(found), loans: loans.map(loan), moves: moves.map(move) };
    },

    /**
     * One transaction: the batch, its loans (each still available: drawn, the party's, in scope, in
     * no open batch) and its totals summed by the database. A loan taken meanwhile by a batch
     * that committed first trips the partial UNIQUE index: 409, nothing written.
     */
    async create(user: SessionUser, input: BatchInput, actor: AuditActor) {
      const scope = scopeOf(user);
      try {
        return await db.transaction(async (tx) => {
          const created = await repo.insertBatch(tx, {
            batchNo: `new-${randomUUID()}`,
            fundingParty: input.fundingParty,
            status: BATCH_STATUS.toPush,
            createdByName: user.realName,
            ...placeOf(user),
            ownerId: user.id,
          });
          const added = await repo.addLoans(tx, created.id, scope, input.fundingParty, input.loanIds);
          if (added !== input.loanIds.length) throw new Conflict(keyed('batchLoanUnavailable'));
          const filled = await repo.fillTotals(tx, created.id);
          await repo.insertMove(tx, {
            batchId: created.id,
            action: 'create',
            fromStatus: null,
            toStatus: BATCH_STATUS.toPush,
            actorName: user.realName,
          });
          const after = {
            batchNo: filled.batchNo,
            fundingParty: filled.fundingParty,
            loanIds: input.loanIds,
            principalTotal: filled.principalTotal,
          };
          await recordAudit(tx, actor, { entity: BATCH_ENTITY, entityId: created.id, action: 'create', after });
          return { id: created.id };
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new Conflict(keyed('batchLoanUnavailable'));
        throw error;
      }
    },
  };
}

export type BatchService = ReturnType<typeof createBatchService>;
