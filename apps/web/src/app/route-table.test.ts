import { describe, expect, it } from 'vitest';
import { breadcrumbs, findRoute, guard, pageTitle } from './route-table';

describe('route table helpers', () => {
  it('titles a page as the spec says', () => {
    expect(pageTitle(findRoute('/billManage/billList'), 'zh-CN')).toBe('后台管理系统 - 我的报单');
    expect(pageTitle(undefined, 'en-US')).toBe('Back-office system');
  });

  it('a hidden page shows its group in the breadcrumb and itself last', () => {
    const crumbs = breadcrumbs(findRoute('/billManage/billAdd'), 'zh-CN');
    expect(crumbs[0]!.title).toBe('报单管理');
    expect(crumbs.at(-1)!.title).toBe(findRoute('/billManage/billAdd')!.entry.title['zh-CN']);
    expect(crumbs.at(-1)!.href).toBeUndefined();
  });

  it('guards: login when signed out, home from /login when signed in, 401 without the codes, 404 when unknown', () => {
    expect(guard('/billManage/billList', false, null)).toEqual({ kind: 'login' });
    expect(guard('/login', true, null)).toEqual({ kind: 'home' });
    expect(guard('/billManage/billList', true, new Set(['bill_manage'])).kind).toBe('forbidden');
    expect(guard('/billManage/billList', true, new Set(['bill_manage', 'bill_create_list'])).kind).toBe('ok');
    expect(guard('/no/such/page', true, new Set()).kind).toBe('notFound');
    expect(guard('/home', true, new Set()).kind).toBe('ok');
  });
});
