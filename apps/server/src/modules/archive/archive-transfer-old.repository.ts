import { type SQL, and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { listSource } from '../../db/paged-list';
import { scopeCondition } from '../../db/scope-condition';
import type { ScopeFilter } from '../../core/data-scope';
import { loanSubject } from '../bill/bill.reads';
import { archiveTransferOldItems as ti, archiveTransfersOld as tr } from './archive-transfer-old.table';

const loan = loanSubject.columns;
const SCOPE = { ownerId: tr.ownerId, groupId: tr.groupId, departmentCode: tr.departmentCode, areaCode: tr.areaCode };
const itemCount = sql<number>`(select count(*) from ${ti} where ${ti.transferId} = ${tr.id})`.mapWith(Number);
const columns = {
  id: tr.id,
  billId: tr.billId,
  billNo: loan.billNo,
  billStage: loan.stage,
  customerName: loan.customerName,
  applicantId: tr.applicantId,
  applicantName: tr.applicantName,
  reason: tr.reason,
  remark: tr.remark,
  returnDate: tr.returnDate,
  itemCount,
  status: tr.status,
  createdAt: tr.createdAt,
  version: tr.version,
};
const select = (db: Executor) => db.select(columns).from(tr).innerJoin(loanSubject.table, loanSubject.on(tr.billId)).$dynamic();

export type ArchiveTransferOldRecord = Awaited<ReturnType<ReturnType<typeof select>['execute']>>[number];
export type NewArchiveTransferOld = typeof tr.$inferInsert;

/** A list's WHERE: the data scope, the status, and a bill number or customer name prefix. */
export const transferOldWhere = (scope: ScopeFilter | null, status: number | undefined, keyword: string | undefined) =>
  and(
    scope ? scopeCondition(scope, SCOPE) : undefined,
    status === undefined ? undefined : eq(tr.status, status),
    loanSubject.billOrCustomer(keyword),
  );

/** The old transfer flow's only SQL (decision 0055). */
export const archiveTransferOldRepository = {
  list: listSource({
    rows: select,
    order: [desc(tr.createdAt), desc(tr.id)],
    counted: { from: tr, joins: [{ table: loanSubject.table, on: loanSubject.on(tr.billId) }] },
  }),
  async find(db: Executor, id: number, where?: SQL) {
    const [row] = await select(db).where(and(eq(tr.id, id), where));
    return row;
  },
  async insert(db: Executor, values: NewArchiveTransferOld, itemIds: number[]) {
    const [row] = await db.insert(tr).values(values).returning({ id: tr.id });
    await db.insert(ti).values(itemIds.map((itemId) => ({ transferId: row!.id, itemId })));
    return row!;
  },
  /** Conditional move: only from `from` (and at `version` when given); empty when it lost. */
  move: (db: Executor, id: number, from: number, version: number | null, to: number, stamp: { pulledAt?: Date; returnedAt?: Date } = {}) =>
    db
      .update(tr)
      .set({ status: to, version: sql`${tr.version} + 1`, updatedAt: new Date(), ...stamp })
      .where(and(eq(tr.id, id), eq(tr.status, from), version === null ? undefined : eq(tr.version, version)))
      .returning({ id: tr.id }),
  itemIds: async (db: Executor, id: number) =>
    (await db.select({ itemId: ti.itemId }).from(ti).where(eq(ti.transferId, id)).orderBy(ti.itemId)).map((r) => r.itemId),
  /** Documents already promised to another old-flow transfer that is not finished. */
  busyItems: async (db: Executor, itemIds: number[], open: readonly number[]) =>
    (
      await db
        .select({ itemId: ti.itemId })
        .from(ti)
        .innerJoin(tr, eq(tr.id, ti.transferId))
        .where(and(inArray(ti.itemId, itemIds), inArray(tr.status, [...open])))
    ).map((r) => r.itemId),
};
