import type { PreBillDetail } from '@lc/shared';
import { queryOptions } from '@tanstack/react-query';
import { request } from '@/lib/http';
import { preBillKeys } from '../prebill.keys';

/** The salesperson's own enquiry, in the clear (GET /v1/prebill/:id; 404 for anyone else's). */
export const preBillQuery = (id: number) =>
  queryOptions({
    queryKey: preBillKeys.detail(id),
    queryFn: ({ signal }) => request<PreBillDetail>({ domain: 'bill', path: `/v1/prebill/${id}`, signal }),
  });
