import { AUDIT_API, type EndpointInput, FIRM_API, creditCodeCheckChar } from '@lc/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, as } from './helpers/as-user';
import { type TestApp, createTestApp } from './helpers/test-app';

const F = FIRM_API.endpoints;
type Input = EndpointInput<typeof F.create>['body'];
type ListQuery = EndpointInput<typeof F.list>['query'];
type Action = EndpointInput<typeof F.act>['params']['action'];

const creditCode = (first17: string) => `${first17}${creditCodeCheckChar(first17)}`;
const CODE = creditCode('91110108MA02XYW01');
const GOOD: Input = {
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
  let admin: Caller;
  let firmManager: Caller; // role 71: firm management, Beijing
  let firmId: number;

  beforeAll(async () => {
    t = await createTestApp();
    [admin, firmManager] = await Promise.all([as(t, 'admin'), as(t, 'firmManager')]);
  });
  afterAll(() => t.close());

  const list = (who: Caller, query: ListQuery = {}) => who.send(F.list, { query });
  const total = async (query: ListQuery = {}) => (await firmManager.call(F.list, { query })).total;
  const create = (body: Input, who = firmManager) => who.send(F.create, { body });
  const act = (id: number, action: Action, who = firmManager) => who.send(F.act, { params: { id, action }, body: { reason: '经营异常' } });

  it('checks the credit code, registration code and shareholder ratios with the spec messages', async () => {
    const before = await total();
    const badCheck = `${CODE.slice(0, 17)}${CODE.endsWith('0') ? '1' : '0'}`;
    expect((await create({ ...GOOD, creditCode: badCheck })).body).toMatchObject({
      msg: '统一社会信用代码格式错误',
      data: { field: 'creditCode' },
    });
    expect((await create({ ...GOOD, creditCode: undefined, registrationCode: '11010501234567' })).body.msg).toBe('注册号须为15位数字');
    expect((await create({ ...GOOD, creditCode: undefined })).body.msg).toBe('统一社会信用代码与注册号至少填写一项');
    expect((await create({ ...GOOD, shareholders: [{ name: '甲', kind: 1, ratio: '100.5' }] })).body.msg).toBe(
      '股东占比须为0至100的数字（最多两位小数）或**.**',
    );
    const over = [
      { name: '甲', kind: 1, ratio: '60' },
      { name: '乙', kind: 1, ratio: '50' },
    ];
    expect((await create({ ...GOOD, shareholders: over })).body.msg).toBe('股东占比合计不能超过100%');
    expect((await create({ ...GOOD, firmName: '北京远景科技有限公司（海淀）' })).body.msg).toBe('请使用英文括号');
    expect(await total()).toBe(before);
  });

  it('creates a firm: a zero ratio becomes the mask **.**, the date is normalised, capital stays decimal', async () => {
    const res = await create(GOOD);
    expect(res.status).toBe(200);
    firmId = res.reply!.id;
    const detail = await firmManager.call(F.detail, { params: { id: firmId } });
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
    expect((await create({ ...GOOD, firmName: '另一家公司' })).status).toBe(409);
    const page = await firmManager.call(F.list, { query: { keyword: CODE } });
    expect(page).toMatchObject({ total: 1, list: [{ id: firmId, status: 1, shareholderCount: 2 }] });
    // The wildcards a user types are text: "%" and "_" match only themselves, not every firm.
    for (const wildcard of ['%', '_', `${CODE.slice(0, 4)}%`]) {
      expect(await total({ keyword: wildcard })).toBe(0);
    }
  });

  it('disables and enables as conditional, audited transitions: a repeat gets 409', async () => {
    expect((await act(firmId, 'disable')).body).toMatchObject({ code: 200, data: { status: 0 } });
    const again = await act(firmId, 'disable');
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe('该企业已是停用状态，请刷新后重试');
    expect((await firmManager.call(F.list, { query: { status: 0 } })).list.map((r) => r.id)).toContain(firmId);
    expect((await act(firmId, 'enable')).reply!.status).toBe(1);
    // An action the contract does not know, sent on purpose to see the server refuse it.
    expect((await act(firmId, 'explode' as never)).body.msg).toBe('操作不存在');
    const trail = (await admin.call(AUDIT_API.endpoints.list, { query: { entity: 'firm', pageSize: 100 } })).list;
    expect(trail.filter((e) => e.entityId === String(firmId)).map((e) => e.action)).toEqual(['enable', 'disable', 'create']);
    expect(trail.find((e) => e.action === 'disable')).toMatchObject({ before: { status: 1 }, after: { status: 0, reason: '经营异常' } });
  });

  it('lets exactly one of several concurrent disables win', async () => {
    const results = await Promise.all(Array.from({ length: 8 }, () => act(firmId, 'disable')));
    const codes = results.map((r) => r.status).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(7);
  });

  it('edits shareholders with the version read; a stale version gets 409', async () => {
    const params = { id: firmId };
    const { version } = await firmManager.call(F.detail, { params });
    const body = { ...GOOD, shareholders: [{ name: '钱进', kind: 1, ratio: '' }], version };
    expect((await firmManager.send(F.update, { params, body })).status).toBe(200);
    expect((await firmManager.send(F.update, { params, body })).status).toBe(409);
    const detail = await firmManager.call(F.detail, { params });
    expect(detail.shareholders).toEqual([{ name: '钱进', kind: 1, ratio: '**.**' }]);
  });

  it('refuses staff without business_company_manage (403)', async () => {
    const sales = await as(t, 'sales');
    expect((await list(sales)).status).toBe(403);
    expect((await create(GOOD, sales)).status).toBe(403);
    expect((await act(firmId, 'enable', sales)).status).toBe(403);
  });

  it('lists business firms apart from the library by source', async () => {
    const res = await create({ ...GOOD, creditCode: undefined, registrationCode: '110108000000001', firmName: '业务企业甲', source: 2 });
    expect(res.status).toBe(200);
    const business = await firmManager.call(F.list, { query: { source: 2 } });
    expect(business.list.map((r) => r.firmName)).toEqual(['业务企业甲']);
  });
});
