import { AUDIT_EXPORT, BILL_API, FIRM_API, VALUATION_API } from '@lc/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { call, callWithMsg, listSource } from './api-client';
import { pushAlert, toast } from './feedback';
import { ApiError } from './http';
import { endSession } from './session';

vi.mock('./telemetry', () => ({ reportError: vi.fn() }));
vi.mock('./feedback', () => ({ pushAlert: vi.fn(), toast: { error: vi.fn(), warning: vi.fn(), success: vi.fn(), info: vi.fn() } }));
vi.mock('./session', () => ({ endSession: vi.fn(), sessionEndedHere: vi.fn(() => false) }));

const fetchMock = vi.fn<typeof fetch>();
const reply = (body: unknown, status = 200) =>
  fetchMock.mockResolvedValueOnce(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

describe('call', () => {
  it('takes method, path and parameters from the contract and resolves the envelope data', async () => {
    reply({ code: 200, msg: 'success', data: { status: 0, version: 2 } });
    await expect(call(FIRM_API.endpoints.act, { params: { id: 12, action: 'disable' }, body: { reason: '注销' } })).resolves.toEqual({
      status: 0,
      version: 2,
    });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/v1/firm/12/actions/disable');
    expect(init).toMatchObject({ method: 'POST', body: '{"reason":"注销"}' });
  });

  it('sends a GET with its query and no body', async () => {
    reply({ code: 200, msg: 'success', data: { list: [], total: 0 } });
    await call(FIRM_API.endpoints.list, { query: { keyword: '远景', pageNum: 2 } });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/v1/firm/list?keyword=%E8%BF%9C%E6%99%AF&pageNum=2');
    expect(init).toMatchObject({ method: 'GET', body: null });
  });
});

describe('a list export and a list source, from their contracts', () => {
  it('sends an export with the list filter and the file name, and resolves its task number and password', async () => {
    reply({ code: 200, msg: '下载任务添加成功', data: { taskNo: 'EX2026010100001', downloadPassword: 'Ab3dE5gH' } });
    const query = { entity: 'session', from: '2026-01-01', pageNum: undefined, fileName: '审计 1' };
    await expect(call(AUDIT_EXPORT, { query }, { silent: true })).resolves.toEqual({
      taskNo: 'EX2026010100001',
      downloadPassword: 'Ab3dE5gH',
    });
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/v1/admin/audit/export?entity=session&from=2026-01-01&fileName=%E5%AE%A1%E8%AE%A1%201');
  });

  it('gives the list block the endpoint path, method and domain', () => {
    expect(listSource(FIRM_API.endpoints.list)).toEqual({ listUrl: '/v1/firm/list', method: 'GET', domain: 'default' });
    expect(listSource(BILL_API.endpoints.all)).toMatchObject({ method: 'GET', domain: 'bill' });
  });
});

describe('call, an okCode 0 endpoint (the valuation calls, spec 001 §7 and §8)', () => {
  const cities = VALUATION_API.endpoints.cityList;
  const communities = VALUATION_API.endpoints.communityList;
  const body = { cityCode: '310100', communityName: '古北' };

  it('resolves code 0 with its data and, through callWithMsg, its msg', async () => {
    reply({ code: 0, msg: '未查询到小区，请重新查询或选择估价服务询价或手动估价', data: [] });
    await expect(callWithMsg(communities, { body })).resolves.toEqual({
      data: [],
      msg: '未查询到小区，请重新查询或选择估价服务询价或手动估价',
    });
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/fanggugu/v2/community_list');
    reply({ code: 0, msg: '查询成功', data: [{ cityName: '上海', cityCode: '310100' }] });
    await expect(call(cities, { params: { city: '2' } })).resolves.toEqual([{ cityName: '上海', cityCode: '310100' }]);
    expect(fetchMock.mock.calls[1]![0]).toBe('/api/mortgage/house/items/v2/city/2');
  });

  it('treats code 200 as a failure and shows a failed call as a short message with its msg', async () => {
    reply({ code: 200, msg: 'success', data: [] });
    await expect(call(cities, { params: { city: '2' } })).rejects.toBeInstanceOf(ApiError);
    reply({ code: 502, msg: '估价服务返回错误', data: null }, 502);
    await expect(callWithMsg(communities, { body })).rejects.toMatchObject({ message: '估价服务返回错误', code: 502 });
    expect(toast.error).toHaveBeenLastCalledWith('估价服务返回错误');
    expect(pushAlert).not.toHaveBeenCalled();
  });

  it('shows nothing for a quiet helper call, but still ends an expired session and shows a refused permission', async () => {
    reply({ code: 503, msg: '估价服务暂不可用，请稍后重试', data: null }, 503);
    await expect(call(cities, { params: { city: '2' } }, { quiet: true })).rejects.toBeInstanceOf(ApiError);
    expect(toast.error).not.toHaveBeenCalled();
    expect(pushAlert).not.toHaveBeenCalled();

    reply({ code: 403, msg: '无权限', data: null }, 403);
    await expect(call(cities, { params: { city: '2' } }, { quiet: true })).rejects.toBeInstanceOf(ApiError);
    expect(pushAlert).toHaveBeenCalledWith('无权限', expect.any(String), 'error');

    reply({ code: 401, msg: '未登录', data: null }, 401);
    await expect(call(cities, { params: { city: '2' } }, { quiet: true })).rejects.toBeInstanceOf(ApiError);
    expect(endSession).toHaveBeenCalled();
  });
});
