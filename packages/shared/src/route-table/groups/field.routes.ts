import type { RouteEntry } from '../route-table.types';
import { t } from './title';

/** Spec 001 §2: field work — appointments, direct-client (zk) appointments, dispatch, field orders, order transfer. */
export const FIELD_ROUTES: readonly RouteEntry[] = [
  {
    path: '/appoint',
    permission: 'appoint_list',
    title: t('预约管理', 'Appointments'),
    icon: 'ScheduleOutlined',
    children: [
      {
        path: 'appointList',
        built: true,
        permission: 'appoint_order',
        title: t('预约列表', 'Appointment list'),
        homeSearch: true,
        keepAlive: true,
      },
      { path: 'appointAdd', built: true, hidden: true, title: t('新增预约', 'New appointment') },
      { path: 'appointDetail', built: true, hidden: true, title: t('预约详情', 'Appointment detail') },
    ],
  },
  {
    path: '/zkManager',
    permission: 'zk_manager',
    title: t('直客管理', 'Direct clients'),
    icon: 'TeamOutlined',
    children: [
      {
        path: 'zkAppoint',
        built: true,
        permission: 'zk_appointment_list',
        title: t('直客预约', 'Direct-client appointments'),
        homeSearch: true,
        keepAlive: true,
      },
      { path: 'zkList', built: true, permission: 'zk_list', title: t('直客列表', 'Direct-client list'), homeSearch: true, keepAlive: true },
      { path: 'appointDetail', built: true, hidden: true, title: t('直客预约详情', 'Direct-client appointment detail') },
      { path: 'zkListDetail', built: true, hidden: true, title: t('直客详情', 'Direct-client detail') },
    ],
  },
  {
    path: '/dispatch',
    permission: 'scheduling_dispatching',
    title: t('调度派单', 'Dispatch'),
    icon: 'CarOutlined',
    children: [
      { path: 'dispatchList', built: true, permission: 'appoint_dispatch', title: t('派单列表', 'Dispatch list'), homeSearch: true },
    ],
  },
  {
    path: '/outerOrder',
    permission: 'field_personnel_receiving',
    title: t('外勤接单', 'Field orders'),
    icon: 'CarOutlined',
    children: [
      {
        path: 'outerOrderList',
        built: true,
        permission: 'appoint_aprove',
        title: t('接单列表', 'Order list'),
        homeSearch: true,
        keepAlive: true,
      },
      { path: 'companyApprovalAdd', built: true, hidden: true, title: t('企业核查', 'Company check') },
      { path: 'companyApprovalEdit', built: true, hidden: true, title: t('编辑企业核查', 'Edit company check') },
      { path: 'bankDownStreamEdit', built: true, hidden: true, title: t('编辑银行下游核查', 'Edit bank downstream check') },
      { path: 'bankDownStream', built: true, hidden: true, title: t('银行下游核查', 'Bank downstream check') },
      { path: 'bankUpStreamDetail', built: true, hidden: true, title: t('银行上游核查详情', 'Bank upstream check detail') },
      { path: 'notarizationVerify', built: true, hidden: true, title: t('公证核验', 'Notarisation check') },
      { path: 'mortgageApprovalAdd', built: true, hidden: true, title: t('抵押核查', 'Mortgage check') },
      { path: 'marriage', built: true, hidden: true, title: t('婚姻核验', 'Marriage verification') },
      { path: 'houseResearch', built: true, hidden: true, title: t('房屋调查', 'House research') },
    ],
  },
  {
    path: '/transferOder',
    permission: 'transfer_oder',
    title: t('转单管理', 'Order transfer'),
    icon: 'ScheduleOutlined',
    children: [
      {
        path: 'transferOderApplyList',
        built: true,
        permission: 'change_order_add',
        title: t('转单申请', 'Transfer requests'),
        homeSearch: true,
        keepAlive: true,
      },
      {
        path: 'transferOderApprovalList',
        built: true,
        permission: 'change_order_approve',
        title: t('转单审批', 'Transfer approval'),
        homeSearch: true,
        keepAlive: true,
      },
      { path: 'applyDetail', built: true, hidden: true, title: t('转单详情', 'Transfer detail') },
    ],
  },
];
