import { BILL_API, FINAL_REVIEW_API, PREBILL_API, type PreBillCreateBody } from '@lc/shared';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { refreshAfterWrite } from '@/components/list-page/refresh-after-write';
import { call, listPathsOf, listSource } from '@/lib/api-client';

export const preBillKeys = {
  all: ['prebill'] as const,
  detail: (id: number) => ['prebill', 'detail', id] as const,
  browseDetail: (id: number) => ['prebill', 'browse', id] as const,
};

const PREBILL_LIST_PATHS = listPathsOf(...Object.values(PREBILL_API.endpoints));
/** Every list a bill appears in: the bill lists and inboxes, and final review's lists. */
const BILL_LIST_PATHS = listPathsOf(...Object.values(BILL_API.endpoints), ...Object.values(FINAL_REVIEW_API.endpoints));

/**
 * After a save or a conversion: the enquiry lists and details are read again, with their
 * remembered totals dropped so the counts move. A conversion also makes a bill draft, so the bill
 * lists (draft box, my bills) are refreshed the same way.
 */
export const refreshPreBills = (client: QueryClient, { bills = false } = {}) =>
  refreshAfterWrite(client, bills ? [...PREBILL_LIST_PATHS, ...BILL_LIST_PATHS] : PREBILL_LIST_PATHS, [preBillKeys.all]);

const api = PREBILL_API.endpoints;

/** The enquiry lists' sources: the contract's list endpoints (the list block adds paging and filters). */
export const PREBILL_LISTS = { mine: listSource(api.mine), browse: listSource(api.browse) } as const;

/** The salesperson's own enquiry, in the clear (404 for anyone else's). */
export const preBillQuery = (id: number) =>
  queryOptions({ queryKey: preBillKeys.detail(id), queryFn: ({ signal }) => call(api.detail, { params: { id } }, { signal }) });

/** An enquiry in the browse scope, mobile and ID number masked (404 outside it). */
export const preBillBrowseQuery = (id: number) =>
  queryOptions({
    queryKey: preBillKeys.browseDetail(id),
    queryFn: ({ signal }) => call(api.browseDetail, { params: { id } }, { signal }),
  });

/** Silent: a refused field shows under it, anything else above the buttons. */
export const createPreBill = (body: PreBillCreateBody) => call(api.create, { body }, { silent: true });

/**
 * Converts with the version the row was read at. Not silent: a second conversion or a stale
 * version (409) is shown by the client's error catalogue.
 */
export const convertPreBill = (id: number, version: number) => call(api.convert, { params: { id }, body: { version } });
