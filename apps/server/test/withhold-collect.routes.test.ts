import { BATCH_API, type EndpointReply, REPAYMENT_API, WITHHOLD_API } from '@lc/shared';
import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, asEach } from './helpers/as-user';
import { type TestApp, createTestApp } from './helpers/test-app';

/*
 * Issue 33 and issue 28 finding 7 (decision 0065): a collection never takes more than is owed. A
 * retry of an old withholding re-quotes under the loan's lock; repayments and recharges are capped at
 * what is owed now; reconciliation flags a debit above what its instalment owed; batches offer open loans only.
 */
type Due = EndpointReply<typeof WITHHOLD_API.endpoints.dues>['list'][number];
const shanghaiToday = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);

const W = WITHHOLD_API.endpoints;
const R = REPAYMENT_API.endpoints;

describe('a collection never takes more than is owed', () => {
  let t: TestApp;
  // finance (role 21) collects; financeHead (role 20) reviews what finance recorded.
  let c: Record<'finance' | 'financeHead' | 'admin', Caller>;
  let seq = 0;
  const key = () => `collect-test-${String(++seq).padStart(4, '0')}`;
  const sql = async <T>(text: string) => (await t.database.executeSql(text)).rows as T[];
  const count = async (text: string) => (await sql<{ n: number }>(`select count(*)::int n from ${text}`))[0]!.n;
  const next = (outcome: 'confirm' | 'fail' | 'timeout') => c.finance.call(W.channelNext, { body: { outcome } });
  const dues = async () => (await c.finance.call(W.dues, { body: { pageSize: 50 } })).list;
  const schedule = async (loanId: number) => (await c.admin.call(R.repayManageDetail, { params: { id: loanId } })).schedule;
  /** A due instalment; when those due are paid, the business date moves on a month so the next falls due. */
  const nextDue = async () => {
    let [due] = await dues();
    if (!due) {
      const calendar = await c.admin.call(R.businessDate);
      const later = new Date(Date.parse(`${calendar.businessDate}T00:00:00Z`) + 31 * 86_400_000).toISOString().slice(0, 10);
      await c.admin.call(R.advanceBusinessDate, { body: { businessDate: later } });
      [due] = await dues();
    }
    expect(due, 'a due instalment').toBeDefined();
    return due!;
  };
  const withhold = (due: Due) => c.finance.call(W.start, { body: { loanId: due.loanId, period: due.period, idempotencyKey: key() } });
  /** Money received recorded by the admin and posted by finance (decision 0041). */
  const repay = async (loanId: number, amount: string) => {
    const { id } = await c.admin.call(R.repayApply, { body: { loanId, amount, idempotencyKey: key() } });
    return c.finance.call(R.repayApplyApprove, { params: { id } });
  };

  beforeAll(async () => {
    t = await createTestApp();
    c = await asEach(t, 'finance', 'financeHead', 'admin');
    // The demo's withholdings whose answer was lost are settled first (the simulator never made them: failed).
    for (const open of (await c.finance.call(W.deskList, { body: { status: 4, pageSize: 50 } })).list)
      await c.finance.call(W.query, { params: { id: open.id } });
  });
  afterAll(() => t.close());

  it('the desk names the loan: its amount drawn and method beside each due instalment', async () => {
    const list = await dues();
    expect(list.length).toBeGreaterThan(0);
    for (const d of list) expect([typeof d.loanPrincipal, typeof d.loanMethod]).toEqual(['string', 'string']);
  });

  it('the retry of a failed withholding for an instalment since paid is refused and debits nothing', async () => {
    const due = await nextDue();
    await next('fail');
    const failed = await withhold(due);
    expect(failed.status).toBe(3);
    // The instalment is paid since, by another withholding.
    await next('confirm');
    expect((await withhold(due)).status).toBe(2);
    const debits = await count('withhold_sim_debits');
    const res = await c.finance.send(W.retry, { params: { id: failed.id } });
    expect(res.status, res.body.msg).toBe(422);
    expect(res.body.msg).toBe('该期已还清，无需代扣');
    expect(await count('withhold_sim_debits')).toBe(debits);
    expect(await count(`ledger_entries where idempotency_key = 'repay:withhold:${failed.id}'`)).toBe(0);
    const after = await c.finance.call(W.detail, { params: { id: failed.id } });
    expect([after.status, after.attempts, after.attemptList.length]).toEqual([3, 1, 1]);
  });

  it('the retry of a partly paid instalment debits only what is left, and leaves it paid', async () => {
    const due = await nextDue();
    await next('fail');
    const failed = await withhold(due);
    expect(failed.amount).toBe(due.due);
    await repay(due.loanId, '1000.00');
    const retried = await c.finance.call(W.retry, { params: { id: failed.id } });
    const left = new Decimal(due.due).minus('1000.00').toFixed(2);
    expect([retried.status, retried.amount]).toEqual([2, left]);
    const [bank] = await sql<{ debit: string }>(
      `select l.debit::text from ledger_lines l join ledger_entries e on e.id = l.entry_id
        where e.idempotency_key = 'repay:withhold:${failed.id}' and l.account_code = '1002'`,
    );
    expect(bank!.debit).toBe(left);
    const paid = (await schedule(due.loanId)).find((p) => p.period === due.period)!;
    expect(paid.status).toBe(2);
  });

  it('reconciliation flags a withholding posted above what its instalment owed then', async () => {
    const due = await nextDue();
    await next('timeout');
    const pending = await withhold(due);
    expect(pending.status).toBe(4);
    // While the answer is lost the instalment is paid by a repayment.
    await repay(due.loanId, due.due);
    const settled = await c.finance.call(W.query, { params: { id: pending.id } });
    expect(settled.status).toBe(2);
    const run = await c.finance.call(W.reconcile, { body: { day: shanghaiToday() } });
    expect(run.mismatches).toContainEqual(
      expect.objectContaining({ kind: 'overCollected', requestId: pending.id, postedAmount: pending.amount, overAmount: pending.amount }),
    );
  });

  it('a repayment application far above what is owed is refused with the maximum, and records nothing', async () => {
    const [loan] = (await c.admin.call(R.repayManage, { body: { pageSize: 50 } })).list.filter((l) => l.status !== 3);
    const before = await count('repayment_applications');
    const res = await c.admin.send(R.repayApply, { body: { loanId: loan!.id, amount: '1000000000000000.00', idempotencyKey: key() } });
    expect(res.status, res.body.msg).toBe(422);
    expect(res.body.msg).toMatch(/^金额超出应还金额：本次最多 [\d.]+ 元/);
    expect(await count('repayment_applications')).toBe(before);
    // An early settlement is bounded by its quote, rounded up to the hundred.
    const settle = await c.admin.send(R.repayApply, {
      body: {
        loanId: loan!.id,
        amount: '1000000000000000.00',
        settle: true,
        idempotencyKey: key(),
      },
    });
    expect(settle.status, settle.body.msg).toBe(422);
    expect(settle.body.msg).toMatch(/^提前结清金额超出结清金额/);
    expect(await count('repayment_applications')).toBe(before);
  });

  it('a recharge above what is owed is refused; one recorded against the wrong loan is rejected with a reason', async () => {
    const [loan] = (await c.finance.call(W.rechargeLoans, { body: {} })).list;
    expect(loan!.loanPrincipal).not.toBeNull();
    const input = { loanId: loan!.loanId, payerName: '王建国', transferRef: 'TR-COLLECT', paidOn: shanghaiToday() };
    const before = await count('recharge_records');
    const over = await c.finance.send(W.recharge, { body: { ...input, amount: '1000000000000000.00', idempotencyKey: key() } });
    expect(over.status, over.body.msg).toBe(422);
    expect(over.body.msg).toMatch(/^充值金额超出应还金额：本次最多 [\d.]+ 元/);
    expect(await count('recharge_records')).toBe(before);
    const made = await c.finance.call(W.recharge, { body: { ...input, amount: '10.00', idempotencyKey: key() } });
    const rejected = await c.financeHead.call(W.rechargeReject, { params: { id: made.id }, body: { reason: '登记错借款' } });
    expect(rejected).toMatchObject({ status: 3, rejectReason: '登记错借款' });
    expect(await count(`ledger_entries where idempotency_key = 'repay:recharge:${made.id}'`)).toBe(0);
    expect((await c.financeHead.send(W.rechargeApprove, { params: { id: made.id } })).status).toBe(409);
  });

  it('batch candidates are open loans only, never a settled one', async () => {
    const settled = (await sql<{ grant_id: number }>(`select grant_id::int from repayment_loans where status = 3`)).map((r) => r.grant_id);
    expect(settled.length).toBeGreaterThan(0);
    const res = await c.admin.call(BATCH_API.endpoints.candidates, { query: { fundingParty: 'hnxiaodai' } });
    const offered = res.list.map((l) => l.loanId);
    expect(offered.filter((id) => settled.includes(id))).toEqual([]);
  });
});
