import { BILL_STATUS } from '@lc/shared';
import { and, eq, inArray, isNull, like, or, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { likePrefix } from '../../db/like-pattern';
import { bills as b } from './bill.table';

/** What other modules read of a loan (a bill that passed final review): no personal numbers. */
const loanColumns = {
  id: b.id,
  billNo: b.billNo,
  status: b.status,
  /** Where the bill is now (BILL_STAGE, decision 0074): the lists of other modules show it beside their own status. */
  stage: b.stage,
  customerName: b.billCustomerName,
  borrowAmount: b.borrowAmount,
  borrowType: b.borrowType,
  borrowDuration: b.borrowDuration,
  fundings: b.fundings,
  borrowerId: b.borrowerId,
  salespersonId: b.salespersonId,
  areaCode: b.areaCode,
  departmentCode: b.departmentCode,
  groupId: b.groupId,
  createdAt: b.createdAt,
};
export type LoanFacts = {
  id: number;
  billNo: string;
  status: number;
  stage: number | null;
  customerName: string;
  /** A decimal string. */
  borrowAmount: string;
  borrowType: number;
  /** Days. */
  borrowDuration: number;
  fundings: string | null;
  borrowerId: number | null;
  salespersonId: number;
  areaCode: string;
  departmentCode: string | null;
  groupId: number | null;
  createdAt: Date;
};

/**
 * What a module keeping records per loan (charges, five-level classification) may join and
 * filter: the loans, their columns and their scope columns. Other modules query through this,
 * never through the bill table itself (as `flowSubject` does for flow instances).
 */
export const loanSubject = {
  table: b,
  columns: loanColumns,
  approved: eq(b.status, BILL_STATUS.approved),
  on: (billId: PgColumn) => eq(b.id, billId),
  scopeColumns: { ownerId: b.salespersonId, groupId: b.groupId, departmentCode: b.departmentCode, areaCode: b.areaCode },
  newestFirst: [b.createdAt, b.id] as const,
  /** The bill number or borrower name starting with the keyword: the loan lists' one search. */
  billOrCustomer: (keyword: string | undefined) =>
    keyword ? or(like(b.billNo, likePrefix(keyword)), like(b.billCustomerName, likePrefix(keyword))) : undefined,
};

/** One bill's loan facts, whatever its status (callers check it); no data scope applied. */
export async function loanFactsOf(db: Executor, id: number): Promise<LoanFacts | undefined> {
  const [row] = await db.select(loanColumns).from(b).where(eq(b.id, id));
  return row;
}

/** Demo seeds: every loan, oldest first. */
export const approvedLoans = (db: Executor): Promise<LoanFacts[]> =>
  db.select(loanColumns).from(b).where(loanSubject.approved).orderBy(b.createdAt, b.id);

/** Demo seeds: the loans of the bills with these ID numbers (their stable identity), oldest first. */
export const approvedLoansOf = (db: Executor, idCards: readonly string[]): Promise<LoanFacts[]> =>
  idCards.length
    ? db
        .select(loanColumns)
        .from(b)
        .where(and(loanSubject.approved, inArray(b.idCard, [...idCards])))
        .orderBy(b.createdAt, b.id)
    : Promise.resolve([]);

/**
 * A loan's borrow type changed (borrowTypeLog, decision 0043): only from the type read and only on
 * a loan; the version moves on, so a bill edit open on the old type gets its 409. Empty when lost.
 */
export const changeLoanBorrowType = (tx: Executor, billId: number, fromType: number, toType: number) =>
  tx
    .update(b)
    .set({ borrowType: toType, version: sql`${b.version} + 1`, updatedAt: new Date() })
    .where(and(eq(b.id, billId), eq(b.borrowType, fromType), loanSubject.approved))
    .returning({ id: b.id });

/** Links a loan's bill to its borrower in the registry, unless it is linked already (the demo's loans). */
export const linkLoanBorrower = (db: Executor, id: number, borrowerId: number) =>
  db
    .update(b)
    .set({ borrowerId })
    .where(and(eq(b.id, id), isNull(b.borrowerId)));
