import type { BorrowerListQuery } from '@lc/shared';
import { type SQL, and, desc, eq, inArray, like } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { listSource } from '../../db/paged-list';
import type { ScopeFilter } from '../../core/data-scope';
import { scopeCondition } from '../../db/scope-condition';
import { borrowers as b } from './borrower.table';
import { likePrefix } from '../../db/like-pattern';

const SCOPE_COLUMNS = { ownerId: b.ownerId, groupId: b.groupId, departmentCode: b.departmentCode, areaCode: b.areaCode };
/** A keyword of 15 or 18 ID characters is an ID number, of 11 digits a mobile, each matched exactly; anything else a name prefix. */
const ID_LIKE = /^\d{14}[\dXx]$|^\d{17}[\dXx]$/;
const MOBILE_LIKE = /^1\d{10}$/;

function keywordCondition(keyword: string): SQL {
  if (ID_LIKE.test(keyword)) return eq(b.idCard, keyword.toUpperCase());
  if (MOBILE_LIKE.test(keyword)) return eq(b.mobile, keyword);
  return like(b.name, likePrefix(keyword));
}

export function borrowerWhere(
  scope: ScopeFilter,
  f: Pick<BorrowerListQuery, 'keyword' | 'mobile' | 'areaCode' | 'businessDeptCode' | 'salesId'>,
): SQL | undefined {
  const parts: (SQL | undefined)[] = [scopeCondition(scope, SCOPE_COLUMNS)];
  if (f.areaCode) parts.push(eq(b.areaCode, f.areaCode));
  if (f.businessDeptCode) parts.push(eq(b.departmentCode, f.businessDeptCode));
  if (f.salesId !== undefined) parts.push(eq(b.ownerId, f.salesId));
  if (f.keyword) parts.push(keywordCondition(f.keyword));
  if (f.mobile) parts.push(eq(b.mobile, f.mobile));
  return and(...parts);
}

export type BorrowerRecord = typeof b.$inferSelect;
export type NewBorrower = typeof b.$inferInsert;
const NEWEST_FIRST = [desc(b.createdAt), desc(b.id)];

export const borrowerRepository = {
  /** One page, newest first, by the index of the list's order (or of a scope column followed by it). */
  list: listSource({ rows: (db) => db.select().from(b).$dynamic(), order: NEWEST_FIRST, counted: { from: b } }),

  async find(db: Executor, id: number, scope: ScopeFilter): Promise<BorrowerRecord | undefined> {
    const [row] = await db
      .select()
      .from(b)
      .where(and(eq(b.id, id), scopeCondition(scope, SCOPE_COLUMNS)));
    return row;
  },

  /** Names by id, for other modules' lists (a bank card shows its borrower's name). */
  names: (db: Executor, ids: number[]) =>
    ids.length ? db.select({ id: b.id, name: b.name }).from(b).where(inArray(b.id, ids)) : Promise.resolve([]),

  /** The borrowers holding these ID numbers, in no set order (the demo seeds find their borrowers by them). */
  byIdCards: (db: Executor, idCards: readonly string[]) =>
    idCards.length
      ? db
          .select()
          .from(b)
          .where(inArray(b.idCard, [...idCards]))
      : Promise.resolve([]),

  /** The borrower holding an ID number (other than `exceptId`), if any: its id only, for the uniqueness check. */
  async idCardHolder(db: Executor, idCard: string, exceptId?: number) {
    const [row] = await db.select({ id: b.id }).from(b).where(eq(b.idCard, idCard));
    return row && row.id !== exceptId ? row.id : null;
  },

  async insert(db: Executor, values: NewBorrower) {
    const [row] = await db.insert(b).values(values).returning();
    return row!;
  },

  /** Inserts unless the ID number is taken (a concurrent save may have just taken it): the new row, or none. */
  async insertIfNew(db: Executor, values: NewBorrower): Promise<BorrowerRecord | undefined> {
    const [row] = await db.insert(b).values(values).onConflictDoNothing().returning();
    return row;
  },

  /** The edit applies only at the version it was read at; an empty result means someone else saved first. */
  update: (db: Executor, id: number, version: number, values: Partial<NewBorrower>) =>
    db
      .update(b)
      .set({ ...values, version: version + 1, updatedAt: new Date() })
      .where(and(eq(b.id, id), eq(b.version, version)))
      .returning(),
};
