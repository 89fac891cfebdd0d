import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { expect } from 'vitest';
import { type DatabaseHandle, fromPglite, openPostgres } from '../../src/db/client';
import { serverRoot } from '../../src/paths';
import { seed } from '../../src/seed/seed';

const MIGRATIONS = path.join(serverRoot, 'drizzle');
/** The migrations journal, and where the migration `tag` stands in it. */
function journalAt(tag: string) {
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS, 'meta/_journal.json'), 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((e) => e.tag === tag);
  expect(at).toBeGreaterThan(0);
  return { journal, at };
}

/** The migrations folder as it stood before the migration `tag`: its SQL files and the journal up to it. */
function migrationsBefore(tag: string) {
  const source = MIGRATIONS;
  const target = fs.mkdtempSync(path.join(os.tmpdir(), 'lc-migrations-'));
  const { journal, at } = journalAt(tag);
  const entries = journal.entries.slice(0, at);
  fs.mkdirSync(path.join(target, 'meta'));
  fs.writeFileSync(path.join(target, 'meta/_journal.json'), JSON.stringify({ ...journal, entries }));
  for (const e of entries) fs.copyFileSync(path.join(source, `${e.tag}.sql`), path.join(target, `${e.tag}.sql`));
  return target;
}

/** A new database (PGlite, or PostgreSQL under TEST_DATABASE_URL) migrated up to, not including, the migration `tag`. */
export async function databaseBefore(tag: string): Promise<DatabaseHandle> {
  const folder = migrationsBefore(tag);
  const url = process.env.TEST_DATABASE_URL;
  try {
    if (!url) {
      const client = new PGlite();
      await migratePglite(drizzlePglite(client), { migrationsFolder: folder });
      return fromPglite(client);
    }
    const name = `lc_migration_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const target = new URL(url);
    target.pathname = `/${name}`;
    const pool = new pg.Pool({ connectionString: target.toString(), max: 1 });
    await migratePg(drizzlePg(pool), { migrationsFolder: folder });
    await pool.end();
    const handle = await openPostgres(target.toString());
    return {
      ...handle,
      close: async () => {
        await handle.close();
        await admin.query(`drop database if exists ${name}`);
        await admin.end();
      },
    };
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

/** A column a later migration adds that today's seed writes (a Drizzle insert names every column). */
export type LaterColumn = { table: string; column: string; type: string };

/**
 * The CREATE TABLE statements of the migration `tag` and every one after it: the tables today's
 * seed may write that the older schema lacks. Only the tables (no keys, indexes or triggers).
 */
function laterTables(tag: string) {
  const { journal, at } = journalAt(tag);
  return journal.entries.slice(at).flatMap((e) =>
    fs
      .readFileSync(path.join(MIGRATIONS, `${e.tag}.sql`), 'utf8')
      .split('--> statement-breakpoint')
      .map((statement) => statement.trim())
      .filter((statement) => statement.startsWith('CREATE TABLE "'))
      .map((statement) => ({ name: /^CREATE TABLE "(\w+)"/.exec(statement)![1]!, statement })),
  );
}

/**
 * What later migrations add to those later tables, in order: their columns (the seed writes them
 * too) and their unique indexes (the seed's upserts name them in ON CONFLICT).
 */
function laterTableColumns(tag: string, tables: readonly string[]) {
  const { journal, at } = journalAt(tag);
  return journal.entries.slice(at).flatMap((e) =>
    fs
      .readFileSync(path.join(MIGRATIONS, `${e.tag}.sql`), 'utf8')
      .split('--> statement-breakpoint')
      .map((statement) => statement.trim().replace(/;$/, ''))
      .filter((statement) => {
        const added = /^ALTER TABLE "(\w+)" ADD COLUMN |^CREATE UNIQUE INDEX "\w+" ON "(\w+)"/.exec(statement);
        return added !== null && tables.includes((added[1] ?? added[2])!);
      }),
  );
}

/**
 * Today's demo data on the schema as it stood before the migration `tag`: the later columns and
 * tables are made for the seed, then dropped, so that the later migrations add them as they would.
 */
export async function seedOnOlderSchema(database: DatabaseHandle, tag: string, later: readonly LaterColumn[]) {
  for (const c of later) await database.executeSql(`alter table ${c.table} add column ${c.column} ${c.type}`, []);
  const tables = laterTables(tag);
  for (const t of tables) await database.executeSql(t.statement, []);
  for (const statement of laterTableColumns(
    tag,
    tables.map((t) => t.name),
  ))
    await database.executeSql(statement, []);
  await seed(database.db, { demo: true });
  for (const t of tables.reverse()) await database.executeSql(`drop table "${t.name}" cascade`, []);
  for (const c of later) await database.executeSql(`alter table ${c.table} drop column ${c.column}`, []);
}
