import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { archiveTransferBlacklist as b } from './archive.table';

export type BlacklistRow = typeof b.$inferSelect;

/** /getArchivesManage/blacklist: the staff who may not take files out. */
export const archiveBlacklistRepository = {
  list: (db: Executor) => db.select().from(b).orderBy(b.addedAt, b.userId),
  async isListed(db: Executor, userId: number) {
    const [row] = await db.select({ userId: b.userId }).from(b).where(eq(b.userId, userId));
    return Boolean(row);
  },
  add: (db: Executor, row: typeof b.$inferInsert) => db.insert(b).values(row).onConflictDoNothing().returning(),
  remove: (db: Executor, userId: number) => db.delete(b).where(eq(b.userId, userId)).returning(),
};
