import { AUDIT_API, BILL_API, type EndpointInput, FINAL_REVIEW_API, VALUATION_API, message } from '@lc/shared';
import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachRequiredDocuments, billBody, finalTerms } from './bill-fixtures';
import { type Caller, as } from './helpers/as-user';
import type { DemoUserName } from './helpers/demo-users';
import { type TestApp, createTestApp } from './helpers/test-app';

const B = BILL_API.endpoints;

/** Two Beijing properties: the first carries a first-mortgage balance; both a declared rate. */
const PROPERTIES = [
  {
    addressProvince: '110000',
    addressDistrict: '110105',
    addressDetails: '朝阳区光华路8号院2号楼',
    floorArea: '100.00',
    usage: 1,
    firstMortgagePrice: '456789.01',
    mortgagePercentage: '55.5',
  },
  {
    addressProvince: '110000',
    addressDistrict: '110108',
    addressDetails: '海淀区知春路9号',
    floorArea: '80.00',
    usage: 1,
    mortgagePercentage: '60',
  },
];
/** The chain before final review of a Beijing group-1 bill (final-review.routes.test.ts). */
const BEFORE_FINAL = ['manager', 'deptManager', 'risk', 'riskStaff'] as const satisfies DemoUserName[];

/** The independent calculation: (amount + the valued collateral's first-mortgage balances) ÷ Σ valued totals in yuan, 4 decimals half up. */
const expectedLtv = (amount: string, valued: { wan: string; firstMortgage?: string }[]) =>
  valued
    .reduce((debt, v) => debt.plus(v.firstMortgage ?? '0'), new Decimal(amount))
    .div(valued.reduce((value, v) => value.plus(new Decimal(v.wan).times(10_000)), new Decimal(0)))
    .toDecimalPlaces(4, Decimal.ROUND_HALF_UP)
    .toFixed(4);

/** A manual valuation of `area` m² at `price` yuan/m²; its total (万元) as the server computes it. */
function manual(mortgageInfoId: number, area: string, price: string) {
  const totalPrice = new Decimal(area).times(price).div(10_000).toFixed(2, Decimal.ROUND_HALF_UP);
  const body = {
    assessType: 3,
    cityCode: '110100',
    cityName: '北京市',
    areaId: '110105',
    address: '北京市朝阳区光华路8号院2号楼',
    buildingArea: area,
    price,
    totalPrice,
    guzhiRequestType: 2,
    mortgageInfoId,
  };
  return { body, totalPrice };
}

describe('the system LTV inside the bill (issue 14, item 2)', () => {
  let t: TestApp;
  const c = {} as Record<DemoUserName, Caller>;
  // `call` fails the test on a non-2xx, with the server's message.
  const detailOf = (who: DemoUserName, id: number) => c[who].call(B.detail, { params: { id } });
  const rowOf = async (who: DemoUserName, list: typeof B.drafts | typeof B.inboxFinal, id: number) =>
    (await c[who].call(list, { query: { pageSize: 100 } })).list.find((r) => r.id === id)!;
  const value = async (who: DemoUserName, mortgageInfoId: number, area: string, price: string) => {
    const { body, totalPrice } = manual(mortgageInfoId, area, price);
    await c[who].call(VALUATION_API.endpoints.rengongEstimate, { body });
    return totalPrice;
  };
  /** A draft of the salesperson's with both properties: its body, id and collateral ids. */
  let drafts = 0;
  const draft = async (amount: string) => {
    // Addresses of their own, so no bill waits at duplicate approval for another's.
    drafts += 1;
    const mortgages = PROPERTIES.map((p) => ({ ...p, addressDetails: `${p.addressDetails}${drafts}单元` }));
    const body = billBody({ borrowAmount: amount, mortgages });
    const { id } = await c.sales.call(B.create, { body });
    return { body, id, ids: (await detailOf('sales', id)).mortgages.map((m) => m.id) as [number, number] };
  };
  /** Submits a draft and approves it up to final review; the flow version to act on. */
  const toFinal = async (id: number) => {
    const { version } = await detailOf('sales', id);
    await attachRequiredDocuments(t, c.sales.cookie, id); // document review passes only a bill with its documents
    let v = (await c.sales.call(B.submit, { params: { id }, body: { version } })).flowVersion;
    for (const who of BEFORE_FINAL) {
      v = (await c[who].call(B.approve, { params: { id }, body: { flowVersion: v, comment: '同意' } })).flowVersion;
    }
    return v;
  };

  beforeAll(async () => {
    t = await createTestApp();
    for (const who of ['admin', 'sales', 'finalReview', ...BEFORE_FINAL] as const) c[who] = await as(t, who);
  });
  afterAll(() => t.close());

  it('computes the LTV on the detail and the list rows from amount, valuation and first-mortgage balance, exactly', async () => {
    const amount = '1234567.89';
    const { id, ids } = await draft(amount);
    const unvalued = await detailOf('sales', id);
    expect(unvalued.ltv).toEqual({
      ltv: null,
      flagged: false,
      valuedCount: 0,
      collateralCount: 2,
      limit: '0.70',
      declared: ['55.50', '60.00'],
    });

    // One property valued: only it (and its balance) is weighed.
    const wanA = await value('sales', ids[0], '100.00', '31234.56');
    const one = expectedLtv(amount, [{ wan: wanA, firstMortgage: PROPERTIES[0]!.firstMortgagePrice }]);
    expect((await detailOf('sales', id)).ltv).toMatchObject({ ltv: one, valuedCount: 1, flagged: new Decimal(one).gt('0.70') });
    expect((await rowOf('sales', B.drafts, id)).ltv).toMatchObject({ ltv: one, valuedCount: 1 });

    // Both valued; the later valuation of a collateral is the chosen one.
    await value('sales', ids[1], '80.00', '20000');
    const wanB = await value('sales', ids[1], '80.00', '23456.78');
    const both = expectedLtv(amount, [{ wan: wanA, firstMortgage: PROPERTIES[0]!.firstMortgagePrice }, { wan: wanB }]);
    const detail = await detailOf('sales', id);
    expect(detail.ltv).toMatchObject({ ltv: both, valuedCount: 2, collateralCount: 2, flagged: new Decimal(both).gt('0.70') });
    // The detail lists each collateral's latest valuation per channel, with its date.
    expect(detail.valuations).toEqual([
      { mortgageId: ids[0], latest: [expect.objectContaining({ channel: 'manual', totalPrice: wanA, createdAt: expect.any(String) })] },
      { mortgageId: ids[1], latest: [expect.objectContaining({ channel: 'manual', totalPrice: wanB })] },
    ]);

    // Submitted and through to final review: the inbox row and the final-review list show the same figure.
    await toFinal(id);
    expect((await rowOf('finalReview', B.inboxFinal, id)).ltv).toMatchObject({ ltv: both, declared: ['55.50', '60.00'] });
    const finals = (await c.finalReview.call(FINAL_REVIEW_API.endpoints.customers, { query: { pageSize: 100 } })).list;
    expect(finals.find((r) => r.id === id)!.ltv).toMatchObject({ ltv: both, valuedCount: 2 });
  });

  it('keeps the LTV and the valuations through an edit of the term', async () => {
    const amount = '800000.00';
    const { body, id, ids } = await draft(amount);
    const wan = await value('sales', ids[0], '100.00', '25000');
    const before = await detailOf('sales', id);
    const { idempotencyKey: _k, ...fields } = body;
    const mortgages = (body.mortgages as typeof PROPERTIES).map((p, i) => ({ ...p, id: ids[i] }));
    await c.sales.call(B.update, { params: { id }, body: { ...fields, borrowDuration: 180, mortgages, version: before.version } });
    const after = await detailOf('sales', id);
    expect(after.borrowDuration).toBe(180);
    expect(after.mortgages.map((m) => m.id)).toEqual(ids);
    expect(after.ltv).toEqual(before.ltv);
    expect(after.ltv.ltv).toBe(expectedLtv(amount, [{ wan, firstMortgage: PROPERTIES[0]!.firstMortgagePrice }]));
    expect(after.valuations).toEqual(before.valuations);

    // A new first-mortgage balance moves the figure at once, on the detail and the list row alike:
    // what the lists keep of the LTV is dropped when the collateral changes.
    expect((await rowOf('sales', B.drafts, id)).ltv).toEqual(before.ltv);
    const owed = mortgages.map((m, i) => (i === 0 ? { ...m, firstMortgagePrice: '1500000.00' } : m));
    await c.sales.call(B.update, { params: { id }, body: { ...fields, borrowDuration: 180, mortgages: owed, version: after.version } });
    const moved = expectedLtv(amount, [{ wan, firstMortgage: '1500000.00' }]);
    expect(moved).not.toBe(before.ltv.ltv);
    expect((await rowOf('sales', B.drafts, id)).ltv.ltv).toBe(moved);
    expect((await detailOf('sales', id)).ltv.ltv).toBe(moved);
  });

  it('does not count a valuation outside the reader’s scope', async () => {
    const amount = '1000000.00';
    const { id, ids } = await draft(amount);
    const own = await value('sales', ids[1], '80.00', '25000');
    // The admin (another area, all scope) values the other property: outside the salesperson's own scope.
    const foreign = await value('admin', ids[0], '100.00', '90000');
    const seenBySales = await detailOf('sales', id);
    expect(seenBySales.ltv).toMatchObject({ ltv: expectedLtv(amount, [{ wan: own }]), valuedCount: 1 });
    expect(seenBySales.valuations[0]).toEqual({ mortgageId: ids[0], latest: [] });
    expect((await rowOf('sales', B.drafts, id)).ltv.ltv).toBe(expectedLtv(amount, [{ wan: own }]));
    // The admin reads every valuation of it.
    const all = expectedLtv(amount, [{ wan: foreign, firstMortgage: PROPERTIES[0]!.firstMortgagePrice }, { wan: own }]);
    expect((await detailOf('admin', id)).ltv).toMatchObject({ ltv: all, valuedCount: 2 });
  });

  it('refuses final approval above the limit without an override, and records the override it accepts', async () => {
    // 2,000,000 ÷ (200万 − 456,789.01) ≈ 1.2959: above the 0.70 limit.
    const amount = '2000000.00';
    const { id, ids } = await draft(amount);
    const wan = await value('sales', ids[0], '100.00', '20000');
    const ltv = expectedLtv(amount, [{ wan, firstMortgage: PROPERTIES[0]!.firstMortgagePrice }]);
    const v = await toFinal(id);
    expect((await detailOf('finalReview', id)).ltv).toMatchObject({ ltv, flagged: true });

    const approve = (body: EndpointInput<typeof B.approve>['body'], headers?: Record<string, string>) =>
      c.finalReview.send(B.approve, { params: { id }, body }, headers ? { headers } : {});
    const refused = await approve({ flowVersion: v, comment: '同意' });
    expect(refused.status, refused.res.body).toBe(400);
    const percent = `${new Decimal(ltv).times(100).toFixed(2)}%`;
    expect(refused.body.msg).toBe(message('billLtvOverrideRequired', 'zh-CN', { ltv: percent, limit: '70.00%' }));
    const inEnglish = await approve({ flowVersion: v }, { 'accept-language': 'en-US' });
    expect(inEnglish.body.msg).toBe(message('billLtvOverrideRequired', 'en-US', { ltv: percent, limit: '70.00%' }));
    // A blank override is no override; nothing moved.
    expect((await approve({ flowVersion: v, ltvOverride: '  ' })).status).toBe(400);
    expect((await detailOf('finalReview', id)).currentNode).toBe('final');

    const terms = finalTerms(amount, 90);
    const passed = await approve({ flowVersion: v, comment: '同意', ltvOverride: '借款人另有存单质押', terms });
    expect(passed.status, passed.res.body).toBe(200);
    expect((await detailOf('finalReview', id)).currentNode).toBeNull();
    const records = await c.finalReview.call(B.records, { params: { id } });
    expect(records.at(-1)).toMatchObject({ action: 'approve', fromNode: 'final', comment: '同意\n借款人另有存单质押' });
    const audit = (await c.admin.call(AUDIT_API.endpoints.list, { query: { entity: 'bill', action: 'ltv-override', pageSize: 100 } })).list;
    expect(audit.filter((a) => a.entityId === String(id)).map((a) => a.after)).toEqual([
      { ltv, limit: '0.70', override: '借款人另有存单质押' },
    ]);
  });
});
