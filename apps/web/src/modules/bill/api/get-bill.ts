import type { BillDetail, FlowRecordRow } from '@lc/shared';
import { queryOptions } from '@tanstack/react-query';
import { request } from '@/lib/http';
import { billKeys } from '../bill.keys';

export const billDetailQuery = (id: number) =>
  queryOptions({
    queryKey: billKeys.detail(id),
    queryFn: ({ signal }) => request<BillDetail>({ domain: 'bill', path: `/v1/bill/${id}`, signal }),
  });

/** The flow's operation records, oldest first. */
export const billRecordsQuery = (id: number) =>
  queryOptions({
    queryKey: billKeys.records(id),
    queryFn: ({ signal }) => request<FlowRecordRow[]>({ domain: 'bill', path: `/v1/bill/${id}/records`, signal }),
  });
