import { AUDIT_API, BILL_API, type BillDetail, type EndpointInput, VALUATION_API, message } from '@lc/shared';
import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billBody } from './bill-fixtures';
import { type Caller, as } from './helpers/as-user';
import { type TestApp, createTestApp } from './helpers/test-app';

const B = BILL_API.endpoints;
const V = VALUATION_API.endpoints;

/** Three properties of one bill, in three Beijing districts. */
const PROPERTIES = [
  { addressProvince: '110000', addressDistrict: '110105', addressDetails: '朝阳区建国路1号院1号楼', floorArea: '89.50', usage: 1 },
  { addressProvince: '110000', addressDistrict: '110108', addressDetails: '海淀区中关村大街2号', floorArea: '120.00', usage: 1 },
  { addressProvince: '110000', addressDistrict: '110101', addressDetails: '东城区东直门内大街3号', floorArea: '75.00', usage: 1 },
];
type Property = (typeof PROPERTIES)[number] & { id?: number };
/** A collateral row of the detail: its id and its fields (the wire schema types them loosely). */
type CollateralRow = { id: number; addressDetails: string };
const collateralOf = (detail: BillDetail) => detail.mortgages as unknown as CollateralRow[];

/** A manual valuation of 100 m² at `price` yuan/m² (total price ÷ 100 万元) of one collateral. */
const manual = (mortgageInfoId: number, price: number) => ({
  assessType: 3,
  cityCode: '110100',
  cityName: '北京市',
  areaId: '110105',
  address: '北京市朝阳区建国路1号院1号楼',
  buildingArea: '100.00',
  price: String(price),
  totalPrice: (price / 100).toFixed(2),
  mortgageInfoId,
});

describe('collateral keeps its identity through bill edits (issue 14, item 1)', () => {
  let t: TestApp;
  let admin: Caller;
  let sales: Caller;
  const detailOf = (id: number) => sales.call(B.detail, { params: { id } });
  /** An edit of a bill made from `body`, at the version read, sending `mortgages`. */
  const edit = async (
    id: number,
    body: ReturnType<typeof billBody>,
    mortgages: Property[],
    changes: Partial<EndpointInput<typeof B.update>['body']> = {},
  ) => {
    const { version } = await detailOf(id);
    const { idempotencyKey: _k, ...fields } = body;
    return sales.send(B.update, { params: { id }, body: { ...fields, ...changes, mortgages, version } });
  };
  /** Creates a draft of the salesperson's with `properties`: its body, id and collateral ids in order. */
  const draft = async (properties: Property[]) => {
    const body = billBody({ mortgages: properties });
    const { id } = await sales.call(B.create, { body });
    return { body, id, ids: (await detailOf(id)).mortgages.map((m) => m.id) };
  };
  const value = (mortgageInfoId: number, price: number) => sales.call(V.rengongEstimate, { body: manual(mortgageInfoId, price) });
  const auditOf = async (entity: string) => (await admin.call(AUDIT_API.endpoints.list, { query: { entity, pageSize: 100 } })).list;

  beforeAll(async () => {
    t = await createTestApp();
    [admin, sales] = [await as(t, 'admin'), await as(t, 'sales')];
  });
  afterAll(() => t.close());

  it('keeps the ids of 3 collateral rows through 20 edits, and their valuations stay attached', async () => {
    const { body, id, ids } = await draft(PROPERTIES);
    expect(new Set(ids).size).toBe(3);
    // Valued at 300万, 400万 and 500万.
    for (const [i, mortgageId] of ids.entries()) await value(mortgageId, 30_000 + i * 10_000);

    let rows: Property[] = PROPERTIES.map((p, i) => ({ ...p, id: ids[i]! }));
    let amount = '';
    for (let n = 1; n <= 20; n++) {
      const changed = n % 3;
      rows = rows.map((r, i) => (i === changed ? { ...r, addressDetails: `${PROPERTIES[i]!.addressDetails}${n}室` } : r));
      amount = `${1_000_000 + n * 10_000}.00`;
      const res = await edit(id, body, rows, { borrowDuration: 30 * (1 + (n % 12)), borrowAmount: amount });
      expect(res.status, res.res.body).toBe(200);
      const after = await detailOf(id);
      expect(after.mortgages.map((m) => m.id)).toEqual(ids);
      expect(collateralOf(after)[changed]!.addressDetails).toBe(rows[changed]!.addressDetails);
    }
    expect((await detailOf(id)).borrowAmount).toBe(amount);

    // The bill's system LTV weighs all three valuations (decision 0024): 300万 + 400万 + 500万.
    const ltv = new Decimal(amount).div(new Decimal('1200').times(10_000)).toFixed(4, Decimal.ROUND_HALF_UP);
    for (const [i, mortgageId] of ids.entries()) {
      const total = (300 + i * 100).toFixed(2);
      const history = await sales.call(V.history, { params: { mortgageInfoId: mortgageId } });
      expect(history.list).toHaveLength(1);
      expect(history.latest.manual).toMatchObject({ mortgageInfoId: mortgageId, totalPrice: total });
      // The valuation list shows the edited bill's amount and its system LTV.
      const { list } = await admin.call(V.evsList, { query: { mortgageInfoId: mortgageId, latestOnly: '1' } });
      expect(list).toHaveLength(1);
      expect(list[0]).toMatchObject({ mortgageInfoId: mortgageId, latest: true, billAmount: amount, ltv });
    }
    // The bill's edits are audited with what happened to its collateral.
    const edits = (await auditOf('bill')).filter((a) => a.entityId === String(id) && a.action === 'update');
    expect(edits).toHaveLength(20);
    expect(edits[0]!.after).toMatchObject({ collateral: { kept: ids, removed: [], added: 0 } });
  });

  it('deletes exactly the row an edit drops, audited, and adds a new row beside the kept ones', async () => {
    const { body, id, ids } = await draft(PROPERTIES);
    const [first, dropped, third] = ids as [number, number, number];
    const extra = { ...PROPERTIES[1]!, addressDetails: '海淀区学院路9号' };
    const res = await edit(id, body, [{ ...PROPERTIES[2]!, id: third }, { ...PROPERTIES[0]!, id: first }, extra]);
    expect(res.status, res.res.body).toBe(200);
    const rows = collateralOf(await detailOf(id));
    expect(rows.map((m) => m.id).slice(0, 2)).toEqual([third, first]);
    expect(rows[2]!.id).toBeGreaterThan(third);
    expect(rows.map((m) => m.addressDetails)).toEqual([PROPERTIES[2]!.addressDetails, PROPERTIES[0]!.addressDetails, extra.addressDetails]);

    const deletes = (await auditOf('bill_mortgage')).filter((a) => a.action === 'delete' && a.entityId === String(dropped));
    expect(deletes).toHaveLength(1);
    expect(deletes[0]!.before).toMatchObject({ id: dropped, billId: id, addressDetails: PROPERTIES[1]!.addressDetails });
    expect((await auditOf('bill_mortgage')).filter((a) => [first, third].map(String).includes(a.entityId ?? ''))).toEqual([]);

    // The dropped collateral is gone: a valuation of it answers 404, and stores nothing.
    const missing = await sales.send(V.rengongEstimate, { body: manual(dropped, 30_000) });
    expect(missing.status).toBe(404);
    expect(missing.body.msg).toBe(message('collateralNotFound'));
    const history = await sales.send(V.history, { params: { mortgageInfoId: dropped } });
    expect(history.status).toBe(404);
  });

  it('refuses to drop a collateral that has valuations, and changes nothing', async () => {
    const { body, id, ids } = await draft(PROPERTIES);
    await value(ids[1]!, 50_000);
    const before = await detailOf(id);
    const res = await edit(
      id,
      body,
      [PROPERTIES[0]!, PROPERTIES[2]!].map((p, i) => ({ ...p, id: ids[i * 2]! })),
      { borrowAmount: '9000.00' },
    );
    expect(res.status, res.res.body).toBe(409);
    expect(res.body.msg).toBe(message('billMortgageValued', undefined, { address: PROPERTIES[1]!.addressDetails }));
    const after = await detailOf(id);
    expect(after.version).toBe(before.version);
    expect(after.borrowAmount).toBe(before.borrowAmount);
    expect(after.mortgages).toEqual(before.mortgages);
    expect((await auditOf('bill_mortgage')).filter((a) => a.entityId === String(ids[1]))).toEqual([]);
    const history = await sales.call(V.history, { params: { mortgageInfoId: ids[1]! } });
    expect(history.list).toHaveLength(1);
  });

  it('refuses an edit naming a collateral of another bill, or one row twice, and changes nothing', async () => {
    const mine = await draft(PROPERTIES.slice(0, 2));
    const other = await draft(PROPERTIES.slice(2));
    const otherBefore = await detailOf(other.id);
    const before = await detailOf(mine.id);
    const attempts = [
      [
        { ...PROPERTIES[0]!, id: mine.ids[0]! },
        { ...PROPERTIES[2]!, addressDetails: '别人的押品', id: other.ids[0]! },
      ],
      [
        { ...PROPERTIES[0]!, id: mine.ids[0]! },
        { ...PROPERTIES[1]!, id: mine.ids[0]! },
      ],
    ];
    for (const [n, rows] of attempts.entries()) {
      const res = await edit(mine.id, mine.body, rows, { borrowAmount: '8000.00' });
      expect(res.status, `attempt ${n}: ${res.res.body}`).toBe(400);
      expect(res.body).toMatchObject({
        msg: message('billMortgageNotOfBill', undefined, { n: 2, id: rows[1]!.id! }),
        data: { field: 'mortgages.1.id' },
      });
    }
    expect(await detailOf(mine.id)).toEqual(before);
    expect(await detailOf(other.id)).toEqual(otherBefore);
  });
});
