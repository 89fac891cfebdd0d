import type { PageMap } from '@/lib/page-map';

/** This module's built pages by full path, each its own lazy chunk (the table marks them `built`). */
export const ORDER_TRANSFER_PAGES: PageMap = {
  '/transferOder/transferOderApplyList': () => import('./pages/transfer-apply-list-page'),
  '/transferOder/transferOderApprovalList': () => import('./pages/transfer-approval-list-page'),
  '/transferOder/applyDetail': () => import('./pages/apply-detail-page'),
};
