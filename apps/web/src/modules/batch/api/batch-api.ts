import { BATCH_API, type BatchAction, type BatchActionBody, type BatchInput, type FundPartyCode, type PartyOutcome } from '@lc/shared';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { refreshAfterWrite } from '@/components/list-page/refresh-after-write';
import { call, listSource } from '@/lib/api-client';

const api = BATCH_API.endpoints;

/** The list block's source: the contract's list endpoint (the block adds paging and filters). */
export const BATCH_LIST = listSource(api.list);

export const batchKeys = {
  all: ['batch'] as const,
  detail: (id: number) => ['batch', 'detail', id] as const,
  candidates: (party: string) => ['batch', 'candidates', party] as const,
};

/** After a write: the batch reads and the list's remembered totals are read again. */
export const refreshBatches = (client: QueryClient) => refreshAfterWrite(client, [BATCH_LIST], [batchKeys.all]);

export const batchDetailQuery = (id: number) =>
  queryOptions({ queryKey: batchKeys.detail(id), queryFn: ({ signal }) => call(api.detail, { params: { id } }, { signal }) });

export const batchCandidatesQuery = (fundingParty: FundPartyCode) =>
  queryOptions({
    queryKey: batchKeys.candidates(fundingParty),
    queryFn: ({ signal }) => call(api.candidates, { query: { fundingParty } }, { signal }),
  });

/** Refusals (400, 409) show on the form or beside the buttons: silent here. */
export const createBatch = (body: BatchInput) => call(api.create, { body }, { silent: true });
export const actOnBatch = (id: number, action: BatchAction, body: BatchActionBody) =>
  call(api.act, { params: { id, action }, body }, { silent: true });
/** The simulator's next answer (demos), as the grant's draw form offers the channel's. */
export const setPartyNext = (outcome: PartyOutcome) => call(api.partyNext, { body: { outcome } });
