import Decimal from 'decimal.js';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from './helpers/test-app';

/*
 * Decision 0065, as a property over HTTP: random sequences of withholdings (confirmed, refused, timed
 * out and queried), retries of failed ones, recharges and repayment applications (regular amounts,
 * some far above what is owed) on the demo loan with instalments due. After every sequence the money
 * taken never exceeds what was owed: nothing is held as credit (no prepayment is chosen here), and no
 * instalment's paid figures exceed its schedule. COLLECT_PROPERTY_RUNS sets the runs (default 3).
 */
const RUNS = Number(process.env.COLLECT_PROPERTY_RUNS ?? 3);
const W = '/api/bill/v1/bill/withhold';
const RC = '/api/bill/v1/bill/recharge';
const B = '/api/bill/v1/bill';
type Period = {
  period: number;
  principal: string;
  interest: string;
  penalty: string;
  paidPrincipal: string;
  paidInterest: string;
  paidPenalty: string;
};
type Cmd =
  | { kind: 'withhold'; outcome: 'confirm' | 'fail' | 'timeout' }
  | { kind: 'retry'; outcome: 'confirm' | 'fail' }
  | { kind: 'recharge' | 'repay'; share: number; over: boolean };

const cmd: fc.Arbitrary<Cmd> = fc.oneof(
  fc.record({ kind: fc.constant('withhold' as const), outcome: fc.constantFrom('confirm' as const, 'fail' as const, 'timeout' as const) }),
  fc.record({ kind: fc.constant('retry' as const), outcome: fc.constantFrom('confirm' as const, 'fail' as const) }),
  fc.record({ kind: fc.constantFrom('recharge' as const, 'repay' as const), share: fc.integer({ min: 1, max: 100 }), over: fc.boolean() }),
);

describe('property: a collection never takes more than is owed', () => {
  let t: TestApp;
  const c = {} as Record<'finance' | 'finance2' | 'admin', string>;
  let seq = 0;
  const key = () => `collect-prop-${String(++seq).padStart(5, '0')}`;
  const post = (cookie: string, url: string, payload: object = {}) => t.call({ method: 'POST', url, cookie, payload });
  const ok = async <T>(cookie: string, url: string, payload: object = {}) => {
    const res = await post(cookie, url, payload);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as T;
  };
  /** A refusal is a clear 4xx; a success is 200. Nothing else. */
  const tried = async (cookie: string, url: string, payload: object = {}) => {
    const res = await post(cookie, url, payload);
    expect([200, 409, 422], res.body).toContain(res.statusCode);
    return res.statusCode === 200 ? (res.json().data as { id: number; status: number }) : null;
  };
  let loanId = 0;
  const loan = () => ok<{ credit: string; schedule: Period[] }>(c.admin, `${B}/repayManage/${loanId}`);
  const dueNow = async () =>
    (await ok<{ list: { loanId: number; period: number; due: string }[] }>(c.finance, `${W}/dues`, { pageSize: 50 })).list;

  beforeAll(async () => {
    t = await createTestApp();
    c.finance = await t.login('13800000021');
    c.finance2 = await t.login('13800000020');
    c.admin = await t.login('13800000000');
    const [first] = await dueNow();
    expect(first).toBeDefined();
    loanId = first!.loanId;
  });
  afterAll(() => t.close());

  async function run(step: Cmd) {
    const due = (await dueNow()).find((d) => d.loanId === loanId);
    if (step.kind === 'withhold') {
      if (!due) return;
      await ok(c.finance, `${W}/channel/next`, { outcome: step.outcome });
      const made = await tried(c.finance, W, { loanId, period: due.period, idempotencyKey: key() });
      // A lost answer is settled at once, so the loan's figures are read after it.
      if (made?.status === 4) await tried(c.finance, `${W}/${made.id}/query`);
    } else if (step.kind === 'retry') {
      const failed = (await ok<{ list: { id: number; loanId: number }[] }>(c.finance, `${W}/list`, { status: 3, pageSize: 50 })).list.find(
        (r) => r.loanId === loanId,
      );
      if (!failed) return;
      await ok(c.finance, `${W}/channel/next`, { outcome: step.outcome });
      await tried(c.finance, `${W}/${failed.id}/retry`);
    } else {
      const base = new Decimal(due?.due ?? '100.00');
      const amount = (step.over ? base.times(1000) : base.times(step.share).div(100).toDecimalPlaces(2)).toFixed(2);
      if (new Decimal(amount).lte(0)) return;
      const made =
        step.kind === 'repay'
          ? await tried(c.admin, `${B}/repayApply`, { loanId, amount, idempotencyKey: key() })
          : await tried(c.finance, RC, {
              loanId,
              amount,
              payerName: '王建国',
              transferRef: key(),
              paidOn: '2026-01-01',
              idempotencyKey: key(),
            });
      if (made) await tried(c.finance2, step.kind === 'repay' ? `${B}/repayApply/${made.id}/approve` : `${RC}/${made.id}/approve`);
    }
  }

  it('random withholdings, retries, recharges and repayments never take more than is owed', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(cmd, { minLength: 2, maxLength: 6 }), async (steps) => {
        for (const step of steps) await run(step);
        const after = await loan();
        expect(after.credit).toBe('0.00');
        for (const p of after.schedule) {
          expect(new Decimal(p.paidPrincipal).lte(p.principal), `period ${p.period} principal`).toBe(true);
          expect(new Decimal(p.paidInterest).lte(p.interest), `period ${p.period} interest`).toBe(true);
          expect(new Decimal(p.paidPenalty).lte(p.penalty), `period ${p.period} penalty`).toBe(true);
        }
      }),
      { numRuns: RUNS },
    );
  });
});
