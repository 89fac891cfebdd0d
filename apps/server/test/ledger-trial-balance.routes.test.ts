import {
  ACCESS_API,
  ACCOUNT,
  IDENTITY_API,
  LEDGER_ACCOUNTS,
  LEDGER_API,
  LEDGER_PERMISSION,
  MENU_TYPE,
  type TrialBalance,
} from '@lc/shared';
import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { creditLine, debitLine } from '../src/modules/ledger/ledger-posting.rules';
import { type LedgerService, createLedgerService } from '../src/modules/ledger/ledger.service';
import { DEMO_USERS } from '../src/seed/demo-users';
import { type Caller, anonymous, as, callerOf } from './helpers/as-user';
import { demoMobile } from './helpers/demo-users';
import { type TestApp, createTestApp } from './helpers/test-app';

/*
 * Issue 33, "the trial balance shows no negative receivable": /ledgerManage/trialBalance reads
 * GET /v1/ledger/trial-balance. Every figure is checked against sums the database works out from
 * ledger_lines; an asset or liability below nil on its normal side is flagged, nothing else is; the
 * page and the call belong to whoever holds ledger_view, and to nobody else.
 */
const PAGE = '/ledgerManage/trialBalance';
const ACTOR = { actorId: null, actorName: 'test', requestId: null, ip: null };

type SqlAccount = {
  code: string;
  kind: string;
  normal_side: string;
  debit_total: string;
  credit_total: string;
  debit: string;
  credit: string;
  balance: string;
};

describe('the trial balance (/ledgerManage/trialBalance)', () => {
  let t: TestApp;
  let ledger: LedgerService;
  let finance: Caller;

  beforeAll(async () => {
    t = await createTestApp();
    ledger = createLedgerService({ db: t.database.db });
    finance = await as(t, 'finance');
  });
  afterAll(() => t.close());

  const trialBalance = (who = finance) => who.call(LEDGER_API.endpoints.trialBalance);
  /** The same figures, summed by the database from the lines themselves. */
  const bySql = () =>
    queryRows<SqlAccount>(
      t.database.db,
      sql`select a.code, a.kind, a.normal_side,
                 coalesce(sum(l.debit), 0)::numeric(18,2)::text as debit_total,
                 coalesce(sum(l.credit), 0)::numeric(18,2)::text as credit_total,
                 greatest(coalesce(sum(l.debit - l.credit), 0), 0)::numeric(18,2)::text as debit,
                 greatest(coalesce(sum(l.credit - l.debit), 0), 0)::numeric(18,2)::text as credit,
                 (case a.normal_side when 'debit' then coalesce(sum(l.debit - l.credit), 0)
                                     else coalesce(sum(l.credit - l.debit), 0) end)::numeric(18,2)::text as balance
          from ledger_accounts a left join ledger_lines l on l.account_code = a.code
          group by a.code, a.kind, a.normal_side order by a.code`,
    );
  const negatives = (tb: TrialBalance) => tb.accounts.filter((a) => a.negative).map((a) => `${a.code} ${a.balance}`);

  it('lists every account of the chart with what the lines sum to, its kind, and both pairs of totals equal', async () => {
    const tb = await trialBalance();
    const rows = await bySql();
    expect(tb.accounts.map((a) => a.code)).toEqual(LEDGER_ACCOUNTS.map((a) => a.code));
    expect(tb.accounts.map((a) => [a.code, a.kind, a.normalSide])).toEqual(LEDGER_ACCOUNTS.map((a) => [a.code, a.kind, a.normalSide]));
    expect(
      tb.accounts.map(({ code, kind, normalSide, debitTotal, creditTotal, debit, credit, balance }) => ({
        code,
        kind,
        normal_side: normalSide,
        debit_total: debitTotal,
        credit_total: creditTotal,
        debit,
        credit,
        balance,
      })),
    ).toEqual(rows);
    // The demo book has posted to bank, principal and funding borrowings at least.
    for (const code of [ACCOUNT.bank, ACCOUNT.loanPrincipal, ACCOUNT.fundingBorrowings])
      expect(tb.accounts.find((a) => a.code === code)?.debitTotal).not.toBe('0.00');

    const [whole] = await queryRows<{ d: string; c: string }>(
      t.database.db,
      sql`select coalesce(sum(debit), 0)::numeric(18,2)::text d, coalesce(sum(credit), 0)::numeric(18,2)::text c from ledger_lines`,
    );
    expect(whole!.d).not.toBe('0.00');
    expect({ debitTotal: tb.debitTotal, creditTotal: tb.creditTotal }).toEqual({ debitTotal: whole!.d, creditTotal: whole!.c });
    expect(tb.debitTotal).toBe(tb.creditTotal);
    expect(tb.debit).toMatch(/^\d+\.\d{2}$/);
    expect(tb.debit).toBe(tb.credit);
    expect(tb.balanced).toBe(true);
    // The demo book: no asset or liability below nil (decision 0061's rule for receivables).
    expect(negatives(tb)).toEqual([]);

    const en = await finance.call(LEDGER_API.endpoints.trialBalance, undefined, { headers: { 'accept-language': 'en-US' } });
    expect(en.accounts.find((a) => a.code === ACCOUNT.interestReceivable)!.name).toBe('Interest receivable');
    expect(tb.accounts.find((a) => a.code === ACCOUNT.interestReceivable)?.name).toBe('应收利息');
  });

  it('flags a receivable and a liability driven below nil, and no income or expense account', async () => {
    const before = await trialBalance();
    const balanceOf = (tb: TrialBalance, code: string) => tb.accounts.find((a) => a.code === code)!.balance;
    // One cent beyond each balance: what decision 0061's interest waiver once did to 1122.
    const beyond = (code: string) => new Decimal(balanceOf(before, code)).plus('0.01').toFixed(2);
    const penalty = beyond(ACCOUNT.penaltyReceivable);
    const deposits = beyond(ACCOUNT.depositsReceived);
    const income = beyond(ACCOUNT.penaltyIncome);
    await t.database.db.transaction(async (tx) => {
      await ledger.post(tx, ACTOR, {
        eventType: 'adjustment',
        idempotencyKey: 'test:tb:penalty-below-nil',
        lines: [debitLine(ACCOUNT.fundingCost, penalty), creditLine(ACCOUNT.penaltyReceivable, penalty)],
      });
      await ledger.post(tx, ACTOR, {
        eventType: 'adjustment',
        idempotencyKey: 'test:tb:deposits-below-nil',
        lines: [debitLine(ACCOUNT.depositsReceived, deposits), creditLine(ACCOUNT.interestIncome, deposits)],
      });
      await ledger.post(tx, ACTOR, {
        eventType: 'adjustment',
        idempotencyKey: 'test:tb:income-below-nil',
        lines: [debitLine(ACCOUNT.penaltyIncome, income), creditLine(ACCOUNT.bank, income)],
      });
    });

    const after = await trialBalance();
    expect(after.balanced).toBe(true);
    expect(negatives(after)).toEqual([`${ACCOUNT.penaltyReceivable} -0.01`, `${ACCOUNT.depositsReceived} -0.01`]);
    // Penalty income is below nil too, but income may be (a reversal); it is not flagged.
    expect(balanceOf(after, ACCOUNT.penaltyIncome)).toBe('-0.01');
    // In the balance columns alone the negative receivable hides as an ordinary credit balance.
    expect(after.accounts.find((a) => a.code === ACCOUNT.penaltyReceivable)).toMatchObject({
      kind: 'asset',
      debit: '0.00',
      credit: '0.01',
    });
    expect(after.accounts.map((a) => [a.code, a.balance])).toEqual((await bySql()).map((r) => [r.code, r.balance]));
  });

  it('opens to every demo user holding ledger_view, in the menu and over the call; refuses the rest', async () => {
    const holders: string[] = [];
    for (const user of DEMO_USERS) {
      // Every seeded user, each on a session of their own.
      const who = callerOf(t, await t.login(user.mobile));
      const info = await who.call(IDENTITY_API.endpoints.userInfo);
      const holds = info.permissions.includes(LEDGER_PERMISSION);
      const menu = await who.call(ACCESS_API.endpoints.menus, { params: { appId: 'console' } });
      const shown = menu.filter((m) => m.menuType === MENU_TYPE.menu).map((m) => m.path);
      const { status } = await who.send(LEDGER_API.endpoints.trialBalance);
      expect({ user: user.mobile, group: shown.includes('/ledgerManage'), page: shown.includes(PAGE), status }).toEqual({
        user: user.mobile,
        group: holds,
        page: holds,
        status: holds ? 200 : 403,
      });
      if (holds) holders.push(user.mobile);
    }
    // Finance (director 20, granter 21) and the admin.
    expect(holders.sort()).toEqual([demoMobile('admin'), demoMobile('financeHead'), demoMobile('finance')].sort());
    expect((await anonymous(t).send(LEDGER_API.endpoints.trialBalance)).status).toBe(401);
    expect((await (await as(t, 'sales')).send(LEDGER_API.endpoints.trialBalance)).status).toBe(403);
  });

  it('opens to a role granted ledger_view later, with nothing else granted for it', async () => {
    const admin = await as(t, 'admin');
    const { roles } = await admin.call(ACCESS_API.endpoints.roles);
    const role41 = roles.find((r) => r.id === 41)!;
    expect(role41.codes).not.toContain(LEDGER_PERMISSION);
    await admin.call(ACCESS_API.endpoints.setRoleGrants, { params: { roleId: 41 }, body: { codes: [...role41.codes, LEDGER_PERMISSION] } });
    // afterLoan (41), signed in after the grant: no ledger_view by default.
    const afterLoan = callerOf(t, await t.login(demoMobile('afterLoan')));
    const menu = await afterLoan.call(ACCESS_API.endpoints.menus, { params: { appId: 'console' } });
    expect(menu.map((m) => m.path)).toEqual(expect.arrayContaining(['/ledgerManage', PAGE]));
    expect((await afterLoan.send(LEDGER_API.endpoints.trialBalance)).status).toBe(200);
  });
});
