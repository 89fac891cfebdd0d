import { type SQL, and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { listSource } from '../../db/paged-list';
import { loanSubject } from '../bill/bill.reads';
import { archiveDisposals as d } from './archive-disposal.table';
import { archiveItems as i } from './archive.table';

const loan = loanSubject.columns;
const columns = {
  id: d.id,
  itemId: d.itemId,
  itemName: i.name,
  docType: i.docType,
  billId: i.billId,
  billNo: loan.billNo,
  billStage: loan.stage,
  customerName: loan.customerName,
  status: d.status,
  reason: d.reason,
  exceptionReason: d.exceptionReason,
  requestedBy: d.requestedBy,
  requestedByName: d.requestedByName,
  requestedAt: d.requestedAt,
  decidedByName: d.decidedByName,
  decidedAt: d.decidedAt,
  decisionComment: d.decisionComment,
  version: d.version,
};
const rows = (db: Executor) =>
  db.select(columns).from(d).innerJoin(i, eq(i.id, d.itemId)).innerJoin(loanSubject.table, loanSubject.on(i.billId)).$dynamic();
const joins = [
  { table: i, on: eq(i.id, d.itemId) },
  { table: loanSubject.table, on: loanSubject.on(i.billId) },
];

export type ArchiveDisposalRecord = Awaited<ReturnType<ReturnType<typeof rows>['execute']>>[number];
export type NewArchiveDisposal = typeof d.$inferInsert;
type Decision = Pick<NewArchiveDisposal, 'status' | 'decidedBy' | 'decidedByName' | 'decidedAt' | 'decisionComment'>;

/** `where` is the archive items' scope (itemWhere): a request is seen where its document is. */
export const archiveDisposalRepository = {
  /** The list's WHERE: the items' scope, then the status. */
  where: (scoped: SQL | undefined, status: number | undefined) => and(scoped, status === undefined ? undefined : eq(d.status, status)),
  list: listSource({ rows, order: [desc(d.id)], counted: { from: d, joins } }),
  async find(db: Executor, id: number, where: SQL | undefined) {
    const [row] = await rows(db).where(and(eq(d.id, id), where));
    return row;
  },
  /** Undefined when a request for the document already awaits (the one-pending index). */
  async insert(db: Executor, values: NewArchiveDisposal) {
    const [row] = await db
      .insert(d)
      .values(values)
      .onConflictDoNothing({ target: d.itemId, where: sql`${d.status} = 0` })
      .returning({ id: d.id });
    return row;
  },
  /** Decides a request still awaiting at the version read; empty when it moved meanwhile. */
  decide: (db: Executor, id: number, version: number, values: Decision) =>
    db
      .update(d)
      .set({ ...values, version: sql`${d.version} + 1` })
      .where(and(eq(d.id, id), eq(d.status, 0), eq(d.version, version)))
      .returning({ id: d.id, itemId: d.itemId, status: d.status }),
};
