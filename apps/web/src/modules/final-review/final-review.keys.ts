/** The final-review lists and records (domain 'bill', under /api/bill); ListPage fetches them by URL. */
export const FINAL_LIST_URLS = {
  customers: '/v1/bill/final/customers',
  firms: '/v1/bill/final/firms',
} as const;
export type FinalListKind = keyof typeof FINAL_LIST_URLS;
export const RISK_RECORDS_URL = '/v1/bill/risk-records';

export const finalReviewKeys = {
  all: ['final-review'] as const,
  printBill: (id: number) => ['final-review', 'print', id] as const,
  printRecords: (id: number) => ['final-review', 'print', id, 'records'] as const,
};

/** Where a bill opens from these pages: the final-review detail (bill module) and the print sheet, by URL. */
export const finalDetailHref = (id: number) => `/finalManage/billFinalDetail?id=${id}`;
export const finalPrintHref = (id: number) => `/finalPrint?id=${id}`;
