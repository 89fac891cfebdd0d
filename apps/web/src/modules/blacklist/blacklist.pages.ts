import type { PageMap } from '@/lib/page-map';

/** This module's built pages by full path, each its own lazy chunk (the table marks them `built`). */
export const BLACKLIST_PAGES: PageMap = {
  '/blackCustomer/blackCustomerList': () => import('./pages/blacklist-list-page'),
};
