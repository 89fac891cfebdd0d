import { z } from 'zod';
import { keywordParam, registryPaging, versionField } from '../borrower/registry-common';
import { capMessage, cappedListReply, statusCodeParam, withTotalParam, withinCap } from '../bank-card/bank.schema';
import type { StatusCode } from '../dictionaries/status-lists';
import { optionalText, requiredText } from '../validation/rule-kit';
import { maxCharsCheck } from '../validation/text-checks';
import { archiveTransferDetail, archiveTransferInput, archiveTransferRow } from './archive-transfer.schema';

/**
 * Spec 000 §4 archive transfer (old) statuses (STATUS_LISTS.archiveTransferOld): risk approval
 * (4 → 6, or 3), archive approval (6 → 7, or 5), pull (7 → 8) and return (8 → 9); the applicant
 * may cancel while it is in approval (-2).
 */
export const ARCHIVE_TRANSFER_OLD_STATUS = {
  cancelled: -2,
  riskRejected: 3,
  awaitingRisk: 4,
  archiveRejected: 5,
  awaitingArchive: 6,
  awaitingPull: 7,
  pulledOut: 8,
  returned: 9,
} as const satisfies Record<string, StatusCode<'archiveTransferOld'>>;

/** The old flow's request: the new flow's fields (bill, documents, reason, expected return date) and a remark. */
export const archiveTransferOldInput = archiveTransferInput.extend({
  remark: optionalText(maxCharsCheck(200)),
});
export type ArchiveTransferOldInput = z.infer<typeof archiveTransferOldInput>;

export const archiveTransferOldActBody = z.object({ flowVersion: versionField, comment: optionalText(maxCharsCheck(200)) });
export const archiveTransferOldRejectBody = z.object({
  flowVersion: versionField,
  comment: requiredText('required', maxCharsCheck(200)),
});
export const archiveTransferOldVersionBody = z.object({ version: versionField });

export const archiveTransferOldListQuery = z
  .object({
    ...registryPaging,
    status: statusCodeParam('archiveTransferOld', '状态不存在'),
    keyword: keywordParam,
    withTotal: withTotalParam,
  })
  .refine(withinCap, capMessage);
export type ArchiveTransferOldListQuery = z.infer<typeof archiveTransferOldListQuery>;

export const archiveTransferOldRow = archiveTransferRow.extend({ remark: z.string().nullable() });
export type ArchiveTransferOldRow = z.infer<typeof archiveTransferOldRow>;
export const archiveTransferOldListReply = cappedListReply(archiveTransferOldRow);

export const archiveTransferOldDetail = archiveTransferDetail.omit({ locks: true }).extend({
  remark: z.string().nullable(),
  /** The flow node waiting for a decision: 'risk' at 4, 'archive' at 6, else null. */
  pendingNode: z.string().nullable(),
});
export type ArchiveTransferOldDetail = z.infer<typeof archiveTransferOldDetail>;
