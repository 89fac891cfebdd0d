import { z } from 'zod';
import { billStageField } from '../bill/bill-stage.schema';
import { recordIdParams, registryPaging, versionField } from '../borrower/registry-common';
import { FUND_PARTY_CODES } from '../bill/fund-parties';
import { capMessage, cappedListReply, statusCodeParam, withTotalParam, withinCap } from '../bank-card/bank.schema';
import { id, isoDate } from '../validation/primitives';
import { optionalText, requiredText } from '../validation/rule-kit';
import { amountRequired } from '../validation/rules';
import { maxCharsCheck } from '../validation/text-checks';
import { flowRecordRow, flowStateRow } from '../workflow/workflow.actions';
import { CHANNEL_OUTCOMES, GRANT_PAGE_SIZE } from './grant.constants';

const idempotencyKey = z.string().trim().min(8, '缺少幂等键').max(64, '幂等键过长');

/** A grant request (grantRequest): on a final-approved bill, at most its amount, to one of its borrower's cards. */
const grantFields = {
  amount: amountRequired,
  cardId: id,
  /** Final review decides who lends (decision 0079): left out, the terms' funding party; given, it must be that one. */
  fundingParty: z.enum(FUND_PARTY_CODES, { error: '资金方不存在' }).optional(),
};
export const grantInput = z.object({ billId: id, ...grantFields });
export type GrantInput = z.infer<typeof grantInput>;
/** Editing a rejected or withdrawn request and sending it again, at the version read. */
export const grantResubmit = z.object({ ...grantFields, version: versionField });
export type GrantResubmit = z.infer<typeof grantResubmit>;

export const grantActBody = z.object({ flowVersion: versionField, comment: optionalText(maxCharsCheck(200)) });
export const grantRejectBody = z.object({ flowVersion: versionField, comment: requiredText('required', maxCharsCheck(200)) });

/**
 * One draw by finance: an amount and the key that makes a repeat harmless; `payDate`, a later
 * payment date than today's business date, books it pending (0) until then (decision 0052).
 */
export const drawInput = z.object({ amount: amountRequired, idempotencyKey, payDate: isoDate('请选择正确的付款日期').optional() });
export type DrawInput = z.infer<typeof drawInput>;
export const drawIdParams = z.object({ id: recordIdParams.shape.id, drawId: recordIdParams.shape.id });
/** A retry of a partly succeeded draw (4): only its failed remainder goes out, under a key of its own. */
export const drawRetryInput = z.object({ idempotencyKey });
export type DrawRetryInput = z.infer<typeof drawRetryInput>;
const DELAY_RANGE = '模拟延迟须为0到30000毫秒的整数';
export const channelNextBody = z.object({
  outcome: z.enum(CHANNEL_OUTCOMES, { error: '模拟结果只能是confirm、fail或timeout' }),
  delayMs: z
    .number({ error: DELAY_RANGE })
    .int({ error: DELAY_RANGE })
    .min(0, { error: DELAY_RANGE })
    .max(30000, { error: DELAY_RANGE })
    .optional(),
});
const NTH = '须为正整数';
/**
 * The simulator's transfers (a test and demo control): its per-transfer limit (a draw above it goes
 * out as several transfers) and which of the transfers from now on fail (1 = the next one).
 */
export const channelTransfersBody = z.object({
  limit: amountRequired.optional(),
  failNth: z
    .array(z.number({ error: NTH }).int({ error: NTH }).min(1, { error: NTH }).max(1000, { error: NTH }))
    .max(100)
    .optional(),
});
export type ChannelTransfersBody = z.infer<typeof channelTransfersBody>;

export const grantListQuery = z
  .object({
    ...registryPaging,
    status: statusCodeParam('grant', '状态不存在'),
    keyword: optionalText(maxCharsCheck(40)),
    withTotal: withTotalParam,
  })
  .refine(withinCap, capMessage);
export type GrantListQuery = z.infer<typeof grantListQuery>;

const money = z.string();
export const grantRow = z.object({
  id: z.number().int(),
  billId: z.number().int(),
  billNo: z.string(),
  /** Where the bill is now (decision 0074). */
  billStage: billStageField,
  customerName: z.string(),
  amount: money,
  /** Held by draws that are not failed or cancelled. */
  drawnAmount: money,
  succeededAmount: money,
  fundingParty: z.string(),
  cardLabel: z.string(),
  status: z.number().int(),
  applicantId: z.number().int(),
  applicantName: z.string(),
  createdAt: z.string(),
  version: z.number().int(),
});
export type GrantRow = z.infer<typeof grantRow>;
export const grantListReply = cappedListReply(grantRow);
export type GrantListReply = z.infer<typeof grantListReply>;
/** One transfer of a draw above the channel's per-transfer limit (decision 0052). */
export const drawTransferRow = z.object({
  id: z.number().int(),
  seq: z.number().int(),
  amount: money,
  status: z.number().int(),
  reference: z.string(),
  channelRef: z.string().nullable(),
  failureReason: z.string().nullable(),
  ledgerEntryId: z.number().int().nullable(),
});
export type DrawTransferRow = z.infer<typeof drawTransferRow>;

export const drawRow = z.object({
  id: z.number().int(),
  amount: money,
  status: z.number().int(),
  /** The payment date a pending draw waits for (null: sent when made). */
  payDate: z.string().nullable(),
  /** The transfers of a draw split by the channel's limit, in order (empty when it went as one). */
  transfers: z.array(drawTransferRow),
  failureReason: z.string().nullable(),
  channelRef: z.string().nullable(),
  ledgerEntryId: z.number().int().nullable(),
  createdByName: z.string(),
  createdAt: z.string(),
});
export type DrawRow = z.infer<typeof drawRow>;

export const rejectionRow = z.object({
  id: z.number().int(),
  grantId: z.number().int(),
  nodeKey: z.string(),
  status: z.number().int(),
  reason: z.string(),
  actorName: z.string(),
  createdAt: z.string(),
});
export type RejectionRow = z.infer<typeof rejectionRow>;

/** One ledger line the grant's draws posted (decision 0026): the disbursement's debit 1301 and credit 1002. */
export const grantPostingRow = z.object({
  lineId: z.number().int(),
  entryId: z.number().int(),
  drawId: z.number().int(),
  accountCode: z.string(),
  debit: money,
  credit: money,
  postedAt: z.string(),
});
export type GrantPostingRow = z.infer<typeof grantPostingRow>;

/**
 * A grant's draws or postings, a page at a time, oldest first (the detail carries the first page).
 * A page of postings is `pageSize` ledger entries with all their lines; its total counts entries.
 */
export const grantPageQuery = z.object({ pageNum: registryPaging.pageNum, pageSize: registryPaging.pageSize.default(GRANT_PAGE_SIZE) });
export type GrantPageQuery = z.infer<typeof grantPageQuery>;
export const grantDrawPage = z.object({ list: z.array(drawRow), total: z.number().int() });
export const grantPostingPage = z.object({ list: z.array(grantPostingRow), total: z.number().int() });

/** grantApproveAdd: the request, its approval trail, the first page of its draws and of their postings, and its rejections. */
export const grantDetail = grantRow.extend({
  cardId: z.number().int(),
  billAmount: money,
  flow: flowStateRow.nullable(),
  records: z.array(flowRecordRow),
  draws: z.array(drawRow),
  drawTotal: z.number().int(),
  /** The lines of the first page of postings (entries), and how many postings there are. */
  postings: z.array(grantPostingRow),
  postingTotal: z.number().int(),
  rejections: z.array(rejectionRow),
  /** The mortgage gate (decision 0032): finance may draw only while it is open; `missing` names what blocks it. */
  drawGate: z.object({ open: z.boolean(), missing: z.array(z.string()) }),
});
export type GrantDetail = z.infer<typeof grantDetail>;

export const rejectionListQuery = z.object({ ...registryPaging, grantId: z.coerce.number().int().positive().optional() });
export const rejectionListReply = z.object({ list: z.array(rejectionRow) });

/** Final-approved bills a request may be made for, and each one's receiving cards. */
export const grantableBills = z.object({
  list: z.array(
    z.object({
      id: z.number().int(),
      billNo: z.string(),
      customerName: z.string(),
      /** The bill's borrower, for adding a receiving card from the request when there is none. */
      borrowerId: z.number().int().nullable(),
      borrowAmount: money,
      fundings: z.string().nullable(),
      cards: z.array(z.object({ id: z.number().int(), label: z.string() })),
    }),
  ),
});
export type GrantableBills = z.infer<typeof grantableBills>;
