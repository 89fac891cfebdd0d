import type { DataScope } from '@lc/shared';
import { type SQL, inArray, or, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** Whose records a user may see for one permission: the union of what each granting role allows. */
export type ScopeFilter =
  | { all: true }
  | { all: false; userIds: number[]; groupIds: number[]; departmentCodes: string[]; areaCodes: string[] };

export type ScopeSubject = {
  id: number;
  areaCode: string;
  departmentCode: string | null;
  groupIds: number[];
};

export function scopeFromRoles(subject: ScopeSubject, scopes: DataScope[]): ScopeFilter {
  const has = (s: DataScope) => scopes.includes(s);
  if (has('all') || (has('area') && subject.areaCode === 'ALL')) return { all: true };
  return {
    all: false,
    userIds: has('self') || has('group') || has('department') || has('area') ? [subject.id] : [],
    groupIds: has('group') ? subject.groupIds : [],
    departmentCodes: has('department') && subject.departmentCode ? [subject.departmentCode] : [],
    areaCodes: has('area') ? [subject.areaCode] : [],
  };
}

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
