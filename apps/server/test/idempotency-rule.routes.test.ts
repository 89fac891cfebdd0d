import { randomUUID } from 'node:crypto';
import { BILL_API, type EndpointInput, GRANT_API, MESSAGES, REPAYMENT_API } from '@lc/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billBody } from './bill-fixtures';
import { type Caller, type Sent, asEach } from './helpers/as-user';
import { grantAtFinance } from './helpers/grant-at-finance';
import { type TestApp, createTestApp } from './helpers/test-app';

const R = REPAYMENT_API.endpoints;
const WHO = ['admin', 'sales', 'riskStaff', 'risk', 'vp1', 'vp2', 'finance'] as const;
type RepayBody = EndpointInput<typeof R.repayApply>['body'];

const MISMATCH = MESSAGES.idempotencyMismatch['zh-CN'];
const IN_FLIGHT = MESSAGES.idempotencyInFlight['zh-CN'];

/**
 * Decision 0076: one idempotency rule for every keyed write, shown on a draw, a repayment
 * application and a bill: the same key and body replay the first answer (status and body), the
 * same key with another body is a 422, and a repeat while the first request runs is a 409.
 */
describe('the one idempotency rule', () => {
  let t: TestApp;
  let c: Record<(typeof WHO)[number], Caller>;
  beforeAll(async () => {
    t = await createTestApp();
    c = await asEach(t, ...WHO);
  }, 120_000);
  afterAll(() => t.close());

  const open = (loans: { id: number; status: number }[]) => loans.find((l) => l.status !== 3)!.id;
  const loans = async () => (await c.sales.call(R.repayManage, { body: {} })).list;
  const repayApply = (body: RepayBody) => c.sales.send(R.repayApply, { body });
  const rows = async (sql: string) => Number(((await t.database.executeSql(sql)).rows as { n: number }[])[0]!.n);
  /**
   * Staff's long report holding the keys' table a moment: two requests sent meanwhile reach their
   * claims together (on PGlite every query waits for it; on PostgreSQL the claims wait for the lock).
   * Resolves once the lock is held, with the report's end to wait for: sending only then is what
   * makes the two meet (sent first, the first could finish its write before the lock was taken).
   */
  const busyDatabase = async (): Promise<{ ended: Promise<void> }> => {
    let held!: () => void;
    const locked = new Promise<void>((resolve) => (held = resolve));
    const report = t.database.db.transaction(async (tx) => {
      await tx.execute(sql`lock table idempotency_keys in exclusive mode`);
      held();
      await new Promise((resolve) => setTimeout(resolve, 300));
    });
    await locked;
    return { ended: report };
  };
  /** The rule's three answers for one request, its key held by the first of two concurrent sends. */
  async function expectRule<B>(send: (body: B) => Promise<Sent>, body: B, changed: B) {
    // Two at once: one claims the key, the other arrives while that one's write is not finished.
    const report = await busyDatabase();
    const [a, b] = await Promise.all([send(body), send(body), report.ended]);
    const [first, racing] = a.status === 200 ? [a, b] : [b, a];
    expect(first.status, first.body.msg).toBe(200);
    expect(racing.status, racing.body.msg).toBe(409);
    expect(racing.body).toEqual({ code: 409, msg: IN_FLIGHT, data: null });
    const again = await send(body);
    expect(again.status).toBe(first.status);
    // The replay is the first answer as it was sent, byte for byte.
    expect(again.res.body).toBe(first.res.body);
    const other = await send(changed);
    expect(other.status).toBe(422);
    expect(other.body).toEqual({ code: 422, msg: MISMATCH, data: null });
    return first.body.data as Record<string, unknown>;
  }

  it('a bill: replayed, refused for another body, 409 while the first runs; one bill made', async () => {
    const body = billBody({ idempotencyKey: randomUUID() }) as EndpointInput<typeof BILL_API.endpoints.create>['body'];
    const made = await expectRule((b) => c.sales.send(BILL_API.endpoints.create, { body: b }), body, {
      ...body,
      borrowAmount: '9900000.00',
    });
    expect(await rows(`select count(*)::int n from bills where idempotency_key = '${body.idempotencyKey}'`)).toBe(1);
    expect(made.id).toEqual(expect.any(Number));
  });

  it('a repayment application: the same, one application recorded', async () => {
    const loanId = open(await loans());
    const body = { loanId, amount: '1.00', idempotencyKey: randomUUID() };
    await expectRule(repayApply, body, { ...body, amount: '2.00' });
    expect(await rows(`select count(*)::int n from repayment_applications where idempotency_key = '${body.idempotencyKey}'`)).toBe(1);
  });

  it('a draw: 409 while the bank takes its time, then the first answer; one draw, the bank asked once', async () => {
    const grantId = await grantAtFinance(
      t,
      { admin: c.admin.cookie, applicant: c.riskStaff.cookie, risk: c.risk.cookie, vp1: c.vp1.cookie, vp2: c.vp2.cookie },
      '300000.00',
    );
    const draw = (body: EndpointInput<typeof GRANT_API.endpoints.draw>['body']) =>
      c.finance.send(GRANT_API.endpoints.draw, { params: { id: grantId }, body });
    // The first request stays open inside its run while the simulated bank answers slowly.
    expect((await c.finance.send(GRANT_API.endpoints.channelNext, { body: { outcome: 'confirm', delayMs: 800 } })).status).toBe(200);
    const body = { amount: '100000.00', idempotencyKey: randomUUID() };
    const first = draw(body);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const racing = await draw(body);
    expect(racing.status, racing.body.msg).toBe(409);
    expect(racing.body.msg).toBe(IN_FLIGHT);
    const answered = await first;
    expect(answered.status, answered.body.msg).toBe(200);
    const again = await draw(body);
    expect(again.status).toBe(200);
    expect(again.res.body).toBe(answered.res.body);
    const other = await draw({ ...body, amount: '1.00' });
    expect(other.status).toBe(422);
    expect(other.body).toEqual({ code: 422, msg: MISMATCH, data: null });
    expect(await rows(`select count(*)::int n from grant_draws where idempotency_key = '${body.idempotencyKey}'`)).toBe(1);
  });

  it('a first request that fails releases its key: the same key may be sent again', async () => {
    const list = await loans();
    const key = randomUUID();
    const refused = await repayApply({ loanId: open(list), amount: '99999999.00', idempotencyKey: key });
    expect(refused.status).toBe(422);
    expect(refused.body.msg).not.toBe(MISMATCH);
    const ok = await repayApply({ loanId: open(list), amount: '1.00', idempotencyKey: key });
    expect(ok.status, ok.body.msg).toBe(200);
  });
});
