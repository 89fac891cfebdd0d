import { type SQL, inArray, or, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { ScopeFilter } from '../core/data-scope';
import { type BoundCondition, bound } from './bound-condition';

export type ScopeColumns = { ownerId?: PgColumn; groupId?: PgColumn; departmentCode?: PgColumn; areaCode?: PgColumn };

const DIMENSIONS = [
  ['ownerId', 'userIds'],
  ['groupId', 'groupIds'],
  ['departmentCode', 'departmentCodes'],
  ['areaCode', 'areaCodes'],
] as const;

/**
 * The scope's condition as a bound part (db/bound-condition.ts): its shape says which dimensions
 * it reads and how many values each has, so a prepared statement serves every scope of that shape.
 * Undefined when the scope is everything.
 */
export function scopePart(scope: ScopeFilter, cols: ScopeColumns): BoundCondition | undefined {
  if (scope.all) return undefined;
  const used = DIMENSIONS.flatMap(([col, key]) => {
    const column = cols[col];
    return column && scope[key].length ? [{ column, values: scope[key] as readonly unknown[] }] : [];
  });
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

/**
 * The WHERE condition that keeps a query (and its count) inside the scope. A record matches
 * when any scope dimension the table has matches; a user with no scope sees nothing.
 */
export function scopeCondition(scope: ScopeFilter, cols: ScopeColumns): SQL | undefined {
  const part = scopePart(scope, cols);
  return part?.condition(...part.values);
}
