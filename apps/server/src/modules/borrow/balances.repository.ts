import { ACCOUNT, type CapitalCostQuery, LIST_TOTAL_CAP, type UnpaidFeeQuery, cappedTotal } from '@lc/shared';
import { type SQL, and, count, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { listSource } from '../../db/paged-list';
import { scopeCondition } from '../../db/scope-condition';
import type { ScopeFilter } from '../../core/data-scope';
import { loanSubject } from '../bill/bill.reads';
import { ledgerEntrySubject as e } from '../ledger/ledger.reads';
import { billOrCustomer } from './borrow.repository';

const loan = loanSubject.columns;
const l = e.lines;
const postedDay = sql`(${e.columns.createdAt} at time zone 'Asia/Shanghai')::date`;
/** A sum over the lines of one account, as numeric text (never a JS number). */
const sumOf = (account: string, amount: SQL) =>
  sql<string>`coalesce(sum(case when ${l.accountCode} = ${account} then ${amount} end), 0)::text`;

export const capitalCostWhere = (q: CapitalCostQuery) =>
  and(
    isNotNull(e.columns.fundingParty),
    inArray(l.accountCode, [ACCOUNT.fundingBorrowings, ACCOUNT.fundingCost]),
    q.fundingParty ? eq(e.columns.fundingParty, q.fundingParty) : undefined,
    q.from ? sql`${postedDay} >= ${q.from}::date` : undefined,
    q.to ? sql`${postedDay} <= ${q.to}::date` : undefined,
  );

export const unpaidFeeWhere = (scope: ScopeFilter, q: UnpaidFeeQuery) =>
  and(
    eq(l.accountCode, ACCOUNT.feesReceivable),
    scopeCondition(scope, loanSubject.scopeColumns),
    q.fundingParty ? eq(e.columns.fundingParty, q.fundingParty) : undefined,
    billOrCustomer(q.keyword),
  );
/** A loan stays on the list while what was charged exceeds what was paid. */
const stillOwed = sql`sum(${l.debit} - ${l.credit}) > 0`;

/** Balances read off the ledger's lines, grouped: per funding party, per loan. */
export const balancesRepository = {
  capitalCost: (db: Executor, where: SQL | undefined) =>
    db
      .select({
        fundingParty: e.columns.fundingParty,
        borrowed: sumOf(ACCOUNT.fundingBorrowings, sql`${l.credit}`),
        repaid: sumOf(ACCOUNT.fundingBorrowings, sql`${l.debit}`),
        cost: sumOf(ACCOUNT.fundingCost, sql`${l.debit} - ${l.credit}`),
      })
      .from(l.table)
      .innerJoin(e.table, eq(e.columns.id, l.entryId))
      .where(where)
      .groupBy(e.columns.fundingParty)
      .orderBy(e.columns.fundingParty),

  /** The loans still owing fees, latest posting first; counted by loan (one row per group). */
  unpaidFees: listSource({
    rows: (db) =>
      db
        .select({
          billId: loan.id,
          billNo: loan.billNo,
          customerName: loan.customerName,
          fundingParty: sql<string | null>`max(${e.columns.fundingParty})`,
          charged: sql<string>`sum(${l.debit})::text`,
          paid: sql<string>`sum(${l.credit})::text`,
          outstanding: sql<string>`sum(${l.debit} - ${l.credit})::text`,
          lastPostedAt: sql<Date>`max(${e.columns.createdAt})`.mapWith((v) => new Date(v as string)),
        })
        .from(l.table)
        .innerJoin(e.table, eq(e.columns.id, l.entryId))
        .innerJoin(loanSubject.table, loanSubject.on(e.columns.billId))
        .groupBy(loan.id, loan.billNo, loan.customerName)
        .having(stillOwed)
        .$dynamic(),
    order: [desc(sql`max(${e.columns.createdAt})`), desc(loan.id)],
    counted: unpaidFeeTotal,
  }),
};
export type CapitalCostRecord = Awaited<ReturnType<typeof balancesRepository.capitalCost>>[number];

/** The loans owing, counted up to the cap (as every list's total). */
async function unpaidFeeTotal(db: Executor, where: SQL | undefined) {
  const owing = db
    .select({ one: sql`1`.as('one') })
    .from(l.table)
    .innerJoin(e.table, eq(e.columns.id, l.entryId))
    .innerJoin(loanSubject.table, loanSubject.on(e.columns.billId))
    .where(where)
    .groupBy(loan.id)
    .having(stillOwed)
    .limit(LIST_TOTAL_CAP + 1)
    .as('owing');
  const [row] = await db.select({ n: count() }).from(owing);
  return cappedTotal(row?.n ?? 0);
}
export type UnpaidFeeRecord = Awaited<ReturnType<typeof balancesRepository.unpaidFees.page>>[number];
