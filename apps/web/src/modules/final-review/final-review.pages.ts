import type { PageMap } from '@/lib/page-map';

/** This module's built pages by full path, each its own lazy chunk (the table marks them `built`). */
export const FINAL_REVIEW_PAGES: PageMap = {
  '/finalManage/finalCustomers': () => import('./pages/final-customers-page'),
  '/finalManage/finalCustomersForGm': () => import('./pages/final-customers-page'),
  '/finalManage/finalCustomersForLh': () => import('./pages/final-customers-page'),
  '/finalManage/finalCustomerForXw': () => import('./pages/final-customers-page'),
  '/finalManage/finalCustomerForBh': () => import('./pages/final-customers-page'),
  '/finalManage/finalCustomerForZh': () => import('./pages/final-customers-page'),
  '/finalManage/finalCustomerForZgc': () => import('./pages/final-customers-page'),
  '/finalManage/finalFirms': () => import('./pages/final-firms-page'),
  '/firmManage/finalFirms': () => import('./pages/final-firms-page'),
  '/finalPrint': () => import('./pages/final-print-page'),
  '/riskControlRecord/riskControlRecordList': () => import('./pages/risk-record-list-page'),
};
