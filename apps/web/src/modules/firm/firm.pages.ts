import type { PageMap } from '@/lib/page-map';

/** This module's built pages by full path, each its own lazy chunk (the table marks them `built`). */
export const FIRM_PAGES: PageMap = {
  '/firmManage/firmRecords': () => import('./pages/firm-records-page'),
  '/firmManage/businessFirmRecords': () => import('./pages/business-firm-records-page'),
};
