import type { PageMap } from '@/lib/page-map';

/** This module's built pages by full path, each its own lazy chunk (the table marks them `built`). */
export const GALLERY_PAGES: PageMap = {
  '/systemTools/testImg': () => import('./pages/test-img-page'),
  '/systemTools/testTime': () => import('./pages/test-time-page'),
  '/systemTools/testVue': () => import('./pages/test-vue-page'),
  '/systemTools/testList': () => import('./pages/test-list-page'),
};
