import { type SQL, and, desc, eq, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { type PageSource, listSource } from '../../db/paged-list';
import { keyedRows } from '../../db/keyed-rows';
import { scopeCondition } from '../../db/scope-condition';
import type { ScopeFilter } from '../../core/data-scope';
import { loanSubject } from '../bill/bill.reads';
import { grantLoanSubject as g } from '../grant/grant.reads';
import { repaymentPlanOf } from '../repayment/repayment.reads';
import { billOrCustomer, loanDueDate } from './borrow.repository';
import { loanAdjustments as adj, loanDeposits as dep, loanExtensions as ext, loanTypeChanges as typ } from './loan-records.table';

/** The requests a user makes once per idempotency key. */
const keyed = { deposits: keyedRows(dep), adjustments: keyedRows(adj), extensions: keyedRows(ext) };
type RecordTable = typeof dep | typeof adj | typeof typ | typeof ext;
const loan = loanSubject.columns;
const scopeOf = (t: RecordTable) => ({ ownerId: t.ownerId, groupId: t.groupId, departmentCode: t.departmentCode, areaCode: t.areaCode });
const loanJoin = (t: RecordTable) => ({ table: loanSubject.table, on: loanSubject.on(t.billId) });
/** The loan columns every record's row shows. */
const shown = (t: RecordTable) => ({
  id: t.id,
  grantId: t.grantId,
  billId: t.billId,
  billNo: loan.billNo,
  customerName: loan.customerName,
  fundingParty: t.fundingParty,
  createdBy: t.createdBy,
  createdByName: t.createdByName,
  createdAt: t.createdAt,
});
const decision = (t: typeof adj | typeof ext) => ({
  status: t.status,
  decidedByName: t.decidedByName,
  decisionComment: t.decisionComment,
  decidedAt: t.decidedAt,
  ledgerEntryId: t.ledgerEntryId,
  idempotencyKey: t.idempotencyKey,
  version: t.version,
});
const COLUMNS = {
  deposit: {
    ...shown(dep),
    kind: dep.kind,
    amount: dep.amount,
    memo: dep.memo,
    ledgerEntryId: dep.ledgerEntryId,
    idempotencyKey: dep.idempotencyKey,
  },
  adjustment: { ...shown(adj), ...decision(adj), target: adj.target, direction: adj.direction, amount: adj.amount, reason: adj.reason },
  typeChange: {
    ...shown(typ),
    fromType: typ.fromType,
    toType: typ.toType,
    reason: typ.reason,
    status: typ.status,
    decidedByName: typ.decidedByName,
    decisionComment: typ.decisionComment,
    decidedAt: typ.decidedAt,
    version: typ.version,
  },
  extension: {
    ...shown(ext),
    ...decision(ext),
    oldDueDate: ext.oldDueDate,
    newDueDate: ext.newDueDate,
    extraDays: ext.extraDays,
    fee: ext.fee,
    reason: ext.reason,
  },
};

/** A list's WHERE: the caller's scope over the record's scope columns, the keyword, one loan, and the list's own filter. */
export function recordWhere(
  t: RecordTable,
  scope: ScopeFilter,
  q: { keyword?: string | undefined; grantId?: number | undefined },
  own?: SQL,
) {
  return and(
    scopeCondition(scope, scopeOf(t)),
    billOrCustomer(q.keyword),
    q.grantId === undefined ? undefined : eq(t.grantId, q.grantId),
    own,
  );
}
export const equalsIf = (column: PgColumn, value: number | undefined) => (value === undefined ? undefined : eq(column, value));

/** One table's reads and writes, over its loan (the bill) for the number and the borrower's name. */
function records<T extends RecordTable, C extends (typeof COLUMNS)[keyof typeof COLUMNS]>(t: T, columns: C) {
  const join = loanJoin(t);
  const select = (db: Executor) =>
    db
      .select(columns as (typeof COLUMNS)['deposit'])
      .from(t as typeof dep)
      .innerJoin(join.table, join.on);
  return {
    /** The table's list, newest first (db/paged-list.ts); its rows typed by the table's columns. */
    list: listSource({
      rows: (db) => select(db).$dynamic(),
      order: [desc(t.createdAt), desc(t.id)],
      counted: { from: t, joins: [join] },
    }) as unknown as PageSource<RowOf<C>>,
    async find(db: Executor, id: number, scope: ScopeFilter) {
      const [row] = (await select(db).where(and(eq(t.id, id), scopeCondition(scope, scopeOf(t))))) as unknown as RowOf<C>[];
      return row;
    },
    /** The record locked for a decision (inside the caller's transaction). */
    async lock(tx: Executor, id: number) {
      const [row] = (await select(tx)
        .where(eq(t.id, id))
        .for('update', { of: t as typeof dep })) as unknown as RowOf<C>[];
      return row;
    },
  };
}
type RowOf<C> = { [K in keyof C]: C[K] extends PgColumn ? C[K]['_']['data'] | (C[K]['_']['notNull'] extends true ? never : null) : never };

export const depositRecords = records(dep, COLUMNS.deposit);
export const adjustmentRecords = records(adj, COLUMNS.adjustment);
export const typeChangeRecords = records(typ, COLUMNS.typeChange);
export const extensionRecords = records(ext, COLUMNS.extension);
export type DepositRecord = NonNullable<Awaited<ReturnType<typeof depositRecords.find>>>;
export type AdjustmentRecord = NonNullable<Awaited<ReturnType<typeof adjustmentRecords.find>>>;
export type TypeChangeRecord = NonNullable<Awaited<ReturnType<typeof typeChangeRecords.find>>>;
export type ExtensionRecord = NonNullable<Awaited<ReturnType<typeof extensionRecords.find>>>;

export type NewDeposit = typeof dep.$inferInsert;
export type NewAdjustment = typeof adj.$inferInsert;
export type NewTypeChange = typeof typ.$inferInsert;
export type NewExtension = typeof ext.$inferInsert;
type Decided = {
  status: number;
  decidedBy: number | null;
  decidedByName: string | null;
  decisionComment: string | null;
  ledgerEntryId?: number | null;
};

export const loanRecordsRepository = {
  /** A loan account in scope (a grant with money out), with the bill's borrow type, what it drew and the loan's due day. */
  async loan(db: Executor, grantId: number, scope: ScopeFilter) {
    const [row] = await db
      .select({
        id: g.columns.id,
        billId: g.columns.billId,
        fundingParty: g.columns.fundingParty,
        borrowType: loan.borrowType,
        drawnAmount: g.columns.succeededAmount,
        dueDate: loanDueDate(g.columns.id),
        ownerId: g.scopeColumns.ownerId,
        areaCode: g.scopeColumns.areaCode,
        departmentCode: g.scopeColumns.departmentCode,
        groupId: g.scopeColumns.groupId,
      })
      .from(g.table)
      .innerJoin(loanSubject.table, loanSubject.on(g.columns.billId))
      .where(and(eq(g.columns.id, grantId), g.drawn, scopeCondition(scope, g.scopeColumns)));
    return row;
  },
  /** The loan accounts a form may pick, in the scope (the first 100, newest first). */
  loanOptions: (db: Executor, scope: ScopeFilter) =>
    db
      .select({
        id: g.columns.id,
        billNo: loan.billNo,
        customerName: loan.customerName,
        borrowType: loan.borrowType,
        drawnAmount: g.columns.succeededAmount,
        // What the change dialogs show as the current value (decision 0061).
        outstanding: repaymentPlanOf.outstanding(g.columns.id),
        unpaidInterest: repaymentPlanOf.unpaidInterest(g.columns.id),
        dueDate: loanDueDate(g.columns.id),
      })
      .from(g.table)
      .innerJoin(loanSubject.table, loanSubject.on(g.columns.billId))
      .where(and(g.drawn, scopeCondition(scope, g.scopeColumns)))
      .orderBy(...g.newestFirst.map((c) => desc(c)))
      .limit(100),
  /** Deposits: one writer per loan at a time (the refund check reads the balance it changes). */
  lockLoan: (tx: Executor, grantId: number) => tx.execute(sql`select pg_advisory_xact_lock(${DEPOSIT_LOCK_SPACE}, ${grantId}::int)`),
  async depositBalance(tx: Executor, grantId: number) {
    const [row] = await tx
      .select({ balance: sql<string>`coalesce(sum(case when ${dep.kind} = 1 then ${dep.amount} else -${dep.amount} end), 0)::text` })
      .from(dep)
      .where(eq(dep.grantId, grantId));
    return row?.balance ?? '0';
  },
  insertDeposit: keyed.deposits.insert,
  insertAdjustment: keyed.adjustments.insert,
  /** A conditional decision: from awaiting (1) at the version read; empty when someone else decided first. */
  decideAdjustment: (tx: Executor, id: number, version: number, values: Decided) =>
    tx
      .update(adj)
      .set({ ...values, decidedAt: new Date(), version: version + 1 })
      .where(and(eq(adj.id, id), eq(adj.status, 1), eq(adj.version, version)))
      .returning({ id: adj.id }),
  /** A type-change request; undefined when another of the loan still awaits (the partial unique index). */
  async insertTypeChange(tx: Executor, values: NewTypeChange) {
    const [row] = await tx.insert(typ).values(values).onConflictDoNothing().returning({ id: typ.id });
    return row;
  },
  decideTypeChange: (tx: Executor, id: number, version: number, values: Omit<Decided, 'ledgerEntryId'>) =>
    tx
      .update(typ)
      .set({ ...values, decidedAt: new Date(), version: version + 1 })
      .where(and(eq(typ.id, id), eq(typ.status, 1), eq(typ.version, version)))
      .returning({ id: typ.id }),
  /** Whether the caller's key made an extension already (its insert stood back for the key, not an open extension). */
  async extensionByKey(db: Executor, userId: number, key: string) {
    const [row] = await db
      .select({ id: ext.id })
      .from(ext)
      .where(and(eq(ext.createdBy, userId), eq(ext.idempotencyKey, key)));
    return row;
  },
  /** An approved extension keeps the due days its plan went from and to (decision 0061). */
  setExtensionDates: (tx: Executor, id: number, oldDueDate: string, newDueDate: string) =>
    tx.update(ext).set({ oldDueDate, newDueDate }).where(eq(ext.id, id)),
  insertExtension: keyed.extensions.insert,
  decideExtension: (tx: Executor, id: number, version: number, values: Decided) =>
    tx
      .update(ext)
      .set({ ...values, decidedAt: new Date(), version: version + 1 })
      .where(and(eq(ext.id, id), eq(ext.status, 1), eq(ext.version, version)))
      .returning({ id: ext.id }),
  /** Demo seed: whether the tables hold anything yet. */
  async anyRecord(db: Executor) {
    const [row] = await db.select({ id: dep.id }).from(dep).limit(1);
    return Boolean(row);
  },
};
/** The advisory-lock space of a loan's deposits (grant's draws use their own). */
const DEPOSIT_LOCK_SPACE = 42_015;
export { adj as adjustmentTable, dep as depositTable, ext as extensionTable, typ as typeChangeTable };
