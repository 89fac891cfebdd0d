import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { loginFailureRepository } from './login-failures.repository';
import { users } from './org.table';

export const userRepository = {
  async findByMobile(db: Executor, mobile: string) {
    const [row] = await db.select().from(users).where(eq(users.mobile, mobile));
    return row ?? null;
  },

  /** No account yet: a new installation, where the demo users may be added (seed/seed.ts). */
  async isEmpty(db: Executor) {
    const [row] = await db.select({ id: users.id }).from(users).limit(1);
    return !row;
  },

  async findById(db: Executor, id: number) {
    const [row] = await db.select().from(users).where(eq(users.id, id));
    return row ?? null;
  },

  /** A new password also lifts any lock: whoever set it knows it. */
  async setPasswordHash(db: Executor, id: number, passwordHash: string, at: Date) {
    await db
      .update(users)
      .set({ passwordHash, updatedAt: at, version: sql`${users.version} + 1` })
      .where(eq(users.id, id));
    await loginFailureRepository.clear(db, { userId: id });
  },
};
