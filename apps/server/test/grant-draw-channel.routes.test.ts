import { luhnCheckDigit } from '@lc/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { secureForGrant } from './helpers/secure-for-grant';
import { type TestApp, createTestApp } from './helpers/test-app';
import { approveBillsDirectly } from './helpers/approved-bills';

const USERS = {
  admin: '13800000000',
  applicant: '13800000031',
  risk: '13800000010',
  vp1: '13800000022',
  vp2: '13800000023',
  finance: '13800000021',
} as const;
type Who = keyof typeof USERS;
const G = '/api/v1/grant';
const SLOW_MS = 3000;
type Draw = { id: number; status: number; amount: string; channelRef: string | null };

/**
 * Decision 0052: a draw holds its amount in one transaction, asks the channel outside any, and
 * settles in a second. While a slow channel is answering, the grant is neither locked nor its
 * connection held: other requests on it go through, and see the hold.
 */
describe('a draw asks the payment channel outside its transactions', () => {
  let t: TestApp;
  const c = {} as Record<Who, string>;
  const get = (who: Who, url: string) => t.call({ method: 'GET', url, cookie: c[who] });
  const post = (who: Who, url: string, payload: object) => t.call({ method: 'POST', url, cookie: c[who], payload });
  const detail = async (id: number) =>
    (await get('finance', `${G}/${id}`)).json().data as {
      status: number;
      drawnAmount: string;
      succeededAmount: string;
      billId: number;
      flow: { version: number };
      draws: Draw[];
    };
  const draw = (id: number, amount: string, idempotencyKey: string) => post('finance', `${G}/${id}/draws`, { amount, idempotencyKey });

  /** A demo final-approved bill made ready for a grant, requested and approved up to finance. */
  async function grantAtFinance(amount: string) {
    await approveBillsDirectly(t);
    const { rows } = await t.database.executeSql(
      `select b.id from bills b where b.status = 4 and not exists (select 1 from grants g where g.bill_id = b.id) order by b.id limit 1`,
    );
    const billId = Number((rows as { id: number }[])[0]!.id);
    await secureForGrant(t, billId);
    const { rows: borrowers } = await t.database.executeSql(`select id from borrowers where name = '王建国'`);
    const payload = `62220203${String(billId).padStart(10, '0')}`;
    const card = await post('admin', '/api/v1/bankCard', {
      borrowerId: Number((borrowers as { id: number }[])[0]!.id),
      billId,
      cardNo: payload + luhnCheckDigit(payload),
      accountName: '王建国',
      reservedMobile: '13912340001',
      status: 1,
    });
    expect(card.statusCode, card.body).toBe(200);
    const made = await post('applicant', G, { billId, amount, cardId: card.json().data.id, fundingParty: 'hnxiaodai' });
    expect(made.statusCode, made.body).toBe(200);
    const id = made.json().data.id as number;
    for (const who of ['risk', 'vp1', 'vp2'] as const) {
      const res = await post(who, `${G}/${id}/approve`, { flowVersion: (await detail(id)).flow.version, comment: '同意' });
      expect(res.statusCode, res.body).toBe(200);
    }
    return id;
  }

  beforeAll(async () => {
    t = await createTestApp();
    for (const [k, m] of Object.entries(USERS)) c[k as Who] = await t.login(m);
  });
  afterAll(() => t.close());

  it('holds the amount, then lets reads and other draws on the grant through while the channel is slow', async () => {
    const id = await grantAtFinance('100000.00');
    const set = await post('finance', `${G}/channel/next`, { outcome: 'confirm', delayMs: SLOW_MS });
    expect(set.statusCode, set.body).toBe(200);
    let slowDone = false;
    const started = Date.now();
    const slow = draw(id, '60000.00', `slow-draw-${id}`).then((res) => ((slowDone = true), res));

    // The hold is committed before the channel answers: the detail shows the draw in progress.
    let held: Draw | undefined;
    while (!held && !slowDone) {
      held = (await detail(id)).draws.find((d) => d.status === 1);
      if (!held) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(held, 'the held draw was never visible before the channel answered').toMatchObject({ amount: '60000.00', channelRef: null });
    expect((await detail(id)).drawnAmount).toBe('60000.00');
    // A draw beyond what the hold leaves is refused at once, not after the slow channel.
    const beyond = await draw(id, '50000.00', `beyond-draw-${id}`);
    expect([beyond.statusCode, beyond.json().msg]).toEqual([422, '放款金额超出批复金额，剩余可放款40000.00元']);
    // One within it goes through the channel (at once) and settles while the first is still waiting.
    const quick = await draw(id, '40000.00', `quick-draw-${id}`);
    expect(quick.json().data, quick.body).toMatchObject({ status: 2, grantStatus: 4 });
    // The same key as the slow draw, while it waits: 409, without asking the channel again (decision 0076).
    const repeat = await draw(id, '60000.00', `slow-draw-${id}`);
    expect([repeat.statusCode, repeat.json().msg]).toEqual([409, '该幂等键的首次请求仍在处理中，请稍后重试']);
    expect(slowDone).toBe(false);
    expect(Date.now() - started).toBeLessThan(SLOW_MS);

    const done = await slow;
    expect(done.json().data, done.body).toMatchObject({ id: held!.id, status: 2, grantStatus: 5 });
    // Once it has answered, the same key gets that answer.
    expect((await draw(id, '60000.00', `slow-draw-${id}`)).body).toBe(done.body);
    const after = await detail(id);
    expect([after.status, after.drawnAmount, after.succeededAmount]).toEqual([5, '100000.00', '100000.00']);
    const { rows } = await t.database.executeSql(
      `select count(*)::int n, coalesce(sum(debit), 0)::text d from ledger_lines where bill_id = ${after.billId} and account_code = '1301'`,
    );
    expect(rows).toEqual([{ n: 2, d: '100000.00' }]);
  });

  it('refuses a simulator delay outside 0–30000 ms', async () => {
    const res = await post('finance', `${G}/channel/next`, { outcome: 'confirm', delayMs: 30001 });
    expect([res.statusCode, res.json().msg]).toEqual([400, '模拟延迟须为0到30000毫秒的整数']);
  });
});
