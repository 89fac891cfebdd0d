import type { LocalisedText } from '../route-table/route-table.types';

/** The system-change module's error replies, in both languages; spread into MESSAGES (api/messages.ts). */
export const SYSTEM_CHANGE_REPLY_MESSAGES = {
  systemChangeNotFound: { 'zh-CN': '记录不存在或不在您的数据范围内', 'en-US': 'The record does not exist or is outside your data scope' },
  systemChangeStale: { 'zh-CN': '该记录已被他人修改，请刷新后重试', 'en-US': 'Someone else changed the record: refresh and try again' },
  systemChangeFieldNotAllowed: {
    'zh-CN': '只能变更借款类型、借款期限和资金方',
    'en-US': 'Only the loan type, the term and the funding party can be changed',
  },
  systemChangeNothing: { 'zh-CN': '请至少变更一项内容', 'en-US': 'Change at least one field' },
  systemChangeSameValue: {
    'zh-CN': '新值与报单当前值相同，无需变更',
    'en-US': "A new value is the same as the bill's current one: nothing to change",
  },
  systemChangeReasonRequired: { 'zh-CN': '请填写变更原因', 'en-US': 'Give the reason for the change' },
  systemChangeLoanPaidOut: {
    'zh-CN': '该报单已放款，借款期限和资金方不能再经系统变更修改；延长期限请申请展期',
    'en-US':
      'The loan has been paid out: its term and funding party no longer change by a system change; ask for an extension to lengthen the term',
  },
  systemChangeBillNotChangeable: {
    'zh-CN': '只有审批中或已通过终审的报单可以申请系统变更',
    'en-US': 'Only bills in approval or past final review take a system change',
  },
  systemChangeTermMismatch: {
    'zh-CN': '借款期限须符合借款类型：一抵、二抵为30天的整数倍，其他为10天的整数倍',
    'en-US': 'The term must suit the loan type: multiples of 30 days for first and second mortgages, of 10 days otherwise',
  },
  systemChangeBillChanged: {
    'zh-CN': '报单在申请后已被修改，本次变更不能生效，请驳回后重新申请',
    'en-US': 'The bill changed after this request was made: the change cannot apply. Reject it and request again',
  },
} as const satisfies Record<string, LocalisedText>;
