import type { EntryListQuery } from '@lc/shared';
import { type SQL, and, asc, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { countCapped } from '../../db/capped-count';
import type { Executor } from '../../db/client';
import { scopeCondition } from '../../db/scope-condition';
import type { ScopeFilter } from '../../core/data-scope';
import { loanSubject } from '../bill/bill.reads';
import { ledgerEntrySubject as e } from '../ledger/ledger.reads';
import { billOrCustomer } from './borrow.repository';

const loan = loanSubject.columns;
const loanJoin = { table: loanSubject.table, on: loanSubject.on(e.columns.billId) };
const postedDay = sql`(${e.columns.createdAt} at time zone 'Asia/Shanghai')::date`;
const columns = { ...e.columns, amount: e.amount, billNo: loan.billNo, customerName: loan.customerName };

/** Entry bills: the ledger entries about a loan in the caller's scope (the bill's scope columns), and the filters. */
export function entryWhere(scope: ScopeFilter, q: Pick<EntryListQuery, 'keyword' | 'eventType' | 'postedFrom' | 'postedTo'>) {
  return and(
    isNotNull(e.columns.billId),
    scopeCondition(scope, loanSubject.scopeColumns),
    billOrCustomer(q.keyword),
    q.eventType ? eq(e.columns.eventType, q.eventType) : undefined,
    q.postedFrom ? sql`${postedDay} >= ${q.postedFrom}::date` : undefined,
    q.postedTo ? sql`${postedDay} <= ${q.postedTo}::date` : undefined,
  );
}

export const entryRepository = {
  page: (db: Executor, where: SQL | undefined, pageNum: number, pageSize: number) =>
    db
      .select(columns)
      .from(e.table)
      .innerJoin(loanJoin.table, loanJoin.on)
      .where(where)
      .orderBy(...e.newestFirst.map((c) => desc(c)))
      .limit(pageSize)
      .offset((pageNum - 1) * pageSize),
  total: (db: Executor, where: SQL | undefined) => countCapped(db, { from: e.table, joins: [loanJoin], where }),
  async find(db: Executor, id: number, scope: ScopeFilter) {
    const [row] = await db
      .select(columns)
      .from(e.table)
      .innerJoin(loanJoin.table, loanJoin.on)
      .where(and(eq(e.columns.id, id), entryWhere(scope, {})));
    return row;
  },
  lines: (db: Executor, entryId: number) =>
    db
      .select({ accountCode: e.lines.accountCode, debit: e.lines.debit, credit: e.lines.credit })
      .from(e.lines.table)
      .where(eq(e.lines.entryId, entryId))
      .orderBy(asc(e.lines.id)),
};
export type EntryRecord = Awaited<ReturnType<typeof entryRepository.page>>[number];
