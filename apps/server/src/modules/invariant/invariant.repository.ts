import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import type { FoundBreach } from './invariant-checks.repository';
import { invariantBreaches as b, invariantRuns as r } from './invariant.table';

export type InvariantRunRecord = typeof r.$inferSelect;
export type NewInvariantRun = typeof r.$inferInsert;

/** Breaches go in slices, so a bad night with many of them stays within the driver's parameter limit. */
const INSERT_SLICE = 1_000;

/** The runs of the money invariant check and the breaches each found. */
export const invariantRepository = {
  async insertRun(db: Executor, values: NewInvariantRun) {
    const [row] = await db.insert(r).values(values).returning();
    return row!;
  },

  async insertBreaches(db: Executor, runId: number, breaches: FoundBreach[]) {
    for (let i = 0; i < breaches.length; i += INSERT_SLICE)
      await db.insert(b).values(breaches.slice(i, i + INSERT_SLICE).map((x) => ({ ...x, runId })));
  },

  async latestRun(db: Executor): Promise<InvariantRunRecord | undefined> {
    const [row] = await db.select().from(r).orderBy(desc(r.id)).limit(1);
    return row;
  },

  /** Whether the nightly check already ran for this business date (the job runs once a day after the overdue run). */
  async nightlyRanFor(db: Executor, businessDate: string) {
    const [row] = await db
      .select({ id: r.id })
      .from(r)
      .where(and(eq(r.trigger, 'nightly'), eq(r.businessDate, businessDate)))
      .limit(1);
    return row !== undefined;
  },

  counts: (db: Executor, runId: number) =>
    db.select({ invariant: b.invariant, breaches: count() }).from(b).where(eq(b.runId, runId)).groupBy(b.invariant),

  /** The first breaches of a run, with the bill's number (the bills table read by name, as the checks do). */
  breaches: (db: Executor, runId: number, limit: number) =>
    db
      .select({
        invariant: b.invariant,
        billId: b.billId,
        billNo: sql<string | null>`(select bill_no from bills where bills.id = ${b.billId})`,
        grantId: b.grantId,
        subject: b.subject,
        left: b.left,
        right: b.right,
      })
      .from(b)
      .where(eq(b.runId, runId))
      .orderBy(b.id)
      .limit(limit),
};
