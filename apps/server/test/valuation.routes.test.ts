import {
  type Endpoint,
  type EndpointInput,
  type EndpointReply,
  type Envelope,
  VALUATION_API,
  VALUATION_EXPORT,
  VALUATION_MESSAGES as MSG,
  message,
  systemLtv,
} from '@lc/shared';
import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvsService } from '../src/modules/valuation/evs.service';
import { billWithCollateral } from './bill-fixtures';
import { type Caller, asEach } from './helpers/as-user';
import { estimateBody } from './helpers/valuation-body';
import { type TestApp, createTestApp } from './helpers/test-app';

const V = VALUATION_API.endpoints;
/*
 * sales (11): mortgage_evaluate + fanggugu_estimate, own records; salesSh: another salesperson (Shanghai);
 * riskStaff (31): also mortgage_eval_list, area scope (Beijing); finance (21): no valuation permission.
 */
const WHO = ['admin', 'sales', 'salesSh', 'riskStaff', 'finance'] as const;

describe('property valuation over HTTP (built-in provider)', () => {
  let t: TestApp;
  let c: Record<(typeof WHO)[number], Caller>;
  /** The valuation calls answer code 0 on success (spec 001 §7): the envelope, checked for it. */
  const ok0 = async <E extends Endpoint>(e: E, input: EndpointInput<E>, who?: Caller) => {
    const body = (await (who ?? c.sales).envelope(e, input as never)) as Envelope<EndpointReply<E>>;
    expect(body.code).toBe(0);
    return body;
  };
  /** A body as the test writes it (some are bad on purpose), sent as the salesperson unless told. */
  const send = <E extends Endpoint>(e: E, input: object, who?: Caller, headers?: Record<string, string>) =>
    (who ?? c.sales).send(e, input as never, headers ? { headers } : {});
  const history = async (mortgageInfoId: number) => (await ok0(V.history, { params: { mortgageInfoId } })).data;

  /** The risk user as the service sees it (area scope for mortgage_eval_list). */
  const riskUser = () =>
    ({
      id: 0,
      areaCode: 'ALL',
      departmentCode: null,
      groupIds: [],
      roles: [{ id: 1, name: 'x', scope: 'all', codes: ['mortgage_eval_list'] }],
    }) as never;

  /** The salesperson's collateral (bill_mortgages ids) the valuations are tied to; a bill of 3,000,000 on `a`, 1,000,000 on `c`. */
  const col = { a: 0, b: 0, c: 0, d: 0 };

  beforeAll(async () => {
    t = await createTestApp();
    // The lists below count this suite's valuations only: the demo bills' own are set aside.
    await t.database.executeSql('delete from valuation_records');
    c = await asEach(t, ...WHO);
    col.a = (await billWithCollateral(t, c.sales.cookie, { borrowAmount: '3000000.00' })).mortgageInfoId;
    col.b = (await billWithCollateral(t, c.sales.cookie)).mortgageInfoId;
    col.c = (await billWithCollateral(t, c.sales.cookie, { borrowAmount: '1000000.00' })).mortgageInfoId;
    col.d = (await billWithCollateral(t, c.sales.cookie)).mortgageInfoId;
    serviceBody.mortgageInfoId = col.a;
  });
  afterAll(() => t.close());

  it('walks the provider cascade: cities, districts, communities, buildings, houses', async () => {
    const cities = (await ok0(V.cityList, { params: { city: '2' } })).data;
    expect(cities.map((x) => x.cityName)).toEqual(['北京市', '上海市', '西安市', '武汉市']);
    const areas = (await ok0(V.listArea, { params: { cityCode: '110100' } })).data;
    expect(areas.map((a) => a.name)).toContain('朝阳区');
    const cons = (await ok0(V.listConstruction, { params: { cityCode: '110100' }, query: { consName: '朝阳 花' } })).data;
    expect(cons).toEqual([{ id: 'C1101051', name: '朝阳花园（演示）' }]);
    const buildings = (await ok0(V.listBuilding, { params: { communityId: 'C1101051' } })).data;
    expect(buildings.map((b) => b.id)).toEqual(['C1101051B1', 'C1101051B2']);
    const houses = (await ok0(V.listHouse, { params: { buildingId: 'C1101051B1' } })).data;
    expect(houses.length).toBe(12);
    expect(houses[0]!.buildingArea).toMatch(/^\d+\.\d{2}$/);
  });

  it('fanggugu lookups: districts, communities (empty list → the spec message), the building/unit/house tree as a JSON string', async () => {
    const districts = (await ok0(V.districtList, { body: { cityName: '上海' } })).data;
    expect(districts.map((d) => d.districtName)).toEqual(['浦东新区', '徐汇区', '长宁区']);
    const found = await ok0(V.communityList, { body: { cityCode: '310100', cityName: '上海市', communityName: '徐汇' } });
    expect(found.data).toEqual([
      { communityId: 'C3101041', communityName: '徐汇花园（演示）' },
      { communityId: 'C3101042', communityName: '徐汇家园（演示）' },
    ]);
    const none = await ok0(V.communityList, { body: { cityCode: '310100', communityName: '不存在的小区' } });
    expect(none).toMatchObject({ data: [], msg: MSG.noCommunity });
    // The same reply in the caller's language: the msg is a catalogue key, not a zh text translated by the web.
    const noneEn = await send(V.communityList, { body: { cityCode: '310100', communityName: '不存在的小区' } }, c.sales, {
      'accept-language': 'en-US,en;q=0.9',
    });
    expect(noneEn.body).toMatchObject({ code: 0, data: [], msg: message('valuationNoCommunity', 'en-US') });
    expect(noneEn.body.msg).toMatch(/^No community found/);
    const missing = await send(V.communityList, { body: { cityCode: '310100', communityName: '' } });
    expect(missing.body).toMatchObject({ code: 400, msg: MSG.supplementParams });

    const level = async (extra: object) =>
      JSON.parse((await ok0(V.buildingUnitQuery, { body: { communityID: 'C3101041', cityCode: '310100', ...extra } })).data)[0].list as {
        name: string;
        GUID: string;
      }[];
    expect((await level({})).map((b) => b.name)).toEqual(['1号楼', '2号楼']);
    expect((await level({ buildingID: 'C3101041B1' })).map((u) => u.GUID)).toEqual(['C3101041B1U1', 'C3101041B1U2']);
    expect((await level({ unitID: 'C3101041B1U1' })).map((h) => h.name)).toEqual(['101', '102', '901', '902', '1801', '1802']);
  });

  it('provider enquiry prices a house from comparables and stores it in the collateral history', async () => {
    const res = await ok0(V.queryPrice, {
      body: {
        cityId: '110100',
        areaId: '110105',
        consId: 'C1101051',
        buildId: 'C1101051B1',
        houseId: 'C1101051B1U1H901',
        buildArea: '98.50',
        mortgageInfoId: col.a,
        guzhiRequestType: 2,
        cityName: '北京市',
        consName: '朝阳花园（演示）',
      },
    });
    expect(res.msg).toBe(MSG.querySucceeded);
    const q = res.data;
    expect(q.state).toBe(1);
    expect(q.unitPrice).toMatch(/^\d+\.00$/);
    expect(q.totalPrice).toBe(new Decimal(q.unitPrice!).times('98.50').div(10000).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2));
    expect(q.quotationCount).toBe(8); // the community's own comparables
    expect(new Decimal(q.minPrice!).lte(q.avgUnitPrice!) && new Decimal(q.avgUnitPrice!).lte(q.maxPrice!)).toBe(true);
    expect(q.note).toContain('同小区8条可比记录');

    const onA = await history(col.a);
    expect(onA.list).toHaveLength(1);
    expect(onA.latest.provider).toMatchObject({
      channel: 'provider',
      assessType: 1,
      price: q.unitPrice,
      totalPrice: q.totalPrice,
      guzhiRequestType: 2,
    });
    expect(onA.latest.service).toBeNull();

    // A city the firm has no records in: state 2 and the spec's message, nothing stored.
    const none = await ok0(V.queryPrice, {
      body: { cityId: '440300', areaId: '440305', consId: 'X', buildId: 'X', houseId: 'X', buildArea: '80', mortgageInfoId: col.b },
    });
    expect(none).toMatchObject({ msg: MSG.noHousePrice, data: { state: 2, unitPrice: null, totalPrice: null } });
    expect((await history(col.b)).list).toHaveLength(0);
  });

  const serviceBody = estimateBody(0); // col.a, set once the bills exist

  it('valuation service: online estimate answers code 0, total in yuan, and keeps a record with 万元', async () => {
    const res = await ok0(V.onlineEstimate, { body: serviceBody });
    const e = res.data;
    expect(res.msg).toBe(MSG.querySucceeded);
    const wan = new Decimal(e.price).times(120).div(10000).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
    expect(e.totalPrice).toBe(wan.times(10000).toFixed(2));
    const info = (await ok0(V.estimateInfo, { query: { valuationId: e.valuationId } })).data;
    expect(info).toMatchObject({
      channel: 'service',
      assessType: 2,
      mode: 0,
      totalPrice: wan.toFixed(2),
      price: e.price,
      reportStatus: 'none',
      mortgageInfoId: col.a,
    });
    // rengong_estimate without assessType 3 is the service's manual mode.
    const manualMode = (await ok0(V.rengongEstimate, { body: serviceBody })).data;
    const manualInfo = (await ok0(V.estimateInfo, { query: { valuationId: manualMode.valuationId } })).data;
    expect(manualInfo!.mode).toBe(1);
    expect(manualInfo!.details).toMatchObject({ floor: 10, totalFloor: 18, orientation: '南北', building: '3', garageArea: '12.5' }); // kept as sent
    // Another salesperson cannot read it.
    expect((await send(V.estimateInfo, { query: { valuationId: e.valuationId } }, c.salesSh)).status).toBe(404);
  });

  it('refuses bad valuation input with the spec messages and stores nothing', async () => {
    const bad = async (patch: object, msg: string) => {
      const res = await send(V.onlineEstimate, { body: { ...serviceBody, mortgageInfoId: col.d, ...patch } });
      expect(res.status, res.body.msg).toBe(400);
      expect(res.body.msg).toBe(msg);
    };
    await bad({ houseType: undefined }, '请选择物业类型');
    await bad({ buildYear: 1950 }, '只能输入1950年以后的4位正整数');
    await bad({ buildingArea: '12.345' }, '请输入面积');
    await bad({ communityId: undefined, communityName: undefined, address: undefined }, '请选择小区或输入地址');
    await bad({ buildingArea: '0' }, '请输入面积');
    await bad({ totalFloor: 4, floor: 2 }, '住宅、公寓的总楼层不能小于5层');
    await bad({ houseType: 2, totalFloor: 7, floor: 2 }, '别墅、独栋、双拼、联排、叠拼的总楼层不能大于6层');
    await bad({ floor: 99 }, '楼层范围为1-99');
    await bad({ floor: 2.5 }, '只能输入正整数');
    await bad({ building: '3A' }, '只能输入整数');
    await bad({ expectedPrice: '100.25' }, '只能输入数字，最多11位整数1位小数');
    expect((await history(col.d)).list).toHaveLength(0);
  });

  it('manual valuation: total = area × price ÷ 10000 (2 decimals), a wrong total is refused', async () => {
    const body = {
      assessType: 3,
      cityCode: '420100',
      cityName: '武汉市',
      areaId: '420106',
      address: '武汉市武昌区和平路19号',
      buildingArea: '88.88',
      price: '21000',
      mortgageInfoId: col.c,
    };
    const wrong = await send(V.rengongEstimate, { body: { ...body, totalPrice: '186.00' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.msg).toBe('手动总价应为186.65万元（面积×单价÷10000）');
    const english = await send(V.rengongEstimate, { body: { ...body, totalPrice: '186.00' } }, c.sales, { 'accept-language': 'en-US' });
    expect(english.body.msg).toBe('The manual total should be 186.65 ten-thousand yuan (area × unit price ÷ 10000)');
    const res = (await ok0(V.rengongEstimate, { body: { ...body, totalPrice: '186.65' } })).data;
    expect(res.totalPrice).toBe('1866500.00'); // the reply's total is in yuan
    expect((await history(col.c)).latest.manual).toMatchObject({
      channel: 'manual',
      price: '21000.00',
      totalPrice: '186.65',
      buildingArea: '88.88',
    });
  });

  it('declares permissions: no valuation code, no valuation; the zgl tab needs zgl_enquiry; the list needs mortgage_eval_list', async () => {
    expect((await send(V.onlineEstimate, { body: serviceBody }, c.finance)).status).toBe(403);
    expect((await send(V.cityList, { params: { city: '2' } }, c.finance)).status).toBe(403);
    expect((await send(V.zglDistrict, { params: { id: '110100' } })).status).toBe(403);
    expect((await send(V.evsList, { query: {} })).status).toBe(403);
    const routes = t.app.registeredRoutes.filter((r) => /\/(fanggugu|mortgage\/(house|zgl|valuation))\//.test(r.url));
    expect(routes.length).toBe(21);
    for (const r of routes) expect(r.access, r.url).toBeDefined();
  });

  describe('/mortgageEvsManage/mortgageEvsList', () => {
    const list = async (query: EndpointInput<typeof V.evsList>['query'] = {}) => {
      const res = await c.riskStaff.envelope(V.evsList, { query });
      expect(res.code).toBe(200);
      return res.data;
    };

    it('lists valuations with filters and paging (data.list / data.total, code 200)', async () => {
      const all = await list({ pageSize: 100 });
      expect(all.total).toBe(4);
      expect(all.ltvLimit).toBe('0.70');
      expect((await list({ channel: 'manual' })).list.map((r) => r.mortgageInfoId)).toEqual([col.c]);
      expect((await list({ mortgageInfoId: col.a, latestOnly: '1' })).list).toHaveLength(1);
      const page2 = await list({ pageSize: 2, pageNum: 2 });
      expect(page2.total).toBe(4);
      expect(page2.list.map((r) => r.valuationId)).toEqual(all.list.slice(2, 4).map((r) => r.valuationId));
      expect((await send(V.evsList, { query: { channel: 'bogus' } }, c.riskStaff)).body.msg).toBe('估价渠道不存在');
    });

    it("measures LTV against the latest valuation of each collateral and its bill's amount, flagging it above the limit", async () => {
      const rows = (await list({ pageSize: 100 })).list;
      const latestA = rows.find((r) => r.mortgageInfoId === col.a && r.latest)!;
      const expected = new Decimal('3000000').div(new Decimal(latestA.totalPrice!).times(10000)).toDecimalPlaces(4, Decimal.ROUND_HALF_UP);
      expect(rows.filter((r) => r.mortgageInfoId === col.a).every((r) => r.ltv === expected.toFixed(4))).toBe(true);
      expect(latestA.ltvFlagged).toBe(expected.gt('0.7'));
      const rowC = rows.find((r) => r.mortgageInfoId === col.c)!;
      expect(rowC).toMatchObject({ billAmount: '1000000.00', ltv: '0.5358', ltvFlagged: false }); // 100万 ÷ 186.65万
      // The limit is configuration: the bills module measures its bills against it (decision 0024).
      const tight = createEvsService({
        db: t.database.db,
        ltvLimit: '0.5',
        collateral: {
          ltvOfCollateral: async () =>
            new Map([
              [
                col.c,
                {
                  billAmount: '1000000.00',
                  ltv: { ...systemLtv('1000000.00', [{ valuationWan: '186.65', firstMortgage: null }], '0.5'), limit: '0.5', declared: [] },
                },
              ],
            ]),
        },
      });
      expect((await tight.list(riskUser(), { pageNum: 1, pageSize: 100, channel: 'manual' })).list[0]).toMatchObject({ ltvFlagged: true });
    });

    it('exports through the export registry', async () => {
      const res = await c.riskStaff.call(VALUATION_EXPORT, { query: { fileName: '询价记录', channel: 'service' } });
      expect(res).toMatchObject({ taskNo: expect.any(String), downloadPassword: expect.any(String) });
    });
  });
});
