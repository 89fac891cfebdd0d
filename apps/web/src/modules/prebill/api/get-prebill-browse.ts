import type { PreBillDetail } from '@lc/shared';
import { queryOptions } from '@tanstack/react-query';
import { request } from '@/lib/http';
import { preBillKeys } from '../prebill.keys';

/** An enquiry in the browse scope, mobile and ID number masked (GET /v1/prebill/browse/:id; 404 outside it). */
export const preBillBrowseQuery = (id: number) =>
  queryOptions({
    queryKey: preBillKeys.browseDetail(id),
    queryFn: ({ signal }) => request<PreBillDetail>({ domain: 'bill', path: `/v1/prebill/browse/${id}`, signal }),
  });
