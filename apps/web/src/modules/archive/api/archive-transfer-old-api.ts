import { ARCHIVE_TRANSFER_OLD_API, type ArchiveTransferOldInput } from '@lc/shared';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { refreshAfterWrite } from '@/components/list-page/refresh-after-write';
import { call, listSource } from '@/lib/api-client';

const api = ARCHIVE_TRANSFER_OLD_API.endpoints;

export const TRANSFER_OLD_LIST = listSource(api.list);
export const transferOldKeys = {
  all: ['archive-transfer-old'] as const,
  options: ['archive-transfer-old', 'options'] as const,
  detail: (id: number) => ['archive-transfer-old', 'detail', id] as const,
};

/** After a write: the list, its remembered total and the details are read again. */
export const refreshTransfersOld = (client: QueryClient) => refreshAfterWrite(client, [TRANSFER_OLD_LIST], [transferOldKeys.all]);

export const transferOldOptionsQuery = queryOptions({
  queryKey: transferOldKeys.options,
  queryFn: ({ signal }) => call(api.options, {}, { signal }),
});
export const transferOldDetailQuery = (id: number) =>
  queryOptions({ queryKey: transferOldKeys.detail(id), queryFn: ({ signal }) => call(api.detail, { params: { id } }, { signal }) });

export const createTransferOld = (body: ArchiveTransferOldInput) => call(api.create, { body }, { silent: true });
export const cancelTransferOld = (id: number, version: number) => call(api.cancel, { params: { id }, body: { version } });
export const approveTransferOld = (id: number, flowVersion: number) => call(api.approve, { params: { id }, body: { flowVersion } });
export const rejectTransferOld = (id: number, flowVersion: number, comment: string) =>
  call(api.reject, { params: { id }, body: { flowVersion, comment } }, { silent: true });
export const pullTransferOld = (id: number, version: number) => call(api.pull, { params: { id }, body: { version } });
export const returnTransferOld = (id: number, version: number) => call(api.giveBack, { params: { id }, body: { version } });
