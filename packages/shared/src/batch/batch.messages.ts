import type { LocalisedText } from '../route-table/route-table.types';

/** The batch module's error replies, in both languages; spread into MESSAGES (api/messages.ts). */
export const BATCH_REPLY_MESSAGES = {
  batchNotFound: { 'zh-CN': '批次不存在或不在您的数据范围内', 'en-US': 'The batch does not exist or is outside your data scope' },
  batchStale: { 'zh-CN': '该批次已被他人处理，请刷新后重试', 'en-US': 'Someone else has acted on this batch: refresh and try again' },
  batchMoveNotAllowed: {
    'zh-CN': '批次当前状态不允许此操作，请刷新后查看',
    'en-US': 'This move is not allowed at the batch’s current status: refresh to see it',
  },
  batchLoanUnavailable: {
    'zh-CN': '所选借款不属于该资方、未放款、不在您的数据范围内或已在其他未结批次中',
    'en-US': 'A chosen loan is not with this funding party, not drawn, outside your scope, or already in an open batch',
  },
  batchPartyRefused: { 'zh-CN': '资方拒绝了该操作', 'en-US': 'The funding party refused the request' },
  batchPartyTimeout: {
    'zh-CN': '资方未应答，请稍后用同一幂等键重试',
    'en-US': 'The funding party did not answer: retry later with the same key',
  },
  batchKeyRequired: { 'zh-CN': '缺少幂等键', 'en-US': 'An idempotency key is required' },
  batchAmountRequired: { 'zh-CN': '请填写还款金额', 'en-US': 'Enter the amount repaid' },
  batchRepayBeyond: {
    'zh-CN': '还款金额超过未还金额{remaining}元',
    'en-US': 'The amount is more than the {remaining} yuan left to repay',
  },
} as const satisfies Record<string, LocalisedText>;
