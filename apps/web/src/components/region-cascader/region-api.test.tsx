import type { RegionNode } from '@lc/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { regionTreeQuery, useLoadedRegionLookup } from './region-api';

const TREE: RegionNode[] = [
  { code: '110000', name: '北京市', children: [{ code: '110100', name: '市辖区', children: [{ code: '110105', name: '朝阳区' }] }] },
];

function hookWith(client: QueryClient) {
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return renderHook(() => useLoadedRegionLookup(), { wrapper }).result.current;
}

afterEach(() => vi.unstubAllGlobals());

describe('useLoadedRegionLookup', () => {
  it('a save made before the dictionary arrived waits for it, and gets the whole path (not an empty one)', async () => {
    const fetched = vi.fn(async () => new Response(JSON.stringify({ code: 200, msg: 'ok', data: TREE }), { status: 200 }));
    vi.stubGlobal('fetch', fetched);
    const client = new QueryClient();
    const lookup = await hookWith(client)();
    expect(lookup.pathCodes('110105')).toEqual(['110000', '110100', '110105']);
    expect(fetched).toHaveBeenCalledTimes(1);
  });

  it('a loaded dictionary is used as it is: no second request', async () => {
    const fetched = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetched);
    const client = new QueryClient();
    client.setQueryData(regionTreeQuery.queryKey, TREE as never);
    const lookup = await hookWith(client)();
    expect(lookup.pathCodes('110105')).toEqual(['110000', '110100', '110105']);
    expect(fetched).not.toHaveBeenCalled();
  });
});
