import {
  AUDIT_API,
  BATCH_ACTIONS,
  BATCH_API,
  BATCH_STATUS as S,
  BATCH_TRANSITIONS,
  type BatchAction,
  type EndpointInput,
  LEDGER_API,
} from '@lc/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, as } from './helpers/as-user';
import { type TestApp, createTestApp } from './helpers/test-app';

// Callers: product (role 91, product management, funding parties) holds loan_ins, scope all; sales (role 11) has no loan_ins.
const BT = BATCH_API.endpoints;
const PARTY = 'bohai'; // no demo loans or postings: every figure below is this test's
const NOT_ALLOWED = '批次当前状态不允许此操作，请刷新后查看';

describe('batch (/batchManage/batchBillList)', () => {
  let t: TestApp;
  let staff: Caller;
  let keyNo = 0;
  const key = () => `test-key-${++keyNo}-${Date.now()}`;

  /** Loans (grants whose money reached the borrower) for the test's party, copied from a demo loan with other amounts. */
  async function addLoans(amounts: string[]) {
    const ids: number[] = [];
    for (const amount of amounts) {
      const { rows } = await t.database.executeSql(
        `insert into grants (bill_id, card_id, funding_party, amount, drawn_amount, succeeded_amount, status, applicant_id,
           applicant_name, owner_id, area_code, department_code, group_id)
         select bill_id, card_id, $1, $2, $2, $2, 5, applicant_id, applicant_name, owner_id, area_code, department_code, group_id
         from grants where succeeded_amount > 0 order by id limit 1 returning id`,
        [PARTY, amount],
      );
      ids.push(Number((rows[0] as { id: string | number }).id));
    }
    return ids;
  }

  type Move = EndpointInput<typeof BT.act>['body'];
  const create = (loanIds: number[], who = staff, fundingParty: EndpointInput<typeof BT.create>['body']['fundingParty'] = PARTY) =>
    who.send(BT.create, { body: { fundingParty, loanIds } });
  const detail = (id: number, who = staff) => who.call(BT.detail, { params: { id } });
  const next = (outcome?: EndpointInput<typeof BT.partyNext>['body']['outcome']) =>
    staff.call(BT.partyNext, { body: outcome ? { outcome } : {} });
  const received = async () => (await next()).received;
  const move = (id: number, action: BatchAction, body: Move) => staff.send(BT.act, { params: { id, action }, body });
  async function act(id: number, action: BatchAction, extra: Partial<Move> = {}) {
    const { version } = await detail(id);
    const keyed = action === 'push' || action === 'withdraw' || action === 'repay' ? { idempotencyKey: key() } : {};
    return move(id, action, { version, ...keyed, ...extra });
  }
  async function step(id: number, action: BatchAction, outcome?: Parameters<typeof next>[0], extra: Partial<Move> = {}) {
    if (outcome) await next(outcome);
    const res = await act(id, action, extra);
    expect(res.status, `${action} → ${res.res.body}`).toBe(200);
    return res.reply!;
  }

  let pool: number[] = [];
  /** A new one-loan batch (1000.00) walked to the status asked for. */
  async function reach(status: number) {
    const res = await create([pool.shift()!]);
    expect(res.status, res.res.body).toBe(200);
    const id = res.reply!.id;
    const toWithdraw = async () => {
      await step(id, 'push');
      await step(id, 'review');
      await step(id, 'confirmWithdraw');
    };
    if (status === S.pushing) await step(id, 'push', 'timeout');
    if (status === S.pushFailed) await step(id, 'push', 'rejected');
    if (status === S.awaitingReview) await step(id, 'push');
    if (status === S.reviewRejected || status === S.preWithdraw) {
      await step(id, 'push');
      await step(id, 'review', status === S.reviewRejected ? 'rejected' : undefined);
    }
    if (status >= S.toWithdraw && status <= S.fullyRepaid) await toWithdraw();
    const withdrawAs = { [S.withdrawing]: 'timeout', [S.partlyWithdrawn]: 'partial', [S.withdrawFailed]: 'rejected' } as Record<
      number,
      Parameters<typeof next>[0]
    >;
    if (status >= S.withdrawing && status <= S.fullyRepaid) await step(id, 'withdraw', withdrawAs[status]);
    if (status === S.partlyRepaid) await step(id, 'repay', undefined, { amount: '400.00' });
    if (status === S.fullyRepaid) await step(id, 'repay', undefined, { amount: '1000.00' });
    if (status === S.loanCancelled) await step(id, 'cancel');
    expect((await detail(id)).status).toBe(status);
    return id;
  }

  beforeAll(async () => {
    t = await createTestApp();
    staff = await as(t, 'product');
    pool = await addLoans(Array.from({ length: 40 }, () => '1000.00'));
  });
  afterAll(() => t.close());

  it('opens the demo batches to the staff holding loan_ins', async () => {
    const list = await staff.call(BT.list, { query: {} });
    expect(list.total).toBeGreaterThanOrEqual(5);
    const statuses = new Set(list.list.map((r) => r.status));
    expect([...statuses].sort((a, b) => a - b)).toEqual([S.pushFailed, S.awaitingReview, S.partlyRepaid, S.fullyRepaid, S.loanCancelled]);
    // Their money is posted as a real move's: each withdrawal and repayment has its entry, 2001 against 1002, for the party.
    const { rows } = await t.database.executeSql(
      `select m.action, m.amount::text amount, l.account_code code, l.debit::text debit, l.credit::text credit, l.funding_party party
       from batch_moves m left join ledger_lines l on l.entry_id = m.ledger_entry_id
       where m.idempotency_key like $1 and m.amount is not null order by m.id, l.account_code`,
      ['demo-%'],
    );
    const moves = rows as { action: string; amount: string; code: string | null; debit: string; credit: string; party: string }[];
    expect(moves.filter((r) => r.action === 'withdraw')).toHaveLength(4);
    expect(moves.filter((r) => r.action === 'repay')).toHaveLength(4);
    for (const r of moves) {
      expect(r.party).toBe('hnxiaodai');
      const side = (r.code === '2001') === (r.action === 'withdraw') ? r.credit : r.debit;
      expect(side).toBe(r.amount);
    }
    expect(moves.find((r) => r.action === 'repay' && r.amount === '200000.00')).toBeDefined();
    const trial = await (await as(t, 'finance')).call(LEDGER_API.endpoints.trialBalance);
    expect(trial.debit).toBe(trial.credit);
  });

  it('refuses staff without loan_ins (403) and bad input (400), changing nothing', async () => {
    const sales = await as(t, 'sales');
    expect((await sales.send(BT.list, { query: {} })).status).toBe(403);
    expect((await create([pool[0]!], sales)).status).toBe(403);
    expect((await sales.send(BT.act, { params: { id: 1, action: 'push' }, body: { version: 0 } })).status).toBe(403);
    const before = (await staff.call(BT.list, { query: {} })).total;
    const empty = await create([]);
    expect(empty.status).toBe(400);
    expect(empty.body.msg).toBe('请选择借款');
    expect((await create([pool[0]!, pool[0]!])).body.msg).toBe('借款不能重复');
    // Values the contract's types refuse, sent on purpose.
    expect((await create([pool[0]!], staff, 'nobody' as never)).body.msg).toBe('资金方不存在');
    expect((await staff.send(BT.list, { query: { status: 14 } as never })).status).toBe(400);
    expect((await staff.send(BT.act, { params: { id: 1, action: 'fly' as never }, body: { version: 0 } })).status).toBe(400);
    const id = await reach(S.toPush);
    const noKey = await move(id, 'push', { version: 0 });
    expect(noKey.status).toBe(400);
    expect(noKey.body.msg).toBe('缺少幂等键');
    expect((await staff.call(BT.list, { query: {} })).total).toBe(before! + 1);
    expect((await detail(id)).status).toBe(S.toPush);
  });

  it('sums a batch exactly to the fen, in the database, and lists its loans', async () => {
    // 0.10 + 0.20 + 100000.01 + 99999.99 + 3333333.33 = 3533333.63 (0.1 + 0.2 in floating point is 0.30000000000000004)
    const ids = await addLoans(['0.10', '0.20', '100000.01', '99999.99', '3333333.33']);
    const candidates = (await staff.call(BT.candidates, { query: { fundingParty: PARTY } })).list;
    expect(candidates.map((c) => c.loanId)).toEqual(expect.arrayContaining(ids));
    const res = await create(ids);
    expect(res.body).toMatchObject({ code: 200, msg: '已新建批次' });
    const b = await detail(res.reply!.id);
    expect(b).toMatchObject({
      status: S.toPush,
      loanCount: 5,
      principalTotal: '3533333.63',
      withdrawnAmount: '0.00',
      repaidAmount: '0.00',
    });
    expect(b.loans.map((l) => l.principal)).toEqual(['0.10', '0.20', '100000.01', '99999.99', '3333333.33']);
    const listed = (await staff.call(BT.list, { query: { fundingParty: PARTY, status: 0 } })).list;
    expect(listed.map((r) => r.id)).toContain(b.id);
    // The party pays half (rounded down to the fen), then the rest; the batch's repayments add up the same way.
    await step(b.id, 'push');
    await step(b.id, 'review');
    await step(b.id, 'confirmWithdraw');
    expect(await step(b.id, 'withdraw', 'partial')).toMatchObject({ status: S.partlyWithdrawn, outcome: 'partial' });
    expect((await detail(b.id)).withdrawnAmount).toBe('1766666.81');
    expect((await step(b.id, 'withdraw')).status).toBe(S.withdrawn);
    expect((await detail(b.id)).withdrawnAmount).toBe('3533333.63');
    const beyond = await act(b.id, 'repay', { amount: '3533333.64' });
    expect(beyond.status).toBe(422);
    expect(beyond.body.msg).toBe('还款金额超过未还金额3533333.63元');
    const repayKey = key();
    const { version } = await detail(b.id);
    const repay = { version, idempotencyKey: repayKey, amount: '1000000.01' };
    const first = await move(b.id, 'repay', repay);
    const again = await move(b.id, 'repay', repay);
    expect(first.body.data).toMatchObject({ status: S.partlyRepaid });
    expect(again.body.data).toMatchObject({ status: S.partlyRepaid, outcome: 'accepted' });
    expect((await detail(b.id)).repaidAmount).toBe('1000000.01');
    expect((await step(b.id, 'repay', undefined, { amount: '2533333.62' })).status).toBe(S.fullyRepaid);
    const done = await detail(b.id);
    expect(done).toMatchObject({ repaidAmount: '3533333.63', status: S.fullyRepaid });
    expect(done.moves.map((m) => m.action)).toEqual([
      'create',
      'push',
      'review',
      'confirmWithdraw',
      'withdraw',
      'withdraw',
      'repay',
      'repay',
    ]);
    // Posted once each: 3533333.63 borrowed from the party (2001 credit), all of it repaid (2001 debit).
    const { rows } = await t.database.executeSql(
      `select coalesce(sum(credit), 0)::text credit, coalesce(sum(debit), 0)::text debit, count(*)::int n
       from ledger_lines where funding_party = $1 and account_code = '2001'`,
      [PARTY],
    );
    expect(rows[0]).toMatchObject({ credit: '3533333.63', debit: '3533333.63', n: 4 });
    // Closed: its loans may go into a new batch.
    expect((await create(ids)).status).toBe(200);
  });

  it('applies the transition table: every allowed move works, every other is a 409 that changes nothing', async () => {
    const codes = Object.values(S);
    for (const status of codes) {
      const id = await reach(status);
      const allowed = BATCH_ACTIONS.filter((a) => (BATCH_TRANSITIONS[a].from as readonly number[]).includes(status));
      for (const action of BATCH_ACTIONS.filter((a) => !allowed.includes(a))) {
        const res = await act(id, action, action === 'repay' ? { amount: '1.00' } : {});
        expect(res.status, `${action} at ${status}`).toBe(409);
        expect(res.body.msg).toBe(NOT_ALLOWED);
      }
      expect((await detail(id)).status).toBe(status);
      for (const action of allowed) {
        const fresh = action === allowed[0] ? id : await reach(status);
        const res = await act(fresh, action, action === 'repay' ? { amount: '100.00' } : {});
        expect(res.status, `${action} at ${status}: ${res.res.body}`).toBe(200);
        const landed = res.reply!.status;
        const t = BATCH_TRANSITIONS[action];
        const outcomes = 'party' in t ? Object.values(t.party.outcomes) : [];
        expect([t.to, ...outcomes, ...(action === 'repay' ? [S.fullyRepaid] : [])]).toContain(landed);
      }
    }
  }, 120_000);

  it('lets one of two concurrent pushes reach the party; the other gets a 409', async () => {
    const id = await reach(S.toPush);
    const before = await received();
    const push = () => move(id, 'push', { version: 0, idempotencyKey: key() });
    const results = await Promise.all([push(), push()]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await received()).toBe(before! + 1);
    expect((await detail(id)).moves.filter((m) => m.action === 'push')).toHaveLength(1);
  });

  it('keeps a loan in one open batch only, under concurrency too', async () => {
    const [loan] = await addLoans(['500.00']);
    const results = await Promise.all([create([loan!]), create([loan!]), create([loan!])]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    expect(results.find((r) => r.status === 409)!.body.msg).toBe('所选借款不属于该资方、未放款、不在您的数据范围内或已在其他未结批次中');
    const id = results.find((r) => r.status === 200)!.reply!.id;
    expect((await create([loan!])).status).toBe(409);
    // Another party's loan is refused too.
    expect((await create([loan!], staff, 'hnxiaodai')).status).toBe(409);
    // Cancelled, the batch lets its loan go.
    await step(id, 'cancel');
    expect((await create([loan!])).status).toBe(200);
  });

  it('audits every move', async () => {
    const id = await reach(S.awaitingReview);
    const audit = await (await as(t, 'admin')).call(AUDIT_API.endpoints.list, { query: { entity: 'batch', pageSize: 100 } });
    const trail = audit.list.filter((e) => e.entityId === String(id));
    expect(trail.map((e) => e.action)).toEqual(['push', 'create']);
    expect((trail[0]!.after as { status?: number }).status).toBe(S.awaitingReview);
  });
});
