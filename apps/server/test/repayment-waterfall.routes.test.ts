import { type EndpointInput, REPAYMENT_API } from '@lc/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, asEach } from './helpers/as-user';
import { handMadeLoan } from './helpers/hand-made-loan';
import { type TestApp, createTestApp } from './helpers/test-app';

/*
 * The waterfall as a setting (decision 0053), over HTTP against a real database: the admin changes
 * the order (a permutation of the four parts, against the version read), and the next repayment
 * posted is allocated in it.
 */

const R = REPAYMENT_API.endpoints;
type Waterfall = EndpointInput<typeof R.saveRepaymentSettings>['body']['waterfall'];

describe('the repayment waterfall is a setting', () => {
  let t: TestApp;
  let c: Record<'admin' | 'finance' | 'afterLoan', Caller>;
  let today = '';
  const settings = () => c.finance.call(R.repaymentSettings);
  /** A save as sent: the bad orders (a part missing, twice, unknown) are sent on purpose. */
  const save = (who: Caller, waterfall: string[], version: number) =>
    who.send(R.saveRepaymentSettings, { body: { waterfall: waterfall as Waterfall, version } });
  /** Recorded by the admin, posted by finance (decision 0041), answering the lines the waterfall made. */
  async function repay(loanId: number, amount: string, key: string) {
    const { id } = await c.admin.call(R.repayApply, { body: { loanId, amount, idempotencyKey: key } });
    return (await c.finance.call(R.repayApplyApprove, { params: { id } })).lines;
  }
  // 12,000.00 in two instalments: the first ten days overdue with 200.00 penalty and 100.00 interest.
  const overdueLoan = (n: number) =>
    handMadeLoan(t, today, n, { principal: '12000.00', rate: '0.10', method: 'equalPrincipal', drawn: -40 }, [
      { begin: -40, due: -10, principal: '6000.00', interest: '100.00', penalty: '200.00' },
      { begin: -10, due: 20, principal: '6000.00', interest: '50.00' },
    ]);

  beforeAll(async () => {
    t = await createTestApp();
    c = await asEach(t, 'admin', 'finance', 'afterLoan');
    today = (await c.admin.call(R.businessDate)).businessDate;
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
    expect((await save(c.finance, order, 0)).status).toBe(403);
    for (const waterfall of [
      ['principal', 'interest', 'fee'],
      ['principal', 'interest', 'fee', 'fee'],
      ['principal', 'interest', 'fee', 'penalty', 'penalty'],
      ['principal', 'interest', 'fee', 'tax'],
    ]) {
      const res = await save(c.admin, waterfall, 0);
      expect(res.status, JSON.stringify(waterfall)).toBe(400);
    }
    expect((await settings()).version).toBe(0);
    const saved = await save(c.admin, order, 0);
    expect(saved.status, saved.body.msg).toBe(200);
    expect(saved.reply).toMatchObject({ waterfall: order, version: 1, updatedByName: '系统管理员' });
    // A second save over the version it read first is refused: never a silent overwrite.
    const stale = await save(c.admin, ['penalty', 'fee', 'interest', 'principal'], 0);
    expect(stale.status).toBe(409);
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
    const back = await save(c.admin, ['penalty', 'fee', 'interest', 'principal'], 1);
    expect(back.status, back.body.msg).toBe(200);
    expect(await repay(id, '250.00', 'wf-back-to-default')).toEqual([
      { period: 1, component: 'penalty', amount: '200.00' },
      { period: 1, component: 'interest', amount: '50.00' },
    ]);
  });
});
