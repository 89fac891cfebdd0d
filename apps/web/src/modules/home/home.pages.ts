import type { PageMap } from '@/lib/page-map';

/** This module's built pages by full path, each its own lazy chunk (the table marks them `built`). */
export const HOME_PAGES: PageMap = {
  '/home': () => import('./pages/home-page'),
  '/notOnline': () => import('./pages/not-online-page'),
  '/downloadGuidePage': () => import('./pages/download-guide-page'),
};
