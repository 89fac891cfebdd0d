import { type SQL, and, desc, eq, gte, inArray, like, lt, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { listSource } from '../../db/paged-list';
import { likePrefix } from '../../db/like-pattern';
import { scopeCondition } from '../../db/scope-condition';
import type { ScopeFilter } from '../../core/data-scope';
import { loanSubject } from '../bill/bill.reads';
import { systemChangeRequests as r, systemChangeVersions as v } from './system-change.table';

const REQUEST_SCOPE = { ownerId: r.ownerId, groupId: r.groupId, departmentCode: r.departmentCode, areaCode: r.areaCode };
const VERSION_SCOPE = { ownerId: v.ownerId, groupId: v.groupId, departmentCode: v.departmentCode, areaCode: v.areaCode };
const loan = loanSubject.columns;

export type SystemChangeRecord = typeof r.$inferSelect;
export type NewSystemChange = typeof r.$inferInsert;
export type SystemChangeVersionRecord = typeof v.$inferSelect;
export type NewSystemChangeVersion = typeof v.$inferInsert;

const billNoOrCustomer = (keyword: string | undefined) =>
  keyword ? or(like(r.billNo, likePrefix(keyword)), like(r.customerName, likePrefix(keyword))) : undefined;

/** A request list's WHERE: the scope, the view's own condition, the status and the bill search. */
export const requestWhere = (scope: ScopeFilter, view: SQL | undefined, q: { status?: number | undefined; keyword?: string | undefined }) =>
  and(scopeCondition(scope, REQUEST_SCOPE), view, q.status === undefined ? undefined : eq(r.status, q.status), billNoOrCustomer(q.keyword));
export const mineCondition = (userId: number) => eq(r.applicantId, userId);
/** Awaiting a decision, and not the caller's own: the approver's inbox (the chain has one node). */
export const inboxCondition = (userId: number, status: number) => and(eq(r.status, status), ne(r.applicantId, userId));

/** Versions: scope, bill number prefix, field, and the Shanghai day range applied. */
export function versionWhere(
  scope: ScopeFilter,
  q: { keyword?: string | undefined; field?: string | undefined; from?: string | undefined; to?: string | undefined },
) {
  const day = (d: string) => sql`(${d}::date)::timestamp at time zone 'Asia/Shanghai'`;
  return and(
    scopeCondition(scope, VERSION_SCOPE),
    q.keyword ? like(v.billNo, likePrefix(q.keyword)) : undefined,
    q.field ? eq(v.field, q.field as NewSystemChangeVersion['field']) : undefined,
    q.from ? gte(v.createdAt, day(q.from)) : undefined,
    q.to ? lt(v.createdAt, sql`${day(q.to)} + interval '1 day'`) : undefined,
  );
}

export const systemChangeRepository = {
  list: listSource({ rows: (db) => db.select().from(r).$dynamic(), order: [desc(r.createdAt), desc(r.id)], counted: { from: r } }),
  async find(db: Executor, id: number, scope: ScopeFilter): Promise<SystemChangeRecord | undefined> {
    const [row] = await db
      .select()
      .from(r)
      .where(and(eq(r.id, id), scopeCondition(scope, REQUEST_SCOPE)));
    return row;
  },
  async insert(db: Executor, values: NewSystemChange) {
    const [row] = await db.insert(r).values(values).returning();
    return row!;
  },
  /** Moves a request from `from` at the version read; empty when someone else moved it first. */
  move: (db: Executor, id: number, from: number, version: number, status: number, at: Date) =>
    db
      .update(r)
      .set({ status, version: version + 1, updatedAt: at })
      .where(and(eq(r.id, id), eq(r.status, from), eq(r.version, version)))
      .returning({ id: r.id }),
  addVersions: (db: Executor, rows: NewSystemChangeVersion[]) => db.insert(v).values(rows),

  /** The bills a request may name: in scope (the bill's own scope columns) and in one of `statuses`, newest first. */
  changeableBills: (db: Executor, scope: ScopeFilter, statuses: readonly number[]) =>
    db
      .select({
        id: loan.id,
        billNo: loan.billNo,
        customerName: loan.customerName,
        borrowType: loan.borrowType,
        borrowDuration: loan.borrowDuration,
        fundings: loan.fundings,
      })
      .from(loanSubject.table)
      .where(and(inArray(loan.status, [...statuses]), scopeCondition(scope, loanSubject.scopeColumns)))
      .orderBy(desc(loan.createdAt), desc(loan.id))
      .limit(200),
};

export const systemChangeVersionRepository = {
  list: listSource({ rows: (db) => db.select().from(v).$dynamic(), order: [desc(v.createdAt), desc(v.id)], counted: { from: v } }),
  ofRequest: (db: Executor, requestId: number) => db.select().from(v).where(eq(v.requestId, requestId)).orderBy(v.id),
};
