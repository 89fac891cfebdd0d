import { BANK_CARD_API, BORROW_API, CHARGE_API, GRANT_API, LEDGER_API, luhnCheckDigit, standardCodeFor } from '@lc/shared';
import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, asEach } from './helpers/as-user';
import { secureForGrant } from './helpers/secure-for-grant';
import { type TestApp, createTestApp } from './helpers/test-app';
import { approveBillsDirectly } from './helpers/approved-bills';

const G = GRANT_API.endpoints;
const every = (rate: string) => ({ chief: rate, senior: rate, advanced: rate, common: rate, other: rate });

describe('fees posted at a grant’s first successful draw (decision 0043)', () => {
  let t: TestApp;
  // interest (role 81): charge_rule_management, edits the standards; riskStaff (31) requests the grant.
  let c: Record<'admin' | 'riskStaff' | 'risk' | 'vp1' | 'vp2' | 'finance' | 'interest', Caller>;
  const sql = async <T>(text: string) => (await t.database.executeSql(text)).rows as T[];

  beforeAll(async () => {
    t = await createTestApp();
    c = await asEach(t, 'admin', 'riskStaff', 'risk', 'vp1', 'vp2', 'finance', 'interest');
  });
  afterAll(() => t.close());

  it('posts the standard’s fee items as fees receivable once per bill, in the draw, from the version the bill keeps', async () => {
    await approveBillsDirectly(t);
    const [bill] = await sql<{ id: number; borrow_type: number; area_code: string; borrow_amount: string; borrow_duration: number }>(
      `select b.id, b.borrow_type, b.area_code, b.borrow_amount::text, b.borrow_duration from bills b where b.status = 4
         and not exists (select 1 from grants g where g.bill_id = b.id)
         and not exists (select 1 from bill_charge_pricings p where p.bill_id = b.id) order by b.id limit 1`,
    );
    const billId = Number(bill!.id);
    const code = standardCodeFor({ borrowType: bill!.borrow_type, areaCode: bill!.area_code, borrowAmount: bill!.borrow_amount });
    // A hand-worked standard: 0.4% per 5 days begun, and 0.1% per 30 days begun, every level alike.
    const current = await c.interest.call(CHARGE_API.endpoints.standardDetail, { params: { code }, query: {} });
    const items = [
      { itemName: '服务费', chargeDays: 5, rates: every('0.4') },
      { itemName: '管理费', chargeDays: 30, rates: every('0.1') },
    ];
    await c.interest.call(CHARGE_API.endpoints.standardUpdate, {
      params: { code },
      body: { items, version: current.currentVersion, remark: '测试' },
    });
    // Worked by hand on the bill's own amount and term (rounded half up to the fen per item).
    const amount = new Decimal(bill!.borrow_amount);
    const days = Number(bill!.borrow_duration);
    const item = (rate: string, per: number) =>
      amount
        .times(rate)
        .times(Math.ceil(days / per))
        .toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
    const expected = item('0.004', 5).plus(item('0.001', 30)).toFixed(2);

    await secureForGrant(t, billId);
    const [borrower] = await sql<{ id: number }>(`select id from borrowers where name = '王建国'`);
    const payload = `62220299${String(billId).padStart(10, '0')}`;
    const card = await c.admin.call(BANK_CARD_API.endpoints.cardCreate, {
      body: {
        borrowerId: Number(borrower!.id),
        billId,
        cardNo: payload + luhnCheckDigit(payload),
        accountName: '王建国',
        reservedMobile: '13912340001',
        status: 1,
      },
    });
    const { id } = await c.riskStaff.call(G.request, { body: { billId, amount: '200000.00', cardId: card.id, fundingParty: 'hnxiaodai' } });
    for (const who of ['risk', 'vp1', 'vp2'] as const) {
      const { flow } = await c.admin.call(G.detail, { params: { id } });
      await c[who].call(G.approve, { params: { id }, body: { flowVersion: flow!.version, comment: '同意' } });
    }
    const draw = (idempotencyKey: string) => c.finance.send(G.draw, { params: { id }, body: { amount: '50000.00', idempotencyKey } });
    const fees = () =>
      sql<{ d: string; c: string; n: number }>(
        `select coalesce(sum(l.debit),0)::text d, coalesce(sum(l.credit),0)::text c, count(distinct e.id)::int n from ledger_lines l
           join ledger_entries e on e.id = l.entry_id where e.bill_id = ${billId} and e.event_type = 'fee'`,
      );
    // A failed draw posts nothing, fees included.
    await c.finance.send(G.channelNext, { body: { outcome: 'fail' } });
    expect((await draw(`fee-draw-${id}-0`)).reply!.status).toBe(3);
    expect((await fees())[0]).toEqual({ d: '0', c: '0', n: 0 });
    // The first successful draw charges them; a second draw does not again.
    for (const k of [1, 2]) {
      const res = await draw(`fee-draw-${id}-${k}`);
      expect(res.reply?.status, res.body.msg).toBe(2);
    }
    const [posted] = await fees();
    expect(posted).toEqual({ d: expected, c: expected, n: 1 });
    const lines = await sql<{ account_code: string; debit: string; credit: string; bill_id: number; funding_party: string | null }>(
      `select l.account_code, l.debit::text, l.credit::text, l.bill_id, l.funding_party from ledger_lines l join ledger_entries e on e.id = l.entry_id
        where e.idempotency_key = 'fees:bill:${billId}' order by l.account_code`,
    );
    // Both sides carry the bill and the grant's funding party, as the repayment that collects the fee credits 1123 with them.
    expect(lines.map((l) => ({ ...l, bill_id: Number(l.bill_id) }))).toEqual([
      { account_code: '1123', debit: expected, credit: '0.00', bill_id: billId, funding_party: 'hnxiaodai' },
      { account_code: '6021', debit: '0.00', credit: expected, bill_id: billId, funding_party: 'hnxiaodai' },
    ]);
    // So the loan's and the funding party's statements both see the receivable (1123) it left.
    const party = await c.finance.call(LEDGER_API.endpoints.fundingPartyStatement, { params: { code: 'hnxiaodai' } });
    const feeEntry = (await sql<{ id: number }>(`select id from ledger_entries where idempotency_key = 'fees:bill:${billId}'`))[0]!;
    expect(
      party.lines
        .filter((l) => l.entryId === Number(feeEntry.id))
        .map((l) => [l.accountCode, l.debit])
        .sort(),
    ).toEqual([
      ['1123', expected],
      ['6021', '0.00'],
    ]);
    // The bill keeps the version it was priced with: a later edit does not change its price.
    const priced = await c.interest.call(CHARGE_API.endpoints.billPrice, { params: { id: billId } });
    expect(priced.total).toBe(expected);
    // unpaidProjectBills shows it without any hand posting.
    const unpaid = (await c.admin.call(BORROW_API.endpoints.unpaidFees, { query: { pageSize: 100 } })).list;
    expect(unpaid.find((r) => r.billId === billId)?.outstanding).toBe(expected);
    const trial = await c.finance.call(LEDGER_API.endpoints.trialBalance);
    expect(trial.debit).toBe(trial.credit);
  });
});
