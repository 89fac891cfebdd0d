import type { MortgageeListQuery } from '@lc/shared';
import { type SQL, and, desc, eq, like } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { listSource } from '../../db/paged-list';
import { scopeCondition } from '../../db/scope-condition';
import type { ScopeFilter } from '../../core/data-scope';
import { mortgagees as t } from './mortgage.table';
import { likePrefix } from '../../db/like-pattern';

const SCOPE_COLUMNS = { ownerId: t.ownerId, groupId: t.groupId, departmentCode: t.departmentCode, areaCode: t.areaCode };
const NEWEST_FIRST = [desc(t.createdAt), desc(t.id)];

export type MortgageeRecord = typeof t.$inferSelect;
export type NewMortgagee = typeof t.$inferInsert;

/** The list's WHERE: the caller's data scope and the filter; the page query and its count share it. */
export function mortgageeWhere(scope: ScopeFilter, q: Pick<MortgageeListQuery, 'keyword'>): SQL | undefined {
  const parts: (SQL | undefined)[] = [scopeCondition(scope, SCOPE_COLUMNS)];
  if (q.keyword) parts.push(like(t.name, likePrefix(q.keyword)));
  return and(...parts);
}

export const mortgageeRepository = {
  list: listSource({ rows: (db) => db.select().from(t).$dynamic(), order: NEWEST_FIRST, counted: { from: t } }),

  /** The record, if it is inside the scope. */
  async find(db: Executor, id: number, scope: ScopeFilter): Promise<MortgageeRecord | undefined> {
    const [row] = await db
      .select()
      .from(t)
      .where(and(eq(t.id, id), scopeCondition(scope, SCOPE_COLUMNS)));
    return row;
  },

  async insert(db: Executor, values: NewMortgagee) {
    const [row] = await db.insert(t).values(values).returning();
    return row!;
  },

  /** Applies only at the version read; an empty result means someone else saved first. */
  update: (db: Executor, id: number, version: number, values: Partial<NewMortgagee>) =>
    db
      .update(t)
      .set({ ...values, version: version + 1, updatedAt: new Date() })
      .where(and(eq(t.id, id), eq(t.version, version)))
      .returning({ id: t.id }),
};
