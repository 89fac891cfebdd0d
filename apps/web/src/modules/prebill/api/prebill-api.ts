import { PREBILL_API, type PreBillCreateBody } from '@lc/shared';
import { queryOptions } from '@tanstack/react-query';
import { call, listSource } from '@/lib/api-client';
import { preBillKeys } from '../prebill.keys';

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
