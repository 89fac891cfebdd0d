import { type LoanVoucherLevel, type LoanVoucherListQuery, LOAN_VOUCHER_STATUS as S, cappedTotal, LIST_TOTAL_CAP } from '@lc/shared';
import { type SQL, and, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { listSource } from '../../db/paged-list';
import { scopeCondition } from '../../db/scope-condition';
import type { ScopeFilter } from '../../core/data-scope';
import { loanSubject } from '../bill/bill.reads';
import { grantLoanSubject as g, grantPaidDrawSubject as d } from '../grant/grant.reads';
import { loanVoucherImages as i, loanVouchers as v } from './loan-voucher.table';

const loan = loanSubject.columns;
/** A voucher is in the scope of its draw's grant, which copies its bill's owner, group, department and area. */
const inScope = (scope: ScopeFilter) => scopeCondition(scope, g.scopeColumns);
/** No row yet is "not uploaded". */
const statusOf = sql<number>`coalesce(${v.status}, ${S.notUploaded})`.mapWith(Number);
const columns = {
  drawId: d.columns.id,
  loanId: g.columns.id,
  billId: g.columns.billId,
  billNo: loan.billNo,
  customerName: loan.customerName,
  fundingParty: g.columns.fundingParty,
  approvedAmount: g.columns.amount,
  amount: d.columns.amount,
  channelRef: d.columns.channelRef,
  paidByName: d.columns.paidBy,
  paidAt: d.columns.paidAt,
  voucherId: v.id,
  status: statusOf,
  level: v.level,
  round: v.round,
  uploadedBy: v.uploadedBy,
  uploadedByName: v.uploadedByName,
  uploadedAt: v.uploadedAt,
  firstBy: v.firstBy,
  firstByName: v.firstByName,
  firstAt: v.firstAt,
  secondByName: v.secondByName,
  secondAt: v.secondAt,
  decisionComment: v.decisionComment,
  version: sql<number>`coalesce(${v.version}, 0)`.mapWith(Number),
};
export type NewLoanVoucher = typeof v.$inferInsert;

/**
 * The lists' WHERE: paid draws in the scope, the filters; the second list only the vouchers
 * that passed the first audit in their round (waiting at level 2, passed, or rejected there).
 */
export function loanVoucherWhere(scope: ScopeFilter, level: LoanVoucherLevel, q: Partial<LoanVoucherListQuery>): SQL | undefined {
  return and(
    d.paid,
    inScope(scope),
    loanSubject.billOrCustomer(q.keyword),
    q.fundingParty ? eq(g.columns.fundingParty, q.fundingParty) : undefined,
    q.status === undefined ? undefined : sql`${statusOf} = ${q.status}`,
    level === 'second' ? eq(v.level, 2) : undefined,
  );
}

/** Paid draws joined to their grant and bill, and (left) to their voucher: a draw without one is not uploaded. */
const joined = (db: Executor) =>
  db
    .select(columns)
    .from(d.table)
    .innerJoin(g.table, d.grant.on)
    .innerJoin(loanSubject.table, loanSubject.on(g.columns.billId))
    .leftJoin(v, eq(v.drawId, d.columns.id));

/** The same join for a capped count (db/capped-count.ts joins inner only; "not uploaded" needs the left join). */
const counted = (db: Executor) =>
  db
    .select({ one: sql`1`.as('one') })
    .from(d.table)
    .innerJoin(g.table, d.grant.on)
    .innerJoin(loanSubject.table, loanSubject.on(g.columns.billId))
    .leftJoin(v, eq(v.drawId, d.columns.id));

/** The list's total, capped as every list's is (db/capped-count.ts), over the same left join. */
async function total(db: Executor, where: SQL | undefined) {
  const capped = counted(db)
    .where(where)
    .limit(LIST_TOTAL_CAP + 1)
    .as('capped');
  const [row] = await db.select({ n: count() }).from(capped);
  return cappedTotal(row?.n ?? 0, LIST_TOTAL_CAP);
}

export const loanVoucherRepository = {
  list: listSource({
    rows: (db) => joined(db).$dynamic(),
    // What waits for an audit first, then the newest payments.
    order: [sql`(${statusOf} = ${S.pending}) desc`, ...d.newestFirst.map((c) => desc(c))],
    counted: total,
  }),

  /** A paid draw in the scope, with its voucher when it has one. */
  async find(db: Executor, drawId: number, scope: ScopeFilter) {
    const [row] = await joined(db).where(and(eq(d.columns.id, drawId), d.paid, inScope(scope)));
    return row;
  },

  /** The first upload makes the row; a concurrent first upload loses here (nothing returned). */
  async insert(tx: Executor, values: NewLoanVoucher) {
    const [row] = await tx
      .insert(v)
      .values(values)
      .onConflictDoNothing()
      .returning({ id: v.id, status: v.status, level: v.level, version: v.version, round: v.round });
    return row;
  },

  /**
   * A conditional move: from one of `from` (and, for an audit, the level waited for) at the version
   * read. Empty when someone else acted first. `nextRound` starts a new round of images.
   */
  move: (
    tx: Executor,
    drawId: number,
    when: { from: readonly number[]; level?: number; version: number },
    values: Partial<
      Pick<
        NewLoanVoucher,
        | 'status'
        | 'level'
        | 'uploadedBy'
        | 'uploadedByName'
        | 'uploadedAt'
        | 'firstBy'
        | 'firstByName'
        | 'firstAt'
        | 'secondBy'
        | 'secondByName'
        | 'secondAt'
        | 'decisionComment'
      >
    >,
    nextRound = false,
  ) =>
    tx
      .update(v)
      .set({ ...values, ...(nextRound ? { round: sql`${v.round} + 1` } : {}), version: when.version + 1, updatedAt: new Date() })
      .where(
        and(
          eq(v.drawId, drawId),
          inArray(v.status, [...when.from]),
          when.level === undefined ? undefined : eq(v.level, when.level),
          eq(v.version, when.version),
        ),
      )
      .returning({ id: v.id, status: v.status, level: v.level, version: v.version, round: v.round }),

  insertImages: (tx: Executor, voucherId: number, round: number, imageIds: string[]) =>
    tx
      .insert(i)
      .values(imageIds.map((imageId) => ({ voucherId, imageId, round })))
      .onConflictDoNothing()
      .returning({ id: i.id }),

  imagesOf: (db: Executor, voucherId: number) => db.select().from(i).where(eq(i.voucherId, voucherId)).orderBy(desc(i.round), i.id),

  async image(db: Executor, voucherId: number, imageRowId: number) {
    const [row] = await db
      .select()
      .from(i)
      .where(and(eq(i.id, imageRowId), eq(i.voucherId, voucherId)));
    return row;
  },

  /** Vouchers waiting for an audit level in the scope that the user may give (the home badge): not their own upload or first audit. */
  async pendingCount(db: Executor, scope: ScopeFilter, level: 1 | 2, userId: number) {
    const theirs = level === 1 ? ne(v.uploadedBy, userId) : and(ne(v.uploadedBy, userId), sql`${v.firstBy} is distinct from ${userId}`);
    const capped = counted(db)
      .where(and(d.paid, inScope(scope), eq(v.status, S.pending), eq(v.level, level), theirs))
      .limit(LIST_TOTAL_CAP + 1)
      .as('capped');
    const [row] = await db.select({ n: count() }).from(capped);
    return row?.n ?? 0;
  },

  /** Demo seed: whether any voucher exists (it seeds only into an empty table). */
  async any(db: Executor) {
    const [row] = await db.select({ id: v.id }).from(v).limit(1);
    return Boolean(row);
  },
};
export type LoanVoucherRecord = NonNullable<Awaited<ReturnType<typeof loanVoucherRepository.find>>>;
