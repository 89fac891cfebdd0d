import type { PageMap } from '@/lib/page-map';

/** This module's built pages by full path, each its own lazy chunk (the table marks them `built`). */
export const ACCESS_PAGES: PageMap = {
  '/systemSetting/roleGrant': () => import('./pages/role-grant-page'),
};
