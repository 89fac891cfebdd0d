import type { PageMap } from '@/lib/page-map';

/** This module's built pages by full path, each its own lazy chunk (the table marks them `built`). */
export const ARCHIVE_PAGES: PageMap = {
  '/archiveManage/archiveManageList': () => import('./pages/archive-list-page'),
  '/archiveManage/archiveManageDetail': () => import('./pages/archive-bill-page'),
  '/archiveManage/archiveManageDetailForBusiness': () => import('./pages/archive-bill-readonly-page'),
  '/archiveManage/archivesDetail': () => import('./pages/archive-bill-readonly-page'),
  '/archiveManage/archiveApproveDetail': () => import('./pages/archive-bill-readonly-page'),
  '/archiveManage/archiveReturnDetail': () => import('./pages/archive-bill-page'),
  '/billManage/archivesDetail': () => import('./pages/archive-bill-readonly-page'),
  '/archiveManage/edit': () => import('./pages/archive-edit-page'),
  '/archiveManage/audit': () => import('./pages/archive-audit-page'),
  '/archiveManage/archiveLedgerList': () => import('./pages/archive-ledger-page'),
  '/archiveTransferManage': () => import('./pages/transfer-old-list-page'),
  '/archiveTransferManage/transferAdd': () => import('./pages/transfer-old-add-page'),
  '/archiveTransferManage/transferDetail': () => import('./pages/transfer-old-detail-page'),
  '/getArchivesManage/transferListNew': () => import('./pages/transfer-list-page'),
  '/getArchivesManage/transferAdd': () => import('./pages/transfer-add-page'),
  '/getArchivesManage/transferDetail': () => import('./pages/transfer-detail-page'),
  '/getArchivesManage/archiveApprovalListNew': () => import('./pages/transfer-approval-list-page'),
  '/getArchivesManage/transferApproval': () => import('./pages/transfer-approval-page'),
  '/getArchivesManage/archiveManageListNew': () => import('./pages/transfer-store-list-page'),
  '/getArchivesManage/getArchives': () => import('./pages/get-archives-page'),
  '/getArchivesManage/returnArchives': () => import('./pages/return-archives-page'),
  '/getArchivesManage/blacklist': () => import('./pages/transfer-blacklist-page'),
  '/systemSetting/transferArchiveRole': () => import('./pages/transfer-role-page'),
};
