import { ACCOUNT, LEDGER_API } from '@lc/shared';
import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { type PostingLine, creditLine, debitLine } from '../src/modules/ledger/ledger-posting.rules';
import { type LedgerService, createLedgerService } from '../src/modules/ledger/ledger.service';
import { type Caller, anonymous, as } from './helpers/as-user';
import { type TestApp, createTestApp } from './helpers/test-app';

const L = LEDGER_API.endpoints;
const ACTOR = { actorId: null, actorName: 'test', requestId: null, ip: null };
const dr = debitLine;
const cr = creditLine;

describe('the double-entry ledger', () => {
  let t: TestApp;
  let ledger: LedgerService;
  let finance: Caller; // role 21: finance granter, holds ledger_view

  beforeAll(async () => {
    t = await createTestApp();
    ledger = createLedgerService({ db: t.database.db });
    finance = await as(t, 'finance');
  });
  afterAll(() => t.close());

  const count = async (table: 'ledger_entries' | 'ledger_lines') =>
    Number((await queryRows<{ n: string }>(t.database.db, sql`select count(*)::text as n from ${sql.identifier(table)}`))[0]!.n);
  const inTx = <T>(work: (tx: Parameters<Parameters<typeof t.database.db.transaction>[0]>[0]) => Promise<T>) =>
    t.database.db.transaction(work);
  const trialBalance = () => finance.call(L.trialBalance);
  const balanceOf = (tb: { accounts: { code: string; debit: string; credit: string }[] }, code: string) => {
    const a = tb.accounts.find((x) => x.code === code);
    return a ? new Decimal(a.debit).minus(a.credit).toFixed(2) : '0.00';
  };

  it('answers the trial balance as decimal strings, balanced on the demo books, to finance only', async () => {
    const res = await finance.send(L.trialBalance);
    expect(res.status).toBe(200);
    const tb = res.reply!;
    expect(Object.keys(tb).sort()).toEqual(['accounts', 'balanced', 'credit', 'creditTotal', 'debit', 'debitTotal']);
    expect(tb.accounts.length).toBeGreaterThan(0);
    for (const a of tb.accounts) {
      expect(Object.keys(a).sort()).toEqual([
        'balance',
        'code',
        'credit',
        'creditTotal',
        'debit',
        'debitTotal',
        'kind',
        'name',
        'negative',
        'normalSide',
      ]);
      for (const figure of [a.debit, a.credit, a.debitTotal, a.creditTotal]) expect(figure).toMatch(/^\d+\.\d{2}$/);
      expect(a.balance).toMatch(/^-?\d+\.\d{2}$/);
    }
    expect(tb.debit).toMatch(/^\d+\.\d{2}$/);
    expect(tb.debit).toBe(tb.credit);
    expect(tb.accounts.find((a) => a.code === ACCOUNT.bank)).toMatchObject({ name: '银行存款' });
    const en = await finance.call(L.trialBalance, undefined, { headers: { 'accept-language': 'en-US' } });
    expect(en.accounts.find((a) => a.code === ACCOUNT.bank)!.name).toBe('Bank deposits');

    // sales (role 11): no ledger_view.
    expect((await (await as(t, 'sales')).send(L.trialBalance)).status).toBe(403);
    expect((await anonymous(t).send(L.trialBalance)).status).toBe(401);
  });

  it('lists the chart of accounts with kinds and normal sides', async () => {
    const list = (await finance.call(L.accounts)).list;
    expect(list).toContainEqual({ code: ACCOUNT.loanPrincipal, name: '贷款本金', kind: 'asset', normalSide: 'debit' });
    expect(list).toContainEqual({ code: ACCOUNT.feeIncome, name: '手续费及佣金收入', kind: 'income', normalSide: 'credit' });
  });

  it('posts 100 concurrent requests with one idempotency key exactly once', async () => {
    const before = await count('ledger_entries');
    const posting = { eventType: 'disbursement' as const, idempotencyKey: 'draw:9001:1', subject: { billId: 9001, fundingParty: 'SELF' } };
    const lines = [dr(ACCOUNT.loanPrincipal, '500000.00'), cr(ACCOUNT.bank, '500000.00')];
    const results = await Promise.all(Array.from({ length: 100 }, () => inTx((tx) => ledger.post(tx, ACTOR, { ...posting, lines }))));
    expect(new Set(results.map((r) => r.entry.id)).size).toBe(1);
    expect(results.filter((r) => r.created)).toHaveLength(1);
    expect(await count('ledger_entries')).toBe(before + 1);
    const statement = await finance.call(L.loanStatement, { params: { billId: 9001 } });
    expect(statement.lines).toHaveLength(2);
    expect(statement.balances).toContainEqual({ code: ACCOUNT.loanPrincipal, name: '贷款本金', balance: '500000.00' });
    // The same key with other lines is a mistake, not a repeat: the one rule's answer (decision 0076).
    await expect(
      inTx((tx) => ledger.post(tx, ACTOR, { ...posting, lines: [dr(ACCOUNT.loanPrincipal, '1.00'), cr(ACCOUNT.bank, '1.00')] })),
    ).rejects.toMatchObject({
      httpStatus: 422,
      message: '该幂等键已用于另一请求内容',
    });
  });

  it('refuses unbalanced and malformed lines before writing anything', async () => {
    const before = { entries: await count('ledger_entries'), lines: await count('ledger_lines') };
    const tb = await trialBalance();
    const attempt = (lines: PostingLine[]) =>
      inTx((tx) => ledger.post(tx, ACTOR, { eventType: 'fee', idempotencyKey: `bad:${Math.random()}`, subject: { billId: 9002 }, lines }));
    const refusals: [PostingLine[], string][] = [
      [[dr(ACCOUNT.feesReceivable, '100.00'), cr(ACCOUNT.feeIncome, '99.99')], '借贷不平衡：借方合计 100.00，贷方合计 99.99'],
      [[dr(ACCOUNT.feesReceivable, '100.00')], '一笔分录至少需要两行'],
      [
        [{ account: ACCOUNT.feesReceivable, debit: '100.00', credit: '100.00' }, cr(ACCOUNT.feeIncome, '0.00')],
        '第 1 行分录须且只能填写借方或贷方中的一方，金额大于0且最多两位小数',
      ],
      [
        [{ account: ACCOUNT.feesReceivable }, cr(ACCOUNT.feeIncome, '1.00')],
        '第 1 行分录须且只能填写借方或贷方中的一方，金额大于0且最多两位小数',
      ],
      [
        [dr(ACCOUNT.feesReceivable, '-5.00'), cr(ACCOUNT.feeIncome, '-5.00')],
        '第 1 行分录须且只能填写借方或贷方中的一方，金额大于0且最多两位小数',
      ],
      [[dr(ACCOUNT.feesReceivable, '0'), cr(ACCOUNT.feeIncome, '0')], '第 1 行分录须且只能填写借方或贷方中的一方，金额大于0且最多两位小数'],
      [
        [dr(ACCOUNT.feesReceivable, '1.005'), cr(ACCOUNT.feeIncome, '1.005')],
        '第 1 行分录须且只能填写借方或贷方中的一方，金额大于0且最多两位小数',
      ],
      [
        [dr(ACCOUNT.feesReceivable, '1e3'), cr(ACCOUNT.feeIncome, '1000.00')],
        '第 1 行分录须且只能填写借方或贷方中的一方，金额大于0且最多两位小数',
      ],
      [[dr('9999' as PostingLine['account'], '1.00'), cr(ACCOUNT.feeIncome, '1.00')], '科目 9999 不存在'],
    ];
    for (const [lines, msg] of refusals) await expect(attempt(lines)).rejects.toMatchObject({ httpStatus: 400, message: msg });
    expect({ entries: await count('ledger_entries'), lines: await count('ledger_lines') }).toEqual(before);
    expect(await trialBalance()).toEqual(tb);
  });

  it('reverses an entry with its mirror: the accounts net to zero, the original stays, once only', async () => {
    const fee = await inTx((tx) =>
      ledger.post(tx, ACTOR, {
        eventType: 'fee',
        idempotencyKey: 'fee:9003:1',
        subject: { billId: 9003 },
        lines: [dr(ACCOUNT.feesReceivable, '1234.56'), cr(ACCOUNT.feeIncome, '1000.00'), cr(ACCOUNT.taxesPayable, '234.56')],
      }),
    );
    const reversal = await inTx((tx) => ledger.reverse(tx, ACTOR, fee.entry.id, 'reverse:fee:9003:1', '费用误收'));
    expect(reversal.entry).toMatchObject({ reversalOf: fee.entry.id, eventType: 'reversal', billId: 9003 });
    // A repeat of the reversal answers it again; another key for the same original is refused.
    expect((await inTx((tx) => ledger.reverse(tx, ACTOR, fee.entry.id, 'reverse:fee:9003:1'))).entry.id).toBe(reversal.entry.id);
    await expect(inTx((tx) => ledger.reverse(tx, ACTOR, fee.entry.id, 'reverse:fee:9003:again'))).rejects.toMatchObject({
      httpStatus: 409,
    });
    await expect(inTx((tx) => ledger.reverse(tx, ACTOR, reversal.entry.id, 'reverse:reversal'))).rejects.toMatchObject({ httpStatus: 400 });

    const statement = await finance.call(L.loanStatement, { params: { billId: 9003 } });
    expect(statement.lines.map((l) => l.entryId)).toEqual([
      fee.entry.id,
      fee.entry.id,
      fee.entry.id,
      reversal.entry.id,
      reversal.entry.id,
      reversal.entry.id,
    ]);
    expect(statement.balances.map((b) => b.balance)).toEqual(['0.00', '0.00', '0.00']);
    const tb = await trialBalance();
    expect(tb.debit).toBe(tb.credit);
  });

  it('keeps postings immutable in the database itself', async () => {
    const refused = { cause: { message: expect.stringMatching(/immutable/) } };
    await expect(t.database.db.execute(sql`update ledger_lines set debit = debit + 1 where debit > 0`)).rejects.toMatchObject(refused);
    await expect(t.database.db.execute(sql`delete from ledger_entries`)).rejects.toMatchObject(refused);
  });

  it("gives a funding party's statement and refuses a malformed code", async () => {
    const res = await finance.call(L.fundingPartyStatement, { params: { code: 'yunxintrust' } });
    expect(res.lines.length).toBeGreaterThan(0);
    expect(res.lines.every((l) => l.fundingParty === 'yunxintrust')).toBe(true);
    expect(
      balanceOf({ accounts: res.balances.map((b) => ({ code: b.code, debit: b.balance, credit: '0' })) }, ACCOUNT.fundingBorrowings),
    ).toBe('-30000000.00');
    expect((await finance.send(L.fundingPartyStatement, { params: { code: 'bad code' } as never })).status).toBe(400);
    expect((await finance.send(L.loanStatement, { params: { billId: 'abc' } as never })).status).toBe(400);
  });
});
