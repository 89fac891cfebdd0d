import type { PageMap } from '@/lib/page-map';

/** This module's built pages by full path, each its own lazy chunk (the table marks them `built`). */
export const BANK_CARD_PAGES: PageMap = {
  '/systemSetting/bankList': () => import('./pages/bank-list-page'),
  '/systemSetting/cardBinList': () => import('./pages/card-bin-list-page'),
  '/borrowManage/bankcardList': () => import('./pages/bank-card-list-page'),
  '/lenderManage/bankCardList': () => import('./pages/lender-card-list-page'),
  '/lenderManage/backCardDetail': () => import('./pages/lender-card-detail-page'),
  '/changeBankCard': () => import('./pages/card-change-list-page'),
  '/changeBankCard/changeBankCardApply': () => import('./pages/card-change-apply-page'),
};
