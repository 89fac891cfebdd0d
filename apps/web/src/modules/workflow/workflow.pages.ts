import type { PageMap } from '@/lib/page-map';

/** This module's built pages by full path, each its own lazy chunk (the table marks them `built`). */
export const WORKFLOW_PAGES: PageMap = {
  '/systemSetting/approvalNodeSetting': () => import('./pages/approval-node-setting-page'),
};
