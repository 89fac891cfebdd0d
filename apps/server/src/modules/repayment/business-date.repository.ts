import { desc, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { businessDateMoves as m } from './business-date.table';
import { overdueRunDays as d } from './repayment.table';

/** The run days a move covers: after the day it moved from, up to the day it moved to. */
const ofMove = sql`${d.businessDate} > ${m.fromDate} and ${d.businessDate} <= ${m.toDate}`;

/** The business date's operation record (decision 0074). */
export const businessDateRepository = {
  /** A move by hand, in its own transaction. */
  record: (tx: Executor, values: typeof m.$inferInsert) => tx.insert(m).values(values),
  /** The latest moves, newest first, with what the run did for their days. */
  latest: (db: Executor, limit: number) =>
    db
      .select({
        id: m.id,
        fromDate: sql<string>`${m.fromDate}::text`,
        toDate: sql<string>`${m.toDate}::text`,
        movedByName: m.movedByName,
        movedAt: m.movedAt,
        days: sql<number>`(select count(*) from ${d} where ${ofMove})`.mapWith(Number),
        loans: sql<number>`(select coalesce(sum(${d.loans}), 0) from ${d} where ${ofMove})`.mapWith(Number),
        penalty: sql<string>`(select coalesce(sum(${d.penalty}), 0) from ${d} where ${ofMove})::numeric(18,2)::text`,
      })
      .from(m)
      .orderBy(desc(m.movedAt), desc(m.id))
      .limit(limit),
};
