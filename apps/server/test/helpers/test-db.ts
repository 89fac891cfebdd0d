import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { type DatabaseHandle, fromPglite, openPostgres } from '../../src/db/client';

/** The PGlite template, read once per worker (a Blob is immutable, so every restore can share it). */
let template: Blob | undefined;

/** A fresh, migrated and seeded database for one test file: PGlite, or PostgreSQL when TEST_DATABASE_URL is set. */
/** On PostgreSQL, `url` lets a second server "process" open the same database. */
export async function freshDatabase(): Promise<DatabaseHandle & { url?: string }> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const name = `lc_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name} template ${inject('pgTemplateDb')}`);
    const target = new URL(url);
    target.pathname = `/${name}`;
    const handle = await openPostgres(target.toString());
    return {
      ...handle,
      url: target.toString(),
      close: async () => {
        await handle.close();
        await admin.query(`drop database if exists ${name}`);
        await admin.end();
      },
    };
  }
  template ??= new Blob([fs.readFileSync(inject('pgliteTemplate'))]);
  const client = await PGlite.create({ loadDataDir: template });
  return fromPglite(client);
}
