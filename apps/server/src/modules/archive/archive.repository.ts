import { type SQL, and, desc, eq, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { listSource } from '../../db/paged-list';
import { scopeCondition } from '../../db/scope-condition';
import type { ScopeFilter } from '../../core/data-scope';
import { loanSubject } from '../bill/bill.reads';
import { archiveItems as i, archiveLedger as l, archiveTransferApprovers as a } from './archive.table';

const loan = loanSubject.columns;
const ITEM_SCOPE = { ownerId: i.ownerId, groupId: i.groupId, departmentCode: i.departmentCode, areaCode: i.areaCode };
const itemColumns = {
  id: i.id,
  billId: i.billId,
  billNo: loan.billNo,
  billStage: loan.stage,
  customerName: loan.customerName,
  docType: i.docType,
  name: i.name,
  remark: i.remark,
  copies: i.copies,
  status: i.status,
  updatedAt: i.updatedAt,
  version: i.version,
};
const items = (db: Executor) => db.select(itemColumns).from(i).innerJoin(loanSubject.table, loanSubject.on(i.billId)).$dynamic();
const ledgerColumns = {
  id: l.id,
  itemId: l.itemId,
  itemName: i.name,
  billNo: loan.billNo,
  fromStatus: l.fromStatus,
  toStatus: l.toStatus,
  reason: l.reason,
  transferId: l.transferId,
  actorName: l.actorName,
  createdAt: l.createdAt,
};
const ledgerLines = (db: Executor) =>
  db.select(ledgerColumns).from(l).innerJoin(i, eq(i.id, l.itemId)).innerJoin(loanSubject.table, loanSubject.on(i.billId)).$dynamic();

export type ArchiveItemRecord = Awaited<ReturnType<ReturnType<typeof items>['execute']>>[number];
export type ArchiveLedgerRecord = Awaited<ReturnType<ReturnType<typeof ledgerLines>['execute']>>[number];
export type NewArchiveItem = typeof i.$inferInsert;
export type NewLedgerLine = typeof l.$inferInsert;

/** The lists' WHERE: the data scope, then the bill number (exact) and the status. */
export const itemWhere = (scope: ScopeFilter, q: { billNo?: string | undefined; status?: number | undefined }) =>
  and(
    scopeCondition(scope, ITEM_SCOPE),
    q.billNo ? eq(loan.billNo, q.billNo) : undefined,
    q.status === undefined ? undefined : eq(i.status, q.status),
  );

export const archiveRepository = {
  list: listSource({
    rows: items,
    order: [desc(i.updatedAt), desc(i.id)],
    counted: { from: i, joins: [{ table: loanSubject.table, on: loanSubject.on(i.billId) }] },
  }),

  async find(db: Executor, id: number, where: SQL | undefined) {
    const [row] = await items(db).where(and(eq(i.id, id), where));
    return row;
  },
  /** A bill's documents (deleted ones too: the ledger names them), oldest first. */
  ofBill: (db: Executor, billId: number, where: SQL | undefined) =>
    items(db)
      .where(and(eq(i.billId, billId), where))
      .orderBy(i.docType, i.id),
  /** Row locks on the documents a movement touches, in id order (no deadlock between movers). */
  lockItems: (db: Executor, ids: number[]) =>
    db.select({ id: i.id, status: i.status, billId: i.billId }).from(i).where(inArray(i.id, ids)).orderBy(i.id).for('update'),

  async insert(db: Executor, values: NewArchiveItem) {
    const [row] = await db.insert(i).values(values).returning({ id: i.id });
    return row!;
  },
  /** Moves documents from one status to another; only those still in `from` move (the caller counts them). */
  move: (db: Executor, ids: number[], from: number, to: number, version?: number) =>
    db
      .update(i)
      .set({ status: to, version: sql`${i.version} + 1`, updatedAt: new Date() })
      .where(and(inArray(i.id, ids), eq(i.status, from), version === undefined ? undefined : eq(i.version, version)))
      .returning({ id: i.id }),
  /** The bill's documents still held (not in stock yet, or in stock), marked for return once; answers those marked now. */
  queueReturn: (db: Executor, billId: number, at: Date) =>
    db
      .update(i)
      .set({ returnQueuedAt: at, version: sql`${i.version} + 1`, updatedAt: at })
      .where(and(eq(i.billId, billId), inArray(i.status, [1, 2]), isNull(i.returnQueuedAt)))
      .returning({ id: i.id, status: i.status }),
  /** How many of the bill's documents are queued for return and still held. */
  async returnQueueOf(db: Executor, billId: number) {
    const [row] = await db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(i)
      .where(and(eq(i.billId, billId), inArray(i.status, [1, 2]), isNotNull(i.returnQueuedAt)));
    return row?.n ?? 0;
  },
  /** Ledger lines are only ever added. */
  addLines: (db: Executor, lines: NewLedgerLine[]) => (lines.length ? db.insert(l).values(lines) : Promise.resolve()),

  /** The ledger's list, newest first (db/paged-list.ts). */
  ledger: listSource({
    rows: ledgerLines,
    order: [desc(l.createdAt), desc(l.id)],
    counted: {
      from: l,
      joins: [
        { table: i, on: eq(i.id, l.itemId) },
        { table: loanSubject.table, on: loanSubject.on(i.billId) },
      ],
    },
  }),
  ledgerOfBill: (db: Executor, billId: number) => ledgerLines(db).where(eq(i.billId, billId)).orderBy(desc(l.createdAt), desc(l.id)),

  /**
   * The bills of these documents whose originals are all gone back (decision 0074): none held any
   * more (not in stock yet, in stock or out) and at least one handed over for good.
   */
  returnedBillsOf: (db: Executor, itemIds: number[]) =>
    db
      .selectDistinct({ billId: i.billId })
      .from(i)
      .where(
        and(
          inArray(i.id, itemIds),
          sql`exists (select 1 from ${i} x where x.bill_id = ${i.billId} and x.status = 4)`,
          sql`not exists (select 1 from ${i} x where x.bill_id = ${i.billId} and x.status in (1, 2, 3))`,
        ),
      ),

  /** The gate: the statuses of a bill's live (not deleted) documents. */
  liveOf: (db: Executor, billId: number) =>
    db
      .select({ name: i.name, status: i.status })
      .from(i)
      .where(and(eq(i.billId, billId), ne(i.status, 0))),

  /** The add form's bills: final-approved loans in scope, newest first. */
  loans: (db: Executor, scope: ScopeFilter) =>
    db
      .select({ id: loan.id, billNo: loan.billNo, customerName: loan.customerName })
      .from(loanSubject.table)
      .where(and(loanSubject.approved, scopeCondition(scope, loanSubject.scopeColumns)))
      .orderBy(desc(loanSubject.newestFirst[0]), desc(loanSubject.newestFirst[1]))
      .limit(100),

  approvers: (db: Executor) => db.select().from(a).orderBy(a.addedAt),
  async isApprover(db: Executor, userId: number) {
    const [row] = await db.select({ userId: a.userId }).from(a).where(eq(a.userId, userId));
    return Boolean(row);
  },
  addApprover: (db: Executor, userId: number, addedBy: number) =>
    db.insert(a).values({ userId, addedBy }).onConflictDoNothing().returning({ userId: a.userId }),
  removeApprover: (db: Executor, userId: number) => db.delete(a).where(eq(a.userId, userId)).returning({ userId: a.userId }),
};
