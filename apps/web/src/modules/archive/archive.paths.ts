/** The archive pages other pages link to (links go by URL). */
export const ARCHIVE_LIST_PATH = '/archiveManage/archiveManageList';
export const archiveBillHref = (billId: number) => `/archiveManage/archiveManageDetail?billId=${billId}`;
export const TRANSFER_PATHS = {
  requests: '/getArchivesManage/transferListNew',
  add: '/getArchivesManage/transferAdd',
  detail: '/getArchivesManage/transferDetail',
  approvals: '/getArchivesManage/archiveApprovalListNew',
  approve: '/getArchivesManage/transferApproval',
  store: '/getArchivesManage/archiveManageListNew',
  pull: '/getArchivesManage/getArchives',
  giveBack: '/getArchivesManage/returnArchives',
} as const;
export const transferHref = (page: keyof typeof TRANSFER_PATHS, id: number) => `${TRANSFER_PATHS[page]}?id=${id}`;
