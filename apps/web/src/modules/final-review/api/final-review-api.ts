import { BILL_API, FINAL_REVIEW_API } from '@lc/shared';
import { queryOptions } from '@tanstack/react-query';
import { call, listSource } from '@/lib/api-client';

export const finalReviewKeys = {
  all: ['final-review'] as const,
  printBill: (id: number) => ['final-review', 'print', id] as const,
  printRecords: (id: number) => ['final-review', 'print', id, 'records'] as const,
};

const api = FINAL_REVIEW_API.endpoints;

/** The final-review lists and records: the contract's list endpoints (the list block adds paging and filters). */
export const FINAL_LISTS = { customers: listSource(api.customers), firms: listSource(api.firms) } as const;
export type FinalListKind = keyof typeof FINAL_LISTS;
export const RISK_RECORDS_LIST = listSource(api.riskRecords);

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
