import { ACCOUNT, LEDGER_API } from '@lc/shared';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PostingLine } from '../src/modules/ledger/ledger-posting';
import { type LedgerService, createLedgerService } from '../src/modules/ledger/ledger.service';
import { type Caller, as } from './helpers/as-user';
import { type TestApp, createTestApp } from './helpers/test-app';

/*
 * 10,000 random money operations (5 runs of 2,000) through the posting service, each in its own
 * transaction. The expectation is kept independently of the ledger, in BigInt fen: every
 * account's movement, and each loan's principal = disbursed − principal repaid, reversals undone.
 */
const RUNS = 5;
const OPS_PER_RUN = 2_000;
const LOANS = 25;
const ACTOR = { actorId: null, actorName: 'property', requestId: null, ip: null };

type Kind = 'disburse' | 'fee' | 'accrue' | 'repayInterest' | 'repayPrincipal' | 'repayBoth';
type Op = { kind: Kind; loan: number; fen: bigint; interestFen: bigint } | { kind: 'reverse'; pick: number };

const fen = fc.bigInt({ min: 1n, max: 100_000_000_00n });
const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    kind: fc.constantFrom<Kind>('disburse', 'fee', 'accrue', 'repayInterest', 'repayPrincipal', 'repayBoth'),
    loan: fc.nat({ max: LOANS - 1 }),
    fen,
    interestFen: fen,
  }),
  fc.record({ kind: fc.constant('reverse' as const), pick: fc.nat() }),
);

/** Fen to a yuan string by integer arithmetic only ("12345.06"). */
const yuan = (f: bigint) => `${f / 100n}.${(f % 100n).toString().padStart(2, '0')}`;
/** A yuan string to fen, by text only. */
const toFen = (s: string) => {
  const [whole = '0', part = ''] = s.replace('-', '').split('.');
  const v = BigInt(whole) * 100n + BigInt(part.padEnd(2, '0'));
  return s.startsWith('-') ? -v : v;
};

/** The lines of one operation, and its effect on each account (debit positive) as the model sees it. */
function linesOf(o: Exclude<Op, { kind: 'reverse' }>, billId: number): { lines: PostingLine[]; effect: [string, bigint][] } {
  const move = (debit: PostingLine['account'], credit: PostingLine['account'], amount: bigint) => ({
    lines: [
      { account: debit, debit: yuan(amount), billId },
      { account: credit, credit: yuan(amount), billId },
    ],
    effect: [
      [debit, amount],
      [credit, -amount],
    ] as [string, bigint][],
  });
  switch (o.kind) {
    case 'disburse':
      return move(ACCOUNT.loanPrincipal, ACCOUNT.bank, o.fen);
    case 'fee':
      return move(ACCOUNT.feesReceivable, ACCOUNT.feeIncome, o.fen);
    case 'accrue':
      return move(ACCOUNT.interestReceivable, ACCOUNT.interestIncome, o.fen);
    case 'repayInterest':
      return move(ACCOUNT.bank, ACCOUNT.interestReceivable, o.fen);
    case 'repayPrincipal':
      return move(ACCOUNT.bank, ACCOUNT.loanPrincipal, o.fen);
    case 'repayBoth':
      return {
        lines: [
          { account: ACCOUNT.bank, debit: yuan(o.fen + o.interestFen), billId },
          { account: ACCOUNT.loanPrincipal, credit: yuan(o.fen), billId },
          { account: ACCOUNT.interestReceivable, credit: yuan(o.interestFen), billId },
        ],
        effect: [
          [ACCOUNT.bank, o.fen + o.interestFen],
          [ACCOUNT.loanPrincipal, -o.fen],
          [ACCOUNT.interestReceivable, -o.interestFen],
        ],
      };
  }
}

describe('the ledger under random money operations', () => {
  let t: TestApp;
  let ledger: LedgerService;
  let finance: Caller;
  let execution = 0;

  beforeAll(async () => {
    t = await createTestApp();
    ledger = createLedgerService({ db: t.database.db });
    finance = await as(t, 'finance');
  });
  afterAll(() => t.close());

  const netByAccount = async () => {
    const tb = await finance.call(LEDGER_API.endpoints.trialBalance);
    expect(tb.debit).toBe(tb.credit);
    return new Map(tb.accounts.map((a) => [a.code, toFen(a.debit) - toFen(a.credit)]));
  };

  it('balances (debits = credits) and keeps each loan at disbursed − repaid', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: OPS_PER_RUN, maxLength: OPS_PER_RUN }), async (ops) => {
        const run = ++execution;
        const billOf = (loan: number) => 1_000_000 + run * 100 + loan;
        const before = await netByAccount();
        const expected = new Map<string, bigint>();
        const principal = new Map<number, bigint>();
        const book = (effect: [string, bigint][], billId: number, sign: bigint) => {
          for (const [code, amount] of effect) {
            expected.set(code, (expected.get(code) ?? 0n) + sign * amount);
            if (code === ACCOUNT.loanPrincipal) principal.set(billId, (principal.get(billId) ?? 0n) + sign * amount);
          }
        };
        const posted: { entryId: number; effect: [string, bigint][]; billId: number; reversed: boolean }[] = [];

        for (const [i, o] of ops.entries()) {
          if (o.kind === 'reverse') {
            const target = posted.length ? posted[o.pick % posted.length] : undefined;
            if (!target || target.reversed) continue;
            await t.database.db.transaction((tx) => ledger.reverse(tx, ACTOR, target.entryId, `p${run}:${i}:reverse`));
            target.reversed = true;
            book(target.effect, target.billId, -1n);
            continue;
          }
          const billId = billOf(o.loan);
          const { lines, effect } = linesOf(o, billId);
          const eventType =
            o.kind === 'disburse' ? 'disbursement' : o.kind === 'fee' ? 'fee' : o.kind === 'accrue' ? 'interestAccrual' : 'repayment';
          const { entry } = await t.database.db.transaction((tx) =>
            ledger.post(tx, ACTOR, { eventType, idempotencyKey: `p${run}:${i}`, subject: { billId, fundingParty: 'SELF' }, lines }),
          );
          posted.push({ entryId: entry.id, effect, billId, reversed: false });
          book(effect, billId, 1n);
        }

        const after = await netByAccount();
        for (const code of new Set([...before.keys(), ...after.keys(), ...expected.keys()])) {
          expect({ code, moved: (after.get(code) ?? 0n) - (before.get(code) ?? 0n) }).toEqual({ code, moved: expected.get(code) ?? 0n });
        }
        for (let loan = 0; loan < LOANS; loan++) {
          const billId = billOf(loan);
          const statement = await finance.call(LEDGER_API.endpoints.loanStatement, { params: { billId } });
          const onBooks = statement.balances.find((b) => b.code === ACCOUNT.loanPrincipal)?.balance ?? '0.00';
          expect({ billId, principal: toFen(onBooks) }).toEqual({ billId, principal: principal.get(billId) ?? 0n });
        }
      }),
      { numRuns: RUNS, endOnFailure: true },
    );
  }, 900_000);
});
