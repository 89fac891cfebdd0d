import { type SQL, inArray, or, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { ScopeFilter } from '../core/data-scope';
import { type BoundCondition, bound } from './bound-condition';
import { createBoundedMemo } from '../lib/bounded-memo';
import { idOf } from './count-key';

export type ScopeColumns = { ownerId?: PgColumn; groupId?: PgColumn; departmentCode?: PgColumn; areaCode?: PgColumn };

const DIMENSIONS = [
  ['ownerId', 'userIds'],
  ['groupId', 'groupIds'],
  ['departmentCode', 'departmentCodes'],
  ['areaCode', 'areaCodes'],
] as const;

type Used = { column: PgColumn; values: readonly unknown[] }[];

/** The dimensions the scope reads on these columns, and their values. */
const usedBy = (scope: Exclude<ScopeFilter, { all: true }>, cols: ScopeColumns): Used =>
  DIMENSIONS.flatMap(([col, key]) => {
    const column = cols[col];
    return column && scope[key].length ? [{ column, values: scope[key] as readonly unknown[] }] : [];
  });

/**
 * The scope's condition as a bound part (db/bound-condition.ts): its shape says which dimensions
 * it reads and how many values each has, so a prepared statement serves every scope of that shape.
 * Undefined when the scope is everything.
 */
export function scopePart(scope: ScopeFilter, cols: ScopeColumns): BoundCondition | undefined {
  if (scope.all) return undefined;
  return partOf(usedBy(scope, cols));
}

function partOf(used: Used): BoundCondition {
  const shape = `scope(${used.map((d) => `${d.column.name}:${d.values.length}`).join(',')})`;
  return bound(
    shape,
    used.flatMap((d) => d.values),
    (...values) => {
      let at = 0;
      const parts = used.map((d) => inArray(d.column, values.slice(at, (at += d.values.length))));
      return parts.length ? or(...parts) : sql`false`;
    },
  );
}

/** Conditions built, by their columns and values. */
const built = createBoundedMemo<SQL | undefined>(2_000);

/**
 * The WHERE condition that keeps a query (and its count) inside the scope. A record matches
 * when any scope dimension the table has matches; a user with no scope sees nothing.
 * The same columns and values give the same SQL object, built once: SQL is never changed once
 * built, and building it with drizzle on every request was 3 % of a list's CPU (issue 31).
 */
export function scopeCondition(scope: ScopeFilter, cols: ScopeColumns): SQL | undefined {
  if (scope.all) return undefined;
  // A frozen scope (a session user's, core/session-user.ts) keeps its conditions by itself: no key made per request.
  const frozen = Object.isFrozen(scope);
  const kept = frozen ? byScope.get(scope) : undefined;
  const held = kept?.get(cols);
  if (held) return held;
  const used = usedBy(scope, cols);
  const key = used.map((d) => `${idOf(d.column)}:${JSON.stringify(d.values)}`).join('|');
  const condition = built(key, () => {
    const part = partOf(used);
    return part.condition(...part.values);
  });
  if (frozen) {
    if (kept) kept.set(cols, condition!);
    else byScope.set(scope, new WeakMap([[cols, condition!]]));
  }
  return condition;
}

/** A frozen scope's conditions, by the columns they read (declared once per table). */
const byScope = new WeakMap<ScopeFilter, WeakMap<ScopeColumns, SQL>>();
