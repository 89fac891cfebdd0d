import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import pino from 'pino';
import { type DatabaseHandle, fromPglite, openPostgres } from '../../src/db/client';
import { createJobQueue } from '../../src/lib/jobs';
import { seed } from '../../src/seed/seed';

declare module 'vitest' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- augmentation needs an interface
  export interface ProvidedContext {
    pgliteTemplate: string;
    pgTemplateDb: string;
  }
}

/**
 * Migrates and seeds one template database per run; every test file then starts from a copy:
 * a PGlite data-dir dump, or a PostgreSQL `CREATE DATABASE … TEMPLATE`.
 */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const templateDb = `lc_template_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${templateDb}`);
    await admin.query(`create database ${templateDb}`);
    const target = new URL(url);
    target.pathname = `/${templateDb}`;
    const handle = await openPostgres(target.toString());
    await handle.migrate();
    await seed(handle.db, { demo: true });
    await createJobSchema(handle);
    await handle.close();
    project.provide('pgTemplateDb', templateDb);
    project.provide('pgliteTemplate', '');
    return async () => {
      await admin.query(`drop database if exists ${templateDb}`);
      await admin.end();
    };
  }

  const client = new PGlite();
  const handle = fromPglite(client);
  await handle.migrate();
  await seed(handle.db, { demo: true });
  await createJobSchema(handle);
  // A checkpoint first, so a restored copy starts without replaying the seed's write-ahead log.
  await handle.executeSql('checkpoint');
  // Uncompressed: each test file restores it, and gunzipping 50 MB costs a third of that restore.
  const dump = await client.dumpDataDir('none');
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'lc-test-')), 'template.tar');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
  project.provide('pgliteTemplate', file);
  project.provide('pgTemplateDb', '');
  return () => fs.rmSync(path.dirname(file), { recursive: true, force: true });
}

/** The job queue's tables go into the template too, so each test app's queue starts quickly. */
async function createJobSchema(database: DatabaseHandle) {
  const jobs = createJobQueue({ database, log: pino({ level: 'silent' }), runWorkers: false });
  await jobs.start();
  await jobs.stop();
}
