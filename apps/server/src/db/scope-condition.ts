import { type SQL, inArray, or, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { ScopeFilter } from '../core/data-scope';

export type ScopeColumns = { ownerId?: PgColumn; groupId?: PgColumn; departmentCode?: PgColumn; areaCode?: PgColumn };

/**
 * The WHERE condition that keeps a query (and its count) inside the scope. A record matches
 * when any scope dimension the table has matches; a user with no scope sees nothing.
 */
export function scopeCondition(scope: ScopeFilter, cols: ScopeColumns): SQL | undefined {
  if (scope.all) return undefined;
  const parts: SQL[] = [];
  if (cols.ownerId && scope.userIds.length) parts.push(inArray(cols.ownerId, scope.userIds));
  if (cols.groupId && scope.groupIds.length) parts.push(inArray(cols.groupId, scope.groupIds));
  if (cols.departmentCode && scope.departmentCodes.length) parts.push(inArray(cols.departmentCode, scope.departmentCodes));
  if (cols.areaCode && scope.areaCodes.length) parts.push(inArray(cols.areaCode, scope.areaCodes));
  return parts.length ? or(...parts) : sql`false`;
}
