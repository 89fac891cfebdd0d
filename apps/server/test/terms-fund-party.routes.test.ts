import type { BillDetail } from '@lc/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { U, attachRequiredDocuments, type billApi, finalTerms, openBillApp } from './bill-fixtures';
import { grantReadyBill } from './helpers/grant-at-finance';
import type { TestApp } from './helpers/test-app';

/*
 * Decision 0079 over HTTP: the funding party is one of the terms final review decides. Left out, the
 * bill's proposal is confirmed; named, the bill follows it. The grant takes it from the terms and
 * refuses another; the contract names it; an approved system change of the term or the party makes
 * a new version of the terms, and is refused once the loan is paid out.
 */
const USERS = { ...U, core: '13800000092', office: '13800000051' } as const;
const G = '/api/v1/grant';
const SC = '/api/v1/systemChange';

describe('the funding party is decided with the terms (decision 0079)', () => {
  let t: TestApp;
  let api: ReturnType<typeof billApi>;
  const c: Record<string, string> = {};
  beforeAll(async () => {
    ({ t, api } = await openBillApp(c, USERS));
  }, 240_000);
  afterAll(() => t.close());

  const post = (who: string, url: string, payload: object) => t.call({ method: 'POST', url, cookie: c[who]!, payload });
  const get = (who: string, url: string) => t.call({ method: 'GET', url, cookie: c[who]! });
  const detail = async (id: number) => (await api.detail(c.admin!, id)).json().data as BillDetail;

  /** A new bill taken up to its final review; answers its id and the flow version final review acts on. */
  async function atFinalReview(overrides: Record<string, unknown> = {}) {
    const bill = await api.submitted(c.sales!, overrides);
    await attachRequiredDocuments(t, c.sales!, bill.id);
    let v = bill.flowVersion;
    for (const who of ['manager', 'vp', 'director', 'riskStaff']) {
      const res = await api.approve(c[who]!, bill.id, v);
      expect(res.statusCode, res.body).toBe(200);
      v = res.json().data.flowVersion;
    }
    return { id: bill.id, flowVersion: v };
  }

  it('names another party than the bill proposed: the terms and the bill hold it, the grant takes it and refuses another', async () => {
    const bill = await atFinalReview();
    expect((await detail(bill.id)).fields.fundings).toBe('hnxiaodai');
    const terms = finalTerms('500000.00', 180, { fundParty: 'yunxintrust' });
    const approved = await api.approve(c.finalReview!, bill.id, bill.flowVersion, '终审同意', terms);
    expect(approved.statusCode, approved.body).toBe(200);
    const d = await detail(bill.id);
    expect(d.terms).toMatchObject({ fundParty: 'yunxintrust', version: 1 });
    expect(d.fields.fundings).toBe('yunxintrust');
    expect(d.termsHistory.map((h) => [h.version, h.change, h.fundParty])).toEqual([[1, 'finalReview', 'yunxintrust']]);

    const { cardId } = await grantReadyBill(t, c.admin!, bill.id);
    const other = await post('riskStaff', G, { billId: bill.id, cardId, fundingParty: 'hnxiaodai', amount: '100000.00' });
    expect(other.statusCode).toBe(400);
    expect(other.json()).toMatchObject({ msg: '资金方须为终审确定的云信信托', data: { field: 'fundingParty' } });
    expect((await t.database.executeSql(`select count(*)::int n from grants where bill_id = ${bill.id}`)).rows).toEqual([{ n: 0 }]);

    const made = await post('riskStaff', G, { billId: bill.id, cardId, amount: '100000.00' });
    expect(made.statusCode, made.body).toBe(200);
    const grant = (await get('admin', `${G}/${made.json().data.id}`)).json().data as { fundingParty: string };
    expect(grant.fundingParty).toBe('yunxintrust');
  });

  it('confirms the bill’s proposal when left out; a bill proposing none cannot pass without one, and nothing moves', async () => {
    const proposed = await atFinalReview();
    expect((await api.approve(c.finalReview!, proposed.id, proposed.flowVersion, '同意', finalTerms('500000.00'))).statusCode).toBe(200);
    expect((await detail(proposed.id)).terms?.fundParty).toBe('hnxiaodai');

    const none = await atFinalReview({ fundings: undefined });
    expect((await detail(none.id)).fields.fundings ?? null).toBeNull();
    const refused = await api.approve(c.finalReview!, none.id, none.flowVersion, '同意', finalTerms('500000.00'));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ data: { field: 'terms.fundParty' } });
    expect(refused.json().msg).toContain('请选择资金方');
    const after = await detail(none.id);
    expect(after.terms).toBeNull();
    expect(after.flow?.version).toBe(none.flowVersion);
    const named = await api.approve(
      c.finalReview!,
      none.id,
      none.flowVersion,
      '同意',
      finalTerms('500000.00', 180, { fundParty: 'zhonghaitrust' }),
    );
    expect(named.statusCode, named.body).toBe(200);
    expect((await detail(none.id)).terms?.fundParty).toBe('zhonghaitrust');
  });

  it('the contract names the decided party by its name', async () => {
    const bill = await atFinalReview();
    const terms = finalTerms('500000.00', 180, { fundParty: 'zhonghaitrust' });
    expect((await api.approve(c.finalReview!, bill.id, bill.flowVersion, '同意', terms)).statusCode).toBe(200);
    const template = await post('office', '/api/v1/contractTemplate/composite', { name: '资金方合同', body: '出借人：{{funding.name}}' });
    expect(template.statusCode, template.body).toBe(200);
    const made = await post('office', '/api/v1/contract', { billId: bill.id, templateId: template.json().data.id, kind: 'advance' });
    expect(made.statusCode, made.body).toBe(200);
    const text = ((await get('office', `/api/v1/contract/${made.json().data.id}`)).json().data as { text: string }).text;
    expect(text).toBe('出借人：中海信托');
  });

  it('an approved system change of the term and the party makes the next version; a paid-out loan refuses one', async () => {
    const bill = await atFinalReview();
    expect((await api.approve(c.finalReview!, bill.id, bill.flowVersion, '同意', finalTerms('500000.00', 180))).statusCode).toBe(200);
    const asked = await post('manager', SC, {
      billId: bill.id,
      changes: { borrowDuration: 240, fundings: 'zhonghaitrust' },
      reason: '资金方调整',
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const requestId = asked.json().data.id as number;
    const flow = (await get('core', `${SC}/${requestId}`)).json().data.flow as { version: number };
    expect((await post('core', `${SC}/${requestId}/approve`, { flowVersion: flow.version })).statusCode).toBe(200);
    const d = await detail(bill.id);
    expect(d.terms).toMatchObject({ termDays: 240, fundParty: 'zhonghaitrust', version: 2 });
    expect(d.termsHistory.map((h) => [h.version, h.change, h.changeId, h.termDays, h.fundParty])).toEqual([
      [1, 'finalReview', null, 180, 'hnxiaodai'],
      [2, 'systemChange', requestId, 240, 'zhonghaitrust'],
    ]);

    const { rows } = await t.database.executeSql(`select id from bills where stage >= 4 and group_id = 1 order by id limit 1`);
    const paidOut = Number((rows as { id: number }[])[0]!.id);
    const refused = await post('manager', SC, { billId: paidOut, changes: { borrowDuration: 400 }, reason: '延长期限' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().msg).toBe('该报单已放款，借款期限和资金方不能再经系统变更修改；延长期限请申请展期');
  });
});
