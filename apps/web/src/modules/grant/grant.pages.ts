import type { PageMap } from '@/lib/page-map';

/** This module's built pages by full path, each its own lazy chunk (the table marks them `built`). */
export const GRANT_PAGES: PageMap = {
  '/billGrantManage/grantHistoryList': () => import('./pages/grant-list-page'),
  '/billGrantManage/grantApproveAdd': () => import('./pages/grant-detail-page'),
  '/billGrantManage/grantApproveListRisk': () => import('./pages/grant-risk-list-page'),
  '/billGrantManage/grantApproveListVp1': () => import('./pages/grant-vp1-list-page'),
  '/billGrantManage/grantApproveListVp2': () => import('./pages/grant-vp2-list-page'),
  '/billGrantManage/ungrantedList': () => import('./pages/ungranted-list-page'),
  '/billGrantManage/grantRequest': () => import('./pages/grant-request-page'),
  '/billGrantManage/overRuleRecording': () => import('./pages/rejection-records-page'),
  '/billGrantManage/overRuleReco': () => import('./pages/rejection-records-page'),
};
