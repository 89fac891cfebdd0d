import type { RouteEntry } from '../route-table.types';
import { t } from './title';

/** Spec 001 §2: /biManage, the BI reports. */
export const BI_ROUTES: readonly RouteEntry[] = [
  {
    path: '/biManage',
    permission: 'bi_manage',
    title: t('BI报表', 'BI reports'),
    icon: 'BarChartOutlined',
    children: [
      { path: 'BIInRoadData', permission: 'bi_in_transit_data', title: t('在途数据', 'In-transit data'), homeSearch: true },
      { path: 'BIStatistical', permission: 'bi_statistics', title: t('统计分析', 'Statistics'), homeSearch: true },
      { path: 'BIDetail', permission: 'bi_details', title: t('明细数据', 'Detail data'), homeSearch: true },
      { path: 'Roster', permission: 'bi_roster', title: t('花名册', 'Roster'), homeSearch: true },
      { path: 'BillTracking', permission: 'bi_report_tracking', title: t('报单跟踪', 'Bill tracking'), homeSearch: true },
    ],
  },
];
