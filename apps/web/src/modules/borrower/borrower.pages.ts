import type { PageMap } from '@/lib/page-map';

/** This module's built pages by full path, each its own lazy chunk (the table marks them `built`). */
export const BORROWER_PAGES: PageMap = {
  '/borrowerManage/borrowerList': () => import('./pages/borrower-list-page'),
  '/borrowerManage/borrowerDetail': () => import('./pages/borrower-detail-page'),
  '/borrowerManage/borrowerReport': () => import('./pages/borrower-report-page'),
};
