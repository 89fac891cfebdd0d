import { BATCH_API, type BatchInput, type BatchUpdate } from '@lc/shared';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { call, listSource } from '@/lib/api-client';

const api = BATCH_API.endpoints;

/** The list block's source: the contract's list endpoint (the block adds paging and filters). */
export const BATCH_LIST = listSource(api.list);

export const batchKeys = { all: ['batch'] as const, detail: (id: number) => ['batch', 'detail', id] as const };

/** After a write: the list block counts once per filter, so its remembered totals are dropped and counted again. */
export const forgetBatchTotals = (client: QueryClient) => client.removeQueries({ queryKey: ['list-total', BATCH_LIST.listUrl] });

export const batchDetailQuery = (id: number) =>
  queryOptions({ queryKey: batchKeys.detail(id), queryFn: ({ signal }) => call(api.detail, { params: { id } }, { signal }) });

/** Saves show their refusals (400, 409) on the form: silent here. */
export const createBatch = (body: BatchInput) => call(api.create, { body }, { silent: true });
export const updateBatch = (id: number, body: BatchUpdate) => call(api.update, { params: { id }, body }, { silent: true });
