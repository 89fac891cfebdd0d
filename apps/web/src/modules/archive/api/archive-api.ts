import { ARCHIVE_API, type ArchiveInput, type ArchiveUpdate } from '@lc/shared';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { call, listSource } from '@/lib/api-client';

const api = ARCHIVE_API.endpoints;

/** The list block's source: the contract's list endpoint (the block adds paging and filters). */
export const ARCHIVE_LIST = listSource(api.list);

export const archiveKeys = { all: ['archive'] as const, detail: (id: number) => ['archive', 'detail', id] as const };

/** After a write: the list block counts once per filter, so its remembered totals are dropped and counted again. */
export const forgetArchiveTotals = (client: QueryClient) => client.removeQueries({ queryKey: ['list-total', ARCHIVE_LIST.listUrl] });

export const archiveDetailQuery = (id: number) =>
  queryOptions({ queryKey: archiveKeys.detail(id), queryFn: ({ signal }) => call(api.detail, { params: { id } }, { signal }) });

/** Saves show their refusals (400, 409) on the form: silent here. */
export const createArchive = (body: ArchiveInput) => call(api.create, { body }, { silent: true });
export const updateArchive = (id: number, body: ArchiveUpdate) => call(api.update, { params: { id }, body }, { silent: true });
