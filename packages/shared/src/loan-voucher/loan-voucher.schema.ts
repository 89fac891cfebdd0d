import { z } from 'zod';
import { capMessage, statusCodeParam, withTotalParam, withinCap } from '../bank-card/bank.schema';
import { FUND_PARTY_CODES } from '../bill/fund-parties';
import { keywordParam, optionalParam, recordIdParams, registryPaging, versionField } from '../borrower/registry-common';
import { optionalText } from '../validation/rule-kit';
import { maxCharsCheck } from '../validation/text-checks';

/** A POST body's withTotal may come as a number (the list block sends the URL's text). */
const withTotal = z.preprocess((v) => (typeof v === 'number' ? String(v) : v), withTotalParam);

/** Both audit lists' filters (POST bodies): bill number or borrower prefix, voucher status, funding party. */
export const loanVoucherListQuery = z
  .object({
    ...registryPaging,
    keyword: keywordParam,
    status: statusCodeParam('paymentApproval', '状态不存在'),
    fundingParty: optionalParam(z.enum(FUND_PARTY_CODES, { error: '资金方不存在' })),
    withTotal,
  })
  .refine(withinCap, capMessage);
export type LoanVoucherListQuery = z.infer<typeof loanVoucherListQuery>;

/** The voucher images (uploaded first, the caller's own) sent to the first audit, at the version read (0 before any). */
export const loanVoucherUploadBody = z.object({
  version: versionField,
  imageIds: z.array(z.uuid('凭证图片不存在'), { error: '请上传放款凭证' }).min(1, '请上传放款凭证').max(9, '凭证最多9张'),
});
export type LoanVoucherUploadBody = z.infer<typeof loanVoucherUploadBody>;

/** An audit decision at the version read; a rejection needs its reason. */
export const loanVoucherDecisionBody = z
  .object({
    version: versionField,
    decision: z.enum(['approve', 'reject'], { error: '请选择审核结果' }),
    comment: optionalText(maxCharsCheck(200)),
  })
  .refine((b) => b.decision === 'approve' || Boolean(b.comment?.trim()), { message: '请填写驳回理由', path: ['comment'] });
export type LoanVoucherDecision = z.infer<typeof loanVoucherDecisionBody>;
/** The reject form's reason, checked in the browser with the same rule. */
export const loanVoucherRejectReason = z.string({ error: '请填写驳回理由' }).trim().min(1, '请填写驳回理由').max(200, '最多200个字符');

/** A voucher is addressed by the draw it proves (a succeeded draw of a grant, decision 0028). */
export const loanVoucherParams = recordIdParams;
export const loanVoucherImageParams = z.object({ id: recordIdParams.shape.id, imageId: recordIdParams.shape.id });

/** A paid draw and its voucher as the audit lists show it (the borrower masked; status 0 before any upload). */
export const loanVoucherRow = z.object({
  drawId: z.number().int(),
  /** The loan account (the grant, decision 0033) the draw paid out. */
  loanId: z.number().int(),
  billId: z.number().int(),
  billNo: z.string(),
  customerName: z.string(),
  fundingParty: z.string(),
  amount: z.string(),
  paidAt: z.string(),
  channelRef: z.string().nullable(),
  paidByName: z.string(),
  status: z.number().int(),
  /** The audit level a pending voucher waits for, or the level that decided a passed (2) or rejected one. */
  level: z.number().int().nullable(),
  round: z.number().int(),
  /** The maker and the first auditor: the web offers an audit by the maker-checker rule (decision 0062). */
  uploadedBy: z.number().int().nullable(),
  firstBy: z.number().int().nullable(),
  uploadedByName: z.string().nullable(),
  uploadedAt: z.string().nullable(),
  firstByName: z.string().nullable(),
  secondByName: z.string().nullable(),
  version: z.number().int(),
});
export type LoanVoucherRow = z.infer<typeof loanVoucherRow>;

export const loanVoucherListReply = z.object({
  list: z.array(loanVoucherRow),
  total: z.number().int().nullable(),
  totalExact: z.boolean().nullable(),
});
export type LoanVoucherListReply = z.infer<typeof loanVoucherListReply>;

export const loanVoucherDetail = loanVoucherRow.extend({
  approvedAmount: z.string(),
  firstAt: z.string().nullable(),
  secondAt: z.string().nullable(),
  decisionComment: z.string().nullable(),
  /** Every image sent, newest round first; `round` tells the current ones from those of a rejected round. */
  images: z.array(z.object({ id: z.number().int(), round: z.number().int(), imageUrl: z.string() })),
});
export type LoanVoucherDetail = z.infer<typeof loanVoucherDetail>;

export const loanVoucherMoveReply = z.object({ status: z.number().int(), level: z.number().int().nullable(), version: z.number().int() });
