import type { MoneyInvariant } from '@lc/shared';
import Decimal from 'decimal.js';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import type { JobQueue } from '../src/lib/jobs';
import { systemClock } from '../src/lib/time';
import { createInvariantService } from '../src/modules/invariant/invariant.service';
import { type Answer, STAFF, type Staff, moneyOperations, operations, part } from './helpers/money-operations';
import { readyBills } from './helpers/ready-bills';
import { type TestApp, createTestApp } from './helpers/test-app';

/*
 * Issue 28's property (decision 0067): random sequences of money operations on a fresh bill, over
 * HTTP as the demo staff (helpers/money-operations.ts), then every invariant on that bill, loan by
 * loan: the invariant check (no breach on the bill, none new anywhere) and each loan's plan, its
 * principal and its own ledger postings in agreement.
 *
 * MONEY_PROPERTY_RUNS sequences (default 3, so CI stays quick). A failure prints fast-check's seed
 * and path; MONEY_PROPERTY_SEED (and MONEY_PROPERTY_PATH) run them again. A fresh database every
 * MONEY_PROPERTY_PER_DATABASE sequences (default 50) keeps the book, and so each request and the
 * nightly run, as small as the demo's. The decision gives the command for 10,000 on both cores.
 */
const RUNS = Number(process.env.MONEY_PROPERTY_RUNS ?? 3);
const SEED = Number(process.env.MONEY_PROPERTY_SEED ?? Math.floor(Math.random() * 2 ** 31));
const PATH = process.env.MONEY_PROPERTY_PATH;
const PER_DATABASE = Number(process.env.MONEY_PROPERTY_PER_DATABASE ?? 50);
const OPS = { min: 3, max: 20 };
const breachKey = (b: { invariant: string; billId: number | null; subject: string | null; left: string; right: string }) =>
  `${b.invariant} bill ${b.billId} ${b.subject}: ${b.left} / ${b.right}`;

/** What the loans of one bill must show: each figure from its own source. */
async function loanByLoan(t: TestApp, billId: number) {
  const sql = async <T>(text: string) => (await t.database.executeSql(text)).rows as T[];
  const problems: string[] = [];
  // Each loan's own 1301 postings: its grant's draws and their transfers, its principal adjustments,
  // and the receipts on it (applications, withholdings, recharges), each found by the row that posted it.
  const loans = await sql<{
    loan: number;
    principal: string;
    credit: string;
    drawn: string;
    adjusted: string;
    scheduled: string;
    unpaid: string;
    ledger: string;
  }>(`
    with posted(loan_id, entry_id) as (
      select l.id, d.ledger_entry_id from grant_draws d join repayment_loans l on l.grant_id = d.grant_id where d.ledger_entry_id is not null
      union select l.id, x.ledger_entry_id from grant_draw_transfers x join grant_draws d on d.id = x.draw_id
        join repayment_loans l on l.grant_id = d.grant_id where x.ledger_entry_id is not null
      union select l.id, a.ledger_entry_id from loan_adjustments a join repayment_loans l on l.grant_id = a.grant_id where a.ledger_entry_id is not null
      union select loan_id, ledger_entry_id from repayment_applications where ledger_entry_id is not null
      union select loan_id, ledger_entry_id from withhold_requests where ledger_entry_id is not null
      union select loan_id, ledger_entry_id from recharge_records where ledger_entry_id is not null
    )
    select l.id::int loan, l.principal::text, l.credit::text, g.succeeded_amount::text drawn,
           coalesce((select sum(case when a.direction = 1 then a.amount else -a.amount end) from loan_adjustments a
                      where a.grant_id = l.grant_id and a.status = 2 and a.target = 1), 0)::text adjusted,
           coalesce((select sum(s.principal) from repayment_schedules s where s.loan_id = l.id), 0)::text scheduled,
           coalesce((select sum(s.principal - s.paid_principal) from repayment_schedules s where s.loan_id = l.id), 0)::text unpaid,
           coalesce((select sum(x.debit - x.credit) from ledger_lines x join posted p on p.entry_id = x.entry_id
                      where p.loan_id = l.id and x.account_code = '1301'), 0)::text ledger
      from repayment_loans l join grants g on g.id = l.grant_id where l.bill_id = ${billId} order by l.id`);
  for (const l of loans) {
    const say = (what: string, left: string, right: string) => {
      if (!new Decimal(left).eq(right)) problems.push(`loan ${l.loan}: ${what} ${left} / ${right}`);
    };
    const drawnAdjusted = new Decimal(l.drawn).plus(l.adjusted).toFixed(2);
    say('plan principal = drawn ± adjusted', l.scheduled, drawnAdjusted);
    say('loan principal = plan principal', l.principal, l.scheduled);
    say('plan unpaid principal = its 1301 postings', l.unpaid, l.ledger);
    if (new Decimal(l.credit).lt(0)) problems.push(`loan ${l.loan}: credit ${l.credit} below nil`);
  }
  // Nothing moves the bill's 1301 but its loans' postings, and no grant paid out without a loan.
  const [bill] = await sql<{ ledger: string }>(
    `select coalesce(sum(debit - credit), 0)::text ledger from ledger_lines where bill_id = ${billId} and account_code = '1301'`,
  );
  const attributed = loans.reduce((sum, l) => sum.plus(l.ledger), new Decimal(0)).toFixed(2);
  if (!new Decimal(bill!.ledger).eq(attributed)) problems.push(`bill 1301 ${bill!.ledger} / its loans' postings ${attributed}`);
  const orphans = await sql<{ id: number }>(
    `select g.id::int from grants g where g.bill_id = ${billId} and g.succeeded_amount > 0
        and not exists (select 1 from repayment_loans l where l.grant_id = g.id)`,
  );
  for (const o of orphans) problems.push(`grant ${o.id}: paid out with no loan`);
  return problems;
}

/** The app, its staff and its ready bills, on a fresh database every PER_DATABASE sequences. */
function world() {
  let t: TestApp | undefined;
  let used = 0;
  let cookies = {} as Record<Staff, string>;
  let checker: ReturnType<typeof createInvariantService>;
  let bills: ReturnType<typeof readyBills>;
  /** The breaches the fresh database starts with (the demo's own, decision 0067), told apart from new ones. */
  let baseline = new Set<string>();
  return {
    async next() {
      if (!t || used >= PER_DATABASE) {
        await t?.close();
        t = await createTestApp();
        cookies = {} as Record<Staff, string>;
        for (const who of Object.keys(STAFF) as Staff[]) cookies[who] = await t.login(STAFF[who]);
        const idle = { work: () => undefined, schedule: () => undefined } as unknown as JobQueue;
        const calendar = { businessDate: async () => ({ businessDate: '2026-01-01', overdueThrough: '2026-01-01' }) };
        checker = createInvariantService({ db: t.database.db, clock: systemClock, jobs: idle, log: t.app.log, calendar });
        baseline = new Set((await checker.check()).breaches.map(breachKey));
        bills = readyBills(t, cookies.admin, Math.min(PER_DATABASE, RUNS, 50));
        used = 0;
      }
      used++;
      return { t, cookies, checker, baseline, bill: await bills.take() };
    },
    close: () => t?.close(),
  };
}

describe('money invariants under random sequences of money operations', () => {
  const w = world();
  afterAll(() => w.close());

  it('every invariant holds on the sequence’s bill, loan by loan, after each sequence', { timeout: 0 }, async () => {
    const started = Date.now();
    const tally = new Map<string, number>();
    let done = 0;
    /** Where the time goes: milliseconds and count per step. */
    const spent = new Map<string, [number, number]>();
    const timed = async <T>(what: string, step: () => Promise<T>) => {
      const at = performance.now();
      try {
        return await step();
      } finally {
        const [ms, n] = spent.get(what) ?? [0, 0];
        spent.set(what, [ms + performance.now() - at, n + 1]);
      }
    };
    console.info(`money invariants property: ${RUNS} sequences, seed ${SEED}`);
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 10, max: 100 }),
        operations({ minLength: OPS.min, maxLength: OPS.max }),
        async (first, sequence) => {
          const { t, cookies, checker, baseline, bill } = await timed('fresh bill', () => w.next());
          const fail = (message: string): never => {
            throw new Error(message);
          };
          const ops = moneyOperations(t, cookies, bill, fail);
          const report = (answers: Answer[]) =>
            `bill ${bill.billId}, first grant ${first} %\n${JSON.stringify(sequence)}\n${answers.map((a) => JSON.stringify(a)).join('\n')}`;
          try {
            await timed('first grant', () => ops.firstGrant(part(bill.billAmount, first)));
            for (const op of sequence) await timed(op.kind, () => ops.run(op));
          } catch (error) {
            throw new Error(`${(error as Error).message}\n${report(ops.answers)}`);
          }
          for (const a of ops.answers) {
            const k = `${a.op}: ${a.route} ${a.status}${a.msg ? ` ${a.msg.replace(/[\d.]+/g, 'n')}` : ''}`;
            tally.set(k, (tally.get(k) ?? 0) + 1);
          }
          const { breaches } = await timed('check', () => checker.check());
          const found = breaches
            .filter((b) => b.billId === bill.billId || (b.billId === null && !baseline.has(breachKey(b))))
            .map((b) => breachKey({ ...b, invariant: b.invariant as MoneyInvariant }));
          const loans = await timed('loan by loan', () => loanByLoan(t, bill.billId));
          expect([...found, ...loans], report(ops.answers)).toEqual([]);
          if (++done % 200 === 0) console.info(`${done} sequences, ${((Date.now() - started) / done).toFixed(0)} ms each`);
        },
      ),
      { numRuns: RUNS, seed: SEED, ...(PATH ? { path: PATH } : {}) },
    );
    const seconds = (Date.now() - started) / 1000;
    console.info(
      `money invariants property: ${RUNS} sequences in ${seconds.toFixed(1)} s (${((seconds * 1000) / RUNS).toFixed(0)} ms each), seed ${SEED}\n` +
        [...tally.entries()]
          .sort()
          .map(([k, n]) => `${k}: ${n}`)
          .join('\n') +
        '\nms per sequence by step (steps run):\n' +
        [...spent.entries()]
          .sort((a, b) => b[1][0] - a[1][0])
          .map(([k, [ms, n]]) => `${k}: ${(ms / RUNS).toFixed(0)} (${n})`)
          .join(', '),
    );
  });
});
