import fs from 'node:fs';
import path from 'node:path';
import { BILL_STAGE } from '@lc/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client';
import { serverRoot } from '../src/paths';
import { databaseBefore, seedOnOlderSchema } from './helpers/database-before';
import { freshDatabase } from './helpers/test-db';

const MIGRATION = '0059_bill_stage';
type Staged = { id: number; stage: number | null };
const S = BILL_STAGE;

/*
 * Decision 0074 on a database staff have used: the bills final review passed before the stage
 * existed get the stage their contract, mortgage, loans, release and archive say, the same the
 * events give a new database.
 */
describe(`migration ${MIGRATION}: bills approved before the stage existed stand where their loans are`, () => {
  let older: DatabaseHandle;
  let current: DatabaseHandle;
  const query = async <T>(db: DatabaseHandle, text: string) => (await db.executeSql(text, [])).rows as T[];
  const stages = (db: DatabaseHandle) =>
    // By id, not bill number: the numbers carry the seed's date, and the two databases may be seeded either side of midnight.
    query<Staged>(db, `select id, stage from bills where status = 4 order by id`).then((rows) =>
      rows.map((r) => ({ id: Number(r.id), stage: r.stage === null ? null : Number(r.stage) })),
    );

  beforeAll(async () => {
    older = await databaseBefore(MIGRATION);
    await seedOnOlderSchema(older, MIGRATION, [
      { table: 'bills', column: 'stage', type: 'smallint' },
      { table: 'bill_terms', column: 'fund_party', type: 'text' },
    ]);
    current = await freshDatabase();
  }, 180_000);
  afterAll(async () => {
    await older?.close();
    await current?.close();
  });

  it('gives the demo loans the stages the events give them, and the later stages by their release and archive', async () => {
    const [settled] = await query<{ id: number; bill_no: string }>(
      older,
      `select b.id, b.bill_no from bills b where b.status = 4 and exists (select 1 from repayment_loans l where l.bill_id = b.id)
          and not exists (select 1 from repayment_loans l where l.bill_id = b.id and l.status <> 3) order by b.id limit 1`,
    );
    const [another] = await query<{ id: number; bill_no: string }>(
      older,
      `select b.id, b.bill_no from bills b where b.status = 4 and not exists (select 1 from repayment_loans l where l.bill_id = b.id)
          and not exists (select 1 from mortgage_requests m where m.bill_id = b.id) order by b.id limit 1`,
    );
    expect(settled && another).toBeTruthy();
    await older.migrate();
    const events = await stages(current);
    expect(await stages(older)).toEqual(events);
    // The demo shows several stages: approved, registered, granted, overdue, settled.
    expect(new Set(events.map((e) => e.stage))).toEqual(new Set([S.approved, S.mortgageRegistered, S.granted, S.overdue, S.settled]));

    // Its backfill again, on bills as a later release or signing would have left them.
    await older.executeSql(`update bills set stage = null where id in (${settled!.id}, ${another!.id})`, []);
    // A release done for the settled one (the demo's rejected release, moved to it) and a contract signed for the other.
    await older.executeSql(
      `update mortgage_releases set bill_id = ${settled!.id}, status = 4 where id = (select min(id) from mortgage_releases where status = -1)`,
      [],
    );
    await older.executeSql(
      `do $$ begin set local session_replication_role = replica;
         insert into contracts (contract_no, kind, bill_id, template_version_id, text, pdf_key, pdf_sha256, pdf_size, status,
                                applicant_id, owner_id, area_code)
           select 'MIGRATION-0059', 'advance', id, 1, '', '', '', 0, 3, salesperson_id, salesperson_id, area_code
             from bills where id = ${another!.id};
       end $$`,
      [],
    );
    const backfill = fs
      .readFileSync(path.join(serverRoot, 'drizzle', `${MIGRATION}.sql`), 'utf8')
      .split('--> statement-breakpoint')
      .find((statement) => statement.includes('WITH facts'))!;
    await older.executeSql(backfill, []);
    const after = new Map((await stages(older)).map((r) => [r.id, r.stage]));
    expect([after.get(Number(settled!.id)), after.get(Number(another!.id))]).toEqual([S.released, S.contractSigned]);
  });
});
