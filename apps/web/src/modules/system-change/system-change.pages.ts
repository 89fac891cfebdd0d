import type { PageMap } from '@/lib/page-map';

/** This module's built pages by full path, each its own lazy chunk (the table marks them `built`). */
export const SYSTEM_CHANGE_PAGES: PageMap = {
  '/systemchangeManage/systemChangeApply': () => import('./pages/system-change-list-page'),
  '/systemchangeManage': () => import('./pages/system-change-list-page'),
  '/systemSetting/changeVersion': () => import('./pages/change-version-page'),
};
