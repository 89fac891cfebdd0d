import type { LocalisedText } from '../route-table/route-table.types';

/** The loan-voucher module's error replies, in both languages; spread into MESSAGES (api/messages.ts). */
export const LOAN_VOUCHER_REPLY_MESSAGES = {
  loanVoucherLoanNotFound: {
    'zh-CN': '借款不存在、尚未放款或不在您的数据范围内',
    'en-US': 'The loan does not exist, has not been paid out, or is outside your data scope',
  },
  loanVoucherStale: {
    'zh-CN': '放款凭证已被他人处理，请刷新后重试',
    'en-US': 'Someone else has acted on this loan voucher: refresh and try again',
  },
  loanVoucherImageNotFound: { 'zh-CN': '凭证图片不存在', 'en-US': 'A voucher image does not exist' },
  loanVoucherImageUsed: { 'zh-CN': '凭证图片已被使用', 'en-US': 'A voucher image is already used' },
} as const satisfies Record<string, LocalisedText>;
