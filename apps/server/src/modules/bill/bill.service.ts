import type { Executor, Tx } from '../../db/client';
import { changeLoanBorrowType as changeBorrowTypeRow, loanFactsOf } from './bill-loans.repository';
import { type BillSystemValues, billSystemChangeRepository } from './bill-system-change.repository';
import { billRepository } from './bill.repository';
import { billTermsRepository } from './bill-terms.repository';
import { createBillDocuments, type BillDocumentDeps } from './bill-documents.service';
import { createBillFlow, type BillFlowDeps } from './bill-flow.service';
import { createBillReads, type BillReadDeps } from './bill-queries.service';
import { createBillReview } from './bill-review.service';
import { createBillWrites, type BillWriteDeps } from './bill-writes.service';
import { createBillOwner } from './bill-owner.service';
import { moveBillStage, moveBillStages } from './bill-stage.service';

/**
 * Bills (报单): create, edit, the draft box, my / all / abandoned lists and the approval flow
 * on the workflow engine (duplicate approval first when a borrower or collateral matches an open
 * bill, then the configured chain: manager, VP, supervisor, document review, final review).
 * One service to its callers, five parts by responsibility: writes, flow actions, reads, the
 * reads final review builds on, and the bill's documents for document review.
 */
export function createBillService(deps: BillWriteDeps & Omit<BillFlowDeps, 'documents'> & BillReadDeps & BillDocumentDeps) {
  const documents = createBillDocuments(deps);
  return {
    ...createBillWrites(deps),
    ...createBillFlow({ ...deps, documents }),
    ...createBillReads(deps),
    ...createBillReview(deps),
    ...documents,
    ...createBillOwner(deps),
    /** A reader's system LTV of a page of bills (final review's lists; decision 0024). */
    ltvOfPage: deps.ltv.forReader,
    /** The valuation list's LTV: collateral id → its bill's amount and system LTV inside `scope`. */
    ltvOfCollateral: deps.ltv.ofCollateral,
    /** A bill's loan facts (amount, type, term, scope columns) for the modules that price or classify loans; no scope applied. */
    /** In the caller's transaction when given one (a draw prices the bill inside its own). */
    loanFacts: (id: number, exec: Executor = deps.db) => loanFactsOf(exec, id),
    /** The bill's agreed terms (decision 0070), null before final review decided them; no scope applied. */
    agreedTerms: (id: number, exec: Executor = deps.db) => billTermsRepository.of(exec, id),
    /** The properties (collateral) of some bills: id, bill, address, owner, floor area and title certificate; no scope applied (callers check the bill's). */
    collateralOf: (billIds: number[]) => billRepository.collateralOf(deps.db, billIds),
    /** Moves a bill's stage for an event of its loan, in the event's transaction (decision 0074); true when it moved. */
    moveStage: moveBillStage,
    /** A bill's system-held facts and version, for a system change (decision 0045); no scope applied. */
    systemFacts: (id: number, ex: Executor = deps.db) => billSystemChangeRepository.facts(ex, id),
    /** Applies a system change at the version read, in the caller's transaction; undefined when the bill moved. */
    /**
     * An approved system change: the bill's columns, and, once final review decided the terms, a new
     * version of them with the changed term or funding party (decision 0079), in the approval's transaction.
     */
    async applySystemChange(tx: Tx, id: number, version: number, values: BillSystemValues, change: SystemChangeBy) {
      const applied = await billSystemChangeRepository.apply(tx, id, version, values, change.at);
      if (!applied) return applied;
      const terms = {
        ...(values.borrowDuration !== undefined ? { termDays: values.borrowDuration } : {}),
        ...(values.fundings ? { fundParty: values.fundings } : {}),
      };
      if (Object.keys(terms).length) {
        await billTermsRepository.adjust(tx, id, terms, {
          changeId: change.requestId,
          by: change.by,
          byName: change.byName,
          at: change.at,
        });
      }
      return applied;
    },
  };
}
// Modules keeping records per loan join the loans through bill.reads.ts, never through the bill table.
export type { LoanFacts } from './bill-loans.repository';
// The loan's events move the bill's stage in their own transactions (decision 0074), seeds and overdue run included.
export { moveBillStage, moveBillStages };
export type { BillOwner, BillOwnerFollower } from './bill-owner.service';
export type { BillSystemFacts, BillSystemValues } from './bill-system-change.repository';
/** Who approved a system change, and which request (its id becomes the terms version's change id). */
export type SystemChangeBy = { requestId: number; by: number; byName: string; at: Date };
/**
 * A loan's borrow type changed (decision 0043), in the caller's transaction (the loan book's approved
 * type change): the bill's own write, so the loan book asks here rather than writing the bill table.
 */
export const changeLoanBorrowType = (tx: Tx, billId: number, fromType: number, toType: number) =>
  changeBorrowTypeRow(tx, billId, fromType, toType);
/**
 * An approved extension lengthens the bill's agreed term and versions it (decision 0078), in the
 * caller's transaction (the loan book's approval): the bill's own write. Null for a bill without terms.
 */
export const extendBillTerms = (
  tx: Tx,
  billId: number,
  days: number,
  change: { extensionId: number; by: number; byName: string; at: Date },
) => billTermsRepository.extend(tx, billId, days, { changeId: change.extensionId, by: change.by, byName: change.byName, at: change.at });
export type BillService = ReturnType<typeof createBillService>;
