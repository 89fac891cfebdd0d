import { randomUUID } from 'node:crypto';
import { BILL_API, type Endpoint, GRANT_API, MESSAGES, REPAYMENT_API, endpointUrl } from '@lc/shared';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billBody } from './bill-fixtures';
import { grantAtFinance } from './helpers/grant-at-finance';
import { type TestApp, createTestApp } from './helpers/test-app';

const USERS = {
  admin: '13800000000',
  sales: '13800000011',
  applicant: '13800000031',
  risk: '13800000010',
  vp1: '13800000022',
  vp2: '13800000023',
  finance: '13800000021',
} as const;
type Who = keyof typeof USERS;

const MISMATCH = MESSAGES.idempotencyMismatch['zh-CN'];
const IN_FLIGHT = MESSAGES.idempotencyInFlight['zh-CN'];

/**
 * Decision 0076: one idempotency rule for every keyed write, shown on a draw, a repayment
 * application and a bill: the same key and body replay the first answer (status and body), the
 * same key with another body is a 422, and a repeat while the first request runs is a 409.
 */
describe('the one idempotency rule', () => {
  let t: TestApp;
  const c = {} as Record<Who, string>;
  beforeAll(async () => {
    t = await createTestApp();
    for (const [who, mobile] of Object.entries(USERS)) c[who as Who] = await t.login(mobile);
  }, 120_000);
  afterAll(() => t.close());

  const call = (who: Who, e: Endpoint, payload?: object, params?: Record<string, unknown>) =>
    t.call({ method: e.method, url: endpointUrl(e, params), cookie: c[who], ...(payload ? { payload } : {}) });
  const open = (loans: { id: number; status: number }[]) => loans.find((l) => l.status !== 3)!.id;
  const rows = async (sql: string) => Number(((await t.database.executeSql(sql)).rows as { n: number }[])[0]!.n);
  /**
   * Staff's long report holding the keys' table a moment: two requests sent meanwhile reach their
   * claims together (on PGlite every query waits for it; on PostgreSQL the claims wait for the lock).
   */
  const busyDatabase = () =>
    t.database.db.transaction(async (tx) => {
      await tx.execute(sql`lock table idempotency_keys in exclusive mode`);
      await new Promise((resolve) => setTimeout(resolve, 300));
    });
  /** The rule's three answers for one request, its key held by the first of two concurrent sends. */
  async function expectRule(send: (body: object) => Promise<LightMyRequestResponse>, body: object, changed: object) {
    // Two at once: one claims the key, the other arrives while that one's write is not finished.
    const [a, b] = await Promise.all([send(body), send(body), busyDatabase()]);
    const [first, racing] = a.statusCode === 200 ? [a, b] : [b, a];
    expect(first.statusCode, first.body).toBe(200);
    expect(racing.statusCode, racing.body).toBe(409);
    expect(racing.json()).toEqual({ code: 409, msg: IN_FLIGHT, data: null });
    const again = await send(body);
    expect(again.statusCode).toBe(first.statusCode);
    expect(again.body).toBe(first.body);
    const other = await send(changed);
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({ code: 422, msg: MISMATCH, data: null });
    return first.json().data as Record<string, unknown>;
  }

  it('a bill: replayed, refused for another body, 409 while the first runs; one bill made', async () => {
    const body = billBody({ idempotencyKey: randomUUID() });
    const made = await expectRule((b) => call('sales', BILL_API.endpoints.create, b), body, { ...body, borrowAmount: '9900000.00' });
    expect(await rows(`select count(*)::int n from bills where idempotency_key = '${body.idempotencyKey}'`)).toBe(1);
    expect(made.id).toEqual(expect.any(Number));
  });

  it('a repayment application: the same, one application recorded', async () => {
    const loans = (await call('sales', REPAYMENT_API.endpoints.repayManage, {})).json().data.list as { id: number; status: number }[];
    const loanId = open(loans);
    const body = { loanId, amount: '1.00', idempotencyKey: randomUUID() };
    await expectRule((b) => call('sales', REPAYMENT_API.endpoints.repayApply, b), body, { ...body, amount: '2.00' });
    expect(await rows(`select count(*)::int n from repayment_applications where idempotency_key = '${body.idempotencyKey}'`)).toBe(1);
  });

  it('a draw: 409 while the bank takes its time, then the first answer; one draw, the bank asked once', async () => {
    const grantId = await grantAtFinance(t, c, '300000.00');
    const draw = (b: object) => call('finance', GRANT_API.endpoints.draw, b, { id: grantId });
    // The first request stays open inside its run while the simulated bank answers slowly.
    expect((await call('finance', GRANT_API.endpoints.channelNext, { outcome: 'confirm', delayMs: 800 })).statusCode).toBe(200);
    const body = { amount: '100000.00', idempotencyKey: randomUUID() };
    const first = draw(body);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const racing = await draw(body);
    expect(racing.statusCode, racing.body).toBe(409);
    expect(racing.json().msg).toBe(IN_FLIGHT);
    const answered = await first;
    expect(answered.statusCode, answered.body).toBe(200);
    const again = await draw(body);
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(answered.body);
    const other = await draw({ ...body, amount: '1.00' });
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({ code: 422, msg: MISMATCH, data: null });
    expect(await rows(`select count(*)::int n from grant_draws where idempotency_key = '${body.idempotencyKey}'`)).toBe(1);
  });

  it('a first request that fails releases its key: the same key may be sent again', async () => {
    const loans = (await call('sales', REPAYMENT_API.endpoints.repayManage, {})).json().data.list as { id: number; status: number }[];
    const key = randomUUID();
    const refused = await call('sales', REPAYMENT_API.endpoints.repayApply, {
      loanId: open(loans),
      amount: '99999999.00',
      idempotencyKey: key,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().msg).not.toBe(MISMATCH);
    const ok = await call('sales', REPAYMENT_API.endpoints.repayApply, { loanId: open(loans), amount: '1.00', idempotencyKey: key });
    expect(ok.statusCode, ok.body).toBe(200);
  });
});
