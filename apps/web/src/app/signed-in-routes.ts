import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { lazyComponent, withTimeout } from './chunk-load';
import { createGuardLoader } from './guard-loader';
import { isListStart } from './list-start-paths';
import { GROUP_PAGE, NOT_BUILT_PAGE, PAGES } from './pages';
import { queryClient } from './query-client';
import { ROUTES, type RouteHandle, findRoute, toRouteObjects } from './route-table';
import { RouteError } from './route-error';

/** A list's first page, started once the guard allows the route (before the page's chunk); its module (with the list's contract) loads only for those lists. */
let listStarts: Promise<typeof import('./list-starts')> | null = null;
// A failed load is forgotten (the next list asks again); the table's own query still runs.
const loadListStarts = () =>
  (listStarts ??= import('./list-starts').catch((error: unknown) => {
    listStarts = null;
    throw error;
  }));
const startList = (pathname: string, search: string) => {
  const path = findRoute(pathname)?.fullPath;
  if (path && isListStart(path))
    void loadListStarts().then(
      (m) => m.startRouteList(queryClient, pathname, search),
      () => undefined,
    );
};
// Opening on such a list, ask for that module now, before the shell's and the page's chunks queue
// up on the browser's six connections (measured: 1.4 s later otherwise).
if (isListStart(findRoute(window.location.pathname)?.fullPath ?? '')) loadListStarts().catch(() => undefined);
const guard = createGuardLoader(queryClient, startList);
/** A lazy route component, under the chunk timeout like every page. */
const lazyTimed = <M>(load: () => Promise<M>, pick: (module: M) => ComponentType) => lazyComponent(withTimeout(load), pick);
const FORBIDDEN: RouteHandle = { title: { 'zh-CN': '无权访问', 'en-US': 'No access' } };
const NOT_FOUND: RouteHandle = { title: { 'zh-CN': '页面不存在', 'en-US': 'Page not found' } };

/**
 * Everything behind sign-in: the shell (antd's layout and menu) with every route of the table
 * under the guard. The router adds these on the first navigation outside /login (app.tsx), so
 * the login page loads neither the route table nor the pages' loaders.
 */
export const signedInRoutes = (): RouteObject[] => [
  {
    lazy: lazyTimed(
      () => import('./layout/shell'),
      (m) => m.Shell,
    ),
    children: [
      {
        path: '/401',
        loader: guard,
        handle: FORBIDDEN,
        lazy: lazyTimed(
          () => import('./status-pages'),
          (m) => m.ForbiddenPage,
        ),
      },
      {
        path: '/404',
        loader: guard,
        handle: NOT_FOUND,
        lazy: lazyTimed(
          () => import('./status-pages'),
          (m) => m.NotFoundPage,
        ),
      },
      ...toRouteObjects(ROUTES, {
        pages: PAGES,
        notBuilt: NOT_BUILT_PAGE,
        group: GROUP_PAGE,
        guard,
        load: withTimeout,
        ErrorBoundary: RouteError,
      }),
      // Unknown paths: the guard sends signed-out users to login first, others to /404.
      { path: '*', loader: guard, element: null },
    ],
  },
];
