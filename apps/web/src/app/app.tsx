import type { ComponentType } from 'react';
import { RouterProvider, createBrowserRouter } from 'react-router';
import { loginHref, setSessionEndHandler } from '@/lib/session';
import { createGuardLoader } from './guard-loader';
import { NOT_BUILT_PAGE, PAGES, withTimeout } from './pages';
import { Providers } from './providers';
import { queryClient } from './query-client';
import { FirstLoad, RootLayout } from './root-layout';
import { ROUTES, type RouteHandle, lazyComponent, toRouteObjects } from './route-table';
import { RouteError } from './route-error';
import './shell.text';

const guard = createGuardLoader(queryClient);
/** A lazy route component, under the chunk timeout like every page. */
const lazyTimed = <M,>(load: () => Promise<M>, pick: (module: M) => ComponentType) => lazyComponent(withTimeout(load), pick);
const LOGIN: RouteHandle = { title: { 'zh-CN': '登录', 'en-US': 'Log in' } };
const FORBIDDEN: RouteHandle = { title: { 'zh-CN': '无权访问', 'en-US': 'No access' } };
const NOT_FOUND: RouteHandle = { title: { 'zh-CN': '页面不存在', 'en-US': 'Page not found' } };

/**
 * Everything behind sign-in (the shell, antd's layout and menu, every page) loads after it,
 * so /login stays small.
 */
export const router = createBrowserRouter([
  {
    Component: RootLayout,
    HydrateFallback: FirstLoad,
    ErrorBoundary: RouteError,
    children: [
      {
        path: '/login',
        loader: guard,
        handle: LOGIN,
        lazy: lazyTimed(
          () => import('./login-page'),
          (m) => m.default,
        ),
      },
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
          ...toRouteObjects(ROUTES, { pages: PAGES, notBuilt: NOT_BUILT_PAGE, guard, load: withTimeout, ErrorBoundary: RouteError }),
          // Unknown paths: the guard sends signed-out users to login first, others to /404.
          { path: '*', loader: guard, element: null },
        ],
      },
    ],
  },
]);

// The API client and logout end sessions here: to login (keeping `service` and, for an expired
// session, the page the user was opening), then forget everything cached about the old user.
let ending = false;
setSessionEndHandler(({ keepRedirect }) => {
  if (ending) return;
  ending = true;
  const { pathname, search } = router.state.navigation.location ?? router.state.location;
  void router.navigate(loginHref({ pathname, search }, keepRedirect), { replace: true }).finally(() => {
    queryClient.clear();
    ending = false;
  });
});

export function App() {
  return (
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  );
}
