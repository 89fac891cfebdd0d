import { type AgreedTermsInput, BILL_API, COMPOSITE_TEMPLATE_API, CONTRACT_API, GRANT_API, SYSTEM_CHANGE_API } from '@lc/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachRequiredDocuments, billApi, finalTerms } from './bill-fixtures';
import { type Caller, asEach } from './helpers/as-user';
import { grantReadyBill } from './helpers/grant-at-finance';
import { type TestApp, createTestApp } from './helpers/test-app';

/*
 * Decision 0079 over HTTP: the funding party is one of the terms final review decides. Left out, the
 * bill's proposal is confirmed; named, the bill follows it. The grant takes it from the terms and
 * refuses another; the contract names it; an approved system change of the term or the party makes
 * a new version of the terms, and is refused once the loan is paid out.
 */
const B = BILL_API.endpoints;
const G = GRANT_API.endpoints;
const SC = SYSTEM_CHANGE_API.endpoints;
// coreOps (92): system-change approval; backOffice (51): contracts and their templates.
const WHO = ['admin', 'sales', 'manager', 'deptManager', 'risk', 'riskStaff', 'finalReview', 'coreOps', 'backOffice'] as const;

describe('the funding party is decided with the terms (decision 0079)', () => {
  let t: TestApp;
  let c: Record<(typeof WHO)[number], Caller>;
  beforeAll(async () => {
    t = await createTestApp();
    c = await asEach(t, ...WHO);
  }, 240_000);
  afterAll(() => t.close());

  const detail = (id: number) => c.admin.call(B.detail, { params: { id } });
  const approve = (who: Caller, id: number, flowVersion: number, comment = '同意', terms?: AgreedTermsInput) =>
    who.send(B.approve, { params: { id }, body: { flowVersion, comment, ...(terms ? { terms } : {}) } });

  /** A new bill taken up to its final review; answers its id and the flow version final review acts on. */
  async function atFinalReview(overrides: Record<string, unknown> = {}) {
    const bill = await billApi(t).submitted(c.sales.cookie, overrides);
    await attachRequiredDocuments(t, c.sales.cookie, bill.id);
    let v = bill.flowVersion;
    for (const who of [c.manager, c.deptManager, c.risk, c.riskStaff]) {
      v = (await who.call(B.approve, { params: { id: bill.id }, body: { flowVersion: v, comment: '同意' } })).flowVersion;
    }
    return { id: bill.id, flowVersion: v };
  }

  it('names another party than the bill proposed: the terms and the bill hold it, the grant takes it and refuses another', async () => {
    const bill = await atFinalReview();
    expect((await detail(bill.id)).fields.fundings).toBe('hnxiaodai');
    const terms = finalTerms('500000.00', 180, { fundParty: 'yunxintrust' });
    const approved = await approve(c.finalReview, bill.id, bill.flowVersion, '终审同意', terms);
    expect(approved.status, approved.res.body).toBe(200);
    const d = await detail(bill.id);
    expect(d.terms).toMatchObject({ fundParty: 'yunxintrust', version: 1 });
    expect(d.fields.fundings).toBe('yunxintrust');
    expect(d.termsHistory.map((h) => [h.version, h.change, h.fundParty])).toEqual([[1, 'finalReview', 'yunxintrust']]);

    const { cardId } = await grantReadyBill(t, c.admin.cookie, bill.id);
    const other = await c.riskStaff.send(G.request, { body: { billId: bill.id, cardId, fundingParty: 'hnxiaodai', amount: '100000.00' } });
    expect(other.status).toBe(400);
    expect(other.body).toMatchObject({ msg: '资金方须为终审确定的云信信托', data: { field: 'fundingParty' } });
    expect((await t.database.executeSql(`select count(*)::int n from grants where bill_id = ${bill.id}`)).rows).toEqual([{ n: 0 }]);

    const made = await c.riskStaff.call(G.request, { body: { billId: bill.id, cardId, amount: '100000.00' } });
    const grant = await c.admin.call(G.detail, { params: { id: made.id } });
    expect(grant.fundingParty).toBe('yunxintrust');
  });

  it('confirms the bill’s proposal when left out; a bill proposing none cannot pass without one, and nothing moves', async () => {
    const proposed = await atFinalReview();
    expect((await approve(c.finalReview, proposed.id, proposed.flowVersion, '同意', finalTerms('500000.00'))).status).toBe(200);
    expect((await detail(proposed.id)).terms?.fundParty).toBe('hnxiaodai');

    const none = await atFinalReview({ fundings: undefined });
    expect((await detail(none.id)).fields.fundings ?? null).toBeNull();
    const refused = await approve(c.finalReview, none.id, none.flowVersion, '同意', finalTerms('500000.00'));
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ data: { field: 'terms.fundParty' } });
    expect(refused.body.msg).toContain('请选择资金方');
    const after = await detail(none.id);
    expect(after.terms).toBeNull();
    expect(after.flow?.version).toBe(none.flowVersion);
    const named = await approve(
      c.finalReview,
      none.id,
      none.flowVersion,
      '同意',
      finalTerms('500000.00', 180, { fundParty: 'zhonghaitrust' }),
    );
    expect(named.status, named.res.body).toBe(200);
    expect((await detail(none.id)).terms?.fundParty).toBe('zhonghaitrust');
  });

  it('the contract names the decided party by its name', async () => {
    const bill = await atFinalReview();
    const terms = finalTerms('500000.00', 180, { fundParty: 'zhonghaitrust' });
    expect((await approve(c.finalReview, bill.id, bill.flowVersion, '同意', terms)).status).toBe(200);
    const template = await c.backOffice.call(COMPOSITE_TEMPLATE_API.endpoints.create, {
      body: { name: '资金方合同', body: '出借人：{{funding.name}}' },
    });
    const made = await c.backOffice.call(CONTRACT_API.endpoints.create, {
      body: { billId: bill.id, templateId: template.id, kind: 'advance' },
    });
    const { text } = await c.backOffice.call(CONTRACT_API.endpoints.detail, { params: { id: made.id } });
    expect(text).toBe('出借人：中海信托');
  });

  it('an approved system change of the term and the party makes the next version; a paid-out loan refuses one', async () => {
    const bill = await atFinalReview();
    expect((await approve(c.finalReview, bill.id, bill.flowVersion, '同意', finalTerms('500000.00', 180))).status).toBe(200);
    const asked = await c.manager.call(SC.create, {
      body: { billId: bill.id, changes: { borrowDuration: 240, fundings: 'zhonghaitrust' }, reason: '资金方调整' },
    });
    const requestId = asked.id;
    const flow = (await c.coreOps.call(SC.detail, { params: { id: requestId } })).flow!;
    expect((await c.coreOps.send(SC.approve, { params: { id: requestId }, body: { flowVersion: flow.version } })).status).toBe(200);
    const d = await detail(bill.id);
    expect(d.terms).toMatchObject({ termDays: 240, fundParty: 'zhonghaitrust', version: 2 });
    expect(d.termsHistory.map((h) => [h.version, h.change, h.changeId, h.termDays, h.fundParty])).toEqual([
      [1, 'finalReview', null, 180, 'hnxiaodai'],
      [2, 'systemChange', requestId, 240, 'zhonghaitrust'],
    ]);

    const { rows } = await t.database.executeSql(`select id from bills where stage >= 4 and group_id = 1 order by id limit 1`);
    const paidOut = Number((rows as { id: number }[])[0]!.id);
    const refused = await c.manager.send(SC.create, { body: { billId: paidOut, changes: { borrowDuration: 400 }, reason: '延长期限' } });
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe('该报单已放款，借款期限和资金方不能再经系统变更修改；延长期限请申请展期');
  });
});
