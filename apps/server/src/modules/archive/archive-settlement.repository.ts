import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { archiveTransferItems as ti, archiveTransfers as tr } from './archive-transfer.table';
import { archiveItems as i } from './archive.table';

/** Queries of the settlement confirmation of transfers (decision 0057); ledger lines go through the archive service. */
export const archiveSettlementRepository = {
  async state(db: Executor, id: number) {
    const [row] = await db
      .select({
        billId: tr.billId,
        status: tr.status,
        settlementFrom: tr.settlementFrom,
        settlementAskedAt: tr.settlementAskedAt,
        version: tr.version,
      })
      .from(tr)
      .where(eq(tr.id, id));
    return row;
  },
  /** The documents out on the transfer and not back, by id. */
  outstanding: (db: Executor, id: number) =>
    db
      .select({ id: i.id, name: i.name })
      .from(ti)
      .innerJoin(i, eq(i.id, ti.itemId))
      .where(and(eq(ti.transferId, id), isNull(ti.returnedAt)))
      .orderBy(i.id),
  /**
   * The bill's transfers with documents out (`from`), never asked before, move to `to` remembering
   * where they were (the SET reads the row before the update). Answers those moved now.
   */
  askOnSettlement: (db: Executor, billId: number, from: readonly number[], to: number, at: Date) =>
    db
      .update(tr)
      .set({ status: to, settlementFrom: sql`${tr.status}`, settlementAskedAt: at, version: sql`${tr.version} + 1`, updatedAt: at })
      .where(and(eq(tr.billId, billId), inArray(tr.status, [...from]), isNull(tr.settlementAskedAt)))
      .returning({ id: tr.id, from: tr.settlementFrom }),
  /** Decides a waiting transfer at the version read: to `to`, or (null) back to the status it came from. */
  decide: (db: Executor, id: number, waiting: number, version: number, to: number | null) =>
    db
      .update(tr)
      .set({ status: to ?? sql`${tr.settlementFrom}`, version: sql`${tr.version} + 1`, updatedAt: new Date() })
      .where(and(eq(tr.id, id), eq(tr.status, waiting), eq(tr.version, version)))
      .returning({ id: tr.id, status: tr.status }),
};
