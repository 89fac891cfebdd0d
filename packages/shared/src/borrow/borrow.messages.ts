import type { LocalisedText } from '../route-table/route-table.types';

/** The borrow module's error replies, in both languages; spread into MESSAGES (api/messages.ts). */
export const BORROW_REPLY_MESSAGES = {
  borrowLoanNotFound: { 'zh-CN': '借款不存在或不在您的数据范围内', 'en-US': 'The loan does not exist or is outside your data scope' },
  borrowVoucherNotFound: { 'zh-CN': '凭证图片不存在，请重新上传', 'en-US': 'A voucher image was not found: upload it again' },
  borrowVoucherUsed: { 'zh-CN': '凭证图片已被使用', 'en-US': 'A voucher image is already in use' },
  borrowPaymentStale: { 'zh-CN': '该记录已被他人处理，请刷新后重试', 'en-US': 'Someone else acted on the record: refresh and try again' },
  borrowPaymentKeyReused: { 'zh-CN': '幂等键已用于另一笔付款', 'en-US': 'The idempotency key was used for another payment' },
  borrowNotFound: { 'zh-CN': '记录不存在或不在您的数据范围内', 'en-US': 'The record does not exist or is outside your data scope' },
} as const satisfies Record<string, LocalisedText>;
