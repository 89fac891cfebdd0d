import type { PageMap } from '@/lib/page-map';

/** This module's built pages by full path, each its own lazy chunk (the table marks them `built`). */
export const BORROW_PAGES: PageMap = {
  '/borrowManage/borrowBill': () => import('./pages/loan-account-list-page'),
  '/borrowManage/borrowBillSalesman': () => import('./pages/loan-account-salesman-page'),
  '/borrowManage/borrowBillSummary': () => import('./pages/loan-summary-page'),
  '/borrowManage/borrowBillSummarySalesman': () => import('./pages/loan-summary-salesman-page'),
  '/borrowManage/paymentConfirm': () => import('./pages/payment-confirm-page'),
  '/borrowManage/paymentConfirmSalesman': () => import('./pages/payment-confirm-salesman-page'),
  '/borrowManage/entryBillList': () => import('./pages/entry-list-page'),
  '/borrowManage/entryBill': () => import('./pages/entry-post-page'),
  '/borrowManage/entryBillNo': () => import('./pages/entry-detail-page'),
  '/borrowManage/amountRecord': () => import('./pages/funding-log-page'),
  '/borrowManage/expendCost': () => import('./pages/actual-payment-page'),
  '/borrowManage/capitalEntryBillDetailList': () => import('./pages/capital-detail-page'),
  '/borrowManage/capitalCost': () => import('./pages/capital-cost-page'),
  '/borrowManage/unpaidProjectBills': () => import('./pages/unpaid-fee-page'),
  '/borrowManage/earnestAmountRecord': () => import('./pages/deposit-record-page'),
  '/borrowManage/capitalAndInterestAdjustDetailList': () => import('./pages/adjustment-page'),
  '/borrowManage/borrowTypeLog': () => import('./pages/borrow-type-log-page'),
  '/borrowManage/extensionRecords': () => import('./pages/extension-record-page'),
};
