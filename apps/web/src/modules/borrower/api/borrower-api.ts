import type { BorrowerDetail, BorrowerInput, BorrowerReport } from '@lc/shared';
import { queryOptions } from '@tanstack/react-query';
import { request } from '@/lib/http';

export const BORROWER_LIST_URL = '/v1/borrower/list';

export const borrowerKeys = {
  all: ['borrower'] as const,
  detail: (id: number) => ['borrower', 'detail', id] as const,
  report: (id: number) => ['borrower', 'report', id] as const,
};

export const borrowerDetailQuery = (id: number) =>
  queryOptions({
    queryKey: borrowerKeys.detail(id),
    queryFn: ({ signal }) => request<BorrowerDetail>({ path: `/v1/borrower/${id}`, signal }),
  });

export const borrowerReportQuery = (id: number) =>
  queryOptions({
    queryKey: borrowerKeys.report(id),
    queryFn: ({ signal }) => request<BorrowerReport>({ path: `/v1/borrower/${id}/report`, signal }),
  });

/** Silent: a refused value is shown on its field by the form. */
export const createBorrower = (body: BorrowerInput) =>
  request<{ id: number }>({ method: 'POST', path: '/v1/borrower', body, silent: true });

export const updateBorrower = (id: number, body: BorrowerInput & { version: number }) =>
  request<null>({ method: 'PUT', path: `/v1/borrower/${id}`, body, silent: true });
