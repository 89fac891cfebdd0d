import type { PageMap } from '@/lib/page-map';

/** This module's built pages by full path, each its own lazy chunk (the table marks them `built`). */
export const INVARIANT_PAGES: PageMap = {
  '/systemSetting/moneyInvariants': () => import('./pages/invariant-page'),
};
