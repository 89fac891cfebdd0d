import { MORTGAGE_API, type MortgageInput, type MortgageUpdate } from '@lc/shared';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { call, listSource } from '@/lib/api-client';

const api = MORTGAGE_API.endpoints;

/** The list block's source: the contract's list endpoint (the block adds paging and filters). */
export const MORTGAGE_LIST = listSource(api.list);

export const mortgageKeys = { all: ['mortgage'] as const, detail: (id: number) => ['mortgage', 'detail', id] as const };

/** After a write: the list block counts once per filter, so its remembered totals are dropped and counted again. */
export const forgetMortgageTotals = (client: QueryClient) => client.removeQueries({ queryKey: ['list-total', MORTGAGE_LIST.listUrl] });

export const mortgageDetailQuery = (id: number) =>
  queryOptions({ queryKey: mortgageKeys.detail(id), queryFn: ({ signal }) => call(api.detail, { params: { id } }, { signal }) });

/** Saves show their refusals (400, 409) on the form: silent here. */
export const createMortgage = (body: MortgageInput) => call(api.create, { body }, { silent: true });
export const updateMortgage = (id: number, body: MortgageUpdate) => call(api.update, { params: { id }, body }, { silent: true });
