import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client';
import { databaseBefore } from './helpers/database-before';

const MIGRATION = '0033_repayment_application_review';

describe(`migration ${MIGRATION}: repayments recorded before review existed stay posted`, () => {
  let database: DatabaseHandle;
  const query = async <T>(text: string) => (await database.executeSql(text, [])).rows as T[];
  /** One statement in a transaction of its own with key checks off: its loan, entry and user rows are not made. */
  const withoutKeyChecks = (statement: string) =>
    database.executeSql(`do $$ begin set local session_replication_role = replica; ${statement}; end $$`, []);

  beforeAll(async () => {
    database = await databaseBefore(MIGRATION);
    // A repayment as repayApply stored it before decision 0041: posted at once, with its ledger entry.
    await withoutKeyChecks(
      `insert into repayment_applications (loan_id, amount, credit, lines, ledger_entry_id, idempotency_key, created_by, created_by_name)
       values (1, 100.00, 0, '[{"period":1,"component":"interest","amount":"100.00"}]', 7, 'before-review-1', 1, '测试')`,
    );
    await database.migrate();
  }, 120_000);
  afterAll(() => database?.close());

  it('marks them posted (2), and from then on posted means exactly "has its ledger entry"', async () => {
    const [row] = await query<{ status: number; ledger_entry_id: string }>(
      `select status, ledger_entry_id::text from repayment_applications where idempotency_key = 'before-review-1'`,
    );
    expect([Number(row!.status), row!.ledger_entry_id]).toEqual([2, '7']);
    const insert = (key: string, status: number, entry: string) =>
      withoutKeyChecks(
        `insert into repayment_applications (loan_id, amount, idempotency_key, created_by, created_by_name, status, ledger_entry_id)
         values (1, 5.00, 'after-review-${key}', 1, '测试', ${status}, ${entry})`,
      );
    await expect(insert('1', 1, '8')).rejects.toThrow(/repayment_applications_posted_entry/);
    await expect(insert('2', 2, 'null')).rejects.toThrow(/repayment_applications_posted_entry/);
    await insert('3', 1, 'null');
    expect((await query<{ n: number }>(`select count(*)::int n from repayment_applications where status = 1`))[0]!.n).toBe(1);
  });
});
