import { type SQL, and, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { listSource } from '../../db/paged-list';
import { scopeCondition } from '../../db/scope-condition';
import type { ScopeFilter } from '../../core/data-scope';
import { loanSubject } from '../bill/bill.reads';
import { archiveTransferItems as ti, archiveTransferLocks as k, archiveTransfers as tr } from './archive-transfer.table';

const loan = loanSubject.columns;
const TRANSFER_SCOPE = { ownerId: tr.ownerId, groupId: tr.groupId, departmentCode: tr.departmentCode, areaCode: tr.areaCode };
const itemCount = sql<number>`(select count(*) from ${ti} where ${ti.transferId} = ${tr.id})`.mapWith(Number);
const transferColumns = {
  id: tr.id,
  billId: tr.billId,
  billNo: loan.billNo,
  billStage: loan.stage,
  customerName: loan.customerName,
  applicantId: tr.applicantId,
  applicantName: tr.applicantName,
  reason: tr.reason,
  returnDate: tr.returnDate,
  itemCount,
  status: tr.status,
  createdAt: tr.createdAt,
  version: tr.version,
};
const transfers = (db: Executor) => db.select(transferColumns).from(tr).innerJoin(loanSubject.table, loanSubject.on(tr.billId)).$dynamic();

export type ArchiveTransferRecord = Awaited<ReturnType<ReturnType<typeof transfers>['execute']>>[number];
export type NewArchiveTransfer = typeof tr.$inferInsert;
export type LockRow = typeof k.$inferSelect;

/** A list's WHERE: the data scope, the status filter, and the statuses the page shows at all. */
export const transferWhere = (scope: ScopeFilter | null, status: number | undefined, shown?: readonly number[]) =>
  and(
    scope ? scopeCondition(scope, TRANSFER_SCOPE) : undefined,
    status === undefined ? undefined : eq(tr.status, status),
    shown ? inArray(tr.status, [...shown]) : undefined,
  );

export const archiveTransferRepository = {
  list: listSource({ rows: transfers, order: [desc(tr.createdAt), desc(tr.id)], counted: { from: tr } }),
  async find(db: Executor, id: number, where?: SQL) {
    const [row] = await transfers(db).where(and(eq(tr.id, id), where));
    return row;
  },
  /** The in-memory scope check's facts (the owner stands for the applicant). */
  async scopeOf(db: Executor, id: number) {
    const [row] = await db
      .select({ applicantId: tr.ownerId, groupId: tr.groupId, departmentCode: tr.departmentCode, areaCode: tr.areaCode })
      .from(tr)
      .where(eq(tr.id, id));
    return row;
  },
  /** The bill's scope columns, when the bill is inside `scope` (a transfer takes them over). */
  async billInScope(db: Executor, billId: number, scope: ScopeFilter) {
    const s = loanSubject.scopeColumns;
    const [row] = await db
      .select({ ownerId: s.ownerId, groupId: s.groupId, departmentCode: s.departmentCode, areaCode: s.areaCode })
      .from(loanSubject.table)
      .where(and(eq(loan.id, billId), scopeCondition(scope, s)));
    return row;
  },
  async insert(db: Executor, values: NewArchiveTransfer, itemIds: number[]) {
    const [row] = await db.insert(tr).values(values).returning({ id: tr.id });
    await db.insert(ti).values(itemIds.map((itemId) => ({ transferId: row!.id, itemId })));
    return row!;
  },
  /** Conditional move: only from one of `from` (and at `version` when given); empty when it lost. */
  move: (db: Executor, id: number, from: readonly number[], version: number | null, to: number) =>
    db
      .update(tr)
      .set({ status: to, version: sql`${tr.version} + 1`, updatedAt: new Date() })
      .where(and(eq(tr.id, id), inArray(tr.status, [...from]), version === null ? undefined : eq(tr.version, version)))
      .returning({ id: tr.id }),
  items: (db: Executor, id: number) => db.select().from(ti).where(eq(ti.transferId, id)).orderBy(ti.itemId),
  markPulled: (db: Executor, id: number, at: Date) => db.update(ti).set({ pulledAt: at }).where(eq(ti.transferId, id)),
  /** Marks documents returned; only those out on this transfer and not yet back. */
  markReturned: (db: Executor, id: number, itemIds: number[], at: Date) =>
    db
      .update(ti)
      .set({ returnedAt: at })
      .where(and(eq(ti.transferId, id), inArray(ti.itemId, itemIds), isNull(ti.returnedAt)))
      .returning({ itemId: ti.itemId }),

  locks: (db: Executor, id: number, now: Date) =>
    db
      .select()
      .from(k)
      .where(and(eq(k.transferId, id), sql`${k.expiresAt} > ${now}`)),
  /**
   * Takes (or renews) a lock in one statement: the upsert only overwrites a row that is the
   * taker's own or has expired, so under concurrency one taker gets a row back and the rest none.
   */
  async take(db: Executor, lock: LockRow, now: Date): Promise<LockRow | undefined> {
    const [row] = await db
      .insert(k)
      .values(lock)
      .onConflictDoUpdate({
        target: [k.transferId, k.kind],
        set: { holderId: lock.holderId, holderName: lock.holderName, expiresAt: lock.expiresAt },
        setWhere: or(eq(k.holderId, lock.holderId), lt(k.expiresAt, now)),
      })
      .returning();
    return row;
  },
  /** Frees the holder's own lock; another's stays. */
  release: (db: Executor, id: number, kind: string, holderId: number) =>
    db
      .delete(k)
      .where(and(eq(k.transferId, id), eq(k.kind, kind), eq(k.holderId, holderId)))
      .returning({ id: k.transferId }),
};
