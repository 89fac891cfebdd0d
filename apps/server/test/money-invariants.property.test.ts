import { type MoneyInvariant, addDays } from '@lc/shared';
import Decimal from 'decimal.js';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobQueue } from '../src/lib/jobs';
import { systemClock } from '../src/lib/time';
import { createInvariantService } from '../src/modules/invariant/invariant.service';
import { grantAtFinance } from './helpers/grant-at-finance';
import { B, G, USERS, type Who } from './helpers/settlement-setup';
import { type TestApp, createTestApp } from './helpers/test-app';

/*
 * Issue 28's property (decision 0067): random sequences of money operations on a fresh bill, over
 * HTTP as the demo staff, then the invariant check over the whole book: no breach on that bill.
 * MONEY_PROPERTY_RUNS sequences (default 3, so CI stays quick); see the decision for throughput.
 */
const RUNS = Number(process.env.MONEY_PROPERTY_RUNS ?? 3);
const OPS = { min: 3, max: 12 };
const GRANT = '300000.00';

type Op =
  | { kind: 'draw' | 'partialDraw'; share: number; outcome: 'confirm' | 'fail' | 'timeout' }
  | { kind: 'settleDraw' }
  | { kind: 'request'; share: number }
  | { kind: 'repay'; share: number }
  | { kind: 'settle'; extra: number }
  | { kind: 'refund'; share: number }
  | { kind: 'nightly'; days: number };
type Kind = Op['kind'];

/**
 * Operation kinds left out of the generated sequences because today's main lets them break an
 * invariant (the defects issue 28 names, fixed in parallel). The lead empties this list once the
 * fixes are merged; each entry says what it broke.
 */
export const KNOWN_BREAKING_OPERATIONS: readonly Kind[] = [
  // The schedule is made on the grant's whole amount at the first draw (decision 0031), so after a
  // partial draw a settlement repays principal never drawn: 1301 goes below nil
  // (principalBookMatchesLedger 0.00 / -282000.00, interestOnDrawnPrincipal 18000.00 / 300000.00).
  'partialDraw',
];

const share = fc.integer({ min: 1, max: 100 });
const outcome = fc.constantFrom('confirm' as const, 'fail' as const, 'timeout' as const);
const ops: fc.Arbitrary<Op>[] = [
  fc.record({ kind: fc.constant('draw' as const), share: fc.constant(100), outcome }),
  fc.record({ kind: fc.constant('partialDraw' as const), share: fc.integer({ min: 1, max: 99 }), outcome }),
  fc.record({ kind: fc.constant('settleDraw' as const) }),
  fc.record({ kind: fc.constant('request' as const), share }),
  fc.record({ kind: fc.constant('repay' as const), share }),
  fc.record({ kind: fc.constant('settle' as const), extra: fc.integer({ min: 0, max: 500 }) }),
  fc.record({ kind: fc.constant('refund' as const), share }),
  fc.record({ kind: fc.constant('nightly' as const), days: fc.integer({ min: 1, max: 45 }) }),
];
const allowed = fc.oneof(...ops.filter((a) => !KNOWN_BREAKING_OPERATIONS.includes(fc.sample(a, 1)[0]!.kind)));

/** A share (1–100 %) of an amount, to the fen, at least 0.01. */
const part = (amount: string, pct: number) =>
  Decimal.max('0.01', new Decimal(amount).mul(pct).div(100).toDecimalPlaces(2, Decimal.ROUND_DOWN)).toFixed(2);

describe('money invariants under random sequences of money operations', () => {
  let t: TestApp;
  const c = {} as Record<Who, string>;
  let checker: ReturnType<typeof createInvariantService>;
  let seq = 0;

  beforeAll(async () => {
    t = await createTestApp();
    for (const who of Object.keys(USERS) as Who[]) c[who] = await t.login(USERS[who]);
    const idle = { work: () => undefined, schedule: () => undefined } as unknown as JobQueue;
    const calendar = { businessDate: async () => ({ businessDate: '2026-01-01', overdueThrough: '2026-01-01' }) };
    checker = createInvariantService({ db: t.database.db, clock: systemClock, jobs: idle, log: t.app.log, calendar });
  });
  afterAll(() => t.close());

  const post = async (who: Who, url: string, payload: object = {}) => {
    const res = await t.call({ method: 'POST', url, cookie: c[who], payload });
    // A refusal (4xx) is an answer; a server error never is.
    expect(res.statusCode, `${url}: ${res.body}`).toBeLessThan(500);
    return res;
  };
  const sql = async <T>(text: string) => (await t.database.executeSql(text)).rows as T[];
  const loanOf = async (billId: number) =>
    (
      await sql<{ id: number; credit: string }>(
        `select id, credit::text from repayment_loans where bill_id = ${billId} order by id limit 1`,
      )
    )[0];

  /** Records an application as the admin and posts it as finance (decision 0041). */
  async function apply(body: object) {
    const made = await post('admin', `${B}/repayApply`, body);
    if (made.statusCode !== 200) return;
    await post('finance', `${B}/repayApply/${made.json().data.id as number}/approve`);
  }

  async function perform(op: Op, billId: number, grantId: number, key: string) {
    const loan = await loanOf(billId);
    switch (op.kind) {
      case 'draw':
      case 'partialDraw': {
        const g = (
          await sql<{ amount: string; drawn: string }>(`select amount::text, drawn_amount::text as drawn from grants where id = ${grantId}`)
        )[0]!;
        const left = new Decimal(g.amount).minus(g.drawn);
        if (left.lte(0)) return;
        await post('finance', `${G}/channel/next`, { outcome: op.outcome });
        await post('finance', `${G}/${grantId}/draws`, { amount: part(left.toFixed(2), op.share), idempotencyKey: key });
        return;
      }
      case 'settleDraw': {
        const [pending] = await sql<{ id: number }>(
          `select id from grant_draws where grant_id = ${grantId} and status = 1 order by id limit 1`,
        );
        if (pending) await post('finance', `${G}/${grantId}/draws/${pending.id}/settle`);
        return;
      }
      case 'request': {
        const [card] = await sql<{ card_id: number }>(`select card_id from grants where id = ${grantId}`);
        await post('applicant', G, { billId, amount: part(GRANT, op.share), cardId: Number(card!.card_id), fundingParty: 'hnxiaodai' });
        return;
      }
      case 'repay':
        if (loan) await apply({ loanId: Number(loan.id), amount: part('50000.00', op.share), idempotencyKey: key });
        return;
      case 'settle': {
        if (!loan) return;
        const quote = await post('admin', `${B}/prepaymentQuote/${loan.id}`);
        if (quote.statusCode !== 200) return;
        const toPay = Decimal.max('0.01', new Decimal(quote.json().data.toPay ?? quote.json().data.total).plus(op.extra));
        await apply({ loanId: Number(loan.id), amount: toPay.toFixed(2), idempotencyKey: key, settle: true });
        return;
      }
      case 'refund':
        if (loan && new Decimal(loan.credit).gt(0))
          await apply({ loanId: Number(loan.id), amount: part(loan.credit, op.share), idempotencyKey: key, refund: true });
        return;
      case 'nightly': {
        const date = (await post('admin', `${B}/businessDate`)).json().data?.businessDate as string | undefined;
        const [cal] = await sql<{ d: string }>(`select business_date::text as d from business_calendar`);
        await post('admin', `${B}/businessDate/advance`, { businessDate: addDays(date ?? cal!.d, op.days) });
        return;
      }
    }
  }

  it('every invariant holds on the sequence’s bill after each sequence', { timeout: 0 }, async () => {
    const started = Date.now();
    await fc.assert(
      fc.asyncProperty(fc.array(allowed, { minLength: OPS.min, maxLength: OPS.max }), async (sequence) => {
        const n = ++seq;
        const grantId = await grantAtFinance(t, c, GRANT);
        const [g] = await sql<{ bill_id: number }>(`select bill_id from grants where id = ${grantId}`);
        const billId = Number(g!.bill_id);
        for (const [i, op] of sequence.entries()) await perform(op, billId, grantId, `prop-${n}-${i}`);
        const { breaches } = await checker.check();
        const ours = breaches.filter((b) => b.billId === billId);
        expect(
          ours.map((b) => `${b.invariant as MoneyInvariant}: ${b.left} / ${b.right}`),
          JSON.stringify(sequence),
        ).toEqual([]);
      }),
      { numRuns: RUNS },
    );
    console.info(`money invariants property: ${RUNS} sequences in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  });
});
