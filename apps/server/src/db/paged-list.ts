import type { CappedTotal } from '@lc/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgSelect } from 'drizzle-orm/pg-core';
import { type CountSource, countCapped } from './capped-count';
import { createStatementCache } from './bound-condition';
import type { Executor } from './client';
import { parameterizeWhere, whereShape } from './prepared-where';

/**
 * The paging part of a list query (the shared list query schemas): `withTotal` '1' (their default)
 * counts, '0' does not (the client keeps the total it has). A list whose query has no `withTotal`
 * always counts.
 */
export type PageQuery = { pageNum: number; pageSize: number; withTotal?: '0' | '1' };

/** The shared list reply: the page, and its capped total, or nulls when the client asked for none. */
export type PagedReply<T> = { list: T[]; total: number | null; totalExact: boolean | null };
/** The reply of a list that always counts. */
export type CountedReply<T> = { list: T[]; total: number; totalExact: boolean };

/**
 * What a list's total counts: its table and the joins its WHERE needs (countCapped adds the
 * WHERE), or a count of its own where the rows are not one row per table row (a left join that
 * may add rows, a group).
 */
export type Counted = Omit<CountSource, 'where'> | ((db: Executor, where: SQL | undefined) => Promise<CappedTotal>);

/** A list: how one page of it is read under a WHERE, and what its total counts under the same WHERE. */
export type PageSource<R> = {
  page: (db: Executor, where: SQL | undefined, limit: number, offset: number) => Promise<R[]>;
  counted: Counted;
};

/** A list's row type, as its source reads it. */
export type ListRow<S> = S extends PageSource<infer R> ? R : never;

type OrderBy = PgColumn | SQL | SQL.Aliased;

/** A declared list: a page source that can also show a page's SQL with its values (for the benches, and EXPLAIN). */
export type DeclaredList<R> = PageSource<R> & {
  pageSql: (db: Executor, where: SQL | undefined, limit: number, offset: number) => { sql: string; params: unknown[] };
};

/** Each declared list's statements have names of their own. */
let declaredLists = 0;

/**
 * A list declared as data: its rows (select, from and joins, as a `$dynamic()` query without a
 * WHERE), its order, and what its total counts. The row type is the select's.
 * A page's statement is prepared once per WHERE shape (db/prepared-where.ts) and a request only
 * binds its values: building the select with drizzle on every request cost more CPU than the
 * database spent on the page (bench/README, issue 31). A WHERE the shape cannot take is built per call.
 */
export function listSource<Q extends PgSelect>(list: {
  rows: (db: Executor) => Q;
  order: readonly OrderBy[];
  counted: Counted;
}): DeclaredList<Q['_']['result'][number]> {
  type Rows = Promise<Q['_']['result']>;
  const select = (db: Executor, where: SQL | undefined) =>
    list
      .rows(db)
      .where(where)
      .orderBy(...list.order);
  const prepare = (db: Executor, where: SQL | undefined, name: string) =>
    select(db, where).limit(sql.placeholder('limit')).offset(sql.placeholder('offset')).prepare(name);
  const statements = createStatementCache<ReturnType<typeof prepare>>(`list${++declaredLists}`);
  return {
    counted: list.counted,
    pageSql: (db, where, limit, offset) => select(db, where).limit(limit).offset(offset).toSQL(),
    page: (db, where, limit, offset) => {
      const walked = whereShape(where);
      if (!walked) return select(db, where).limit(limit).offset(offset) as unknown as Rows;
      // The WHERE with placeholders is made only for a shape not prepared yet.
      const statement = statements(db, walked.shape, (name) => prepare(db, parameterizeWhere(where)!.where, name));
      return statement.execute({ ...walked.values, limit, offset }) as Rows;
    },
  };
}

/** A list whose page is a query of its own shape (ids first, then their rows): its page function and what its total counts. */
export const pageSource = <R>(page: PageSource<R>['page'], counted: Counted): PageSource<R> => ({ page, counted });

/** One page of a list, by offset (the page numbers the list block sends). */
export const pageOf = <R>(db: Executor, source: PageSource<R>, where: SQL | undefined, pageNum: number, pageSize: number) =>
  source.page(db, where, pageSize, (pageNum - 1) * pageSize);

/** The list's total, capped (db/capped-count.ts: kept until a table it reads changes). */
export const totalOf = <R>(db: Executor, source: PageSource<R>, where: SQL | undefined): Promise<CappedTotal> =>
  typeof source.counted === 'function' ? source.counted(db, where) : countCapped(db, { ...source.counted, where });

/** The reply of a list the caller may not read at all: no rows, and a total of 0 when one was asked for. */
export const emptyList = <T = never>(query: Pick<PageQuery, 'withTotal'>): PagedReply<T> =>
  query.withTotal !== '0' ? { list: [], total: 0, totalExact: true } : { list: [], total: null, totalExact: null };

type Present<R, T> = (rows: R[]) => T[] | Promise<T[]>;

/**
 * A list reply: the page under `where` (the caller's data scope and filters), presented, then its
 * capped total unless the list block asked for none (withTotal 0 when only the page changed).
 * The page comes first, on the same executor: on one connection it is never kept waiting.
 */
export function pagedList<R, T>(
  db: Executor,
  source: PageSource<R>,
  where: SQL | undefined,
  query: PageQuery & { withTotal: '0' | '1' },
  present: Present<R, T>,
): Promise<PagedReply<T>>;
export function pagedList<R, T>(
  db: Executor,
  source: PageSource<R>,
  where: SQL | undefined,
  query: Omit<PageQuery, 'withTotal'> & { withTotal?: never },
  present: Present<R, T>,
): Promise<CountedReply<T>>;
export async function pagedList<R, T>(
  db: Executor,
  source: PageSource<R>,
  where: SQL | undefined,
  query: PageQuery,
  present: Present<R, T>,
): Promise<PagedReply<T>> {
  const list = await present(await pageOf(db, source, where, query.pageNum, query.pageSize));
  const counted = query.withTotal === '0' ? null : await totalOf(db, source, where);
  return { list, total: counted?.total ?? null, totalExact: counted?.totalExact ?? null };
}
