import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client';
import { databaseBefore, seedOnOlderSchema } from './helpers/database-before';

const MIGRATION = '0018_bill_borrower';

describe(`migration ${MIGRATION}: existing bills link to the borrower holding their ID number`, () => {
  let database: DatabaseHandle;
  const query = async <T>(text: string, values: unknown[] = []) => (await database.executeSql(text, values)).rows as T[];

  beforeAll(async () => {
    database = await databaseBefore(MIGRATION);
    await seedOnOlderSchema(database, MIGRATION, [
      { table: 'bills', column: 'borrower_id', type: 'bigint' },
      { table: 'bills', column: 'stage', type: 'smallint' },
    ]);
  }, 120_000);
  afterAll(() => database?.close());

  it('links a bill whose ID number a borrower holds (a lowercase x on the bill too), and leaves the others unlinked', async () => {
    const [holder] = await query<{ id: string; id_card: string }>('select id::text, id_card from borrowers order by id limit 1');
    const bills = await query<{ id: string }>('select id::text from bills order by id limit 3');
    expect(bills).toHaveLength(3);
    const [matched, lowercase, other] = bills.map((b) => b.id) as [string, string, string];
    // A second borrower whose number ends in X, written on a bill in lowercase.
    const endsInX = '11010519491231002X';
    const [xHolder] = await query<{ id: string }>(
      `insert into borrowers (name, id_card, mobile, area_code, owner_id)
       select '测试', $1, '13900000000', area_code, owner_id from borrowers where id = $2 returning id::text`,
      [endsInX, holder!.id],
    );
    await query('update bills set id_card = $1 where id = $2', [holder!.id_card, matched]);
    await query('update bills set id_card = $1 where id = $2', [endsInX.toLowerCase(), lowercase]);

    await database.migrate();

    const linked = await query<{ id: string; b: string | null }>('select id::text, borrower_id::text as b from bills where id = any($1)', [
      [matched, lowercase, other],
    ]);
    const of = (id: string) => linked.find((r) => r.id === id)?.b;
    expect(of(matched)).toBe(holder!.id);
    expect(of(lowercase)).toBe(xHolder!.id);
    expect(of(other)).toBeNull();
  });
});
