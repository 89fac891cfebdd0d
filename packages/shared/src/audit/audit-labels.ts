import type { LocalisedText } from '../route-table/route-table.types';

const t = (zh: string, en: string): LocalisedText => ({ 'zh-CN': zh, 'en-US': en });
type Locale = keyof LocalisedText;

/**
 * The audit trail's action codes as people read them (issue 29): the log keeps the code, screens
 * show these labels. Codes built from parts (`approve-2`, `risk_approve`, `stock-2`, `price:x`)
 * are read by `auditActionLabel`.
 */
export const AUDIT_ACTION_LABELS: Record<string, LocalisedText> = {
  abandon: t('放弃', 'Abandon'),
  add: t('新增', 'Add'),
  adjust: t('调整', 'Adjust'),
  advance: t('推进营业日', 'Advance the business date'),
  apply: t('申请', 'Apply'),
  approve: t('审批通过', 'Approve'),
  cancel: t('取消', 'Cancel'),
  change_password: t('修改密码', 'Change password'),
  confirmWithdraw: t('确认撤回', 'Confirm withdrawal'),
  convert: t('转为报单', 'Convert'),
  create: t('新增', 'Create'),
  delete: t('删除', 'Delete'),
  dispatch: t('派单', 'Dispatch'),
  'document-add': t('上传资料', 'Add documents'),
  'document-override': t('资料放行', 'Override the document check'),
  'document-remove': t('删除资料', 'Remove a document'),
  download: t('下载', 'Download'),
  edit: t('编辑', 'Edit'),
  execute: t('执行', 'Execute'),
  extend: t('展期', 'Extend'),
  'extension-request': t('申请展期', 'Request an extension'),
  generate: t('生成', 'Generate'),
  hold: t('冻结', 'Hold'),
  login: t('登录', 'Sign in'),
  login_failed: t('登录失败', 'Failed sign-in'),
  logout: t('退出登录', 'Sign out'),
  'ltv-override': t('调整抵押率', 'Override the LTV'),
  new_version: t('发布新版本', 'New version'),
  price: t('定价', 'Price'),
  terms: t('确定借款条件', 'Decide the loan terms'),
  view_plain: t('查看明文', 'View in the clear'),
  push: t('推送', 'Push'),
  'queue-return': t('排队归还', 'Queue the return'),
  reconcile: t('对账', 'Reconcile'),
  record: t('登记', 'Record'),
  refund: t('退还', 'Refund'),
  register: t('抵押登记', 'Register'),
  reject: t('驳回', 'Reject'),
  release: t('解押', 'Release'),
  remove: t('移除', 'Remove'),
  repay: t('还款', 'Repay'),
  request: t('申请', 'Request'),
  requote: t('重新报价', 'Re-quote'),
  reset_password: t('重置密码', 'Reset password'),
  resubmit: t('重新提交', 'Resubmit'),
  result: t('回写结果', 'Result'),
  retry: t('重试', 'Retry'),
  review: t('审核', 'Review'),
  run: t('运行', 'Run'),
  schedule: t('生成还款计划', 'Schedule'),
  set_grants: t('设置权限', 'Set permissions'),
  settle: t('结清', 'Settle'),
  settleTransfers: t('结清调档', 'Settle transfers'),
  'settlement-await': t('等待结清', 'Await settlement'),
  'settlement-confirm': t('确认结清', 'Confirm settlement'),
  'settlement-refuse': t('拒绝结清', 'Refuse settlement'),
  sign: t('签署', 'Sign'),
  stock: t('出入库', 'Stock'),
  submit: t('提交', 'Submit'),
  system_change: t('系统变更', 'System change'),
  tranche: t('分笔放款', 'Tranche'),
  transfer: t('转移', 'Transfer'),
  update: t('修改', 'Update'),
  upload: t('上传', 'Upload'),
  waterfall: t('设置还款顺序', 'Set the repayment order'),
  withdraw: t('撤回', 'Withdraw'),
};

/** The records the audit trail names, as people read them. */
export const AUDIT_ENTITY_LABELS: Record<string, LocalisedText> = {
  appointment: t('预约面签', 'Appointment'),
  approval_chain: t('审批流程', 'Approval chain'),
  archive_disposal: t('档案出库', 'Archive disposal'),
  archive_item: t('档案', 'Archive item'),
  archive_transfer: t('档案调档', 'Archive transfer'),
  archive_transfer_approver: t('调档审批人', 'Transfer approver'),
  archive_transfer_blacklist: t('调档黑名单', 'Transfer blacklist'),
  archive_transfer_old: t('档案调档（旧）', 'Archive transfer (old)'),
  bank: t('银行', 'Bank'),
  bank_card: t('银行卡', 'Bank card'),
  batch: t('批量操作', 'Batch'),
  bill: t('报单', 'Bill'),
  bill_mortgage: t('抵押物', 'Collateral'),
  bill_owner: t('报单归属', 'Bill owner'),
  bill_pricing: t('报单定价', 'Bill pricing'),
  blacklist: t('黑名单', 'Blacklist'),
  borrower: t('借款人', 'Borrower'),
  business_date: t('营业日', 'Business date'),
  card_bin: t('卡BIN', 'Card BIN'),
  card_change: t('换卡申请', 'Card change'),
  channel: t('渠道', 'Channel'),
  channel_fee_rule: t('渠道费用规则', 'Channel fee rule'),
  charge_standard: t('收费标准', 'Charge standard'),
  contract: t('合同', 'Contract'),
  contract_template: t('合同模板', 'Contract template'),
  export_task: t('导出任务', 'Export'),
  field_order: t('外勤订单', 'Field order'),
  firm: t('企业', 'Firm'),
  five_level_change: t('五级分类变更', 'Five-level change'),
  flow_instance: t('审批实例', 'Approval'),
  grant: t('放款申请', 'Grant'),
  grant_draw: t('出账', 'Draw'),
  image: t('图片', 'Image'),
  invariant_run: t('资金核对', 'Invariant check'),
  ledger_entry: t('记账凭证', 'Ledger entry'),
  loan_five_level: t('五级分类', 'Five-level class'),
  loan_voucher: t('放款凭证', 'Loan voucher'),
  mortgage: t('抵押权人', 'Mortgagee'),
  mortgage_release: t('解押申请', 'Mortgage release'),
  mortgage_request: t('抵押申请', 'Mortgage request'),
  order_transfer: t('订单转移', 'Order transfer'),
  overdue_run: t('逾期处理', 'Overdue run'),
  payment_confirmation: t('到账确认', 'Payment confirmation'),
  payment_record: t('付款记录', 'Payment record'),
  pre_bill: t('预报单', 'Pre-bill'),
  recharge_record: t('充值记录', 'Recharge'),
  repayment_application: t('还款登记', 'Recorded repayment'),
  repayment_loan: t('借款', 'Loan'),
  repayment_settings: t('还款设置', 'Repayment settings'),
  role_grant: t('角色权限', 'Role permissions'),
  session: t('会话', 'Session'),
  staff: t('员工', 'Staff'),
  system_change: t('系统变更', 'System change'),
  user: t('用户', 'User'),
  valuation: t('询价', 'Valuation'),
  withhold_reconciliation: t('代扣对账', 'Withholding reconciliation'),
  withhold_request: t('代扣', 'Withholding'),
};

const LEVEL: Record<string, LocalisedText> = { '1': t('一级', 'level 1 '), '2': t('二级', 'level 2 ') };
const NODE: Record<string, LocalisedText> = {
  risk: t('风控', 'risk '),
  archive: t('档案', 'archive '),
};

/** An action code as people read it: `approve-2` → 二级审批通过, `stock-2` → 出入库（在库）; an unknown code as it came. */
export function auditActionLabel(code: string, locale: Locale): string {
  const plain = AUDIT_ACTION_LABELS[code];
  if (plain) return plain[locale];
  const levelled = /^([a-z]+)-(\d)$/.exec(code);
  if (levelled && AUDIT_ACTION_LABELS[levelled[1]!]) {
    const verb = AUDIT_ACTION_LABELS[levelled[1]!]![locale];
    if (levelled[1] === 'stock') return verb;
    const level = LEVEL[levelled[2]!]?.[locale] ?? '';
    return locale === 'zh-CN' ? `${level}${verb}` : `${verb} (${level.trim()})`;
  }
  const atNode = /^([a-z0-9]+)_([a-z]+)$/.exec(code);
  if (atNode && AUDIT_ACTION_LABELS[atNode[2]!]) {
    const verb = AUDIT_ACTION_LABELS[atNode[2]!]![locale];
    const node = NODE[atNode[1]!]?.[locale] ?? '';
    return locale === 'zh-CN' ? `${node}${verb}` : `${verb} (${node.trim()})`;
  }
  const priced = /^price:(.+)$/.exec(code);
  if (priced) return AUDIT_ACTION_LABELS.price![locale];
  return code;
}

/** A record's name in the trail as people read it; an unknown one as it came. */
export const auditEntityLabel = (code: string, locale: Locale): string => AUDIT_ENTITY_LABELS[code]?.[locale] ?? code;
