import { PAYMENT_RECORD_STATUS, type PaymentRecordListQuery } from '@lc/shared';
import { type SQL, and, asc, desc, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import { countCapped } from '../../db/capped-count';
import type { Executor } from '../../db/client';
import { listSource } from '../../db/paged-list';
import { keyedRows } from '../../db/keyed-rows';
import { voucherImages } from '../../db/voucher-images';
import { scopeCondition } from '../../db/scope-condition';
import type { ScopeFilter } from '../../core/data-scope';
import { loanSubject } from '../bill/bill.reads';
import { ledgerEntrySubject as e } from '../ledger/ledger.reads';
import { paymentRecords as p, paymentRecordVouchers as v } from './payment-record.table';

const loan = loanSubject.columns;
const loanJoin = { table: loanSubject.table, on: loanSubject.on(p.billId) };
/** A record is in the scope of its bill: the bill's owner, group, department and area. */
const inScope = (scope: ScopeFilter) => scopeCondition(scope, loanSubject.scopeColumns);
const columns = {
  id: p.id,
  billId: p.billId,
  billNo: loan.billNo,
  customerName: loan.customerName,
  agency: p.agency,
  ownerId: loan.salespersonId,
  payee: p.payee,
  amount: p.amount,
  kind: p.kind,
  status: p.status,
  level: p.level,
  remark: p.remark,
  createdBy: p.createdBy,
  createdByName: p.createdByName,
  firstBy: p.firstBy,
  firstByName: p.firstByName,
  firstAt: p.firstAt,
  secondByName: p.secondByName,
  secondAt: p.secondAt,
  decisionComment: p.decisionComment,
  ledgerEntryId: p.ledgerEntryId,
  createdAt: p.createdAt,
  version: p.version,
};
export type NewPaymentRecord = typeof p.$inferInsert;
export type PaymentRecordFilter = Partial<Pick<PaymentRecordListQuery, 'keyword' | 'status' | 'kind' | 'billId'>> & {
  agency?: boolean;
  statuses?: readonly number[];
};

/** The list's WHERE: the bill's scope, the list's channel, the filters; the page and its count share it. */
export function paymentRecordWhere(scope: ScopeFilter, q: PaymentRecordFilter): SQL | undefined {
  return and(
    inScope(scope),
    q.agency === undefined ? undefined : eq(p.agency, q.agency),
    loanSubject.billOrCustomer(q.keyword),
    q.status === undefined ? undefined : eq(p.status, q.status),
    q.statuses === undefined ? undefined : inArray(p.status, [...q.statuses]),
    q.kind === undefined ? undefined : eq(p.kind, q.kind),
    q.billId === undefined ? undefined : eq(p.billId, q.billId),
  );
}

export const paymentRecordRepository = {
  list: listSource({
    rows: (db) => db.select(columns).from(p).innerJoin(loanJoin.table, loanJoin.on).$dynamic(),
    order: [desc(p.createdAt), desc(p.id)],
    counted: { from: p, joins: [loanJoin] },
  }),

  /** The exact sum of the amounts that match (numeric in SQL: to the fen), as a decimal string. */
  async sum(db: Executor, where: SQL | undefined): Promise<string> {
    const [row] = await db
      .select({ total: sql<string>`coalesce(sum(${p.amount}), 0)::numeric(20,2)::text` })
      .from(p)
      .innerJoin(loanJoin.table, loanJoin.on)
      .where(where);
    return row?.total ?? '0.00';
  },

  async find(db: Executor, id: number, scope: ScopeFilter) {
    const [row] = await db
      .select(columns)
      .from(p)
      .innerJoin(loanJoin.table, loanJoin.on)
      .where(and(eq(p.id, id), inScope(scope)));
    return row;
  },

  /** A bill inside the scope (what a record is made for). */
  async bill(db: Executor, billId: number, scope: ScopeFilter) {
    const [row] = await db
      .select({ id: loan.id, channelId: loanSubject.table.channelId })
      .from(loanSubject.table)
      .where(and(eq(loan.id, billId), inScope(scope)));
    return row;
  },

  /** Bills inside the scope, by number or customer prefix, newest first. */
  bills: (db: Executor, scope: ScopeFilter, keyword: string | undefined) =>
    db
      .select({ id: loan.id, billNo: loan.billNo, customerName: loan.customerName, channelId: loanSubject.table.channelId })
      .from(loanSubject.table)
      .where(and(inScope(scope), loanSubject.billOrCustomer(keyword)))
      .orderBy(desc(loanSubject.newestFirst[0]), desc(loanSubject.newestFirst[1]))
      .limit(20),

  ...keyedRows(p),

  ...voucherImages(v, 'recordId'),

  /**
   * A conditional move: from one of `from` (and, for an approval, the level waited for) at the
   * version read. Empty when someone else acted first.
   */
  move: (
    tx: Executor,
    id: number,
    when: { from: readonly number[]; level?: number; version: number },
    values: Partial<
      Pick<
        NewPaymentRecord,
        'status' | 'level' | 'firstBy' | 'firstByName' | 'firstAt' | 'secondBy' | 'secondByName' | 'secondAt' | 'decisionComment'
      >
    >,
  ) =>
    tx
      .update(p)
      .set({ ...values, version: when.version + 1, updatedAt: new Date() })
      .where(
        and(
          eq(p.id, id),
          inArray(p.status, [...when.from]),
          when.level === undefined ? undefined : eq(p.level, when.level),
          eq(p.version, when.version),
        ),
      )
      .returning({ status: p.status, level: p.level, version: p.version }),

  /** The ledger entry a passed record posted, set in the approval's transaction (the CHECK allows it on passed records only). */
  setLedgerEntry: (tx: Executor, id: number, ledgerEntryId: number) => tx.update(p).set({ ledgerEntryId }).where(eq(p.id, id)),

  /** A posted record's entry and lines, read through the ledger's subject (read-only). */
  async posting(db: Executor, entryId: number) {
    const [entry] = await db.select({ id: e.columns.id, createdAt: e.columns.createdAt }).from(e.table).where(eq(e.columns.id, entryId));
    if (!entry) return undefined;
    const lines = await db
      .select({ accountCode: e.lines.accountCode, debit: e.lines.debit, credit: e.lines.credit })
      .from(e.lines.table)
      .where(eq(e.lines.entryId, entryId))
      .orderBy(asc(e.lines.id));
    return { ...entry, lines };
  },

  /** The home badge: pending records in scope the approver may act on (not their own; level 2 not for whoever gave level 1). */
  pendingCount: async (db: Executor, scope: ScopeFilter, approverId: number) => {
    const secondLevelFree = or(isNull(p.level), ne(p.level, 2), isNull(p.firstBy), ne(p.firstBy, approverId));
    const notOwn = or(isNull(p.createdBy), ne(p.createdBy, approverId));
    const where = and(inScope(scope), eq(p.status, PAYMENT_RECORD_STATUS.pending), notOwn, secondLevelFree);
    return (await countCapped(db, { from: p, joins: [loanJoin], where })).total;
  },

  /** Demo seed: whether any record exists (it seeds only into an empty table). */
  async any(db: Executor) {
    const [row] = await db.select({ id: p.id }).from(p).limit(1);
    return Boolean(row);
  },
};
export type PaymentRecordRecord = NonNullable<Awaited<ReturnType<typeof paymentRecordRepository.find>>>;
