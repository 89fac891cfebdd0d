import { addDays, maturityDate, message } from '@lc/shared';
import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { U, attachRequiredDocuments, type billApi, finalTerms, openBillApp } from './bill-fixtures';
import { grantReadyBill } from './helpers/grant-at-finance';
import type { TestApp } from './helpers/test-app';

/*
 * Decision 0070: final review decides the loan's terms with its approval, and the grant and the
 * schedule read them. A 360-day loan matures 360 days after its money went out.
 */
const USERS = { ...U, vp1: '13800000022', vp2: '13800000023', finance: '13800000021' } as const;
const G = '/api/v1/grant';
type Period = { period: number; reFundTime: string; beginRateTime: string; principal: string; interest: string };

describe('agreed terms, decided at final review (decision 0070)', () => {
  let t: TestApp;
  let api: ReturnType<typeof billApi>;
  const c: Record<string, string> = {};
  beforeAll(async () => {
    ({ t, api } = await openBillApp(c, USERS));
  });
  afterAll(() => t.close());

  const post = (who: string, url: string, payload: object) => t.call({ method: 'POST', url, cookie: c[who]!, payload });
  const detail = async (id: number) => (await api.detail(c.finalReview!, id)).json().data;

  /** A new bill of 1,500,000.00 for 90 days, approved up to final review; its flow version. */
  async function atFinal() {
    const bill = await api.submitted(c.sales!);
    await attachRequiredDocuments(t, c.sales!, bill.id);
    let v = bill.flowVersion;
    for (const who of ['manager', 'vp', 'director', 'riskStaff']) {
      const res = await api.approve(c[who]!, bill.id, v);
      expect(res.statusCode, res.body).toBe(200);
      v = res.json().data.flowVersion;
    }
    return { id: bill.id, v };
  }

  it('refuses final approval without terms, or with terms beyond the bill, beside the field; nothing moves', async () => {
    const { id, v } = await atFinal();
    const none = await api.approve(c.finalReview!, id, v, '同意');
    expect([none.statusCode, none.json().msg, none.json().data]).toEqual([400, message('billTermsRequired'), { field: 'terms' }]);
    const above = await api.approve(c.finalReview!, id, v, '同意', finalTerms('1500000.01', 360));
    expect([above.statusCode, above.json().msg, above.json().data]).toEqual([
      400,
      message('billTermsAmountAboveBill', 'zh-CN', { amount: '1,500,000.00' }),
      { field: 'terms.amount' },
    ]);
    const rate = await api.approve(c.finalReview!, id, v, '同意', finalTerms('1000000.00', 360, { annualRate: '0.5' }));
    expect([rate.statusCode, rate.json().msg, rate.json().data]).toEqual([400, '年利率须大于0且不超过36%', { field: 'terms.annualRate' }]);
    const days = await api.approve(c.finalReview!, id, v, '同意', finalTerms('1000000.00', 0));
    expect([days.statusCode, days.json().msg]).toEqual([400, '借款期限至少1天']);
    const after = await detail(id);
    expect([after.currentNode, after.terms, after.flowVersion]).toEqual(['final', null, v]);
  });

  it('keeps the terms with the approval; the grant is held to their amount and its loan repays on them, maturing 360 days on', async () => {
    const { id, v } = await atFinal();
    const terms = finalTerms('1000000.00', 360, { annualRate: '0.12', method: 'equalPrincipal', repaymentDay: 20 });
    const passed = await api.approve(c.finalReview!, id, v, '终审同意', terms);
    expect(passed.statusCode, passed.body).toBe(200);
    const [reviewer] = (await t.database.executeSql(`select real_name from users where mobile = '${U.finalReview}'`)).rows as {
      real_name: string;
    }[];
    expect((await detail(id)).terms).toMatchObject({
      amount: '1000000.00',
      annualRate: '0.12000000',
      method: 'equalPrincipal',
      termDays: 360,
      repaymentDay: 20,
      penaltyDailyRate: '0.00050000',
      version: 1,
      decidedBy: reviewer!.real_name,
    });

    const { billId, cardId } = await grantReadyBill(t, c.admin!, id);
    const request = { billId, cardId, fundingParty: 'hnxiaodai' };
    // The bill asked for 1,500,000.00; final review agreed 1,000,000.00, and that is the limit.
    const beyond = await post('riskStaff', G, { ...request, amount: '1000000.01' });
    expect([beyond.statusCode, beyond.json().msg]).toEqual([400, '放款金额不能超过报单剩余可申请金额1000000.00元']);
    const made = await post('riskStaff', G, { ...request, amount: '1000000.00' });
    expect(made.statusCode, made.body).toBe(200);
    const grantId = made.json().data.id as number;
    for (const who of ['director', 'vp1', 'vp2']) {
      const flow = (await t.call({ method: 'GET', url: `${G}/${grantId}`, cookie: c[who]! })).json().data.flow as { version: number };
      expect((await post(who, `${G}/${grantId}/approve`, { flowVersion: flow.version, comment: '同意' })).statusCode).toBe(200);
    }
    const drawn = await post('finance', `${G}/${grantId}/draws`, { amount: '1000000.00', idempotencyKey: `terms-${grantId}` });
    expect(drawn.statusCode, drawn.body).toBe(200);

    const [loan] = (await t.database.executeSql(`select id, draw_date::text from repayment_loans where grant_id = ${grantId}`)).rows as {
      id: number;
      draw_date: string;
    }[];
    const got = await post('admin', `/api/bill/v1/bill/repayManage/${loan!.id}`, {});
    expect(got.statusCode, got.body).toBe(200);
    const { annualRate, method, schedule, termDays } = got.json().data as {
      annualRate: string;
      method: string;
      schedule: Period[];
      termDays: number | null;
    };
    expect([annualRate, method]).toEqual(['0.12000000', 'equalPrincipal']);
    // The term as agreed, in days (the list and the drawer show 360天, not months).
    expect(termDays).toBe(360);
    // The 20th of each month after the draw's, while before the maturity day; then the maturity day.
    const valueDate = loan!.draw_date;
    const maturity = addDays(valueDate, 360);
    expect(maturityDate(valueDate, 360)).toBe(maturity);
    const expected: string[] = [];
    const [y, m] = valueDate.split('-').map(Number) as [number, number];
    for (let k = 1; ; k++) {
      const due = new Date(Date.UTC(y, m - 1 + k, 20)).toISOString().slice(0, 10);
      if (due >= maturity) break;
      expected.push(due);
    }
    expected.push(maturity);
    expect(schedule.map((p) => p.reFundTime)).toEqual(expected);
    // Equal principal: round(1,000,000 ÷ n) each, the remainder in the last; interest by days at 12 %.
    const n = expected.length;
    const share = new Decimal('1000000').div(n).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
    let outstanding = new Decimal('1000000');
    schedule.forEach((p, k) => {
      const principal = k === n - 1 ? outstanding : share;
      const days = (Date.parse(p.reFundTime) - Date.parse(p.beginRateTime)) / 86_400_000;
      const interest = outstanding.times('0.12').div(365).times(days).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
      expect([p.principal, p.interest], `instalment ${p.period}`).toEqual([principal.toFixed(2), interest.toFixed(2)]);
      outstanding = outstanding.minus(principal);
    });
  });
});
