import { z } from 'zod';
import { contract, endpoint } from '../api/contract';
import { recordIdParams } from '../borrower/registry-common';
import type { LocalisedText } from '../route-table/route-table.types';
import { archiveTransferOptions } from './archive-transfer.schema';
import { TRANSFER_STORE_PERMISSION } from './archive-transfer.contract';
import {
  archiveTransferOldActBody,
  archiveTransferOldDetail,
  archiveTransferOldInput,
  archiveTransferOldListQuery,
  archiveTransferOldListReply,
  archiveTransferOldRejectBody,
  archiveTransferOldVersionBody,
} from './archive-transfer-old.schema';

/** Spec 001 §2 /archiveTransferManage: one code for the page (its children are hidden). */
export const TRANSFER_OLD_PERMISSION = 'archive_transfer_manager';
/** The old flow's two approval nodes (decision 0055): risk, then archive. */
export const TRANSFER_OLD_RISK_PERMISSION = 'archive_transfer_old_risk_approve';
export const TRANSFER_OLD_ARCHIVE_PERMISSION = 'archive_transfer_old_archive_approve';
export const ARCHIVE_TRANSFER_OLD_ENTITY = 'archive_transfer_old';

export const ARCHIVE_TRANSFER_OLD_MESSAGES = {
  requested: { 'zh-CN': '调档申请已提交', 'en-US': 'Transfer request submitted' },
  approved: { 'zh-CN': '已审批通过', 'en-US': 'Approved' },
  rejected: { 'zh-CN': '已驳回', 'en-US': 'Rejected' },
  cancelled: { 'zh-CN': '已取消', 'en-US': 'Cancelled' },
  pulled: { 'zh-CN': '档案已调出', 'en-US': 'Documents taken out' },
  returned: { 'zh-CN': '档案已归还', 'en-US': 'Documents returned' },
} as const satisfies Record<string, LocalisedText>;

const page = { permission: TRANSFER_OLD_PERMISSION, dataScope: 'scoped' } as const;
// Handing out and taking back is the archive store's, as in the new flow.
const store = { permission: TRANSFER_STORE_PERMISSION, dataScope: 'scoped' } as const;
const moved = z.object({ status: z.number().int(), flowVersion: z.number().int() });
const stocked = z.object({ status: z.number().int() });

/** /archiveTransferManage: the old transfer flow (risk approval, archive approval, pull, return). */
export const ARCHIVE_TRANSFER_OLD_API = contract('archive-transfer-old', {
  options: endpoint({
    method: 'GET',
    domain: 'default',
    path: '/v1/archiveTransferOld/options',
    access: page,
    reply: archiveTransferOptions,
  }),
  list: endpoint({
    method: 'GET',
    domain: 'default',
    path: '/v1/archiveTransferOld/list',
    access: page,
    query: archiveTransferOldListQuery,
    reply: archiveTransferOldListReply,
  }),
  detail: endpoint({
    method: 'GET',
    domain: 'default',
    path: '/v1/archiveTransferOld/:id',
    access: page,
    params: recordIdParams,
    reply: archiveTransferOldDetail,
  }),
  create: endpoint({
    method: 'POST',
    domain: 'default',
    path: '/v1/archiveTransferOld',
    access: page,
    body: archiveTransferOldInput,
    reply: z.object({ id: z.number().int() }),
    done: ARCHIVE_TRANSFER_OLD_MESSAGES.requested,
  }),
  cancel: endpoint({
    method: 'POST',
    domain: 'default',
    path: '/v1/archiveTransferOld/:id/cancel',
    access: page,
    params: recordIdParams,
    body: archiveTransferOldVersionBody,
    reply: stocked,
    done: ARCHIVE_TRANSFER_OLD_MESSAGES.cancelled,
  }),
  // The node's own permission is checked by the workflow engine (risk at 4, archive at 6).
  approve: endpoint({
    method: 'POST',
    domain: 'default',
    path: '/v1/archiveTransferOld/:id/approve',
    access: page,
    params: recordIdParams,
    body: archiveTransferOldActBody,
    reply: moved,
    done: ARCHIVE_TRANSFER_OLD_MESSAGES.approved,
  }),
  reject: endpoint({
    method: 'POST',
    domain: 'default',
    path: '/v1/archiveTransferOld/:id/reject',
    access: page,
    params: recordIdParams,
    body: archiveTransferOldRejectBody,
    reply: moved,
    done: ARCHIVE_TRANSFER_OLD_MESSAGES.rejected,
  }),
  pull: endpoint({
    method: 'POST',
    domain: 'default',
    path: '/v1/archiveTransferOld/:id/pull',
    access: store,
    params: recordIdParams,
    body: archiveTransferOldVersionBody,
    reply: stocked,
    done: ARCHIVE_TRANSFER_OLD_MESSAGES.pulled,
  }),
  giveBack: endpoint({
    method: 'POST',
    domain: 'default',
    path: '/v1/archiveTransferOld/:id/return',
    access: store,
    params: recordIdParams,
    body: archiveTransferOldVersionBody,
    reply: stocked,
    done: ARCHIVE_TRANSFER_OLD_MESSAGES.returned,
  }),
});
