import type { RouteEntry } from '../route-table.types';
import { t } from './title';

/** Spec 001 §2: funding parties (/financingManage), loan batches and the funding-user sync page. */
export const FUNDING_ROUTES: readonly RouteEntry[] = [
  {
    path: '/financingManage',
    permission: 'funding_list_manage',
    title: t('资方管理', 'Funding parties'),
    icon: 'FundOutlined',
    children: [
      {
        path: 'financingManageList',
        permission: 'funding_list',
        title: t('资方列表', 'Funding party list'),
        homeSearch: true,
        keepAlive: true,
      },
      { path: 'financingAttr', hidden: true, title: t('成本费率', 'Cost rate') },
      { path: 'zhPlanList', permission: 'funding_project_config', title: t('信托计划', 'Trust plans'), homeSearch: true, keepAlive: true },
      {
        path: 'capitalProvider',
        permission: 'capital_party_list',
        title: t('出资方', 'Capital providers'),
        homeSearch: true,
        keepAlive: true,
      },
      {
        path: 'channelPartner',
        permission: 'channel_party_list',
        title: t('渠道方', 'Channel partners'),
        homeSearch: true,
        keepAlive: true,
      },
      {
        path: 'creditEnhancer',
        permission: 'credit_raise_party_list',
        title: t('增信方', 'Credit enhancers'),
        homeSearch: true,
        keepAlive: true,
      },
      {
        path: 'trustBooster',
        permission: 'credit_add_party_list',
        title: t('信托增信方', 'Trust boosters'),
        homeSearch: true,
        keepAlive: true,
      },
    ],
  },
  {
    path: '/batchManage',
    permission: 'loan_ins_manage',
    title: t('进件批次', 'Loan batches'),
    icon: 'FundOutlined',
    children: [{ path: 'batchBillList', built: true, permission: 'loan_ins', title: t('批次报单', 'Batch bills'), homeSearch: true }],
  },
  // The spec names no code; without one it sat in every role's menu. Ours: the funding-party staff's.
  { path: '/fundingUserSync', permission: 'funding_user_sync', title: t('资方用户同步', 'Funding user sync'), icon: 'ApiOutlined' },
];
