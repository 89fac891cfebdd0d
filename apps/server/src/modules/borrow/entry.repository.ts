import type { EntryListQuery } from '@lc/shared';
import { and, asc, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { type ListRow, listSource } from '../../db/paged-list';
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
  list: listSource({
    rows: (db) => db.select(columns).from(e.table).innerJoin(loanJoin.table, loanJoin.on).$dynamic(),
    order: e.newestFirst.map((c) => desc(c)),
    counted: { from: e.table, joins: [loanJoin] },
  }),
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
export type EntryRecord = ListRow<typeof entryRepository.list>;
