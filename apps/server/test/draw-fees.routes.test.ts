import { luhnCheckDigit, standardCodeFor } from '@lc/shared';
import Decimal from 'decimal.js';
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
  interest: '13800000081', // charge_rule_management: edits the standards
  warrant: '13800000032',
  approver: '13800000036',
} as const;
type Who = keyof typeof USERS;
const G = '/api/v1/grant';
const every = (rate: string) => ({ chief: rate, senior: rate, advanced: rate, common: rate, other: rate });

describe('fees posted at a grant’s first successful draw (decision 0043)', () => {
  let t: TestApp;
  const c = {} as Record<Who, string>;
  const get = (who: Who, url: string) => t.call({ method: 'GET', url, cookie: c[who] });
  const post = (who: Who, url: string, payload: object) => t.call({ method: 'POST', url, cookie: c[who], payload });
  const sql = async <T>(text: string) => (await t.database.executeSql(text)).rows as T[];

  beforeAll(async () => {
    t = await createTestApp();
    for (const [k, m] of Object.entries(USERS)) c[k as Who] = await t.login(m);
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
    const current = (await get('interest', `/api/v1/chargeStandard/${code}`)).json().data as { currentVersion: number };
    const items = [
      { itemName: '服务费', chargeDays: 5, rates: every('0.4') },
      { itemName: '管理费', chargeDays: 30, rates: every('0.1') },
    ];
    const saved = await t.call({
      method: 'PUT',
      url: `/api/v1/chargeStandard/${code}`,
      cookie: c.interest,
      payload: { items, version: current.currentVersion, remark: '测试' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
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
    const card = await post('admin', '/api/v1/bankCard', {
      borrowerId: Number(borrower!.id),
      billId,
      cardNo: payload + luhnCheckDigit(payload),
      accountName: '王建国',
      reservedMobile: '13912340001',
      status: 1,
    });
    expect(card.statusCode, card.body).toBe(200);
    const made = await post('applicant', G, { billId, amount: '200000.00', cardId: card.json().data.id, fundingParty: 'hnxiaodai' });
    expect(made.statusCode, made.body).toBe(200);
    const id = made.json().data.id as number;
    for (const who of ['risk', 'vp1', 'vp2'] as const) {
      const flow = (await get('admin', `${G}/${id}`)).json().data.flow as { version: number };
      expect((await post(who, `${G}/${id}/approve`, { flowVersion: flow.version, comment: '同意' })).statusCode).toBe(200);
    }
    const fees = () =>
      sql<{ d: string; c: string; n: number }>(
        `select coalesce(sum(l.debit),0)::text d, coalesce(sum(l.credit),0)::text c, count(distinct e.id)::int n from ledger_lines l
           join ledger_entries e on e.id = l.entry_id where e.bill_id = ${billId} and e.event_type = 'fee'`,
      );
    // A failed draw posts nothing, fees included.
    await post('finance', `${G}/channel/next`, { outcome: 'fail' });
    expect((await post('finance', `${G}/${id}/draws`, { amount: '50000.00', idempotencyKey: `fee-draw-${id}-0` })).json().data.status).toBe(
      3,
    );
    expect((await fees())[0]).toEqual({ d: '0', c: '0', n: 0 });
    // The first successful draw charges them; a second draw does not again.
    for (const k of [1, 2]) {
      const res = await post('finance', `${G}/${id}/draws`, { amount: '50000.00', idempotencyKey: `fee-draw-${id}-${k}` });
      expect(res.json().data.status, res.body).toBe(2);
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
    const party = (await get('finance', '/api/v1/ledger/funding-parties/hnxiaodai/statement')).json().data as {
      lines: { entryId: number; accountCode: string; debit: string }[];
    };
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
    const priced = (await post('interest', `/api/v1/charge/bill/${billId}/price`, {})).json().data as { total: string; versionNo: number };
    expect(priced.total).toBe(expected);
    // unpaidProjectBills shows it without any hand posting.
    const unpaid = (await get('admin', `/api/v1/borrow/unpaid-fees?pageSize=100`)).json().data.list as {
      billId: number;
      outstanding: string;
    }[];
    expect(unpaid.find((r) => r.billId === billId)?.outstanding).toBe(expected);
    const trial = (await get('finance', '/api/v1/ledger/trial-balance')).json().data as { debit: string; credit: string };
    expect(trial.debit).toBe(trial.credit);
  });
});
