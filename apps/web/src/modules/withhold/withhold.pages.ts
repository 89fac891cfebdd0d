import type { PageMap } from '@/lib/page-map';

/** This module's built pages by full path, each its own lazy chunk (the table marks them `built`). */
export const WITHHOLD_PAGES: PageMap = {
  '/rechargeRecordManage/rechargeRecordList': () => import('./pages/recharge-record-list-page'),
  '/rechargeRecordManage/withholdRecordList': () => import('./pages/withhold-record-list-page'),
  '/WithholdManager/zhWithholdList': () => import('./pages/withhold-desk-page'),
};
