import type { PageMap } from '@/lib/page-map';

/** This module's built pages by full path, each its own lazy chunk (the table marks them `built`). */
export const PREBILL_PAGES: PageMap = {
  '/billManage/preBillList': () => import('./pages/prebill-list-page'),
  '/billManage/addPrebill': () => import('./pages/add-prebill-page'),
  '/billManage/preBillBrowse': () => import('./pages/prebill-browse-page'),
  '/billManage/addPrebillBrowse': () => import('./pages/prebill-browse-detail-page'),
};
