import { MORTGAGE_PAGES_API } from '@lc/shared';
import { queryOptions } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { mortgageFlowKeys } from './mortgage-flow-api';

const api = MORTGAGE_PAGES_API.endpoints;

/** The hidden pages, by path: ids ride in the query string, so a bookmark opens the same record. */
export const MORTGAGE_HREF = {
  requests: '/mortgageRequest',
  requestableBills: '/mortgageRequest/mortgageReqAddList',
  requestAdd: (billId: number) => `/mortgageRequest/mortgageReqAdd?billId=${billId}`,
  releases: '/mortgageRelease',
  releasableBills: '/mortgageRelease/mortgageRelAddList',
  releaseAdd: (billId: number) => `/mortgageRelease/mortgageRelAdd?billId=${billId}`,
  registrations: '/mortgageManage',
  register: (id: number, propertyId?: number) =>
    `/mortgageManage/mortgageRegistration?id=${id}${propertyId ? `&propertyId=${propertyId}` : ''}`,
  next: (id: number) => `/mortgageManage/mortgageRegNext?id=${id}`,
} as const;

export const mortgageRequestBillQuery = (billId: number) =>
  queryOptions({
    queryKey: [...mortgageFlowKeys.all, 'request-bill', billId] as const,
    queryFn: ({ signal }) => call(api.requestBill, { params: { id: billId } }, { signal }),
  });
export const mortgageReleaseBillQuery = (billId: number) =>
  queryOptions({
    queryKey: [...mortgageFlowKeys.all, 'release-bill', billId] as const,
    queryFn: ({ signal }) => call(api.releaseBill, { params: { id: billId } }, { signal }),
  });

/** A positive integer from the query string, or null. */
export const idParam = (params: URLSearchParams, name: string) => {
  const n = Number(params.get(name));
  return Number.isInteger(n) && n > 0 ? n : null;
};
