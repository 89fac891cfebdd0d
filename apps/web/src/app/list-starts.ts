import type { QueryClient } from '@tanstack/react-query';
import { startListPage } from '@/components/list-page/list-fetch';
import { readListState } from '@/components/list-page/list-params';
import { resetDefaults } from '@/components/list-page/reset-defaults';
import type { ListSource } from '@/lib/api-client';
import { BILL_LISTS } from '@/modules/bill/api/bill-lists';
import { type ListStartPath, isListStart } from './list-start-paths';
import { findRoute } from './route-table';

/**
 * This file loads (with the bill contract) only when one of its lists opens (signed-in-routes.ts).
 * Lists whose route starts the table's first page beside the session check, so the rows do not
 * wait for the page's chunk. Each is a ListPage with this source and no defaults or fixed
 * filters of its own (the key must be the table's: list-fetch's listPageKey).
 */
const LIST_STARTS: Record<ListStartPath, ListSource> = {
  '/billManage/billList': BILL_LISTS.mine,
  '/billManage/draft': BILL_LISTS.drafts,
  '/billManage/billAll': BILL_LISTS.all,
  '/billManage/abandonedBill': BILL_LISTS.abandoned,
};

/** Phones show cards that read the list as pages piling up (another query): only the table's page starts early. */
const TABLE_WIDTH = '(min-width: 768px)';

/** Starts the first page of the list this address opens, if it is one of LIST_STARTS. */
export function startRouteList(client: QueryClient, pathname: string, search: string) {
  const route = findRoute(pathname);
  if (!route || !isListStart(route.fullPath) || !window.matchMedia(TABLE_WIDTH).matches) return;
  const source = LIST_STARTS[route.fullPath];
  startListPage(client, source, readListState(new URLSearchParams(search), resetDefaults(source)));
}
