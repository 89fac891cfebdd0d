import { SYSTEM_CHANGE_API, type SystemChangeInput, type SystemChangeUpdate } from '@lc/shared';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { call, listSource } from '@/lib/api-client';

const api = SYSTEM_CHANGE_API.endpoints;

/** The list block's source: the contract's list endpoint (the block adds paging and filters). */
export const SYSTEM_CHANGE_LIST = listSource(api.list);

export const systemChangeKeys = { all: ['system-change'] as const, detail: (id: number) => ['system-change', 'detail', id] as const };

/** After a write: the list block counts once per filter, so its remembered totals are dropped and counted again. */
export const forgetSystemChangeTotals = (client: QueryClient) =>
  client.removeQueries({ queryKey: ['list-total', SYSTEM_CHANGE_LIST.listUrl] });

export const systemChangeDetailQuery = (id: number) =>
  queryOptions({ queryKey: systemChangeKeys.detail(id), queryFn: ({ signal }) => call(api.detail, { params: { id } }, { signal }) });

/** Saves show their refusals (400, 409) on the form: silent here. */
export const createSystemChange = (body: SystemChangeInput) => call(api.create, { body }, { silent: true });
export const updateSystemChange = (id: number, body: SystemChangeUpdate) => call(api.update, { params: { id }, body }, { silent: true });
