import type { PageMap } from '@/lib/page-map';

/** This module's built pages by full path, each its own lazy chunk (the table marks them `built`). */
export const BILL_PAGES: PageMap = {
  '/billManage/billList': () => import('./pages/bill-list-page'),
  '/billManage/draft': () => import('./pages/draft-page'),
  '/billManage/billAll': () => import('./pages/bill-all-page'),
  '/billManage/abandonedBill': () => import('./pages/abandoned-bill-page'),
  '/billManage/billAdd': () => import('./pages/bill-add-page'),
  '/finalManage/billAdd': () => import('./pages/bill-add-page'),
  '/finalManage/billFinalDetail': () => import('./pages/bill-add-page'),
  '/documentManage/billAdd': () => import('./pages/bill-add-page'),
  '/documentManage': () => import('./pages/approval-inbox-page'),
  '/documentManage/documentAdd': () => import('./pages/document-add-page'),
  '/billManage/billApproveYe': () => import('./pages/approval-inbox-page'),
  '/billManage/billApproveZi': () => import('./pages/approval-inbox-page'),
  '/billManage/billApproveLi': () => import('./pages/approval-inbox-page'),
  '/billManage/billApproveRp': () => import('./pages/approval-inbox-page'),
  '/finalManage/finalList': () => import('./pages/approval-inbox-page'),
};
