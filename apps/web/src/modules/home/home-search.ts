import { type IndexedRoute, type Locale, ROUTE_TABLE, canOpen, indexRoutes } from '@lc/shared';

const ROUTES = indexRoutes(ROUTE_TABLE);

/** Routes flagged homeSearch that the user may open, matched on either language's title. */
export function searchRoutes(keyword: string, permissions: ReadonlySet<string>, locale: Locale): { path: string; title: string }[] {
  const k = keyword.trim().toLowerCase();
  return ROUTES.filter((r) => r.entry.homeSearch && canOpen(r, permissions))
    .filter((r) => !k || r.entry.title['zh-CN'].toLowerCase().includes(k) || r.entry.title['en-US'].toLowerCase().includes(k))
    .map((r) => ({ path: r.fullPath, title: r.entry.title[locale] }));
}

export const routeByPath = (path: string): IndexedRoute | undefined => ROUTES.find((r) => r.fullPath === path);
