import type { RouteEntry } from '../route-table.types';
import { t } from './title';

/** Spec 001 §2: mortgage requests, release requests and registration (warrant staff); all pages hidden. */
export const MORTGAGE_ROUTES: readonly RouteEntry[] = [
  {
    path: '/mortgageRequest',
    built: true,
    permission: 'mortgage_request_manage',
    title: t('抵押申请', 'Mortgage requests'),
    icon: 'BankOutlined',
    children: [
      { path: 'mortgageReqAddList', built: true, hidden: true, title: t('抵押申请列表', 'Mortgage request list') },
      { path: 'mortgageReqAdd', built: true, hidden: true, title: t('新增抵押申请', 'New mortgage request') },
    ],
  },
  {
    path: '/mortgageRelease',
    built: true,
    permission: 'mortgage_release_request_manage',
    title: t('解押申请', 'Release requests'),
    icon: 'BankOutlined',
    children: [
      { path: 'mortgageRelAddList', built: true, hidden: true, title: t('解押申请列表', 'Release request list') },
      { path: 'mortgageRelAdd', built: true, hidden: true, title: t('新增解押申请', 'New release request') },
    ],
  },
  {
    path: '/mortgageManage',
    built: true,
    permission: 'mortgage_manage',
    title: t('抵押管理', 'Mortgages'),
    icon: 'BankOutlined',
    children: [
      { path: 'mortgageRegistration', built: true, hidden: true, title: t('抵押登记', 'Mortgage registration') },
      { path: 'mortgageRegNext', built: true, hidden: true, title: t('抵押登记（下一步）', 'Mortgage registration (next step)') },
    ],
  },
];
