import type { PageMap } from '@/lib/page-map';

/** This module's built pages by full path, each its own lazy chunk (the table marks them `built`). */
export const PAYMENT_RECORD_PAGES: PageMap = {
  '/paymentRecordManage/paymentRecordList': () => import('./pages/payment-record-list-page'),
  '/paymentRecordManage/paymentRecordListZj': () => import('./pages/payment-record-agency-list-page'),
  '/paymentRecordManage/paymentRecordListZk': () => import('./pages/payment-record-direct-list-page'),
  '/paymentRecordManage/paymentRecordListApprove': () => import('./pages/payment-record-approve-list-page'),
  '/paymentRecordManage/billAdd1': () => import('./pages/bill-records-page'),
  '/paymentRecordManage/billAdd1-zj': () => import('./pages/bill-records-agency-page'),
  '/paymentRecordManage/billAdd1-zk': () => import('./pages/bill-records-direct-page'),
  '/paymentRecordManage/billAdd2': () => import('./pages/bill-records-approve-page'),
  '/paymentRecordManage/paymentRecordDetail': () => import('./pages/payment-record-detail-page'),
  '/paymentRecordManage/paymentRecordApproval': () => import('./pages/payment-record-approval-page'),
  '/paymentRecordManage/afterLoanCertificate': () => import('./pages/certificate-statistics-page'),
};
