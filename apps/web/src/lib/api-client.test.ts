import { FIRM_API } from '@lc/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { call } from './api-client';

vi.mock('./telemetry', () => ({ reportError: vi.fn() }));

const fetchMock = vi.fn<typeof fetch>();
const reply = (body: unknown) =>
  fetchMock.mockResolvedValueOnce(new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }));

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
