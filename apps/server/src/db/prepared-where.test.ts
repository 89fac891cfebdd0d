import { Param, Placeholder, and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { bills } from '../modules/bill/bill.table';
import { parameterizeWhere, whereShape } from './prepared-where';

const dialect = new PgDialect();
const where = (salesperson: number, statuses: number[], keyword?: string, since?: Date) =>
  and(
    eq(bills.salespersonId, salesperson),
    inArray(bills.status, statuses),
    keyword ? sql`${bills.billNo} like ${`${keyword}%`}` : undefined,
    since ? sql`${bills.createdAt} >= ${since}` : undefined,
  );

/** The parameters the driver would get for the prepared WHERE once its values are bound (drizzle's fillPlaceholders). */
function boundParams(p: NonNullable<ReturnType<typeof parameterizeWhere>>) {
  return dialect.sqlToQuery(p.where!).params.map((param) => {
    if (param instanceof Placeholder) return p.values[param.name];
    if (param instanceof Param && param.value instanceof Placeholder) return param.encoder.mapToDriverValue(p.values[param.value.name]);
    return param;
  });
}

describe('a WHERE made ready for a statement prepared once per shape', () => {
  it('gives one shape and one SQL text for WHEREs that differ only in their values', () => {
    const a = parameterizeWhere(where(3, [1, 4], 'BN', new Date('2026-01-01T00:00:00Z')))!;
    const b = parameterizeWhere(where(9, [2, 7], 'ZX', new Date('2026-06-01T00:00:00Z')))!;
    expect(a.shape).toBe(b.shape);
    expect(dialect.sqlToQuery(a.where!).sql).toBe(dialect.sqlToQuery(b.where!).sql);
    expect(Object.values(b.values)).toEqual([9, 2, 7, 'ZX%', new Date('2026-06-01T00:00:00Z')]);
  });

  it('binds the same parameters, in the same places, as the WHERE built with its values', () => {
    const original = where(3, [1, 4], 'BN', new Date('2026-01-01T00:00:00Z'))!;
    const prepared = parameterizeWhere(original)!;
    const built = dialect.sqlToQuery(original);
    expect(dialect.sqlToQuery(prepared.where!).sql).toBe(built.sql);
    expect(boundParams(prepared)).toEqual(built.params);
  });

  it('tells shapes apart wherever the SQL text would differ', () => {
    const shapes = [
      where(3, [1, 4]),
      where(3, [1, 4, 9]),
      where(3, [1, 4], 'BN'),
      and(eq(bills.groupId, 3), inArray(bills.status, [1, 4])),
    ].map((w) => parameterizeWhere(w)!.shape);
    expect(new Set(shapes).size).toBe(shapes.length);
  });

  it('keeps a null in the text and gives up on what it does not know (built per call then)', () => {
    const withNull = parameterizeWhere(and(eq(bills.id, 1), eq(bills.groupId, null as unknown as number)))!;
    expect(dialect.sqlToQuery(withNull.where!).params).toContain(null);
    expect(parameterizeWhere(and(isNull(bills.groupId), sql`${bills.id} in ${sql.placeholder('ids')}`))).toBeNull();
    expect(parameterizeWhere(sql`${bills.id} = ${1}`.inlineParams())).toBeNull();
    expect(parameterizeWhere(undefined)).toEqual({ shape: '', where: undefined, values: {} });
  });

  it('gives a request the same shape and values without making the WHERE, and gives up where the full walk does', () => {
    const cases = [
      where(3, [1, 4]),
      where(3, [1, 4, 9], 'BN', new Date('2026-01-01T00:00:00Z')),
      and(eq(bills.id, 1), eq(bills.groupId, null as unknown as number)),
      sql`${bills.id} = ${null} or ${bills.id} = ${2}`,
      and(isNull(bills.groupId), sql`${bills.id} in ${sql.placeholder('ids')}`),
      sql`${bills.id} = ${1}`.inlineParams(),
      undefined,
    ];
    for (const w of cases) {
      const full = parameterizeWhere(w);
      expect(whereShape(w)).toEqual(full && { shape: full.shape, where: undefined, values: full.values });
    }
  });
});
