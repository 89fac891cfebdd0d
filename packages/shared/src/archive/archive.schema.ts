import { z } from 'zod';
import { billStageField } from '../bill/bill-stage.schema';
import { keywordParam, registryPaging, versionField } from '../borrower/registry-common';
import { capMessage, cappedListReply, statusCodeParam, withTotalParam, withinCap } from '../bank-card/bank.schema';
import { id } from '../validation/primitives';
import { optionalText, requiredText } from '../validation/rule-kit';
import { maxCharsCheck } from '../validation/text-checks';
import { ARCHIVE_DOCUMENT_TYPES } from './archive.constants';
export type ArchiveDocumentType = keyof typeof ARCHIVE_DOCUMENT_TYPES;
export const docType = z.union(
  Object.keys(ARCHIVE_DOCUMENT_TYPES).map((k) => z.literal(Number(k))),
  { error: '档案类型不存在' },
);

export const copiesField = z
  .number({ error: '份数为 1–999 的整数' })
  .int('份数为 1–999 的整数')
  .min(1, '份数为 1–999 的整数')
  .max(999, '份数为 1–999 的整数');

/** A custodian records one document of a bill: it starts "not in stock" (1). */
export const archiveItemInput = z.object({
  billId: id,
  docType,
  name: requiredText('required', maxCharsCheck(64)),
  /** Sheets or copies (decision 0056); one when not said. */
  copies: copiesField.optional(),
  remark: optionalText(maxCharsCheck(200)),
});
export type ArchiveItemInput = z.infer<typeof archiveItemInput>;

/** A movement: the version read, and why (required when a document leaves for good). */
export const archiveMoveBody = z.object({ version: versionField, reason: optionalText(maxCharsCheck(200)) });
export type ArchiveMoveBody = z.infer<typeof archiveMoveBody>;
export const archiveReasonBody = z.object({ version: versionField, reason: requiredText('required', maxCharsCheck(200)) });

const billNoFilter = keywordParam;
export const archiveListQuery = z
  .object({ ...registryPaging, billNo: billNoFilter, status: statusCodeParam('archiveStock', '状态不存在'), withTotal: withTotalParam })
  .refine(withinCap, capMessage);
export type ArchiveListQuery = z.infer<typeof archiveListQuery>;

export const archiveItemRow = z.object({
  id: z.number().int(),
  billId: z.number().int(),
  billNo: z.string(),
  /** Where the bill is now (decision 0074). */
  billStage: billStageField,
  customerName: z.string(),
  docType: z.number().int(),
  name: z.string(),
  remark: z.string().nullable(),
  copies: z.number().int(),
  status: z.number().int(),
  updatedAt: z.string(),
  version: z.number().int(),
});
export type ArchiveItemRow = z.infer<typeof archiveItemRow>;
export const archiveListReply = cappedListReply(archiveItemRow);

/** One immutable ledger line: a document moved from one stock status to another, by whom, when and why. */
export const archiveLedgerRow = z.object({
  id: z.number().int(),
  itemId: z.number().int(),
  itemName: z.string(),
  billNo: z.string(),
  fromStatus: z.number().int().nullable(),
  toStatus: z.number().int(),
  reason: z.string().nullable(),
  transferId: z.number().int().nullable(),
  actorName: z.string(),
  createdAt: z.string(),
});
export type ArchiveLedgerRow = z.infer<typeof archiveLedgerRow>;
export const archiveLedgerQuery = z
  .object({ ...registryPaging, billNo: billNoFilter, withTotal: withTotalParam })
  .refine(withinCap, capMessage);
export type ArchiveLedgerQuery = z.infer<typeof archiveLedgerQuery>;
export const archiveLedgerReply = cappedListReply(archiveLedgerRow);

/** A bill's archive: its documents and their ledger, newest line first. */
export const archiveBillDetail = z.object({
  billId: z.number().int(),
  billNo: z.string(),
  customerName: z.string(),
  items: z.array(archiveItemRow),
  ledger: z.array(archiveLedgerRow),
});
export type ArchiveBillDetail = z.infer<typeof archiveBillDetail>;

/** The add form's bills: the final-approved loans in scope. */
export const archiveBillOptions = z.object({
  bills: z.array(z.object({ id: z.number().int(), billNo: z.string(), customerName: z.string() })),
});
export type ArchiveBillOptions = z.infer<typeof archiveBillOptions>;

/** The stage gate (issue 17 item 10): a bill's documents are in stock when it has some and every live one is (2). */
export const archiveGate = z.object({ inStock: z.boolean(), live: z.number().int(), notInStock: z.array(z.string()) });
export type ArchiveGate = z.infer<typeof archiveGate>;

/** /systemSetting/transferArchiveRole: the staff who may approve archive transfers. */
export const transferApproverRow = z.object({ userId: z.number().int(), name: z.string(), mobile: z.string(), addedAt: z.string() });
export type TransferApproverRow = z.infer<typeof transferApproverRow>;
export const transferApproverReply = z.object({
  list: z.array(transferApproverRow),
  candidates: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type TransferApproverReply = z.infer<typeof transferApproverReply>;
export const transferApproverInput = z.object({ userId: id });
export const userIdParams = z.object({ userId: id });

/** /getArchivesManage/blacklist: staff who may not take files out (their transfer requests are refused). */
export const transferBlacklistRow = transferApproverRow.extend({ reason: z.string(), addedByName: z.string() });
export type TransferBlacklistRow = z.infer<typeof transferBlacklistRow>;
export const transferBlacklistReply = z.object({ list: z.array(transferBlacklistRow), candidates: transferApproverReply.shape.candidates });
export type TransferBlacklistReply = z.infer<typeof transferBlacklistReply>;
export const transferBlacklistInput = z.object({ userId: id, reason: requiredText('required', maxCharsCheck(200)) });
export type TransferBlacklistInput = z.infer<typeof transferBlacklistInput>;
