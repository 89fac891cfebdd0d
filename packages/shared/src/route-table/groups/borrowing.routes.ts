import type { RouteEntry } from '../route-table.types';
import { t } from './title';

/**
 * Spec 000 §2: loan accounts (/borrowManage), borrowers, recharge and withholding records,
 * overdue; spec 001 §2: repayments and withholding (/WithholdManager).
 */
export const BORROWING_ROUTES: readonly RouteEntry[] = [
  {
    path: '/borrowManage',
    permission: 'borrow_manage',
    title: t('借款管理', 'Loans'),
    icon: 'AccountBookOutlined',
    children: [
      { path: 'borrowBill', permission: 'borrow_bill', title: t('借款台账', 'Loan accounts'), homeSearch: true, keepAlive: true },
      {
        path: 'borrowBillSalesman',
        permission: 'borrow_bill_salesman',
        title: t('借款台账（业务员）', 'Loan accounts (sales)'),
        homeSearch: true,
        keepAlive: true,
      },
      {
        path: 'borrowBillSummary',
        permission: 'borrow_bill_summary',
        title: t('借款汇总', 'Loan summary'),
        homeSearch: true,
        keepAlive: true,
      },
      {
        path: 'borrowBillSummarySalesman',
        permission: 'borrow_bill_summary_salesman',
        title: t('借款汇总（业务员）', 'Loan summary (sales)'),
        homeSearch: true,
        keepAlive: true,
      },
      {
        path: 'paymentConfirm',
        permission: 'payment_confirm',
        title: t('还款确认', 'Repayment confirmation'),
        homeSearch: true,
        keepAlive: true,
      },
      {
        path: 'paymentConfirmSalesman',
        permission: 'payment_confirm_salesman',
        title: t('还款确认（业务员）', 'Repayment confirmation (sales)'),
        homeSearch: true,
        keepAlive: true,
      },
      { path: 'entryBillList', permission: 'entry_bill_list', title: t('入账记录', 'Posting records'), homeSearch: true, keepAlive: true },
      { path: 'amountRecord', permission: 'funding_log', title: t('资金流水', 'Funding log'), homeSearch: true, keepAlive: true },
      { path: 'capitalCost', permission: 'capital_cost_list', title: t('资金成本', 'Capital cost'), homeSearch: true, keepAlive: true },
      { path: 'expendCost', permission: 'actual_pay_list', title: t('实际支出', 'Actual expenses'), homeSearch: true, keepAlive: true },
      {
        path: 'earnestAmountRecord',
        permission: 'deposit_list',
        title: t('保证金记录', 'Deposit records'),
        homeSearch: true,
        keepAlive: true,
      },
      {
        path: 'unpaidProjectBills',
        permission: 'order_debit_record',
        title: t('欠款记录', 'Unpaid bills'),
        homeSearch: true,
        keepAlive: true,
      },
      { path: 'borrowCost', permission: 'charge_rule_management', title: t('收费规则', 'Charge rules'), homeSearch: true, keepAlive: true },
      {
        path: 'assetLevelList',
        permission: 'five_level_manage',
        title: t('五级分类', 'Five-level classification'),
        homeSearch: true,
        keepAlive: true,
      },
      { path: 'bankcardList', permission: 'bank_card_manage', title: t('银行卡管理', 'Bank cards'), homeSearch: true, keepAlive: true },
      {
        path: 'capitalEntryBillDetailList',
        permission: 'contract_capital_detail',
        title: t('合同本金明细', 'Contract principal detail'),
        homeSearch: true,
        keepAlive: true,
      },
      {
        path: 'capitalAndInterestAdjustDetailList',
        permission: 'contract_adjust_detail',
        title: t('本息调整明细', 'Principal and interest adjustments'),
        homeSearch: true,
        keepAlive: true,
      },
      {
        path: 'borrowTypeLog',
        permission: 'loan_type_change_record',
        title: t('借款类型变更记录', 'Loan type changes'),
        homeSearch: true,
        keepAlive: true,
      },
      { path: 'entryBill', hidden: true, listPath: '/borrowManage/entryBillList', title: t('入账', 'Post entry') },
      { path: 'entryBillNo', hidden: true, listPath: '/borrowManage/entryBillList', title: t('入账单详情', 'Posting detail') },
      { path: 'extensionRecords', hidden: true, listPath: '/borrowManage/borrowBill', title: t('展期记录', 'Extension records') },
      { path: 'addCost', hidden: true, listPath: '/borrowManage/borrowCost', title: t('新增费用', 'Add cost') },
      { path: 'chargeStandard', hidden: true, listPath: '/borrowManage/borrowCost', title: t('收费标准', 'Charge standard') },
      // Ours: who prices at which level of the charge standards (spec 000 §6).
      {
        path: 'managerLevel',
        hidden: true,
        listPath: '/borrowManage/borrowCost',
        title: t('客户经理级别', 'Customer-manager levels'),
      },
      {
        path: 'assetLevelDetail',
        hidden: true,
        listPath: '/borrowManage/assetLevelList',
        title: t('五级分类详情', 'Classification detail'),
      },
    ],
  },
  {
    path: '/borrowerManage',
    permission: 'borrower_manage',
    redirect: 'borrowerList',
    title: t('借款人管理', 'Borrowers'),
    icon: 'TeamOutlined',
    children: [
      {
        path: 'borrowerList',
        permission: 'borrower_user_manager',
        title: t('借款人列表', 'Borrower list'),
        homeSearch: true,
        keepAlive: true,
      },
      { path: 'borrowerDetail', hidden: true, title: t('借款人详情', 'Borrower detail') },
      { path: 'borrowerReport', hidden: true, title: t('借款人报告', 'Borrower report') },
    ],
  },
  {
    path: '/repaymentManage',
    permission: 'business_repay_manage',
    title: t('还款管理', 'Repayments'),
    icon: 'DollarOutlined',
    children: [
      { path: 'repaymentManageList', permission: 'business_repay_list', title: t('还款列表', 'Repayment list'), homeSearch: true },
      { path: 'repaymentQueryList', permission: 'risk_repay_query', title: t('还款查询', 'Repayment query'), homeSearch: true },
      // Ours (decision 0041): finance posts or rejects recorded repayments here.
      { path: 'repayApplyReview', permission: 'repayment_apply_approve', title: t('还款入账审核', 'Repayment review'), homeSearch: true },
    ],
  },
  {
    path: '/rechargeRecordManage',
    permission: 'recharge_record',
    title: t('充值代扣', 'Recharge and withholding'),
    icon: 'MoneyCollectOutlined',
    children: [
      { path: 'rechargeRecordList', permission: 'recharge_record_list', title: t('充值记录', 'Recharge records'), homeSearch: true },
      { path: 'withholdRecordList', permission: 'deduct_record_list', title: t('代扣记录', 'Withholding records'), homeSearch: true },
    ],
  },
  {
    path: '/WithholdManager',
    permission: 'Withhold_manager',
    title: t('代扣管理', 'Withholding'),
    icon: 'DollarOutlined',
    children: [{ path: 'zhWithholdList', permission: 'withhold_list', title: t('中海代扣', 'Zhonghai withholding'), homeSearch: true }],
  },
  {
    path: '/overdueRecordManage',
    permission: 'overdue_record_manage',
    title: t('逾期管理', 'Overdue'),
    icon: 'AlertOutlined',
    children: [
      { path: 'overdueRecordList', permission: 'overdue_record', title: t('逾期记录', 'Overdue records'), homeSearch: true },
      { path: 'overdueScheduleList', permission: 'bill_overdue_detail', title: t('逾期明细', 'Overdue instalments'), homeSearch: true },
    ],
  },
];
