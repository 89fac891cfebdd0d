import type { PageMap } from '@/lib/page-map';

/** This module's built pages by full path, each its own lazy chunk (the table marks them `built`). */
export const VALUATION_PAGES: PageMap = {
  '/billManage/mortgageQueryPrice': () => import('./pages/mortgage-query-price-page'),
  '/mortgageEvsManage/mortgageEvsList': () => import('./pages/mortgage-evs-list-page'),
};
