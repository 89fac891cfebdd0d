import { BILL_STATUS, ORDER_TRANSFER_LINE_STATUS as L, ORDER_TRANSFER_STATUS as S } from '@lc/shared';
import { type SQL, and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { countCapped } from '../../db/capped-count';
import type { Executor } from '../../db/client';
import { listSource } from '../../db/paged-list';
import { scopeCondition } from '../../db/scope-condition';
import type { ScopeFilter } from '../../core/data-scope';
import { loanSubject } from '../bill/bill.reads';
import { flowSubject } from '../workflow/workflow.reads';
import { orderTransferLines as l, orderTransfers as t } from './order-transfer.table';

export const ORDER_TRANSFER_PROCESS = 'order_transfer';
const loan = loanSubject.columns;
/** A request is in the scope of its applicant (as its flow instance is). */
const APPLICANT_SCOPE = { ownerId: t.applicantId, groupId: t.groupId, departmentCode: t.departmentCode, areaCode: t.areaCode };
const counts = {
  billCount: sql<number>`(select count(*)::int from ${l} where ${l.transferId} = ${t.id})`,
  movedCount: sql<number>`(select count(*)::int from ${l} where ${l.transferId} = ${t.id} and ${l.status} = ${L.moved})`,
  skippedCount: sql<number>`(select count(*)::int from ${l} where ${l.transferId} = ${t.id} and ${l.status} = ${L.skipped})`,
};
export type NewOrderTransfer = typeof t.$inferInsert;
export type OrderTransferFilter = { status?: number; fromId?: number; keyword?: string };

/** The lists' WHERE: the applicant (mine) or the approver's scope, then the filters. */
export function orderTransferWhere(reach: { applicantId: number } | { scope: ScopeFilter }, q: OrderTransferFilter): SQL | undefined {
  return and(
    'applicantId' in reach ? eq(t.applicantId, reach.applicantId) : scopeCondition(reach.scope, APPLICANT_SCOPE),
    q.status === undefined ? undefined : eq(t.status, q.status),
    q.fromId === undefined ? undefined : eq(t.fromSalespersonId, q.fromId),
    q.keyword
      ? sql`exists (select 1 from ${l} inner join ${loanSubject.table} on ${loanSubject.on(l.billId)} where ${l.transferId} = ${t.id} and ${loanSubject.billOrCustomer(q.keyword)})`
      : undefined,
  );
}

const selectTransfers = (db: Executor) =>
  db
    .select({
      id: t.id,
      mode: t.mode,
      fromSalespersonId: t.fromSalespersonId,
      toSalespersonId: t.toSalespersonId,
      reason: t.reason,
      status: t.status,
      applicantId: t.applicantId,
      applicantName: t.applicantName,
      areaCode: t.areaCode,
      departmentCode: t.departmentCode,
      groupId: t.groupId,
      decidedAt: t.decidedAt,
      version: t.version,
      createdAt: t.createdAt,
      ...counts,
      flowVersion: flowSubject.version,
    })
    .from(t)
    .leftJoin(flowSubject.table, flowSubject.on(ORDER_TRANSFER_PROCESS, t.id)!);

export const orderTransferRepository = {
  list: listSource({ rows: (db) => selectTransfers(db).$dynamic(), order: [desc(t.createdAt), desc(t.id)], counted: { from: t } }),

  async find(db: Executor, id: number, where: SQL | undefined) {
    const [row] = await selectTransfers(db).where(and(eq(t.id, id), where));
    return row;
  },

  /** The bills of a request with where each stands now. */
  lines: (db: Executor, transferId: number) =>
    db
      .select({
        id: l.id,
        billId: l.billId,
        billNo: loan.billNo,
        customerName: loan.customerName,
        fromSalespersonId: l.fromSalespersonId,
        toSalespersonId: l.toSalespersonId,
        status: l.status,
        movedAt: l.movedAt,
      })
      .from(l)
      .innerJoin(loanSubject.table, loanSubject.on(l.billId))
      .where(eq(l.transferId, transferId))
      .orderBy(asc(l.id)),

  /** Open (not abandoned) bills inside the scope, by number or customer prefix, optionally of one salesperson. */
  bills: (db: Executor, scope: ScopeFilter, q: { keyword?: string; salespersonId?: number }, limit: number) =>
    db
      .select({ id: loan.id, billNo: loan.billNo, customerName: loan.customerName, salespersonId: loan.salespersonId })
      .from(loanSubject.table)
      .where(
        and(
          scopeCondition(scope, loanSubject.scopeColumns),
          ne(loan.status, BILL_STATUS.abandoned),
          q.salespersonId === undefined ? undefined : eq(loan.salespersonId, q.salespersonId),
          loanSubject.billOrCustomer(q.keyword),
        ),
      )
      .orderBy(desc(loanSubject.newestFirst[0]), desc(loanSubject.newestFirst[1]))
      .limit(limit),

  /** One open bill inside the scope. */
  async billInScope(db: Executor, scope: ScopeFilter, billId: number) {
    const [row] = await db
      .select({ id: loan.id, billNo: loan.billNo, salespersonId: loan.salespersonId })
      .from(loanSubject.table)
      .where(and(eq(loan.id, billId), ne(loan.status, BILL_STATUS.abandoned), scopeCondition(scope, loanSubject.scopeColumns)));
    return row;
  },

  /** Of `billIds`, those already waiting in a request. */
  waiting: (db: Executor, billIds: number[]) =>
    billIds.length
      ? db
          .select({ billId: l.billId })
          .from(l)
          .where(and(inArray(l.billId, billIds), eq(l.status, L.waiting)))
      : Promise.resolve([]),

  async insert(tx: Executor, values: NewOrderTransfer) {
    const [row] = await tx.insert(t).values(values).returning({ id: t.id });
    return row!;
  },

  /** The request's bills; none when one of them is waiting in another request meanwhile (the partial unique index). */
  insertLines: (tx: Executor, rows: (typeof l.$inferInsert)[]) => tx.insert(l).values(rows).onConflictDoNothing().returning({ id: l.id }),

  /** Decides a pending request at the version read; undefined when someone else acted first. */
  async decide(tx: Executor, id: number, version: number, status: number, at: Date) {
    const [row] = await tx
      .update(t)
      .set({ status, decidedAt: at, updatedAt: at, version: version + 1 })
      .where(and(eq(t.id, id), eq(t.status, S.pending), eq(t.version, version)))
      .returning({ id: t.id, version: t.version });
    return row;
  },

  setLines: (tx: Executor, transferId: number, billIds: number[] | 'rest', status: number, movedAt: Date | null) =>
    tx
      .update(l)
      .set({ status, movedAt })
      .where(and(eq(l.transferId, transferId), eq(l.status, L.waiting), billIds === 'rest' ? undefined : inArray(l.billId, billIds))),

  /** The approval badge: pending requests at a node the user holds, in its scope, not their own (the engine's inbox condition). */
  async waitingCount(db: Executor, inbox: SQL) {
    return (
      await countCapped(db, {
        from: t,
        joins: [{ table: flowSubject.table, on: flowSubject.on(ORDER_TRANSFER_PROCESS, t.id)! }],
        where: and(eq(t.status, S.pending), inbox),
      })
    ).total;
  },

  /** Demo seed: whether any request exists. */
  async any(db: Executor) {
    const [row] = await db.select({ id: t.id }).from(t).limit(1);
    return Boolean(row);
  },
};
export type OrderTransferRecord = NonNullable<Awaited<ReturnType<typeof orderTransferRepository.find>>>;
