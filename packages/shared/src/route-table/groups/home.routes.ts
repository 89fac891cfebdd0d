import type { RouteEntry } from '../route-table.types';
import { t } from './title';

/** Spec 000 §2, fixed routes: / redirects to /home; the app download guide and the not-yet-online notice are hidden. */
export const HOME_ROUTES: readonly RouteEntry[] = [
  {
    path: '/',
    redirect: '/home',
    title: t('首页', 'Home'),
    children: [
      { path: 'home', built: true, title: t('首页', 'Home'), icon: 'HomeOutlined' },
      { path: 'downloadGuidePage', built: true, hidden: true, title: t('APP下载指南', 'App download guide') },
      // Where the home tiles of areas not yet online lead (邮件, 中途客户; spec 000 §1).
      { path: 'notOnline', built: true, hidden: true, title: t('暂未上线', 'Not yet online') },
    ],
  },
];
