import type { LocalisedText } from '../route-table/route-table.types';

/** The repayment module's error replies, in both languages; spread into MESSAGES (api/messages.ts). */
export const REPAYMENT_REPLY_MESSAGES = {
  repaymentLoanNotFound: { 'zh-CN': '借款不存在或不在您的数据范围内', 'en-US': 'The loan does not exist or is outside your data scope' },
  businessDateNotAdvanceable: {
    'zh-CN': '生产环境不允许推进营业日',
    'en-US': 'The business date cannot be advanced in production',
  },
  businessDateNotLater: {
    'zh-CN': '新的营业日须晚于当前营业日（{date}），且不超过一年',
    'en-US': 'The new business date must be after the current one ({date}) and at most a year ahead',
  },
  repaymentLoanSettled: { 'zh-CN': '该借款已结清', 'en-US': 'The loan is already settled' },
} as const satisfies Record<string, LocalisedText>;
