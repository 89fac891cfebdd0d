import type { LocalisedText } from '../route-table/route-table.types';

/** The borrow module's error replies, in both languages; spread into MESSAGES (api/messages.ts). */
export const BORROW_REPLY_MESSAGES = {
  borrowLoanNotFound: { 'zh-CN': '借款不存在或不在您的数据范围内', 'en-US': 'The loan does not exist or is outside your data scope' },
  borrowVoucherNotFound: { 'zh-CN': '凭证图片不存在，请重新上传', 'en-US': 'A voucher image was not found: upload it again' },
  borrowVoucherUsed: { 'zh-CN': '凭证图片已被使用', 'en-US': 'A voucher image is already in use' },
  borrowPaymentStale: { 'zh-CN': '该记录已被他人处理，请刷新后重试', 'en-US': 'Someone else acted on the record: refresh and try again' },
  borrowNotFound: { 'zh-CN': '记录不存在或不在您的数据范围内', 'en-US': 'The record does not exist or is outside your data scope' },
  borrowDepositBeyondBalance: {
    'zh-CN': '退还金额超过保证金余额（余额{balance}元）',
    'en-US': 'The refund exceeds the deposit held ({balance} yuan)',
  },
  borrowDecisionStale: { 'zh-CN': '该申请已被处理，请刷新后重试', 'en-US': 'The request was already decided: refresh and try again' },
  borrowTypeUnchanged: { 'zh-CN': '新借款类型与原类型相同', 'en-US': 'The new loan type is the same as the current one' },
  borrowTypeStale: { 'zh-CN': '借款类型已被他人变更，请刷新后重试', 'en-US': 'Someone else changed the loan type: refresh and try again' },
  borrowExtensionOpen: { 'zh-CN': '该借款已有待审批的展期申请', 'en-US': 'The loan already has an extension awaiting approval' },
  borrowTypeChangeOpen: { 'zh-CN': '该借款已有待审批的借款类型变更', 'en-US': 'The loan already has a loan-type change awaiting approval' },
  borrowAdjustNoPlan: {
    'zh-CN': '该借款尚无还款计划，不能调整本金或利息',
    'en-US': 'The loan has no repayment plan yet: its principal or interest cannot be adjusted',
  },
  borrowAdjustSettled: { 'zh-CN': '该借款已结清，不能调整', 'en-US': 'The loan is settled and cannot be adjusted' },
  borrowAdjustPrincipalDown: {
    'zh-CN': '调减本金不能超过剩余本金（剩余本金{limit}元）',
    'en-US': 'A principal decrease cannot exceed the principal outstanding ({limit} yuan)',
  },
  borrowAdjustPrincipalUp: {
    'zh-CN': '调增本金不能超过已放款且已归还或调减的本金（最多{limit}元）',
    'en-US': 'A principal increase cannot exceed the principal drawn and no longer outstanding (at most {limit} yuan)',
  },
  borrowAdjustInterestDown: {
    'zh-CN': '减免利息不能超过未还利息（未还利息{limit}元）',
    'en-US': 'An interest waiver cannot exceed the interest unpaid ({limit} yuan)',
  },
  borrowAdjustInterestUp: {
    'zh-CN': '调增利息不能超过此前减免的利息（最多{limit}元）',
    'en-US': 'An interest increase cannot exceed the interest waived before (at most {limit} yuan)',
  },
} as const satisfies Record<string, LocalisedText>;
