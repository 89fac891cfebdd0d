import { LIST_TOTAL_CAP, type CappedTotal, cappedTotal } from '@lc/shared';
import { count, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import type { Executor } from './client';

/** A list's rows: the table (with its joins, when the WHERE needs them) and the list's WHERE. */
export type CountSource = {
  from: PgTable;
  joins?: { table: PgTable; on: SQL }[];
  where: SQL | undefined;
};

/** The count query: `select count(*) from (select 1 … limit cap + 1)`. */
function cappedCountQuery(db: Executor, source: CountSource, cap: number) {
  let rows = db
    .select({ one: sql`1`.as('one') })
    .from(source.from)
    .$dynamic();
  for (const join of source.joins ?? []) rows = rows.innerJoin(join.table, join.on);
  const capped = rows
    .where(source.where)
    .limit(cap + 1)
    .as('capped');
  return db.select({ n: count() }).from(capped);
}

/**
 * A list's total counted up to the cap (LIST_TOTAL_CAP, 10,000), so a filter matching a million
 * rows costs an index walk of 10,001 entries, not a million. Above the cap the reply says so
 * (`totalExact: false`) and the list shows "10,000+".
 * A caller may keep the total per filter (a ChangeCache, db/change-feed.ts) and count only when not kept.
 */
export async function countCapped(db: Executor, source: CountSource, cap = LIST_TOTAL_CAP): Promise<CappedTotal> {
  return cappedTotal((await cappedCountQuery(db, source, cap))[0]?.n ?? 0, cap);
}
