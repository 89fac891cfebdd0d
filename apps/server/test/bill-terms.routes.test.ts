import { type AgreedTermsInput, BILL_API, GRANT_API, REPAYMENT_API, addDays, maturityDate, message } from '@lc/shared';
import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachRequiredDocuments, billBody, finalTerms } from './bill-fixtures';
import { type Caller, asEach } from './helpers/as-user';
import { demoMobile } from './helpers/demo-users';
import { grantReadyBill } from './helpers/grant-at-finance';
import { type TestApp, createTestApp } from './helpers/test-app';

/*
 * Decision 0070: final review decides the loan's terms with its approval, and the grant and the
 * schedule read them. A 360-day loan matures 360 days after its money went out.
 */
const B = BILL_API.endpoints;
const G = GRANT_API.endpoints;
const BILL_CHAIN = ['manager', 'deptManager', 'risk', 'riskStaff'] as const;

describe('agreed terms, decided at final review (decision 0070)', () => {
  let t: TestApp;
  let c: Record<'admin' | 'sales' | (typeof BILL_CHAIN)[number] | 'finalReview' | 'vp1' | 'vp2' | 'finance', Caller>;
  beforeAll(async () => {
    t = await createTestApp();
    c = await asEach(t, 'admin', 'sales', ...BILL_CHAIN, 'finalReview', 'vp1', 'vp2', 'finance');
  });
  afterAll(() => t.close());

  const detail = (id: number) => c.finalReview.call(B.detail, { params: { id } });
  /** The final reviewer's approval, with the terms decided (decision 0070). */
  const finalApprove = (id: number, flowVersion: number, comment: string, terms?: AgreedTermsInput) =>
    c.finalReview.send(B.approve, { params: { id }, body: { flowVersion, comment, ...(terms ? { terms } : {}) } });

  /** A new bill of 1,500,000.00 for 90 days, approved up to final review; its flow version. */
  async function atFinal() {
    const made = await c.sales.call(B.create, { body: billBody() });
    const bill = await c.sales.call(B.submit, { params: { id: made.id }, body: { version: made.version } });
    await attachRequiredDocuments(t, c.sales.cookie, bill.id);
    let v = bill.flowVersion;
    for (const who of BILL_CHAIN) {
      v = (await c[who].call(B.approve, { params: { id: bill.id }, body: { flowVersion: v, comment: '同意' } })).flowVersion;
    }
    return { id: bill.id, v };
  }

  it('refuses final approval without terms, or with terms beyond the bill, beside the field; nothing moves', async () => {
    const { id, v } = await atFinal();
    const none = await finalApprove(id, v, '同意');
    expect([none.status, none.body.msg, none.body.data]).toEqual([400, message('billTermsRequired'), { field: 'terms' }]);
    const above = await finalApprove(id, v, '同意', finalTerms('1500000.01', 360));
    expect([above.status, above.body.msg, above.body.data]).toEqual([
      400,
      message('billTermsAmountAboveBill', 'zh-CN', { amount: '1,500,000.00' }),
      { field: 'terms.amount' },
    ]);
    const rate = await finalApprove(id, v, '同意', finalTerms('1000000.00', 360, { annualRate: '0.5' }));
    expect([rate.status, rate.body.msg, rate.body.data]).toEqual([400, '年利率须大于0且不超过36%', { field: 'terms.annualRate' }]);
    const days = await finalApprove(id, v, '同意', finalTerms('1000000.00', 0));
    expect([days.status, days.body.msg]).toEqual([400, '借款期限至少1天']);
    const after = await detail(id);
    expect([after.currentNode, after.terms, after.flowVersion]).toEqual(['final', null, v]);
  });

  it('keeps the terms with the approval; the grant is held to their amount and its loan repays on them, maturing 360 days on', async () => {
    const { id, v } = await atFinal();
    const terms = finalTerms('1000000.00', 360, { annualRate: '0.12', method: 'equalPrincipal', repaymentDay: 20 });
    const passed = await finalApprove(id, v, '终审同意', terms);
    expect(passed.status, passed.res.body).toBe(200);
    const [reviewer] = (await t.database.executeSql(`select real_name from users where mobile = '${demoMobile('finalReview')}'`)).rows as {
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

    const { billId, cardId } = await grantReadyBill(t, c.admin.cookie, id);
    const request = { billId, cardId, fundingParty: 'hnxiaodai' } as const;
    // The bill asked for 1,500,000.00; final review agreed 1,000,000.00, and that is the limit.
    const beyond = await c.riskStaff.send(G.request, { body: { ...request, amount: '1000000.01' } });
    expect([beyond.status, beyond.body.msg]).toEqual([400, '放款金额不能超过报单剩余可申请金额1000000.00元']);
    const made = await c.riskStaff.send(G.request, { body: { ...request, amount: '1000000.00' } });
    expect(made.status, made.res.body).toBe(200);
    const grantId = made.reply!.id;
    for (const who of ['risk', 'vp1', 'vp2'] as const) {
      const { flow } = await c[who].call(G.detail, { params: { id: grantId } });
      const approved = await c[who].send(G.approve, { params: { id: grantId }, body: { flowVersion: flow!.version, comment: '同意' } });
      expect(approved.status).toBe(200);
    }
    await c.finance.call(G.draw, { params: { id: grantId }, body: { amount: '1000000.00', idempotencyKey: `terms-${grantId}` } });

    const [loan] = (await t.database.executeSql(`select id, draw_date::text from repayment_loans where grant_id = ${grantId}`)).rows as {
      id: number;
      draw_date: string;
    }[];
    const got = await c.admin.send(REPAYMENT_API.endpoints.repayManageDetail, { params: { id: loan!.id } });
    expect(got.status, got.res.body).toBe(200);
    const { annualRate, method, schedule, termDays } = got.reply!;
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
