import { describe, expect, it } from 'vitest';
import { loginHref, safeRedirect } from './session';

describe('session helpers', () => {
  it('the login address keeps service and the wanted page', () => {
    expect(loginHref({ pathname: '/billManage/billList', search: '?p=2' })).toBe('/login?redirect=%2FbillManage%2FbillList%3Fp%3D2');
    expect(loginHref({ pathname: '/home', search: '?service=abc' }, false)).toBe('/login?service=abc');
    expect(loginHref({ pathname: '/', search: '' })).toBe('/login');
    expect(loginHref({ pathname: '/login', search: '?redirect=%2Fx' })).toBe('/login');
  });

  it('only same-site paths are followed after sign-in', () => {
    expect(safeRedirect('/systemSetting/auditLog?entity=session')).toBe('/systemSetting/auditLog?entity=session');
    expect(safeRedirect('//evil.example/')).toBe('/');
    expect(safeRedirect('https://evil.example/')).toBe('/');
    expect(safeRedirect('/login?redirect=/x')).toBe('/');
    expect(safeRedirect(null)).toBe('/');
  });
});
