import { type AuditRow, type BillDetail, type BillLtv, type BillRow, type FlowRecordRow, message } from '@lc/shared';
import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { U, attachRequiredDocuments, billApi, billBody, finalTerms } from './bill-fixtures';
import { type TestApp, createTestApp } from './helpers/test-app';

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
const BEFORE_FINAL = [U.manager, U.vp, U.director, U.riskStaff];

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
  let api: ReturnType<typeof billApi>;
  const c: Record<string, string> = {};
  const call = (who: string, method: 'GET' | 'POST', url: string, payload?: object, headers?: Record<string, string>) =>
    t.call({ method, url: `/api${url}`, cookie: c[who]!, ...(payload ? { payload } : {}), ...(headers ? { headers } : {}) });
  const detailOf = async (who: string, id: number) => {
    const res = await api.detail(c[who]!, id);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as BillDetail;
  };
  const rowOf = async (who: string, list: string, id: number) => {
    const res = await api.list(c[who]!, list);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().data.list as BillRow[]).find((r) => r.id === id)!;
  };
  const value = async (who: string, mortgageInfoId: number, area: string, price: string) => {
    const { body, totalPrice } = manual(mortgageInfoId, area, price);
    const res = await call(who, 'POST', '/fanggugu/v2/rengong_estimate', body);
    expect(res.statusCode, res.body).toBe(200);
    return totalPrice;
  };
  /** A draft of the salesperson's with both properties: its body, id and collateral ids. */
  let drafts = 0;
  const draft = async (amount: string) => {
    // Addresses of their own, so no bill waits at duplicate approval for another's.
    drafts += 1;
    const mortgages = PROPERTIES.map((p) => ({ ...p, addressDetails: `${p.addressDetails}${drafts}单元` }));
    const body = billBody({ borrowAmount: amount, mortgages });
    const made = await api.create(c[U.sales]!, body);
    expect(made.statusCode, made.body).toBe(200);
    const { id } = made.json().data as { id: number };
    return { body, id, ids: (await detailOf(U.sales, id)).mortgages.map((m) => m.id) as [number, number] };
  };
  /** Submits a draft and approves it up to final review; the flow version to act on. */
  const toFinal = async (id: number) => {
    const { version } = await detailOf(U.sales, id);
    await attachRequiredDocuments(t, c[U.sales]!, id); // document review passes only a bill with its documents
    const sent = await api.submit(c[U.sales]!, id, version);
    expect(sent.statusCode, sent.body).toBe(200);
    let v = sent.json().data.flowVersion as number;
    for (const who of BEFORE_FINAL) {
      const res = await api.approve(c[who]!, id, v);
      expect(res.statusCode, res.body).toBe(200);
      v = res.json().data.flowVersion;
    }
    return v;
  };

  beforeAll(async () => {
    t = await createTestApp();
    api = billApi(t);
    for (const who of [U.admin, U.sales, U.finalReview, ...BEFORE_FINAL]) c[who] = await t.login(who);
  });
  afterAll(() => t.close());

  it('computes the LTV on the detail and the list rows from amount, valuation and first-mortgage balance, exactly', async () => {
    const amount = '1234567.89';
    const { id, ids } = await draft(amount);
    const unvalued = await detailOf(U.sales, id);
    expect(unvalued.ltv).toEqual({
      ltv: null,
      flagged: false,
      valuedCount: 0,
      collateralCount: 2,
      limit: '0.70',
      declared: ['55.50', '60.00'],
    });

    // One property valued: only it (and its balance) is weighed.
    const wanA = await value(U.sales, ids[0], '100.00', '31234.56');
    const one = expectedLtv(amount, [{ wan: wanA, firstMortgage: PROPERTIES[0]!.firstMortgagePrice }]);
    expect((await detailOf(U.sales, id)).ltv).toMatchObject({ ltv: one, valuedCount: 1, flagged: new Decimal(one).gt('0.70') });
    expect((await rowOf(U.sales, 'drafts', id)).ltv).toMatchObject({ ltv: one, valuedCount: 1 });

    // Both valued; the later valuation of a collateral is the chosen one.
    await value(U.sales, ids[1], '80.00', '20000');
    const wanB = await value(U.sales, ids[1], '80.00', '23456.78');
    const both = expectedLtv(amount, [{ wan: wanA, firstMortgage: PROPERTIES[0]!.firstMortgagePrice }, { wan: wanB }]);
    const detail = await detailOf(U.sales, id);
    expect(detail.ltv).toMatchObject({ ltv: both, valuedCount: 2, collateralCount: 2, flagged: new Decimal(both).gt('0.70') });
    // The detail lists each collateral's latest valuation per channel, with its date.
    expect(detail.valuations).toEqual([
      { mortgageId: ids[0], latest: [expect.objectContaining({ channel: 'manual', totalPrice: wanA, createdAt: expect.any(String) })] },
      { mortgageId: ids[1], latest: [expect.objectContaining({ channel: 'manual', totalPrice: wanB })] },
    ]);

    // Submitted and through to final review: the inbox row and the final-review list show the same figure.
    await toFinal(id);
    expect((await rowOf(U.finalReview, 'approvals/final', id)).ltv).toMatchObject({ ltv: both, declared: ['55.50', '60.00'] });
    const finals = (await call(U.finalReview, 'GET', '/bill/v1/bill/final/customers?pageSize=100')).json().data.list as {
      id: number;
      ltv: BillLtv;
    }[];
    expect(finals.find((r) => r.id === id)!.ltv).toMatchObject({ ltv: both, valuedCount: 2 });
  });

  it('keeps the LTV and the valuations through an edit of the term', async () => {
    const amount = '800000.00';
    const { body, id, ids } = await draft(amount);
    const wan = await value(U.sales, ids[0], '100.00', '25000');
    const before = await detailOf(U.sales, id);
    const { idempotencyKey: _k, ...fields } = body;
    const mortgages = (body.mortgages as object[]).map((p, i) => ({ ...p, id: ids[i] }));
    const res = await api.update(c[U.sales]!, id, { ...fields, borrowDuration: 180, mortgages, version: before.version });
    expect(res.statusCode, res.body).toBe(200);
    const after = await detailOf(U.sales, id);
    expect(after.borrowDuration).toBe(180);
    expect(after.mortgages.map((m) => m.id)).toEqual(ids);
    expect(after.ltv).toEqual(before.ltv);
    expect(after.ltv.ltv).toBe(expectedLtv(amount, [{ wan, firstMortgage: PROPERTIES[0]!.firstMortgagePrice }]));
    expect(after.valuations).toEqual(before.valuations);

    // A new first-mortgage balance moves the figure at once, on the detail and the list row alike:
    // what the lists keep of the LTV is dropped when the collateral changes.
    expect((await rowOf(U.sales, 'drafts', id)).ltv).toEqual(before.ltv);
    const owed = mortgages.map((m, i) => (i === 0 ? { ...m, firstMortgagePrice: '1500000.00' } : m));
    const edited = await api.update(c[U.sales]!, id, { ...fields, borrowDuration: 180, mortgages: owed, version: after.version });
    expect(edited.statusCode, edited.body).toBe(200);
    const moved = expectedLtv(amount, [{ wan, firstMortgage: '1500000.00' }]);
    expect(moved).not.toBe(before.ltv.ltv);
    expect((await rowOf(U.sales, 'drafts', id)).ltv.ltv).toBe(moved);
    expect((await detailOf(U.sales, id)).ltv.ltv).toBe(moved);
  });

  it('does not count a valuation outside the reader’s scope', async () => {
    const amount = '1000000.00';
    const { id, ids } = await draft(amount);
    const own = await value(U.sales, ids[1], '80.00', '25000');
    // The admin (another area, all scope) values the other property: outside the salesperson's own scope.
    const foreign = await value(U.admin, ids[0], '100.00', '90000');
    const seenBySales = await detailOf(U.sales, id);
    expect(seenBySales.ltv).toMatchObject({ ltv: expectedLtv(amount, [{ wan: own }]), valuedCount: 1 });
    expect(seenBySales.valuations[0]).toEqual({ mortgageId: ids[0], latest: [] });
    expect((await rowOf(U.sales, 'drafts', id)).ltv.ltv).toBe(expectedLtv(amount, [{ wan: own }]));
    // The admin reads every valuation of it.
    const all = expectedLtv(amount, [{ wan: foreign, firstMortgage: PROPERTIES[0]!.firstMortgagePrice }, { wan: own }]);
    expect((await detailOf(U.admin, id)).ltv).toMatchObject({ ltv: all, valuedCount: 2 });
  });

  it('refuses final approval above the limit without an override, and records the override it accepts', async () => {
    // 2,000,000 ÷ (200万 − 456,789.01) ≈ 1.2959: above the 0.70 limit.
    const amount = '2000000.00';
    const { id, ids } = await draft(amount);
    const wan = await value(U.sales, ids[0], '100.00', '20000');
    const ltv = expectedLtv(amount, [{ wan, firstMortgage: PROPERTIES[0]!.firstMortgagePrice }]);
    const v = await toFinal(id);
    expect((await detailOf(U.finalReview, id)).ltv).toMatchObject({ ltv, flagged: true });

    const url = `/bill/v1/bill/${id}/approve`;
    const refused = await call(U.finalReview, 'POST', url, { flowVersion: v, comment: '同意' });
    expect(refused.statusCode, refused.body).toBe(400);
    const percent = `${new Decimal(ltv).times(100).toFixed(2)}%`;
    expect(refused.json().msg).toBe(message('billLtvOverrideRequired', 'zh-CN', { ltv: percent, limit: '70.00%' }));
    const inEnglish = await call(U.finalReview, 'POST', url, { flowVersion: v }, { 'accept-language': 'en-US' });
    expect(inEnglish.json().msg).toBe(message('billLtvOverrideRequired', 'en-US', { ltv: percent, limit: '70.00%' }));
    // A blank override is no override; nothing moved.
    expect((await call(U.finalReview, 'POST', url, { flowVersion: v, ltvOverride: '  ' })).statusCode).toBe(400);
    expect((await detailOf(U.finalReview, id)).currentNode).toBe('final');

    const terms = finalTerms(amount, 90);
    const passed = await call(U.finalReview, 'POST', url, { flowVersion: v, comment: '同意', ltvOverride: '借款人另有存单质押', terms });
    expect(passed.statusCode, passed.body).toBe(200);
    expect((await detailOf(U.finalReview, id)).currentNode).toBeNull();
    const records = (await api.records(c[U.finalReview]!, id)).json().data as FlowRecordRow[];
    expect(records.at(-1)).toMatchObject({ action: 'approve', fromNode: 'final', comment: '同意\n借款人另有存单质押' });
    const audit = (await call(U.admin, 'GET', '/v1/admin/audit?entity=bill&action=ltv-override&pageSize=100')).json().data
      .list as AuditRow[];
    expect(audit.filter((a) => a.entityId === String(id)).map((a) => a.after)).toEqual([
      { ltv, limit: '0.70', override: '借款人另有存单质押' },
    ]);
  });
});
