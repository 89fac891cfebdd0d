import { z } from 'zod';
import { contract, endpoint } from '../api/contract';
import { recordIdParams } from '../borrower/registry-common';
import type { LocalisedText } from '../route-table/route-table.types';
import {
  archiveLockBody,
  archiveLockReleaseQuery,
  archiveLockState,
  archiveTransferActBody,
  archiveTransferDetail,
  archiveTransferInput,
  archiveTransferListQuery,
  archiveTransferListReply,
  archiveTransferOptions,
  archiveTransferRejectBody,
  archiveTransferReturnBody,
  archiveTransferVersionBody,
} from './archive-transfer.schema';
import { transferBlacklistInput, transferBlacklistReply, userIdParams } from './archive.schema';

/** Spec 001 §2 /getArchivesManage codes: requests, approval, the archive store (pull and return). */
export const TRANSFER_GROUP_PERMISSION = 'archive_transfer_manager_new';
export const TRANSFER_REQUEST_PERMISSION = 'archive_transfer_new';
export const TRANSFER_APPROVAL_PERMISSION = 'archive_transfer_approval_new';
export const TRANSFER_STORE_PERMISSION = 'archive_transfer_file_manager';
export const TRANSFER_BLACKLIST_PERMISSION = 'archive_transfer_black';
export const TRANSFER_BLACKLIST_ENTITY = 'archive_transfer_blacklist';
export const ARCHIVE_TRANSFER_ENTITY = 'archive_transfer';

export const ARCHIVE_TRANSFER_MESSAGES = {
  requested: { 'zh-CN': '调档申请已提交', 'en-US': 'Transfer request submitted' },
  approved: { 'zh-CN': '已审批通过', 'en-US': 'Approved' },
  rejected: { 'zh-CN': '已驳回', 'en-US': 'Rejected' },
  cancelled: { 'zh-CN': '已取消', 'en-US': 'Cancelled' },
  pulled: { 'zh-CN': '档案已调出', 'en-US': 'Documents taken out' },
  returned: { 'zh-CN': '档案已归还', 'en-US': 'Documents returned' },
  released: { 'zh-CN': '已解锁', 'en-US': 'Unlocked' },
  blacklisted: { 'zh-CN': '已加入调档黑名单', 'en-US': 'Added to the transfer blacklist' },
  unblacklisted: { 'zh-CN': '已移出调档黑名单', 'en-US': 'Removed from the transfer blacklist' },
} as const satisfies Record<string, LocalisedText>;

const requests = { permission: TRANSFER_REQUEST_PERMISSION, dataScope: 'scoped' } as const;
const approval = { permission: TRANSFER_APPROVAL_PERMISSION, dataScope: 'scoped' } as const;
const store = { permission: TRANSFER_STORE_PERMISSION, dataScope: 'scoped' } as const;
const blacklist = { permission: TRANSFER_BLACKLIST_PERMISSION, dataScope: 'none' } as const;
// Reading one transfer, and its locks, is for anyone on the way to a /getArchivesManage page.
const group = { permission: TRANSFER_GROUP_PERMISSION, dataScope: 'none' } as const;
const moved = z.object({ status: z.number().int(), flowVersion: z.number().int() });
const stocked = z.object({ status: z.number().int() });

/** /getArchivesManage: the new transfer flow, its approval on the workflow engine, pull and return, and the locks. */
export const ARCHIVE_TRANSFER_API = contract('archive-transfer', {
  blacklist: endpoint({
    method: 'GET',
    domain: 'default',
    path: '/v1/archiveTransferBlacklist',
    access: blacklist,
    reply: transferBlacklistReply,
  }),
  addToBlacklist: endpoint({
    method: 'POST',
    domain: 'default',
    path: '/v1/archiveTransferBlacklist',
    access: blacklist,
    body: transferBlacklistInput,
    done: ARCHIVE_TRANSFER_MESSAGES.blacklisted,
  }),
  removeFromBlacklist: endpoint({
    method: 'DELETE',
    domain: 'default',
    path: '/v1/archiveTransferBlacklist/:userId',
    access: blacklist,
    params: userIdParams,
    done: ARCHIVE_TRANSFER_MESSAGES.unblacklisted,
  }),
  options: endpoint({
    method: 'GET',
    domain: 'default',
    path: '/v1/archiveTransfer/options',
    access: requests,
    reply: archiveTransferOptions,
  }),
  list: endpoint({
    method: 'GET',
    domain: 'default',
    path: '/v1/archiveTransfer/list',
    access: requests,
    query: archiveTransferListQuery,
    reply: archiveTransferListReply,
  }),
  approvalList: endpoint({
    method: 'GET',
    domain: 'default',
    path: '/v1/archiveTransfer/approval-list',
    access: approval,
    query: archiveTransferListQuery,
    reply: archiveTransferListReply,
  }),
  storeList: endpoint({
    method: 'GET',
    domain: 'default',
    path: '/v1/archiveTransfer/store-list',
    access: store,
    query: archiveTransferListQuery,
    reply: archiveTransferListReply,
  }),
  detail: endpoint({
    method: 'GET',
    domain: 'default',
    path: '/v1/archiveTransfer/:id',
    access: group,
    params: recordIdParams,
    reply: archiveTransferDetail,
  }),
  create: endpoint({
    method: 'POST',
    domain: 'default',
    path: '/v1/archiveTransfer',
    access: requests,
    body: archiveTransferInput,
    reply: z.object({ id: z.number().int() }),
    done: ARCHIVE_TRANSFER_MESSAGES.requested,
  }),
  cancel: endpoint({
    method: 'POST',
    domain: 'default',
    path: '/v1/archiveTransfer/:id/cancel',
    access: requests,
    params: recordIdParams,
    body: archiveTransferVersionBody,
    reply: stocked,
    done: ARCHIVE_TRANSFER_MESSAGES.cancelled,
  }),
  approve: endpoint({
    method: 'POST',
    domain: 'default',
    path: '/v1/archiveTransfer/:id/approve',
    access: approval,
    params: recordIdParams,
    body: archiveTransferActBody,
    reply: moved,
    done: ARCHIVE_TRANSFER_MESSAGES.approved,
  }),
  reject: endpoint({
    method: 'POST',
    domain: 'default',
    path: '/v1/archiveTransfer/:id/reject',
    access: approval,
    params: recordIdParams,
    body: archiveTransferRejectBody,
    reply: moved,
    done: ARCHIVE_TRANSFER_MESSAGES.rejected,
  }),
  pull: endpoint({
    method: 'POST',
    domain: 'default',
    path: '/v1/archiveTransfer/:id/pull',
    access: store,
    params: recordIdParams,
    body: archiveTransferVersionBody,
    reply: stocked,
    done: ARCHIVE_TRANSFER_MESSAGES.pulled,
  }),
  giveBack: endpoint({
    method: 'POST',
    domain: 'default',
    path: '/v1/archiveTransfer/:id/return',
    access: store,
    params: recordIdParams,
    body: archiveTransferReturnBody,
    reply: stocked,
    done: ARCHIVE_TRANSFER_MESSAGES.returned,
  }),
  lock: endpoint({
    method: 'POST',
    domain: 'default',
    path: '/v1/archiveTransfer/:id/lock',
    access: group,
    params: recordIdParams,
    body: archiveLockBody,
    reply: archiveLockState,
  }),
  /** Spec 000 §7, exact paths: sent when the user leaves the page (keepalive on tab close). */
  modifyLockRelease: endpoint({
    method: 'GET',
    domain: 'default',
    path: '/archive_transfer/v3/modify/lock/del',
    access: group,
    query: archiveLockReleaseQuery,
    reply: z.object({ released: z.boolean() }),
  }),
  auditLockRelease: endpoint({
    method: 'GET',
    domain: 'default',
    path: '/archive_transfer/v3/audit/lock/del',
    access: group,
    query: archiveLockReleaseQuery,
    reply: z.object({ released: z.boolean() }),
  }),
});
