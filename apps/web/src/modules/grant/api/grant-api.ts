import { GRANT_API, type GrantInput, type GrantUpdate } from '@lc/shared';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { call, listSource } from '@/lib/api-client';

const api = GRANT_API.endpoints;

/** The list block's source: the contract's list endpoint (the block adds paging and filters). */
export const GRANT_LIST = listSource(api.list);

export const grantKeys = { all: ['grant'] as const, detail: (id: number) => ['grant', 'detail', id] as const };

/** After a write: the list block counts once per filter, so its remembered totals are dropped and counted again. */
export const forgetGrantTotals = (client: QueryClient) => client.removeQueries({ queryKey: ['list-total', GRANT_LIST.listUrl] });

export const grantDetailQuery = (id: number) =>
  queryOptions({ queryKey: grantKeys.detail(id), queryFn: ({ signal }) => call(api.detail, { params: { id } }, { signal }) });

/** Saves show their refusals (400, 409) on the form: silent here. */
export const createGrant = (body: GrantInput) => call(api.create, { body }, { silent: true });
export const updateGrant = (id: number, body: GrantUpdate) => call(api.update, { params: { id }, body }, { silent: true });
