import type { RouteEntry } from '../route-table.types';
import { t } from './title';

/** Spec 001 §2: archives (/archiveManage) and archive transfer, old and new. */
export const ARCHIVE_ROUTES: readonly RouteEntry[] = [
  {
    path: '/archiveManage',
    permission: 'archive_manage_f',
    title: t('档案管理', 'Archives'),
    icon: 'FolderOpenOutlined',
    children: [
      {
        path: 'archiveManageList',
        built: true,
        permission: 'archive_manage',
        title: t('档案建档管理', 'Archive building management'),
        homeSearch: true,
        keepAlive: true,
      },
      { path: 'archiveManageDetail', built: true, permission: 'archive_details', hidden: true, title: t('档案详情', 'Archive detail') },
      { path: 'archiveManageDetailForBusiness', built: true, hidden: true, title: t('档案详情（业务）', 'Archive detail (business)') },
      { path: 'edit', built: true, hidden: true, title: t('编辑档案', 'Edit archive') },
      { path: 'archiveApproveDetail', built: true, hidden: true, title: t('档案审批详情', 'Archive approval detail') },
      { path: 'archiveReturnDetail', built: true, hidden: true, title: t('档案归还详情', 'Archive return detail') },
      {
        path: 'archiveLedgerList',
        built: true,
        permission: 'archive_ledger',
        title: t('档案台账', 'Archive ledger'),
        homeSearch: true,
        keepAlive: true,
      },
      { path: 'audit', built: true, hidden: true, title: t('企业审核', 'Company audit') },
      { path: 'archivesDetail', built: true, hidden: true, title: t('档案资料详情', 'Archive file detail') },
    ],
  },
  {
    path: '/archiveTransferManage',
    built: true,
    permission: 'archive_transfer_manager',
    title: t('档案调档', 'Archive transfer'),
    icon: 'FolderOpenOutlined',
    children: [
      { path: 'transferDetail', built: true, hidden: true, title: t('调档详情', 'Transfer detail') },
      { path: 'transferAdd', built: true, hidden: true, title: t('新增调档', 'New transfer') },
    ],
  },
  {
    path: '/getArchivesManage',
    permission: 'archive_transfer_manager_new',
    title: t('档案调档（新）', 'Archive transfer (new)'),
    icon: 'FolderOpenOutlined',
    children: [
      {
        path: 'transferListNew',
        built: true,
        permission: 'archive_transfer_new',
        title: t('调档申请', 'Transfer requests'),
        homeSearch: true,
        keepAlive: true,
      },
      { path: 'transferDetail', built: true, hidden: true, title: t('调档详情', 'Transfer detail') },
      { path: 'transferAdd', built: true, hidden: true, title: t('新增调档', 'New transfer') },
      {
        path: 'archiveApprovalListNew',
        built: true,
        permission: 'archive_transfer_approval_new',
        title: t('调档审批', 'Transfer approval'),
        homeSearch: true,
        keepAlive: true,
      },
      { path: 'transferApproval', built: true, hidden: true, title: t('调档审批详情', 'Transfer approval detail') },
      {
        path: 'archiveManageListNew',
        built: true,
        permission: 'archive_transfer_file_manager',
        title: t('档案库管理', 'Archive store'),
        homeSearch: true,
        keepAlive: true,
      },
      { path: 'getArchives', built: true, hidden: true, title: t('调取档案', 'Archive check-out') },
      { path: 'returnArchives', built: true, hidden: true, title: t('档案归还', 'Archive return') },
      {
        path: 'blacklist',
        built: true,
        permission: 'archive_transfer_black',
        title: t('调档黑名单', 'Transfer blacklist'),
        homeSearch: true,
        keepAlive: true,
      },
    ],
  },
];
