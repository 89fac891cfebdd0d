import type { LoanFilterQuery } from '@lc/shared';
import { type SQL, and, desc, eq, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { type ListRow, listSource } from '../../db/paged-list';
import { scopeCondition } from '../../db/scope-condition';
import type { ScopeFilter } from '../../core/data-scope';
import { loanSubject } from '../bill/bill.reads';
import { grantLoanSubject as g } from '../grant/grant.reads';
import { repaymentPlanOf } from '../repayment/repayment.reads';
import { loanExtensions as ext } from './loan-records.table';

const loan = loanSubject.columns;
/** A loan's bill number or borrower name starting with the keyword: every loan-book list's search. */
export const billOrCustomer = loanSubject.billOrCustomer;
const loanJoin = { table: loanSubject.table, on: loanSubject.on(g.columns.billId) };
/** The first draw's day on the Asia/Shanghai calendar. */
const drawnDay = sql`(${g.firstDrawnAt} at time zone 'Asia/Shanghai')::date`;
/**
 * A loan account's due day, from one source (decision 0061): its plan's last due day, which approved
 * extensions move; without a plan, the last approved extension's new day, else first draw + term.
 */
export const loanDueDate = (grantId: PgColumn) =>
  sql<string>`coalesce(${repaymentPlanOf.lastDueDate(grantId)},
    (select max(${ext.newDueDate})::text from ${ext} where ${ext.grantId} = ${grantId} and ${ext.status} = 2),
    (${drawnDay} + ${loan.borrowDuration})::text)`;

const columns = {
  id: g.columns.id,
  billId: g.columns.billId,
  billNo: loan.billNo,
  billStage: loan.stage,
  customerName: loan.customerName,
  borrowType: loan.borrowType,
  termDays: loan.borrowDuration,
  fundingParty: g.columns.fundingParty,
  approvedAmount: g.columns.amount,
  drawnAmount: g.columns.succeededAmount,
  undrawnAmount: sql<string>`(${g.columns.amount} - ${g.columns.succeededAmount})::text`,
  status: g.columns.status,
  requestedAt: g.columns.createdAt,
  drawnAt: sql<string | null>`${g.firstDrawnAt}`.mapWith((v) => (v === null ? null : new Date(v as string).toISOString())),
  dueDate: loanDueDate(g.columns.id),
  /** Principal not yet repaid, as the plan has it (decision 0061); null before the plan is made. */
  outstanding: repaymentPlanOf.outstanding(g.columns.id),
};

/**
 * The loan book's WHERE: grants with money out, in the caller's scope (the grant copies its bill's
 * scope columns), and the filters. The page, its count and the totals share it.
 */
export function loanWhere(scope: ScopeFilter, q: LoanFilterQuery): SQL | undefined {
  return and(
    g.drawn,
    scopeCondition(scope, g.scopeColumns),
    billOrCustomer(q.keyword),
    q.fundingParty ? eq(g.columns.fundingParty, q.fundingParty) : undefined,
    q.status === undefined ? undefined : eq(g.columns.status, q.status),
    q.drawnFrom ? sql`${drawnDay} >= ${q.drawnFrom}::date` : undefined,
    q.drawnTo ? sql`${drawnDay} <= ${q.drawnTo}::date` : undefined,
  );
}

const sums = {
  count: sql<number>`count(*)::int`.mapWith(Number),
  approvedAmount: sql<string>`coalesce(sum(${g.columns.amount}), 0)::text`,
  drawnAmount: sql<string>`coalesce(sum(${g.columns.succeededAmount}), 0)::text`,
  undrawnAmount: sql<string>`coalesce(sum(${g.columns.amount} - ${g.columns.succeededAmount}), 0)::text`,
};

export const borrowRepository = {
  list: listSource({
    rows: (db) => db.select(columns).from(g.table).innerJoin(loanJoin.table, loanJoin.on).$dynamic(),
    order: g.newestFirst.map((c) => desc(c)),
    counted: { from: g.table, joins: [loanJoin] },
  }),

  /** Sums over the whole filtered set, added up by the database as numeric. */
  async totals(db: Executor, where: SQL | undefined) {
    const [row] = await db.select(sums).from(g.table).innerJoin(loanJoin.table, loanJoin.on).where(where);
    return row!;
  },

  /** The same sums per funding party, in code order. */
  byFundingParty: (db: Executor, where: SQL | undefined) =>
    db
      .select({ fundingParty: g.columns.fundingParty, ...sums })
      .from(g.table)
      .innerJoin(loanJoin.table, loanJoin.on)
      .where(where)
      .groupBy(g.columns.fundingParty)
      .orderBy(g.columns.fundingParty),
};

export type LoanAccountRecord = ListRow<typeof borrowRepository.list>;
