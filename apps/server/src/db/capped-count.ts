import { LIST_TOTAL_CAP, type CappedTotal, cappedTotal } from '@lc/shared';
import { count, getTableName, is, sql } from 'drizzle-orm';
import { PgDialect, PgTable } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import { ANNOUNCED_TABLES, type AnnouncedTable, type ChangeCache, type ChangeFeed, createChangeCache } from './change-feed';
import type { Db, Executor } from './client';
import * as schema from './schema';
import { createBoundedMemo } from '../lib/bounded-memo';
import { idOf, structuralKey, whereKeyOf } from './count-key';

/** A list's rows: the table (with its joins, when the WHERE needs them) and the list's WHERE. */
export type CountSource = {
  from: PgTable;
  joins?: { table: PgTable; on: SQL }[];
  where: SQL | undefined;
};

/** The count query: `select count(*) from (select 1 … limit cap + 1)`. */
function cappedCountQuery(db: Executor, source: CountSource, cap: number) {
  let rows = db
    .select({ one: sql`1`.as('one') })
    .from(source.from)
    .$dynamic();
  for (const join of source.joins ?? []) rows = rows.innerJoin(join.table, join.on);
  const capped = rows
    .where(source.where)
    .limit(cap + 1)
    .as('capped');
  return db.select({ n: count() }).from(capped);
}

const announced: ReadonlySet<string> = new Set(ANNOUNCED_TABLES);
/** Every name after FROM or JOIN, quoted or not: tables, and anything else read there (a function, a CTE). */
const READ_AFTER = /\b(?:from|join)\s+"?([A-Za-z_][A-Za-z0-9_]*)"?/gi;
const WORD = /"?([A-Za-z_][A-Za-z0-9_]*)"?/g;
/** The schema's table names, learnt on first use. */
let schemaTables: ReadonlySet<string> | undefined;
const tablesOfSchema = () =>
  (schemaTables ??= new Set(
    Object.values(schema)
      .filter((v) => is(v, PgTable))
      .map((t) => getTableName(t as PgTable)),
  ));

/**
 * The tables a statement reads, when every one of them announces its changes; null otherwise.
 * Errs on the side of not keeping: every name after FROM or JOIN must be an announced table (an
 * unannounced table, a function or a CTE there makes the statement unkeepable), and so must
 * every word of the statement that names one of the schema's tables (a table listed after a comma).
 */
export function announcedTablesRead(text: string): AnnouncedTable[] | null {
  const tables = new Set<string>();
  for (const [, name] of text.matchAll(READ_AFTER)) {
    if (!announced.has(name!)) return null;
    tables.add(name!);
  }
  const known = tablesOfSchema();
  for (const [, word] of text.matchAll(WORD)) if (known.has(word!) && !announced.has(word!)) return null;
  return tables.size ? ([...tables].sort() as AnnouncedTable[]) : null;
}

/** Statement parameters as a key (bigint and Date as text). */
const keyOf = (text: string, params: unknown[]) =>
  `${text}|${JSON.stringify(params, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v))}`;

/**
 * Capped totals kept per statement and parameters until a table the statement reads changes
 * (db/change-feed.ts): one ChangeCache per set of tables read. `tablesOf` renders the statement's
 * text only the first time a key is seen.
 */
function createKeptCounts(feed: ChangeFeed) {
  const caches = new Map<string, ChangeCache<CappedTotal>>();
  const tablesOf = createBoundedMemo<AnnouncedTable[] | null>(10_000);
  return (key: string, text: () => string, load: () => Promise<CappedTotal>) => {
    const tables = tablesOf(key, () => announcedTablesRead(text()));
    if (!tables) return load();
    const name = tables.join(',');
    let cache = caches.get(name);
    if (!cache) caches.set(name, (cache = createChangeCache<CappedTotal>(feed, { tables, ttlMs: 60_000, maxEntries: 10_000 })));
    return cache.get(key, load);
  };
}

/** Per database handle the app opened. A transaction is never one of them: what it counts may not be committed yet. */
const keptCounts = new WeakMap<Executor, ReturnType<typeof createKeptCounts>>();

/**
 * From now on, capped counts on `db` are kept until a table they read changes, when every table
 * they read announces its changes (decision 0077). The app calls it once, with its change feed.
 */
export function keepCounts(db: Db, feed: ChangeFeed) {
  keptCounts.set(db, createKeptCounts(feed));
}

/**
 * A list's total counted up to the cap (LIST_TOTAL_CAP, 10,000), so a filter matching a million
 * rows costs an index walk of 10,001 entries, not a million. Above the cap the reply says so
 * (`totalExact: false`) and the list shows "10,000+". On the app's database (keepCounts) a total
 * whose tables all announce their changes is kept until one of them changes: the next page of
 * the same filter costs its page query only (issue 31).
 */
export async function countCapped(db: Executor, source: CountSource, cap = LIST_TOTAL_CAP): Promise<CappedTotal> {
  const load = async () => cappedTotal((await cappedCountQuery(db, source, cap))[0]?.n ?? 0, cap);
  const kept = keptCounts.get(db);
  if (!kept) return load();
  // Keyed by what the count reads (its table, joins and WHERE) and the cap: by their structure and
  // values where it can, building no SQL (a kept total then costs no SQL at all: building the count's
  // source cost a list 4–10 % of its CPU, issue 31), else by the rendered text and parameters.
  const structural = sourceKey(source);
  if (structural !== null) return kept(`${cap}|K:${structural}`, () => dialect.sqlToQuery(sourceSql(source)).sql, load);
  const { sql: text, params } = dialect.sqlToQuery(sourceSql(source));
  return kept(`${cap}|T:${keyOf(text, params)}`, () => text, load);
}

/** A join condition's structural key, kept with the object (a list declares its joins once). */
const onKeys = new WeakMap<SQL, string | null>();
const onKeyOf = (on: SQL) => {
  let key = onKeys.get(on);
  if (key === undefined) onKeys.set(on, (key = structuralKey([on])));
  return key;
};

/** What a count reads, as a key: its table, each join's table and condition, and its WHERE's key; null where one of them has none. */
function sourceKey(source: CountSource): string | null {
  const parts = [`t${idOf(source.from)}`];
  for (const join of source.joins ?? []) {
    const on = onKeyOf(join.on);
    if (on === null) return null;
    parts.push(`j${idOf(join.table)}`, on);
  }
  if (source.where) {
    const where = whereKeyOf(source.where);
    if (where === null) return null;
    parts.push('w', where);
  }
  return parts.join('\u0003');
}

const dialect = new PgDialect();
const sourceSql = (source: CountSource) =>
  sql.join(
    [
      sql`select 1 from ${source.from}`,
      ...(source.joins ?? []).map((join) => sql`inner join ${join.table} on ${join.on}`),
      ...(source.where ? [sql`where ${source.where}`] : []),
    ],
    sql` `,
  );
