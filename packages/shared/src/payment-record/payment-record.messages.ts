import type { LocalisedText } from '../route-table/route-table.types';

/** The payment-record module's error replies, in both languages; spread into MESSAGES (api/messages.ts). */
export const PAYMENT_RECORD_REPLY_MESSAGES = {
  paymentRecordNotFound: {
    'zh-CN': '付款记录不存在或不在您的数据范围内',
    'en-US': 'The payment record does not exist or is outside your data scope',
  },
  paymentRecordStale: {
    'zh-CN': '付款记录已被他人处理，请刷新后重试',
    'en-US': 'Someone else has acted on this payment record: refresh and try again',
  },
  paymentRecordBillNotFound: {
    'zh-CN': '报单不存在或不在您的数据范围内',
    'en-US': 'The bill does not exist or is outside your data scope',
  },
  paymentRecordVoucherNotFound: { 'zh-CN': '凭证图片不存在', 'en-US': 'A voucher image does not exist' },
  paymentRecordVoucherUsed: { 'zh-CN': '凭证图片已被使用', 'en-US': 'A voucher image is already used' },
} as const satisfies Record<string, LocalisedText>;
