import { type IndexedRoute, type Locale, ROUTE_TABLE, indexRoutes } from '@lc/shared';

/** The shared route table, indexed once: the router, guard, breadcrumbs and titles read it. */
export const ROUTES: IndexedRoute[] = indexRoutes(ROUTE_TABLE);
const byPath = new Map(ROUTES.map((r) => [r.fullPath, r]));

export const findRoute = (pathname: string) => byPath.get(pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname);

export const APP_TITLE: Record<Locale, string> = { 'zh-CN': '后台管理系统', 'en-US': 'Back-office system' };

export function pageTitle(route: IndexedRoute | undefined, locale: Locale) {
  return route ? `${APP_TITLE[locale]} - ${route.entry.title[locale]}` : APP_TITLE[locale];
}

export type Crumb = { title: string; href?: string };

/**
 * Breadcrumb items from the group down. A hidden page shows its parent list: its nearest
 * visible sibling's group trail plus itself, each earlier item a link.
 */
export function breadcrumbs(route: IndexedRoute | undefined, locale: Locale): Crumb[] {
  if (!route) return [];
  return route.trail
    .filter((item) => item.path !== '/')
    .map((item, i, all) => {
      const target = byPath.get(item.path);
      const linkable = i < all.length - 1 && target && !target.entry.children?.length;
      return { title: item.title[locale], ...(linkable ? { href: item.path } : {}) };
    });
}

export type Guard =
  | { kind: 'login' }
  | { kind: 'home' }
  | { kind: 'forbidden' }
  | { kind: 'notFound' }
  | { kind: 'ok'; route: IndexedRoute };

/** The route guard of spec 000 §2, as one pure decision. */
export function guard(pathname: string, signedIn: boolean, permissions: ReadonlySet<string> | null): Guard {
  if (pathname === '/login') return signedIn ? { kind: 'home' } : { kind: 'ok', route: ROUTES[0]! };
  if (!signedIn) return { kind: 'login' };
  const route = findRoute(pathname);
  if (!route) return { kind: 'notFound' };
  if (permissions && !route.requiredCodes.every((c) => permissions.has(c))) return { kind: 'forbidden' };
  return { kind: 'ok', route };
}
