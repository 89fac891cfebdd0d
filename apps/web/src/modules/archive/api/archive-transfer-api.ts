import {
  ARCHIVE_TRANSFER_API,
  ARCHIVE_TRANSFER_STATUS,
  type ArchiveLockKind,
  type ArchiveTransferInput,
  type TransferBlacklistInput,
  endpointUrl,
} from '@lc/shared';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { refreshAfterWrite } from '@/components/list-page/refresh-after-write';
import { call, listSource } from '@/lib/api-client';

const api = ARCHIVE_TRANSFER_API.endpoints;

export const TRANSFER_LIST = listSource(api.list);
/** Opens on the transfers in approval (0), spec 001 §4's archive approval status 4 in this flow's codes (decision 0076). */
export const TRANSFER_APPROVAL_LIST = listSource(api.approvalList, { status: String(ARCHIVE_TRANSFER_STATUS.inApproval) });
export const TRANSFER_STORE_LIST = listSource(api.storeList);

export const transferKeys = {
  all: ['archive-transfer'] as const,
  options: ['archive-transfer', 'options'] as const,
  detail: (id: number) => ['archive-transfer', 'detail', id] as const,
  blacklist: ['archive-transfer', 'blacklist'] as const,
};

/** After a write: the three lists, their remembered totals and the details are read again. */
export const refreshTransfers = (client: QueryClient) =>
  refreshAfterWrite(client, [TRANSFER_LIST, TRANSFER_APPROVAL_LIST, TRANSFER_STORE_LIST], [transferKeys.all]);

export const transferOptionsQuery = queryOptions({
  queryKey: transferKeys.options,
  queryFn: ({ signal }) => call(api.options, {}, { signal }),
});
export const transferDetailQuery = (id: number) =>
  queryOptions({ queryKey: transferKeys.detail(id), queryFn: ({ signal }) => call(api.detail, { params: { id } }, { signal }) });

export const transferBlacklistQuery = queryOptions({
  queryKey: transferKeys.blacklist,
  queryFn: ({ signal }) => call(api.blacklist, {}, { signal }),
});
export const addToBlacklist = (body: TransferBlacklistInput) => call(api.addToBlacklist, { body }, { silent: true });
export const removeFromBlacklist = (userId: number) => call(api.removeFromBlacklist, { params: { userId } });

export const createTransfer = (body: ArchiveTransferInput) => call(api.create, { body }, { silent: true });
export const cancelTransfer = (id: number, version: number) => call(api.cancel, { params: { id }, body: { version } });
export const approveTransfer = (id: number, flowVersion: number) => call(api.approve, { params: { id }, body: { flowVersion } });
export const rejectTransfer = (id: number, flowVersion: number, comment: string) =>
  call(api.reject, { params: { id }, body: { flowVersion, comment } }, { silent: true });
export const pullTransfer = (id: number, version: number) => call(api.pull, { params: { id }, body: { version } });
export const returnTransfer = (id: number, version: number, itemIds: number[]) =>
  call(api.giveBack, { params: { id }, body: { version, itemIds } });
/** Silent: a lock held by someone else is shown on the page, not as a toast. */
export const takeTransferLock = (id: number, kind: ArchiveLockKind) => call(api.lock, { params: { id }, body: { kind } }, { silent: true });

/**
 * Spec 000 §7: frees the caller's lock when they leave. `keepalive` lets the request outlive a
 * closing tab, so it is sent with fetch directly (the call helper waits for a reply no one reads).
 */
export function releaseTransferLock(kind: ArchiveLockKind, flowInstanceId: number): Promise<unknown> {
  const endpoint = kind === 'modify' ? api.modifyLockRelease : api.auditLockRelease;
  return fetch(endpointUrl(endpoint, undefined, { flowInstanceId }), {
    method: 'GET',
    credentials: 'same-origin',
    headers: { 'x-requested-with': 'XMLHttpRequest' },
    keepalive: true,
  }).catch(() => undefined);
}
