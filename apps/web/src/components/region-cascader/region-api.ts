import { REGION_API, createRegionLookup } from '@lc/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
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
