import { PGlite } from '@electric-sql/pglite';
import { LIST_TOTAL_CAP } from '@lc/shared';
import { asc, desc, gt, lte } from 'drizzle-orm';
import { integer, pgTable, serial } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, fromPglite } from './client';
import { emptyList, listSource, pageOf, pageSource, pagedList, totalOf } from './paged-list';

/** A table of the test's own: 25 rows, `n` 1…25, and `bulk` rows past the cap under n > 100. */
const items = pgTable('paged_list_items', { id: serial('id').primaryKey(), n: integer('n').notNull() });
const ITEMS = listSource({
  rows: (db) => db.select({ id: items.id, n: items.n }).from(items).$dynamic(),
  order: [desc(items.n), desc(items.id)],
  counted: { from: items },
});
const few = lte(items.n, 25);
const ns = (rows: { n: number }[]) => rows.map((r) => r.n);

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = fromPglite(await PGlite.create());
  await handle.executeSql('create table paged_list_items (id serial primary key, n integer not null)');
  await handle.executeSql('insert into paged_list_items (n) select g from generate_series(1, 25) g');
  await handle.executeSql(`insert into paged_list_items (n) select 100 + g from generate_series(1, ${LIST_TOTAL_CAP + 5}) g`);
});
afterAll(() => handle.close());

describe('pagedList', () => {
  it('answers the page in the declared order and, with withTotal 1, its exact total', async () => {
    const reply = await pagedList(handle.db, ITEMS, few, { pageNum: 1, pageSize: 10, withTotal: '1' }, (rows) => ns(rows));
    expect(reply).toEqual({ list: [25, 24, 23, 22, 21, 20, 19, 18, 17, 16], total: 25, totalExact: true });
  });

  it('reads page 2 and the short last page from the same WHERE', async () => {
    const second = await pagedList(handle.db, ITEMS, few, { pageNum: 2, pageSize: 10, withTotal: '1' }, ns);
    const last = await pagedList(handle.db, ITEMS, few, { pageNum: 3, pageSize: 10, withTotal: '1' }, ns);
    expect(second.list).toEqual([15, 14, 13, 12, 11, 10, 9, 8, 7, 6]);
    expect(last).toEqual({ list: [5, 4, 3, 2, 1], total: 25, totalExact: true });
  });

  it('with withTotal 0 counts nothing: total and totalExact are null', async () => {
    const reply = await pagedList(handle.db, ITEMS, few, { pageNum: 1, pageSize: 3, withTotal: '0' }, ns);
    expect(reply).toEqual({ list: [25, 24, 23], total: null, totalExact: null });
  });

  it('counts up to the cap and says when the total is the cap', async () => {
    const reply = await pagedList(handle.db, ITEMS, gt(items.n, 100), { pageNum: 1, pageSize: 2, withTotal: '1' }, ns);
    expect(reply).toEqual({ list: [100 + LIST_TOTAL_CAP + 5, 100 + LIST_TOTAL_CAP + 4], total: LIST_TOTAL_CAP, totalExact: false });
  });

  it('always counts a list whose query has no withTotal', async () => {
    const reply = await pagedList(handle.db, ITEMS, few, { pageNum: 3, pageSize: 12 }, ns);
    expect(reply).toEqual({ list: [1], total: 25, totalExact: true });
  });

  it('reads another WHERE of the same shape through the statement prepared for the first, with its own values', async () => {
    const under = (n: number) => pagedList(handle.db, ITEMS, lte(items.n, n), { pageNum: 1, pageSize: 3, withTotal: '1' }, ns);
    expect(await under(25)).toEqual({ list: [25, 24, 23], total: 25, totalExact: true });
    expect(await under(7)).toEqual({ list: [7, 6, 5], total: 7, totalExact: true });
    expect((await pagedList(handle.db, ITEMS, lte(items.n, 2), { pageNum: 1, pageSize: 3, withTotal: '0' }, ns)).list).toEqual([2, 1]);
  });

  it('presents the rows (async too) and types them from the select', async () => {
    const reply = await pagedList(handle.db, ITEMS, few, { pageNum: 1, pageSize: 2, withTotal: '0' }, async (rows) =>
      rows.map((r) => `${r.id}:${r.n}`),
    );
    expect(reply.list).toEqual(['25:25', '24:24']);
  });

  it('reads the page first, then the count, both under the caller WHERE', async () => {
    const seen: string[] = [];
    const source = pageSource(
      (db, where, limit, offset) => {
        seen.push(`page ${limit} ${offset}`);
        return db.select({ n: items.n }).from(items).where(where).orderBy(asc(items.n)).limit(limit).offset(offset);
      },
      async (db, where) => {
        seen.push('count');
        return totalOf(db, ITEMS, where);
      },
    );
    const reply = await pagedList(handle.db, source, lte(items.n, 4), { pageNum: 2, pageSize: 3, withTotal: '1' }, ns);
    expect(reply).toEqual({ list: [4], total: 4, totalExact: true });
    expect(seen).toEqual(['page 3 3', 'count']);
  });

  it('pageOf and totalOf read one part alone', async () => {
    expect(ns(await pageOf(handle.db, ITEMS, few, 5, 5))).toEqual([5, 4, 3, 2, 1]);
    expect(await totalOf(handle.db, ITEMS, lte(items.n, 7))).toEqual({ total: 7, totalExact: true });
  });

  it('an empty list answers a total of 0 only when one was asked for', () => {
    expect(emptyList({ withTotal: '1' })).toEqual({ list: [], total: 0, totalExact: true });
    expect(emptyList({ withTotal: '0' })).toEqual({ list: [], total: null, totalExact: null });
  });
});
