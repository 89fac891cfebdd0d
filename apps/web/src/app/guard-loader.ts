import type { QueryClient } from '@tanstack/react-query';
import { type LoaderFunction, redirect } from 'react-router';
import { authKeys, menusQuery, pageComponentsQuery, userQuery } from '@/lib/auth';
import { hasSessionHint, readSessionHint } from '@/lib/session';
import { FIXED_PATHS, type GuardDecision, decideGuard } from './guard';

/**
 * The guard as a route loader, so it runs before every navigation and nothing renders until
 * it has decided. The decision is pure (guard.ts); this file does the fetching around it.
 */
export function createGuardLoader(
  queryClient: QueryClient,
  /** Work the page will need (a list's first page), started as soon as the route is allowed, before its chunk. */
  onEnter?: (pathname: string, search: string) => void,
): LoaderFunction {
  const permissions = () => {
    const user = queryClient.getQueryData(userQuery.queryKey);
    return user ? new Set(user.permissions) : null;
  };

  return async ({ request }) => {
    const { pathname, search } = new URL(request.url);
    readSessionHint(); // once per navigation; a refused session clears the kept hint itself
    const decide = (): GuardDecision => decideGuard({ pathname, search, signedIn: hasSessionHint(), permissions: permissions() });

    let decision = decide();
    if (decision.kind === 'load-user') {
      try {
        await queryClient.fetchQuery(userQuery);
      } catch (e) {
        // A refused session has been handled by the API client (hint cleared: the guard sends
        // the user to login); anything else is shown by the route's error page.
        if (hasSessionHint()) throw e;
      }
      decision = decide();
    }
    // Only once the route is allowed: a route the user may not open must ask the server for
    // nothing it would refuse. The user info was asked for by the entry, so this waits little.
    if (decision.kind === 'allow') onEnter?.(pathname, search);
    if (decision.kind === 'redirect') {
      // Without a token the permissions are cleared (spec 000 §2).
      if (decision.clearSession) queryClient.removeQueries({ queryKey: authKeys.all });
      return redirect(decision.to);
    }
    if (decision.kind !== 'allow' || pathname === FIXED_PATHS.login) return null;

    // Page-component permissions for routes with a menu code, and the menu when it is empty;
    // neither holds up the page.
    if (decision.menuCode) void queryClient.prefetchQuery(pageComponentsQuery(decision.menuCode));
    const menus = queryClient.getQueryData(menusQuery.queryKey);
    if (!menus?.length && pathname !== FIXED_PATHS.forbidden) void queryClient.fetchQuery({ ...menusQuery, staleTime: 0 });
    return null;
  };
}
