import type { FirmListQuery, FirmStatus } from '@lc/shared';
import { type SQL, and, asc, desc, eq, inArray, like, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { listSource } from '../../db/paged-list';
import type { ScopeFilter } from '../../core/data-scope';
import { scopeCondition } from '../../db/scope-condition';
import { firmShareholders as sh, firms as f } from './firm.table';
import { likePrefix } from '../../db/like-pattern';

const SCOPE_COLUMNS = { ownerId: f.ownerId, groupId: f.groupId, departmentCode: f.departmentCode, areaCode: f.areaCode };
const CODE_LIKE = /^[0-9A-Za-z]{15,18}$/;

export function firmWhere(scope: ScopeFilter, q: Pick<FirmListQuery, 'keyword' | 'status' | 'source'>): SQL | undefined {
  const parts: (SQL | undefined)[] = [scopeCondition(scope, SCOPE_COLUMNS)];
  if (q.keyword) {
    // A code is matched whole; anything else is a name prefix.
    const code = q.keyword.toUpperCase();
    parts.push(
      CODE_LIKE.test(q.keyword) ? or(eq(f.creditCode, code), eq(f.registrationCode, code)) : like(f.firmName, likePrefix(q.keyword)),
    );
  }
  if (q.status !== undefined) parts.push(eq(f.status, q.status));
  if (q.source !== undefined) parts.push(eq(f.source, q.source));
  return and(...parts);
}

export type FirmRecord = typeof f.$inferSelect;
export type NewFirm = typeof f.$inferInsert;
export type ShareholderValues = { name: string; kind: number; ratio: string };
const NEWEST_FIRST = [desc(f.createdAt), desc(f.id)];

export const firmRepository = {
  list: listSource({
    rows: (db) =>
      db
        .select({ firm: f, shareholderCount: sql<number>`(select count(*)::int from firm_shareholders s where s.firm_id = firms.id)` })
        .from(f)
        .$dynamic(),
    order: NEWEST_FIRST,
    counted: { from: f },
  }),

  async find(db: Executor, id: number, scope: ScopeFilter): Promise<FirmRecord | undefined> {
    const [row] = await db
      .select()
      .from(f)
      .where(and(eq(f.id, id), scopeCondition(scope, SCOPE_COLUMNS)));
    return row;
  },

  shareholders: (db: Executor, firmId: number) =>
    db.select({ name: sh.name, kind: sh.kind, ratio: sh.ratio }).from(sh).where(eq(sh.firmId, firmId)).orderBy(asc(sh.position)),

  /** The firm (other than `exceptId`) already holding one of these codes, if any. */
  async codeHolder(db: Executor, codes: { creditCode: string | null; registrationCode: string | null }, exceptId?: number) {
    const conditions = [
      codes.creditCode ? eq(f.creditCode, codes.creditCode) : undefined,
      codes.registrationCode ? eq(f.registrationCode, codes.registrationCode) : undefined,
    ].filter(Boolean);
    if (!conditions.length) return undefined;
    const rows = await db
      .select({ id: f.id, creditCode: f.creditCode, registrationCode: f.registrationCode })
      .from(f)
      .where(or(...conditions));
    return rows.find((r) => r.id !== exceptId);
  },

  async insert(db: Executor, values: NewFirm) {
    const [row] = await db.insert(f).values(values).returning();
    return row!;
  },

  update: (db: Executor, id: number, version: number, values: Partial<NewFirm>) =>
    db
      .update(f)
      .set({ ...values, version: version + 1, updatedAt: new Date() })
      .where(and(eq(f.id, id), eq(f.version, version)))
      .returning({ id: f.id }),

  async replaceShareholders(db: Executor, firmId: number, list: ShareholderValues[]) {
    await db.delete(sh).where(eq(sh.firmId, firmId));
    if (list.length) await db.insert(sh).values(list.map((s, i) => ({ ...s, firmId, position: i + 1 })));
  },

  /** A transition: applies only while the status is one of `from`; an empty result means it lost. */
  transition: (db: Executor, id: number, from: readonly FirmStatus[], to: FirmStatus) =>
    db
      .update(f)
      .set({ status: to, version: sql`${f.version} + 1`, updatedAt: new Date() })
      .where(and(eq(f.id, id), inArray(f.status, [...from])))
      .returning({ id: f.id, version: f.version }),
};
