import { z } from 'zod';
import { capMessage, statusCodeParam, withTotalParam, withinCap } from '../bank-card/bank.schema';
import { FUND_PARTY_CODES } from '../bill/fund-parties';
import { keywordParam, optionalParam, registryPaging, versionField } from '../borrower/registry-common';
import { id } from '../validation/primitives';
import { amountRequired } from '../validation/rules';
import { BATCH_ACTIONS } from './batch.status';

const fundingParty = z.enum(FUND_PARTY_CODES, { error: '资金方不存在' });
const idempotencyKey = z.string({ error: '缺少幂等键' }).trim().min(8, '缺少幂等键').max(64, '幂等键过长');

/** A new batch: one funding party and its loans (loan accounts: grants that drew money), each once. */
export const batchInput = z.object({
  fundingParty,
  loanIds: z
    .array(id, { error: '请选择借款' })
    .min(1, '请选择借款')
    .max(200, '一个批次最多200笔借款')
    .refine((ids) => new Set(ids).size === ids.length, '借款不能重复'),
});
export type BatchInput = z.infer<typeof batchInput>;

/** A move at the version read; pushes, withdrawals and repayments carry an idempotency key, a repayment its amount. */
export const batchActionParams = z.object({ id, action: z.enum(BATCH_ACTIONS, { error: '操作不存在' }) });
export const batchActionBody = z.object({
  version: versionField,
  idempotencyKey: idempotencyKey.optional(),
  amount: amountRequired.optional(),
});
export type BatchActionBody = z.infer<typeof batchActionBody>;

export const batchListQuery = z
  .object({
    ...registryPaging,
    /** A batch number prefix. */
    keyword: keywordParam,
    status: statusCodeParam('batchBill', '状态不存在'),
    fundingParty: optionalParam(fundingParty),
    withTotal: withTotalParam,
  })
  .refine(withinCap, capMessage);
export type BatchListQuery = z.infer<typeof batchListQuery>;

/** The loans a batch for a party may take: drawn, in scope, in no open batch. */
export const batchCandidateQuery = z.object({ fundingParty, keyword: keywordParam });
export const batchLoan = z.object({
  loanId: z.number().int(),
  billNo: z.string(),
  customerName: z.string(),
  principal: z.string(),
});
export type BatchLoan = z.infer<typeof batchLoan>;
export const batchCandidates = z.object({ list: z.array(batchLoan) });

export const batchRow = z.object({
  id: z.number().int(),
  batchNo: z.string(),
  fundingParty: z.string(),
  status: z.number().int(),
  loanCount: z.number().int(),
  principalTotal: z.string(),
  withdrawnAmount: z.string(),
  repaidAmount: z.string(),
  createdByName: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number().int(),
});
export type BatchRow = z.infer<typeof batchRow>;

export const batchListReply = z.object({
  list: z.array(batchRow),
  total: z.number().int().nullable(),
  totalExact: z.boolean().nullable(),
});
export type BatchListReply = z.infer<typeof batchListReply>;

/** One move in a batch's history: the action, the statuses, the party's answer and the money it moved. */
export const batchMove = z.object({
  id: z.number().int(),
  action: z.string(),
  fromStatus: z.number().int().nullable(),
  toStatus: z.number().int(),
  outcome: z.string().nullable(),
  amount: z.string().nullable(),
  partyRef: z.string().nullable(),
  actorName: z.string(),
  at: z.string(),
});
export type BatchMove = z.infer<typeof batchMove>;

export const batchDetail = batchRow.extend({
  loans: z.array(batchLoan),
  moves: z.array(batchMove),
});
export type BatchDetail = z.infer<typeof batchDetail>;

export const batchMoveReply = z.object({ status: z.number().int(), version: z.number().int(), outcome: z.string().nullable() });
export type BatchMoveReply = z.infer<typeof batchMoveReply>;

/** The simulator's next answer (tests and demos), as the grant's channel simulator takes. */
export const partyNextBody = z.object({
  outcome: z.enum(['accepted', 'partial', 'rejected', 'timeout'], { error: '应答不存在' }).optional(),
});
/** What the simulator was asked to answer next, and how many requests it has received (null: a real adapter is connected). */
export const partyNextReply = z.object({ outcome: z.string().nullable(), received: z.number().int().nullable() });
