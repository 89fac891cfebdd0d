import type { StatusListTable } from './status-entry';

/**
 * Our own status lists (the spec shows none for these). The codes' names stay beside their
 * modules (BILL_STATUS, FIRM_STATUS, …); the labels live only here.
 */
export const OWN_STATUS_LISTS = {
  /** Decision 0009: the node a bill waits at is its flow's, not a status. */
  bill: [
    { code: 0, label: '草稿', labelEn: 'Draft', tone: 'neutral' },
    { code: 1, label: '审批中', labelEn: 'In approval', tone: 'processing' },
    { code: 2, label: '已退回', labelEn: 'Returned', tone: 'warning' },
    { code: 3, label: '已撤回', labelEn: 'Withdrawn', tone: 'neutral' },
    { code: 4, label: '终审通过', labelEn: 'Approved', tone: 'success' },
    { code: 9, label: '已作废', labelEn: 'Abandoned', tone: 'error' },
  ],
  /** Where a bill is now once final review passed it (decision 0074): its loan's stage, in order. */
  billStage: [
    { code: 1, label: '终审通过', labelEn: 'Approved', tone: 'success' },
    { code: 2, label: '已签合同', labelEn: 'Contract signed', tone: 'processing' },
    { code: 3, label: '已抵押登记', labelEn: 'Mortgage registered', tone: 'processing' },
    { code: 4, label: '已放款', labelEn: 'Granted', tone: 'processing' },
    { code: 5, label: '还款中', labelEn: 'Repaying', tone: 'processing' },
    { code: 6, label: '已逾期', labelEn: 'Overdue', tone: 'error' },
    { code: 7, label: '已结清', labelEn: 'Settled', tone: 'success' },
    { code: 8, label: '已解押', labelEn: 'Released', tone: 'success' },
    { code: 9, label: '已归档（档案已退还）', labelEn: 'Archived (originals returned)', tone: 'neutral' },
  ],
  /** An enquiry (询价) is open until it becomes a bill draft. */
  preBill: [
    { code: 0, label: '未转报单', labelEn: 'Not converted', tone: 'processing' },
    { code: 1, label: '已转报单', labelEn: 'Converted to a bill', tone: 'success' },
  ],
  firm: [
    { code: 0, label: '已停用', labelEn: 'Disabled', tone: 'neutral' },
    { code: 1, label: '启用', labelEn: 'Enabled', tone: 'success' },
  ],
  /** A blacklist entry is in force until removed; a live one is the alarming one. */
  blacklist: [
    { code: 0, label: '已移除', labelEn: 'Removed', tone: 'neutral' },
    { code: 1, label: '生效中', labelEn: 'Active', tone: 'error' },
  ],
  staff: [
    { code: 1, label: '启用', labelEn: 'Active', tone: 'success' },
    { code: 0, label: '停用', labelEn: 'Disabled', tone: 'neutral' },
  ],
  exportTask: [
    { code: 0, label: '排队中', labelEn: 'Queued', tone: 'neutral' },
    { code: 1, label: '生成中', labelEn: 'Generating', tone: 'processing' },
    { code: 2, label: '已完成', labelEn: 'Ready', tone: 'success' },
    { code: 3, label: '失败', labelEn: 'Failed', tone: 'error' },
    { code: 4, label: '已过期', labelEn: 'Expired', tone: 'neutral' },
  ],
  /** Spec 001 §4 image status (codes from the spec, labels ours). */
  image: [
    { code: 0, label: '已删除', labelEn: 'Removed', tone: 'neutral' },
    { code: 1, label: '上传中', labelEn: 'Uploading', tone: 'processing' },
    { code: 2, label: '新上传', labelEn: 'Newly uploaded', tone: 'success' },
    { code: 3, label: '已保存', labelEn: 'Stored', tone: 'neutral' },
  ],
  /** The gallery's sample records: the generic approval statuses of 000 §4, with our codes. */
  sampleRecord: [
    { code: 1, label: '待审批', labelEn: 'Pending', tone: 'processing' },
    { code: 2, label: '已通过', labelEn: 'Approved', tone: 'success' },
    { code: 3, label: '已驳回', labelEn: 'Rejected', tone: 'error' },
    { code: 4, label: '已作废', labelEn: 'Scrapped', tone: 'neutral' },
  ],
  /** What an approval record says was done (the flow engine's record actions). */
  flowResult: [
    { code: 'submit', label: '提交', labelEn: 'Submitted', tone: 'neutral' },
    { code: 'resubmit', label: '重新提交', labelEn: 'Resubmitted', tone: 'neutral' },
    { code: 'approve', label: '通过', labelEn: 'Approved', tone: 'success' },
    { code: 'reject', label: '驳回', labelEn: 'Rejected', tone: 'error' },
    { code: 'withdraw', label: '撤回', labelEn: 'Withdrawn', tone: 'warning' },
    { code: 'documentRemove', label: '删除资料', labelEn: 'Document deleted', tone: 'warning' },
    { code: 'register', label: '抵押登记', labelEn: 'Mortgage registered', tone: 'success' },
    { code: 'imageAdd', label: '补充权证图片', labelEn: 'Certificate image added', tone: 'neutral' },
    { code: 'payout', label: '放款', labelEn: 'Paid out', tone: 'success' },
  ],
  /** Where a bill stands on the final-review lists: still waiting, or passed (bill status 4). */
  finalStage: [
    { code: 'final', label: '待终审', labelEn: 'Awaiting final review', tone: 'processing' },
    { code: 'approved', label: '终审通过', labelEn: 'Approved', tone: 'success' },
  ],
  /** A bank of the bank list (/systemSetting/bankList): a disabled one is no longer offered by the BIN lookup. */
  bank: [
    { code: 1, label: '启用', labelEn: 'Enabled', tone: 'success' },
    { code: 0, label: '停用', labelEn: 'Disabled', tone: 'neutral' },
  ],
  /** A borrower's bank card (/borrowManage/bankcardList): in use, frozen (not to be paid to), or closed. */
  bankCard: [
    { code: 1, label: '正常', labelEn: 'In use', tone: 'success' },
    { code: 2, label: '已冻结', labelEn: 'Frozen', tone: 'warning' },
    { code: 0, label: '已注销', labelEn: 'Closed', tone: 'neutral' },
  ],
  /** The kind of card a BIN prefix issues (/systemSetting/cardBinList). */
  cardBinType: [
    { code: 1, label: '借记卡', labelEn: 'Debit card', tone: 'neutral' },
    { code: 2, label: '贷记卡', labelEn: 'Credit card', tone: 'neutral' },
  ],
  /** Spec 000 §9 asset levels 1–5: the five-level loan classification (/borrowManage/assetLevelList). */
  fiveLevel: [
    { code: 1, label: '正常', labelEn: 'Normal', tone: 'success' },
    { code: 2, label: '关注', labelEn: 'Special mention', tone: 'warning' },
    { code: 3, label: '次级', labelEn: 'Substandard', tone: 'warning' },
    { code: 4, label: '可疑', labelEn: 'Doubtful', tone: 'error' },
    { code: 5, label: '损失', labelEn: 'Loss', tone: 'error' },
  ],
  /** A request to change a loan's five-level classification: decided once by an approver. */
  fiveLevelChange: [
    { code: 1, label: '待审批', labelEn: 'Awaiting approval', tone: 'processing' },
    { code: 2, label: '已通过', labelEn: 'Approved', tone: 'success' },
    { code: 3, label: '已驳回', labelEn: 'Rejected', tone: 'error' },
  ],
  /** A loan in repayment (decision 0031): overdue is read against the business date. */
  repaymentLoan: [
    { code: 1, label: '还款中', labelEn: 'In repayment', tone: 'processing' },
    { code: 2, label: '已逾期', labelEn: 'Overdue', tone: 'error' },
    { code: 3, label: '已结清', labelEn: 'Settled', tone: 'success' },
  ],
  /** One instalment of a schedule (000 §3 refund bill row). */
  repaymentPeriod: [
    { code: 1, label: '待还款', labelEn: 'Not yet due', tone: 'neutral' },
    { code: 2, label: '已还款', labelEn: 'Paid', tone: 'success' },
    { code: 3, label: '部分还款', labelEn: 'Partly paid', tone: 'warning' },
    { code: 4, label: '已逾期', labelEn: 'Overdue', tone: 'error' },
  ],
  /** Money received on a loan (repayApply): recorded, then posted by finance's approval or rejected (decision 0041). */
  repaymentApplication: [
    { code: 1, label: '待审核', labelEn: 'Awaiting review', tone: 'processing' },
    { code: 2, label: '已入账', labelEn: 'Posted', tone: 'success' },
    { code: 3, label: '已驳回', labelEn: 'Rejected', tone: 'error' },
  ],
  /** A contract (decision 0038): made and sent for approval, approved (to be signed), signed; or rejected. */
  contract: [
    { code: 1, label: '审批中', labelEn: 'In approval', tone: 'processing' },
    { code: 2, label: '待签署', labelEn: 'To be signed', tone: 'warning' },
    { code: 3, label: '已签署', labelEn: 'Signed', tone: 'success' },
    { code: -1, label: '已驳回', labelEn: 'Rejected', tone: 'error' },
  ],
  /** A deposit movement on a loan (decision 0043): received from the borrower, refunded. */
  depositMovement: [
    { code: 1, label: '收取', labelEn: 'Received', tone: 'processing' },
    { code: 2, label: '退还', labelEn: 'Refunded', tone: 'neutral' },
  ],
  /** A principal/interest adjustment or an extension: decided once by a second person (decision 0043). */
  loanChange: [
    { code: 1, label: '待审批', labelEn: 'Awaiting approval', tone: 'processing' },
    { code: 2, label: '已通过', labelEn: 'Approved', tone: 'success' },
    { code: 3, label: '已驳回', labelEn: 'Rejected', tone: 'error' },
  ],
  /** What an adjustment moves. */
  adjustTarget: [
    { code: 1, label: '本金', labelEn: 'Principal', tone: 'neutral' },
    { code: 2, label: '利息', labelEn: 'Interest', tone: 'neutral' },
  ],
  /** Which way an adjustment moves it. */
  adjustDirection: [
    { code: 1, label: '调增', labelEn: 'Increase', tone: 'warning' },
    { code: 2, label: '调减', labelEn: 'Decrease', tone: 'success' },
  ],
  /** An order transfer request (/transferOder, issue 18 item 7): decided once on the workflow engine. */
  orderTransfer: [
    { code: 1, label: '待审批', labelEn: 'Awaiting approval', tone: 'processing' },
    { code: 2, label: '已通过', labelEn: 'Approved', tone: 'success' },
    { code: 3, label: '已驳回', labelEn: 'Rejected', tone: 'error' },
  ],
  /** One bill of a transfer request: moved at approval, skipped because it changed meanwhile, or left as the request was rejected. */
  orderTransferLine: [
    { code: 0, label: '待转', labelEn: 'Waiting', tone: 'neutral' },
    { code: 1, label: '已转出', labelEn: 'Moved', tone: 'success' },
    { code: 2, label: '已跳过', labelEn: 'Skipped', tone: 'warning' },
    { code: 3, label: '未转（已驳回）', labelEn: 'Not moved (rejected)', tone: 'neutral' },
  ],
  /** A request to change a bill's system-held facts (decision 0045): approved (and applied) or rejected. */
  systemChange: [
    { code: 1, label: '审批中', labelEn: 'In approval', tone: 'processing' },
    { code: 2, label: '已生效', labelEn: 'Applied', tone: 'success' },
    { code: 3, label: '已驳回', labelEn: 'Rejected', tone: 'error' },
  ],
  /** A withholding request and each of its attempts (decision 0047): asked, debited and posted, refused, or no answer yet. */
  withhold: [
    { code: 1, label: '代扣中', labelEn: 'In progress', tone: 'processing' },
    { code: 2, label: '代扣成功', labelEn: 'Succeeded', tone: 'success' },
    { code: 3, label: '代扣失败', labelEn: 'Failed', tone: 'error' },
    { code: 4, label: '结果未知', labelEn: 'Timed out', tone: 'warning' },
  ],
  /** A recharge (money paid in by transfer, decision 0047): recorded, posted by finance's review, or rejected. */
  recharge: [
    { code: 1, label: '待审核', labelEn: 'Awaiting review', tone: 'processing' },
    { code: 2, label: '已入账', labelEn: 'Posted', tone: 'success' },
    { code: 3, label: '已驳回', labelEn: 'Rejected', tone: 'error' },
  ],
  /** Disposing of an original (永久出库, decision 0062): asked, then approved (the document leaves) or rejected by a second person. */
  archiveDisposal: [
    { code: 0, label: '待审批', labelEn: 'Awaiting approval', tone: 'processing' },
    { code: 1, label: '已通过', labelEn: 'Approved', tone: 'success' },
    { code: 2, label: '已驳回', labelEn: 'Rejected', tone: 'error' },
  ],
} as const satisfies StatusListTable;
