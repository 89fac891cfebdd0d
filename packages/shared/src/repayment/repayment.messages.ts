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
  repaymentOverOwed: {
    'zh-CN': '金额超出应还金额：本次最多 {max} 元（到期应还、本期应还及费用，已扣除客户余额）；提前还清请选择提前结清',
    'en-US':
      'The amount is more than is owed: at most {max} (what is due, the current instalment and fees, less the credit); to repay everything choose early settlement',
  },
  repaymentSettleOver: {
    'zh-CN': '提前结清金额超出结清金额：结清需付 {toPay} 元，最多 {max} 元（取整到百元）',
    'en-US': 'The amount is more than the settlement: {toPay} to pay, at most {max} (rounded up to the hundred)',
  },
  repaymentOverOwedNow: {
    'zh-CN': '应还金额已变化，本笔超出现在应还的 {max} 元，请驳回后重新登记',
    'en-US': 'What is owed has changed: this is more than the {max} owed now; reject it and record it again',
  },
  repaymentSettingsStale: {
    'zh-CN': '还款顺序已被他人修改，请刷新后重试',
    'en-US': 'The repayment order was changed by someone else; refresh and try again',
  },
} as const satisfies Record<string, LocalisedText>;
