import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { loginFailureRepository } from './login-failures.repository';
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

  /** A new password also lifts any lock: whoever set it knows it. */
  async setPasswordHash(db: Executor, id: number, passwordHash: string, at: Date) {
    await db
      .update(users)
      .set({ passwordHash, updatedAt: at, version: sql`${users.version} + 1` })
      .where(eq(users.id, id));
    await loginFailureRepository.clear(db, { userId: id });
  },
};
