import { GRANT_API, LEDGER_API, REPAYMENT_API, addDays } from '@lc/shared';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJobQueue } from '../src/lib/jobs';
import { type Caller, asEach } from './helpers/as-user';
import { grantAtFinance as grantAtFinanceOf } from './helpers/grant-at-finance';
import { type TestApp, createTestApp } from './helpers/test-app';

const G = GRANT_API.endpoints;
const WHO = ['admin', 'riskStaff', 'risk', 'vp1', 'vp2', 'finance'] as const;
type Who = (typeof WHO)[number];

/**
 * Decision 0052, draw statuses 0 and 4: a draw booked for a later payment date holds its amount
 * pending until the due job sends it on its day; a draw above the channel's per-transfer limit goes
 * out as several transfers, and when some fail it is partly succeeded (4), its paid part posted and
 * its failed part released, until a retry sends the rest.
 */
describe('pending and split draws', () => {
  let t: TestApp;
  let c: Record<Who, Caller>;
  /** A grant waiting at finance, requested by riskStaff (31) and approved by risk, vp1 and vp2. */
  const grantAtFinance = (amount: string) =>
    grantAtFinanceOf(
      t,
      { admin: c.admin.cookie, applicant: c.riskStaff.cookie, risk: c.risk.cookie, vp1: c.vp1.cookie, vp2: c.vp2.cookie },
      amount,
    );
  const detail = (id: number) => c.finance.call(G.detail, { params: { id } });
  const drawOf = async (id: number, drawId: number) => (await detail(id)).draws.find((d) => d.id === drawId)!;
  let seq = 0;
  const key = () => `split-test-${(seq += 1)}-${Date.now()}`;
  const draw = (id: number, amount: string, payDate?: string) =>
    c.finance.send(G.draw, { params: { id }, body: { amount, idempotencyKey: key(), ...(payDate ? { payDate } : {}) } });
  const retry = (id: number, drawId: number, idempotencyKey: string) =>
    c.finance.send(G.retryDraw, { params: { id, drawId }, body: { idempotencyKey } });
  const cancel = (id: number, drawId: number) => c.finance.call(G.cancelDraw, { params: { id, drawId } });
  const businessDate = async () => (await c.admin.call(REPAYMENT_API.endpoints.businessDate)).businessDate;
  const sql = async <T>(text: string) => (await t.database.executeSql(text)).rows as T[];
  const runJob = async (name: string) => {
    const jobs = createJobQueue({ database: t.database, log: pino({ level: 'silent' }), runWorkers: false });
    await jobs.start();
    const jobId = await jobs.send(name, {});
    await jobs.stop();
    for (let i = 0; i < 300; i += 1) {
      const [job] = await sql<{ state: string }>(`select state from pgboss.job where id = '${jobId}'`);
      if (job?.state === 'completed') return;
      expect(job?.state).not.toBe('failed');
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`${name} did not run`);
  };
  /** The draw's postings: one entry per paid transfer, each balanced. */
  const postings = (drawId: number) =>
    sql<{ key: string; d: string; c: string; p: string }>(
      `select e.idempotency_key key, sum(l.debit)::text d, sum(l.credit)::text c,
              sum(case when l.account_code = '1301' then l.debit else 0 end)::text p
       from ledger_entries e join ledger_lines l on l.entry_id = e.id
       where e.idempotency_key like 'draw:${drawId}:%' group by e.idempotency_key order by e.idempotency_key`,
    );
  const trialBalanced = async () => {
    const trial = await c.finance.call(LEDGER_API.endpoints.trialBalance);
    expect(trial.debit).toBe(trial.credit);
  };

  beforeAll(async () => {
    t = await createTestApp({ env: { JOB_WORKERS: '1' } });
    c = await asEach(t, ...WHO);
  });
  afterAll(() => t.close());

  it('splits a draw above the limit; a failed transfer leaves it partly succeeded (4) until a retry sends the rest', async () => {
    const id = await grantAtFinance('300000.00');
    const set = await c.finance.send(G.channelTransfers, { body: { limit: '100000.00', failNth: [2] } });
    expect([set.status, set.reply?.limit], set.body.msg).toEqual([200, '100000.00']);

    const res = await draw(id, '250000.00');
    expect(res.status, res.body.msg).toBe(200);
    const split = res.reply!;
    expect([split.status, split.grantStatus]).toEqual([4, 4]);
    expect(split.transfers.map((x) => [x.seq, x.amount, x.status, x.reference])).toEqual([
      [1, '100000.00', 2, `LC-DRAW-${split.id}-1`],
      [2, '100000.00', 3, `LC-DRAW-${split.id}-2`],
      [3, '50000.00', 2, `LC-DRAW-${split.id}-3`],
    ]);
    // The paid part posts (one balanced entry per transfer); the failed part's hold is released.
    expect(await postings(split.id)).toEqual([
      { key: `draw:${split.id}:1`, d: '100000.00', c: '100000.00', p: '100000.00' },
      { key: `draw:${split.id}:3`, d: '50000.00', c: '50000.00', p: '50000.00' },
    ]);
    let now = await detail(id);
    expect([now.status, now.drawnAmount, now.succeededAmount]).toEqual([4, '150000.00', '150000.00']);
    await trialBalanced();

    // The approved amount caps the retry too: a pending draw holds part of it, so the rest does not fit.
    const day = await businessDate();
    const pending = (await draw(id, '60000.00', addDays(day, 3))).reply!;
    expect([pending.status, pending.payDate]).toEqual([0, addDays(day, 3)]);
    const retryKey = key();
    const refused = await retry(id, split.id, retryKey);
    expect([refused.status, refused.body.msg]).toEqual([422, '放款金额超出批复金额，剩余可放款90000.00元']);
    expect((await drawOf(id, split.id)).status).toBe(4);
    expect((await cancel(id, pending.id)).status).toBe(5);

    // The retry sends only the failed remainder, under a new key; the draw is then 2 and the grant 5.
    const retryKey2 = key();
    const retried = await retry(id, split.id, retryKey2);
    expect(retried.status, retried.body.msg).toBe(200);
    const done = retried.reply!;
    expect([done.status, done.grantStatus]).toEqual([2, 4]);
    expect(done.transfers.map((x) => [x.seq, x.amount, x.status])).toEqual([
      [1, '100000.00', 2],
      [2, '100000.00', 3],
      [3, '50000.00', 2],
      [4, '100000.00', 2],
    ]);
    const again = await retry(id, split.id, retryKey2);
    expect([again.status, again.reply?.transfers.length]).toEqual([200, 4]);
    expect((await postings(split.id)).map((p) => p.p)).toEqual(['100000.00', '50000.00', '100000.00']);
    now = await detail(id);
    expect([now.drawnAmount, now.succeededAmount]).toEqual(['250000.00', '250000.00']);
    // Only a partly succeeded draw can be retried.
    expect((await retry(id, split.id, key())).status).toBe(409);
    const last = await draw(id, '50000.00');
    expect([last.reply?.status, last.reply?.grantStatus]).toEqual([2, 5]);
    // The grant's postings list every entry: the split draw's three paid transfers and the last draw's own.
    const book = await detail(id);
    const paidTransfers = book.draws.find((d) => d.id === split.id)!.transfers.filter((x) => x.status === 2);
    const lastEntry = book.draws.find((d) => d.id === last.reply!.id)!.ledgerEntryId;
    expect(book.postingTotal).toBe(4);
    expect(new Set(book.postings.map((p) => p.entryId))).toEqual(new Set([...paidTransfers.map((x) => x.ledgerEntryId), lastEntry]));
    await trialBalanced();
    await c.finance.call(G.channelTransfers, { body: { limit: '5000000.00' } });
  });

  it('books a draw for a later payment date pending (0), holding its amount, and sends it on its day', async () => {
    const id = await grantAtFinance('200000.00');
    const day = await businessDate();
    const past = await draw(id, '10000.00', addDays(day, -1));
    expect([past.status, past.body.msg]).toEqual([422, `付款日期不能早于当前业务日期${day}`]);

    const later = (await draw(id, '120000.00', addDays(day, 2))).reply!;
    const kept = (await draw(id, '30000.00', addDays(day, 1))).reply!;
    expect([later.status, kept.status]).toEqual([0, 0]);
    expect((await detail(id)).drawnAmount).toBe('150000.00');
    // Pending draws count against the approved amount.
    const beyond = await draw(id, '50000.01');
    expect(beyond.status).toBe(422);
    // Today's date is sent at once, as a draw without a date.
    const today = (await draw(id, '20000.00', day)).reply!;
    expect([today.status, today.payDate]).toEqual([2, null]);
    expect((await cancel(id, kept.id)).status).toBe(5);
    expect((await detail(id)).drawnAmount).toBe('140000.00');

    await runJob('grant-draw-due');
    expect((await drawOf(id, later.id)).status).toBe(0);
    await c.admin.call(REPAYMENT_API.endpoints.advanceBusinessDate, { body: { businessDate: addDays(day, 2) } });
    await runJob('grant-draw-due');

    const sent = await drawOf(id, later.id);
    expect([sent.status, sent.ledgerEntryId !== null]).toEqual([2, true]);
    expect((await drawOf(id, kept.id)).status).toBe(5);
    const after = await detail(id);
    expect([after.status, after.drawnAmount, after.succeededAmount]).toEqual([4, '140000.00', '140000.00']);
    const [posted] = await sql<{ d: string }>(
      `select sum(debit)::text d from ledger_lines where entry_id = ${sent.ledgerEntryId} and account_code = '1301'`,
    );
    expect(posted!.d).toBe('120000.00');
    await trialBalanced();
  });
});
