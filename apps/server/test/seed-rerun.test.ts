import { GRANT_API } from '@lc/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SEED_MARK, seed } from '../src/seed/seed';
import { type Caller, asEach } from './helpers/as-user';
import { grantAtFinance } from './helpers/grant-at-finance';
import { type TestApp, createTestApp } from './helpers/test-app';

/**
 * Issue 28 finding 8 (decision 0064): every demo seed finds its own rows by a stable identity, so
 * running them all again on a database staff have used (a new loan drawn, more bills approved)
 * fails nowhere and adds nothing. Before, the fee seed posted `demo:fee:0` on another loan
 * (a reused ledger posting key) and the loan-card seed gave each newly approved bill a demo card.
 */
describe('the demo seed on a database staff have used', () => {
  let t: TestApp;
  // riskStaff (role 31) requests the grant.
  let c: Record<'admin' | 'riskStaff' | 'risk' | 'vp1' | 'vp2' | 'finance', Caller>;
  const sql = async <T>(text: string) => (await t.database.executeSql(text)).rows as T[];
  /** Rows per table, the seed's mark left out. */
  async function counts() {
    const tables = await sql<{ name: string }>(
      `select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' and table_name <> 'seed_marks' order by 1`,
    );
    const out: Record<string, number> = {};
    for (const { name } of tables) out[name] = (await sql<{ n: number }>(`select count(*)::int n from "${name}"`))[0]!.n;
    return out;
  }

  beforeAll(async () => {
    t = await createTestApp();
    c = await asEach(t, 'admin', 'riskStaff', 'risk', 'vp1', 'vp2', 'finance');
  }, 300_000);
  afterAll(() => t.close());

  it('runs every demo seed again after a new loan and adds nothing', { timeout: 600_000 }, async () => {
    // More loans than the demo made (every demo bill at review approved), and one drawn: a new loan account first in the loan list.
    const cookies = { admin: c.admin.cookie, applicant: c.riskStaff.cookie, risk: c.risk.cookie, vp1: c.vp1.cookie, vp2: c.vp2.cookie };
    const grantId = await grantAtFinance(t, cookies, '500000.00');
    const draw = await c.finance.send(GRANT_API.endpoints.draw, {
      params: { id: grantId },
      body: { amount: '1000.00', idempotencyKey: 'seed-rerun-draw' },
    });
    expect([draw.status, draw.reply?.status], draw.body.msg).toEqual([200, 2]);
    const before = await counts();

    // As a start on a database seeded before the mark existed: every demo seed runs.
    await t.database.executeSql(`delete from seed_marks`);
    await seed(t.database.db, { demo: true });
    expect(await counts()).toEqual(before);
    expect(await sql(`select key from seed_marks`)).toEqual([{ key: DEMO_SEED_MARK }]);
  });
});
