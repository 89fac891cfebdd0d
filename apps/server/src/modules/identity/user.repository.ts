import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users } from './org.table';

export const userRepository = {
  async findByMobile(db: Executor, mobile: string) {
    const [row] = await db.select().from(users).where(eq(users.mobile, mobile));
    return row ?? null;
  },

  async findById(db: Executor, id: number) {
    const [row] = await db.select().from(users).where(eq(users.id, id));
    return row ?? null;
  },

  /** Counts a wrong password; locks the account once the count reaches the limit. */
  async recordFailedLogin(db: Executor, id: number, maxFailures: number, lockUntil: Date) {
    const [row] = await db
      .update(users)
      .set({
        failedLogins: sql`${users.failedLogins} + 1`,
        lockedUntil: sql`case when ${users.failedLogins} + 1 >= ${maxFailures} then ${lockUntil.toISOString()}::timestamptz else ${users.lockedUntil} end`,
      })
      .where(eq(users.id, id))
      .returning({ failedLogins: users.failedLogins, lockedUntil: users.lockedUntil });
    return row!;
  },

  async clearFailedLogins(db: Executor, id: number) {
    await db.update(users).set({ failedLogins: 0, lockedUntil: null }).where(eq(users.id, id));
  },

  async setPasswordHash(db: Executor, id: number, passwordHash: string, at: Date) {
    await db
      .update(users)
      .set({ passwordHash, failedLogins: 0, lockedUntil: null, updatedAt: at, version: sql`${users.version} + 1` })
      .where(eq(users.id, id));
  },
};
