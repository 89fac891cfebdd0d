import type { RouteEntry } from '../route-table.types';
import { t } from './title';

/**
 * Spec 001 §2: document review, risk management (big data), final review (one individual page
 * per funding party), company library, risk-control records, scoring rules and the blacklist.
 */
export const RISK_ROUTES: readonly RouteEntry[] = [
  {
    path: '/documentManage',
    built: true,
    permission: 'documentation_check_manage',
    title: t('资料审核', 'Document review'),
    icon: 'AuditOutlined',
    children: [
      {
        path: 'documentAdd',
        built: true,
        permission: 'documentation_check_details',
        hidden: true,
        title: t('资料审核详情', 'Document review detail'),
      },
      { path: 'billAdd', built: true, hidden: true, title: t('报单详情', 'Bill detail') },
    ],
  },
  {
    path: '/riskManager',
    permission: 'risk_manager',
    title: t('风险管理', 'Risk management'),
    icon: 'SafetyOutlined',
    children: [
      { path: 'riskReportList', permission: 'bill_risk_report', title: t('风控报告', 'Risk reports'), homeSearch: true, keepAlive: true },
      {
        path: 'fundControlList',
        permission: 'bill_risk_report_fund',
        title: t('资方风控报告', 'Funding-party risk reports'),
        homeSearch: true,
        keepAlive: true,
      },
      {
        path: 'dataPreAuditList',
        permission: 'advance_bill_risk_audit_list',
        title: t('大数据预审', 'Big-data pre-audit'),
        homeSearch: true,
        keepAlive: true,
      },
      {
        path: 'dataFinaList',
        permission: 'bill_final_big_data_list',
        title: t('终审大数据', 'Final-review big data'),
        homeSearch: true,
        keepAlive: true,
      },
      {
        path: 'dataProvideList',
        permission: 'bill_loanin_big_data_list',
        title: t('进件大数据', 'Loan-submission big data'),
        homeSearch: true,
        keepAlive: true,
      },
      { path: 'billDetail', hidden: true, title: t('报单详情', 'Bill detail') },
      { path: 'riskReportDetail', hidden: true, title: t('风控报告详情', 'Risk report detail') },
      {
        path: 'dataApproveDetail',
        permission: 'data_approve_details',
        hidden: true,
        title: t('大数据审批详情', 'Big-data approval detail'),
      },
      {
        path: 'dataPreAuditDetail',
        permission: 'data_pre_audit_details',
        hidden: true,
        title: t('大数据预审详情', 'Big-data pre-audit detail'),
      },
      { path: 'blacklistInsert', hidden: true, title: t('加入黑名单', 'Add to blacklist') },
      { path: 'bigDataDetail', hidden: true, title: t('大数据详情', 'Big-data detail') },
    ],
  },
  {
    path: '/finalManage',
    permission: 'rc_final_approve_manage',
    title: t('风控终审', 'Final risk review'),
    icon: 'SafetyOutlined',
    children: [
      {
        path: 'finalList',
        built: true,
        permission: 'rc_final_approve',
        title: t('终审列表', 'Final review list'),
        homeSearch: true,
        keepAlive: true,
      },
      { path: 'billAdd', built: true, hidden: true, title: t('报单详情', 'Bill detail') },
      { path: 'finalCustomers', built: true, hidden: true, title: t('个人终审', 'Individual final review') },
      { path: 'finalCustomersForGm', built: true, hidden: true, title: t('个人终审（国民）', 'Individual final review (Guomin)') },
      { path: 'finalCustomersForLh', built: true, hidden: true, title: t('个人终审（蓝海）', 'Individual final review (Lanhai)') },
      { path: 'finalCustomerForXw', built: true, hidden: true, title: t('个人终审（新网银行）', 'Individual final review (Xinwang Bank)') },
      { path: 'finalCustomerForBh', built: true, hidden: true, title: t('个人终审（渤海）', 'Individual final review (Bohai)') },
      { path: 'finalCustomerForZh', built: true, hidden: true, title: t('个人终审（中海）', 'Individual final review (Zhonghai)') },
      { path: 'finalCustomerForZgc', built: true, hidden: true, title: t('个人终审（中关村）', 'Individual final review (ZGC)') },
      { path: 'increaseInfoForSwt', hidden: true, title: t('补充资料（SWT）', 'Additional information (SWT)') },
      { path: 'finalFirms', built: true, hidden: true, title: t('企业终审', 'Company final review') },
      { path: 'billFinalDetail', built: true, hidden: true, title: t('终审详情', 'Final review detail') },
    ],
  },
  { path: '/finalPrint', built: true, hidden: true, listPath: '/finalManage/finalList', title: t('终审打印', 'Final review print') },
  {
    path: '/firmManage',
    permission: 'business_company_manage',
    // The spec hides every child; the redirect makes 企业库 one menu entry (decision 0011).
    redirect: 'firmRecords',
    title: t('企业库', 'Company library'),
    icon: 'BankOutlined',
    children: [
      { path: 'firmRecords', built: true, hidden: true, title: t('企业档案', 'Company records') },
      { path: 'businessFirmRecords', built: true, hidden: true, title: t('业务企业档案', 'Business company records') },
      { path: 'finalFirms', built: true, hidden: true, title: t('企业终审', 'Company final review') },
    ],
  },
  {
    path: '/riskControlRecord',
    permission: 'risk_control_record',
    title: t('风控记录', 'Risk-control records'),
    icon: 'FileProtectOutlined',
    children: [
      {
        path: 'riskControlRecordList',
        built: true,
        permission: 'rc_list',
        title: t('风控记录列表', 'Risk-control record list'),
        homeSearch: true,
      },
    ],
  },
  {
    path: '/scoreingRulesManage',
    permission: 'grade_score_rule_manage',
    redirect: 'scoreingRules',
    title: t('评分规则管理', 'Scoring rule management'),
    icon: 'CalculatorOutlined',
    children: [{ path: 'scoreingRules', permission: 'grade_score_rule', title: t('评分规则', 'Scoring rules'), homeSearch: true }],
  },
  {
    path: '/blackCustomer',
    permission: 'black_customer',
    title: t('黑名单客户', 'Blacklisted customers'),
    icon: 'StopOutlined',
    children: [{ path: 'blackCustomerList', built: true, permission: 'black_list', title: t('黑名单', 'Blacklist'), homeSearch: true }],
  },
];
