import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import type { ScopeFilter } from '../core/data-scope';
import { bills } from '../modules/bill/bill.table';
import { scopeCondition, scopePart } from './scope-condition';

const COLUMNS = { ownerId: bills.salespersonId, groupId: bills.groupId, departmentCode: bills.departmentCode, areaCode: bills.areaCode };
const scope = (userIds: number[], areaCodes: string[] = [], groupIds: number[] = []): ScopeFilter => ({
  all: false,
  userIds,
  groupIds,
  departmentCodes: [],
  areaCodes,
});
const dialect = new PgDialect();
const rendered = (s: ScopeFilter) => dialect.sqlToQuery(scopeCondition(s, COLUMNS)!);
const builtAfresh = (s: ScopeFilter) => {
  const part = scopePart(s, COLUMNS)!;
  return dialect.sqlToQuery(part.condition(...part.values)!);
};

describe('scopeCondition', () => {
  it('renders what the scope part builds, for each scope, however often it is asked', () => {
    const scopes = [scope([3]), scope([4]), scope([3], ['BJ_11']), scope([3], ['SH_31']), scope([3, 4], [], [2]), scope([])];
    for (let round = 0; round < 2; round++) for (const s of scopes) expect(rendered(s)).toEqual(builtAfresh(s));
    expect(new Set(scopes.map((s) => JSON.stringify(rendered(s)))).size).toBe(scopes.length);
  });

  it('gives the same condition for the same columns and values, and its own to other columns', () => {
    expect(scopeCondition(scope([3], ['BJ_11']), COLUMNS)).toBe(scopeCondition(scope([3], ['BJ_11']), COLUMNS));
    const ownerOnly = { ownerId: bills.salespersonId };
    expect(dialect.sqlToQuery(scopeCondition(scope([3], ['BJ_11']), ownerOnly)!)).toMatchObject({
      sql: '"bills"."salesperson_id" in ($1)',
      params: [3],
    });
  });

  it('keeps a frozen scope’s condition per columns, and keys an unfrozen one by its values on every call', () => {
    const frozen = Object.freeze(scope([5], ['GZ_44']));
    const ownerOnly = { ownerId: bills.salespersonId };
    expect(scopeCondition(frozen, COLUMNS)).toBe(scopeCondition(frozen, COLUMNS));
    expect(rendered(frozen)).toEqual(builtAfresh(frozen));
    expect(dialect.sqlToQuery(scopeCondition(frozen, ownerOnly)!)).toMatchObject({ sql: '"bills"."salesperson_id" in ($1)', params: [5] });
    // An unfrozen scope may be changed between calls: its condition follows its values.
    const open = scope([6]) as Extract<ScopeFilter, { all: false }>;
    expect(rendered(open).params).toEqual([6]);
    open.userIds = [7];
    expect(rendered(open).params).toEqual([7]);
  });

  it('sees nothing without a scope, and everything (no condition) with all', () => {
    expect(rendered(scope([])).sql).toBe('false');
    expect(scopeCondition({ all: true }, COLUMNS)).toBeUndefined();
  });
});
