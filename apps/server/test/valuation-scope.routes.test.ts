import { BlobWriter, Uint8ArrayReader, ZipReader } from '@zip.js/zip.js';
import { BILL_API, EXPORT_API, type EndpointInput, type EvsRow, VALUATION_API, VALUATION_EXPORT, message } from '@lc/shared';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billWithCollateral } from './bill-fixtures';
import { type Caller, type Sent, asEach } from './helpers/as-user';
import { type TestApp, createTestApp } from './helpers/test-app';

// risk (role 10): every bill, valuation codes (Beijing desk); riskHead (role 30): every bill, and the
// further provider (zgl_enquiry); riskStaff (role 31): bills, valuations and the valuation list of Beijing (area).
const V = VALUATION_API.endpoints;
const NO_SUCH_COLLATERAL = 987654321;
const COLLATERAL_NOT_FOUND = message('collateralNotFound');

/** A manual valuation of 100 m² at `price` yuan/m² (total price ÷ 100 万元). */
const manual = (price: number, mortgageInfoId?: number) => ({
  assessType: 3,
  cityCode: '110100',
  cityName: '北京市',
  areaId: '110105',
  address: '北京市朝阳区建国路88号',
  buildingArea: '100.00',
  price: String(price),
  totalPrice: (price / 100).toFixed(2),
  ...(mortgageInfoId === undefined ? {} : { mortgageInfoId }),
});
const quote = (mortgageInfoId: number) => ({
  cityId: '110100',
  areaId: '110105',
  consId: 'C1101051',
  buildId: 'C1101051B1',
  houseId: 'C1101051B1U1H901',
  buildArea: '98.50',
  mortgageInfoId,
});
const service = (mortgageInfoId: number) => ({
  cityCode: '110100',
  cityName: '北京市',
  areaId: '110108',
  houseType: 1,
  communityId: 'C1101082',
  buildingArea: '120.00',
  buildYear: 2010,
  mortgageInfoId,
});
const enquiry = (mortgageInfoId: number) => ({
  cityCode: '610100',
  areaCode: '610113',
  propertyType: 1,
  thirdProperty: 'C6101131',
  address: '西安市雁塔区和平路18号3-1-1201',
  buildArea: '101.30',
  completionYear: 2008,
  mortgageInfoId,
});

describe('valuation respects the data scope of the collateral’s bill (issue 12, item 2)', () => {
  let t: TestApp;
  let c: Record<'admin' | 'sales' | 'salesSh' | 'risk' | 'riskHead' | 'riskStaff', Caller>;
  /** A Beijing bill of 1,500,000 (group 1) and a Shanghai bill of 2,000,000, one collateral each. */
  let beijingBill = 0;
  let beijing = 0;
  let shanghai = 0;

  const rowsOf = async (who: Caller, q: EndpointInput<typeof V.evsList>['query']) =>
    (await who.call(V.evsList, { query: { pageSize: 100, ...q } })).list;
  const manualEstimate = (who: Caller, body: ReturnType<typeof manual>) => who.envelope(V.rengongEstimate, { body });
  /** Every way of writing or reading a collateral's valuations, for one collateral id. */
  const attempts = (id: number): [string, (who: Caller) => Promise<Sent>][] => [
    ['queryPrice', (who) => who.send(V.queryPrice, { body: quote(id) })],
    ['online_estimate', (who) => who.send(V.onlineEstimate, { body: service(id) })],
    ['rengong_estimate (service)', (who) => who.send(V.rengongEstimate, { body: service(id) })],
    ['rengong_estimate (manual)', (who) => who.send(V.rengongEstimate, { body: manual(268_000, id) })],
    ['history', (who) => who.send(V.history, { params: { mortgageInfoId: id } })],
    ['estimate/info', (who) => who.send(V.estimateInfo, { query: { mortgageInfoId: id } })],
  ];

  beforeAll(async () => {
    t = await createTestApp();
    c = await asEach(t, 'admin', 'sales', 'salesSh', 'risk', 'riskHead', 'riskStaff');
    ({ billId: beijingBill, mortgageInfoId: beijing } = await billWithCollateral(t, c.sales.cookie, { borrowAmount: '1500000.00' }));
    shanghai = (await billWithCollateral(t, c.salesSh.cookie, { borrowAmount: '2000000.00' })).mortgageInfoId;
    // The risk director values the Beijing collateral at 149.25万: LTV 1,500,000 ÷ 1,492,500 = 1.0050, flagged.
    expect((await manualEstimate(c.risk, manual(14_925, beijing))).code).toBe(0);
  });
  afterAll(() => t.close());

  it('answers 404 to a salesperson valuing or reading a collateral of a bill they may not read, and stores nothing', async () => {
    expect((await c.salesSh.send(BILL_API.endpoints.detail, { params: { id: beijingBill } })).status).toBe(404); // as the bill itself is
    for (const [what, attempt] of attempts(beijing)) {
      const res = await attempt(c.salesSh);
      expect(res.status, what).toBe(404);
      expect(res.body.msg).toBe(COLLATERAL_NOT_FOUND);
    }
    // The LTV the Beijing risk staff see has not moved: one valuation, still flagged.
    const rows = await rowsOf(c.riskStaff, { mortgageInfoId: beijing });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ billAmount: '1500000.00', ltv: '1.0050', ltvFlagged: true, latest: true });
  });

  it('answers the same 404 for a collateral that does not exist, to everyone (the further provider too)', async () => {
    for (const [what, attempt] of attempts(NO_SUCH_COLLATERAL)) {
      const res = await attempt(c.admin);
      expect(res.status, what).toBe(404);
      expect(res.body.msg).toBe(COLLATERAL_NOT_FOUND);
    }
    const further = await c.riskHead.send(V.zglEnquiry, { body: enquiry(NO_SUCH_COLLATERAL) });
    expect(further.status).toBe(404);
    expect(further.body.msg).toBe(COLLATERAL_NOT_FOUND);
  });

  it('lets whoever may read the bill value its collateral, and keeps valuations without a collateral open', async () => {
    // One's own bill.
    expect((await manualEstimate(c.salesSh, manual(60_000, shanghai))).code).toBe(0);
    const history = await c.salesSh.call(V.history, { params: { mortgageInfoId: shanghai } });
    expect(history.latest.manual).toMatchObject({ mortgageInfoId: shanghai, totalPrice: '600.00' });
    // An enquiry not tied to a bill.
    const loose = await c.salesSh.send(V.rengongEstimate, { body: manual(50_000) });
    expect(loose.status, loose.res.body).toBe(200);
    // The further provider on a collateral the director may read.
    const further = await c.riskHead.send(V.zglEnquiry, { body: enquiry(beijing) });
    expect(further.status, further.res.body).toBe(200);
    expect(further.reply).toMatchObject({ status: 'pending' });
  });

  it('measures the latest valuation and LTV inside the caller’s scope: the list', async () => {
    // The administrator (headquarters, area ALL) values the Beijing collateral later, far higher:
    // a record the Beijing risk staff cannot see must not become "their" latest.
    expect((await manualEstimate(c.admin, manual(268_000, beijing))).code).toBe(0);
    const seen = await rowsOf(c.riskStaff, { mortgageInfoId: beijing, channel: 'manual' });
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ totalPrice: '149.25', latest: true, ltv: '1.0050', ltvFlagged: true });
    expect(await rowsOf(c.riskStaff, { mortgageInfoId: beijing, latestOnly: '1' })).toHaveLength(1);
    // The administrator sees every record, and measures against the newest: 1,500,000 ÷ 26,800,000.
    const all = await rowsOf(c.admin, { mortgageInfoId: beijing, channel: 'manual' });
    expect(all.find((r) => r.latest)).toMatchObject({ totalPrice: '2680.00', ltv: '0.0560', ltvFlagged: false });

    // The director values the Shanghai collateral (a record on the Beijing desk, so Beijing risk
    // staff list it), but the Shanghai bill's amount lies outside their scope: no amount, no LTV.
    expect((await manualEstimate(c.risk, manual(40_000, shanghai))).code).toBe(0);
    const foreign = await rowsOf(c.riskStaff, { mortgageInfoId: shanghai });
    expect(foreign).toHaveLength(1);
    expect(foreign[0]).toMatchObject({ billAmount: null, ltv: null, ltvFlagged: false });
    expect(JSON.stringify(foreign)).not.toContain('2000000');
  });

  it('measures the latest valuation and LTV inside the caller’s scope: the export', async () => {
    const { taskNo, downloadPassword } = await c.riskStaff.call(VALUATION_EXPORT, { query: { fileName: '押品估价', channel: 'manual' } });
    const rows = await exportedRows(taskNo, downloadPassword);
    const byCollateral = (id: number) => rows.filter((r) => r.mortgageInfoId === id);
    expect(byCollateral(beijing)).toEqual([expect.objectContaining({ totalPrice: '149.25', billAmount: '1500000.00', ltv: '1.0050' })]);
    expect(byCollateral(shanghai)).toEqual([expect.objectContaining({ totalPrice: '400.00', billAmount: null, ltv: null })]);
  });

  /** Waits for an export of riskStaff, downloads it and reads its rows by column key. */
  async function exportedRows(taskNo: string, password: string) {
    for (let i = 0; i < 200; i++) {
      const tasks = (await c.riskStaff.call(EXPORT_API.endpoints.tasks, { query: {} })).list;
      if (tasks.find((x) => x.taskNo === taskNo)?.status === 2) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const file = await c.riskStaff.send(EXPORT_API.endpoints.download, { params: { taskNo }, body: { password } });
    expect(file.status).toBe(200);
    const [entry] = await new ZipReader(new Uint8ArrayReader(new Uint8Array(file.res.rawPayload))).getEntries();
    if (!entry || entry.directory) throw new Error('the zip holds no file');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(await (await entry.getData(new BlobWriter(), { password })).arrayBuffer()) as never);
    const sheet = workbook.worksheets[0]!;
    const headers = (sheet.getRow(1).values as unknown[]).map(String);
    const keyOf: Record<string, keyof EvsRow> = {
      押品ID: 'mortgageInfoId',
      '总价（万元）': 'totalPrice',
      '报单金额（元）': 'billAmount',
      抵押率: 'ltv',
    };
    const rows: Partial<Record<keyof EvsRow, unknown>>[] = [];
    sheet.eachRow((row, n) => {
      if (n === 1) return;
      const values = row.values as unknown[];
      const out: Partial<Record<keyof EvsRow, unknown>> = {};
      headers.forEach((h, i) => {
        const key = keyOf[h];
        if (key) out[key] = values[i] ?? null;
      });
      rows.push(out);
    });
    return rows;
  }
});
