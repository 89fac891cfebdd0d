import { cleanup, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { MenuNode } from '../route-table';
import { SideMenu, groupsHolding } from './side-menu';

const NODES: MenuNode[] = [
  { key: '/home', label: '首页' },
  {
    key: '/billManage',
    label: '报单管理',
    children: [
      { key: '/billManage/billList', label: '我的报单' },
      { key: '/billManage/more', label: '更多', children: [{ key: '/billManage/more/drafts', label: '草稿箱' }] },
    ],
  },
  { key: '/mortgageManage', label: '抵押管理', children: [{ key: '/mortgageManage/list', label: '抵押列表' }] },
];

afterEach(cleanup);

describe('groupsHolding', () => {
  it('names every group on the way to the selected page, and none for a top-level page', () => {
    expect([...groupsHolding(NODES, ['/billManage/more/drafts'])]).toEqual(['/billManage', '/billManage/more']);
    expect([...groupsHolding(NODES, ['/mortgageManage/list'])]).toEqual(['/mortgageManage']);
    expect(groupsHolding(NODES, ['/home']).size).toBe(0);
  });
});

describe('SideMenu', () => {
  it("marks the current page's group from its first render, and no other group", () => {
    const { container } = render(
      <MemoryRouter initialEntries={['/billManage/billList']}>
        <SideMenu nodes={NODES} selectedKeys={['/billManage/billList']} openKey="/billManage" />
      </MemoryRouter>,
    );
    const marked = [...container.querySelectorAll('.lc-menu-current-group > .ant-menu-submenu-title')].map((e) => e.textContent);
    expect(marked).toEqual(['报单管理']);
  });
});
