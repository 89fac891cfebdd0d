import { z } from 'zod';
import { registryPaging, versionField } from '../borrower/registry-common';
import type { StatusCode } from '../dictionaries/status-lists';
import { id } from '../validation/primitives';
import { optionalText, requiredText } from '../validation/rule-kit';
import { bankCardRequired, mobileRequired } from '../validation/rules';
import { maxCharsCheck } from '../validation/text-checks';
import { flowRecordRow, flowStateRow } from '../workflow/workflow.actions';
import { capMessage, cappedListReply, statusCodeParam, withTotalParam, withinCap } from './bank.schema';

/** Spec 000 §4 card-change statuses (STATUS_LISTS.cardChange). */
export const CARD_CHANGE_STATUS = {
  riskPending: 1,
  riskPassed: 2,
  riskRejected: 3,
  corePassed: 4,
  coreRejected: 5,
  succeeded: 6,
  failed: 7,
} as const satisfies Record<string, StatusCode<'cardChange'>>;

/** An application to replace a borrower's card with a new one (/changeBankCard/changeBankCardApply). */
export const cardChangeInput = z.object({
  cardId: id,
  newCardNo: bankCardRequired,
  accountName: requiredText('required', maxCharsCheck(40)),
  reservedMobile: mobileRequired,
  reason: requiredText('required', maxCharsCheck(200)),
});
export type CardChangeInput = z.infer<typeof cardChangeInput>;

export const cardChangeListQuery = z
  .object({ ...registryPaging, status: statusCodeParam('cardChange', '状态不存在'), withTotal: withTotalParam })
  .refine(withinCap, capMessage);
export type CardChangeListQuery = z.infer<typeof cardChangeListQuery>;

/** An approval or rejection at the node the application waits at, at the flow version read. */
export const cardChangeActBody = z.object({ flowVersion: versionField, comment: optionalText(maxCharsCheck(200)) });
export const cardChangeRejectBody = z.object({ flowVersion: versionField, comment: requiredText('required', maxCharsCheck(200)) });
/** Carrying out an approved change: at the application's version read. */
export const cardChangeExecuteBody = z.object({ version: versionField });

/** An application as lists show it: both numbers masked. */
export const cardChangeRow = z.object({
  id: z.number().int(),
  cardId: z.number().int(),
  borrowerName: z.string(),
  oldCardNoMasked: z.string(),
  oldBankName: z.string(),
  newCardNoMasked: z.string(),
  newBankName: z.string(),
  accountName: z.string(),
  reason: z.string(),
  status: z.number().int(),
  applicantName: z.string(),
  failureReason: z.string().nullable(),
  createdAt: z.string(),
  version: z.number().int(),
});
export type CardChangeRow = z.infer<typeof cardChangeRow>;
export const cardChangeListReply = cappedListReply(cardChangeRow);

export const cardChangeDetail = cardChangeRow.extend({ flow: flowStateRow.nullable(), records: z.array(flowRecordRow) });
export type CardChangeDetail = z.infer<typeof cardChangeDetail>;

/** The cards an applicant may ask to replace: in use, in the change_bank_card scope, masked. */
export const cardChangeCardOptions = z.object({
  list: z.array(z.object({ id: z.number().int(), label: z.string() })),
});
