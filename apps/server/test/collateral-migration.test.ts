import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, fromPglite, openPostgres } from '../src/db/client';
import { serverRoot } from '../src/paths';
import { seed } from '../src/seed/seed';

const MIGRATION = '0017_collateral_identity';

/** The migrations folder as it stood before MIGRATION: its SQL files and the journal up to it. */
function migrationsBefore(tag: string) {
  const source = path.join(serverRoot, 'drizzle');
  const target = fs.mkdtempSync(path.join(os.tmpdir(), 'lc-migrations-'));
  const journal = JSON.parse(fs.readFileSync(path.join(source, 'meta/_journal.json'), 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((e) => e.tag === tag);
  expect(at).toBeGreaterThan(0);
  const entries = journal.entries.slice(0, at);
  fs.mkdirSync(path.join(target, 'meta'));
  fs.writeFileSync(path.join(target, 'meta/_journal.json'), JSON.stringify({ ...journal, entries }));
  for (const e of entries) fs.copyFileSync(path.join(source, `${e.tag}.sql`), path.join(target, `${e.tag}.sql`));
  return target;
}

/** A new database (PGlite, or PostgreSQL under TEST_DATABASE_URL) migrated up to, not including, MIGRATION. */
async function databaseBefore(tag: string): Promise<DatabaseHandle> {
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

/**
 * Columns later migrations add that today's seed writes (a Drizzle insert names every column):
 * added for the seed, then dropped so that the migrations after MIGRATION add them as they would.
 */
const LATER_COLUMNS = [{ table: 'bills', column: 'borrower_id', type: 'bigint' }];

describe(`migration ${MIGRATION}: orphaned valuations are re-attached or listed, then the foreign key holds`, () => {
  let database: DatabaseHandle;
  const query = async <T>(text: string, values: unknown[] = []) => (await database.executeSql(text, values)).rows as T[];
  const one = async <T>(text: string, values: unknown[] = []) => (await query<T>(text, values))[0]!;
  let billIds: number[] = [];
  let valuer = 0;

  /** A collateral row of a bill, as the bill edit before issue 14 inserted them. */
  const collateral = async (billId: number, details: string, district = '110105') =>
    Number(
      (
        await one<{ id: string }>(
          `insert into bill_mortgages (bill_id, sort, address_province, address_district, address_details, address_key)
           values ($1, 0, '110000', $2, $3, $4) returning id`,
          [billId, district, details, `110000|${district}|${details}`],
        )
      ).id,
    );
  /** A manual valuation of a collateral (or of none). */
  const valuation = async (mortgageInfoId: number | null, address: string | null, areaId = '110105') =>
    Number(
      (
        await one<{ id: string }>(
          `insert into valuation_records (valuation_id, mortgage_info_id, channel, guzhi_request_type, provider, city_code, area_id,
             address, total_price, valued_by, valued_by_name, area_code)
           values ($1, $2, 'manual', 1, 'manual', '110100', $3, $4, '300.00', $5, '测试', 'BJ_11') returning id`,
          [randomUUID(), mortgageInfoId, areaId, address, valuer],
        )
      ).id,
    );
  const deleteCollateral = (id: number) => query('delete from bill_mortgages where id = $1', [id]);
  const collateralOf = async (valuationId: number) =>
    (await one<{ m: string | null }>('select mortgage_info_id::text as m from valuation_records where id = $1', [valuationId])).m;

  beforeAll(async () => {
    database = await databaseBefore(MIGRATION);
    for (const c of LATER_COLUMNS) await query(`alter table ${c.table} add column ${c.column} ${c.type}`);
    await seed(database.db, { demo: true });
    for (const c of LATER_COLUMNS) await query(`alter table ${c.table} drop column ${c.column}`);
    billIds = (await query<{ id: string }>('select id from bills order by id limit 3')).map((r) => Number(r.id));
    valuer = Number((await one<{ id: string }>('select id from users order by id limit 1')).id);
    expect(billIds).toHaveLength(3);
  }, 120_000);
  afterAll(() => database?.close());

  it('repairs the orphans the old bill edit left, lists what it cannot match, and leaves the rest alone', async () => {
    const [b1, b2, b3] = billIds as [number, number, number];
    // Edited once: the valuations follow the row that replaced theirs, an address-less one with its sibling.
    const edited = await collateral(b1, '测试路1号 2单元');
    const editedValuations = [await valuation(edited, '北京市朝阳区测试路1号2单元'), await valuation(edited, null)];
    await deleteCollateral(edited);
    const replacement = await collateral(b1, '测试路1号2单元');
    // Two rows now carry the address: which one is unknowable, so it is detached and listed.
    const twice = await collateral(b2, '测试路2号');
    const ambiguous = await valuation(twice, '北京市朝阳区测试路2号');
    await deleteCollateral(twice);
    const candidates = [await collateral(b2, '测试路2号'), await collateral(b3, '测试路2号')];
    // No row matches the valuation's address, or its district.
    const unmatched = await collateral(b3, '测试路3号');
    const elsewhere = await collateral(b3, '测试路6号');
    const unmatchedValuations = [await valuation(unmatched, '某个不相干的地址'), await valuation(elsewhere, '海淀区测试路6号', '110108')];
    await deleteCollateral(unmatched);
    await deleteCollateral(elsewhere);
    await collateral(b3, '测试路3号');
    await collateral(b3, '测试路6号');
    // Healthy and loose valuations.
    const current = await collateral(b3, '测试路4号');
    const healthy = await valuation(current, '北京市朝阳区测试路4号');
    const loose = await valuation(null, '北京市朝阳区测试路5号');

    await database.migrate();

    for (const v of editedValuations) expect(await collateralOf(v)).toBe(String(replacement));
    for (const v of [ambiguous, ...unmatchedValuations]) expect(await collateralOf(v)).toBeNull();
    expect(await collateralOf(healthy)).toBe(String(current));
    expect(await collateralOf(loose)).toBeNull();

    const listed = await query<{ v: string; former: string; to: string | null; candidates: number[] }>(
      `select valuation_record_id as v, former_mortgage_info_id as former, reattached_to as to, candidates
       from orphaned_valuations order by valuation_record_id`,
    );
    // Only the orphans made above: the demo data has none.
    expect(listed.map((r) => ({ ...r, v: Number(r.v), former: Number(r.former), to: r.to === null ? null : Number(r.to) }))).toEqual([
      ...editedValuations.map((v) => ({ v, former: edited, to: replacement, candidates: [replacement] })),
      { v: ambiguous, former: twice, to: null, candidates },
      { v: unmatchedValuations[0], former: unmatched, to: null, candidates: [] },
      { v: unmatchedValuations[1], former: elsewhere, to: null, candidates: [] },
    ]);
  });

  it('then refuses a valuation of a missing collateral, and the delete of a valued one', async () => {
    await expect(valuation(2_000_000_000, '北京市朝阳区测试路9号')).rejects.toThrow();
    const valued = await collateral(billIds[0]!, '测试路7号');
    await valuation(valued, '北京市朝阳区测试路7号');
    await expect(deleteCollateral(valued)).rejects.toThrow();
    const unvalued = await collateral(billIds[0]!, '测试路8号');
    await deleteCollateral(unvalued);
    expect(await query('select id from bill_mortgages where id = $1', [unvalued])).toEqual([]);
  });
});
