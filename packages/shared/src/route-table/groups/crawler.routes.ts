import type { RouteEntry } from '../route-table.types';
import { t } from './title';

/** Spec 001 §2: /crawlerManage (judicial data) and its hidden top-level detail and credit-report pages. */
export const CRAWLER_ROUTES: readonly RouteEntry[] = [
  {
    path: '/crawlerManage',
    permission: 'crawler_manage',
    title: t('司法数据', 'Judicial data'),
    icon: 'ApiOutlined',
    children: [
      { path: 'crawler', permission: 'risk_crawler_v1', title: t('司法查询', 'Judicial search'), homeSearch: true, keepAlive: true },
      { path: 'crawlerDetail', hidden: true, title: t('司法查询详情', 'Judicial search detail') },
      { path: 'indexNew', hidden: true, title: t('司法查询（新版）', 'Judicial search (new)') },
      {
        path: 'incomeSearch',
        permission: 'validate_borrower',
        title: t('借款人收入查询', 'Borrower income search'),
        homeSearch: true,
        keepAlive: true,
      },
    ],
  },
  { path: '/crawlerDetail', hidden: true, listPath: '/crawlerManage/crawler', title: t('司法数据详情', 'Judicial data detail') },
  { path: '/publicDetail', hidden: true, listPath: '/crawlerManage/crawler', title: t('公开信息详情', 'Public records detail') },
  { path: '/pyPersonDetail', hidden: true, listPath: '/crawlerManage/crawler', title: t('个人征信报告', 'Personal credit report') },
  { path: '/pyFirmDetail', hidden: true, listPath: '/crawlerManage/crawler', title: t('企业征信报告', 'Company credit report') },
];
