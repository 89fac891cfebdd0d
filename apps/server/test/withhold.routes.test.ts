import Decimal from 'decimal.js';
import { type EndpointReply, REPAYMENT_API, WITHHOLD_API } from '@lc/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, as, asEach } from './helpers/as-user';
import { type TestApp, createTestApp } from './helpers/test-app';

/*
 * Issue 16 item 5 (decision 0047): withholdings through the simulated channel, posted once through
 * the repayment waterfall and the ledger, retried, queried and reconciled; recharges reviewed by finance.
 */
const W = WITHHOLD_API.endpoints;
const R = REPAYMENT_API.endpoints;
type Period = EndpointReply<typeof REPAYMENT_API.endpoints.repayManageDetail>['schedule'][number];
const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const shanghaiToday = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);

describe('withholding and recharge', () => {
  let t: TestApp;
  // finance (role 21): withhold_list, deduct_record_list, recharge_record_list, reviews; financeHead (role 20):
  // reviews too; afterLoan (role 41): the records, no desk; sales (role 11): none of these codes.
  let c: Record<'finance' | 'financeHead' | 'afterLoan' | 'sales' | 'admin', Caller>;
  let seq = 0;
  const key = () => `withhold-test-${String(++seq).padStart(4, '0')}`;
  const sql = async <T>(text: string) => (await t.database.executeSql(text)).rows as T[];
  const entries = async (k: string) =>
    (await sql<{ n: number }>(`select count(*)::int n from ledger_entries where idempotency_key = '${k}'`))[0]!.n;
  const next = (outcome: 'confirm' | 'fail' | 'timeout') => c.finance.call(W.channelNext, { body: { outcome } });
  const schedule = async (loanId: number) => (await c.admin.call(R.repayManageDetail, { params: { id: loanId } })).schedule;
  const dues = async () => (await c.finance.call(W.dues, { body: { pageSize: 50 } })).list;
  const start = (body: { loanId: number; period: number; idempotencyKey: string }) => c.finance.send(W.start, { body });

  beforeAll(async () => {
    t = await createTestApp();
    c = await asEach(t, 'finance', 'financeHead', 'afterLoan', 'sales', 'admin');
  });
  afterAll(() => t.close());

  it('the demo lists open with rows in several statuses; the retried demo withholding posted once', async () => {
    const records = await c.afterLoan.call(W.records, { body: { pageSize: 20 } });
    expect(new Set(records.list.map((r) => r.status))).toEqual(new Set([2, 3, 4]));
    const retried = records.list.find((r) => r.status === 2)!;
    expect([retried.attempts, retried.amount]).toEqual([2, '100.00']);
    expect(await entries(`repay:withhold:${retried.id}`)).toBe(1);
    const recharges = await c.afterLoan.call(W.rechargeList, { body: { pageSize: 20 } });
    expect(new Set(recharges.list.map((r) => r.status))).toEqual(new Set([1, 2, 3]));
    // Filters: status, and the keyword.
    const failed = await c.finance.call(W.deskList, { body: { status: 3, withTotal: 1 } });
    expect([failed.total, failed.list.every((r) => r.status === 3)]).toEqual([1, true]);
  });

  it('403 without the code, 400 for bad input, and nothing written', async () => {
    expect((await c.sales.send(W.deskList, { body: {} })).status).toBe(403);
    expect((await c.sales.send(W.start, { body: { loanId: 1, period: 1, idempotencyKey: key() } })).status).toBe(403);
    expect((await c.afterLoan.send(W.start, { body: { loanId: 1, period: 1, idempotencyKey: key() } })).status).toBe(403);
    expect((await c.sales.send(W.rechargeList, { body: {} })).status).toBe(403);
    expect((await c.afterLoan.send(W.rechargeApprove, { params: { id: 1 } })).status).toBe(403);
    const before = await sql<{ n: number }>(`select count(*)::int n from withhold_requests`);
    for (const bad of [
      { loanId: 1, period: 0, idempotencyKey: key() },
      { loanId: 1, period: 1 },
      { loanId: 'x', period: 1, idempotencyKey: key() },
    ]) {
      // Bodies the contract refuses on purpose (no key, an id that is not a number), cast.
      const res = await c.finance.send(W.start, { body: bad as never });
      expect(res.status, res.body.msg).toBe(400);
    }
    expect((await c.finance.send(W.deskList, { body: { status: 9 } })).status).toBe(400);
    expect((await c.finance.send(W.reconcile, { body: { day: '2026-13-01' } })).status).toBe(400);
    expect(
      (
        await c.afterLoan.send(W.recharge, {
          body: { loanId: 1, amount: '-5', payerName: '王', transferRef: 'T1', paidOn: '2026-01-01', idempotencyKey: key() },
        })
      ).status,
    ).toBe(400);
    const res = await c.finance.send(
      W.start,
      { body: { loanId: 1, period: 0, idempotencyKey: key() } },
      { headers: { 'accept-language': 'en-US' } },
    );
    expect(res.status).toBe(400);
    expect(await sql<{ n: number }>(`select count(*)::int n from withhold_requests`)).toEqual(before);
  });

  it('50 concurrent withholdings with one key post once: one request, one attempt, one ledger entry, the instalment paid once', async () => {
    const [due] = (await dues()).filter((d) => d.reFundTime < shanghaiToday());
    expect(due).toBeDefined();
    const plan = await schedule(due!.loanId);
    // What leaves the instalment paid (decision 0065), by hand: what it and any earlier instalment
    // owe (penalty + principal + interest + fee, less what was paid) and the fees the bill owes (1123),
    // which the waterfall takes first.
    const unpaid = (p: Period) =>
      new Decimal(p.penalty)
        .minus(p.paidPenalty)
        .plus(p.principal)
        .minus(p.paidPrincipal)
        .plus(p.interest)
        .minus(p.paidInterest)
        // The instalment's fee on the schedule (decision 0073).
        .plus(p.fee)
        .minus(p.paidFee);
    const arrears = plan.filter((p) => p.period <= due!.period).reduce((a, p) => a.plus(unpaid(p)), new Decimal(0));
    const [bill] = await sql<{ fees: string }>(
      `select coalesce(sum(l.debit - l.credit), 0)::numeric(18,2)::text fees from ledger_lines l
        where l.account_code = '1123' and l.bill_id = (select bill_id from repayment_loans where id = ${due!.loanId})`,
    );
    const feesTaken = Decimal.max(0, bill!.fees);
    const owed = arrears.plus(feesTaken);
    expect(due!.due).toBe(owed.toFixed(2));
    const k = key();
    const replies = await Promise.all(
      Array.from({ length: 50 }, () => start({ loanId: due!.loanId, period: due!.period, idempotencyKey: k })),
    );
    // Decision 0076: a repeat that meets the first still running is told so (409); the others get the first answer.
    const done = replies.filter((r) => r.status === 200);
    for (const r of replies.filter((x) => x.status !== 200))
      expect([r.status, r.body.msg]).toEqual([409, '该幂等键的首次请求仍在处理中，请稍后重试']);
    expect(done.length).toBeGreaterThan(0);
    const ids = new Set(done.map((r) => r.reply!.id));
    expect(ids.size).toBe(1);
    const made = done[0]!.reply!;
    expect([made.status, made.amount, made.attempts]).toEqual([2, owed.toFixed(2), 1]);
    expect(await sql(`select count(*)::int n from withhold_requests where idempotency_key = '${k}'`)).toEqual([{ n: 1 }]);
    expect(await sql(`select count(*)::int n from withhold_attempts where request_id = ${made.id}`)).toEqual([{ n: 1 }]);
    expect(await entries(`repay:withhold:${made.id}`)).toBe(1);
    const lines = await sql<{ account_code: string; debit: string; credit: string }>(
      `select l.account_code, l.debit::text, l.credit::text from ledger_lines l join ledger_entries e on e.id = l.entry_id
        where e.idempotency_key = 'repay:withhold:${made.id}' order by l.account_code`,
    );
    const bank = lines.find((l) => l.account_code === '1002')!;
    expect(bank.debit).toBe(owed.toFixed(2));
    expect(lines.find((l) => l.account_code === '1123')?.credit ?? '0.00').toBe(feesTaken.toFixed(2));
    // The quote paid the fees and the instalment: it is paid in full (finding 2 of issue 33).
    const after = (await schedule(due!.loanId)).find((p) => p.period === due!.period)!;
    expect([after.status, after.paidPenalty, after.paidInterest, after.paidPrincipal]).toEqual([
      2,
      after.penalty,
      after.interest,
      after.principal,
    ]);
    // The next instalment took nothing: the money was applied once.
    const later = (await schedule(due!.loanId)).find((p) => p.period === due!.period + 1)!;
    expect(later.paidPrincipal).toBe('0.00');
    // The same key for another instalment is a 422.
    expect((await start({ loanId: due!.loanId, period: due!.period + 1, idempotencyKey: k })).status).toBe(422);
    // A paid instalment has nothing due.
    expect((await start({ loanId: due!.loanId, period: due!.period, idempotencyKey: key() })).status).toBe(422);
  });

  it('a failed withholding retried succeeds with one posting; a second retry at once is refused', async () => {
    // The demo's timed-out request: the channel has no such debit, so the status query finds it failed.
    const open = (await c.finance.call(W.deskList, { body: { status: 4 } })).list[0]!;
    const retry = (who: Caller) => who.send(W.retry, { params: { id: open.id } });
    expect((await retry(c.finance)).status).toBe(409);
    const queried = await c.finance.call(W.query, { params: { id: open.id } });
    expect([queried.status, queried.ledgerEntryId]).toEqual([3, null]);
    await next('fail');
    const refused = await c.finance.call(W.retry, { params: { id: open.id } });
    expect([refused.status, refused.attempts, refused.ledgerEntryId]).toEqual([3, 2, null]);
    const both = await Promise.all([retry(c.finance), retry(c.financeHead)]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    const done = both.find((r) => r.status === 200)!.reply!;
    expect([done.status, done.attempts]).toEqual([2, 3]);
    expect(await entries(`repay:withhold:${open.id}`)).toBe(1);
    const detail = await c.finance.call(W.detail, { params: { id: open.id } });
    expect(detail.attemptList.map((a) => [a.status, a.failureReason])).toEqual([
      [3, 'withholdChannelRefused'],
      [3, 'withholdChannelRefused'],
      [2, null],
    ]);
    expect((await retry(c.finance)).status).toBe(409);
  });

  it('a timed-out withholding is pending until the status query posts it; reconciliation lists it meanwhile', async () => {
    // Move the business date on so the interest-first demo loan's next instalment falls due.
    const calendar = await c.admin.call(R.businessDate);
    await c.admin.call(R.advanceBusinessDate, { body: { businessDate: addDays(calendar.businessDate, 35) } });
    const [due] = await dues();
    expect(due).toBeDefined();
    await next('timeout');
    const pending = await c.finance.call(W.start, { body: { loanId: due!.loanId, period: due!.period, idempotencyKey: key() } });
    expect([pending.status, pending.ledgerEntryId]).toEqual([4, null]);
    expect(await entries(`repay:withhold:${pending.id}`)).toBe(0);
    // Another start of the same instalment waits for this one; the desk shows it as in progress meanwhile.
    expect((await start({ loanId: due!.loanId, period: due!.period, idempotencyKey: key() })).status).toBe(409);
    const marked = async () => (await dues()).find((d) => d.loanId === due!.loanId && d.period === due!.period)?.inProgress;
    expect([due!.inProgress, await marked()]).toEqual([false, true]);

    const today = shanghaiToday();
    const reconcile = () => c.finance.call(W.reconcile, { body: { day: today } });
    const first = await reconcile();
    expect(first.mismatches).toEqual([
      { kind: 'notPosted', channelRef: pending.channelRef, requestId: pending.id, channelAmount: pending.amount, postedAmount: null },
    ]);

    const settled = await c.finance.call(W.query, { params: { id: pending.id } });
    expect(settled.status).toBe(2);
    expect(await entries(`repay:withhold:${pending.id}`)).toBe(1);
    expect(await marked()).not.toBe(true);
    expect((await c.finance.send(W.query, { params: { id: pending.id } })).status).toBe(409);
    const second = await reconcile();
    expect([second.mismatches, second.channelCount, second.postedCount]).toEqual([[], first.channelCount, first.postedCount + 1]);
    // A posting the channel does not report (planted: an attempt of today the simulator never made).
    await t.database.executeSql(
      `insert into withhold_attempts (request_id, amount, status, channel_ref, channel_day, created_by_name) values (${pending.id}, 12.34, 2, 'WH-PLANTED', '${today}', 'test')`,
    );
    const third = await reconcile();
    expect(third.mismatches).toEqual([
      { kind: 'notAtChannel', channelRef: 'WH-PLANTED', requestId: pending.id, channelAmount: null, postedAmount: '12.34' },
    ]);
  });

  it('the simulator keeps what it did in the database: another server process (a restart) reconciles and settles a timed-out debit', async () => {
    // The instalments due so far are paid: move the business date on a month so the next falls due.
    const calendar = await c.admin.call(R.businessDate);
    await c.admin.call(R.advanceBusinessDate, { body: { businessDate: addDays(calendar.businessDate, 31) } });
    const [due] = await dues();
    expect(due).toBeDefined();
    await next('timeout');
    const pending = await c.finance.call(W.start, { body: { loanId: due!.loanId, period: due!.period, idempotencyKey: key() } });
    expect(pending.status).toBe(4);
    // A second server on the same database: its channel starts with nothing in memory, as after a restart.
    const other = await createTestApp({ database: t.database });
    try {
      const finance = await as(other, 'finance');
      const run = await finance.call(W.reconcile, { body: { day: shanghaiToday() } });
      expect(run.mismatches).toContainEqual(expect.objectContaining({ kind: 'notPosted', channelRef: pending.channelRef }));
      const settled = await finance.call(W.query, { params: { id: pending.id } });
      expect(settled.status).toBe(2);
      expect(await entries(`repay:withhold:${pending.id}`)).toBe(1);
    } finally {
      await other.close();
    }
  });

  it('a recharge is recorded, then posted by another person through the waterfall; own review 403, a second review 409', async () => {
    const [loan] = (await c.afterLoan.call(W.rechargeLoans, { body: {} })).list;
    const input = {
      loanId: loan!.loanId,
      amount: '1234.56',
      payerName: '王建国',
      transferRef: 'TR-TEST-1',
      paidOn: shanghaiToday(),
      idempotencyKey: key(),
    };
    const made = await c.finance.call(W.recharge, { body: input });
    expect(made.status).toBe(1);
    expect((await c.finance.call(W.recharge, { body: input })).id).toBe(made.id);
    expect((await c.finance.send(W.recharge, { body: { ...input, amount: '1.00' } })).status).toBe(422);
    expect((await c.finance.send(W.rechargeApprove, { params: { id: made.id } })).status).toBe(403);
    const both = await Promise.all([
      c.financeHead.send(W.rechargeApprove, { params: { id: made.id } }),
      c.financeHead.send(W.rechargeReject, { params: { id: made.id }, body: { reason: '重复' } }),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await entries(`repay:recharge:${made.id}`)).toBe(both[0]!.status === 200 ? 1 : 0);
    const bank = await sql<{ debit: string }>(
      `select l.debit::text from ledger_lines l join ledger_entries e on e.id = l.entry_id where e.idempotency_key = 'repay:recharge:${made.id}' and l.account_code = '1002'`,
    );
    if (both[0]!.status === 200) expect(bank).toEqual([{ debit: '1234.56' }]);
  });
  it('the recharge form offers only loans not settled; a recharge recorded there posts one balanced ledger entry, however often it is sent', async () => {
    const offered = (await c.finance.call(W.rechargeLoans, { body: {} })).list.map((l) => l.loanId);
    const settled = (await sql<{ id: number }>(`select id::int from repayment_loans where status = 3`)).map((r) => r.id);
    expect(settled.length).toBeGreaterThan(0);
    expect(offered.filter((id) => settled.includes(id))).toEqual([]);
    const input = {
      loanId: offered[0]!,
      amount: '88.00',
      payerName: '王建国',
      transferRef: 'PZ-FORM-1',
      paidOn: shanghaiToday(),
      idempotencyKey: key(),
    };
    // A reply lost and the form sent again with its key: one recharge.
    const first = await c.finance.send(W.recharge, { body: input });
    const { id } = first.reply!;
    expect((await c.finance.call(W.recharge, { body: input })).id).toBe(id);
    const posted = await c.financeHead.call(W.rechargeApprove, { params: { id } });
    expect(posted).toMatchObject({ status: 2, transferRef: 'PZ-FORM-1' });
    // Sent again after finance posted it: the first answer again, byte for byte (decision 0076), not a second recharge.
    expect((await c.finance.send(W.recharge, { body: input })).res.body).toBe(first.res.body);
    expect(await entries(`repay:recharge:${id}`)).toBe(1);
    const [sums] = await sql<{ debit: string; credit: string }>(
      `select sum(debit)::text debit, sum(credit)::text credit from ledger_lines where entry_id = ${posted.ledgerEntryId}`,
    );
    expect(new Decimal(sums!.debit).eq(sums!.credit)).toBe(true);
    const bank = await sql<{ debit: string }>(
      `select debit::text from ledger_lines where entry_id = ${posted.ledgerEntryId} and account_code = '1002'`,
    );
    expect(bank).toEqual([{ debit: '88.00' }]);
  });
});
