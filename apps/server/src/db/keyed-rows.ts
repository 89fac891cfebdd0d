import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './client';

type KeyedTable = PgTable & { id: PgColumn; createdBy: PgColumn; idempotencyKey: PgColumn };

/**
 * A table whose rows carry the idempotency key they were made with (UNIQUE (created_by,
 * idempotency_key)). Repeats are answered by the one rule (db/idempotency.ts, decision 0076); the
 * index is only its last guard, so the insert stands back rather than making a second row.
 * (drizzle cannot type a query on a table it does not know, hence the plain PgTable.)
 */
export function keyedRows<T extends KeyedTable>(table: T) {
  const into: PgTable = table;
  return {
    /** Inserts unless a row holds the caller's key already (then nothing: the caller refuses with keyAlreadyUsed). */
    async insert(tx: Executor, values: T['$inferInsert']) {
      const [row] = await tx.insert(into).values(values).onConflictDoNothing().returning({ id: table.id });
      return row as { id: number } | undefined;
    },
  };
}
