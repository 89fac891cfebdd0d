import { z } from 'zod';
import { billStageField } from '../bill/bill-stage.schema';
import { registryPaging, versionField } from '../borrower/registry-common';
import { capMessage, cappedListReply, statusCodeParam, withTotalParam, withinCap } from '../bank-card/bank.schema';
import { id, idOf, isoDate } from '../validation/primitives';
import { optionalText, requiredText } from '../validation/rule-kit';
import { maxCharsCheck } from '../validation/text-checks';
import { flowRecordRow, flowStateRow } from '../workflow/workflow.actions';
import { archiveItemRow } from './archive.schema';
import { ARCHIVE_LOCK_KINDS } from './archive-transfer.constants';
export type ArchiveLockKind = (typeof ARCHIVE_LOCK_KINDS)[number];

export const archiveTransferInput = z.object({
  billId: id,
  itemIds: z.array(id, { error: '请选择调取的档案' }).min(1, '请选择调取的档案').max(50, '请选择调取的档案'),
  reason: requiredText('required', maxCharsCheck(200)),
  returnDate: isoDate(),
});
export type ArchiveTransferInput = z.infer<typeof archiveTransferInput>;

export const archiveTransferActBody = z.object({ flowVersion: versionField, comment: optionalText(maxCharsCheck(200)) });
export const archiveTransferRejectBody = z.object({ flowVersion: versionField, comment: requiredText('required', maxCharsCheck(200)) });
export const archiveTransferVersionBody = z.object({ version: versionField });
export const archiveTransferReturnBody = z.object({
  version: versionField,
  itemIds: z.array(id, { error: '请选择归还的档案' }).min(1, '请选择归还的档案').max(50, '请选择归还的档案'),
});
export type ArchiveTransferReturnBody = z.infer<typeof archiveTransferReturnBody>;

export const archiveLockBody = z.object({ kind: z.enum(ARCHIVE_LOCK_KINDS, { error: '锁类型不存在' }) });
/** Spec 000 §7: the release calls carry the transfer's flow instance id. */
export const archiveLockReleaseQuery = z.object({
  flowInstanceId: idOf('缺少流程编号'),
});
export const archiveLockState = z.object({
  kind: z.enum(ARCHIVE_LOCK_KINDS),
  holderId: z.number().int(),
  holderName: z.string(),
  mine: z.boolean(),
  expiresAt: z.string(),
});
export type ArchiveLockState = z.infer<typeof archiveLockState>;

export const archiveTransferListQuery = z
  .object({ ...registryPaging, status: statusCodeParam('archiveTransferNew', '状态不存在'), withTotal: withTotalParam })
  .refine(withinCap, capMessage);
export type ArchiveTransferListQuery = z.infer<typeof archiveTransferListQuery>;

export const archiveTransferRow = z.object({
  id: z.number().int(),
  billId: z.number().int(),
  billNo: z.string(),
  /** Where the bill is now (decision 0074). */
  billStage: billStageField,
  customerName: z.string(),
  applicantId: z.number().int(),
  applicantName: z.string(),
  reason: z.string(),
  returnDate: z.string(),
  itemCount: z.number().int(),
  status: z.number().int(),
  createdAt: z.string(),
  version: z.number().int(),
});
export type ArchiveTransferRow = z.infer<typeof archiveTransferRow>;
export const archiveTransferListReply = cappedListReply(archiveTransferRow);

export const archiveTransferDetail = archiveTransferRow.extend({
  flowInstanceId: z.number().int().nullable(),
  items: z.array(archiveItemRow.extend({ returnedAt: z.string().nullable() })),
  locks: z.array(archiveLockState),
  flow: flowStateRow.nullable(),
  records: z.array(flowRecordRow),
});
export type ArchiveTransferDetail = z.infer<typeof archiveTransferDetail>;

/** The request form's bills: those with documents in stock, and those documents. */
export const archiveTransferOptions = z.object({
  bills: z.array(
    z.object({
      id: z.number().int(),
      billNo: z.string(),
      customerName: z.string(),
      items: z.array(z.object({ id: z.number().int(), name: z.string(), docType: z.number().int() })),
    }),
  ),
});
export type ArchiveTransferOptions = z.infer<typeof archiveTransferOptions>;
