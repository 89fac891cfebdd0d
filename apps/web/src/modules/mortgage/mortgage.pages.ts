import type { PageMap } from '@/lib/page-map';

/** This module's built pages by full path, each its own lazy chunk (the table marks them `built`). */
export const MORTGAGE_PAGES: PageMap = {
  '/systemSetting/mortgagorManage': () => import('./pages/mortgage-list-page'),
  '/mortgageRequest': () => import('./pages/mortgage-request-list-page'),
  '/mortgageManage': () => import('./pages/mortgage-registration-list-page'),
  '/mortgageRelease': () => import('./pages/mortgage-release-list-page'),
  '/mortgageRequest/mortgageReqAddList': () => import('./pages/mortgage-req-add-list-page'),
  '/mortgageRequest/mortgageReqAdd': () => import('./pages/mortgage-req-add-page'),
  '/mortgageRelease/mortgageRelAddList': () => import('./pages/mortgage-rel-add-list-page'),
  '/mortgageRelease/mortgageRelAdd': () => import('./pages/mortgage-rel-add-page'),
  '/mortgageManage/mortgageRegistration': () => import('./pages/mortgage-registration-page'),
  '/mortgageManage/mortgageRegNext': () => import('./pages/mortgage-reg-next-page'),
};
