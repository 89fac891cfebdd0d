import type { LocalisedText } from '../route-table/route-table.types';

/** The archive module's error replies, in both languages; spread into MESSAGES (api/messages.ts). */
export const ARCHIVE_REPLY_MESSAGES = {
  archiveDisposalNotFound: {
    'zh-CN': '永久出库申请不存在或不在您的数据范围内',
    'en-US': 'The disposal request does not exist or is outside your data scope',
  },
  archiveDisposalStale: {
    'zh-CN': '该永久出库申请已被他人处理，请刷新后重试',
    'en-US': 'Someone else acted on the disposal request: refresh and try again',
  },
  archiveDisposalPending: {
    'zh-CN': '该档案已有待审批的永久出库申请',
    'en-US': 'A disposal request for this document already awaits approval',
  },
  archiveDisposalLoanOpen: {
    'zh-CN': '借款尚未结清，原件不能永久出库；如确需出库，请填写例外原因',
    'en-US': 'The loan is not settled: the original cannot leave for good unless you state an exception and its reason',
  },
  archiveNotFound: { 'zh-CN': '档案不存在或不在您的数据范围内', 'en-US': 'The document does not exist or is outside your data scope' },
  archiveStale: { 'zh-CN': '该档案已被他人修改，请刷新后重试', 'en-US': 'Someone else changed the document: refresh and try again' },
  archiveWrongStatus: {
    'zh-CN': '档案当前状态不允许此操作',
    'en-US': 'The document’s stock status does not allow this',
  },
  archiveBillNotLoan: { 'zh-CN': '只有终审通过的报单才能建档', 'en-US': 'Only a bill that passed final review can be archived' },
  archiveApproverUnknown: { 'zh-CN': '员工不存在或已停用', 'en-US': 'The staff member does not exist or is disabled' },
  archiveTransferNotFound: {
    'zh-CN': '调档申请不存在或不在您的数据范围内',
    'en-US': 'The transfer does not exist or is outside your data scope',
  },
  archiveTransferStale: {
    'zh-CN': '该调档申请已被他人处理，请刷新后重试',
    'en-US': 'Someone else acted on the transfer: refresh and try again',
  },
  archiveTransferItemsUnavailable: {
    'zh-CN': '所选档案不属于该报单或当前不在库',
    'en-US': 'A chosen document is not of this bill or not in stock',
  },
  archiveTransferWrongStatus: {
    'zh-CN': '调档申请当前状态不允许此操作',
    'en-US': 'The transfer’s status does not allow this',
  },
  archiveTransferNotApprover: {
    'zh-CN': '您不在调档审批人名单中（系统设置 › 调档角色）',
    'en-US': 'You are not an archive transfer approver (System settings › Archive transfer roles)',
  },
  archiveTransferReturnUnknown: {
    'zh-CN': '所选档案不在该调档申请的待归还档案中',
    'en-US': 'A chosen document is not out on this transfer',
  },
  archiveTransferBlacklisted: {
    'zh-CN': '您在调档黑名单中，不能申请调档',
    'en-US': 'You are on the transfer blacklist and may not request files',
  },
  archiveTransferLocked: {
    'zh-CN': '{name}正在处理该调档申请，请稍后再试',
    'en-US': '{name} is working on this transfer: try again later',
  },
  archiveAuditNothing: {
    'zh-CN': '所选档案不属于该报单或已不在待入库状态',
    'en-US': 'A chosen document is not of this bill or no longer waiting to go into stock',
  },
  archiveExtensionDate: {
    'zh-CN': '延期归还日期须晚于原归还日期',
    'en-US': 'The new return date must be after the current one',
  },
  archiveExtensionNotApplicant: {
    'zh-CN': '只有调档申请人可以申请延期',
    'en-US': 'Only the applicant may ask for an extension',
  },
} as const satisfies Record<string, LocalisedText>;
