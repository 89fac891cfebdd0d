import type { RouteEntry } from '../route-table.types';
import { t } from './title';

/**
 * Spec 000 §2: /billGrantManage (disbursement approval and issue); spec 001 §2: payment
 * records, lenders' bank cards and bank card changes.
 */
export const DISBURSEMENT_ROUTES: readonly RouteEntry[] = [
  {
    path: '/billGrantManage',
    permission: 'bill_grant_manage',
    title: t('放款管理', 'Disbursement'),
    icon: 'MoneyCollectOutlined',
    children: [
      {
        path: 'grantHistoryList',
        permission: 'bill_grant_record_list',
        title: t('放款记录', 'Disbursement history'),
        homeSearch: true,
        keepAlive: true,
      },
      {
        path: 'grantApproveListRisk',
        permission: 'bill_grant_approve_manager',
        title: t('放款初审', 'Disbursement first review'),
        homeSearch: true,
        keepAlive: true,
      },
      {
        path: 'grantApproveListVp1',
        permission: 'bill_grant_approve_vp1',
        title: t('高管一审', 'Executive 1 review'),
        homeSearch: true,
        keepAlive: true,
      },
      {
        path: 'grantApproveListVp2',
        permission: 'bill_grant_approve_vp2',
        title: t('高管二审', 'Executive 2 review'),
        homeSearch: true,
        keepAlive: true,
      },
      {
        path: 'ungrantedList',
        permission: 'bill_grant_issue',
        title: t('财务放款', 'Finance disbursement'),
        homeSearch: true,
        keepAlive: true,
      },
      { path: 'grantApproveAdd', hidden: true, title: t('放款详情', 'Disbursement detail') },
      // Requests are made from the first review's inbox, by whoever holds it (decision 0028).
      {
        path: 'grantRequest',
        hidden: true,
        listPath: '/billGrantManage/grantApproveListRisk',
        title: t('放款申请', 'Disbursement request'),
      },
      { path: 'overRuleRecording', hidden: true, title: t('驳回记录', 'Rejection records') },
      { path: 'overRuleReco', hidden: true, title: t('驳回记录查看', 'Rejection record view') },
    ],
  },
  {
    path: '/paymentRecordManage',
    permission: 'payment_record_manage',
    title: t('付款记录', 'Payment records'),
    icon: 'DollarOutlined',
    children: [
      {
        path: 'paymentRecordList',
        permission: 'payment_record_list',
        title: t('付款记录列表', 'Payment record list'),
        homeSearch: true,
        keepAlive: true,
      },
      {
        path: 'paymentRecordListZj',
        permission: 'payment_record_list_zj',
        title: t('付款记录（中介）', 'Payment records (agency)'),
        homeSearch: true,
        keepAlive: true,
      },
      {
        path: 'paymentRecordListZk',
        permission: 'payment_record_list_zk',
        title: t('付款记录（直客）', 'Payment records (direct clients)'),
        homeSearch: true,
        keepAlive: true,
      },
      {
        path: 'paymentRecordListApprove',
        permission: 'payment_record_approve',
        title: t('付款审批', 'Payment approval'),
        homeSearch: true,
        keepAlive: true,
      },
      {
        path: 'loanVoucherApproveList',
        permission: 'next_loan_voucher',
        title: t('放款凭证审批', 'Loan voucher approval'),
        homeSearch: true,
        keepAlive: true,
      },
      {
        path: 'afterLoanCertificate',
        permission: 'certificate_statistics',
        title: t('贷后凭证统计', 'After-loan certificate statistics'),
        homeSearch: true,
        keepAlive: true,
      },
      { path: 'billAdd1', hidden: true, title: t('报单详情', 'Bill detail') },
      { path: 'billAdd1-zj', hidden: true, title: t('报单详情（中介）', 'Bill detail (agency)') },
      { path: 'billAdd1-zk', hidden: true, title: t('报单详情（直客）', 'Bill detail (direct client)') },
      { path: 'billAdd2', hidden: true, title: t('报单详情（审批）', 'Bill detail (approval)') },
      { path: 'paymentRecordDetail', hidden: true, title: t('付款记录上传', 'Payment record upload') },
      { path: 'paymentRecordApproval', hidden: true, title: t('付款审批详情', 'Payment approval detail') },
      { path: 'loadVoucherDetail', hidden: true, title: t('放款凭证详情', 'Loan voucher detail') },
      { path: 'uploadVoucher', hidden: true, title: t('上传放款凭证', 'Upload loan voucher') },
      { path: 'secondDetail', hidden: true, title: t('二次审核详情', 'Second review detail') },
    ],
  },
  {
    path: '/lenderManage',
    permission: 'lender_manage',
    title: t('出借人管理', 'Lenders'),
    icon: 'BankOutlined',
    children: [
      {
        path: 'bankCardList',
        permission: 'bill_grant_bank_card_mamange',
        title: t('放款银行卡', 'Disbursement bank cards'),
        homeSearch: true,
        keepAlive: true,
      },
      { path: 'backCardDetail', hidden: true, title: t('银行卡详情', 'Bank card detail') },
    ],
  },
  {
    path: '/changeBankCard',
    permission: 'change_bank_card',
    title: t('银行卡变更', 'Bank card change'),
    icon: 'BankOutlined',
    children: [{ path: 'changeBankCardApply', hidden: true, title: t('银行卡变更申请', 'Bank card change request') }],
  },
];
