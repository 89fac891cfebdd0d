import { and, eq, inArray, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { bills } from '../modules/bill/bill.table';
import { structuralKey, whereKeyOf } from './count-key';
import { parameterizeWhere } from './prepared-where';

const where = (salesperson: number, statuses: number[], keyword?: string) =>
  and(
    eq(bills.salespersonId, salesperson),
    inArray(bills.status, statuses),
    keyword ? sql`${bills.billNo} like ${`${keyword}%`}` : undefined,
  )!;
const key = (s: ReturnType<typeof where>) => structuralKey(s.queryChunks);

/** WHEREs that differ in one thing each: a value, a value's count or type, a column, a keyword. */
const whereVariants = () => [
  where(3, [1, 4]),
  where(4, [1, 4]),
  where(3, [1, 4, 9]),
  where(3, [1, 4], 'BN'),
  where(3, [1, 4], 'BX'),
  and(eq(bills.groupId, 3), inArray(bills.status, [1, 4]))!,
  and(eq(bills.salespersonId, 3), inArray(bills.status, ['1', '4'] as unknown as number[]))!,
];

describe('a count key without rendering the SQL', () => {
  it('is the same for the same SQL and values, built again', () => {
    expect(key(where(3, [1, 4], 'BN'))).toBe(key(where(3, [1, 4], 'BN')));
  });

  it('differs wherever the rendered SQL or its parameters would', () => {
    const dialect = new PgDialect();
    const variants = whereVariants();
    const keys = variants.map(key);
    const rendered = variants.map((v) => JSON.stringify(dialect.sqlToQuery(v)));
    expect(keys.every((k) => k !== null)).toBe(true);
    expect(new Set(keys).size).toBe(variants.length);
    expect(new Set(rendered).size).toBe(variants.length);
  });

  it('gives up on chunks it does not know: the caller renders those', () => {
    expect(key(and(eq(bills.id, 1), sql`${bills.id} in ${sql.placeholder('ids')}`)!)).toBeNull();
  });
});

describe("a WHERE's count key, from its page's walk", () => {
  const variants = whereVariants;

  it('is what the walk recorded, the same for the same SQL and values, and differs wherever they do', () => {
    const walked = variants().map((w) => {
      expect(parameterizeWhere(w)).not.toBeNull();
      return whereKeyOf(w);
    });
    expect(walked.every((k) => k?.startsWith('P:'))).toBe(true);
    expect(new Set(walked).size).toBe(walked.length);
    const again = variants().map((w) => (parameterizeWhere(w), whereKeyOf(w)));
    expect(again).toEqual(walked);
  });

  it('is the structural key where no walk ran, and never equals a walked one', () => {
    const structural = variants().map(whereKeyOf);
    expect(structural.every((k) => k?.startsWith('S:'))).toBe(true);
    expect(new Set(structural).size).toBe(structural.length);
    const walked = variants().map((w) => (parameterizeWhere(w), whereKeyOf(w)));
    expect(structural.some((k) => walked.includes(k))).toBe(false);
  });
});
