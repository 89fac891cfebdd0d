import { and, asc, eq, inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './client';

type VoucherTable = PgTable & { id: PgColumn; imageId: PgColumn };

/**
 * The voucher images of a record (the upload module's encrypted images, one voucher each), in a
 * table of (id, <owner>, image id) with a UNIQUE image id. (drizzle cannot type a query on a
 * table it does not know, hence the plain PgTable and the row types restated.)
 */
export function voucherImages<T extends VoucherTable, K extends keyof T['$inferInsert'] & keyof T & string>(table: T, ownerKey: K) {
  const from: PgTable = table;
  const owner = table[ownerKey] as PgColumn;
  return {
    /** Links the images to the record; an image linked already (to any record) is left out of the answer. */
    insertVouchers: async (tx: Executor, ownerId: number, imageIds: string[]) =>
      (await tx
        .insert(from)
        .values(imageIds.map((imageId) => ({ [ownerKey]: ownerId, imageId }) as T['$inferInsert']))
        .onConflictDoNothing()
        .returning({ id: table.id })) as { id: number }[],
    /** The vouchers of the records, in the order they were added. */
    vouchersOf: async (db: Executor, ownerIds: number[]) =>
      (ownerIds.length ? await db.select().from(from).where(inArray(owner, ownerIds)).orderBy(asc(table.id)) : []) as T['$inferSelect'][],
    /** One voucher of the record, if it is that record's. */
    async voucher(db: Executor, ownerId: number, voucherId: number) {
      const [row] = await db
        .select()
        .from(from)
        .where(and(eq(table.id, voucherId), eq(owner, ownerId)));
      return row as T['$inferSelect'] | undefined;
    },
  };
}
