import type { PageMap } from '@/lib/page-map';

/** This module's built pages by full path, each its own lazy chunk (the table marks them `built`). */
export const EXPORT_PAGES: PageMap = {
  '/fileDownloadManage/fileDownloadList': () => import('./pages/file-download-list-page'),
};
