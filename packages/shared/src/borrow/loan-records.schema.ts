import { z } from 'zod';
import { keywordParam, optionalParam, registryPaging, versionField } from '../borrower/registry-common';
import { capMessage, statusCodeParam, withTotalParam, withinCap } from '../bank-card/bank.schema';
import { BORROW_TYPE_TEXT } from '../channel/channel.constants';
import { id } from '../validation/primitives';
import { requiredText } from '../validation/rule-kit';
import { amountRequired } from '../validation/rules';
import { maxCharsCheck } from '../validation/text-checks';
import { ADJUST_DIRECTION, ADJUST_TARGET, DEPOSIT_KIND } from './loan-records.constants';

const key = z.string().trim().min(8, '缺少幂等键').max(64, '幂等键过长');
const reason = requiredText('required', maxCharsCheck(200));
const code = (values: readonly number[], message: string) =>
  z
    .number({ error: message })
    .int(message)
    .refine((v) => values.includes(v), message);
const grantParam = optionalParam(z.coerce.number().int().positive());
const listReply = <T extends z.ZodType>(row: T) =>
  z.object({ list: z.array(row), total: z.number().int().nullable(), totalExact: z.boolean().nullable() });
/** Every list's paging and filters: bill number or borrower prefix, one loan account. */
const listBase = { ...registryPaging, keyword: keywordParam, grantId: grantParam, withTotal: withTotalParam };
/** What every record shows of its loan. */
const loanColumns = {
  id: z.number().int(),
  grantId: z.number().int(),
  billNo: z.string(),
  customerName: z.string(),
  fundingParty: z.string(),
  /** The maker: the web offers a decision only to whom the maker-checker rule allows (decision 0062). */
  createdBy: z.number().int(),
  createdByName: z.string(),
  createdAt: z.string(),
};
/** A decision: who, what they said, when, and the ledger entry an approval posted. */
const decisionColumns = {
  status: z.number().int(),
  decidedByName: z.string().nullable(),
  decisionComment: z.string().nullable(),
  decidedAt: z.string().nullable(),
  ledgerEntryId: z.number().int().nullable(),
  version: z.number().int(),
};

/** Deposits (保证金): money received from the borrower against the loan, and its refund. */
export const depositInput = z.object({
  grantId: id,
  kind: code(Object.values(DEPOSIT_KIND), '保证金类型不存在'),
  amount: amountRequired,
  memo: reason,
  idempotencyKey: key,
});
export type DepositInput = z.infer<typeof depositInput>;
export const depositListQuery = z
  .object({ ...listBase, kind: statusCodeParam('depositMovement', '保证金类型不存在') })
  .refine(withinCap, capMessage);
export type DepositListQuery = z.infer<typeof depositListQuery>;
export const depositRow = z.object({
  ...loanColumns,
  kind: z.number().int(),
  amount: z.string(),
  memo: z.string(),
  ledgerEntryId: z.number().int(),
});
export type DepositRow = z.infer<typeof depositRow>;
export const depositListReply = listReply(depositRow);

/** A request to adjust a loan's principal or interest; it posts only once another person approves it. */
export const adjustmentInput = z.object({
  grantId: id,
  target: code(Object.values(ADJUST_TARGET), '调整项目不存在'),
  direction: code(Object.values(ADJUST_DIRECTION), '调整方向不存在'),
  amount: amountRequired,
  reason,
  idempotencyKey: key,
});
export type AdjustmentInput = z.infer<typeof adjustmentInput>;
export const adjustmentListQuery = z
  .object({ ...listBase, status: statusCodeParam('loanChange', '状态不存在') })
  .refine(withinCap, capMessage);
export type AdjustmentListQuery = z.infer<typeof adjustmentListQuery>;
export const adjustmentRow = z.object({
  ...loanColumns,
  ...decisionColumns,
  target: z.number().int(),
  direction: z.number().int(),
  amount: z.string(),
  reason: z.string(),
});
export type AdjustmentRow = z.infer<typeof adjustmentRow>;
export const adjustmentListReply = listReply(adjustmentRow);

/** Approve (optional comment) or reject (a reason) at the version read. */
export const loanDecisionBody = z.object({ version: versionField, comment: z.string().trim().max(200, '最多200个字符').optional() });
export const loanRejectBody = z.object({ version: versionField, comment: reason });
export type LoanDecisionBody = z.infer<typeof loanDecisionBody>;

const borrowTypes = Object.keys(BORROW_TYPE_TEXT).map(Number);
/** A loan's borrow type changed: from what, to what, why. */
export const borrowTypeChangeInput = z.object({
  grantId: id,
  toType: code(borrowTypes, '借款类型不存在'),
  reason,
});
export type BorrowTypeChangeInput = z.infer<typeof borrowTypeChangeInput>;
export const borrowTypeLogQuery = z
  .object({
    ...listBase,
    toType: optionalParam(
      z.coerce
        .number()
        .int()
        .refine((v) => borrowTypes.includes(v), '借款类型不存在'),
    ),
  })
  .refine(withinCap, capMessage);
export type BorrowTypeLogQuery = z.infer<typeof borrowTypeLogQuery>;
/** A type change request and its decision: the bill's type moves only on approval (decision 0061). */
export const borrowTypeLogRow = z.object({
  ...loanColumns,
  ...decisionColumns,
  fromType: z.number().int(),
  toType: z.number().int(),
  reason: z.string(),
});
export type BorrowTypeLogRow = z.infer<typeof borrowTypeLogRow>;
export const borrowTypeLogReply = listReply(borrowTypeLogRow);

/** An extension (展期): more days on the loan's term for a fee, once another person approves. */
export const extensionInput = z.object({
  grantId: id,
  extraDays: z
    .number({ error: '展期天数须为1到365的整数' })
    .int('展期天数须为1到365的整数')
    .min(1, '展期天数须为1到365的整数')
    .max(365, '展期天数须为1到365的整数'),
  fee: z.string().regex(/^(0|[1-9]\d{0,8})(\.\d{1,2})?$/, '请填写两位小数以内的金额'),
  reason,
  idempotencyKey: key,
});
export type ExtensionInput = z.infer<typeof extensionInput>;
export const extensionListQuery = z
  .object({ ...listBase, status: statusCodeParam('loanChange', '状态不存在') })
  .refine(withinCap, capMessage);
export type ExtensionListQuery = z.infer<typeof extensionListQuery>;
export const extensionRow = z.object({
  ...loanColumns,
  ...decisionColumns,
  billType: z.number().int(),
  oldDueDate: z.string(),
  newDueDate: z.string(),
  extraDays: z.number().int(),
  fee: z.string(),
  reason: z.string(),
});
export type ExtensionRow = z.infer<typeof extensionRow>;
export const extensionListReply = listReply(extensionRow);

/** The loan accounts a form may pick, in the scope of its page's code (the first 100, newest first). */
export const recordLoanOptions = z.object({
  list: z.array(
    z.object({
      id: z.number().int(),
      billNo: z.string(),
      customerName: z.string(),
      borrowType: z.number().int(),
      drawnAmount: z.string(),
      /** The current values a change dialog shows (decision 0061): the plan's principal and interest unpaid, the due day. */
      outstanding: z.string().nullable(),
      unpaidInterest: z.string().nullable(),
      dueDate: z.string(),
    }),
  ),
});
export type RecordLoanOptions = z.infer<typeof recordLoanOptions>;
