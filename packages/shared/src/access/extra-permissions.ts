import type { LocalisedText } from '../route-table/route-table.types';

/** Permission codes the spec names outside the route table (001 §6): they gate widgets, not pages. */
export const EXTRA_PERMISSIONS: Record<string, LocalisedText> = {
  fanggugu_estimate: { 'zh-CN': '估价查询按钮', 'en-US': 'Valuation query button' },
  zgl_enquiry: { 'zh-CN': '人工询价标签页', 'en-US': 'Further-provider enquiry tab' },
  sys_tools_gallery: { 'zh-CN': '组件示例数据', 'en-US': 'Gallery sample data' },
  // Role 53 (报单历史导出) has no code of its own in the spec; bill_list alone would let every manager export.
  bill_history_export: { 'zh-CN': '报单历史导出', 'en-US': 'Bill history export' },
  // The spec names no approver of a five-level change; the risk-control director decides (decision 0029).
  five_level_approve: { 'zh-CN': '五级分类变更审批', 'en-US': 'Five-level change approval' },
  // The card-change chain's nodes (spec 000 §4: risk, then core) need codes the spec does not name.
  card_change_risk_approve: { 'zh-CN': '银行卡变更风控审核', 'en-US': 'Bank card change: risk review' },
  card_change_core_approve: { 'zh-CN': '银行卡变更核心审核', 'en-US': 'Bank card change: core review' },
  // The mortgage request and release chains' nodes (role 36, mortgage/release approval; decision 0032).
  mortgage_request_approve: { 'zh-CN': '抵押申请审核', 'en-US': 'Mortgage request review' },
  mortgage_release_approve: { 'zh-CN': '解押申请审批', 'en-US': 'Mortgage release approval' },
  // The old archive transfer chain's nodes: risk, then archive approval (spec 000 §4; decision 0055).
  archive_transfer_old_risk_approve: { 'zh-CN': '调档风控审批（旧）', 'en-US': 'Archive transfer (old): risk approval' },
  archive_transfer_old_archive_approve: { 'zh-CN': '调档档案审批（旧）', 'en-US': 'Archive transfer (old): archive approval' },
  // The contract chain's node (the spec names no approver of a contract; decision 0038).
  agreement_approve: { 'zh-CN': '合同审批', 'en-US': 'Contract approval' },
  // Moving the business date on runs the overdue run early: tests and demo only, the admin's (decision 0035).
  business_date_advance: { 'zh-CN': '推进营业日', 'en-US': 'Advance the business date' },
  // A repayment recorded by the loan's owner is posted only when finance confirms the money arrived (decision 0041).
  repayment_apply_approve: { 'zh-CN': '还款入账审核', 'en-US': 'Repayment posting review' },
  // The waterfall order every repayment is allocated by is the firm's setting: the admin's (decision 0053).
  repayment_waterfall_set: { 'zh-CN': '还款顺序设置', 'en-US': 'Repayment order setting' },
  // A principal/interest adjustment or an extension posts only when a second person approves it (decision 0043).
  loan_change_approve: { 'zh-CN': '本息调整及展期审批', 'en-US': 'Adjustment and extension approval' },
  // The system-change chain's node: core operations approve a change of a bill's facts (decision 0045).
  system_change_approve: { 'zh-CN': '系统变更审批', 'en-US': 'System change approval' },
  // A loan voucher's second audit, by another person than the first (the finance director; decision 0046).
  loan_voucher_second_audit: { 'zh-CN': '放款凭证二次审核', 'en-US': 'Loan voucher second audit' },
};

/**
 * Page-component codes per menu code (spec: pageComponentMap with authStatus). A module adds
 * the buttons it guards here; the seed grants them with the page's permission by default.
 */
export const PAGE_COMPONENTS: Record<string, Record<string, LocalisedText>> = {
  sys_user_manage: {
    'sys_user_manage:create': { 'zh-CN': '新增员工', 'en-US': 'Add staff' },
    'sys_user_manage:edit': { 'zh-CN': '编辑员工', 'en-US': 'Edit staff' },
    'sys_user_manage:reset_password': { 'zh-CN': '重置密码', 'en-US': 'Reset password' },
  },
  sys_role_grant: {
    'sys_role_grant:save': { 'zh-CN': '保存授权', 'en-US': 'Save grants' },
  },
};
