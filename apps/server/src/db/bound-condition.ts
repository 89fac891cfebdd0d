import { createHash } from 'node:crypto';
import { type Placeholder, type SQL, and, sql } from 'drizzle-orm';
import type { Executor } from './client';
import { withCompiledRowMapper } from './row-mapper';

/**
 * One part of a list's WHERE, with the values it binds kept apart from its SQL, so that one
 * definition gives both the condition with its values in place and the condition of a statement
 * prepared once per shape, whose values are bound at each call. `shape` names the SQL the part
 * makes, values aside: two parts with the same shape must make the same SQL for any values.
 */
export type BoundCondition = {
  shape: string;
  values: readonly unknown[];
  condition: (...bound: unknown[]) => SQL | undefined;
};

/** Each value as the condition receives it: itself, or the placeholder that stands for it in a prepared statement. */
type Bindable<V extends readonly unknown[]> = { [K in keyof V]: V[K] | Placeholder };

export const bound = <const V extends readonly unknown[]>(
  shape: string,
  values: V,
  condition: (...bound: Bindable<V>) => SQL | undefined,
): BoundCondition => ({ shape, values, condition: condition as BoundCondition['condition'] });

/** A part that binds nothing (a list's fixed statuses): its shape must still name its SQL. */
export const fixed = (shape: string, condition: SQL | undefined): BoundCondition => bound(shape, [], () => condition);

/** The WHERE with the values in place (drizzle still sends them as parameters). */
export const whereOf = (parts: readonly BoundCondition[]): SQL | undefined => and(...parts.map((p) => p.condition(...p.values)));

/** What tells one prepared statement from another (the parts' shapes, in order) and the values it binds, by placeholder name. */
export function shapeOf(parts: readonly BoundCondition[]): { key: string; values: Record<string, unknown> } {
  const values: Record<string, unknown> = {};
  let n = 0;
  for (const part of parts) for (const value of part.values) values[`p${n++}`] = value;
  return { key: parts.map((p) => `${p.shape}/${p.values.length}`).join('&'), values };
}

/** The WHERE of the prepared statement: each value a placeholder named as `shapeOf` names its value. */
export function placeholderWhereOf(parts: readonly BoundCondition[]): SQL | undefined {
  let n = 0;
  return and(...parts.map((p) => p.condition(...p.values.map(() => sql.placeholder(`p${n++}`)))));
}

/**
 * Statements prepared once per shape key and per database, so that a request only binds values:
 * building a query's SQL with drizzle costs more CPU than the database spends on a page (bench/README,
 * session 9). On PostgreSQL each is a named statement, parsed once per pooled connection; its name
 * comes from the key, so a statement evicted and made again keeps its name and text.
 */
export function createStatementCache<S>(prefix: string, maxEntries = 500) {
  const byDb = new WeakMap<Executor, Map<string, S>>();
  return (db: Executor, key: string, prepare: (name: string) => S): S => {
    let statements = byDb.get(db);
    if (!statements) byDb.set(db, (statements = new Map()));
    const kept = statements.get(key);
    if (kept) return kept;
    if (statements.size >= maxEntries) statements.delete(statements.keys().next().value!);
    // A prepared select's rows are mapped by a mapper made with it (db/row-mapper.ts), not worked out per row.
    const made = withCompiledRowMapper(prepare(`${prefix}_${createHash('sha1').update(key).digest('hex').slice(0, 20)}`));
    statements.set(key, made);
    return made;
  };
}
