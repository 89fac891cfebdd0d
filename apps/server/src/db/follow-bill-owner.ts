import { inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from './client';

/** Who a bill belongs to: its salesperson and the scope columns copied from them when it was made. */
export type BillOwner = { ownerId: number; groupId: number | null; departmentCode: string | null; areaCode: string };

/**
 * Rows that copy a bill's scope columns (owner, group, department, area) and must move with the
 * bill, in the transaction that moves it (order transfer). A module lists its followers in its
 * manifest (`billOwnerFollowers`); the bill module calls them.
 */
export type BillOwnerFollower = { name: string; follow: (tx: Tx, billIds: number[], owner: BillOwner) => Promise<unknown> };

type CopiesBillScope = PgTable & { billId: PgColumn; ownerId: PgColumn; groupId: PgColumn; departmentCode: PgColumn; areaCode: PgColumn };

/** The follower of a table with a bill_id and copied scope columns: its rows of the moved bills take the new owner's. */
export function followBillOwner(name: string, table: CopiesBillScope): BillOwnerFollower {
  return {
    name,
    follow: (tx, billIds, { ownerId, groupId, departmentCode, areaCode }) =>
      tx.update(table).set({ ownerId, groupId, departmentCode, areaCode }).where(inArray(table.billId, billIds)),
  };
}
