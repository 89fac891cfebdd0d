import { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { integer, numeric, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, fromPglite } from './client';
import { withCompiledRowMapper } from './row-mapper';

/*
 * A prepared select's rows mapped by the mapper made once must be what drizzle's own mapping makes:
 * values decoded by their columns, nested objects by path, and a left-joined table with no row null.
 */
const owners = pgTable('row_mapper_owners', { id: serial('id').primaryKey(), name: text('name').notNull() });
const things = pgTable('row_mapper_things', {
  id: serial('id').primaryKey(),
  amount: numeric('amount', { precision: 18, scale: 2 }).notNull(),
  at: timestamp('at', { withTimezone: true, mode: 'string' }),
  ownerId: integer('owner_id'),
});

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = fromPglite(await PGlite.create());
  await handle.executeSql('create table row_mapper_owners (id serial primary key, name text not null)');
  await handle.executeSql(
    'create table row_mapper_things (id serial primary key, amount numeric(18,2) not null, at timestamptz, owner_id integer)',
  );
  await handle.executeSql(`insert into row_mapper_owners (name) values ('a'), ('b')`);
  await handle.executeSql(
    `insert into row_mapper_things (amount, at, owner_id) values (12.5, '2026-01-02T03:04:05Z', 1), (0.01, null, null), (3, now(), 2)`,
  );
});
afterAll(() => handle.close());

const select = () =>
  handle.db
    .select({
      id: things.id,
      amount: things.amount,
      at: things.at,
      twice: sql<number>`${things.id} * 2`.mapWith(Number),
      owner: { id: owners.id, name: owners.name },
      nested: { label: sql<string>`'x' || ${things.id}` },
    })
    .from(things)
    .leftJoin(owners, eq(owners.id, things.ownerId))
    .where(sql`${things.id} > ${sql.placeholder('after')}`)
    .orderBy(things.id);

describe('compiled row mapper', () => {
  it('maps a prepared select’s rows as drizzle does, a left join with no row included', async () => {
    const byDrizzle = await select().prepare('row_mapper_drizzle').execute({ after: 0 });
    const compiled = withCompiledRowMapper(select().prepare('row_mapper_compiled'));
    expect((compiled as unknown as { customResultMapper?: unknown }).customResultMapper).toBeTypeOf('function');
    const byMapper = await compiled.execute({ after: 0 });
    expect(byMapper).toEqual(byDrizzle);
    expect(JSON.stringify(byMapper)).toBe(JSON.stringify(byDrizzle));
    expect(byMapper[1]!.owner).toBeNull();
    expect(byMapper[0]!.amount).toBe('12.50');
    expect(byMapper[0]!.twice).toBe(2);
  });
});
