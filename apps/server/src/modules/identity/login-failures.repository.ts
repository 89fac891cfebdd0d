import { createHmac } from 'node:crypto';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { loginFailures } from './session.table';

export type FailureState = { failures: number; lockedUntil: Date | null };

/** A keyed hash of a sign-in name: rows and rate-limit keys never hold the mobile itself. */
export const accountKey = (secret: Buffer, mobile: string) => createHmac('sha256', secret).update(`login:${mobile}`).digest('hex');

/** The failure store: the same statements run for known and unknown mobiles, so neither path is told apart. */
export const loginFailureRepository = {
  async get(db: Executor, key: string): Promise<FailureState> {
    const [row] = await db
      .select({ failures: loginFailures.failures, lockedUntil: loginFailures.lockedUntil })
      .from(loginFailures)
      .where(eq(loginFailures.key, key));
    return row ?? { failures: 0, lockedUntil: null };
  },

  /** Counts a wrong password; locks once the count reaches the limit. */
  async record(db: Executor, row: { key: string; userId: number | null; at: Date; maxFailures: number; lockUntil: Date }) {
    const lockUntil = row.lockUntil.toISOString();
    const [after] = await db
      .insert(loginFailures)
      .values({
        key: row.key,
        userId: row.userId,
        failures: 1,
        lockedUntil: row.maxFailures <= 1 ? row.lockUntil : null,
        lastFailedAt: row.at,
      })
      .onConflictDoUpdate({
        target: loginFailures.key,
        set: {
          userId: row.userId,
          failures: sql`${loginFailures.failures} + 1`,
          lockedUntil: sql`case when ${loginFailures.failures} + 1 >= ${row.maxFailures} then ${lockUntil}::timestamptz else ${loginFailures.lockedUntil} end`,
          lastFailedAt: row.at,
        },
      })
      .returning({ failures: loginFailures.failures, lockedUntil: loginFailures.lockedUntil });
    return after!;
  },

  /** Counts last touched before `before` and not locking now: nobody is counting down on them. */
  async pruneStale(db: Executor, before: Date, now: Date) {
    const gone = await db
      .delete(loginFailures)
      .where(and(lt(loginFailures.lastFailedAt, before), or(isNull(loginFailures.lockedUntil), lt(loginFailures.lockedUntil, now))))
      .returning({ key: loginFailures.key });
    return gone.length;
  },

  /** A right password or a new one clears the count (by name, and every row of the account). */
  async clear(db: Executor, by: { key?: string; userId: number }) {
    const ofUser = eq(loginFailures.userId, by.userId);
    await db.delete(loginFailures).where(by.key ? or(eq(loginFailures.key, by.key), ofUser) : ofUser);
  },
};
