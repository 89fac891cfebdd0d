import type { RouteEntry } from '../route-table.types';
import { t } from './title';

/** Spec 000 §2: mail and the download centre. */
export const OFFICE_ROUTES: readonly RouteEntry[] = [
  {
    path: '/mailManage',
    permission: 'mail_management',
    title: t('邮件管理', 'Mail'),
    icon: 'MailOutlined',
    children: [
      { path: 'mailList', permission: 'mail_list', title: t('邮件列表', 'Mail list'), homeSearch: true },
      { path: 'mailTemplate', permission: 'mail_templage', title: t('邮件模板', 'Mail templates'), homeSearch: true },
    ],
  },
  {
    path: '/fileDownloadManage',
    permission: 'download_management',
    title: t('下载中心', 'Downloads'),
    icon: 'DownloadOutlined',
    children: [
      { path: 'fileDownloadList', built: true, permission: 'file_download_list', title: t('文件下载', 'File downloads'), homeSearch: true },
    ],
  },
];
