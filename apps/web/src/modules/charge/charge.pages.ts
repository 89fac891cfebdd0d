import type { PageMap } from '@/lib/page-map';

/** This module's built pages by full path, each its own lazy chunk (the table marks them `built`). */
export const CHARGE_PAGES: PageMap = {
  '/borrowManage/borrowCost': () => import('./pages/charge-list-page'),
  '/borrowManage/chargeStandard': () => import('./pages/charge-detail-page'),
  '/borrowManage/addCost': () => import('./pages/add-cost-page'),
  '/borrowManage/managerLevel': () => import('./pages/manager-level-page'),
};
