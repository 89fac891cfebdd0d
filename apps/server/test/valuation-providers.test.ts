import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { VALUATION_API } from '@lc/shared';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  type HttpProviderSettings,
  ProviderRejected,
  ProviderUnavailable,
  createProviderClient,
} from '../src/modules/valuation/providers/http-client.adapter';
import {
  httpFurtherProvider,
  httpHouseItemsProvider,
  httpServiceProvider,
} from '../src/modules/valuation/providers/http-providers.adapter';
import { billWithCollateral } from './bill-fixtures';
import { as } from './helpers/as-user';
import { type TestApp, createTestApp } from './helpers/test-app';

const V = VALUATION_API.endpoints;

const APP_KEY = 'secret-app-key-123';

/**
 * A stand-in for the outside valuation services, speaking their contract (the spec's paths,
 * `{ code, msg, data }`, code 0 = success). `behaviour` scripts the next answers.
 */
type Behaviour = 'ok' | 'error500' | 'slow' | 'code1' | 'status400';
function fakeProviders() {
  const hits: { method: string; path: string; key: string | undefined; body: unknown }[] = [];
  let script: Behaviour[] = [];
  const reply = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const data = (path: string): unknown => {
    if (path === '/fanggugu/v2/district_list') return [{ districtName: '朝阳区', districtCode: '110105' }];
    if (path === '/fanggugu/v2/community_list') return [{ communityName: '望京花园', communityId: 'FG1' }];
    if (path === '/fanggugu/v2/building_unit_query') return JSON.stringify([{ list: [{ name: '1号楼', GUID: 'B1' }] }]);
    if (path === '/fanggugu/v2/online_estimate')
      return { price: '61234.00', totalPrice: '6123400.00', externalId: 'E1', valuationId: 'V1' };
    if (path.startsWith('/mortgage/house/items/v2/city/')) return [{ cityName: '北京市', cityCode: '110100' }];
    if (path.startsWith('/mortgage/house/items/v2/search/listArea/')) return [{ id: '110105', name: '朝阳区' }];
    if (path.startsWith('/mortgage/house/items/v2/search/listHouse/'))
      return [{ id: 'H1', name: '101', buildingArea: '90.00', buildYear: 2005 }];
    if (path === '/mortgage/house/items/v2/queryPrice')
      return {
        state: 1,
        unitPrice: '58000.00',
        totalPrice: '522.00',
        buildYearFinalRc: 2005,
        quotationCount: 3,
        avgUnitPrice: '57000.00',
        maxPrice: '59000.00',
        minPrice: '55000.00',
        address: '朝阳区某路1号',
        note: '机构报价',
        valuationId: 'Q1',
      };
    if (path.startsWith('/mortgage/zgl/district/')) return [{ areaCode: '110105', areaName: '朝阳区' }];
    if (path === '/mortgage/zgl/artificial_enquiry') return { caseId: 'ZGL-REMOTE-1' };
    if (path === '/mortgage/zgl/artificial_enquiry_result/ZGL-REMOTE-1')
      return { status: 'done', unitPrice: '60000.00', assessExplain: '人工评估' };
    return null;
  };
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      const path = (req.url ?? '').split('?')[0]!;
      hits.push({
        method: req.method ?? '',
        path,
        key: req.headers['x-app-key'] as string | undefined,
        body: raw ? JSON.parse(raw) : undefined,
      });
      const behaviour = script.shift() ?? 'ok';
      if (behaviour === 'error500') return reply(res, 500, { code: 500, msg: 'internal' });
      if (behaviour === 'status400') return reply(res, 400, { code: 400, msg: '参数错误：cityCode' });
      if (behaviour === 'code1') return reply(res, 200, { code: 1, msg: '小区不在服务范围' });
      if (behaviour === 'slow') return void setTimeout(() => reply(res, 200, { code: 0, msg: 'ok', data: data(path) }), 600);
      reply(res, 200, { code: 0, msg: 'ok', data: data(path) });
    });
  });
  return {
    hits,
    script: (...steps: Behaviour[]) => (script = steps),
    async start() {
      await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    stop: () => new Promise<void>((r) => server.close(() => r())),
  };
}

describe('HTTP valuation adapters against a real HTTP server', () => {
  const fake = fakeProviders();
  const logLines: string[] = [];
  const log = pino({ level: 'info' }, new Writable({ write: (chunk, _e, done) => (logLines.push(String(chunk)), done()) }));
  let url = '';
  const settings = (over: Partial<HttpProviderSettings> = {}): HttpProviderSettings => ({
    baseUrl: url,
    appKey: APP_KEY,
    timeoutMs: 3000, // the timeout test sets its own short one
    retries: 2,
    backoffMs: 10,
    breakerThreshold: 5,
    breakerOpenMs: 60_000,
    ...over,
  });

  beforeAll(async () => {
    url = await fake.start();
  });
  afterAll(() => fake.stop());
  afterEach(() => {
    fake.hits.length = 0;
    fake.script();
  });

  it('each adapter speaks its contract and sends the key (which never reaches the log)', async () => {
    const service = httpServiceProvider(createProviderClient('fanggugu', settings(), log));
    expect(await service.districts('北京')).toEqual([{ districtName: '朝阳区', districtCode: '110105' }]);
    expect(await service.communities('110100', '望京')).toEqual([{ communityName: '望京花园', communityId: 'FG1' }]);
    expect(await service.buildingUnits('FG1', {})).toEqual([{ name: '1号楼', GUID: 'B1' }]);
    const estimate = await service.estimate({ cityCode: '110100', districtCode: '110105', communityId: 'FG1', buildingArea: '100.00' }, 0);
    expect(estimate).toMatchObject({ unitPrice: '61234.00', providerRef: 'V1' });
    expect(fake.hits.at(-1)).toMatchObject({ method: 'POST', path: '/fanggugu/v2/online_estimate', body: { area: '100.00', mode: 0 } });

    const items = httpHouseItemsProvider(createProviderClient('house-items', settings(), log));
    expect(await items.cities()).toEqual([{ cityName: '北京市', cityCode: '110100' }]);
    expect(await items.areas('110100')).toEqual([{ id: '110105', name: '朝阳区' }]);
    expect((await items.houses('B1'))[0]).toMatchObject({ id: 'H1', buildingArea: '90.00' });
    expect(
      await items.quote({
        cityCode: '110100',
        districtCode: '110105',
        communityId: 'C',
        buildingId: 'B',
        houseId: 'H',
        buildingArea: '90',
      }),
    ).toMatchObject({
      unitPrice: '58000.00',
      quotationCount: 3,
      buildYear: 2005,
      providerRef: 'Q1',
    });

    const zgl = httpFurtherProvider(createProviderClient('zgl', settings(), log));
    expect(await zgl.districts('110100')).toEqual([{ areaCode: '110105', areaName: '朝阳区' }]);
    expect(await zgl.submit('ZGL-LOCAL', { cityCode: '110100', districtCode: '110105', buildingArea: '90', address: 'x' })).toEqual({
      providerRef: 'ZGL-REMOTE-1',
    });
    expect(await zgl.result('ZGL-REMOTE-1', { cityCode: '110100', districtCode: '110105', buildingArea: '90' })).toEqual({
      unitPrice: '60000.00',
      assessExplain: '人工评估',
    });

    expect(fake.hits.every((h) => h.key === APP_KEY)).toBe(true);
    expect(logLines.some((l) => l.includes('/fanggugu/v2/online_estimate'))).toBe(true);
    expect(logLines.join('')).not.toContain(APP_KEY);
  });

  it('a code other than 0 or a 4xx is passed on with the service msg, without retrying', async () => {
    const service = httpServiceProvider(createProviderClient('fanggugu', settings(), log));
    fake.script('code1');
    await expect(service.communities('110100', 'x')).rejects.toThrow(new ProviderRejected('小区不在服务范围'));
    fake.script('status400');
    await expect(service.districts('北京')).rejects.toThrow('参数错误：cityCode');
    expect(fake.hits).toHaveLength(2);
  });

  it('retries 5xx with backoff and succeeds when the service recovers', async () => {
    const service = httpServiceProvider(createProviderClient('fanggugu', settings(), log));
    fake.script('error500', 'error500');
    expect(await service.districts('北京')).toHaveLength(1);
    expect(fake.hits).toHaveLength(3);
  });

  it('times out slow answers, retries them, then reports the service unavailable', async () => {
    const service = httpServiceProvider(createProviderClient('fanggugu', settings({ timeoutMs: 100 }), log));
    fake.script('slow', 'slow', 'slow');
    const started = Date.now();
    await expect(service.districts('北京')).rejects.toBeInstanceOf(ProviderUnavailable);
    expect(fake.hits).toHaveLength(3);
    expect(Date.now() - started).toBeLessThan(600 * 3); // gave up on each after 100 ms, not waiting for the answers
    expect(logLines.some((l) => l.includes('"outcome":"timeout"'))).toBe(true);
  });

  it('opens the circuit after consecutive failures: further calls fail fast without reaching the service', async () => {
    const client = createProviderClient('fanggugu', settings({ retries: 0, breakerThreshold: 3 }), log);
    const service = httpServiceProvider(client);
    fake.script('error500', 'error500', 'error500');
    for (let i = 0; i < 3; i++) await expect(service.districts('北京')).rejects.toBeInstanceOf(ProviderUnavailable);
    expect(fake.hits).toHaveLength(3);
    await expect(service.districts('北京')).rejects.toBeInstanceOf(ProviderUnavailable);
    expect(fake.hits).toHaveLength(3); // not called: the circuit is open
    expect(String(client.breaker.state)).toBe('1'); // CircuitState.Open
  });

  describe('chosen by config: VALUATION_PROVIDER=http routes the app through the adapters', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({
        env: {
          VALUATION_PROVIDER: 'http',
          FANGGUGU_URL: url,
          HOUSE_ITEMS_URL: url,
          ZGL_URL: url,
          HOUSE_ITEMS_APP_KEY: APP_KEY,
          FANGGUGU_APP_KEY: APP_KEY,
          ZGL_APP_KEY: APP_KEY,
          VALUATION_TIMEOUT_MS: '3000', // generous: a busy machine must not turn a good answer into a timeout
          VALUATION_RETRIES: '1',
        },
      });
    });
    afterAll(() => t.close());

    it('prices through the outside service, stores the record with its provider, and maps failures to clear messages', async () => {
      const sales = await as(t, 'sales');
      const { mortgageInfoId } = await billWithCollateral(t, sales.cookie);
      const priced = await sales.envelope(V.queryPrice, {
        body: { cityId: '110100', areaId: '110105', consId: 'C', buildId: 'B', houseId: 'H', buildArea: '90.00', mortgageInfoId },
      });
      expect(priced).toMatchObject({ code: 0, data: { state: 1, unitPrice: '58000.00', totalPrice: '522.00' } });
      const history = await sales.call(V.history, { params: { mortgageInfoId } });
      expect(history.latest.provider).toMatchObject({ provider: 'http:house-items', details: { providerRef: 'Q1' } });

      fake.script('code1');
      const rejected = await sales.send(V.districtList, { body: { cityName: '北京' } });
      expect(rejected.body).toMatchObject({ code: 502, msg: '小区不在服务范围' });
      fake.script('error500', 'error500');
      const down = await sales.send(V.districtList, { body: { cityName: '北京' } });
      expect(down.status).toBe(503);
      expect(down.body).toMatchObject({ code: 503, msg: '估价服务暂不可用，请稍后重试' });
    });
  });
});
