import { z } from 'zod';
import { billStageField } from '../bill/bill-stage.schema';
import { registryPaging, versionField } from '../borrower/registry-common';
import { capMessage, cappedListReply, statusCodeParam, withTotalParam, withinCap } from '../bank-card/bank.schema';
import type { StatusCode } from '../dictionaries/status-lists';
import { optionalText, requiredText } from '../validation/rule-kit';
import { maxCharsCheck } from '../validation/text-checks';

/** A disposal request (STATUS_LISTS.archiveDisposal): awaiting a second person, approved, or rejected. */
export const ARCHIVE_DISPOSAL_STATUS = {
  pending: 0,
  approved: 1,
  rejected: 2,
} as const satisfies Record<string, StatusCode<'archiveDisposal'>>;

/**
 * 永久出库 asked for one in-stock document: why, and, while the bill's loan is still open, the
 * exception's reason (without one an open loan's original does not leave).
 */
export const archiveDisposalBody = z.object({
  version: versionField,
  reason: requiredText('required', maxCharsCheck(200)),
  exceptionReason: optionalText(maxCharsCheck(200)),
});
export type ArchiveDisposalBody = z.infer<typeof archiveDisposalBody>;

export const archiveDisposalAsked = z.object({ status: z.number().int(), disposalId: z.number().int() });

export const archiveDisposalListQuery = z
  .object({ ...registryPaging, status: statusCodeParam('archiveDisposal', '状态不存在'), withTotal: withTotalParam })
  .refine(withinCap, capMessage);
export type ArchiveDisposalListQuery = z.infer<typeof archiveDisposalListQuery>;

export const archiveDisposalRow = z.object({
  id: z.number().int(),
  itemId: z.number().int(),
  itemName: z.string(),
  docType: z.number().int(),
  billId: z.number().int(),
  billNo: z.string(),
  /** Where the bill is now (decision 0074). */
  billStage: billStageField,
  customerName: z.string().nullable(),
  status: z.number().int(),
  reason: z.string(),
  exceptionReason: z.string().nullable(),
  /** The maker: the web offers the decision only to whom the maker-checker rule allows. */
  requestedBy: z.number().int(),
  requestedByName: z.string(),
  requestedAt: z.string(),
  decidedByName: z.string().nullable(),
  decidedAt: z.string().nullable(),
  decisionComment: z.string().nullable(),
  version: z.number().int(),
});
export type ArchiveDisposalRow = z.infer<typeof archiveDisposalRow>;
export const archiveDisposalListReply = cappedListReply(archiveDisposalRow);

export const archiveDisposalApproveBody = z.object({ version: versionField, comment: optionalText(maxCharsCheck(200)) });
export const archiveDisposalRejectBody = z.object({ version: versionField, comment: requiredText('required', maxCharsCheck(200)) });
