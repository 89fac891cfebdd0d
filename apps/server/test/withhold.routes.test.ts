import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from './helpers/test-app';

/*
 * Issue 16 item 5 (decision 0047): withholdings through the simulated channel, posted once through
 * the repayment waterfall and the ledger, retried, queried and reconciled; recharges reviewed by finance.
 */
const W = '/api/bill/v1/bill/withhold';
const RC = '/api/bill/v1/bill/recharge';
const B = '/api/bill/v1/bill';
type Row = {
  id: number;
  loanId: number;
  period: number;
  amount: string;
  status: number;
  attempts: number;
  ledgerEntryId: number | null;
  channelRef: string | null;
};
type Due = { loanId: number; period: number; due: string; reFundTime: string; inProgress: boolean };
type Period = {
  period: number;
  status: number;
  principal: string;
  interest: string;
  penalty: string;
  paidPrincipal: string;
  paidInterest: string;
  paidPenalty: string;
  fee: string;
  paidFee: string;
};
const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const shanghaiToday = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);

describe('withholding and recharge', () => {
  let t: TestApp;
  const c = {} as Record<'finance' | 'finance2' | 'afterLoan' | 'sales' | 'admin', string>;
  let seq = 0;
  const key = () => `withhold-test-${String(++seq).padStart(4, '0')}`;
  const post = (cookie: string, url: string, payload: object = {}) => t.call({ method: 'POST', url, cookie, payload });
  const data = async <T>(cookie: string, url: string, payload: object = {}) => {
    const res = await post(cookie, url, payload);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as T;
  };
  const sql = async <T>(text: string) => (await t.database.executeSql(text)).rows as T[];
  const entries = async (k: string) =>
    (await sql<{ n: number }>(`select count(*)::int n from ledger_entries where idempotency_key = '${k}'`))[0]!.n;
  const next = (outcome: 'confirm' | 'fail' | 'timeout') => data(c.finance, `${W}/channel/next`, { outcome });
  const schedule = async (loanId: number) => (await data<{ schedule: Period[] }>(c.admin, `${B}/repayManage/${loanId}`)).schedule;
  const dues = async () => (await data<{ list: Due[] }>(c.finance, `${W}/dues`, { pageSize: 50 })).list;

  beforeAll(async () => {
    t = await createTestApp();
    c.finance = await t.login('13800000021'); // role 21: withhold_list, deduct_record_list, recharge_record_list, reviews
    c.finance2 = await t.login('13800000020'); // role 20: finance director, reviews too
    c.afterLoan = await t.login('13800000041'); // role 41: the records, no desk
    c.sales = await t.login('13800000011'); // role 11: none of these codes
    c.admin = await t.login('13800000000');
  });
  afterAll(() => t.close());

  it('the demo lists open with rows in several statuses; the retried demo withholding posted once', async () => {
    const records = await data<{ list: Row[] }>(c.afterLoan, `${W}/records`, { pageSize: 20 });
    expect(new Set(records.list.map((r) => r.status))).toEqual(new Set([2, 3, 4]));
    const retried = records.list.find((r) => r.status === 2)!;
    expect([retried.attempts, retried.amount]).toEqual([2, '100.00']);
    expect(await entries(`repay:withhold:${retried.id}`)).toBe(1);
    const recharges = await data<{ list: { status: number }[] }>(c.afterLoan, `${RC}/list`, { pageSize: 20 });
    expect(new Set(recharges.list.map((r) => r.status))).toEqual(new Set([1, 2, 3]));
    // Filters: status, and the keyword.
    const failed = await data<{ list: Row[]; total: number }>(c.finance, `${W}/list`, { status: 3, withTotal: 1 });
    expect([failed.total, failed.list.every((r) => r.status === 3)]).toEqual([1, true]);
  });

  it('403 without the code, 400 for bad input, and nothing written', async () => {
    expect((await post(c.sales, `${W}/list`, {})).statusCode).toBe(403);
    expect((await post(c.sales, `${W}`, { loanId: 1, period: 1, idempotencyKey: key() })).statusCode).toBe(403);
    expect((await post(c.afterLoan, `${W}`, { loanId: 1, period: 1, idempotencyKey: key() })).statusCode).toBe(403);
    expect((await post(c.sales, `${RC}/list`, {})).statusCode).toBe(403);
    expect((await post(c.afterLoan, `${RC}/1/approve`)).statusCode).toBe(403);
    const before = await sql<{ n: number }>(`select count(*)::int n from withhold_requests`);
    for (const bad of [
      { loanId: 1, period: 0, idempotencyKey: key() },
      { loanId: 1, period: 1 },
      { loanId: 'x', period: 1, idempotencyKey: key() },
    ]) {
      const res = await post(c.finance, `${W}`, bad);
      expect(res.statusCode, res.body).toBe(400);
    }
    expect((await post(c.finance, `${W}/list`, { status: 9 })).statusCode).toBe(400);
    expect((await post(c.finance, `${W}/reconcile`, { day: '2026-13-01' })).statusCode).toBe(400);
    expect(
      (
        await post(c.afterLoan, `${RC}`, {
          loanId: 1,
          amount: '-5',
          payerName: '王',
          transferRef: 'T1',
          paidOn: '2026-01-01',
          idempotencyKey: key(),
        })
      ).statusCode,
    ).toBe(400);
    const res = await t.call({
      method: 'POST',
      url: `${W}`,
      cookie: c.finance,
      payload: { loanId: 1, period: 0, idempotencyKey: key() },
      headers: { 'accept-language': 'en-US' },
    });
    expect(res.statusCode).toBe(400);
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
      Array.from({ length: 50 }, () => post(c.finance, W, { loanId: due!.loanId, period: due!.period, idempotencyKey: k })),
    );
    // Decision 0076: a repeat that meets the first still running is told so (409); the others get the first answer.
    const done = replies.filter((r) => r.statusCode === 200);
    for (const r of replies.filter((x) => x.statusCode !== 200))
      expect([r.statusCode, r.json().msg]).toEqual([409, '该幂等键的首次请求仍在处理中，请稍后重试']);
    expect(done.length).toBeGreaterThan(0);
    const ids = new Set(done.map((r) => (r.json().data as Row).id));
    expect(ids.size).toBe(1);
    const made = done[0]!.json().data as Row;
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
    expect((await post(c.finance, W, { loanId: due!.loanId, period: due!.period + 1, idempotencyKey: k })).statusCode).toBe(422);
    // A paid instalment has nothing due.
    expect((await post(c.finance, W, { loanId: due!.loanId, period: due!.period, idempotencyKey: key() })).statusCode).toBe(422);
  });

  it('a failed withholding retried succeeds with one posting; a second retry at once is refused', async () => {
    // The demo's timed-out request: the channel has no such debit, so the status query finds it failed.
    const open = (await data<{ list: Row[] }>(c.finance, `${W}/list`, { status: 4 })).list[0]!;
    expect((await post(c.finance, `${W}/${open.id}/retry`)).statusCode).toBe(409);
    const queried = await data<Row>(c.finance, `${W}/${open.id}/query`);
    expect([queried.status, queried.ledgerEntryId]).toEqual([3, null]);
    await next('fail');
    const refused = await data<Row>(c.finance, `${W}/${open.id}/retry`);
    expect([refused.status, refused.attempts, refused.ledgerEntryId]).toEqual([3, 2, null]);
    const both = await Promise.all([post(c.finance, `${W}/${open.id}/retry`), post(c.finance2, `${W}/${open.id}/retry`)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const done = both.find((r) => r.statusCode === 200)!.json().data as Row;
    expect([done.status, done.attempts]).toEqual([2, 3]);
    expect(await entries(`repay:withhold:${open.id}`)).toBe(1);
    const detail = await data<{ attemptList: { status: number; failureReason: string | null }[] }>(c.finance, `${W}/${open.id}/detail`);
    expect(detail.attemptList.map((a) => [a.status, a.failureReason])).toEqual([
      [3, 'withholdChannelRefused'],
      [3, 'withholdChannelRefused'],
      [2, null],
    ]);
    expect((await post(c.finance, `${W}/${open.id}/retry`)).statusCode).toBe(409);
  });

  it('a timed-out withholding is pending until the status query posts it; reconciliation lists it meanwhile', async () => {
    // Move the business date on so the interest-first demo loan's next instalment falls due.
    const calendar = (await t.call({ method: 'GET', url: `${B}/businessDate`, cookie: c.admin })).json().data as { businessDate: string };
    await data(c.admin, `${B}/businessDate/advance`, { businessDate: addDays(calendar.businessDate, 35) });
    const [due] = await dues();
    expect(due).toBeDefined();
    await next('timeout');
    const pending = await data<Row>(c.finance, W, { loanId: due!.loanId, period: due!.period, idempotencyKey: key() });
    expect([pending.status, pending.ledgerEntryId]).toEqual([4, null]);
    expect(await entries(`repay:withhold:${pending.id}`)).toBe(0);
    // Another start of the same instalment waits for this one; the desk shows it as in progress meanwhile.
    expect((await post(c.finance, W, { loanId: due!.loanId, period: due!.period, idempotencyKey: key() })).statusCode).toBe(409);
    const marked = async () => (await dues()).find((d) => d.loanId === due!.loanId && d.period === due!.period)?.inProgress;
    expect([due!.inProgress, await marked()]).toEqual([false, true]);

    const today = shanghaiToday();
    type Run = {
      channelCount: number;
      postedCount: number;
      mismatches: { kind: string; channelRef: string; requestId: number | null; channelAmount: string | null }[];
    };
    const first = await data<Run>(c.finance, `${W}/reconcile`, { day: today });
    expect(first.mismatches).toEqual([
      { kind: 'notPosted', channelRef: pending.channelRef, requestId: pending.id, channelAmount: pending.amount, postedAmount: null },
    ]);

    const settled = await data<Row>(c.finance, `${W}/${pending.id}/query`);
    expect(settled.status).toBe(2);
    expect(await entries(`repay:withhold:${pending.id}`)).toBe(1);
    expect(await marked()).not.toBe(true);
    expect((await post(c.finance, `${W}/${pending.id}/query`)).statusCode).toBe(409);
    const second = await data<Run>(c.finance, `${W}/reconcile`, { day: today });
    expect([second.mismatches, second.channelCount, second.postedCount]).toEqual([[], first.channelCount, first.postedCount + 1]);
    // A posting the channel does not report (planted: an attempt of today the simulator never made).
    await t.database.executeSql(
      `insert into withhold_attempts (request_id, amount, status, channel_ref, channel_day, created_by_name) values (${pending.id}, 12.34, 2, 'WH-PLANTED', '${today}', 'test')`,
    );
    const third = await data<Run>(c.finance, `${W}/reconcile`, { day: today });
    expect(third.mismatches).toEqual([
      { kind: 'notAtChannel', channelRef: 'WH-PLANTED', requestId: pending.id, channelAmount: null, postedAmount: '12.34' },
    ]);
  });

  it('the simulator keeps what it did in the database: another server process (a restart) reconciles and settles a timed-out debit', async () => {
    // The instalments due so far are paid: move the business date on a month so the next falls due.
    const calendar = (await t.call({ method: 'GET', url: `${B}/businessDate`, cookie: c.admin })).json().data as { businessDate: string };
    await data(c.admin, `${B}/businessDate/advance`, { businessDate: addDays(calendar.businessDate, 31) });
    const [due] = await dues();
    expect(due).toBeDefined();
    await next('timeout');
    const pending = await data<Row>(c.finance, W, { loanId: due!.loanId, period: due!.period, idempotencyKey: key() });
    expect(pending.status).toBe(4);
    // A second server on the same database: its channel starts with nothing in memory, as after a restart.
    const other = await createTestApp({ database: t.database });
    try {
      const finance = await other.login('13800000021');
      const call = async <T>(url: string, payload: object = {}) => {
        const res = await other.call({ method: 'POST', url, cookie: finance, payload });
        expect(res.statusCode, res.body).toBe(200);
        return res.json().data as T;
      };
      const run = await call<{ mismatches: { kind: string; channelRef: string }[] }>(`${W}/reconcile`, { day: shanghaiToday() });
      expect(run.mismatches).toContainEqual(expect.objectContaining({ kind: 'notPosted', channelRef: pending.channelRef }));
      const settled = await call<Row>(`${W}/${pending.id}/query`);
      expect(settled.status).toBe(2);
      expect(await entries(`repay:withhold:${pending.id}`)).toBe(1);
    } finally {
      await other.close();
    }
  });

  it('a recharge is recorded, then posted by another person through the waterfall; own review 403, a second review 409', async () => {
    const [loan] = (await data<{ list: { loanId: number }[] }>(c.afterLoan, `${RC}/loans`, {})).list;
    const input = {
      loanId: loan!.loanId,
      amount: '1234.56',
      payerName: '王建国',
      transferRef: 'TR-TEST-1',
      paidOn: shanghaiToday(),
      idempotencyKey: key(),
    };
    const made = await data<{ id: number; status: number }>(c.finance, RC, input);
    expect(made.status).toBe(1);
    expect((await data<{ id: number }>(c.finance, RC, input)).id).toBe(made.id);
    expect((await post(c.finance, RC, { ...input, amount: '1.00' })).statusCode).toBe(422);
    expect((await post(c.finance, `${RC}/${made.id}/approve`)).statusCode).toBe(403);
    const both = await Promise.all([
      post(c.finance2, `${RC}/${made.id}/approve`),
      post(c.finance2, `${RC}/${made.id}/reject`, { reason: '重复' }),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await entries(`repay:recharge:${made.id}`)).toBe(both[0]!.statusCode === 200 ? 1 : 0);
    const bank = await sql<{ debit: string }>(
      `select l.debit::text from ledger_lines l join ledger_entries e on e.id = l.entry_id where e.idempotency_key = 'repay:recharge:${made.id}' and l.account_code = '1002'`,
    );
    if (both[0]!.statusCode === 200) expect(bank).toEqual([{ debit: '1234.56' }]);
  });
  it('the recharge form offers only loans not settled; a recharge recorded there posts one balanced ledger entry, however often it is sent', async () => {
    const offered = (await data<{ list: { loanId: number }[] }>(c.finance, `${RC}/loans`, {})).list.map((l) => l.loanId);
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
    const first = await post(c.finance, RC, input);
    const { id } = first.json().data as { id: number };
    expect((await data<{ id: number }>(c.finance, RC, input)).id).toBe(id);
    const posted = await data<{ status: number; ledgerEntryId: number; transferRef: string }>(c.finance2, `${RC}/${id}/approve`);
    expect(posted).toMatchObject({ status: 2, transferRef: 'PZ-FORM-1' });
    // Sent again after finance posted it: the first answer again, byte for byte (decision 0076), not a second recharge.
    expect((await post(c.finance, RC, input)).body).toBe(first.body);
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
