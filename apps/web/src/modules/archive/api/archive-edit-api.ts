import {
  ARCHIVE_EDIT_API,
  ARCHIVE_SETTLEMENT_API,
  type ArchiveAuditBody,
  type ArchiveItemEditBody,
  type TransferExtensionBody,
} from '@lc/shared';
import { queryOptions } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

const api = ARCHIVE_EDIT_API.endpoints;

export const editArchiveItem = (id: number, body: ArchiveItemEditBody) => call(api.edit, { params: { id }, body }, { silent: true });
export const auditArchive = (billId: number, body: ArchiveAuditBody) => call(api.audit, { params: { billId }, body }, { silent: true });

export const extensionKey = (id: number) => ['archive-transfer', 'extension', id] as const;
export const transferExtensionQuery = (id: number) =>
  queryOptions({ queryKey: extensionKey(id), queryFn: ({ signal }) => call(api.extension, { params: { id } }, { signal }) });
export const requestExtension = (id: number, body: TransferExtensionBody) =>
  call(api.requestExtension, { params: { id }, body }, { silent: true });
export const approveExtension = (id: number, version: number) => call(api.approveExtension, { params: { id }, body: { version } });
export const rejectExtension = (id: number, version: number, comment: string) =>
  call(api.rejectExtension, { params: { id }, body: { version, comment } }, { silent: true });

const settlement = ARCHIVE_SETTLEMENT_API.endpoints;
export const settlementKey = (id: number) => ['archive-transfer', 'settlement', id] as const;
export const transferSettlementQuery = (id: number) =>
  queryOptions({ queryKey: settlementKey(id), queryFn: ({ signal }) => call(settlement.state, { params: { id } }, { signal }) });
export const confirmSettlement = (id: number, version: number) => call(settlement.confirm, { params: { id }, body: { version } });
export const refuseSettlement = (id: number, version: number, comment: string) =>
  call(settlement.refuse, { params: { id }, body: { version, comment } }, { silent: true });
