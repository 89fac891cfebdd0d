import {
  type IndexedRoute,
  type Locale,
  MENU_TYPE,
  type MenuEntry,
  type MenuNode as ServerMenuNode,
  ROUTE_TABLE,
  buildMenuTree,
  canOpen,
  indexRoutes,
  rendersPage,
} from '@lc/shared';
import type { ComponentType } from 'react';
import type { LoaderFunction, RouteObject } from 'react-router';
import { lazyComponent } from './chunk-load';
import { type RouteHandle, titleAt } from './page-title';
import type { PageModule } from '@/lib/page-map';

/** The shared route table, indexed once: router, guard, menu labels, breadcrumbs and titles read it. */
export const ROUTES: readonly IndexedRoute[] = indexRoutes(ROUTE_TABLE);
const byPath = new Map(ROUTES.map((r) => [r.fullPath, r]));

export const findRoute = (pathname: string): IndexedRoute | undefined =>
  byPath.get(pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

/** A route that renders a page: not a group of visible routes, not a redirect (rendersPage). */
export const isPage = (r: IndexedRoute) => rendersPage(r.entry);

/** A group's entries in the menu, in table order (its hidden detail pages left out). */
export const visibleChildrenOf = (group: IndexedRoute) => ROUTES.filter((r) => r.parentPath === group.fullPath && !r.entry.hidden);

export { APP_TITLE, type RouteHandle, pageTitle } from './page-title';
export { lazyComponent };

export type RouterBuild = {
  pages: Readonly<Record<string, PageModule>>;
  /** The page shown for routes of the table that are not built yet. */
  notBuilt: PageModule;
  /** A group's own page, for a user who may open the group but none of its pages. */
  group: PageModule;
  /** The route guard, run before every navigation. */
  guard: LoaderFunction;
  /** Wraps each page loader (the 120 s chunk timeout). */
  load?: (module: PageModule) => PageModule;
  ErrorBoundary?: ComponentType;
};

/**
 * Router objects for the table: one per full path (absolute, under the shell layout), each
 * guarded, with a lazy page and a handle for titles and breadcrumbs. Redirects have no page and
 * a group's page shows only when the user may open none of its pages: the guard sends them on.
 */
export function toRouteObjects(routes: readonly IndexedRoute[], build: RouterBuild): RouteObject[] {
  const load = build.load ?? ((m: PageModule) => m);
  return routes
    .filter((r) => !r.entry.external)
    .map((r) => {
      const handle: RouteHandle = { title: r.entry.title, route: r };
      // `element: null`: nothing renders, the guard always redirects these.
      if (r.entry.redirect) return { path: r.fullPath, loader: build.guard, handle, element: null };
      const module = load(isPage(r) ? (build.pages[r.fullPath] ?? build.notBuilt) : build.group);
      return {
        path: r.fullPath,
        loader: build.guard,
        handle,
        lazy: lazyComponent(module, (m) => m.default),
        ...(build.ErrorBoundary ? { ErrorBoundary: build.ErrorBoundary } : {}),
      };
    });
}

/**
 * The list a hidden page belongs to (spec: "hidden pages show a breadcrumb back to their parent
 * list"): the visible sibling the user came from, else the nearest list before it in the table
 * (the table puts detail pages after their list), else the first list the user may open.
 */
export function parentListOf(route: IndexedRoute, permissions: ReadonlySet<string>, lastVisited?: string | null): IndexedRoute | null {
  if (!route.entry.hidden) return null;
  if (route.entry.listPath || route.parentPath === null) {
    const list = route.entry.listPath ? byPath.get(route.entry.listPath) : undefined;
    return list && isPage(list) && canOpen(list, permissions) ? list : null;
  }
  const siblings = ROUTES.filter((r) => r.parentPath === route.parentPath);
  const isList = (r: IndexedRoute) => !r.entry.hidden && isPage(r) && canOpen(r, permissions);
  const before = siblings.slice(0, siblings.indexOf(route)).reverse();
  return siblings.find((r) => r.fullPath === lastVisited && isList(r)) ?? before.find(isList) ?? siblings.find(isList) ?? null;
}

export type Crumb = { path: string; title: string; href?: string };

/**
 * Breadcrumb items from the group down to the page, through its list when it has one (beside it,
 * or elsewhere for a hidden top-level page); every item but the last links to its page.
 */
export function breadcrumbTrail(route: IndexedRoute, locale: Locale, list?: IndexedRoute | null, search = ''): Crumb[] {
  const crumbsOf = (r: IndexedRoute) => r.trail.filter((t) => t.path !== '/').map((t) => ({ path: t.path, title: t.title[locale] }));
  const items = crumbsOf(route);
  const own = items.at(-1);
  if (own?.path === route.fullPath) own.title = titleAt(route.entry, search)[locale];
  if (list && list.parentPath === route.parentPath && list.fullPath !== route.fullPath)
    items.splice(items.length - 1, 0, { path: list.fullPath, title: list.entry.title[locale] });
  else if (list && list.parentPath !== route.parentPath) items.unshift(...crumbsOf(list));
  return items.map((c, i) => (i < items.length - 1 ? { ...c, href: c.path } : c));
}

/** A menu item as data; the layout turns it into antd items with icons and links. */
export type MenuNode = { key: string; label: string; icon?: string; href?: string; external?: string; children?: MenuNode[] };

/**
 * Menu items from the server's permitted entries (spec 000 §2 dynamic routes): hidden pages
 * dropped, groups left empty removed, external entries marked; the root '/' group lends its
 * children to the top level. Labels come from the table in the user's language.
 */
export function toMenuNodes(entries: readonly MenuEntry[], locale: Locale): MenuNode[] {
  const convert = (node: ServerMenuNode<MenuEntry>): MenuNode | null => {
    if (node.menuType === MENU_TYPE.hidden) return null;
    const route = byPath.get(node.path);
    const icon = node.icon ?? route?.entry.icon;
    const base = { key: node.path, label: route?.entry.title[locale] ?? node.menuName, ...(icon ? { icon } : {}) };
    const external = node.external ?? route?.entry.external;
    if (external) return { ...base, external };
    const isGroup = route ? !isPage(route) && !route.entry.redirect : node.children.length > 0;
    if (!isGroup) return { ...base, href: node.path };
    const children = node.children.map(convert).filter((c): c is MenuNode => c !== null);
    return children.length ? { ...base, children } : null;
  };
  return buildMenuTree(entries).flatMap((root) => {
    if (root.path === '/') return root.children.map(convert).filter((c): c is MenuNode => c !== null);
    const item = convert(root);
    return item ? [item] : [];
  });
}
