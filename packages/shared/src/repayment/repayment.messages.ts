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
  repaymentApplicationNotFound: {
    'zh-CN': '还款申请不存在或不在您的数据范围内',
    'en-US': 'The repayment application does not exist or is outside your data scope',
  },
  repaymentApplicationDecided: {
    'zh-CN': '该还款申请已处理，请刷新后重试',
    'en-US': 'The repayment application has already been decided; refresh and try again',
  },
  repaymentSettleShort: {
    'zh-CN': '提前结清金额不足：结清需 {total} 元（已扣除挂账 {credit} 元后需付 {toPay} 元）',
    'en-US': 'Not enough to settle: settling takes {total} (after the credit of {credit}, {toPay} to pay)',
  },
  repaymentRefundOverCredit: {
    'zh-CN': '退还金额超过客户余额（{credit} 元）',
    'en-US': 'The refund is more than the customer credit ({credit})',
  },
  repaymentSettingsStale: {
    'zh-CN': '还款顺序已被他人修改，请刷新后重试',
    'en-US': 'The repayment order was changed by someone else; refresh and try again',
  },
} as const satisfies Record<string, LocalisedText>;
