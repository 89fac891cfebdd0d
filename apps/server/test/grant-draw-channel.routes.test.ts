import { GRANT_API } from '@lc/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, asEach } from './helpers/as-user';
import { grantAtFinance as grantAtFinanceOf } from './helpers/grant-at-finance';
import { type TestApp, createTestApp } from './helpers/test-app';

const G = GRANT_API.endpoints;
const WHO = ['admin', 'riskStaff', 'risk', 'vp1', 'vp2', 'finance'] as const;
type Who = (typeof WHO)[number];
const SLOW_MS = 3000;

/**
 * Decision 0052: a draw holds its amount in one transaction, asks the channel outside any, and
 * settles in a second. While a slow channel is answering, the grant is neither locked nor its
 * connection held: other requests on it go through, and see the hold.
 */
describe('a draw asks the payment channel outside its transactions', () => {
  let t: TestApp;
  let c: Record<Who, Caller>;
  const detail = (id: number) => c.finance.call(G.detail, { params: { id } });
  const draw = (id: number, amount: string, idempotencyKey: string) =>
    c.finance.send(G.draw, { params: { id }, body: { amount, idempotencyKey } });
  /** A demo final-approved bill made ready for a grant, requested by riskStaff (31) and approved up to finance. */
  const grantAtFinance = (amount: string) =>
    grantAtFinanceOf(
      t,
      { admin: c.admin.cookie, applicant: c.riskStaff.cookie, risk: c.risk.cookie, vp1: c.vp1.cookie, vp2: c.vp2.cookie },
      amount,
    );

  beforeAll(async () => {
    t = await createTestApp();
    c = await asEach(t, ...WHO);
  });
  afterAll(() => t.close());

  it('holds the amount, then lets reads and other draws on the grant through while the channel is slow', async () => {
    const id = await grantAtFinance('100000.00');
    await c.finance.call(G.channelNext, { body: { outcome: 'confirm', delayMs: SLOW_MS } });
    let slowDone = false;
    const started = Date.now();
    const slow = draw(id, '60000.00', `slow-draw-${id}`).then((res) => ((slowDone = true), res));

    // The hold is committed before the channel answers: the detail shows the draw in progress.
    let held: Awaited<ReturnType<typeof detail>>['draws'][number] | undefined;
    while (!held && !slowDone) {
      held = (await detail(id)).draws.find((d) => d.status === 1);
      if (!held) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(held, 'the held draw was never visible before the channel answered').toMatchObject({ amount: '60000.00', channelRef: null });
    expect((await detail(id)).drawnAmount).toBe('60000.00');
    // A draw beyond what the hold leaves is refused at once, not after the slow channel.
    const beyond = await draw(id, '50000.00', `beyond-draw-${id}`);
    expect([beyond.status, beyond.body.msg]).toEqual([422, '放款金额超出批复金额，剩余可放款40000.00元']);
    // One within it goes through the channel (at once) and settles while the first is still waiting.
    const quick = await draw(id, '40000.00', `quick-draw-${id}`);
    expect(quick.reply, quick.body.msg).toMatchObject({ status: 2, grantStatus: 4 });
    // The same key as the slow draw, while it waits: 409, without asking the channel again (decision 0076).
    const repeat = await draw(id, '60000.00', `slow-draw-${id}`);
    expect([repeat.status, repeat.body.msg]).toEqual([409, '该幂等键的首次请求仍在处理中，请稍后重试']);
    expect(slowDone).toBe(false);
    expect(Date.now() - started).toBeLessThan(SLOW_MS);

    const done = await slow;
    expect(done.reply, done.body.msg).toMatchObject({ id: held!.id, status: 2, grantStatus: 5 });
    // Once it has answered, the same key gets that answer.
    expect((await draw(id, '60000.00', `slow-draw-${id}`)).res.body).toBe(done.res.body);
    const after = await detail(id);
    expect([after.status, after.drawnAmount, after.succeededAmount]).toEqual([5, '100000.00', '100000.00']);
    const { rows } = await t.database.executeSql(
      `select count(*)::int n, coalesce(sum(debit), 0)::text d from ledger_lines where bill_id = ${after.billId} and account_code = '1301'`,
    );
    expect(rows).toEqual([{ n: 2, d: '100000.00' }]);
  });

  it('refuses a simulator delay outside 0–30000 ms', async () => {
    const res = await c.finance.send(G.channelNext, { body: { outcome: 'confirm', delayMs: 30001 } });
    expect([res.status, res.body.msg]).toEqual([400, '模拟延迟须为0到30000毫秒的整数']);
  });
});
