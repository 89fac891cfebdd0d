import { BORROWER_API, type BorrowerInput, type BorrowerUpdate } from '@lc/shared';
import { queryOptions } from '@tanstack/react-query';
import { call, listSource } from '@/lib/api-client';

const api = BORROWER_API.endpoints;

/** The list block's source: the contract's list endpoint (the block adds paging and filters). */
export const BORROWER_LIST = listSource(api.list);

export const borrowerKeys = {
  all: ['borrower'] as const,
  detail: (id: number) => ['borrower', 'detail', id] as const,
  report: (id: number) => ['borrower', 'report', id] as const,
};

export const borrowerDetailQuery = (id: number) =>
  queryOptions({ queryKey: borrowerKeys.detail(id), queryFn: ({ signal }) => call(api.detail, { params: { id } }, { signal }) });

export const borrowerReportQuery = (id: number) =>
  queryOptions({ queryKey: borrowerKeys.report(id), queryFn: ({ signal }) => call(api.report, { params: { id } }, { signal }) });

/** Silent: a refused value is shown on its field by the form. */
export const createBorrower = (body: BorrowerInput) => call(api.create, { body }, { silent: true });
export const updateBorrower = (id: number, body: BorrowerUpdate) => call(api.update, { params: { id }, body }, { silent: true });
