import { z } from 'zod';
import { capMessage, cappedListReply, statusCodeParam, withTotalParam, withinCap } from '../bank-card/bank.schema';
import { keywordParam, optionalParam, registryPaging } from '../borrower/registry-common';
import { CHANNEL_OUTCOMES } from '../grant/grant.constants';
import { ID_MAX, isoDate } from '../validation/primitives';
import { requiredText } from '../validation/rule-kit';
import { amountRequired } from '../validation/rules';
import { maxCharsCheck } from '../validation/text-checks';

/** A withholding request and each of its attempts (STATUS_LISTS.withhold, decision 0047). */
export const WITHHOLD_STATUS = { inProgress: 1, succeeded: 2, failed: 3, timedOut: 4 } as const;

/** The lists send numbers from the URL as text, and a POST body's withTotal as a number. */
const withTotal = z.preprocess((v) => (typeof v === 'number' ? String(v) : v), withTotalParam);
const dayParam = optionalParam(isoDate('请输入正确的时间格式'));
const money = z.string();
const idempotencyKey = z.string().trim().min(8, '缺少幂等键').max(64, '幂等键过长');
const loanId = z.number({ error: '缺少借款编号' }).int().min(1).max(ID_MAX);

/**
 * What tells two loans of one bill apart on the lists and pickers (decision 0065): the loan's number
 * (loanId, 借款编号), the amount drawn, the method and a due day (the instalment's, or the next unpaid).
 */
const loanFacts = {
  loanPrincipal: money.nullable(),
  loanMethod: z.string().nullable(),
  dueDate: z.string().nullable(),
};

/** withholdRecordList and the withholding desk: bill number or customer prefix, status, the day it was asked. */
export const withholdListQuery = z
  .object({
    ...registryPaging,
    keyword: keywordParam,
    status: statusCodeParam('withhold', '状态不存在'),
    dayFrom: dayParam,
    dayTo: dayParam,
    withTotal,
  })
  .refine(withinCap, capMessage);
export type WithholdListQuery = z.infer<typeof withholdListQuery>;

/** A withholding request: the instalment it is for, what was asked of the card, and where it stands. */
export const withholdRow = z.object({
  id: z.number().int(),
  loanId: z.number().int(),
  billNo: z.string(),
  customerName: z.string(),
  period: z.number().int(),
  amount: money,
  cardLabel: z.string(),
  status: z.number().int(),
  attempts: z.number().int(),
  channelRef: z.string().nullable(),
  /** The channel's reason for the last refusal, a catalogue key. */
  failureReason: z.string().nullable(),
  ledgerEntryId: z.number().int().nullable(),
  createdByName: z.string(),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
  ...loanFacts,
});
export type WithholdRow = z.infer<typeof withholdRow>;
export const withholdListReply = cappedListReply(withholdRow);

/** One call to the channel for a request: the first, each retry and each status query's answer. */
export const withholdAttemptRow = z.object({
  id: z.number().int(),
  status: z.number().int(),
  channelRef: z.string(),
  failureReason: z.string().nullable(),
  createdByName: z.string(),
  createdAt: z.string(),
});
export const withholdDetail = withholdRow.extend({ attemptList: z.array(withholdAttemptRow) });
export type WithholdDetail = z.infer<typeof withholdDetail>;

/** Start a withholding of one due instalment; the amount is what the instalment owes on the business date. */
export const withholdInput = z.object({
  loanId,
  period: z.number({ error: '缺少期数' }).int().min(1, '期数不存在').max(600, '期数不存在'),
  idempotencyKey,
});
export type WithholdInput = z.infer<typeof withholdInput>;

/** The desk's choices: instalments due on the business date and not yet paid, in the caller's scope. */
export const withholdDuesQuery = z.object({ ...registryPaging, keyword: keywordParam, withTotal }).refine(withinCap, capMessage);
export type WithholdDuesQuery = z.infer<typeof withholdDuesQuery>;
export const withholdDueRow = z.object({
  loanId: z.number().int(),
  billNo: z.string(),
  customerName: z.string(),
  period: z.number().int(),
  reFundTime: z.string(),
  /** What leaves this instalment paid: its own lines, earlier arrears and the bill's fees, less the credit (decision 0065). */
  due: money,
  status: z.number().int(),
  /** A withholding of it is in progress or awaits its result: a second one would be refused. */
  inProgress: z.boolean(),
  ...loanFacts,
});
export type WithholdDueRow = z.infer<typeof withholdDueRow>;
export const withholdDuesReply = cappedListReply(withholdDueRow);

export const withholdChannelNextBody = z.object({
  outcome: z.enum(CHANNEL_OUTCOMES, { error: '模拟结果只能是confirm、fail或timeout' }),
});

/** Reconciliation of one day: what the channel reports as debited against what was posted. */
export const withholdReconcileBody = z.object({ day: isoDate('请输入正确的时间格式') });
export const WITHHOLD_MISMATCH_KINDS = ['notPosted', 'notAtChannel', 'amountDiffers', 'overCollected'] as const;
export const withholdReconcileReply = z.object({
  id: z.number().int(),
  day: z.string(),
  channelCount: z.number().int(),
  postedCount: z.number().int(),
  mismatches: z.array(
    z.object({
      kind: z.enum(WITHHOLD_MISMATCH_KINDS),
      channelRef: z.string(),
      requestId: z.number().int().nullable(),
      channelAmount: money.nullable(),
      postedAmount: money.nullable(),
      /** overCollected: what was debited above what the instalment owed when it was posted (decision 0065). */
      overAmount: money.optional(),
    }),
  ),
  createdAt: z.string(),
});
export type WithholdReconcileReply = z.infer<typeof withholdReconcileReply>;

/** rechargeRecordList: bill number or customer prefix, status, the day the money arrived. */
export const rechargeListQuery = z
  .object({
    ...registryPaging,
    keyword: keywordParam,
    status: statusCodeParam('recharge', '状态不存在'),
    dayFrom: dayParam,
    dayTo: dayParam,
    withTotal,
  })
  .refine(withinCap, capMessage);
export type RechargeListQuery = z.infer<typeof rechargeListQuery>;

/** Money a borrower paid in by transfer: the loan, the amount, the payer, the bank's reference and the day. */
export const rechargeInput = z.object({
  loanId,
  amount: amountRequired,
  payerName: requiredText('required', maxCharsCheck(40)),
  transferRef: requiredText('required', maxCharsCheck(64)),
  paidOn: isoDate('请输入正确的时间格式'),
  idempotencyKey,
});
export type RechargeInput = z.infer<typeof rechargeInput>;
export const rechargeRejectBody = z.object({ reason: requiredText('required', maxCharsCheck(200)) });
export type RechargeRejectBody = z.infer<typeof rechargeRejectBody>;

export const rechargeRow = z.object({
  id: z.number().int(),
  loanId: z.number().int(),
  billNo: z.string(),
  customerName: z.string(),
  amount: money,
  payerName: z.string(),
  transferRef: z.string(),
  paidOn: z.string(),
  status: z.number().int(),
  credit: money,
  ledgerEntryId: z.number().int().nullable(),
  rejectReason: z.string().nullable(),
  createdBy: z.number().int(),
  createdByName: z.string(),
  createdAt: z.string(),
  reviewedByName: z.string().nullable(),
  ...loanFacts,
});
export type RechargeRow = z.infer<typeof rechargeRow>;
export const rechargeListReply = cappedListReply(rechargeRow);

/** Loans money can be recorded against: not settled, in the caller's scope (the recharge form's choice). */
export const rechargeLoanChoicesQuery = z.object({ keyword: keywordParam });
export const rechargeLoanChoices = z.object({
  list: z.array(z.object({ loanId: z.number().int(), billNo: z.string(), customerName: z.string(), ...loanFacts })),
});
export type RechargeLoanChoices = z.infer<typeof rechargeLoanChoices>;
