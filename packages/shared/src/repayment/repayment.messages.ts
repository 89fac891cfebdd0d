import type { LocalisedText } from '../route-table/route-table.types';

/** The repayment module's error replies, in both languages; spread into MESSAGES (api/messages.ts). */
export const REPAYMENT_REPLY_MESSAGES = {
  repaymentLoanNotFound: { 'zh-CN': '借款不存在或不在您的数据范围内', 'en-US': 'The loan does not exist or is outside your data scope' },
  repaymentLoanSettled: { 'zh-CN': '该借款已结清', 'en-US': 'The loan is already settled' },
} as const satisfies Record<string, LocalisedText>;
