import { MORTGAGEE_API, type MortgageeInput, type MortgageeUpdate } from '@lc/shared';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { call, listSource } from '@/lib/api-client';

const api = MORTGAGEE_API.endpoints;

/** The list block's source: the contract's list endpoint (the block adds paging and filters). */
export const MORTGAGEE_LIST = listSource(api.list);

export const mortgageeKeys = { all: ['mortgage'] as const, detail: (id: number) => ['mortgage', 'detail', id] as const };

/** After a write: the list block counts once per filter, so its remembered totals are dropped and counted again. */
export const forgetMortgageTotals = (client: QueryClient) => client.removeQueries({ queryKey: ['list-total', MORTGAGEE_LIST.listUrl] });

export const mortgageDetailQuery = (id: number) =>
  queryOptions({ queryKey: mortgageeKeys.detail(id), queryFn: ({ signal }) => call(api.detail, { params: { id } }, { signal }) });

/** Saves show their refusals (400, 409) on the form: silent here. */
export const createMortgage = (body: MortgageeInput) => call(api.create, { body }, { silent: true });
export const updateMortgage = (id: number, body: MortgageeUpdate) => call(api.update, { params: { id }, body }, { silent: true });
