import type { PageMap } from '@/lib/page-map';

/** This module's built pages by full path, each its own lazy chunk (the table marks them `built`). */
export const FIVE_LEVEL_PAGES: PageMap = {
  '/borrowManage/assetLevelList': () => import('./pages/five-level-list-page'),
  '/borrowManage/assetLevelDetail': () => import('./pages/five-level-detail-page'),
};
