import { IDENTITY_API } from '@lc/shared';
import { queryOptions } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** Spec 001 §7 Filters, on the auth domain (spec 000 §7 lists areaGroups among its calls). */
export const areaGroupsQuery = (permission: string) =>
  queryOptions({
    queryKey: ['org-filter', 'areaGroups', permission] as const,
    queryFn: ({ signal }) => call(IDENTITY_API.endpoints.areaGroups, { params: { permission } }, { signal }),
    staleTime: 5 * 60_000,
  });

export type SalesListParams = {
  permission: string;
  areaCode?: string | undefined;
  businessDeptCode?: string | undefined;
  groupId?: string | undefined;
};

export const salesListQuery = (params: SalesListParams) =>
  queryOptions({
    queryKey: ['org-filter', 'getSalesList', params] as const,
    queryFn: ({ signal }) => call(IDENTITY_API.endpoints.salesList, { query: params }, { signal }),
    staleTime: 5 * 60_000,
  });
