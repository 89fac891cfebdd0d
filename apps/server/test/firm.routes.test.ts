import { creditCodeCheckChar } from '@lc/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from './helpers/test-app';

const ADMIN = '13800000000';
const FIRM_ADMIN = '13800000071'; // role 71: firm management, Beijing
const SALES = '13800000011'; // no business_company_manage

const creditCode = (first17: string) => `${first17}${creditCodeCheckChar(first17)}`;
const CODE = creditCode('91110108MA02XYW01');
const GOOD = {
  firmName: '北京远景科技有限公司(海淀)',
  creditCode: CODE,
  legalPerson: '钱进',
  registeredCapital: '2000000.50',
  establishDate: '2020/3/5',
  shareholders: [
    { name: '钱进', kind: 1, ratio: '55.5' },
    { name: '远景控股有限公司', kind: 2, ratio: '0' },
  ],
};

describe('firms (/firmManage)', () => {
  let t: TestApp;
  let admin: string;
  let firmAdmin: string;
  let firmId: number;

  beforeAll(async () => {
    t = await createTestApp();
    [admin, firmAdmin] = await Promise.all([t.login(ADMIN), t.login(FIRM_ADMIN)]);
  });
  afterAll(() => t.close());

  const list = (cookie: string, query = '') => t.call({ method: 'GET', url: `/api/v1/firm/list${query}`, cookie });
  const create = (payload: object, cookie = firmAdmin) => t.call({ method: 'POST', url: '/api/v1/firm', cookie, payload });
  const act = (id: number, action: string, cookie = firmAdmin) =>
    t.call({ method: 'POST', url: `/api/v1/firm/${id}/actions/${action}`, cookie, payload: { reason: '经营异常' } });

  it('checks the credit code, registration code and shareholder ratios with the spec messages', async () => {
    const before = (await list(firmAdmin)).json().data.total as number;
    const badCheck = `${CODE.slice(0, 17)}${CODE.endsWith('0') ? '1' : '0'}`;
    expect((await create({ ...GOOD, creditCode: badCheck })).json()).toMatchObject({
      msg: '统一社会信用代码格式错误',
      data: { field: 'creditCode' },
    });
    expect((await create({ ...GOOD, creditCode: undefined, registrationCode: '11010501234567' })).json().msg).toBe('注册号须为15位数字');
    expect((await create({ ...GOOD, creditCode: undefined })).json().msg).toBe('统一社会信用代码与注册号至少填写一项');
    expect((await create({ ...GOOD, shareholders: [{ name: '甲', kind: 1, ratio: '100.5' }] })).json().msg).toBe(
      '股东占比须为0至100的数字（最多两位小数）或**.**',
    );
    const over = [
      { name: '甲', kind: 1, ratio: '60' },
      { name: '乙', kind: 1, ratio: '50' },
    ];
    expect((await create({ ...GOOD, shareholders: over })).json().msg).toBe('股东占比合计不能超过100%');
    expect((await create({ ...GOOD, firmName: '北京远景科技有限公司（海淀）' })).json().msg).toBe('请使用英文括号');
    expect((await list(firmAdmin)).json().data.total).toBe(before);
  });

  it('creates a firm: a zero ratio becomes the mask **.**, the date is normalised, capital stays decimal', async () => {
    const res = await create(GOOD);
    expect(res.statusCode).toBe(200);
    firmId = res.json().data.id as number;
    const detail = (await t.call({ method: 'GET', url: `/api/v1/firm/${firmId}`, cookie: firmAdmin })).json().data;
    expect(detail).toMatchObject({
      firmName: GOOD.firmName,
      creditCode: CODE,
      registeredCapital: '2000000.50',
      establishDate: '2020-03-05',
      status: 1,
      shareholderCount: 2,
      shareholders: [
        { name: '钱进', kind: 1, ratio: '55.5' },
        { name: '远景控股有限公司', kind: 2, ratio: '**.**' },
      ],
    });
    expect((await create({ ...GOOD, firmName: '另一家公司' })).statusCode).toBe(409);
    const page = (await list(firmAdmin, `?keyword=${CODE}`)).json().data;
    expect(page).toMatchObject({ total: 1, list: [{ id: firmId, status: 1, shareholderCount: 2 }] });
    // The wildcards a user types are text: "%" and "_" match only themselves, not every firm.
    for (const wildcard of ['%', '_', `${CODE.slice(0, 4)}%`]) {
      expect((await list(firmAdmin, `?keyword=${encodeURIComponent(wildcard)}`)).json().data.total).toBe(0);
    }
  });

  it('disables and enables as conditional, audited transitions: a repeat gets 409', async () => {
    expect((await act(firmId, 'disable')).json()).toMatchObject({ code: 200, data: { status: 0 } });
    const again = await act(firmId, 'disable');
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toBe('该企业已是停用状态，请刷新后重试');
    expect((await list(firmAdmin, '?status=0')).json().data.list.map((r: { id: number }) => r.id)).toContain(firmId);
    expect((await act(firmId, 'enable')).json().data.status).toBe(1);
    expect((await act(firmId, 'explode')).json().msg).toBe('操作不存在');
    const trail = (await t.call({ method: 'GET', url: `/api/v1/admin/audit?entity=firm&pageSize=100`, cookie: admin })).json().data
      .list as {
      action: string;
      entityId: string;
      before: unknown;
      after: unknown;
    }[];
    expect(trail.filter((e) => e.entityId === String(firmId)).map((e) => e.action)).toEqual(['enable', 'disable', 'create']);
    expect(trail.find((e) => e.action === 'disable')).toMatchObject({ before: { status: 1 }, after: { status: 0, reason: '经营异常' } });
  });

  it('lets exactly one of several concurrent disables win', async () => {
    const results = await Promise.all(Array.from({ length: 8 }, () => act(firmId, 'disable')));
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(7);
  });

  it('edits shareholders with the version read; a stale version gets 409', async () => {
    const { version } = (await t.call({ method: 'GET', url: `/api/v1/firm/${firmId}`, cookie: firmAdmin })).json().data;
    const url = `/api/v1/firm/${firmId}`;
    const body = { ...GOOD, shareholders: [{ name: '钱进', kind: 1, ratio: '' }], version };
    expect((await t.call({ method: 'PUT', url, cookie: firmAdmin, payload: body })).statusCode).toBe(200);
    expect((await t.call({ method: 'PUT', url, cookie: firmAdmin, payload: body })).statusCode).toBe(409);
    const detail = (await t.call({ method: 'GET', url, cookie: firmAdmin })).json().data;
    expect(detail.shareholders).toEqual([{ name: '钱进', kind: 1, ratio: '**.**' }]);
  });

  it('refuses staff without business_company_manage (403)', async () => {
    const sales = await t.login(SALES);
    expect((await list(sales)).statusCode).toBe(403);
    expect((await create(GOOD, sales)).statusCode).toBe(403);
    expect((await act(firmId, 'enable', sales)).statusCode).toBe(403);
  });

  it('lists business firms apart from the library by source', async () => {
    const res = await create({ ...GOOD, creditCode: undefined, registrationCode: '110108000000001', firmName: '业务企业甲', source: 2 });
    expect(res.statusCode).toBe(200);
    const business = (await list(firmAdmin, '?source=2')).json().data;
    expect(business.list.map((r: { firmName: string }) => r.firmName)).toEqual(['业务企业甲']);
  });
});
