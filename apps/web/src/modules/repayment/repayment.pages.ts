import type { PageMap } from '@/lib/page-map';

/** This module's built pages by full path, each its own lazy chunk (the table marks them `built`). */
export const REPAYMENT_PAGES: PageMap = {
  '/repaymentManage/repaymentManageList': () => import('./pages/repayment-list-page'),
  '/repaymentManage/repayApplyReview': () => import('./pages/repay-apply-review-page'),
  '/repaymentManage/repaymentQueryList': () => import('./pages/repayment-query-page'),
  '/overdueRecordManage/overdueRecordList': () => import('./pages/overdue-record-list-page'),
  '/overdueRecordManage/overdueScheduleList': () => import('./pages/overdue-schedule-list-page'),
};
