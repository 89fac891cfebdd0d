import { BLACKLIST_STATUS, type BlacklistListQuery } from '@lc/shared';
import { type SQL, and, desc, eq, like, or } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { listSource } from '../../db/paged-list';
import { blacklistEntries as e } from './blacklist.table';
import { likePrefix } from '../../db/like-pattern';

const ID_LIKE = /^\d{14}[\dXx]$|^\d{17}[\dXx]$/;
const MOBILE_LIKE = /^\d{11}$/;

/** The blacklist is the firm's, not a salesperson's: no data scope, only the filter. */
export function blacklistWhere(q: Pick<BlacklistListQuery, 'keyword' | 'status'>): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  const k = q.keyword;
  if (k) parts.push(ID_LIKE.test(k) ? eq(e.idCard, k.toUpperCase()) : MOBILE_LIKE.test(k) ? eq(e.mobile, k) : like(e.name, likePrefix(k)));
  if (q.status !== undefined) parts.push(eq(e.status, q.status));
  return and(...parts);
}

export type BlacklistRecord = typeof e.$inferSelect;
const NEWEST_FIRST = [desc(e.createdAt), desc(e.id)];
const active = eq(e.status, BLACKLIST_STATUS.active);

export const blacklistRepository = {
  list: listSource({ rows: (db) => db.select().from(e).$dynamic(), order: NEWEST_FIRST, counted: { from: e } }),

  async find(db: Executor, id: number): Promise<BlacklistRecord | undefined> {
    const [row] = await db.select().from(e).where(eq(e.id, id));
    return row;
  },

  /** The active entry (oldest first) for this ID number or mobile, if any. Both columns are indexed for active rows. */
  async activeMatch(db: Executor, idCard: string | null, mobile: string | null): Promise<BlacklistRecord | undefined> {
    const match = or(idCard ? eq(e.idCard, idCard) : undefined, mobile ? eq(e.mobile, mobile) : undefined);
    if (!match) return undefined;
    const [row] = await db.select().from(e).where(and(active, match)).orderBy(e.id).limit(1);
    return row;
  },

  async insert(db: Executor, values: typeof e.$inferInsert) {
    const [row] = await db.insert(e).values(values).returning();
    return row!;
  },

  /** Removal is a transition 1 → 0; an empty result means it was removed already. */
  remove: (db: Executor, id: number, by: number, reason: string, at: Date) =>
    db
      .update(e)
      .set({ status: BLACKLIST_STATUS.removed, removedBy: by, removeReason: reason, removedAt: at })
      .where(and(eq(e.id, id), active))
      .returning({ id: e.id }),
};
