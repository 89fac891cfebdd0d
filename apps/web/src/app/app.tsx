import type { ComponentType, ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { type PatchRoutesOnNavigationFunction, RouterProvider, createBrowserRouter } from 'react-router';
import { SESSION_START_URLS } from '@lc/shared';
import { fetchEarly } from '@/lib/http';
import { hasSessionHint, loginHref, setSessionEndHandler } from '@/lib/session';
import { lazyComponent, withTimeout } from './chunk-load';
import { loginGuard } from './login-guard';
import type { RouteHandle } from './page-title';
import { Providers } from './providers';
import { queryClient } from './query-client';
import { FirstLoad, RootLayout } from './root-layout';
import { RouteError } from './route-error';
import './shell.text';

const ROOT_ID = 'root';
/** A lazy route component, under the chunk timeout like every page. */
const lazyTimed = <M,>(load: () => Promise<M>, pick: (module: M) => ComponentType) => lazyComponent(withTimeout(load), pick);
const LOGIN: RouteHandle = { title: { 'zh-CN': '登录', 'en-US': 'Log in' } };

/**
 * The signed-in routes (route table, guard, shell) join the router on the first navigation
 * outside /login, once; a failed load is retried by the next navigation.
 */
let signedIn: Promise<void> | null = null;
const addSignedInRoutes: PatchRoutesOnNavigationFunction = ({ patch }) => {
  if (signedIn) return signedIn;
  signedIn = withTimeout(() => import('./signed-in-routes'))().then(
    (m) => patch(ROOT_ID, m.signedInRoutes()),
    (error: unknown) => {
      signedIn = null;
      throw error;
    },
  );
  // The shell (its chunk and antd's stylesheet) is wanted next whatever the page: ask for it now
  // rather than after the route table has loaded; the lazy route below then finds it loaded.
  import('./layout/shell').catch(() => undefined);
  // (The page's first read of document.cookie waits on the browser's network process, 25–70 ms
  // measured while a page loads; made here, it overlaps the chunks' download.)
  if (hasSessionHint()) {
    // The user and the menu are asked for here, from the entry, instead of after the chunks that
    // read them: over six connections those would queue behind the shell's and the page's files.
    for (const url of SESSION_START_URLS) fetchEarly(url);
    import('./session-start').then(
      (m) => m.startSession(),
      () => undefined,
    );
  }
  return signedIn;
};

/** At first the router knows only /login: everything behind sign-in loads after it, so /login stays small. */
function createAppRouter() {
  const router = createBrowserRouter(
    [
      {
        id: ROOT_ID,
        Component: RootLayout,
        HydrateFallback: FirstLoad,
        ErrorBoundary: RouteError,
        children: [
          {
            path: '/login',
            loader: loginGuard,
            handle: LOGIN,
            lazy: lazyTimed(
              () => import('./login-page'),
              (m) => m.default,
            ),
          },
        ],
      },
    ],
    { patchRoutesOnNavigation: addSignedInRoutes },
  );

  // The API client and logout end sessions here: to login (keeping `service` and, for an expired
  // session, the page the user was opening), then forget everything cached about the old user.
  // The login page is rendered at once (flushSync), not as a transition, so the old user's pages
  // are gone before their data is: a list still mounted when its query was cleared asked for it
  // again, and the server refused it (401) once the session had ended.
  let ending = false;
  setSessionEndHandler(({ keepRedirect }) => {
    if (ending) return;
    ending = true;
    const { pathname, search } = router.state.navigation.location ?? router.state.location;
    void router.navigate(loginHref({ pathname, search }, keepRedirect), { replace: true, flushSync: true }).finally(() => {
      queryClient.clear();
      ending = false;
    });
  });
  return router;
}

/** React DOM's flushSync in the shape the router takes (it ignores the result). */
const renderAtOnce = (update: () => unknown) => void flushSync(update);

/**
 * Starts the router (its first navigation asks for the signed-in routes, the user and the menu)
 * and then renders the app. main.tsx calls it in a task after the one that evaluates the entry's
 * modules: together they were one task of 60–75 ms at full speed, long on a slow PC.
 */
export function startApp(render: (app: ReactNode) => void) {
  const router = createAppRouter();
  render(
    <Providers>
      {/* flushSync: a navigation may ask to be rendered at once (the sign-out, above). */}
      <RouterProvider router={router} flushSync={renderAtOnce} />
    </Providers>,
  );
}
