import type { PageMap } from '@/lib/page-map';

/** This module's built pages by full path, each its own lazy chunk (the table marks them `built`). */
export const CHANNEL_PAGES: PageMap = {
  '/billManage/channelManage': () => import('./pages/channel-list-page'),
  '/billManage/freeRuleAdd': () => import('./pages/fee-rule-add-page'),
};
