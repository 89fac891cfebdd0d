import { SEARCH_HISTORY_LIMIT } from '@lc/shared';
import { and, desc, eq, notInArray } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { searchHistory } from './home.table';

const NEWEST_FIRST = [desc(searchHistory.at), desc(searchHistory.id)];

export const homeRepository = {
  history: (db: Executor, userId: number) =>
    db
      .select({ path: searchHistory.path, keyword: searchHistory.keyword, at: searchHistory.at })
      .from(searchHistory)
      .where(eq(searchHistory.userId, userId))
      .orderBy(...NEWEST_FIRST)
      .limit(SEARCH_HISTORY_LIMIT),

  /** The same path moves to the top; only the newest SEARCH_HISTORY_LIMIT are kept. */
  async record(db: Db, userId: number, entry: { path: string; keyword: string }) {
    await db.transaction(async (tx) => {
      await tx.delete(searchHistory).where(and(eq(searchHistory.userId, userId), eq(searchHistory.path, entry.path)));
      await tx.insert(searchHistory).values({ userId, ...entry });
      const keep = tx
        .select({ id: searchHistory.id })
        .from(searchHistory)
        .where(eq(searchHistory.userId, userId))
        .orderBy(...NEWEST_FIRST)
        .limit(SEARCH_HISTORY_LIMIT);
      await tx.delete(searchHistory).where(and(eq(searchHistory.userId, userId), notInArray(searchHistory.id, keep)));
    });
  },

  async clear(db: Executor, userId: number) {
    await db.delete(searchHistory).where(eq(searchHistory.userId, userId));
  },
};
