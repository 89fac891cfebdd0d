import type { FiveLevelLoanQuery, FiveLevelRecordsQuery } from '@lc/shared';
import { type SQL, and, count, desc, eq, getTableColumns, getTableName, like, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { listSource } from '../../db/paged-list';
import { scopeCondition } from '../../db/scope-condition';
import type { ScopeFilter } from '../../core/data-scope';
import { loanSubject } from '../bill/bill.reads';
import { billStanding } from '../repayment/repayment.reads';
import { fiveLevelChanges as c, loanFiveLevels as l } from './five-level.table';
import { likePrefix } from '../../db/like-pattern';

const b = loanSubject.table;
const loan = loanSubject.columns;
const CHANGE_SCOPE = { ownerId: c.ownerId, groupId: c.groupId, departmentCode: c.departmentCode, areaCode: c.areaCode };

// Drizzle leaves a single-table query's columns unqualified: inside the subqueries the loan's id must name its table.
const loanId = sql.raw(`"${getTableName(b)}"."id"`);
/** A loan's level: its row's, else 正常 (1). A subquery, so the list and its count need no outer join. */
const levelOf = sql<number>`coalesce((select ${l.level} from ${l} where ${l.billId} = ${loanId}), 1)`.mapWith(Number);
const pendingToLevel = sql<number | null>`(select ${c.toLevel} from ${c} where ${c.billId} = ${loanId} and ${c.status} = 1)`;

export type ChangeRecord = typeof c.$inferSelect & { billNo: string; customerName: string };
export type NewChange = typeof c.$inferInsert;

/** The loans list's WHERE: final-approved bills in the caller's scope, the keyword and the level. */
export function loanWhere(scope: ScopeFilter, q: Pick<FiveLevelLoanQuery, 'keyword' | 'level'>): SQL | undefined {
  const parts: (SQL | undefined)[] = [loanSubject.approved, scopeCondition(scope, loanSubject.scopeColumns)];
  if (q.keyword) parts.push(or(like(loan.billNo, likePrefix(q.keyword)), like(loan.customerName, likePrefix(q.keyword))));
  if (q.level !== undefined) parts.push(eq(levelOf, q.level));
  return and(...parts);
}

/** The change records' WHERE: the caller's scope, one loan, one status. */
export function changeWhere(scope: ScopeFilter, q: Pick<FiveLevelRecordsQuery, 'billId' | 'status'>): SQL | undefined {
  const parts: (SQL | undefined)[] = [scopeCondition(scope, CHANGE_SCOPE)];
  if (q.billId !== undefined) parts.push(eq(c.billId, q.billId));
  if (q.status !== undefined) parts.push(eq(c.status, q.status));
  return and(...parts);
}

/** A loan with its level, its pending change, and its figures from the loan book on the business date `today`. */
const loanRow = (today: string) => ({
  ...loan,
  ...billStanding(loanId, today),
  level: levelOf,
  pendingToLevel,
  levelUpdatedAt: sql<string | null>`(select ${l.updatedAt} from ${l} where ${l.billId} = ${loanId})`.mapWith((v) =>
    v === null ? null : new Date(v as string),
  ),
});
const changeColumns = { ...getTableColumns(c), billNo: loan.billNo, customerName: loan.customerName };

export const fiveLevelRepository = {
  /** The loans with their class as of `today`, newest first (db/paged-list.ts). */
  loansOn: (today: string) =>
    listSource({
      rows: (db) => db.select(loanRow(today)).from(b).$dynamic(),
      order: loanSubject.newestFirst.map((col) => desc(col)),
      counted: { from: b },
    }),
  async loan(db: Executor, billId: number, today: string) {
    const [row] = await db
      .select(loanRow(today))
      .from(b)
      .where(and(loanSubject.approved, eq(loan.id, billId)));
    return row;
  },

  changes: {
    list: listSource({
      rows: (db) => db.select(changeColumns).from(c).innerJoin(b, loanSubject.on(c.billId)).$dynamic(),
      order: [desc(c.createdAt), desc(c.id)],
      counted: { from: c },
    }),
  },
  async change(db: Executor, id: number): Promise<ChangeRecord | undefined> {
    const [row] = await db.select(changeColumns).from(c).innerJoin(b, loanSubject.on(c.billId)).where(eq(c.id, id));
    return row;
  },

  /** Requests awaiting approval inside `scope` that `userId` did not make: an approver's home badge. */
  async awaiting(db: Executor, scope: ScopeFilter, userId: number) {
    const [row] = await db
      .select({ n: count() })
      .from(c)
      .where(and(eq(c.status, 1), ne(c.applicantId, userId), scopeCondition(scope, CHANGE_SCOPE)));
    return row?.n ?? 0;
  },
  /** The request, unless one already awaits approval for the loan (then undefined: the partial unique index). */
  async insertChange(db: Executor, values: NewChange) {
    const [row] = await db.insert(c).values(values).onConflictDoNothing().returning({ id: c.id });
    return row;
  },
  /** Decides a request only while it awaits approval: an empty result means someone else decided first. */
  decide: (db: Executor, id: number, values: Pick<NewChange, 'status' | 'decidedBy' | 'decidedByName' | 'decidedAt' | 'decisionComment'>) =>
    db
      .update(c)
      .set(values)
      .where(and(eq(c.id, id), eq(c.status, 1)))
      .returning({ id: c.id }),

  /**
   * Moves the loan from `fromLevel` to `toLevel`, only while it is still at `fromLevel`: from
   * 正常 a loan may have no row yet (insert it, or update the row still at 1). An empty result
   * means the level has moved since.
   */
  async setLevel(db: Executor, billId: number, fromLevel: number, toLevel: number, at: Date) {
    if (fromLevel !== 1) {
      const [row] = await db
        .update(l)
        .set({ level: toLevel, version: sql`${l.version} + 1`, updatedAt: at })
        .where(and(eq(l.billId, billId), eq(l.level, fromLevel)))
        .returning({ billId: l.billId });
      return row;
    }
    const [row] = await db
      .insert(l)
      .values({ billId, level: toLevel, updatedAt: at })
      .onConflictDoUpdate({
        target: l.billId,
        set: { level: toLevel, version: sql`${l.version} + 1`, updatedAt: at },
        setWhere: eq(l.level, 1),
      })
      .returning({ billId: l.billId });
    return row;
  },
};
