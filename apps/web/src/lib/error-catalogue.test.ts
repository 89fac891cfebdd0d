import { describe, expect, it } from 'vitest';
import { type ErrorInput, decideErrorAction } from './error-catalogue';

const base: ErrorInput = { domain: 'default', httpStatus: 200, body: null, aborted: false, online: true, silent: false, locale: 'zh-CN' };
const decide = (over: Partial<ErrorInput>) => decideErrorAction({ ...base, ...over });

describe('error catalogue (spec 000 §8)', () => {
  it('default domain: 402 goes to login with the expired message', () => {
    expect(decide({ httpStatus: 401, body: { code: 402, msg: 'x' } })).toEqual({ kind: 'login', text: '当前用户登录已过期，请重新登录' });
  });
  it('default domain: 401 and 499 go to login with the server message, or status 002', () => {
    expect(decide({ httpStatus: 401, body: { code: 401, msg: '请登录' } })).toEqual({ kind: 'login', text: '请登录' });
    expect(decide({ body: { code: 499 } })).toEqual({ kind: 'login', text: '服务器响应异常（状态002），请重新登录' });
  });
  it('default domain: other codes show the server message in an error dialog, or status 001', () => {
    expect(decide({ httpStatus: 500, body: { code: 500, msg: '服务器繁忙' } })).toEqual({ kind: 'modal', text: '服务器繁忙' });
    expect(decide({ httpStatus: 400, body: { code: 400 } })).toEqual({
      kind: 'modal',
      text: '服务器响应异常（状态001），请刷新页面后重试',
    });
  });
  it('no body: aborted is ignored, offline says network abnormal, otherwise retry', () => {
    expect(decide({ aborted: true })).toEqual({ kind: 'ignore' });
    expect(decide({ online: false })).toEqual({ kind: 'toast', text: '网络异常' });
    expect(decide({})).toEqual({ kind: 'toast', text: '网络异常，请重试' });
  });
  it('auth domain: 401 login expired, 402/403 alert then login, 100403 no-permission modal', () => {
    expect(decide({ domain: 'auth', httpStatus: 401, body: { code: 401 } })).toEqual({ kind: 'login', text: '登录已过期，请重新登录' });
    expect(decide({ domain: 'auth', body: { code: 402, msg: '过期' } })).toEqual({ kind: 'login', text: '过期' });
    expect(decide({ domain: 'auth', httpStatus: 403, body: { code: 100403 } })).toEqual({
      kind: 'modal',
      text: '当前用户没有此权限，请联系管理员',
    });
    expect(decide({ domain: 'auth', body: { code: 500 } })).toEqual({ kind: 'toast', text: '服务器响应异常（状态001），请刷新页面后重试' });
    expect(decide({ domain: 'auth' })).toEqual({ kind: 'toast', text: '网络异常' });
  });
  it('general: a code ending in 499 or 403 clears the session', () => {
    expect(decide({ body: { code: 200499, msg: 'm' } })).toEqual({ kind: 'login', text: 'm' });
    expect(decide({ body: { code: 300403, msg: 'm' } })).toEqual({ kind: 'login', text: 'm' });
  });
  it('a permission refusal of a signed-in user shows a dialog, not a sign-out', () => {
    expect(decide({ httpStatus: 403, body: { code: 403, msg: '无权限' } })).toEqual({ kind: 'modal', text: '无权限' });
  });
  it('silent callers get validation, conflict, lock and throttling inline', () => {
    for (const code of [400, 409, 423, 429])
      expect(decide({ silent: true, httpStatus: code, body: { code, msg: 'm' } })).toEqual({ kind: 'inline' });
    expect(decide({ silent: true, httpStatus: 401, body: { code: 402 } }).kind).toBe('login');
  });
});
