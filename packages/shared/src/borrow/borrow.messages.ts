import type { LocalisedText } from '../route-table/route-table.types';

/** The borrow module's error replies, in both languages; spread into MESSAGES (api/messages.ts). */
export const BORROW_REPLY_MESSAGES = {
  borrowLoanNotFound: { 'zh-CN': '借款不存在或不在您的数据范围内', 'en-US': 'The loan does not exist or is outside your data scope' },
  borrowVoucherNotFound: { 'zh-CN': '凭证图片不存在，请重新上传', 'en-US': 'A voucher image was not found: upload it again' },
  borrowVoucherUsed: { 'zh-CN': '凭证图片已被使用', 'en-US': 'A voucher image is already in use' },
  borrowPaymentStale: { 'zh-CN': '该记录已被他人处理，请刷新后重试', 'en-US': 'Someone else acted on the record: refresh and try again' },
  borrowPaymentKeyReused: { 'zh-CN': '幂等键已用于另一笔付款', 'en-US': 'The idempotency key was used for another payment' },
  borrowNotFound: { 'zh-CN': '记录不存在或不在您的数据范围内', 'en-US': 'The record does not exist or is outside your data scope' },
  borrowDepositBeyondBalance: {
    'zh-CN': '退还金额超过保证金余额（余额{balance}元）',
    'en-US': 'The refund exceeds the deposit held ({balance} yuan)',
  },
  borrowKeyReused: { 'zh-CN': '幂等键已用于另一笔申请', 'en-US': 'The idempotency key was used for another request' },
  borrowDecisionStale: { 'zh-CN': '该申请已被处理，请刷新后重试', 'en-US': 'The request was already decided: refresh and try again' },
  borrowOwnRequest: { 'zh-CN': '不能审批自己提交的申请', 'en-US': 'You cannot decide your own request' },
  borrowTypeUnchanged: { 'zh-CN': '新借款类型与原类型相同', 'en-US': 'The new loan type is the same as the current one' },
  borrowTypeStale: { 'zh-CN': '借款类型已被他人变更，请刷新后重试', 'en-US': 'Someone else changed the loan type: refresh and try again' },
  borrowExtensionOpen: { 'zh-CN': '该借款已有待审批的展期申请', 'en-US': 'The loan already has an extension awaiting approval' },
} as const satisfies Record<string, LocalisedText>;
