import Decimal from 'decimal.js';
import { ACCOUNT, INVARIANT_API, type InvariantBreachRow, type InvariantLatestReply } from '@lc/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobQueue } from '../src/lib/jobs';
import { systemClock } from '../src/lib/time';
import { createInvariantService } from '../src/modules/invariant/invariant.service';
import { createLedgerService } from '../src/modules/ledger/ledger.service';
import { creditLine, debitLine } from '../src/modules/ledger/ledger-posting';
import { type Caller, as } from './helpers/as-user';
import { type TestApp, createTestApp } from './helpers/test-app';

const I = INVARIANT_API.endpoints;
const ACTOR = { actorId: null, actorName: 'test', requestId: null, ip: null };

/**
 * The money invariant check (decision 0067) over HTTP on the demo book: it stores each run, lists
 * the latest with its breaches and their two figures, and finds breaches made on purpose here.
 */
describe('money invariant check (/systemSetting/moneyInvariants)', () => {
  let t: TestApp;
  let admin: Caller; // role 1: every permission
  const sql = async <T>(text: string) => (await t.database.executeSql(text)).rows as T[];
  /** A run now, with the envelope: its message says how many breaches it found. */
  const runNow = () => admin.envelope(I.run, { body: {} });
  const breachesOf = (reply: InvariantLatestReply, billId: number) => reply.breaches.filter((b) => b.billId === billId);
  const describeBreach = (b: InvariantBreachRow) => `${b.invariant} bill ${b.billId} ${b.subject ?? ''}: ${b.left} / ${b.right}`;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await as(t, 'admin');
  });
  afterAll(async () => {
    await t.close();
  });

  it('is the admin’s only: finance gets 403 on the page’s reads and on a run', async () => {
    const financeHead = await as(t, 'financeHead'); // role 20: finance director, not given the check
    expect((await financeHead.send(I.latest)).status).toBe(403);
    expect((await financeHead.send(I.run, { body: {} })).status).toBe(403);
  });

  it('answers no run before the first, with every invariant at nil', async () => {
    const res = await admin.send(I.latest);
    expect(res.status).toBe(200);
    const latest = res.reply!;
    expect(latest.run).toBeNull();
    expect(latest.counts.map((c) => c.breaches)).toEqual(latest.counts.map(() => 0));
    expect(latest.counts).toHaveLength(12);
  });

  // The demo's batches, draws, adjustments and collections tell one consistent story.
  it('demo data has no breach', async () => {
    const { data } = await runNow();
    expect(data.breaches.map(describeBreach)).toEqual([]);
  });

  it('stores a run with what it checked, says how many breaches it found, and the latest read shows it', async () => {
    const ran = await runNow();
    expect(ran.msg).toBe(`检查完成，发现${ran.data.run!.breachCount}处不一致`);
    const [loans] = await sql<{ n: string }>(`select count(*) as n from grants where succeeded_amount > 0`);
    expect(ran.data.run).toMatchObject({ trigger: 'manual', loansChecked: Number(loans!.n) });
    expect(ran.data.run!.breachCount).toBe(ran.data.counts.reduce((s, c) => s + c.breaches, 0));
    const latest = await admin.envelope(I.latest, undefined, { headers: { 'accept-language': 'en-US' } });
    expect(latest.data).toEqual(ran.data);
    const [audit] = await sql<{ action: string }>(`select action from audit_log where entity = 'invariant_run' order by id desc limit 1`);
    expect(audit?.action).toBe('run');
  });

  it('finds a loan book changed behind the ledger, with the book’s and the ledger’s figures', async () => {
    // A loan whose principal agrees today: its first instalment's principal is raised by 123.45 in the book only.
    const before = (await runNow()).data;
    const [loan] = await sql<{ id: number; bill_id: number; funding_party: string; outstanding: string; ledger: string }>(`
      select rl.id, rl.bill_id, rl.funding_party,
             (select sum(principal - paid_principal) from repayment_schedules where loan_id = rl.id)::numeric(18,2)::text as outstanding,
             (select coalesce(sum(debit - credit), 0) from ledger_lines
               where account_code = '1301' and bill_id = rl.bill_id and funding_party = rl.funding_party)::numeric(18,2)::text as ledger
        from repayment_loans rl
       where (select count(*) from repayment_loans o where o.bill_id = rl.bill_id) = 1
       order by rl.id`);
    const billId = Number(loan!.bill_id);
    expect(breachesOf(before, billId).filter((b) => b.invariant === 'principalBookMatchesLedger')).toEqual([]);
    await sql(`update repayment_schedules set principal = principal + 123.45
                where id = (select min(id) from repayment_schedules where loan_id = ${loan!.id} and status <> 2)`);

    const after = (await runNow()).data;
    const raised = (Number(loan!.outstanding) * 100 + 12345) / 100;
    expect(breachesOf(after, billId).find((b) => b.invariant === 'principalBookMatchesLedger')).toMatchObject({
      subject: loan!.funding_party,
      left: raised.toFixed(2),
      right: loan!.ledger,
    });
    expect(after.counts.find((c) => c.invariant === 'principalBookMatchesLedger')!.breaches).toBe(
      before.counts.find((c) => c.invariant === 'principalBookMatchesLedger')!.breaches + 1,
    );
    await sql(`update repayment_schedules set principal = principal - 123.45
                where id = (select min(id) from repayment_schedules where loan_id = ${loan!.id} and status <> 2)`);
  });

  it('finds a batch whose use moved without its posting (the trust’s direct funding is not a batch’s)', async () => {
    const before = (await runNow()).data;
    expect(before.breaches.filter((b) => b.invariant === 'partyBorrowingsMatchLedger')).toEqual([]);
    const [batch] = await sql<{ id: number; funding_party: string; used: string }>(
      `select id, funding_party, (withdrawn_amount - repaid_amount)::numeric(18,2)::text as used from batches
        where repaid_amount > 0 and repaid_amount < withdrawn_amount order by id limit 1`,
    );
    // What the party's batches used, all of them, against what their moves posted to 2001.
    const [party] = await sql<{ used: string }>(
      `select sum(withdrawn_amount - repaid_amount)::numeric(18,2)::text as used from batches where funding_party = '${batch!.funding_party}'`,
    );
    await sql(`update batches set repaid_amount = repaid_amount - 0.01 where id = ${batch!.id}`);
    const after = (await runNow()).data;
    expect(after.breaches.filter((b) => b.invariant === 'partyBorrowingsMatchLedger')).toEqual([
      expect.objectContaining({
        subject: batch!.funding_party,
        left: new Decimal(party!.used).plus('0.01').toFixed(2),
        right: party!.used,
      }),
    ]);
    await sql(`update batches set repaid_amount = repaid_amount + 0.01 where id = ${batch!.id}`);
  });

  it('finds principal moved in the ledger without the loan book, and an unbalanced receivable', async () => {
    const [loan] = await sql<{ bill_id: number; funding_party: string; ledger: string }>(`
      select rl.bill_id, rl.funding_party,
             (select coalesce(sum(debit - credit), 0) from ledger_lines
               where account_code = '1301' and bill_id = rl.bill_id and funding_party = rl.funding_party)::numeric(18,2)::text as ledger
        from repayment_loans rl order by rl.id desc limit 1`);
    const billId = Number(loan!.bill_id);
    const ledger = createLedgerService({ db: t.database.db });
    // 1301 up by 500.00 against suspense, and interest receivable 1122 credited 0.01 below nil, through the ledger service.
    await t.database.db.transaction((tx) =>
      ledger.post(tx, ACTOR, {
        eventType: 'adjustment',
        idempotencyKey: 'invariant-test:principal',
        subject: { billId, fundingParty: loan!.funding_party },
        lines: [debitLine(ACCOUNT.loanPrincipal, '500.00'), creditLine(ACCOUNT.suspense, '500.00')],
      }),
    );
    await t.database.db.transaction((tx) =>
      ledger.post(tx, ACTOR, {
        eventType: 'adjustment',
        idempotencyKey: 'invariant-test:receivable',
        subject: { billId, fundingParty: null },
        lines: [debitLine(ACCOUNT.suspense, '0.01'), creditLine(ACCOUNT.interestReceivable, '0.01')],
      }),
    );
    const found = breachesOf((await runNow()).data, billId);
    const moved = ((Number(loan!.ledger) * 100 + 50000) / 100).toFixed(2);
    expect(found.find((b) => b.invariant === 'principalBookMatchesLedger')).toMatchObject({ subject: loan!.funding_party, right: moved });
    expect(found.find((b) => b.invariant === 'principalLedgerMatchesFlows')).toMatchObject({ subject: loan!.funding_party, right: moved });
    const [fees] = await sql<{ balance: string }>(
      `select sum(debit - credit)::numeric(18,2)::text as balance from ledger_lines where account_code = '1122' and bill_id = ${billId}`,
    );
    expect(fees!.balance).toBe('-0.01');
    expect(found.find((b) => b.invariant === 'receivableNotNegative')).toMatchObject({ subject: '1122', left: '0.00', right: '-0.01' });
  });

  it('the nightly job checks once per business day, only after the overdue run has finished it', async () => {
    // The service as its manifest makes it, with the business calendar read from its table (the repayment module's read).
    const calendar = {
      businessDate: async () => {
        const [c] = await sql<{ b: string; o: string }>(
          `select business_date::text as b, overdue_through::text as o from business_calendar`,
        );
        return { businessDate: c!.b, overdueThrough: c!.o };
      },
    };
    const idle = { work: () => undefined, schedule: () => undefined } as unknown as JobQueue;
    const service = createInvariantService({ db: t.database.db, clock: systemClock, jobs: idle, log: t.app.log, calendar });
    const nightlyRuns = async () =>
      Number((await sql<{ n: string }>(`select count(*) as n from invariant_runs where trigger = 'nightly'`))[0]!.n);

    await sql(`update business_calendar set overdue_through = business_date - 1`);
    expect(await service.nightly()).toBeNull();
    expect(await nightlyRuns()).toBe(0);

    await sql(`update business_calendar set overdue_through = business_date`);
    const ran = await service.nightly();
    expect(ran).toMatchObject({ trigger: 'nightly', businessDate: (await calendar.businessDate()).businessDate });
    expect(await service.nightly()).toBeNull();
    expect(await nightlyRuns()).toBe(1);
    const latest = await admin.call(I.latest);
    expect(latest.run).toMatchObject({ id: ran!.id, trigger: 'nightly' });
  });
});
