import { BILL_API, FINAL_REVIEW_API } from '@lc/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { finalReviewKeys } from '../final-review.keys';

const api = FINAL_REVIEW_API.endpoints;

/** The final-review lists and records (domain 'bill'): the contracts' paths, which ListPage pages and filters. */
export const FINAL_LIST_URLS = { customers: api.customers.path, firms: api.firms.path } as const;
export type FinalListKind = keyof typeof FINAL_LIST_URLS;
export const RISK_RECORDS_URL = api.riskRecords.path;

/** The bill as its detail page reads it (scoped on the server; borrower masked unless one's own). */
export const printBillQuery = (id: number) =>
  queryOptions({
    queryKey: finalReviewKeys.printBill(id),
    queryFn: ({ signal }) => call(BILL_API.endpoints.detail, { params: { id } }, { signal }),
  });

/** The bill's flow records, oldest first. */
export const printRecordsQuery = (id: number) =>
  queryOptions({
    queryKey: finalReviewKeys.printRecords(id),
    queryFn: ({ signal }) => call(BILL_API.endpoints.records, { params: { id } }, { signal }),
  });

export const usePrintBill = (id: number | null) => useQuery({ ...printBillQuery(id ?? 0), enabled: id !== null });
export const usePrintRecords = (id: number | null) => useQuery({ ...printRecordsQuery(id ?? 0), enabled: id !== null });
