import { z } from 'zod';
import { contract, endpoint } from '../api/contract';
import { recordIdParams } from '../borrower/registry-common';
import { id } from '../validation/primitives';
import type { LocalisedText } from '../route-table/route-table.types';
import {
  archiveBillDetail,
  archiveBillOptions,
  archiveItemInput,
  archiveLedgerQuery,
  archiveLedgerReply,
  archiveListQuery,
  archiveListReply,
  archiveMoveBody,
  archiveReasonBody,
  transferApproverInput,
  transferApproverReply,
  userIdParams,
} from './archive.schema';

/** Spec 001 §2 page codes of /archiveManage and /systemSetting/transferArchiveRole. */
export const ARCHIVE_PERMISSION = 'archive_manage';
export const ARCHIVE_DETAIL_PERMISSION = 'archive_details';
export const ARCHIVE_LEDGER_PERMISSION = 'archive_ledger';
export const TRANSFER_ROLE_PERMISSION = 'archive_transfer_role';
/** The audit trail's names. */
export const ARCHIVE_ENTITY = 'archive_item';
export const TRANSFER_APPROVER_ENTITY = 'archive_transfer_approver';

export const ARCHIVE_MESSAGES = {
  added: { 'zh-CN': '档案已登记', 'en-US': 'Document recorded' },
  stockedIn: { 'zh-CN': '已入库', 'en-US': 'Put into stock' },
  deleted: { 'zh-CN': '已删除', 'en-US': 'Deleted' },
  approverAdded: { 'zh-CN': '已添加调档审批人', 'en-US': 'Approver added' },
  approverRemoved: { 'zh-CN': '已移除调档审批人', 'en-US': 'Approver removed' },
} as const satisfies Record<string, LocalisedText>;

const manage = { permission: ARCHIVE_PERMISSION, dataScope: 'scoped' } as const;
const details = { permission: ARCHIVE_DETAIL_PERMISSION, dataScope: 'scoped' } as const;
const ledger = { permission: ARCHIVE_LEDGER_PERMISSION, dataScope: 'scoped' } as const;
const roles = { permission: TRANSFER_ROLE_PERMISSION, dataScope: 'none' } as const;
const moved = z.object({ status: z.number().int() });
const billParams = z.object({ billId: id });

/** /archiveManage: documents, their stock movements and ledger; and who approves transfers. */
export const ARCHIVE_API = contract('archive', {
  list: endpoint({
    method: 'GET',
    domain: 'default',
    path: '/v1/archive/list',
    access: manage,
    query: archiveListQuery,
    reply: archiveListReply,
  }),
  bills: endpoint({ method: 'GET', domain: 'default', path: '/v1/archive/bills', access: manage, reply: archiveBillOptions }),
  create: endpoint({
    method: 'POST',
    domain: 'default',
    path: '/v1/archive',
    access: manage,
    body: archiveItemInput,
    reply: z.object({ id: z.number().int() }),
    done: ARCHIVE_MESSAGES.added,
  }),
  stockIn: endpoint({
    method: 'POST',
    domain: 'default',
    path: '/v1/archive/:id/stock-in',
    access: manage,
    params: recordIdParams,
    body: archiveMoveBody,
    reply: moved,
    done: ARCHIVE_MESSAGES.stockedIn,
  }),
  remove: endpoint({
    method: 'POST',
    domain: 'default',
    path: '/v1/archive/:id/delete',
    access: manage,
    params: recordIdParams,
    body: archiveReasonBody,
    reply: moved,
    done: ARCHIVE_MESSAGES.deleted,
  }),
  // 永久出库 (/v1/archive/:id/permanent-out) asks for a second person's approval: ARCHIVE_DISPOSAL_API.
  billDetail: endpoint({
    method: 'GET',
    domain: 'default',
    path: '/v1/archive/bill/:billId',
    access: details,
    params: billParams,
    reply: archiveBillDetail,
  }),
  ledger: endpoint({
    method: 'GET',
    domain: 'default',
    path: '/v1/archive/ledger',
    access: ledger,
    query: archiveLedgerQuery,
    reply: archiveLedgerReply,
  }),
  approvers: endpoint({ method: 'GET', domain: 'default', path: '/v1/transferArchiveRole', access: roles, reply: transferApproverReply }),
  addApprover: endpoint({
    method: 'POST',
    domain: 'default',
    path: '/v1/transferArchiveRole',
    access: roles,
    body: transferApproverInput,
    done: ARCHIVE_MESSAGES.approverAdded,
  }),
  removeApprover: endpoint({
    method: 'DELETE',
    domain: 'default',
    path: '/v1/transferArchiveRole/:userId',
    access: roles,
    params: userIdParams,
    done: ARCHIVE_MESSAGES.approverRemoved,
  }),
});
