import { z } from 'zod';
import { contract, endpoint } from '../api/contract';
import { recordIdParams, versionField } from '../borrower/registry-common';
import type { LocalisedText } from '../route-table/route-table.types';
import { id, isoDate } from '../validation/primitives';
import { optionalText, requiredText } from '../validation/rule-kit';
import { maxCharsCheck } from '../validation/text-checks';
import { ARCHIVE_PERMISSION } from './archive.contract';
import { copiesField, docType } from './archive.schema';
import { TRANSFER_APPROVAL_PERMISSION, TRANSFER_GROUP_PERMISSION, TRANSFER_REQUEST_PERMISSION } from './archive-transfer.contract';

/**
 * /archiveManage/edit: a document's kind, name, copies and remark changed, with why (decision 0056).
 * The change is a ledger line of its own (the stock status stays), so the ledger says who changed what.
 */
export const archiveItemEditBody = z.object({
  version: versionField,
  docType,
  name: requiredText('required', maxCharsCheck(64)),
  copies: copiesField,
  remark: optionalText(maxCharsCheck(200)),
  reason: requiredText('required', maxCharsCheck(200)),
});
export type ArchiveItemEditBody = z.infer<typeof archiveItemEditBody>;

/** /archiveManage/audit: the custodian's review of a bill's documents waiting to go into stock. */
export const archiveAuditBody = z
  .object({
    /** The documents reviewed (all of the bill's not-in-stock ones the page showed). */
    itemIds: z.array(id, { error: '没有待审核的档案' }).min(1, '没有待审核的档案').max(50, '没有待审核的档案'),
    pass: z.boolean(),
    comment: optionalText(maxCharsCheck(200)),
  })
  .refine((b) => b.pass || Boolean(b.comment?.trim()), { message: '请填写退回原因', path: ['comment'] });
export type ArchiveAuditBody = z.infer<typeof archiveAuditBody>;
export const archiveAuditReply = z.object({ moved: z.number().int() });

/** An extension of a transfer's return date (statuses 8 and 9 while it is in approval). */
export const transferExtensionBody = z.object({
  version: versionField,
  extensionDate: isoDate(),
  reason: requiredText('required', maxCharsCheck(200)),
});
export type TransferExtensionBody = z.infer<typeof transferExtensionBody>;
export const transferExtensionDecision = z.object({ version: versionField, comment: optionalText(maxCharsCheck(200)) });
export type TransferExtensionDecision = z.infer<typeof transferExtensionDecision>;
export const transferExtensionState = z.object({
  status: z.number().int(),
  returnDate: z.string(),
  extensionDate: z.string().nullable(),
  extensionReason: z.string().nullable(),
  applicantId: z.number().int(),
  version: z.number().int(),
});
export type TransferExtensionState = z.infer<typeof transferExtensionState>;

export const ARCHIVE_EDIT_MESSAGES = {
  edited: { 'zh-CN': '档案已修改', 'en-US': 'Document changed' },
  auditPassed: { 'zh-CN': '审核通过，档案已入库', 'en-US': 'Audit passed: documents put into stock' },
  auditReturned: { 'zh-CN': '已退回补正', 'en-US': 'Returned for correction' },
  extensionRequested: { 'zh-CN': '延期申请已提交', 'en-US': 'Extension requested' },
  extensionApproved: { 'zh-CN': '延期已批准', 'en-US': 'Extension approved' },
  extensionRejected: { 'zh-CN': '延期已驳回', 'en-US': 'Extension rejected' },
} as const satisfies Record<string, LocalisedText>;

const manage = { permission: ARCHIVE_PERMISSION, dataScope: 'scoped' } as const;
const requests = { permission: TRANSFER_REQUEST_PERMISSION, dataScope: 'scoped' } as const;
const approval = { permission: TRANSFER_APPROVAL_PERMISSION, dataScope: 'scoped' } as const;
const moved = z.object({ status: z.number().int() });

/** Editing documents, the custodian's audit before stock, and return-date extensions of transfers (issue 17). */
export const ARCHIVE_EDIT_API = contract('archive-edit', {
  edit: endpoint({
    method: 'POST',
    domain: 'default',
    path: '/v1/archive/:id/edit',
    access: manage,
    params: recordIdParams,
    body: archiveItemEditBody,
    reply: moved,
    done: ARCHIVE_EDIT_MESSAGES.edited,
  }),
  audit: endpoint({
    method: 'POST',
    domain: 'default',
    path: '/v1/archive/bill/:billId/audit',
    access: manage,
    params: z.object({ billId: id }),
    body: archiveAuditBody,
    reply: archiveAuditReply,
  }),
  extension: endpoint({
    method: 'GET',
    domain: 'default',
    path: '/v1/archiveTransfer/:id/extension',
    access: { permission: TRANSFER_GROUP_PERMISSION, dataScope: 'none' },
    params: recordIdParams,
    reply: transferExtensionState,
  }),
  requestExtension: endpoint({
    method: 'POST',
    domain: 'default',
    path: '/v1/archiveTransfer/:id/extension',
    access: requests,
    params: recordIdParams,
    body: transferExtensionBody,
    reply: moved,
    done: ARCHIVE_EDIT_MESSAGES.extensionRequested,
  }),
  approveExtension: endpoint({
    method: 'POST',
    domain: 'default',
    path: '/v1/archiveTransfer/:id/extension/approve',
    access: approval,
    params: recordIdParams,
    body: transferExtensionDecision,
    reply: moved,
    done: ARCHIVE_EDIT_MESSAGES.extensionApproved,
  }),
  rejectExtension: endpoint({
    method: 'POST',
    domain: 'default',
    path: '/v1/archiveTransfer/:id/extension/reject',
    access: approval,
    params: recordIdParams,
    body: transferExtensionDecision.extend({ comment: requiredText('required', maxCharsCheck(200)) }),
    reply: moved,
    done: ARCHIVE_EDIT_MESSAGES.extensionRejected,
  }),
});
