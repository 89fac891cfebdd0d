import type { RouteEntry } from '../route-table.types';
import { t } from './title';

/** Spec 001 §2: /hnxiaodai, the funding parties' statements (loans, income, submissions per party). */
export const STATEMENTS_ROUTES: readonly RouteEntry[] = [
  {
    path: '/hnxiaodai',
    permission: 'financial_statement',
    title: t('资方对账', 'Funding-party statements'),
    icon: 'CalculatorOutlined',
    children: [
      { path: 'list', permission: 'hn_loan_list', title: t('海南小贷借款列表', 'Hainan small-loan loans'), homeSearch: true },
      { path: 'hnIncomeList', permission: 'hn_income_loan_list', title: t('海南小贷收入', 'Hainan small-loan income'), homeSearch: true },
      { path: 'bhHomeList', permission: 'bohai_loan_list', title: t('渤海借款列表', 'Bohai loans'), homeSearch: true },
      { path: 'ynHomeList', permission: 'yunxin_loan_list', title: t('云信借款列表', 'Yunxin loans'), homeSearch: true },
      { path: 'ynSerialList', permission: 'yn_loan_ins', title: t('云信进件流水', 'Yunxin submission log'), homeSearch: true },
      { path: 'zhHomeList', permission: 'zh_loan_ins_summary', title: t('中海进件汇总', 'Zhonghai submission summary'), homeSearch: true },
      {
        path: 'zhAllBillList',
        permission: 'zh_loan_ins_details',
        title: t('中海进件明细', 'Zhonghai submission details'),
        homeSearch: true,
      },
      { path: 'gmAllBillList', permission: 'gm_loan_ins_summary', title: t('国民进件汇总', 'Guomin submission summary'), homeSearch: true },
      {
        path: 'gmDetailBillList',
        permission: 'gm_loan_ins_details',
        title: t('国民进件明细', 'Guomin submission details'),
        homeSearch: true,
      },
      { path: 'gmSerialList', permission: 'gm_financial_details', title: t('国民资金流水', 'Guomin financial details'), homeSearch: true },
      { path: 'loanReceiptList', permission: 'loan_receipt_list', title: t('借据列表', 'Loan receipts'), homeSearch: true },
      {
        path: 'xwHomeList',
        permission: 'xw_loan_ins_summary',
        title: t('新网银行进件汇总', 'Xinwang Bank submission summary'),
        homeSearch: true,
      },
      {
        path: 'xwAllBillList',
        permission: 'xw_loan_ins_details',
        title: t('新网银行进件明细', 'Xinwang Bank submission details'),
        homeSearch: true,
      },
    ],
  },
];
