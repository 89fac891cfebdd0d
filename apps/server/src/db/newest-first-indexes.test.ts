import { is } from 'drizzle-orm';
import { PgTable, getTableConfig } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from './schema';

/**
 * A descending index column must say NULLS FIRST (decision 0077): drizzle's bare `.desc()` makes
 * DESC NULLS LAST, which a list's `ORDER BY … DESC` cannot walk, so each page sorted its whole scope.
 */
describe('newest-first indexes', () => {
  it('every descending index column is DESC NULLS FIRST', () => {
    const wrong: string[] = [];
    for (const table of Object.values(schema).filter((v) => is(v, PgTable))) {
      const config = getTableConfig(table as PgTable);
      for (const index of config.indexes) {
        for (const column of index.config.columns) {
          const order = 'indexConfig' in column ? column.indexConfig : undefined;
          if (order?.order === 'desc' && order.nulls !== 'first') wrong.push(`${index.config.name}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});
