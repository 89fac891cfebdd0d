import type { ApprovalChain } from './workflow.types';

const t = (zh: string, en: string) => ({ 'zh-CN': zh, 'en-US': en });

/**
 * The processes with approval chains and the chain each starts with (issue: manager, VP and
 * supervisor approve a bill, then document review and final risk review). An admin changes
 * them under 系统设置 › 审批节点设置; thresholds (minAmount) add nodes for larger amounts.
 */
export const APPROVAL_PROCESSES = {
  bill: t('报单审批', 'Bill approval'),
  bill_duplicate: t('重复报单审批', 'Duplicate-bill approval'),
  card_change: t('银行卡变更审批', 'Bank card change approval'),
  grant: t('放款审批', 'Disbursement approval'),
  mortgage_request: t('抵押申请审批', 'Mortgage request approval'),
  mortgage_release: t('解押申请审批', 'Mortgage release approval'),
  archive_transfer: t('调档审批', 'Archive transfer approval'),
  archive_transfer_old: t('调档审批（旧）', 'Archive transfer approval (old)'),
  contract: t('合同审批', 'Contract approval'),
  order_transfer: t('转单审批', 'Order transfer approval'),
  system_change: t('系统变更审批', 'System change approval'),
} as const;
export type ApprovalProcess = keyof typeof APPROVAL_PROCESSES;
export const APPROVAL_PROCESS_KEYS = Object.keys(APPROVAL_PROCESSES) as ApprovalProcess[];

export const DEFAULT_CHAINS: Record<ApprovalProcess, ApprovalChain> = {
  bill: {
    process: 'bill',
    nodes: [
      { key: 'manager', title: t('经理审批', 'Manager approval'), permission: 'bill_approve_manager' },
      { key: 'vp', title: t('副总审批', 'VP approval'), permission: 'bill_approve_vp' },
      { key: 'supervisor', title: t('总监审批', 'Supervisor approval'), permission: 'bill_approve_supervisor' },
      { key: 'document', title: t('资料审核', 'Document review'), permission: 'documentation_check_details' },
      { key: 'final', title: t('风控终审', 'Final risk review'), permission: 'rc_final_approve' },
    ],
  },
  bill_duplicate: {
    process: 'bill_duplicate',
    nodes: [{ key: 'duplicate', title: t('重复报单审批', 'Duplicate-bill approval'), permission: 'repeated_bill_approve' }],
  },
  // Spec 000 §4 card-change statuses: risk review, then core operations (decision 0029).
  card_change: {
    process: 'card_change',
    nodes: [
      { key: 'risk', title: t('风控审核', 'Risk review'), permission: 'card_change_risk_approve' },
      { key: 'core', title: t('核心审核', 'Core operations review'), permission: 'card_change_core_approve' },
    ],
  },
  // Spec 000 §6 disbursement approval levels; finance's node stays open while it draws (decision 0028).
  grant: {
    process: 'grant',
    nodes: [
      { key: 'risk', title: t('放款初审', 'Disbursement first review'), permission: 'bill_grant_approve_manager' },
      { key: 'vp1', title: t('高管一审', 'Executive 1 review'), permission: 'bill_grant_approve_vp1' },
      { key: 'vp2', title: t('高管二审', 'Executive 2 review'), permission: 'bill_grant_approve_vp2' },
      { key: 'finance', title: t('财务放款', 'Finance disbursement'), permission: 'bill_grant_issue' },
    ],
  },
  // Spec 000 §4: a mortgage request waits for the risk supervisor, then warrant registration (decision 0032).
  mortgage_request: {
    process: 'mortgage_request',
    nodes: [{ key: 'supervisor', title: t('风控主管审核', 'Risk supervisor review'), permission: 'mortgage_request_approve' }],
  },
  mortgage_release: {
    process: 'mortgage_release',
    nodes: [{ key: 'approve', title: t('解押审批', 'Release approval'), permission: 'mortgage_release_approve' }],
  },
  // Spec 000 §4 transfer (new) 0 in approval; who may approve is also listed in transferArchiveRole (decision 0036).
  archive_transfer: {
    process: 'archive_transfer',
    nodes: [{ key: 'archive', title: t('档案审批', 'Archive approval'), permission: 'archive_transfer_approval_new' }],
  },
  // The old flow (/archiveTransferManage): risk approval, then archive approval (decision 0055).
  archive_transfer_old: {
    process: 'archive_transfer_old',
    nodes: [
      { key: 'risk', title: t('风控审批', 'Risk approval'), permission: 'archive_transfer_old_risk_approve' },
      { key: 'archive', title: t('档案审批', 'Archive approval'), permission: 'archive_transfer_old_archive_approve' },
    ],
  },
  // A contract is approved by the risk-control director before it is signed (decision 0038).
  contract: {
    process: 'contract',
    nodes: [{ key: 'approve', title: t('合同审批', 'Contract approval'), permission: 'agreement_approve' }],
  },
  // A bill moves to another salesperson once the department's business manager approves (decision 0044).
  order_transfer: {
    process: 'order_transfer',
    nodes: [{ key: 'approve', title: t('转单审批', 'Order transfer approval'), permission: 'change_order_approve' }],
  },
  // A bill's system-held facts change once core operations approve (decision 0045).
  system_change: {
    process: 'system_change',
    nodes: [{ key: 'approve', title: t('系统变更审批', 'System change approval'), permission: 'system_change_approve' }],
  },
};
