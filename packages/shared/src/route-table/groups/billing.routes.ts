import type { RouteEntry } from '../route-table.types';
import { t } from './title';

/** Spec 001 §2: /billManage (enquiries, bills, approvals); spec 000 §2: /mortgageEvsManage. */
export const BILLING_ROUTES: readonly RouteEntry[] = [
  {
    path: '/billManage',
    permission: 'bill_manage',
    title: t('报单管理', 'Bills'),
    icon: 'FileTextOutlined',
    children: [
      { path: 'preBillList', permission: 'advance_bill_list', title: t('询价列表', 'Enquiry list'), homeSearch: true, keepAlive: true },
      { path: 'addPrebill', hidden: true, title: t('新增询价', 'New enquiry') },
      {
        path: 'preBillBrowse',
        permission: 'advance_bill_browse_list',
        title: t('询价浏览', 'Enquiry browsing'),
        homeSearch: true,
        keepAlive: true,
      },
      { path: 'addPrebillBrowse', hidden: true, title: t('询价浏览详情', 'Enquiry browsing detail') },
      { path: 'billList', permission: 'bill_create_list', title: t('我的报单', 'My bills'), homeSearch: true, keepAlive: true },
      { path: 'billAdd', hidden: true, title: t('报单详情', 'Bill detail'), newTitle: t('新增报单', 'New bill') },
      { path: 'billAddTest', hidden: true, title: t('报单详情（测试）', 'Bill detail (test)') },
      { path: 'otherRightsCertStatus', hidden: true, title: t('他项权证状态', 'Other-rights certificate status') },
      { path: 'billAll', permission: 'bill_list', title: t('全部报单', 'All bills'), homeSearch: true, keepAlive: true },
      { path: 'draft', permission: 'draftbox', title: t('草稿箱', 'Draft box'), homeSearch: true, keepAlive: true },
      {
        path: 'mortgageQueryPrice',
        permission: 'mortgage_evaluate',
        title: t('押品询价', 'Property valuation'),
        homeSearch: true,
        keepAlive: true,
      },
      { path: 'channelManage', permission: 'channel_manage', title: t('渠道管理', 'Channels'), homeSearch: true, keepAlive: true },
      { path: 'freeRuleAdd', hidden: true, title: t('新增渠道费用规则', 'New channel fee rule') },
      {
        path: 'billApproveYe',
        permission: 'bill_approve_manager',
        title: t('经理审批', 'Manager approval'),
        homeSearch: true,
        keepAlive: true,
      },
      { path: 'billApproveZi', permission: 'bill_approve_vp', title: t('副总审批', 'VP approval'), homeSearch: true, keepAlive: true },
      {
        path: 'billApproveLi',
        permission: 'bill_approve_supervisor',
        title: t('总监审批', 'Supervisor approval'),
        homeSearch: true,
        keepAlive: true,
      },
      {
        path: 'billApproveRp',
        permission: 'repeated_bill_approve',
        title: t('重复报单审批', 'Duplicate-bill approval'),
        homeSearch: true,
        keepAlive: true,
      },
      { path: 'wangyinTestList', hidden: true, title: t('网银测试列表', 'Online-banking test list') },
      { path: 'business', hidden: true, title: t('企业信息', 'Company information') },
      { path: 'archivesDetail', hidden: true, title: t('档案详情', 'Archive detail') },
      { path: 'abandonedBill', permission: 'bill_kill_list', title: t('废弃报单', 'Abandoned bills'), homeSearch: true, keepAlive: true },
    ],
  },
  {
    path: '/mortgageEvsManage',
    permission: 'mortgage_evs_manage',
    redirect: 'mortgageEvsList',
    title: t('询价统计', 'Valuation statistics'),
    icon: 'CalculatorOutlined',
    children: [
      { path: 'mortgageEvsList', permission: 'mortgage_eval_list', title: t('询价记录统计', 'Valuation records'), homeSearch: true },
    ],
  },
];
