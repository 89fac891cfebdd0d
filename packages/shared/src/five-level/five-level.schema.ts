import { z } from 'zod';
import { billStageField } from '../bill/bill-stage.schema';
import { keywordParam, registryPaging } from '../borrower/registry-common';
import { statusCodeField, statusCodeParam, withTotalParam, withinCap, capMessage, cappedListReply } from '../bank-card/bank.schema';
import { ID_MAX } from '../validation/primitives';
import { optionalText, requiredText } from '../validation/rule-kit';
import { maxCharsCheck } from '../validation/text-checks';
import { fiveLevelText } from './five-level.messages';

/** Spec 000 §9 asset levels (STATUS_LISTS.fiveLevel): a loan without a recorded level is 正常. */
export const FIVE_LEVEL = { normal: 1, specialMention: 2, substandard: 3, doubtful: 4, loss: 5 } as const;
/** A change request's statuses (STATUS_LISTS.fiveLevelChange). */
export const FIVE_LEVEL_CHANGE_STATUS = { pending: 1, approved: 2, rejected: 3 } as const;

const LEVEL = fiveLevelText('fiveLevelUnknown');
const billId = z
  .number({ error: fiveLevelText('fiveLevelLoanNotFound') })
  .int()
  .min(1)
  .max(ID_MAX);
const comment = requiredText('required', maxCharsCheck(200));

/** The loans list (/borrowManage/assetLevelList): bill number or customer name prefix, and a level. */
export const fiveLevelLoanQuery = z
  .object({ ...registryPaging, keyword: keywordParam, level: statusCodeParam('fiveLevel', LEVEL), withTotal: withTotalParam })
  .refine(withinCap, capMessage);
export type FiveLevelLoanQuery = z.infer<typeof fiveLevelLoanQuery>;

/**
 * A loan as the list shows it: the loan book's figures (principal drawn, outstanding; null before
 * the first draw), its days past due and the class they suggest on the business date (the same
 * figures the overdue and repayment lists show, decision 0066), its level, and the change awaiting
 * approval if any. `borrowAmount` is the amount applied for on the bill.
 */
export const fiveLevelLoanRow = z.object({
  billId: z.number().int(),
  billNo: z.string(),
  /** Where the bill is now (decision 0074). */
  billStage: billStageField,
  customerName: z.string(),
  borrowAmount: z.string(),
  borrowType: z.number().int(),
  loanPrincipal: z.string().nullable(),
  outstanding: z.string().nullable(),
  daysPastDue: z.number().int(),
  suggestedClass: z.number().int(),
  level: z.number().int(),
  pendingToLevel: z.number().int().nullable(),
  levelUpdatedAt: z.string().nullable(),
});
export type FiveLevelLoanRow = z.infer<typeof fiveLevelLoanRow>;
export const fiveLevelLoanListReply = cappedListReply(fiveLevelLoanRow);

/** Spec 000 §7 /v1/five_level/change_bill_five_level: a request to move a loan to another level. */
export const fiveLevelChangeInput = z.object({
  billId,
  toLevel: statusCodeField('fiveLevel', LEVEL),
  reason: comment,
});
export type FiveLevelChangeInput = z.infer<typeof fiveLevelChangeInput>;

/** Spec 000 §7 /v1/five_level/change_records: the requests, newest first, of one loan or all. */
export const fiveLevelRecordsQuery = z
  .object({
    ...registryPaging,
    billId: billId.optional(),
    status: statusCodeField('fiveLevelChange', '状态不存在').optional(),
    // A POST body: the list block sends withTotal as a number.
    withTotal: z.preprocess((v) => (typeof v === 'number' ? String(v) : v), withTotalParam),
  })
  .refine(withinCap, capMessage);
export type FiveLevelRecordsQuery = z.infer<typeof fiveLevelRecordsQuery>;

export const fiveLevelChangeRow = z.object({
  id: z.number().int(),
  billId: z.number().int(),
  billNo: z.string(),
  customerName: z.string(),
  fromLevel: z.number().int(),
  toLevel: z.number().int(),
  reason: z.string(),
  status: z.number().int(),
  /** The maker: the web offers the decision only to whom the maker-checker rule allows (decision 0062). */
  applicantId: z.number().int(),
  applicantName: z.string(),
  createdAt: z.string(),
  decidedByName: z.string().nullable(),
  decidedAt: z.string().nullable(),
  decisionComment: z.string().nullable(),
});
export type FiveLevelChangeRow = z.infer<typeof fiveLevelChangeRow>;
export const fiveLevelRecordsReply = cappedListReply(fiveLevelChangeRow);

/** An approval may say why; a rejection must. */
export const fiveLevelApproveBody = z.object({ comment: optionalText(maxCharsCheck(200)) });
export const fiveLevelRejectBody = z.object({ comment });

/** /borrowManage/assetLevelDetail: the loan and every change request it had. */
export const fiveLevelLoanDetail = fiveLevelLoanRow.extend({ changes: z.array(fiveLevelChangeRow) });
export type FiveLevelLoanDetail = z.infer<typeof fiveLevelLoanDetail>;
