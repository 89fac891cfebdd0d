import { MENU_TYPE, type MenuEntry, ROUTE_TABLE, canOpen, menuSeed } from '@lc/shared';
import type { LoaderFunction } from 'react-router';
import { describe, expect, it } from 'vitest';
import {
  ROUTES,
  breadcrumbTrail,
  findRoute,
  isPage,
  lazyComponent,
  pageTitle,
  parentListOf,
  toMenuNodes,
  toRouteObjects,
} from './route-table';

const route = (path: string) => {
  const r = findRoute(path);
  if (!r) throw new Error(`no route ${path}`);
  return r;
};

/** The server's menu for a user: the seeded rows whose codes the user holds (as the server filters). */
const menuFor = (codes: string[]): MenuEntry[] =>
  menuSeed(ROUTE_TABLE)
    .filter((m) => m.requiredCodes.every((c) => codes.includes(c)))
    .map(({ menuNameEn: _en, requiredCodes: _codes, ...entry }) => entry);

describe('toRouteObjects', () => {
  const Page = () => null;
  const Missing = () => null;
  const Group = () => null;
  const guard: LoaderFunction = () => null;
  const objects = toRouteObjects(ROUTES, {
    pages: { '/home': async () => ({ default: Page }) },
    notBuilt: async () => ({ default: Missing }),
    group: async () => ({ default: Group }),
    guard,
  });
  const byPath = new Map(objects.map((o) => [o.path, o]));

  it('makes one guarded route object per full path of the table, with its handle', () => {
    expect(objects).toHaveLength(ROUTES.length);
    expect(byPath.size).toBe(objects.length);
    for (const o of objects) expect(o.loader).toBe(guard);
    expect(byPath.get('/billManage/billAdd')?.handle).toMatchObject({
      title: { 'zh-CN': '报单详情' },
      route: route('/billManage/billAdd'),
    });
  });

  it('loads built pages lazily, shows the not-built page for the rest, the group page for groups, and gives redirects no page', async () => {
    const lazyOf = (path: string) => {
      const lazy = byPath.get(path)?.lazy;
      if (typeof lazy !== 'function') throw new Error(`${path} is not lazy`);
      return lazy();
    };
    await expect(lazyOf('/home')).resolves.toEqual({ Component: Page });
    await expect(lazyOf('/billManage/billList')).resolves.toEqual({ Component: Missing });
    await expect(lazyOf('/billManage')).resolves.toEqual({ Component: Group });
    expect(byPath.get('/')?.lazy).toBeUndefined();
    expect(objects.filter((o) => o.lazy)).toHaveLength(ROUTES.filter((r) => !r.entry.redirect && !r.entry.external).length);
  });

  it('a chunk that fails to load becomes a component that throws, so the error boundary shows it', async () => {
    const failure = new TypeError('Failed to fetch dynamically imported module');
    const resolved = await lazyComponent(
      () => Promise.reject(failure),
      (m: { default: () => null }) => m.default,
    )();
    const render = resolved.Component as (props: object) => unknown;
    expect(() => render({})).toThrow(failure);
  });

  it('wraps every page loader (the chunk timeout) and passes the error boundary', () => {
    const wrapped: string[] = [];
    const Boundary = () => null;
    const [first] = toRouteObjects([route('/home')], {
      pages: {},
      notBuilt: async () => ({ default: Missing }),
      group: async () => ({ default: Group }),
      guard,
      load: (m) => {
        wrapped.push('x');
        return m;
      },
      ErrorBoundary: Boundary,
    });
    expect(wrapped).toHaveLength(1);
    expect(first?.ErrorBoundary).toBe(Boundary);
  });
});

describe('toMenuNodes', () => {
  const sales = ['bill_manage', 'bill_create_list', 'advance_bill_list', 'draftbox'];

  it('keeps only permitted, visible entries, in table order, with the root group flattened', () => {
    const nodes = toMenuNodes(menuFor(sales), 'zh-CN');
    // '/fundingUserSync' needs its code: a salesperson does not see it.
    expect(nodes.map((n) => n.label)).toEqual(['首页', '报单管理']);
    expect(nodes[0]).toEqual({ key: '/home', label: '首页', icon: 'HomeOutlined', href: '/home' });
    const bills = nodes[1]!;
    expect(bills.icon).toBe('FileTextOutlined');
    expect(bills.children?.map((c) => c.key)).toEqual(['/billManage/preBillList', '/billManage/billList', '/billManage/draft']);
    // Hidden pages (menuType 2) never show.
    const keys = JSON.stringify(nodes);
    expect(keys).not.toContain('/billManage/billAdd');
    expect(keys).not.toContain('/downloadGuidePage');
  });

  it('labels in the chosen language', () => {
    expect(toMenuNodes(menuFor(sales), 'en-US').map((n) => n.label)).toEqual(['Home', 'Bills']);
  });

  it('removes a group whose children the user may not open', () => {
    const groupOnly = menuFor(['bill_manage']);
    expect(groupOnly.some((m) => m.path === '/billManage')).toBe(true);
    expect(toMenuNodes(groupOnly, 'zh-CN').map((n) => n.key)).toEqual(['/home']);
  });

  it('shows an entry whose children are all hidden as the page it is', () => {
    const documents = toMenuNodes(menuFor(['documentation_check_manage', 'documentation_check_details']), 'zh-CN');
    expect(documents.find((n) => n.key === '/documentManage')).toMatchObject({ label: '资料审核', href: '/documentManage' });
    expect(isPage(route('/documentManage'))).toBe(true);
    expect(isPage(route('/billManage'))).toBe(false);
  });

  it('marks external entries, and drops hidden entries whatever their level', () => {
    const entries: MenuEntry[] = [
      {
        funcMenuId: 1,
        parentId: 0,
        level: 1,
        menuType: MENU_TYPE.menu,
        menuName: '外链',
        menuCode: 'x',
        sort: 1,
        firstMenuId: 1,
        path: '/ext',
        icon: 'ApiOutlined',
        external: 'https://example.com/',
      },
      {
        funcMenuId: 2,
        parentId: 0,
        level: 1,
        menuType: MENU_TYPE.hidden,
        menuName: '隐藏',
        menuCode: 'y',
        sort: 2,
        firstMenuId: 2,
        path: '/finalPrint',
        icon: null,
        external: null,
      },
    ];
    expect(toMenuNodes(entries, 'zh-CN')).toEqual([{ key: '/ext', label: '外链', icon: 'ApiOutlined', external: 'https://example.com/' }]);
  });
});

describe('breadcrumbs', () => {
  const all = new Set(ROUTES.flatMap((r) => r.requiredCodes));

  it('a list page: its group (a link) and itself', () => {
    expect(breadcrumbTrail(route('/billManage/billList'), 'zh-CN')).toEqual([
      { path: '/billManage', title: '报单管理', href: '/billManage' },
      { path: '/billManage/billList', title: '我的报单' },
    ]);
  });

  it('a hidden page shows its parent list in the trail, linked', () => {
    const detail = route('/billManage/billAdd');
    const list = parentListOf(detail, all);
    expect(list?.fullPath).toBe('/billManage/billList');
    expect(breadcrumbTrail(detail, 'en-US', list, '?id=1')).toEqual([
      { path: '/billManage', title: 'Bills', href: '/billManage' },
      { path: '/billManage/billList', title: 'My bills', href: '/billManage/billList' },
      { path: '/billManage/billAdd', title: 'Bill detail' },
    ]);
  });

  it('the parent list is the one the user came from, and only one they may open', () => {
    const detail = route('/billManage/billAdd');
    expect(parentListOf(detail, all, '/billManage/draft')?.fullPath).toBe('/billManage/draft');
    const onlyDrafts = new Set(['bill_manage', 'draftbox']);
    expect(parentListOf(detail, onlyDrafts)?.fullPath).toBe('/billManage/draft');
    expect(parentListOf(route('/billManage/billList'), all)).toBeNull();
  });

  it("the new-bill page's last crumb says what its heading says, the bill's detail says detail", () => {
    const add = route('/billManage/billAdd');
    const list = parentListOf(add, all);
    expect(breadcrumbTrail(add, 'zh-CN', list).at(-1)?.title).toBe('新增报单');
    expect(breadcrumbTrail(add, 'en-US', list, '?id=7').at(-1)?.title).toBe('Bill detail');
    expect(breadcrumbTrail(add, 'zh-CN', list, '?id=7').map((c) => c.title)).toEqual(['报单管理', '我的报单', '报单详情']);
  });

  it('a hidden child with a declared list belongs to it, not to the list before it in the table', () => {
    const standard = route('/borrowManage/chargeStandard');
    const list = parentListOf(standard, all, '/borrowManage/borrowTypeLog');
    expect(list?.fullPath).toBe('/borrowManage/borrowCost');
    expect(breadcrumbTrail(standard, 'zh-CN', list).map((c) => c.title)).toEqual(['借款管理', '收费规则', '收费标准']);
    expect(parentListOf(route('/borrowManage/assetLevelDetail'), all)?.fullPath).toBe('/borrowManage/assetLevelList');
  });

  it('a hidden top-level page belongs to its declared list, never to the top-level entry before it', () => {
    const print = route('/finalPrint');
    const list = parentListOf(print, all);
    expect(list?.fullPath).toBe('/finalManage/finalList');
    expect(breadcrumbTrail(print, 'zh-CN', list).map((c) => c.title)).toEqual(['风控终审', '终审列表', '终审打印']);
    expect(parentListOf(print, new Set(['rc_final_approve_manage']))).toBeNull(); // a list the user may not open is no crumb
  });

  it('the download guide (hidden, under the root) goes back to home; the root itself is never a crumb', () => {
    const guide = route('/downloadGuidePage');
    expect(breadcrumbTrail(guide, 'zh-CN', parentListOf(guide, all)).map((c) => c.title)).toEqual(['首页', 'APP下载指南']);
    expect(breadcrumbTrail(route('/home'), 'zh-CN')).toEqual([{ path: '/home', title: '首页' }]);
  });
});

describe('pageTitle', () => {
  it('is "后台管理系统 - {title}" in Chinese and "Back-office system - {title}" in English', () => {
    expect(pageTitle(route('/billManage/billList').entry.title, 'zh-CN')).toBe('后台管理系统 - 我的报单');
    expect(pageTitle(route('/billManage/billList').entry.title, 'en-US')).toBe('Back-office system - My bills');
    expect(pageTitle(undefined, 'zh-CN')).toBe('后台管理系统');
  });
});

describe('the table as the guard reads it', () => {
  it('routes without a code are open to any signed-in user', () => {
    expect(canOpen(route('/home'), new Set())).toBe(true);
    expect(canOpen(route('/downloadGuidePage'), new Set())).toBe(true);
  });
});
