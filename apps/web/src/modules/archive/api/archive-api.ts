import { ARCHIVE_API, ARCHIVE_STOCK, ARCHIVE_DISPOSAL_API, type ArchiveDisposalBody, type ArchiveItemInput } from '@lc/shared';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { refreshAfterWrite } from '@/components/list-page/refresh-after-write';
import { call, listSource } from '@/lib/api-client';

const api = ARCHIVE_API.endpoints;

/** Archive building opens on the documents not yet in stock (1), spec 001 §4's archive status 0 (decision 0076). */
export const ARCHIVE_LIST = listSource(api.list, { status: String(ARCHIVE_STOCK.notInStock) });
export const ARCHIVE_LEDGER_LIST = listSource(api.ledger);

export const archiveKeys = {
  all: ['archive'] as const,
  bills: ['archive', 'bills'] as const,
  bill: (billId: number) => ['archive', 'bill', billId] as const,
  approvers: ['archive', 'approvers'] as const,
};

/** After a movement: both lists (and their remembered totals) and the bill views are read again. */
export const refreshArchive = (client: QueryClient) => refreshAfterWrite(client, [ARCHIVE_LIST, ARCHIVE_LEDGER_LIST], [archiveKeys.all]);

export const archiveBillsQuery = queryOptions({ queryKey: archiveKeys.bills, queryFn: ({ signal }) => call(api.bills, {}, { signal }) });
export const archiveBillQuery = (billId: number) =>
  queryOptions({ queryKey: archiveKeys.bill(billId), queryFn: ({ signal }) => call(api.billDetail, { params: { billId } }, { signal }) });
export const transferApproversQuery = queryOptions({
  queryKey: archiveKeys.approvers,
  queryFn: ({ signal }) => call(api.approvers, {}, { signal }),
});

export const createArchiveItem = (body: ArchiveItemInput) => call(api.create, { body }, { silent: true });
export const stockIn = (id: number, version: number) => call(api.stockIn, { params: { id }, body: { version } });
export const removeArchiveItem = (id: number, version: number, reason: string) =>
  call(api.remove, { params: { id }, body: { version, reason } }, { silent: true });
const disposals = ARCHIVE_DISPOSAL_API.endpoints;
/** 永久出库 asks: another archive approver decides (decision 0062). */
export const requestDisposal = (id: number, body: ArchiveDisposalBody) =>
  call(disposals.request, { params: { id }, body }, { silent: true });
export const pendingDisposalsQuery = queryOptions({
  queryKey: [...archiveKeys.all, 'disposals'],
  queryFn: ({ signal }) => call(disposals.list, { query: { pageNum: 1, pageSize: 100, status: 0, withTotal: '0' } }, { signal }),
});
export const approveDisposal = (id: number, version: number) => call(disposals.approve, { params: { id }, body: { version } });
export const rejectDisposal = (id: number, version: number, comment: string) =>
  call(disposals.reject, { params: { id }, body: { version, comment } }, { silent: true });
export const addTransferApprover = (userId: number) => call(api.addApprover, { body: { userId } }, { silent: true });
export const removeTransferApprover = (userId: number) => call(api.removeApprover, { params: { userId } });
