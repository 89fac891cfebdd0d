import { describe, expect, it } from 'vitest';
import { type GuardInput, decideGuard } from './guard';

const SALES = new Set(['bill_manage', 'bill_create_list', 'draftbox']);
const base: GuardInput = { pathname: '/home', search: '', signedIn: true, permissions: SALES };
const decide = (over: Partial<GuardInput>) => decideGuard({ ...base, ...over });

describe('route guard (spec 000 §2)', () => {
  it('with a token, /login goes to / (or to the page the user wanted)', () => {
    expect(decide({ pathname: '/login' })).toEqual({ kind: 'redirect', to: '/' });
    expect(decide({ pathname: '/login', search: '?redirect=%2FbillManage%2FbillList%3Fp%3D2' })).toEqual({
      kind: 'redirect',
      to: '/billManage/billList?p=2',
    });
    // Never to another site.
    expect(decide({ pathname: '/login', search: '?redirect=%2F%2Fevil.example' })).toEqual({ kind: 'redirect', to: '/' });
  });

  it('without a token /login is shown', () => {
    expect(decide({ pathname: '/login', signedIn: false, permissions: null })).toEqual({ kind: 'allow', route: null, menuCode: null });
  });

  it('without a token, permissions are cleared and the user goes to /login keeping the wanted page and service', () => {
    expect(decide({ pathname: '/systemSetting/auditLog', search: '?entity=session', signedIn: false })).toEqual({
      kind: 'redirect',
      to: '/login?redirect=%2FsystemSetting%2FauditLog%3Fentity%3Dsession',
      clearSession: true,
    });
    expect(decide({ pathname: '/home', search: '?service=https%3A%2F%2Fsso', signedIn: false, permissions: null })).toEqual({
      kind: 'redirect',
      to: '/login?service=https%3A%2F%2Fsso&redirect=%2Fhome%3Fservice%3Dhttps%253A%252F%252Fsso',
      clearSession: true,
    });
    expect(decide({ pathname: '/', signedIn: false })).toEqual({ kind: 'redirect', to: '/login', clearSession: true });
  });

  it('loads the user info when it is missing', () => {
    expect(decide({ permissions: null })).toEqual({ kind: 'load-user' });
  });

  it('a route the user may not open goes to /401; its group code alone is not enough', () => {
    expect(decide({ pathname: '/billGrantManage/ungrantedList' })).toEqual({ kind: 'redirect', to: '/401' });
    expect(decide({ pathname: '/billManage/billAll' })).toEqual({ kind: 'redirect', to: '/401' });
  });

  it('an unknown path goes to /404', () => {
    expect(decide({ pathname: '/no/such/page' })).toEqual({ kind: 'redirect', to: '/404' });
  });

  it('a permitted page is allowed, with its menu code for the page-component permissions', () => {
    const d = decide({ pathname: '/billManage/billList' });
    expect(d).toMatchObject({ kind: 'allow', menuCode: 'bill_create_list' });
    expect(d.kind === 'allow' && d.route?.fullPath).toBe('/billManage/billList');
  });

  it('routes with no access code are open to any signed-in user, with no menu code', () => {
    expect(decide({ pathname: '/home', permissions: new Set() })).toMatchObject({ kind: 'allow', menuCode: null });
    expect(decide({ pathname: '/billManage/billAdd/' })).toMatchObject({ kind: 'allow', menuCode: null });
  });

  it('/ redirects to /home; a group opens its first page the user may open; redirects resolve relative paths', () => {
    expect(decide({ pathname: '/' })).toEqual({ kind: 'redirect', to: '/home' });
    expect(decide({ pathname: '/billManage' })).toEqual({ kind: 'redirect', to: '/billManage/billList' });
    expect(decide({ pathname: '/systemTools' })).toEqual({ kind: 'redirect', to: '/systemTools/testImg' });
  });

  it('a group whose pages the user may open none of shows itself to whoever holds its code, never /401', () => {
    const groupOnly = new Set(['bill_manage', 'archive_manage_f']);
    for (const pathname of ['/billManage', '/archiveManage'])
      expect(decide({ pathname, permissions: groupOnly }), pathname).toMatchObject({ kind: 'allow', route: { fullPath: pathname } });
    // Without the group's code it is still refused.
    expect(decide({ pathname: '/riskManager', permissions: groupOnly })).toEqual({ kind: 'redirect', to: '/401' });
  });

  it('an entry whose children are all hidden is a page: whoever holds its code opens it, never /401', () => {
    for (const pathname of ['/documentManage', '/mortgageRequest', '/changeBankCard'])
      expect(
        decide({ pathname, permissions: new Set(['documentation_check_manage', 'mortgage_request_manage', 'change_bank_card']) }),
        pathname,
      ).toMatchObject({
        kind: 'allow',
        route: { fullPath: pathname },
      });
  });

  it('the fixed /401 and /404 pages are shown to any signed-in user', () => {
    expect(decide({ pathname: '/401', permissions: new Set() })).toEqual({ kind: 'allow', route: null, menuCode: null });
    expect(decide({ pathname: '/404' })).toEqual({ kind: 'allow', route: null, menuCode: null });
  });
});
