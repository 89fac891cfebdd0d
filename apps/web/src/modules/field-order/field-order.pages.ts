import type { PageMap } from '@/lib/page-map';

/** The hidden /outerOrder pages share one chunk: each is its kind's form. */
const fieldOrderPage = (name: keyof typeof import('./pages/field-order-pages')) =>
  import('./pages/field-order-pages').then((m) => ({ default: m[name] }));

/** This module's built pages by full path, each its own lazy chunk (the table marks them `built`). */
export const FIELD_ORDER_PAGES: PageMap = {
  '/outerOrder/outerOrderList': () => import('./pages/field-order-list-page'),
  '/outerOrder/houseResearch': () => fieldOrderPage('HouseResearchPage'),
  '/outerOrder/notarizationVerify': () => fieldOrderPage('NotarizationVerifyPage'),
  '/outerOrder/mortgageApprovalAdd': () => fieldOrderPage('MortgageApprovalAddPage'),
  '/outerOrder/bankDownStream': () => fieldOrderPage('BankDownStreamPage'),
  '/outerOrder/bankDownStreamEdit': () => fieldOrderPage('BankDownStreamEditPage'),
  '/outerOrder/bankUpStreamDetail': () => fieldOrderPage('BankUpStreamDetailPage'),
  '/outerOrder/marriage': () => fieldOrderPage('MarriagePage'),
  '/outerOrder/companyApprovalAdd': () => fieldOrderPage('CompanyApprovalAddPage'),
  '/outerOrder/companyApprovalEdit': () => fieldOrderPage('CompanyApprovalEditPage'),
};
