import type { RouteEntry } from '../route-table.types';
import { t } from './title';

/**
 * Spec 001 §2: /systemSetting and /systemchangeManage, plus our own staff, role-grant and
 * audit pages; spec 000 §2: the hidden /systemTools test pages.
 */
export const SYSTEM_ROUTES: readonly RouteEntry[] = [
  {
    path: '/systemSetting',
    permission: 'system_setting_manage',
    title: t('系统设置', 'System settings'),
    icon: 'SettingOutlined',
    children: [
      {
        path: 'mortgagorManage',
        built: true,
        permission: 'mortgagee_manager',
        title: t('抵押权人管理', 'Mortgagees'),
        homeSearch: true,
        keepAlive: true,
      },
      {
        path: 'transferArchiveRole',
        built: true,
        permission: 'archive_transfer_role',
        title: t('调档角色', 'Archive transfer roles'),
        homeSearch: true,
        keepAlive: true,
      },
      { path: 'bankList', built: true, permission: 'bank_list', title: t('银行列表', 'Banks'), homeSearch: true, keepAlive: true },
      {
        path: 'cardBinList',
        built: true,
        permission: 'bank_info_bin_config',
        title: t('卡BIN配置', 'Card BIN settings'),
        homeSearch: true,
        keepAlive: true,
      },
      {
        path: 'dictionaryManage',
        permission: 'dict_data_list',
        title: t('数据字典', 'Data dictionary'),
        homeSearch: true,
        keepAlive: true,
      },
      { path: 'borrowTypeDict', permission: 'borrow_type_list', title: t('借款类型', 'Loan types'), homeSearch: true, keepAlive: true },
      {
        path: 'approvalNodeSetting',
        built: true,
        permission: 'approval_node_conf_list',
        title: t('审批节点配置', 'Approval nodes'),
        homeSearch: true,
        keepAlive: true,
      },
      { path: 'pushSnapshot', permission: 'push_snap_shot', title: t('推送快照', 'Push snapshots'), homeSearch: true, keepAlive: true },
      { path: 'snapshotFields', hidden: true, title: t('快照字段', 'Snapshot fields') },
      { path: 'cityManage', permission: 'city_manage', title: t('城市管理', 'Cities'), homeSearch: true, keepAlive: true },
      {
        path: 'changeVersion',
        built: true,
        permission: 'system_change_list',
        title: t('系统变更记录', 'System change log'),
        homeSearch: true,
        keepAlive: true,
      },
      { path: 'staffManage', built: true, permission: 'sys_user_manage', title: t('员工管理', 'Staff'), homeSearch: true, keepAlive: true },
      {
        path: 'roleGrant',
        built: true,
        permission: 'sys_role_grant',
        title: t('角色授权', 'Role grants'),
        homeSearch: true,
        keepAlive: true,
      },
      { path: 'auditLog', built: true, permission: 'sys_audit_log', title: t('审计日志', 'Audit log'), homeSearch: true, keepAlive: true },
      // Ours (decision 0067): the nightly check of the money invariants, the admin's only.
      {
        path: 'moneyInvariants',
        built: true,
        permission: 'money_invariant_check',
        title: t('资金不变量检查', 'Money invariant checks'),
        homeSearch: true,
        keepAlive: true,
      },
    ],
  },
  {
    path: '/systemchangeManage',
    built: true,
    permission: 'system_change_manage',
    title: t('系统变更', 'System changes'),
    icon: 'SettingOutlined',
    children: [{ path: 'systemChangeApply', built: true, hidden: true, title: t('系统变更申请', 'System change request') }],
  },
  {
    path: '/systemTools',
    hidden: true,
    redirect: 'testImg',
    title: t('系统工具', 'System tools'),
    children: [
      { path: 'testImg', built: true, title: t('图片测试', 'Image test') },
      { path: 'testTime', built: true, title: t('时间测试', 'Time test') },
      { path: 'testVue', built: true, title: t('组件测试', 'Component test') },
      // Ours, not the spec's: the gallery's list, export and masked-data blocks.
      { path: 'testList', built: true, title: t('列表测试', 'List test') },
    ],
  },
];
