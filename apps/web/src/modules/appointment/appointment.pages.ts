import type { PageMap } from '@/lib/page-map';

/** This module's built pages by full path, each its own lazy chunk (the table marks them `built`). */
export const APPOINTMENT_PAGES: PageMap = {
  '/appoint/appointList': () => import('./pages/appointment-list-page'),
  '/appoint/appointDetail': () => import('./pages/appointment-detail-page'),
  '/appoint/appointAdd': () => import('./pages/appointment-add-page'),
  '/zkManager/zkAppoint': () => import('./pages/zk-appoint-page'),
  '/zkManager/zkList': () => import('./pages/zk-list-page'),
  '/zkManager/appointDetail': () => import('./pages/appointment-detail-page').then((m) => ({ default: m.ZkAppointDetailPage })),
  '/zkManager/zkListDetail': () => import('./pages/appointment-detail-page').then((m) => ({ default: m.ZkListDetailPage })),
  '/dispatch/dispatchList': () => import('./pages/dispatch-list-page'),
};
