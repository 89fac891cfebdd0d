import type { BillDetail, FlowRecordRow } from '@lc/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/http';
import { finalReviewKeys } from '../final-review.keys';

/** The bill as its detail page reads it (GET /v1/bill/:id, scoped on the server; borrower masked unless one's own). */
export const printBillQuery = (id: number) =>
  queryOptions({
    queryKey: finalReviewKeys.printBill(id),
    queryFn: ({ signal }) => request<BillDetail>({ domain: 'bill', path: `/v1/bill/${id}`, signal }),
  });

/** The bill's flow records, oldest first (GET /v1/bill/:id/records). */
export const printRecordsQuery = (id: number) =>
  queryOptions({
    queryKey: finalReviewKeys.printRecords(id),
    queryFn: ({ signal }) => request<FlowRecordRow[]>({ domain: 'bill', path: `/v1/bill/${id}/records`, signal }),
  });

export const usePrintBill = (id: number | null) => useQuery({ ...printBillQuery(id ?? 0), enabled: id !== null });
export const usePrintRecords = (id: number | null) => useQuery({ ...printRecordsQuery(id ?? 0), enabled: id !== null });
