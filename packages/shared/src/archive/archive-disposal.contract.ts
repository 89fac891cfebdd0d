import { z } from 'zod';
import { contract, endpoint } from '../api/contract';
import { recordIdParams } from '../borrower/registry-common';
import type { LocalisedText } from '../route-table/route-table.types';
import { ARCHIVE_PERMISSION } from './archive.contract';
import {
  archiveDisposalApproveBody,
  archiveDisposalAsked,
  archiveDisposalBody,
  archiveDisposalListQuery,
  archiveDisposalListReply,
  archiveDisposalRejectBody,
} from './archive-disposal.schema';
import { TRANSFER_APPROVAL_PERMISSION } from './archive-transfer.contract';

/** The audit trail's name of a disposal request. */
export const ARCHIVE_DISPOSAL_ENTITY = 'archive_disposal';

export const ARCHIVE_DISPOSAL_MESSAGES = {
  asked: { 'zh-CN': '永久出库申请已提交，待审批', 'en-US': 'The disposal is requested and awaits approval' },
  approved: { 'zh-CN': '已审批通过，档案已永久出库', 'en-US': 'Approved: the document is permanently out' },
  rejected: { 'zh-CN': '永久出库申请已驳回', 'en-US': 'The disposal request is rejected' },
} as const satisfies Record<string, LocalisedText>;

const manage = { permission: ARCHIVE_PERMISSION, dataScope: 'scoped' } as const;
/** The archive approvers (role 61) decide, as they decide transfers: spec 001 §2 archiveApprovalListNew. */
const approve = { permission: TRANSFER_APPROVAL_PERMISSION, dataScope: 'scoped' } as const;
const decided = z.object({ status: z.number().int() });

/** 永久出库 under two keys (decision 0062): the custodian asks, another archive approver decides. */
export const ARCHIVE_DISPOSAL_API = contract('archiveDisposal', {
  /** The spec's path of /archiveManage's 永久出库: it now asks, and the document stays in stock until approved. */
  request: endpoint({
    method: 'POST',
    domain: 'default',
    path: '/v1/archive/:id/permanent-out',
    access: manage,
    params: recordIdParams,
    body: archiveDisposalBody,
    reply: archiveDisposalAsked,
    done: ARCHIVE_DISPOSAL_MESSAGES.asked,
  }),
  list: endpoint({
    method: 'GET',
    domain: 'default',
    path: '/v1/archive/disposals',
    access: approve,
    query: archiveDisposalListQuery,
    reply: archiveDisposalListReply,
  }),
  approve: endpoint({
    method: 'POST',
    domain: 'default',
    path: '/v1/archive/disposals/:id/approve',
    access: approve,
    params: recordIdParams,
    body: archiveDisposalApproveBody,
    reply: decided,
    done: ARCHIVE_DISPOSAL_MESSAGES.approved,
  }),
  reject: endpoint({
    method: 'POST',
    domain: 'default',
    path: '/v1/archive/disposals/:id/reject',
    access: approve,
    params: recordIdParams,
    body: archiveDisposalRejectBody,
    reply: decided,
    done: ARCHIVE_DISPOSAL_MESSAGES.rejected,
  }),
});
