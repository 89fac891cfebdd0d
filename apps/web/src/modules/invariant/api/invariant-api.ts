import { INVARIANT_API, type InvariantInput, type InvariantUpdate } from '@lc/shared';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { call, listSource } from '@/lib/api-client';

const api = INVARIANT_API.endpoints;

/** The list block's source: the contract's list endpoint (the block adds paging and filters). */
export const INVARIANT_LIST = listSource(api.list);

export const invariantKeys = { all: ['invariant'] as const, detail: (id: number) => ['invariant', 'detail', id] as const };

/** After a write: the list block counts once per filter, so its remembered totals are dropped and counted again. */
export const forgetInvariantTotals = (client: QueryClient) => client.removeQueries({ queryKey: ['list-total', INVARIANT_LIST.listUrl] });

export const invariantDetailQuery = (id: number) =>
  queryOptions({ queryKey: invariantKeys.detail(id), queryFn: ({ signal }) => call(api.detail, { params: { id } }, { signal }) });

/** Saves show their refusals (400, 409) on the form: silent here. */
export const createInvariant = (body: InvariantInput) => call(api.create, { body }, { silent: true });
export const updateInvariant = (id: number, body: InvariantUpdate) => call(api.update, { params: { id }, body }, { silent: true });
