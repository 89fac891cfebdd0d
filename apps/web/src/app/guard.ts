import { type IndexedRoute, canOpen } from '@lc/shared';
import { loginHref } from '@/lib/session';
import { FIXED_PATHS, decideLogin } from './login-guard';
import { findRoute, isPage, visibleChildrenOf } from './route-table';

export { FIXED_PATHS };

export type GuardInput = {
  pathname: string;
  search: string;
  /** The session hint cookie is present. */
  signedIn: boolean;
  /** The user's codes; null while the user info is not loaded. */
  permissions: ReadonlySet<string> | null;
};

export type GuardDecision =
  | { kind: 'redirect'; to: string; clearSession?: true }
  | { kind: 'load-user' }
  | { kind: 'allow'; route: IndexedRoute | null; menuCode: string | null };

const joinRedirect = (route: IndexedRoute, target: string) =>
  target.startsWith('/') ? target : `${route.fullPath === '/' ? '' : route.fullPath}/${target}`;

/**
 * A group opens its first visible child the user may open. Whoever holds the group's code but none
 * of its pages' is shown the group itself (group-page.tsx), never /401: they hold that route's code.
 */
const firstChildFor = (route: IndexedRoute, permissions: ReadonlySet<string>) =>
  visibleChildrenOf(route).find((r) => isPage(r) && canOpen(r, permissions));

/**
 * The route guard of spec 000 §2 as one pure decision, taken before every navigation:
 * with a token /login goes to /; without one the user goes to /login (the wanted path kept);
 * user info is loaded when missing; routes the user may not open go to /401, unknown paths to
 * /404. Routes with no access code are open to any signed-in user.
 */
export function decideGuard({ pathname, search, signedIn, permissions }: GuardInput): GuardDecision {
  if (pathname === FIXED_PATHS.login) {
    const to = decideLogin(search, signedIn);
    return to ? { kind: 'redirect', to } : { kind: 'allow', route: null, menuCode: null };
  }
  if (!signedIn) return { kind: 'redirect', to: loginHref({ pathname, search }), clearSession: true };
  if (!permissions) return { kind: 'load-user' };
  if (pathname === FIXED_PATHS.forbidden || pathname === FIXED_PATHS.notFound) return { kind: 'allow', route: null, menuCode: null };

  const route = findRoute(pathname);
  if (!route || route.entry.external) return { kind: 'redirect', to: FIXED_PATHS.notFound };
  if (!canOpen(route, permissions)) return { kind: 'redirect', to: FIXED_PATHS.forbidden };
  if (route.entry.redirect) return { kind: 'redirect', to: joinRedirect(route, route.entry.redirect) };
  if (!isPage(route)) {
    const child = firstChildFor(route, permissions);
    if (child) return { kind: 'redirect', to: child.fullPath };
  }
  return { kind: 'allow', route, menuCode: route.entry.permission ?? null };
}
