import { REPAYMENT_API, WITHHOLD_API } from '@lc/shared';
import Decimal from 'decimal.js';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, asEach } from './helpers/as-user';
import { type TestApp, createTestApp } from './helpers/test-app';

/*
 * Decision 0065, as a property over HTTP: random sequences of withholdings (confirmed, refused, timed
 * out and queried), retries of failed ones, recharges and repayment applications (regular amounts,
 * some far above what is owed) on the demo loan with instalments due. After every sequence the money
 * taken never exceeds what was owed: nothing is held as credit (no prepayment is chosen here), and no
 * instalment's paid figures exceed its schedule. COLLECT_PROPERTY_RUNS sets the runs (default 3).
 */
const RUNS = Number(process.env.COLLECT_PROPERTY_RUNS ?? 3);
const W = WITHHOLD_API.endpoints;
const R = REPAYMENT_API.endpoints;
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
  // finance: role 21, withholds and recharges; financeHead: role 20, approves recharges and repayments.
  let c: Record<'finance' | 'financeHead' | 'admin', Caller>;
  let seq = 0;
  const key = () => `collect-prop-${String(++seq).padStart(5, '0')}`;
  /** A refusal is a clear 4xx; a success is 200. Nothing else. */
  const tried = async <Reply>(sending: Promise<{ status: number; reply: Reply | undefined; res: { body: string } }>) => {
    const res = await sending;
    expect([200, 409, 422], res.res.body).toContain(res.status);
    return res.status === 200 ? res.reply! : null;
  };
  let loanId = 0;
  const loan = () => c.admin.call(R.repayManageDetail, { params: { id: loanId } });
  const dueNow = async () => (await c.finance.call(W.dues, { body: { pageSize: 50 } })).list;

  beforeAll(async () => {
    t = await createTestApp();
    c = await asEach(t, 'finance', 'financeHead', 'admin');
    const [first] = await dueNow();
    expect(first).toBeDefined();
    loanId = first!.loanId;
  });
  afterAll(() => t.close());

  async function run(step: Cmd) {
    const due = (await dueNow()).find((d) => d.loanId === loanId);
    if (step.kind === 'withhold') {
      if (!due) return;
      await c.finance.call(W.channelNext, { body: { outcome: step.outcome } });
      const made = await tried(c.finance.send(W.start, { body: { loanId, period: due.period, idempotencyKey: key() } }));
      // A lost answer is settled at once, so the loan's figures are read after it.
      if (made?.status === 4) await tried(c.finance.send(W.query, { params: { id: made.id } }));
    } else if (step.kind === 'retry') {
      const failed = (await c.finance.call(W.deskList, { body: { status: 3, pageSize: 50 } })).list.find((r) => r.loanId === loanId);
      if (!failed) return;
      await c.finance.call(W.channelNext, { body: { outcome: step.outcome } });
      await tried(c.finance.send(W.retry, { params: { id: failed.id } }));
    } else {
      const base = new Decimal(due?.due ?? '100.00');
      const amount = (step.over ? base.times(1000) : base.times(step.share).div(100).toDecimalPlaces(2)).toFixed(2);
      if (new Decimal(amount).lte(0)) return;
      if (step.kind === 'repay') {
        const made = await tried(c.admin.send(R.repayApply, { body: { loanId, amount, idempotencyKey: key() } }));
        if (made) await tried(c.financeHead.send(R.repayApplyApprove, { params: { id: made.id } }));
      } else {
        const made = await tried(
          c.finance.send(W.recharge, {
            body: { loanId, amount, payerName: '王建国', transferRef: key(), paidOn: '2026-01-01', idempotencyKey: key() },
          }),
        );
        if (made) await tried(c.financeHead.send(W.rechargeApprove, { params: { id: made.id } }));
      }
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
