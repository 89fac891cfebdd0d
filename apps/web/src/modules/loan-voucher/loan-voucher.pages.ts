import type { PageMap } from '@/lib/page-map';

/** This module's built pages by full path, each its own lazy chunk (the table marks them `built`). */
export const LOAN_VOUCHER_PAGES: PageMap = {
  '/paymentRecordManage/loanVoucherApproveList': () => import('./pages/loan-voucher-approve-list-page'),
  '/paymentRecordManage/loadVoucherDetail': () => import('./pages/load-voucher-detail-page'),
  '/paymentRecordManage/uploadVoucher': () => import('./pages/upload-voucher-page'),
  '/paymentRecordManage/secondDetail': () => import('./pages/second-detail-page'),
};
