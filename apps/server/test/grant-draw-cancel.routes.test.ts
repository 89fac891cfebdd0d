import { GRANT_API } from '@lc/shared';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJobQueue } from '../src/lib/jobs';
import { type Caller, asEach } from './helpers/as-user';
import { demoMobile } from './helpers/demo-users';
import { grantAtFinance as grantAtFinanceOf } from './helpers/grant-at-finance';
import { type TestApp, createTestApp } from './helpers/test-app';

const G = GRANT_API.endpoints;
const WHO = ['admin', 'riskStaff', 'risk', 'vp1', 'vp2', 'finance'] as const;
type Who = (typeof WHO)[number];

/**
 * Decision 0052: finance cancels a draw that has not paid out (5) once the channel confirms it will
 * not pay, releasing its hold; draws stuck in progress (the process died between the hold and the
 * channel's answer) are settled by the recovery job, asking the channel by their reference.
 */
describe('cancelled and stuck draws', () => {
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
  const next = async (outcome: 'confirm' | 'fail' | 'timeout') =>
    expect((await c.finance.send(G.channelNext, { body: { outcome } })).status).toBe(200);
  let seq = 0;
  const draw = (id: number, amount: string) =>
    c.finance.call(G.draw, { params: { id }, body: { amount, idempotencyKey: `cancel-test-${(seq += 1)}-${Date.now()}` } });
  const cancel = (id: number, drawId: number) => c.finance.send(G.cancelDraw, { params: { id, drawId } });
  const sql = async <T>(text: string) => (await t.database.executeSql(text)).rows as T[];
  const audits = async (drawId: number, action: string) =>
    (
      await sql<{ n: number }>(
        `select count(*)::int n from audit_log where entity = 'grant_draw' and entity_id = '${drawId}' and action = '${action}'`,
      )
    )[0]!.n;
  /** Sends the recovery job to the app's worker and waits until it has run. */
  const runRecovery = async () => {
    const jobs = createJobQueue({ database: t.database, log: pino({ level: 'silent' }), runWorkers: false });
    await jobs.start();
    const jobId = await jobs.send('grant-draw-recovery', {});
    await jobs.stop();
    for (let i = 0; i < 300; i += 1) {
      const [job] = await sql<{ state: string }>(`select state from pgboss.job where id = '${jobId}'`);
      if (job?.state === 'completed') return;
      expect(job?.state).not.toBe('failed');
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('recovery job did not run');
  };

  beforeAll(async () => {
    t = await createTestApp({ env: { JOB_WORKERS: '1' } });
    c = await asEach(t, ...WHO);
  });
  afterAll(() => t.close());

  it('cancels a failed draw and one the channel stopped, releasing the hold; refuses one that paid', async () => {
    const id = await grantAtFinance('300000.00');

    await next('fail');
    const failed = await draw(id, '100000.00');
    expect(failed.status).toBe(3);
    const first = await cancel(id, failed.id);
    expect([first.status, first.reply?.status], first.body.msg).toEqual([200, 5]);
    expect((await detail(id)).drawnAmount).toBe('0.00');
    // A repeat answers the cancelled draw; nothing moves twice.
    const again = await cancel(id, failed.id);
    expect([again.status, again.reply?.status]).toEqual([200, 5]);
    expect(await audits(failed.id, 'cancel')).toBe(1);

    // In progress, no answer: it holds its amount until the channel says it stopped the transfer.
    await next('timeout');
    const pending = await draw(id, '120000.00');
    expect(pending.status).toBe(1);
    expect((await detail(id)).drawnAmount).toBe('120000.00');
    await next('timeout');
    const undecided = await cancel(id, pending.id);
    expect([undecided.status, undecided.body.msg]).toEqual([409, '支付通道尚不能确认该转账不会出款，请稍后再试']);
    expect((await drawOf(id, pending.id)).status).toBe(1);
    const stopped = await cancel(id, pending.id);
    expect([stopped.status, stopped.reply?.status], stopped.body.msg).toEqual([200, 5]);
    expect((await detail(id)).drawnAmount).toBe('0.00');
    expect(await audits(pending.id, 'cancel')).toBe(1);
    // The channel refuses the stopped transfer from now on: settling it cannot pay it.
    expect((await c.finance.send(G.settleDraw, { params: { id, drawId: pending.id } })).status).toBe(409);

    // One that paid meanwhile cannot be cancelled: it is recorded as the success it is, and posted.
    await next('timeout');
    const paid = await draw(id, '50000.00');
    await next('confirm');
    const late = await cancel(id, paid.id);
    expect([late.status, late.body.msg]).toEqual([409, '支付通道已出款，不能取消；该放款已记为成功']);
    const settled = await drawOf(id, paid.id);
    expect([settled.status, settled.ledgerEntryId !== null]).toEqual([2, true]);
    expect((await cancel(id, paid.id)).status).toBe(409);
    const after = await detail(id);
    expect([after.status, after.drawnAmount, after.succeededAmount]).toEqual([4, '50000.00', '50000.00']);

    // The released amount can be drawn again, to the approved total.
    const rest = await draw(id, '250000.00');
    expect([rest.status, rest.grantStatus]).toEqual([2, 5]);
  });

  it('settles stuck draws by their reference: a transfer that paid posts, one never received fails and frees its hold', async () => {
    const id = await grantAtFinance('200000.00');
    // A transfer the channel received, whose process died before it recorded the answer or even the reference.
    await next('timeout');
    const received = await draw(id, '60000.00');
    await sql(`update grant_draws set channel_ref = null, created_at = now() - interval '10 minutes' where id = ${received.id}`);
    // A hold whose process died before it asked the channel at all.
    const [finance] = await sql<{ id: number }>(`select id from users where mobile = '${demoMobile('finance')}'`);
    const [lost] = await sql<{ id: number }>(
      `insert into grant_draws (grant_id, amount, status, idempotency_key, created_by, created_by_name, created_at)
       values (${id}, 40000.00, 1, 'lost-hold-${Date.now()}', ${finance!.id}, '财务', now() - interval '10 minutes') returning id`,
    );
    await sql(`update grants set drawn_amount = drawn_amount + 40000.00 where id = ${id}`);
    // A recent one is still the original request's business.
    await next('timeout');
    const recent = await draw(id, '30000.00');
    expect((await detail(id)).drawnAmount).toBe('130000.00');

    await next('confirm');
    await runRecovery();

    const ok = await drawOf(id, received.id);
    expect([ok.status, ok.channelRef, ok.ledgerEntryId !== null]).toEqual([2, `LC-DRAW-${received.id}`, true]);
    const [posted] = await sql<{ d: string }>(
      `select coalesce(sum(debit), 0)::text d from ledger_lines where entry_id = ${ok.ledgerEntryId} and account_code = '1301'`,
    );
    expect(Number(posted!.d)).toBe(60000);
    const gone = await drawOf(id, Number(lost!.id));
    expect([gone.status, gone.failureReason]).toEqual([3, 'grantChannelNotReceived']);
    expect((await drawOf(id, recent.id)).status).toBe(1);
    const after = await detail(id);
    expect([after.status, after.drawnAmount, after.succeededAmount]).toEqual([4, '90000.00', '60000.00']);
    expect(await audits(received.id, 'confirmed')).toBe(1);
    expect(await audits(Number(lost!.id), 'failed')).toBe(1);

    // A second run finds nothing more to do.
    await runRecovery();
    expect((await detail(id)).drawnAmount).toBe('90000.00');
  });
});
