import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pushAlert, toast } from './feedback';
import { ApiError, fetchEarly, request } from './http';
import { endSession, sessionEndedHere } from './session';
import { reportError } from './telemetry';

vi.mock('./feedback', () => ({ pushAlert: vi.fn(), toast: { error: vi.fn(), warning: vi.fn(), success: vi.fn(), info: vi.fn() } }));
vi.mock('./telemetry', () => ({ reportError: vi.fn() }));
vi.mock('./session', () => ({ endSession: vi.fn(), sessionEndedHere: vi.fn(() => false) }));

const fetchMock = vi.fn<typeof fetch>();
const reply = (status: number, body: unknown) =>
  fetchMock.mockResolvedValueOnce(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

describe('request', () => {
  it('sends the CSRF header, same-origin credentials, the domain prefix and the query; resolves data', async () => {
    reply(200, { code: 200, msg: 'ok', data: { id: 1 } });
    await expect(
      request({ domain: 'funding', method: 'POST', path: '/v1/x', params: { a: 1, b: undefined, c: null, d: 'q' }, body: { n: 1 } }),
    ).resolves.toEqual({ id: 1 });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/funding/v1/x?a=1&d=q');
    expect(init).toMatchObject({ method: 'POST', credentials: 'same-origin', body: '{"n":1}' });
    expect(init?.headers).toMatchObject({ 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' });
  });

  it('a 401 arriving after this page ended its session (a sign-out) still rejects, but says nothing and ends nothing again', async () => {
    vi.mocked(sessionEndedHere).mockReturnValueOnce(true);
    reply(401, { code: 402, msg: '会话已过期', data: null });
    await expect(request({ path: '/v1/bills' })).rejects.toMatchObject({ code: 402, httpStatus: 401 });
    expect(toast.warning).not.toHaveBeenCalled();
    expect(pushAlert).not.toHaveBeenCalled();
    expect(endSession).not.toHaveBeenCalled();
  });

  it('an expired session rejects with ApiError, warns, ends the session and is reported with url and status', async () => {
    reply(401, { code: 402, msg: '会话已过期', data: null });
    const error = await request({ path: '/v1/bills' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 402, httpStatus: 401 });
    expect(toast.warning).toHaveBeenCalledWith('当前用户登录已过期，请重新登录');
    expect(endSession).toHaveBeenCalledWith({ keepRedirect: true });
    expect(reportError).toHaveBeenCalledWith(expect.objectContaining({ url: '/api/v1/bills', status: 401, code: 402 }));
  });

  it('silent callers get 400 back without a dialog, still reported', async () => {
    reply(400, { code: 400, msg: '手机号格式错误', data: { field: 'mobile' } });
    await expect(request({ path: '/v1/x', method: 'POST', body: {}, silent: true })).rejects.toMatchObject({
      message: '手机号格式错误',
      data: { field: 'mobile' },
    });
    expect(pushAlert).not.toHaveBeenCalled();
    expect(reportError).toHaveBeenCalledTimes(1);
  });

  it('a 5xx opens the error dialog and is flagged as a server error', async () => {
    reply(500, { code: 500, msg: '服务器繁忙，请稍后重试', data: null });
    await expect(request({ path: '/v1/x' })).rejects.toBeInstanceOf(ApiError);
    expect(pushAlert).toHaveBeenCalledWith('服务器繁忙，请稍后重试', '提示', 'error');
    expect(reportError).toHaveBeenCalledWith(expect.objectContaining({ serverError: true }));
  });

  it('an aborted request is neither shown nor reported', async () => {
    const controller = new AbortController();
    controller.abort();
    fetchMock.mockRejectedValueOnce(new DOMException('aborted', 'AbortError'));
    await expect(request({ path: '/v1/x', signal: controller.signal })).rejects.toBeInstanceOf(ApiError);
    expect(toast.error).not.toHaveBeenCalled();
    expect(reportError).not.toHaveBeenCalled();
  });

  it('a network failure shows "please retry"', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(request({ path: '/v1/x' })).rejects.toMatchObject({ httpStatus: 0 });
    expect(toast.error).toHaveBeenCalledWith('网络异常，请重试');
  });
});

describe('fetchEarly', () => {
  it('asks once with the usual headers; the first read of the URL takes that reply, later reads ask again', async () => {
    reply(200, { code: 200, msg: 'ok', data: { id: 'early' } });
    fetchEarly('/api/auth/v1/early-a');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [, init] = fetchMock.mock.calls[0]!;
    expect(init).toMatchObject({ method: 'GET', credentials: 'same-origin', body: null });
    expect(init?.headers).toMatchObject({ 'x-requested-with': 'XMLHttpRequest' });
    await expect(request({ domain: 'auth', path: '/v1/early-a' })).resolves.toEqual({ id: 'early' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    reply(200, { code: 200, msg: 'ok', data: { id: 'later' } });
    await expect(request({ domain: 'auth', path: '/v1/early-a' })).resolves.toEqual({ id: 'later' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('is not taken by another URL, nor once it is older than ten seconds', async () => {
    vi.useFakeTimers();
    try {
      reply(200, { code: 200, msg: 'ok', data: 'early' });
      fetchEarly('/api/auth/v1/early-b');
      reply(200, { code: 200, msg: 'ok', data: 'other' });
      await expect(request({ domain: 'auth', path: '/v1/early-c' })).resolves.toBe('other');
      vi.advanceTimersByTime(10_001);
      reply(200, { code: 200, msg: 'ok', data: 'fresh' });
      await expect(request({ domain: 'auth', path: '/v1/early-b' })).resolves.toBe('fresh');
      expect(fetchMock).toHaveBeenCalledTimes(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('an early reply of an expired session is handled like any reply: the session ends', async () => {
    reply(401, { code: 402, msg: '会话已过期', data: null });
    fetchEarly('/api/auth/v1/early-d');
    await expect(request({ domain: 'auth', path: '/v1/early-d' })).rejects.toMatchObject({ code: 402 });
    expect(endSession).toHaveBeenCalled();
  });
});
