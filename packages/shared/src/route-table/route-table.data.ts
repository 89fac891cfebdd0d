// The route table. So far: the groups the foundation shows and tests. Every other route of
// the spec is still to be entered here (issue 2, item 6).
import type { RouteEntry } from './route-table.types';
const t = (zh: string, en: string) => ({ 'zh-CN': zh, 'en-US': en });
export const ROUTE_TABLE: readonly RouteEntry[] = [
  {
    path: '/',
    redirect: '/home',
    title: t('首页', 'Home'),
    children: [
      { path: 'home', title: t('首页', 'Home'), icon: 'HomeOutlined' },
      { path: 'downloadGuidePage', hidden: true, title: t('APP下载指南', 'App download guide') },
    ],
  },
  {
    path: '/billManage',
    permission: 'bill_manage',
    title: t('报单管理', 'Bills'),
    icon: 'FileTextOutlined',
    children: [
      { path: 'billList', permission: 'bill_create_list', title: t('我的报单', 'My bills'), homeSearch: true },
      { path: 'billAdd', hidden: true, title: t('报单详情', 'Bill detail') },
      { path: 'billAll', permission: 'bill_list', title: t('全部报单', 'All bills'), homeSearch: true },
    ],
  },
  {
    path: '/billGrantManage',
    permission: 'bill_grant_manage',
    title: t('放款管理', 'Disbursement'),
    icon: 'MoneyCollectOutlined',
    children: [{ path: 'ungrantedList', permission: 'bill_grant_issue', title: t('财务放款', 'Finance disbursement'), homeSearch: true }],
  },
  {
    path: '/systemSetting',
    permission: 'system_setting_manage',
    title: t('系统设置', 'System settings'),
    icon: 'SettingOutlined',
    children: [
      { path: 'staffManage', permission: 'sys_user_manage', title: t('员工管理', 'Staff'), homeSearch: true },
      { path: 'roleGrant', permission: 'sys_role_grant', title: t('角色授权', 'Role grants'), homeSearch: true },
      { path: 'auditLog', permission: 'sys_audit_log', title: t('审计日志', 'Audit log'), homeSearch: true },
    ],
  },
];
