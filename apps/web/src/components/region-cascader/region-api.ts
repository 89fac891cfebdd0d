import { REGION_API, createRegionLookup } from '@lc/shared';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { call } from '@/lib/api-client';

/** The dictionary is fixed for a release: loaded once per page load, never refetched. */
export const regionTreeQuery = queryOptions({
  queryKey: ['regions', 'tree'] as const,
  queryFn: ({ signal }) => call(REGION_API.endpoints.tree, undefined, { signal }),
  staleTime: Infinity,
  gcTime: Infinity,
});

export const useRegionTree = () => useQuery(regionTreeQuery);

/** A look-up over the loaded tree (name, full name, path); empty until the tree arrives. */
export function useRegionLookup() {
  const { data } = useRegionTree();
  return useMemo(() => createRegionLookup(data ?? []), [data]);
}

/**
 * The look-up for a save: the loaded one, or the tree fetched first. A form saved before the tree
 * arrived would otherwise send a collateral's region without its province, and be refused with
 * "choose the region" beside a region the user did choose.
 */
export function useLoadedRegionLookup() {
  const client = useQueryClient();
  const { data } = useRegionTree();
  const lookup = useRegionLookup();
  return useCallback(async () => (data ? lookup : createRegionLookup(await client.fetchQuery(regionTreeQuery))), [client, data, lookup]);
}
