import { GRANT_API, type GrantRow } from '@lc/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listSource } from '@/lib/api-client';
import { ListPage } from './list-page';

const grants = listSource(GRANT_API.endpoints.financeList);
const ROWS = [
  { id: 1, billNo: 'B001' },
  { id: 2, billNo: 'B002' },
] as GrantRow[];

/** The list endpoint answers once `answer` is called: the test sees the bar before and after the rows. */
function listEndpoint() {
  let answer = () => {};
  const replied = new Promise<void>((resolve) => (answer = resolve));
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      await replied;
      return new Response(JSON.stringify({ code: 200, msg: 'ok', data: { list: ROWS, total: ROWS.length, totalExact: true } }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return () => answer();
}

function renderList(onBarRender: () => void, toolbar?: () => null) {
  const page = (
    <ListPage
      source={grants}
      label="放款列表"
      filters={[{ kind: 'custom', key: 'counted', names: ['keyword'], render: () => (onBarRender(), null) }]}
      columns={[{ title: '业务单号', dataIndex: 'billNo' }]}
      card={(r) => ({ title: r.billNo, fields: [] })}
      rowKey={(r) => r.id}
      {...(toolbar ? { toolbar } : {})}
    />
  );
  const router = createMemoryRouter([{ path: '/grants', element: page }], { initialEntries: ['/grants'] });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ListPage', () => {
  it('renders its filter bar once for a page of rows arriving, not again with them', async () => {
    const answer = listEndpoint();
    const barRender = vi.fn();
    const toolbar = vi.fn(() => null);
    renderList(barRender, toolbar);
    await screen.findByRole('table', { name: '放款列表' });
    const before = barRender.mock.calls.length;
    expect(before).toBeGreaterThan(0);
    const toolbarBefore = toolbar.mock.calls.length;

    answer();
    await screen.findByText('B002');
    expect(barRender.mock.calls.length).toBe(before);
    expect(toolbar.mock.calls.length).toBe(toolbarBefore);
  });

  it('renders the bar again when the filters in the URL change', async () => {
    listEndpoint()();
    const barRender = vi.fn();
    const router = renderList(barRender);
    await screen.findByText('B002');
    const before = barRender.mock.calls.length;
    await router.navigate('/grants?keyword=B001');
    await vi.waitFor(() => expect(barRender.mock.calls.length).toBeGreaterThan(before));
  });
});
