import type { LocalisedText } from '../route-table/route-table.types';

/** The grant module's error replies, in both languages; spread into MESSAGES (api/messages.ts). */
export const GRANT_REPLY_MESSAGES = {
  grantNotFound: {
    'zh-CN': '放款申请不存在或不在您的数据范围内',
    'en-US': 'The disbursement request does not exist or is outside your data scope',
  },
  grantStale: { 'zh-CN': '该放款申请已被他人处理，请刷新后重试', 'en-US': 'Someone else changed the request: refresh and try again' },
  grantBillNotApproved: { 'zh-CN': '报单未通过终审，不能申请放款', 'en-US': 'The bill has not passed final review' },
  grantAmountAboveBill: {
    'zh-CN': '放款金额不能超过报单剩余可申请金额{limit}元',
    'en-US': 'The amount may not exceed what the bill has left to request: {limit}',
  },
  grantCardNotBorrowers: {
    'zh-CN': '收款银行卡不是该借款人名下在用的卡',
    'en-US': 'The receiving card is not one of the borrower’s cards in use',
  },
  grantFundPartyNotAgreed: {
    'zh-CN': '资金方须为终审确定的{party}',
    'en-US': 'The funding party must be the one final review decided: {party}',
  },
  grantFundPartyRequired: {
    'zh-CN': '请选择资金方（该报单的借款条件未确定资金方）',
    'en-US': 'Choose the funding party (the bill’s terms name none)',
  },
  grantNotResubmittable: {
    'zh-CN': '只有被驳回或已撤回的申请可以重新提交',
    'en-US': 'Only a rejected or withdrawn request can be sent again',
  },
  grantNotIssuable: { 'zh-CN': '该申请尚未到财务放款环节', 'en-US': 'The request has not reached finance' },
  grantDrawBeyondAmount: {
    'zh-CN': '放款金额超出批复金额，剩余可放款{remaining}元',
    'en-US': 'The draw exceeds the approved amount: {remaining} remains',
  },
  grantHasDraws: { 'zh-CN': '已有放款记录，不能驳回', 'en-US': 'Draws have been made: the request cannot be rejected' },
  grantMortgageNotRegistered: {
    'zh-CN': '该报单的抵押尚未全部登记，暂不能放款',
    'en-US': 'The bill’s mortgage is not fully registered yet: no money may be drawn',
  },
  grantGateMissing: {
    'zh-CN': '该报单尚不能申请放款：{missing}',
    'en-US': 'The bill is not ready for a disbursement request: {missing}',
  },
  grantDrawNotInProgress: { 'zh-CN': '只有处理中的放款可以查询结果', 'en-US': 'Only a draw in progress can be settled' },
  grantDrawNotFound: { 'zh-CN': '放款记录不存在', 'en-US': 'The draw does not exist' },
  grantChannelTimeout: { 'zh-CN': '支付通道超时，结果待查询', 'en-US': 'The payment channel timed out; the result is pending' },
  grantChannelRefused: { 'zh-CN': '支付通道拒绝了转账', 'en-US': 'The payment channel refused the transfer' },
  grantChannelNotReceived: {
    'zh-CN': '支付通道未收到该转账，已作废',
    'en-US': 'The payment channel never received the transfer; it is void',
  },
  grantDrawNotCancellable: {
    'zh-CN': '只有未出款（待处理、处理中或失败）的放款可以取消',
    'en-US': 'Only a draw that has not paid out (pending, in progress or failed) can be cancelled',
  },
  grantDrawPaidOut: {
    'zh-CN': '支付通道已出款，不能取消；该放款已记为成功',
    'en-US': 'The payment channel has paid: the draw cannot be cancelled and is now recorded as succeeded',
  },
  grantDrawChannelUndecided: {
    'zh-CN': '支付通道尚不能确认该转账不会出款，请稍后再试',
    'en-US': 'The payment channel cannot yet confirm the transfer will not pay: try again later',
  },
  grantDrawPayDatePast: {
    'zh-CN': '付款日期不能早于当前业务日期{date}',
    'en-US': 'The payment date may not be before the business date {date}',
  },
  grantDrawNotRetryable: {
    'zh-CN': '只有部分成功的放款可以重发失败部分',
    'en-US': 'Only a partly succeeded draw can send its failed part again',
  },
} as const satisfies Record<string, LocalisedText>;
