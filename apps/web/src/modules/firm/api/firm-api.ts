import { FIRM_API, type FirmAction, type FirmInput, type FirmUpdate } from '@lc/shared';
import { queryOptions } from '@tanstack/react-query';
import { call, listSource } from '@/lib/api-client';

const api = FIRM_API.endpoints;

/** The list block's source: the contract's list endpoint (the block adds paging and filters). */
export const FIRM_LIST = listSource(api.list);

export const firmKeys = { all: ['firm'] as const, detail: (id: number) => ['firm', 'detail', id] as const };

export const firmDetailQuery = (id: number) =>
  queryOptions({ queryKey: firmKeys.detail(id), queryFn: ({ signal }) => call(api.detail, { params: { id } }, { signal }) });

export const createFirm = (body: FirmInput) => call(api.create, { body }, { silent: true });
export const updateFirm = (id: number, body: FirmUpdate) => call(api.update, { params: { id }, body }, { silent: true });

/** Enable or disable (a transition); a 409 (someone acted first) is shown by the error catalogue. */
export const runFirmAction = (id: number, action: FirmAction, reason?: string) =>
  call(api.act, { params: { id, action }, body: reason ? { reason } : {} });
