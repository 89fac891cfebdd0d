import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handMadeLoan } from './helpers/hand-made-loan';
import { type TestApp, createTestApp } from './helpers/test-app';

/*
 * The waterfall as a setting (decision 0053), over HTTP against a real database: the admin changes
 * the order (a permutation of the four parts, against the version read), and the next repayment
 * posted is allocated in it.
 */

const USERS = { admin: '13800000000', finance: '13800000021', afterLoan: '13800000041' } as const;
type Who = keyof typeof USERS;
const B = '/api/bill/v1/bill';
type Line = { period: number; component: string; amount: string };
type Settings = { waterfall: string[]; version: number; updatedByName: string | null };

describe('the repayment waterfall is a setting', () => {
  let t: TestApp;
  const c = {} as Record<Who, string>;
  let today = '';
  const post = (who: Who, url: string, payload: object = {}) => t.call({ method: 'POST', url, cookie: c[who], payload });
  const get = (who: Who, url: string) => t.call({ method: 'GET', url, cookie: c[who] });
  const settings = async () => (await get('finance', `${B}/repaymentSettings`)).json().data as Settings;
  /** Recorded by the admin, posted by finance (decision 0041), answering the lines the waterfall made. */
  async function repay(loanId: number, amount: string, key: string) {
    const recorded = await post('admin', `${B}/repayApply`, { loanId, amount, idempotencyKey: key });
    expect(recorded.statusCode, recorded.body).toBe(200);
    const approved = await post('finance', `${B}/repayApply/${(recorded.json().data as { id: number }).id}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    return (approved.json().data as { lines: Line[] }).lines;
  }
  // 12,000.00 in two instalments: the first ten days overdue with 200.00 penalty and 100.00 interest.
  const overdueLoan = (n: number) =>
    handMadeLoan(t, today, n, { principal: '12000.00', rate: '0.10', method: 'equalPrincipal', drawn: -40 }, [
      { begin: -40, due: -10, principal: '6000.00', interest: '100.00', penalty: '200.00' },
      { begin: -10, due: 20, principal: '6000.00', interest: '50.00' },
    ]);

  beforeAll(async () => {
    t = await createTestApp();
    for (const [k, m] of Object.entries(USERS)) c[k as Who] = await t.login(m);
    today = ((await get('admin', `${B}/businessDate`)).json().data as { businessDate: string }).businessDate;
  });
  afterAll(() => t.close());

  it('starts at the default order, penalty → fees → interest → principal', async () => {
    expect(await settings()).toMatchObject({ waterfall: ['penalty', 'fee', 'interest', 'principal'], version: 0, updatedByName: null });
    const { id } = await overdueLoan(1);
    // 250.00: the penalty first (200.00), then interest (50.00 of 100.00); no principal.
    expect(await repay(id, '250.00', 'wf-default')).toEqual([
      { period: 1, component: 'penalty', amount: '200.00' },
      { period: 1, component: 'interest', amount: '50.00' },
    ]);
  });

  it('only the admin saves it, only a permutation of the four parts, only over the version read', async () => {
    const order = ['principal', 'interest', 'fee', 'penalty'];
    expect((await post('finance', `${B}/repaymentSettings`, { waterfall: order, version: 0 })).statusCode).toBe(403);
    for (const waterfall of [
      ['principal', 'interest', 'fee'],
      ['principal', 'interest', 'fee', 'fee'],
      ['principal', 'interest', 'fee', 'penalty', 'penalty'],
      ['principal', 'interest', 'fee', 'tax'],
    ]) {
      const res = await post('admin', `${B}/repaymentSettings`, { waterfall, version: 0 });
      expect(res.statusCode, JSON.stringify(waterfall)).toBe(400);
    }
    expect((await settings()).version).toBe(0);
    const saved = await post('admin', `${B}/repaymentSettings`, { waterfall: order, version: 0 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ waterfall: order, version: 1, updatedByName: '系统管理员' });
    // A second save over the version it read first is refused: never a silent overwrite.
    const stale = await post('admin', `${B}/repaymentSettings`, { waterfall: ['penalty', 'fee', 'interest', 'principal'], version: 0 });
    expect(stale.statusCode).toBe(409);
    expect(await settings()).toMatchObject({ waterfall: order, version: 1 });
    const audit = await t.database.executeSql(`select action from audit_log where entity = 'repayment_settings'`);
    expect(audit.rows).toHaveLength(1);
  });

  it('a repayment posted after the change is allocated in the new order; changing it back restores the default split', async () => {
    const { id } = await overdueLoan(2);
    // principal → interest → fee → penalty: the same 250.00 goes to the overdue principal alone.
    expect(await repay(id, '250.00', 'wf-changed')).toEqual([{ period: 1, component: 'principal', amount: '250.00' }]);
    const ledger = await t.database.executeSql(
      `select l.account_code account, l.credit::text credit from ledger_lines l join ledger_entries e on e.id = l.entry_id
        where e.idempotency_key like 'repay:application:%' and l.credit > 0 order by e.id desc, l.account_code limit 1`,
    );
    expect(ledger.rows).toEqual([{ account: '1301', credit: '250.00' }]);
    const back = await post('admin', `${B}/repaymentSettings`, { waterfall: ['penalty', 'fee', 'interest', 'principal'], version: 1 });
    expect(back.statusCode, back.body).toBe(200);
    expect(await repay(id, '250.00', 'wf-back-to-default')).toEqual([
      { period: 1, component: 'penalty', amount: '200.00' },
      { period: 1, component: 'interest', amount: '50.00' },
    ]);
  });
});
