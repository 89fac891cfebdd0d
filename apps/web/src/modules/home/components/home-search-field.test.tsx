import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HomeSearchField } from './home-search-field';

const PAGES = [
  { value: '/systemSetting/staffManage', label: '员工管理' },
  { value: '/billManage/billList', label: '我的报单' },
];

/** The field as home holds it: the keyword in state, the suggestions those whose name holds it. */
function Search({ onSelect }: { onSelect: (path: string) => void }) {
  const [keyword, setKeyword] = useState('');
  return (
    <>
      <label htmlFor="home-search">搜索功能</label>
      <HomeSearchField
        id="home-search"
        value={keyword}
        onChange={setKeyword}
        options={keyword ? PAGES.filter((p) => p.label.includes(keyword)) : []}
        onSelect={onSelect}
        placeholder="输入功能名称搜索"
      />
    </>
  );
}

afterEach(cleanup);

describe('HomeSearchField', () => {
  it('opens as a plain box, and once focused becomes the search, keeping what was typed and the focus', async () => {
    const onSelect = vi.fn();
    render(<Search onSelect={onSelect} />);
    const plain = screen.getByLabelText('搜索功能');
    expect(plain.getAttribute('role')).toBeNull();
    expect(document.querySelector('.ant-select')).toBeNull();

    act(() => plain.focus());
    fireEvent.change(plain, { target: { value: '员工' } });

    // The first import of the search (antd's select) is transformed on the spot: it can take seconds.
    const search = await screen.findByRole('combobox', { name: '搜索功能' }, { timeout: 15_000 });
    expect((search as HTMLInputElement).value).toBe('员工');
    await waitFor(() => expect(document.activeElement).toBe(search));
    const option = await screen.findByText('员工管理', { selector: '.ant-select-item-option-content' });
    expect(screen.queryByText('我的报单')).toBeNull();

    fireEvent.click(option);
    expect(onSelect).toHaveBeenCalledWith('/systemSetting/staffManage', expect.anything());
  });

  it('loads the search when pointed at, before any focus', async () => {
    render(<Search onSelect={vi.fn()} />);
    fireEvent.pointerEnter(screen.getByLabelText('搜索功能'));
    expect(await screen.findByRole('combobox', { name: '搜索功能' }, { timeout: 15_000 })).toBeTruthy();
  });
});
