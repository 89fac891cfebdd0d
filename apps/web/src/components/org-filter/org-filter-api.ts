import type { OrgTreeArea, SalesPerson } from '@lc/shared';
import { queryOptions } from '@tanstack/react-query';
import { request } from '@/lib/http';

/** Spec 001 §7 Filters, on the auth domain (spec 000 §7 lists areaGroups among its calls). */
export const areaGroupsQuery = (permission: string) =>
  queryOptions({
    queryKey: ['org-filter', 'areaGroups', permission] as const,
    queryFn: ({ signal }) =>
      request<OrgTreeArea[]>({ domain: 'auth', path: `/userInfo/v2/areaGroups/${encodeURIComponent(permission)}`, signal }),
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
    queryFn: ({ signal }) => request<SalesPerson[]>({ domain: 'auth', path: '/userInfo/v2/getSalesList', params, signal }),
    staleTime: 5 * 60_000,
  });
