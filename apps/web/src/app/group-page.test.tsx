import { cleanup, render, screen } from '@testing-library/react';
import { act } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '@/lib/i18n';
import GroupPage from './group-page';
import { findRoute } from './route-table';
import './shell.text';

const at = (path: string) => {
  const route = findRoute(path)!;
  return createMemoryRouter([{ path, handle: { title: route.entry.title, route }, Component: GroupPage }], { initialEntries: [path] });
};

describe('GroupPage', () => {
  afterEach(() => {
    cleanup();
    setLocale('zh-CN');
  });

  it('names the group and lists its visible pages to ask for, in the UI language', async () => {
    render(<RouterProvider router={at('/billManage')} />);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveProperty('textContent', '「报单管理」下的页面您暂无权限');
    const pages = screen.getByRole('list', { name: '报单管理' });
    const items = [...pages.querySelectorAll('li')].map((li) => li.textContent);
    expect(items).toContain('我的报单');
    // Hidden pages (a bill's detail) are not offered.
    expect(items).not.toContain('报单详情');
    act(() => setLocale('en-US'));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toMatch(/^You may not open any page under "/);
  });
});
