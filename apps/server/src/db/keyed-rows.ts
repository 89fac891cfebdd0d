import { and, eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './client';

type KeyedTable = PgTable & { id: PgColumn; createdBy: PgColumn; idempotencyKey: PgColumn };

/**
 * A table whose rows a user makes once per idempotency key (UNIQUE (created_by, idempotency_key)):
 * a repeated request finds the first row by its key instead of making another. (drizzle cannot
 * type a query on a table it does not know, hence the plain PgTable and the row types restated.)
 */
export function keyedRows<T extends KeyedTable>(table: T) {
  const from: PgTable = table;
  return {
    /** The caller's row under that key, if any. */
    async byKey(db: Executor, userId: number, key: string) {
      const [row] = await db
        .select()
        .from(from)
        .where(and(eq(table.createdBy, userId), eq(table.idempotencyKey, key)));
      return row as T['$inferSelect'] | undefined;
    },
    /** Inserts unless the caller's key holds one already (then nothing: the caller reads that one). */
    async insert(tx: Executor, values: T['$inferInsert']) {
      const [row] = await tx.insert(from).values(values).onConflictDoNothing().returning({ id: table.id });
      return row as { id: number } | undefined;
    },
  };
}
