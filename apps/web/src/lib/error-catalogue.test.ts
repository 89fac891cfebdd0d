import { describe, expect, it } from 'vitest';
import { type ErrorAction, type ErrorInput, decideErrorAction, isServerError } from './error-catalogue';

const base: ErrorInput = { domain: 'default', httpStatus: 500, body: null, aborted: false, online: true };
const decide = (over: Partial<ErrorInput>) => decideErrorAction({ ...base, ...over });
const reply = (httpStatus: number, code: number, msg?: string): Partial<ErrorInput> => ({ httpStatus, body: { code, msg: msg ?? '' } });

const STATUS_001 = '服务器响应异常（状态001），请刷新页面后重试';
const STATUS_002 = '服务器响应异常（状态002），请重新登录';

type Row = [bullet: string, input: Partial<ErrorInput>, expected: ErrorAction];

describe('error catalogue, default domain (spec 000 §8)', () => {
  it.each<Row>([
    [
      '402: login with the session-expired message',
      reply(401, 402, '会话已过期'),
      { kind: 'login', text: '当前用户登录已过期，请重新登录', notice: 'toast' },
    ],
    ['401: login with the server message', reply(401, 401, '未登录'), { kind: 'login', text: '未登录', notice: 'toast' }],
    ['401 without a message: status 002', reply(401, 401), { kind: 'login', text: STATUS_002, notice: 'toast' }],
    ['499: login with the server message', reply(200, 499, '已在别处登录'), { kind: 'login', text: '已在别处登录', notice: 'toast' }],
    [
      '403 body on a 2xx reply: login (status 002 without a message)',
      reply(200, 403),
      { kind: 'login', text: STATUS_002, notice: 'toast' },
    ],
    ['403 on HTTP 403 (ADR 0004): an error dialog, the session stays', reply(403, 403, '无权限'), { kind: 'modal', text: '无权限' }],
    ['other body codes: the server message in an error dialog', reply(500, 500, '服务器繁忙'), { kind: 'modal', text: '服务器繁忙' }],
    ['other body codes without a message: status 001', reply(404, 404), { kind: 'modal', text: STATUS_001 }],
    [
      'validation shown as a dialog when the caller is not silent',
      reply(400, 400, '手机号格式错误'),
      { kind: 'modal', text: '手机号格式错误' },
    ],
    ['no body, aborted: ignored', { aborted: true }, { kind: 'ignore' }],
    ['no body, offline: network abnormal', { httpStatus: 0, online: false }, { kind: 'toast', text: '网络异常' }],
    ['no body, otherwise: network abnormal, please retry', { httpStatus: 0 }, { kind: 'toast', text: '网络异常，请重试' }],
    ['no envelope on a 502: network abnormal, please retry', { httpStatus: 502 }, { kind: 'toast', text: '网络异常，请重试' }],
  ])('%s', (_bullet, input, expected) => {
    expect(decide(input)).toEqual(expected);
  });

  it('the other domains (funding, dispatch, bill) follow the default rules', () => {
    for (const domain of ['funding', 'dispatch', 'bill'] as const)
      expect(decide({ domain, ...reply(401, 402) })).toMatchObject({ kind: 'login', text: '当前用户登录已过期，请重新登录' });
  });
});

describe('error catalogue, auth domain (spec 000 §8)', () => {
  const auth = (over: Partial<ErrorInput>) => decide({ domain: 'auth', ...over });
  it.each<Row>([
    ['401: login expired, then login', reply(401, 401, '未登录'), { kind: 'login', text: '登录已过期，请重新登录', notice: 'toast' }],
    ['402: alert the message, then login', reply(401, 402, '会话已过期'), { kind: 'login', text: '会话已过期', notice: 'alert' }],
    ['403: alert the message, then login', reply(403, 403, '已停用'), { kind: 'login', text: '已停用', notice: 'alert' }],
    ['100403: the no-permission error modal', reply(403, 100403, 'x'), { kind: 'modal', text: '当前用户没有此权限，请联系管理员' }],
    ['other: alert the message', reply(404, 404, '不存在'), { kind: 'alert', text: '不存在' }],
    ['other without a message: status 001', reply(500, 500), { kind: 'alert', text: STATUS_001 }],
    ['no body: network abnormal', { httpStatus: 0 }, { kind: 'toast', text: '网络异常' }],
    ['no body, aborted: ignored', { aborted: true }, { kind: 'ignore' }],
  ])('%s', (_bullet, input, expected) => {
    expect(auth(input)).toEqual(expected);
  });
});

describe('error catalogue, general rules (spec 000 §8)', () => {
  it.each<Row>([
    ['HTTP 200 with a code other than 200: alert the message', reply(200, 300, '余额不足'), { kind: 'alert', text: '余额不足' }],
    ['HTTP 200, code ending in 499: sign out', reply(200, 200499, '会话失效'), { kind: 'login', text: '会话失效', notice: 'alert' }],
    ['HTTP 200, code ending in 403: sign out', reply(200, 300403), { kind: 'login', text: STATUS_002, notice: 'alert' }],
    ['HTTP 200, 100403 on the default domain: sign out', reply(200, 100403, 'm'), { kind: 'login', text: 'm', notice: 'alert' }],
  ])('%s', (_bullet, input, expected) => {
    expect(decide(input)).toEqual(expected);
  });

  it('messages follow the language', () => {
    expect(decide({ ...reply(401, 402), locale: 'en-US' })).toMatchObject({
      text: "The current user's login has expired, please log in again",
    });
    expect(decide({ httpStatus: 0, locale: 'en-US' })).toEqual({ kind: 'toast', text: 'Network abnormal, please retry' });
  });

  it('5xx body codes are flagged for error reporting; 100403 is not', () => {
    expect(isServerError(500, 500)).toBe(true);
    expect(isServerError(200, 503)).toBe(true);
    expect(isServerError(403, 100403)).toBe(false);
    expect(isServerError(0, null)).toBe(false);
  });
});

describe('silent callers (forms)', () => {
  it.each([400, 409, 423, 429])('%i is left to the form on either domain', (code) => {
    expect(decide({ silent: true, ...reply(code, code, 'm') })).toEqual({ kind: 'inline' });
    expect(decide({ silent: true, domain: 'auth', ...reply(code, code, 'm') })).toEqual({ kind: 'inline' });
  });

  it('session and permission replies act even when silent; so do server errors', () => {
    expect(decide({ silent: true, ...reply(401, 402) }).kind).toBe('login');
    expect(decide({ silent: true, domain: 'auth', ...reply(401, 401) }).kind).toBe('login');
    expect(decide({ silent: true, ...reply(403, 403) }).kind).toBe('modal');
    expect(decide({ silent: true, domain: 'auth', ...reply(403, 100403) }).kind).toBe('modal');
    expect(decide({ silent: true, ...reply(500, 500) }).kind).toBe('modal');
    expect(decide({ silent: true, httpStatus: 0 }).kind).toBe('toast');
  });
});
