import type { RouteEntry } from '../route-table.types';
import { t } from './title';

/** Spec 000 §2: /halfwayManage (in-transit customers); spec 001 §2: /riskWarnManage (early-warning customers). */
export const HALFWAY_ROUTES: readonly RouteEntry[] = [
  {
    path: '/halfwayManage',
    permission: 'halfway_manage',
    title: t('中途客户', 'Halfway customers'),
    icon: 'TeamOutlined',
    children: [
      {
        path: 'halfwayRule',
        permission: 'halfway_rule_list',
        title: t('中途客户规则', 'Halfway rules'),
        homeSearch: true,
        keepAlive: true,
      },
      {
        path: 'halfwayList',
        permission: 'halfway_list',
        title: t('中途客户列表', 'Halfway customer list'),
        homeSearch: true,
        keepAlive: true,
      },
      {
        path: 'halfwayPollingList',
        permission: 'halfway_polling_export',
        title: t('中途客户轮询导出', 'Halfway polling export'),
        homeSearch: true,
        keepAlive: true,
      },
      { path: 'halfwayDetail', permission: 'halfway_details', hidden: true, title: t('中途客户详情', 'Halfway customer detail') },
      { path: 'halfwayRiskWarnDetail', hidden: true, title: t('中途客户预警详情', 'Halfway risk-warning detail') },
    ],
  },
  {
    path: '/riskWarnManage',
    permission: 'risk_warn_manage',
    title: t('预警客户', 'Early-warning customers'),
    icon: 'AlertOutlined',
    children: [
      {
        path: 'riskWarnList',
        permission: 'halfway_risk_warn_people_list',
        title: t('预警客户列表', 'Warning list'),
        homeSearch: true,
        keepAlive: true,
      },
      {
        path: 'riskWarnListManager',
        permission: 'halfway_risk_warn_people_list_manager',
        title: t('预警客户（业务经理）', 'Warning list (business manager)'),
        homeSearch: true,
        keepAlive: true,
      },
      {
        path: 'riskWarnListRcManager',
        permission: 'halfway_risk_warn_people_list_rc_manager',
        title: t('预警客户（风控经理）', 'Warning list (risk manager)'),
        homeSearch: true,
        keepAlive: true,
      },
      { path: 'riskWarnDetail', hidden: true, title: t('预警客户详情', 'Warning customer detail') },
    ],
  },
];
