import type { RoleId } from './roles';

/**
 * The grant each role starts with, read from the role meanings of spec 000 §6 and the flow in
 * DOMAIN.md. Group (first-level) codes are added by the seed for any granted child, so only
 * page codes are listed. An admin changes grants under 系统设置 › 角色授权.
 */
const SALES = [
  'advance_bill_list', 'advance_bill_browse_list', 'bill_create_list', 'draftbox', 'mortgage_evaluate',
  'fanggugu_estimate', 'borrow_bill_salesman', 'borrow_bill_summary_salesman', 'payment_confirm_salesman',
  'borrower_user_manager', 'file_download_list', 'mail_list', 'halfway_list', 'halfway_risk_warn_people_list',
  'appoint_order', 'business_repay_list',
];
const MANAGER = [...SALES, 'bill_list', 'bill_kill_list', 'channel_manage', 'halfway_risk_warn_people_list_manager'];
const GRANTER = [
  'bill_grant_issue', 'bill_grant_record_list', 'recharge_record_list', 'deduct_record_list', 'borrow_bill',
  'payment_confirm', 'funding_log', 'bill_grant_bank_card_mamange', 'file_download_list',
];
const WARRANT = [
  'mortgage_request_manage', 'mortgage_release_request_manage', 'mortgage_manage', 'archive_manage',
  'archive_details', 'archive_ledger', 'bill_list',
];
const RISK = [
  'documentation_check_details', 'rc_list', 'bill_list', 'bill_grant_approve_manager', 'bill_grant_record_list',
  'black_list', 'risk_crawler_v1', 'validate_borrower', 'business_company_manage', 'mortgage_eval_list',
  'mortgage_evaluate', 'fanggugu_estimate', 'bill_risk_report', 'advance_bill_risk_audit_list', 'file_download_list',
];

export const DEFAULT_GRANTS: Record<RoleId, readonly string[]> = {
  10: [...RISK, 'bill_approve_supervisor', 'repeated_bill_approve', 'rc_final_approve', 'halfway_risk_warn_people_list_rc_manager', 'bill_risk_report_fund'],
  11: SALES,
  20: [...GRANTER, 'capital_cost_list', 'actual_pay_list', 'funding_list', 'hn_loan_list', 'hn_income_loan_list', 'loan_receipt_list'],
  21: GRANTER,
  22: ['bill_grant_approve_vp1', 'bill_grant_record_list'],
  23: ['bill_grant_approve_vp2', 'bill_grant_record_list'],
  30: [...RISK, 'repeated_bill_approve', 'rc_final_approve', 'bill_final_big_data_list', 'bill_loanin_big_data_list', 'zgl_enquiry'],
  31: RISK,
  32: WARRANT,
  33: ['appoint_order', 'zk_appointment_list', 'zk_list', 'documentation_check_details'],
  34: ['rc_final_approve', 'business_company_manage', 'bill_final_big_data_list', 'black_list', 'rc_list'],
  35: ['appoint_dispatch', 'appoint_order', 'change_order_approve', 'appoint_aprove'],
  36: ['mortgage_request_manage', 'mortgage_release_request_manage', 'mortgage_manage'],
  37: [...WARRANT, 'archive_transfer_new', 'archive_transfer_file_manager'],
  41: ['overdue_record', 'bill_overdue_detail', 'risk_repay_query', 'five_level_manage', 'deduct_record_list', 'recharge_record_list'],
  42: ['borrow_bill', 'borrow_bill_summary', 'entry_bill_list', 'payment_record_list', 'next_loan_voucher', 'certificate_statistics'],
  51: [
    'sign_list', 'fund_online_sign_list', 'sign_proposal_list', 'sign_template_list', 'sign_template_list_new',
    'agreement_add', 'agreement_preview_list', 'payment_record_list', 'payment_record_approve', 'mail_list', 'mail_templage',
  ],
  52: ['halfway_list', 'halfway_polling_export', 'file_download_list'],
  61: ['archive_transfer_new', 'archive_transfer_approval_new', 'archive_transfer_file_manager', 'archive_transfer_black'],
  5: ['file_download_list'],
  53: ['bill_list', 'file_download_list'],
  1001: [...MANAGER, 'bill_approve_manager'],
  1002: [...MANAGER, 'bill_approve_vp'],
  71: ['business_company_manage'],
  81: ['capital_cost_list', 'contract_adjust_detail', 'contract_capital_detail', 'charge_rule_management'],
  91: ['funding_list', 'funding_project_config', 'capital_party_list', 'channel_party_list', 'credit_raise_party_list', 'credit_add_party_list', 'loan_ins'],
  92: ['bank_list', 'bank_info_bin_config', 'dict_data_list', 'borrow_type_list', 'city_manage', 'system_change_list'],
  93: ['risk_crawler_v1', 'validate_borrower'],
  101: ['mortgage_eval_list', 'bi_statistics', 'bi_in_transit_data'],
  1003: ['advance_bill_browse_list', 'mortgage_eval_list'],
  1004: ['advance_bill_browse_list', 'mortgage_eval_list'],
  2001: ['mortgagee_manager', 'archive_transfer_role', 'approval_node_conf_list', 'push_snap_shot', 'dict_data_list', 'city_manage', 'sys_user_manage', 'sys_audit_log'],
  3001: ['black_list'],
};
