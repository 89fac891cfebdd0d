import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from './helpers/test-app';

/*
 * Issue 33 and issue 28 finding 7 (decision 0065): a collection never takes more than is owed. A
 * retry of an old withholding re-quotes under the loan's lock; repayments and recharges are capped at
 * what is owed now; reconciliation flags a debit above what its instalment owed; batches offer open loans only.
 */
const W = '/api/bill/v1/bill/withhold';
const RC = '/api/bill/v1/bill/recharge';
const B = '/api/bill/v1/bill';
type Row = { id: number; loanId: number; period: number; amount: string; status: number; attempts: number; channelRef: string | null };
type Due = { loanId: number; period: number; due: string; reFundTime: string; loanPrincipal: string | null; loanMethod: string | null };
type Period = { period: number; status: number; paidPrincipal: string; principal: string };
const shanghaiToday = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);

describe('a collection never takes more than is owed', () => {
  let t: TestApp;
  const c = {} as Record<'finance' | 'finance2' | 'admin', string>;
  let seq = 0;
  const key = () => `collect-test-${String(++seq).padStart(4, '0')}`;
  const post = (cookie: string, url: string, payload: object = {}) => t.call({ method: 'POST', url, cookie, payload });
  const data = async <T>(cookie: string, url: string, payload: object = {}) => {
    const res = await post(cookie, url, payload);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as T;
  };
  const sql = async <T>(text: string) => (await t.database.executeSql(text)).rows as T[];
  const count = async (text: string) => (await sql<{ n: number }>(`select count(*)::int n from ${text}`))[0]!.n;
  const next = (outcome: 'confirm' | 'fail' | 'timeout') => data(c.finance, `${W}/channel/next`, { outcome });
  const dues = async () => (await data<{ list: Due[] }>(c.finance, `${W}/dues`, { pageSize: 50 })).list;
  const schedule = async (loanId: number) => (await data<{ schedule: Period[] }>(c.admin, `${B}/repayManage/${loanId}`)).schedule;
  /** A due instalment; when those due are paid, the business date moves on a month so the next falls due. */
  const nextDue = async () => {
    let [due] = await dues();
    if (!due) {
      const calendar = (await t.call({ method: 'GET', url: `${B}/businessDate`, cookie: c.admin })).json().data as { businessDate: string };
      const later = new Date(Date.parse(`${calendar.businessDate}T00:00:00Z`) + 31 * 86_400_000).toISOString().slice(0, 10);
      await data(c.admin, `${B}/businessDate/advance`, { businessDate: later });
      [due] = await dues();
    }
    expect(due, 'a due instalment').toBeDefined();
    return due!;
  };
  const withhold = (due: Due) => data<Row>(c.finance, W, { loanId: due.loanId, period: due.period, idempotencyKey: key() });
  /** Money received recorded by the admin and posted by finance (decision 0041). */
  const repay = async (loanId: number, amount: string) => {
    const { id } = await data<{ id: number }>(c.admin, `${B}/repayApply`, { loanId, amount, idempotencyKey: key() });
    return data<{ status: number }>(c.finance, `${B}/repayApply/${id}/approve`);
  };

  beforeAll(async () => {
    t = await createTestApp();
    c.finance = await t.login('13800000021');
    c.finance2 = await t.login('13800000020');
    c.admin = await t.login('13800000000');
    // The demo's withholdings whose answer was lost are settled first (the simulator never made them: failed).
    for (const open of (await data<{ list: Row[] }>(c.finance, `${W}/list`, { status: 4, pageSize: 50 })).list)
      await data(c.finance, `${W}/${open.id}/query`);
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
    const res = await post(c.finance, `${W}/${failed.id}/retry`);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().msg).toBe('该期已还清，无需代扣');
    expect(await count('withhold_sim_debits')).toBe(debits);
    expect(await count(`ledger_entries where idempotency_key = 'repay:withhold:${failed.id}'`)).toBe(0);
    const after = await data<Row & { attemptList: unknown[] }>(c.finance, `${W}/${failed.id}/detail`);
    expect([after.status, after.attempts, after.attemptList.length]).toEqual([3, 1, 1]);
  });

  it('the retry of a partly paid instalment debits only what is left, and leaves it paid', async () => {
    const due = await nextDue();
    await next('fail');
    const failed = await withhold(due);
    expect(failed.amount).toBe(due.due);
    await repay(due.loanId, '1000.00');
    const retried = await data<Row>(c.finance, `${W}/${failed.id}/retry`);
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
    const settled = await data<Row>(c.finance, `${W}/${pending.id}/query`);
    expect(settled.status).toBe(2);
    type Run = { mismatches: { kind: string; requestId: number | null; postedAmount: string | null; overAmount?: string }[] };
    const run = await data<Run>(c.finance, `${W}/reconcile`, { day: shanghaiToday() });
    expect(run.mismatches).toContainEqual(
      expect.objectContaining({ kind: 'overCollected', requestId: pending.id, postedAmount: pending.amount, overAmount: pending.amount }),
    );
  });

  it('a repayment application far above what is owed is refused with the maximum, and records nothing', async () => {
    const [loan] = (await data<{ list: { id: number; status: number }[] }>(c.admin, `${B}/repayManage`, { pageSize: 50 })).list.filter(
      (l) => l.status !== 3,
    );
    const before = await count('repayment_applications');
    const res = await post(c.admin, `${B}/repayApply`, { loanId: loan!.id, amount: '1000000000000000.00', idempotencyKey: key() });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().msg).toMatch(/^金额超出应还金额：本次最多 [\d.]+ 元/);
    expect(await count('repayment_applications')).toBe(before);
    // An early settlement is bounded by its quote, rounded up to the hundred.
    const settle = await post(c.admin, `${B}/repayApply`, {
      loanId: loan!.id,
      amount: '1000000000000000.00',
      settle: true,
      idempotencyKey: key(),
    });
    expect(settle.statusCode, settle.body).toBe(422);
    expect(settle.json().msg).toMatch(/^提前结清金额超出结清金额/);
    expect(await count('repayment_applications')).toBe(before);
  });

  it('a recharge above what is owed is refused; one recorded against the wrong loan is rejected with a reason', async () => {
    const [loan] = (await data<{ list: { loanId: number; loanPrincipal: string | null }[] }>(c.finance, `${RC}/loans`, {})).list;
    expect(loan!.loanPrincipal).not.toBeNull();
    const input = { loanId: loan!.loanId, payerName: '王建国', transferRef: 'TR-COLLECT', paidOn: shanghaiToday() };
    const before = await count('recharge_records');
    const over = await post(c.finance, RC, { ...input, amount: '1000000000000000.00', idempotencyKey: key() });
    expect(over.statusCode, over.body).toBe(422);
    expect(over.json().msg).toMatch(/^充值金额超出应还金额：本次最多 [\d.]+ 元/);
    expect(await count('recharge_records')).toBe(before);
    const made = await data<{ id: number; status: number }>(c.finance, RC, { ...input, amount: '10.00', idempotencyKey: key() });
    const rejected = await data<{ status: number; rejectReason: string }>(c.finance2, `${RC}/${made.id}/reject`, { reason: '登记错借款' });
    expect(rejected).toMatchObject({ status: 3, rejectReason: '登记错借款' });
    expect(await count(`ledger_entries where idempotency_key = 'repay:recharge:${made.id}'`)).toBe(0);
    expect((await post(c.finance2, `${RC}/${made.id}/approve`)).statusCode).toBe(409);
  });

  it('batch candidates are open loans only, never a settled one', async () => {
    const settled = (await sql<{ grant_id: number }>(`select grant_id::int from repayment_loans where status = 3`)).map((r) => r.grant_id);
    expect(settled.length).toBeGreaterThan(0);
    const res = await t.call({ method: 'GET', url: '/api/v1/batch/candidates?fundingParty=hnxiaodai', cookie: c.admin });
    expect(res.statusCode, res.body).toBe(200);
    const offered = (res.json().data.list as { loanId: number }[]).map((l) => l.loanId);
    expect(offered.filter((id) => settled.includes(id))).toEqual([]);
  });
});
