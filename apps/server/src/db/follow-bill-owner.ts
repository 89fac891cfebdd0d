import { BILL_STATUS } from '@lc/shared';
import { and, eq, inArray, ne, notExists } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { bills } from '../modules/bill/bill.table';
import type { Tx } from './client';

/** Who a bill belongs to: its salesperson and the scope columns copied from them when it was made. */
export type BillOwner = { ownerId: number; groupId: number | null; departmentCode: string | null; areaCode: string };

/**
 * Rows that copy a bill's scope columns (owner, group, department, area) and must move with the
 * bill, in the transaction that moves it (order transfer). A module lists its followers in its
 * manifest (`billOwnerFollowers`); the bill module calls them with the moved bills (already moved)
 * and the salesperson they were moved from.
 */
export type BillOwnerFollower = {
  name: string;
  follow: (tx: Tx, billIds: number[], owner: BillOwner, fromId: number) => Promise<unknown>;
};

type ScopeCopies = { ownerId: PgColumn; groupId: PgColumn; departmentCode: PgColumn; areaCode: PgColumn };
type CopiesBillScope = PgTable & ScopeCopies & { billId: PgColumn };

/** The follower of a table with a bill_id and copied scope columns: its rows of the moved bills take the new owner's. */
export function followBillOwner(name: string, table: CopiesBillScope): BillOwnerFollower {
  return {
    name,
    follow: (tx, billIds, { ownerId, groupId, departmentCode, areaCode }) =>
      tx.update(table).set({ ownerId, groupId, departmentCode, areaCode }).where(inArray(table.billId, billIds)),
  };
}

/**
 * The follower of a borrower's records (the borrower, their cards, their card changes), kept in the
 * scope of the salesperson who brought the borrower (decision 0049): they move with the borrower's
 * bills when the old salesperson owned them and keeps no open bill of that borrower. A borrower
 * whose other bill stays with the old salesperson stays with them too.
 */
export function followBorrowerOwner(name: string, table: PgTable & ScopeCopies, borrowerId: PgColumn): BillOwnerFollower {
  return {
    name,
    follow: (tx, billIds, { ownerId, groupId, departmentCode, areaCode }, fromId) => {
      const ofMovedBills = tx.select({ id: bills.borrowerId }).from(bills).where(inArray(bills.id, billIds));
      const keptByOldOwner = tx
        .select({ id: bills.id })
        .from(bills)
        .where(and(eq(bills.borrowerId, borrowerId), eq(bills.salespersonId, fromId), ne(bills.status, BILL_STATUS.abandoned)));
      return tx
        .update(table)
        .set({ ownerId, groupId, departmentCode, areaCode })
        .where(and(eq(table.ownerId, fromId), inArray(borrowerId, ofMovedBills), notExists(keptByOldOwner)));
    },
  };
}
