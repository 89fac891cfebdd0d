import type { LocalisedText } from '../route-table/route-table.types';

/** The withholding and recharge errors, in both languages; spread into MESSAGES (api/messages.ts). */
export const WITHHOLD_REPLY_MESSAGES = {
  withholdNotFound: {
    'zh-CN': '代扣记录不存在或不在您的数据范围内',
    'en-US': 'The withholding does not exist or is outside your data scope',
  },
  withholdNothingDue: {
    'zh-CN': '该期不在应还范围内或已还清',
    'en-US': 'That instalment is not due or is already paid',
  },
  withholdNoCard: {
    'zh-CN': '该借款没有可用的银行卡，无法代扣',
    'en-US': 'The loan has no bank card in use to withhold from',
  },
  withholdOpen: {
    'zh-CN': '该期已有代扣在处理中，请先查询其结果',
    'en-US': 'A withholding of this instalment is still in progress; query its result first',
  },
  withholdNotRetryable: {
    'zh-CN': '只有代扣失败的记录可以重新代扣',
    'en-US': 'Only a failed withholding can be retried',
  },
  withholdNotPending: {
    'zh-CN': '只有结果未知的代扣可以查询结果',
    'en-US': 'Only a withholding whose result is unknown can be queried',
  },
  withholdChannelRefused: {
    'zh-CN': '代扣通道拒绝：余额不足或卡状态异常',
    'en-US': 'The channel refused the debit: insufficient funds or the card is blocked',
  },
  withholdPaidUp: {
    'zh-CN': '该期已还清，无需代扣',
    'en-US': 'That instalment is paid; there is nothing to withhold',
  },
  rechargeOverOwed: {
    'zh-CN': '充值金额超出应还金额：本次最多 {max} 元（到期应还、本期应还及费用，已扣除客户余额）',
    'en-US': 'The recharge is more than is owed: at most {max} (what is due, the current instalment and fees, less the credit)',
  },
  rechargeNotFound: {
    'zh-CN': '充值记录不存在或不在您的数据范围内',
    'en-US': 'The recharge does not exist or is outside your data scope',
  },
  rechargeDecided: {
    'zh-CN': '该充值记录已处理，请刷新后重试',
    'en-US': 'The recharge has already been decided; refresh and try again',
  },
} as const satisfies Record<string, LocalisedText>;
