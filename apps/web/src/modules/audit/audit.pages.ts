import type { PageMap } from '@/lib/page-map';

/** This module's built pages by full path, each its own lazy chunk (the table marks them `built`). */
export const AUDIT_PAGES: PageMap = {
  '/systemSetting/auditLog': () => import('./pages/audit-log-page'),
};
