import type { ComponentType } from 'react';

/** Built pages by full path (lazy, one chunk each); every other route of the table shows the not-built page. */
export const PAGES: Record<string, () => Promise<{ default: ComponentType }>> = {
  '/home': () => import('../modules/home/pages/home-page'),
  '/downloadGuidePage': () => import('../modules/home/pages/download-guide-page'),
  '/systemSetting/staffManage': () => import('../modules/admin/pages/staff-list-page'),
  '/systemSetting/roleGrant': () => import('../modules/admin/pages/role-grant-page'),
  '/systemSetting/auditLog': () => import('../modules/admin/pages/audit-log-page'),
  '/systemSetting/approvalNodeSetting': () => import('../modules/workflow/pages/approval-node-setting-page'),
  '/fileDownloadManage/fileDownloadList': () => import('../modules/downloads/pages/file-download-list-page'),
  '/systemTools/testImg': () => import('../modules/system-tools/pages/test-img-page'),
  '/systemTools/testTime': () => import('../modules/system-tools/pages/test-time-page'),
  '/systemTools/testVue': () => import('../modules/system-tools/pages/test-vue-page'),
  '/systemTools/testList': () => import('../modules/system-tools/pages/test-list-page'),
  '/borrowerManage/borrowerList': () => import('../modules/borrower/pages/borrower-list-page'),
  '/borrowerManage/borrowerDetail': () => import('../modules/borrower/pages/borrower-detail-page'),
  '/borrowerManage/borrowerReport': () => import('../modules/borrower/pages/borrower-report-page'),
  '/firmManage/firmRecords': () => import('../modules/firm/pages/firm-records-page'),
  '/firmManage/businessFirmRecords': () => import('../modules/firm/pages/business-firm-records-page'),
  '/billManage/channelManage': () => import('../modules/channel/pages/channel-list-page'),
  '/billManage/freeRuleAdd': () => import('../modules/channel/pages/fee-rule-add-page'),
  '/blackCustomer/blackCustomerList': () => import('../modules/blacklist/pages/blacklist-list-page'),
  '/billManage/mortgageQueryPrice': () => import('../modules/valuation/pages/mortgage-query-price-page'),
  '/mortgageEvsManage/mortgageEvsList': () => import('../modules/valuation/pages/mortgage-evs-list-page'),
  '/billManage/preBillList': () => import('../modules/prebill/pages/prebill-list-page'),
  '/billManage/addPrebill': () => import('../modules/prebill/pages/add-prebill-page'),
  '/billManage/preBillBrowse': () => import('../modules/prebill/pages/prebill-browse-page'),
  '/billManage/addPrebillBrowse': () => import('../modules/prebill/pages/prebill-browse-detail-page'),
  '/billManage/billList': () => import('../modules/bill/pages/bill-list-page'),
  '/billManage/draft': () => import('../modules/bill/pages/draft-page'),
  '/billManage/billAll': () => import('../modules/bill/pages/bill-all-page'),
  '/billManage/abandonedBill': () => import('../modules/bill/pages/abandoned-bill-page'),
  '/billManage/billAdd': () => import('../modules/bill/pages/bill-add-page'),
  '/finalManage/billAdd': () => import('../modules/bill/pages/bill-add-page'),
  '/finalManage/billFinalDetail': () => import('../modules/bill/pages/bill-add-page'),
  '/documentManage/billAdd': () => import('../modules/bill/pages/bill-add-page'),
  '/documentManage/documentAdd': () => import('../modules/bill/pages/document-add-page'),
  '/billManage/billApproveYe': () => import('../modules/bill/pages/approval-inbox-page'),
  '/billManage/billApproveZi': () => import('../modules/bill/pages/approval-inbox-page'),
  '/billManage/billApproveLi': () => import('../modules/bill/pages/approval-inbox-page'),
  '/billManage/billApproveRp': () => import('../modules/bill/pages/approval-inbox-page'),
  '/finalManage/finalList': () => import('../modules/bill/pages/approval-inbox-page'),
  '/finalManage/finalCustomers': () => import('../modules/final-review/pages/final-customers-page'),
  '/finalManage/finalCustomersForGm': () => import('../modules/final-review/pages/final-customers-page'),
  '/finalManage/finalCustomersForLh': () => import('../modules/final-review/pages/final-customers-page'),
  '/finalManage/finalCustomerForXw': () => import('../modules/final-review/pages/final-customers-page'),
  '/finalManage/finalCustomerForBh': () => import('../modules/final-review/pages/final-customers-page'),
  '/finalManage/finalCustomerForZh': () => import('../modules/final-review/pages/final-customers-page'),
  '/finalManage/finalCustomerForZgc': () => import('../modules/final-review/pages/final-customers-page'),
  '/finalManage/finalFirms': () => import('../modules/final-review/pages/final-firms-page'),
  '/firmManage/finalFirms': () => import('../modules/final-review/pages/final-firms-page'),
  '/finalPrint': () => import('../modules/final-review/pages/final-print-page'),
  '/riskControlRecord/riskControlRecordList': () => import('../modules/final-review/pages/risk-record-list-page'),
};

export const NOT_BUILT_PAGE = () => import('./not-built-page');

/** Spec 000 §9: a chunk that has not loaded in 120 s fails, so the page can say so. */
export const CHUNK_TIMEOUT_MS = 120_000;

export class ChunkTimeoutError extends Error {
  override readonly name = 'ChunkTimeoutError';
}

export function withTimeout<T>(load: () => Promise<T>, ms = CHUNK_TIMEOUT_MS): () => Promise<T> {
  return () =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => reject(new ChunkTimeoutError(`chunk load timed out after ${ms / 1000} s`)), ms);
      load().then(
        (value) => {
          clearTimeout(timer);
          resolve(value);
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(error instanceof Error ? error : new Error(String(error)));
        },
      );
    });
}

/** Failures of a lazy chunk (timeout, a deploy removed it, the network) as opposed to page bugs. */
export const isChunkError = (error: unknown) =>
  error instanceof ChunkTimeoutError ||
  (error instanceof Error &&
    /dynamically imported module|Importing a module script failed|Loading chunk|error loading dynamically/i.test(error.message));
