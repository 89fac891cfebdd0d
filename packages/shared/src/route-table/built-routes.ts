import { ROUTE_TABLE } from './route-table.data';
import { flattenRoutes } from './route-table.walk';

/**
 * The full paths of the routes whose page is built (`built: true` in the table), in table order.
 * The web's page maps have exactly these keys (apps/web/src/app/pages.test.ts checks it); the
 * server's tests read it to check that no role signs in to a menu of not-built pages only.
 */
export const BUILT_ROUTES: readonly string[] = flattenRoutes(ROUTE_TABLE)
  .filter((route) => route.entry.built)
  .map((route) => route.fullPath);
