import type { RouteEntry } from '../route-table.types';
import { t } from './title';

/** Spec 000 §2, fixed routes: / redirects to /home; the app download guide is hidden. */
export const HOME_ROUTES: readonly RouteEntry[] = [
  {
    path: '/',
    redirect: '/home',
    title: t('首页', 'Home'),
    children: [
      { path: 'home', title: t('首页', 'Home'), icon: 'HomeOutlined' },
      { path: 'downloadGuidePage', hidden: true, title: t('APP下载指南', 'App download guide') },
    ],
  },
];
