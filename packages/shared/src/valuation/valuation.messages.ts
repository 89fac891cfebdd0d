import type { LocalisedText } from '../route-table/route-table.types';

/** The valuation module's error replies, in both languages (the spec's own msgs stay in VALUATION_MESSAGES). */
export const VALUATION_REPLY_MESSAGES = {
  manualTotalMismatch: {
    'zh-CN': '手动总价应为{total}万元（面积×单价÷10000）',
    'en-US': 'The manual total should be {total} ten-thousand yuan (area × unit price ÷ 10000)',
  },
  furtherEnquiryNotFound: { 'zh-CN': '询价记录不存在', 'en-US': 'The enquiry record does not exist' },
  valuationProviderUnavailable: {
    'zh-CN': '估价服务暂不可用，请稍后重试',
    'en-US': 'The valuation service is unavailable, please retry later',
  },
  valuationProviderError: { 'zh-CN': '估价服务返回错误', 'en-US': 'The valuation service answered with an error' },
  valuationProviderStatus: {
    'zh-CN': '估价服务返回错误（{status}）',
    'en-US': 'The valuation service answered with an error ({status})',
  },
} as const satisfies Record<string, LocalisedText>;
