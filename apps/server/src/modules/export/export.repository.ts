import { EXPORT_STATUS } from '@lc/shared';
import { and, count, desc, eq, inArray, isNull, lt } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { exportTasks as t } from './export.table';

export type ExportTaskRow = typeof t.$inferSelect;
type TaskChange = Partial<Omit<typeof t.$inferInsert, 'id' | 'taskNo' | 'userId'>>;

export const exportRepository = {
  async insert(db: Executor, row: typeof t.$inferInsert): Promise<ExportTaskRow> {
    const [created] = await db.insert(t).values(row).returning();
    if (!created) throw new Error('export task not stored');
    return created;
  },

  async set(db: Executor, id: number, change: TaskChange) {
    await db.update(t).set(change).where(eq(t.id, id));
  },

  findById: async (db: Executor, id: number) => (await db.select().from(t).where(eq(t.id, id)))[0],

  /** A task by its number, only if it is the user's. */
  findOwn: async (db: Executor, userId: number, taskNo: string) =>
    (
      await db
        .select()
        .from(t)
        .where(and(eq(t.taskNo, taskNo), eq(t.userId, userId)))
    )[0],

  /** The user's tasks, newest first (a user's own few hundred at most: an exact count is cheap). */
  // Not on db/paged-list.ts: its reply's total is exact and has no totalExact (export task list contract).
  async page(db: Executor, userId: number, pageNum: number, pageSize: number) {
    const mine = eq(t.userId, userId);
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(t)
        .where(mine)
        .orderBy(desc(t.id))
        .limit(pageSize)
        .offset((pageNum - 1) * pageSize),
      db.select({ n: count() }).from(t).where(mine),
    ]);
    return { rows, total: total?.n ?? 0 };
  },

  async countReady(db: Executor, userId: number) {
    const [row] = await db
      .select({ n: count() })
      .from(t)
      .where(and(eq(t.userId, userId), eq(t.status, EXPORT_STATUS.done), isNull(t.downloadedAt)));
    return row?.n ?? 0;
  },

  expiredFiles: (db: Executor, now: Date) =>
    db
      .select({ id: t.id, storageKey: t.storageKey })
      .from(t)
      .where(and(eq(t.status, EXPORT_STATUS.done), lt(t.expiresAt, now))),

  async markExpired(db: Executor, ids: number[]) {
    if (ids.length) await db.update(t).set({ status: EXPORT_STATUS.expired, storageKey: null }).where(inArray(t.id, ids));
  },
};
