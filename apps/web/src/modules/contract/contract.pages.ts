import type { PageMap } from '@/lib/page-map';

/** This module's built pages by full path, each its own lazy chunk (the table marks them `built`). */
export const CONTRACT_PAGES: PageMap = {
  '/agreementManager/agreementList': () => import('./pages/agreement-list-page'),
  '/agreementManager/dyAgreementList': () => import('./pages/dy-agreement-list-page'),
  '/agreementManager/zhonghaiLoanProposal': () => import('./pages/zhonghai-proposal-page'),
  '/agreementManager/agreementTemplateList': () => import('./pages/agreement-template-list-page'),
  '/agreementManager/compositeTemplateList': () => import('./pages/composite-template-list-page'),
  '/agreementManager/zgcPrequalification': () => import('./pages/zgc-prequalification-page'),
  '/agreementManager/guominAgreementAdd': () => import('./pages/guomin-agreement-add-page'),
  '/agreementManager/agreementAdd': () => import('./pages/agreement-add-page'),
  '/agreementManager/agreementApprove': () => import('./pages/agreement-approve-page'),
  '/agreementManager/agreementPreviewList': () => import('./pages/agreement-preview-list-page'),
  '/agreementManager/billAdd': () => import('./pages/bill-add-page'),
  '/showSignDetail': () => import('./pages/show-sign-detail-page'),
};
